/// Every limit Trellis holds its input to, in one place, so that no file, dump, message or request can crash,
/// hang or exhaust memory. `Grammar/Reference.md` §11 ("Input limits") documents each; `LimitsDocumentationTests`
/// checks that every value here appears there as the reference writes it. TrellisCore is at the bottom of the
/// module graph, so every stage reads its limits from here.
package enum Limits {
    // MARK: Layout files

    /// The largest layout file read, in bytes (1 MiB): real layout files are a few kilobytes, and every command
    /// reads at most this plus one byte, so endless input is refused by size.
    package static let fileBytes = 1 << 20
    /// The deepest nesting of YAML collections accepted (the top-level mapping is level 1): a layout with five
    /// levels of nested groups is about 20 deep, and the composer's stack stays bounded.
    package static let nestingDepth = 64
    /// The most nodes a document may expand to once aliases are resolved: the "billion laughs" guard.
    package static let aliasNodes = 100_000
    /// The most bytes of scalar text (keys and values) a document may expand to once aliases are resolved
    /// (4 MiB): a few nodes can repeat a long scalar, so counting nodes alone let a 400 KB scalar aliased 20,000
    /// times through.
    package static let aliasTextBytes = 4 << 20
    /// The most items a file's preview data may hold in all its sections: as many as `trellis frames --items`
    /// takes.
    package static let previewItems = framesItems

    // MARK: The engine

    /// The most items in one repetition of a section's group, nested `count`s multiplied (`group_capacity_limit`):
    /// more means the sizes are degenerate. `LayoutArithmetic.maximumItemsPerGroup` states it again because that
    /// file is embedded in generated code, which cannot import TrellisCore; a test checks that the two agree.
    package static let itemsPerGroup = 10_000

    // MARK: Lint

    /// The most lint targets a configuration may list: every rule runs at every target, so 1,000 of them made one
    /// 2,000-section file take minutes and gigabytes.
    package static let lintTargets = 64
    /// The largest baseline `lint --baseline` reads (64 MiB, some 300,000 findings), refused by size before it is
    /// read: a baseline is the project's own file, but a mistaken path may name anything.
    package static let baselineBytes = 64 << 20

    // MARK: frames, render and diff

    /// The most items `trellis frames --items` asks for in every section: `frames` streams, so only time bounds it.
    package static let framesItems = 10_000_000
    /// The collection view's width and height in points (`--width`, `--height`): outside them every frame rounds
    /// to nothing or the numbers mean nothing.
    package static let viewLengths: ClosedRange<Double> = 1...100_000
    /// The screen scale `--scale` takes (UIKit's are 1 to 3).
    package static let scales: ClosedRange<Double> = 1...10
    /// The most items a drawing (`render`, `preview`) holds in all its sections, `--items` per section included:
    /// drawn elements are DOM or SVG nodes, and no viewer opens a bigger picture.
    package static let drawnItems = 100_000
    /// The most elements `diff --svg` draws: more is no picture anyone can read, as for `render`.
    package static let drawnDiffElements = 100_000
    /// The largest frame dump `diff` reads, in bytes (4 GiB): 40,000,000 items of frames JSON are about 4 GB,
    /// read in a fixed buffer.
    package static let dumpBytes = 1 << 32
    /// The most elements of one group a dump reader holds at once (one section's boundary items, one item's
    /// supplementaries, one section's decorations, the layout's boundary items).
    package static let dumpGroupElements = 100_000
    /// The longest name or kind read from a dump, in bytes (64 KiB).
    package static let dumpNameBytes = 1 << 16
    /// The largest section or item index read from a dump (10^9): far beyond any collection view.
    package static let dumpIndex = 1_000_000_000

    // MARK: JSON

    /// The deepest nesting of JSON arrays and objects accepted (dumps, MCP and LSP messages): far beyond any
    /// message, far within the stack.
    package static let jsonDepth = 128

    // MARK: import

    /// The largest Swift file `trellis import` reads, in bytes (4 MiB): far beyond any file of layout code.
    package static let importFileBytes = 4 << 20
    /// Brackets of any kind open at once in an imported file: layout code rarely passes 15.
    package static let importBrackets = 64
    /// Square brackets open at once in an imported file: swift-syntax's lookahead doubles with each.
    package static let importSquareBrackets = 12
    /// Syntax nodes from an imported file's root to its deepest token: swift-syntax's walks recurse that deep.
    package static let importTreeDepth = 1_000
    /// Operators in one unparenthesised sequence of an imported file (`a + b * c` has two): the sequence folds
    /// into a tree as deep as it is long.
    package static let importOperators = 256
    /// The most parts (numbers, names, operators, calls, conditions) of an expression import writes: a layout file's
    /// expression reads at most 512 tokens, and a part writes at most four. Helpers that each call the next twice
    /// built expressions of 2^n parts (n = 20: 31 MB of YAML).
    package static let importExpressionParts = 128
    /// Helper calls nested deeper than this are not followed by import.
    package static let importCallDepth = 64
    /// Expressions nested deeper than this (counting through calls) are not followed by import: the stack stays
    /// bounded.
    package static let importNesting = 400
    /// The evaluation steps (an expression evaluated or a statement executed) one layout function may take
    /// while it is imported, shared by every environment: memoising bounds most code far below it.
    package static let importSteps = 100_000

    // MARK: The servers

    /// The longest message `trellis lsp` reads, in bytes (16 MiB): a layout file of the size limit, escaped as
    /// JSON, with room to spare.
    package static let lspMessageBytes = 16 << 20
    /// The longest header of an LSP message, in bytes (64 KiB): real headers are a few dozen bytes.
    package static let lspHeaderBytes = 64 << 10
    /// The integers the Language Server Protocol writes positions and versions in (its `integer`, −2^31 to
    /// 2^31−1; positions are `uinteger`, from 0): outside them a request is InvalidParams.
    package static let lspIntegers: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)
    /// The longest message (one line) `trellis mcp` reads, in bytes (16 MiB): a layout file of the size limit,
    /// escaped as JSON, with room to spare.
    package static let mcpMessageBytes = 16 << 20
    /// The most items `frames` and `render` lay out per section through `trellis mcp`: an agent reads the answer.
    package static let mcpSectionItems = 1_000
    /// The most items one `trellis mcp` answer holds in all, whether `items` or the file's preview data asks for
    /// them: checked before anything is laid out, so a 300-byte file asking for millions costs nothing.
    package static let mcpAnswerItems = 10_000
    /// The longest `trellis mcp` answer, in bytes (8 MiB): within the message limit, and more than any answer of
    /// the items above.
    package static let mcpAnswerBytes = 8 << 20
    /// Seconds after which `trellis preview` closes an idle connection.
    package static let previewIdleSeconds = 15
    /// The most file descriptors `trellis preview` raises its limit to (when the hard limit allows).
    package static let previewDescriptors = 8_192
    /// File descriptors `trellis preview` keeps free of connections, for its files and the process.
    package static let previewSpareDescriptors = 64
}
