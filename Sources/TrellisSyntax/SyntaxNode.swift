import TrellisCore

/// A YAML node with its position in the file: the located syntax tree every later stage reads.
package struct SyntaxNode: Sendable {
    package enum Value: Sendable {
        case scalar(Scalar)
        case mapping([SyntaxPair])
        case sequence([SyntaxNode])
    }

    package var value: Value
    /// All the node's text, from libyaml's start and end marks: a scalar with its quotes or its whole block, a flow
    /// collection from bracket to bracket, a block collection from its first token to the end of its last entry.
    package var extent: SourceRange
    /// Whether the node is a flow collection (`[...]` or `{...}`).
    package let isFlow: Bool
    /// Whether messages point at the node's first character alone (a collection, a block scalar's indicator).
    private let pointsAtStart: Bool

    /// Where a message about the node points: the whole scalar as written (a block scalar's indicator), or the
    /// first token of a collection. Derived from the extent, so a node stays as small as it was before it had one:
    /// the tree is copied through lowering, and its size showed in lint's time.
    package var range: SourceRange { pointsAtStart ? SourceRange(start: extent.start, length: 1) : extent }

    /// A node spanning `extent` whose messages point at all of it.
    package init(_ value: Value, range extent: SourceRange) {
        self.init(value, extent: extent, pointsAtStart: false)
    }

    /// A node spanning `extent`; `pointsAtStart` for a collection or a block scalar.
    package init(_ value: Value, extent: SourceRange, pointsAtStart: Bool, isFlow: Bool = false) {
        self.value = value
        self.extent = extent
        self.pointsAtStart = pointsAtStart
        self.isFlow = isFlow
    }

    package var scalar: Scalar? {
        if case let .scalar(scalar) = value { return scalar }
        return nil
    }

    package var mapping: [SyntaxPair]? {
        if case let .mapping(pairs) = value { return pairs }
        return nil
    }

    package var sequence: [SyntaxNode]? {
        if case let .sequence(items) = value { return items }
        return nil
    }

    /// What the node is, for messages: "a mapping", "a sequence", "the string \"yes\"", ...
    package var kindDescription: String {
        switch value {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case let .scalar(scalar): return scalar.kindDescription
        }
    }
}

/// A scalar's text and how it was written; its type is resolved by YAML 1.2 core-schema rules.
package struct Scalar: Sendable, Hashable {
    package enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    package var text: String
    package var style: Style

    package init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    package var isPlain: Bool { style == .plain }

    /// YAML 1.2 core schema: only plain `true` / `false` are booleans (`yes`, `on` stay strings).
    package var bool: Bool? {
        guard isPlain else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// YAML 1.2 core schema null: plain `null`, `~` or nothing.
    package var isNull: Bool {
        isPlain && (text.isEmpty || text == "null" || text == "~")
    }

    /// A plain scalar read as a YAML 1.2 core-schema number (`.nan` and `.inf` included).
    package var number: Double? {
        guard isPlain else { return nil }
        return YAMLNumber.parse(text)
    }

    package var kindDescription: String {
        if isNull { return "null" }
        if bool != nil { return "the boolean \(text)" }
        if number != nil { return "the number \(TerminalText.excerpt(text))" }
        // A quote, not the value: a whole file can be one scalar.
        return "the string \"\(TerminalText.excerpt(text))\""
    }
}

extension String {
    /// Whether this is the mapping key `key`, lengths compared first: a comparison of two different keys otherwise
    /// calls out of line, and lowering and lint look keys up by the hundred per file.
    package func isKey(_ key: String) -> Bool { utf8.count == key.utf8.count && self == key }
}

extension [SyntaxPair] {
    /// Where the entry of this key is, the first if a mapping repeats one.
    package func firstIndex(ofKey key: String) -> Int? { firstIndex { $0.key.isKey(key) } }

    /// The entry of this key, the first if a mapping repeats one. Found by index, so the search copies only the entry
    /// it returns, not every pair it passes.
    package func pair(ofKey key: String) -> SyntaxPair? { firstIndex(ofKey: key).map { self[$0] } }

    /// The value of this key, the first if a mapping repeats one (copying only that value).
    package func value(ofKey key: String) -> SyntaxNode? { firstIndex(ofKey: key).map { self[$0].value } }
}

/// A mapping entry. Keys are scalars (the loader refuses collection keys).
package struct SyntaxPair: Sendable {
    package var key: String
    package var keyRange: SourceRange
    package var value: SyntaxNode

    package init(key: String, keyRange: SourceRange, value: SyntaxNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

/// A loaded file: its source and the root node (nil for an empty document).
package struct SyntaxDocument: Sendable {
    package var source: SourceFile
    package var root: SyntaxNode?

    package init(source: SourceFile, root: SyntaxNode?) {
        self.source = source
        self.root = root
    }
}

extension SyntaxNode {
    /// The node with every position in file `file` of a check: an included file's nodes, seen beside the including
    /// file's, so that a position tells which file it is in (`Grammar/Reference.md` §14.9).
    package func inFile(_ file: Int) -> SyntaxNode {
        var copy = self
        copy.extent = extent.inFile(file)
        switch value {
        case .scalar: break
        case let .sequence(items): copy.value = .sequence(items.map { $0.inFile(file) })
        case let .mapping(pairs):
            copy.value = .mapping(
                pairs.map { SyntaxPair(key: $0.key, keyRange: $0.keyRange.inFile(file), value: $0.value.inFile(file)) })
        }
        return copy
    }
}

extension SourceRange {
    /// The same lines and columns in file `file` of a check.
    package func inFile(_ file: Int) -> SourceRange {
        SourceRange(
            start: SourcePosition(line: start.line, column: start.column, file: file),
            end: SourcePosition(line: end.line, column: end.column, file: file))
    }

    /// Which file of a check the range is in (`SourcePosition.file`).
    package var file: Int { start.file }
}
