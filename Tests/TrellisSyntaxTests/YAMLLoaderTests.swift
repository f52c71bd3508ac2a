import Testing
import TrellisCore
@testable import TrellisSyntax

/// Positions are 1-based, columns count Unicode scalars, and problems land where they are.
struct YAMLLoaderTests {
    static func load(_ text: String) -> YAMLLoader.LoadedFile {
        YAMLLoader().load(bytes: Array(text.utf8), path: "t.yaml")
    }

    @Test func nodesKeepTheirPositionsAndSpans() throws {
        let root = try #require(
            Self.load("a: 1\nlist:\n  - 'two words'\n  - {x: \"q\\\"\", y: plain text  # note\n    }\n").document?.root)
        let pairs = try #require(root.mapping)
        #expect(pairs.map(\.key) == ["a", "list"])
        #expect(pairs[0].keyRange == SourceRange(start: SourcePosition(line: 1, column: 1), length: 1))
        #expect(pairs[0].value.range == SourceRange(start: SourcePosition(line: 1, column: 4), length: 1))
        let items = try #require(pairs[1].value.sequence)
        #expect(items[0].range == SourceRange(start: SourcePosition(line: 3, column: 5), length: 11), "quotes included")
        #expect(items[0].scalar == Scalar("two words", style: .singleQuoted))
        let inner = try #require(items[1].mapping)
        #expect(
            inner[0].value.range == SourceRange(start: SourcePosition(line: 4, column: 9), length: 5),
            "escaped quote inside")
        #expect(inner[1].value.range == SourceRange(start: SourcePosition(line: 4, column: 19), length: 10))
    }

    /// Every node's extent comes from libyaml's start and end marks: a flow collection ends after its closing bracket
    /// (nested brackets count, brackets inside quotes and comments do not), a block collection with its last entry,
    /// a scalar after its text or closing quote; an empty scalar covers one column.
    @Test func nodesSpanTheirWholeText() throws {
        let root = try #require(
            Self.load("a: {b: [1, 2], c: \"}\", d: '{'  # }\n  , e: 3}\nf:\n  g: x y  # c\n\nh:\n").document?.root)
        let pairs = try #require(root.mapping)
        let flow = pairs[0].value
        #expect(flow.isFlow)
        #expect(flow.range == SourceRange(start: SourcePosition(line: 1, column: 4), length: 1), "messages point here")
        #expect(
            flow.extent
                == SourceRange(start: SourcePosition(line: 1, column: 4), end: SourcePosition(line: 2, column: 10)))
        let inner = try #require(flow.mapping)
        #expect(inner[0].value.extent == SourceRange(start: SourcePosition(line: 1, column: 8), length: 6))
        #expect(inner[1].value.extent == SourceRange(start: SourcePosition(line: 1, column: 19), length: 3))
        let block = pairs[1].value
        #expect(!block.isFlow)
        #expect(
            block.extent
                == SourceRange(start: SourcePosition(line: 4, column: 3), end: SourcePosition(line: 4, column: 9)))
        #expect(pairs[2].value.extent == SourceRange(start: SourcePosition(line: 6, column: 3), length: 1), "empty")
        let escaped = try #require(Self.load("a: {b: \"\\\"}\"}\n").document?.root?.mapping)
        // `{b: "\"}"}`: the escaped quote does not end the string, so the brace inside it is skipped.
        #expect(escaped[0].value.extent.end == SourcePosition(line: 1, column: 14))
        let literal = try #require(Self.load("a: |\n  one\n  two\nb: 1\n").document?.root?.mapping)
        #expect(literal[0].value.range == SourceRange(start: SourcePosition(line: 1, column: 4), length: 1))
        #expect(literal[0].value.extent.start == SourcePosition(line: 1, column: 4))
        #expect(literal[0].value.extent.end.line == 4, "the block runs to the next key")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try #require(Self.load("name: \"한글 ✓\"\nnext: 😀x\n").document?.root?.mapping)
        #expect(root[0].value.range == SourceRange(start: SourcePosition(line: 1, column: 7), length: 6))
        #expect(root[1].value.range.start == SourcePosition(line: 2, column: 7))
        #expect(root[1].value.range.end == SourcePosition(line: 2, column: 9))
    }

    @Test func crlfLineEndingsKeepPositions() throws {
        let root = try #require(Self.load("a: 1\r\nb: 2\r\n").document?.root?.mapping)
        #expect(root[1].keyRange.start == SourcePosition(line: 2, column: 1))
        #expect(root[1].value.range == SourceRange(start: SourcePosition(line: 2, column: 4), length: 1))
    }

    /// The byte-position paths (control characters, bytes that are not UTF-8) end lines where every other path
    /// does: a problem on the third line is on line 3 whatever ends the first two (it was 1:14 after two CRs).
    @Test(arguments: ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func bytePositionsFollowEveryLineBreak(_ lineBreak: String) throws {
        let control = Self.load("a: 1" + lineBreak + "b: 2" + lineBreak + "c: \u{1}x" + lineBreak)
        #expect(control.diagnostics.map(\.rule) == [.yamlSyntax])
        #expect(control.diagnostics.first?.range.start == SourcePosition(line: 3, column: 4))
        let bytes = Array(("a: 1" + lineBreak + "b: 2" + lineBreak + "c: ").utf8) + [0xFF, 0x0A]
        let invalid = YAMLLoader().load(bytes: bytes, path: "t.yaml")
        #expect(invalid.diagnostics.map(\.rule) == [.yamlSyntax])
        #expect(invalid.diagnostics.first?.range.start == SourcePosition(line: 3, column: 4))
    }

    /// The control-character check runs once libyaml refuses a file, so it must refuse every one the check names,
    /// wherever it stands: in a comment, a quoted scalar, a key, or after a problem the composer would report first.
    @Test(arguments: ["# bell \u{7}\na: 1\n", "a: 'x\u{1B}'\n", "a\u{7F}: 1\n", "a: 1\na: 2\nb: \u{0}\n"])
    func controlCharactersAreNamedWhereverTheyStand(_ text: String) throws {
        let loaded = Self.load(text)
        #expect(loaded.document == nil)
        #expect(loaded.diagnostics.count == 1)
        #expect(loaded.diagnostics.first?.message.hasPrefix("the file contains the control character U+") == true)
    }

    /// A UTF-8 byte order mark is read as no text at all: the first key is at 1:1 and every position after the mark
    /// is where it would be without it; the source remembers the mark so that `--fix` writes it back.
    @Test func byteOrderMarkIsAccepted() throws {
        let loaded = YAMLLoader().load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: [x, y]\n".utf8), path: "t.yaml")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.source.byteOrderMark)
        #expect(loaded.source.text == "a: 1\nb: [x, y]\n")
        let root = try #require(loaded.document?.root?.mapping)
        #expect(root[0].keyRange == SourceRange(start: SourcePosition(line: 1, column: 1), length: 1))
        #expect(root[0].value.range == SourceRange(start: SourcePosition(line: 1, column: 4), length: 1))
        #expect(root[1].value.sequence?[1].range.start == SourcePosition(line: 2, column: 8))
        // A problem on the mark's line is placed as if the mark were not there; an offset counts the file's bytes.
        let control = YAMLLoader().load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: \u{1}".utf8), path: "t.yaml")
        #expect(control.diagnostics.first?.range.start == SourcePosition(line: 1, column: 4))
        let invalid = YAMLLoader().load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF], path: "t.yaml")
        #expect(invalid.diagnostics.first?.range.start == SourcePosition(line: 1, column: 4))
        #expect(invalid.diagnostics.first?.message.contains("at offset 6") == true)
        // Only at the start: elsewhere U+FEFF is text.
        #expect(!Self.load("a: 1\n").source.byteOrderMark)
    }

    @Test func duplicateKeyPointsAtTheSecondOccurrence() throws {
        let result = Self.load("top:\n  width: 1\n  height: 2\n  width: 3\n")
        let diagnostic = result.diagnostics.first
        // The rest of the file is still read, without the duplicate, so its other problems show.
        let top = try #require(result.document?.root?.mapping?.first?.value.mapping)
        #expect(top.map(\.key) == ["width", "height"])
        #expect(diagnostic?.rule == .duplicateKey)
        #expect(diagnostic?.range == SourceRange(start: SourcePosition(line: 4, column: 3), length: 5))
        #expect(diagnostic?.notes.first?.range.start == SourcePosition(line: 2, column: 3))
    }

    /// A duplicate key no longer hides the file's other problems.
    @Test func problemsAfterADuplicateKeyAreStillFound() {
        let result = Self.load("a: 1\na: 2\nb:\n  c: 1\n  c: 2\nd: 4\n")
        let found = result.diagnostics.sortedForReporting()
        #expect(found.map(\.rule) == [.duplicateKey, .duplicateKey])
        #expect(found.map { "\($0.range.start)" } == ["2:1", "5:3"])
        // The rest of the document is there for lowering to check.
        #expect(result.document?.root?.mapping?.map(\.key) == ["a", "b", "d"])
    }

    /// Every later occurrence of a key is reported against the first and left out; positions worked out by hand.
    @Test func eachRepeatedKeyIsReportedAgainstTheFirst() throws {
        let result = Self.load("k: 1\nk: 2\nother: 3\nk: 4\n")
        #expect(
            result.diagnostics.map { "\($0.rule) \($0.range.start) \($0.notes.first?.range.start ?? .start)" }
                == ["duplicate_key 2:1 1:1", "duplicate_key 4:1 1:1"])
        #expect(result.document?.root?.mapping?.map(\.key) == ["k", "other"])
    }

    /// `<<` takes a mapping, an alias of one, or a sequence of them; stated keys win, then earlier merged ones.
    @Test func mergeKeysSupplyOnlyUnstatedKeys() throws {
        let text = "a: &a {x: 1, y: 2}\nb: &b {y: 3, z: 4}\nc: {<<: [*a, *b], x: 9}\nd: {<<: 5}\n"
        let result = Self.load(text)
        let c = try #require(result.document?.root?.mapping?[2].value.mapping)
        #expect(c.map { "\($0.key)=\($0.value.scalar?.text ?? "")" } == ["x=9", "y=2", "z=4"])
        // A merged value keeps the position where it is written: the `2` of `y: 2` on line 1, column 17.
        #expect(c[1].value.range.start == SourcePosition(line: 1, column: 17))
        #expect(result.diagnostics.map { "\($0.rule) \($0.range.start)" } == ["type_mismatch 4:9"])
    }

    /// An explicit `?` key refuses the file where the `?` stands, though libyaml reads it: the key scan runs on a
    /// file that composes when its text holds a `?`. A `?` that ends a comment or a value is no indicator.
    @Test func explicitKeysRefuseTheFileWhereTheIndicatorStands() throws {
        let result = Self.load("a: 1\n? b\n: 2\n")
        #expect(result.document == nil)
        #expect(result.diagnostics.map { "\($0.rule) \($0.range.start)" } == ["type_mismatch 2:1"])
        #expect(Self.load("# really ?\ntitle: what ?\nnext: {x: \"?\"}\n").diagnostics.isEmpty)
    }

    /// An alias cannot be a key (the key scan refuses the file, run because the composer met one); an undefined
    /// alias is named in the error.
    @Test func aliasesAsKeysAndUndefinedAliases() throws {
        let keyed = Self.load("a: &name width\n*name : 3\n")
        #expect(keyed.document == nil)
        #expect(keyed.diagnostics.map { "\($0.rule) \($0.range.start)" } == ["type_mismatch 2:1"])
        let undefined = Self.load("a: 1\nb: *missing\n")
        #expect(undefined.diagnostics.map(\.message) == ["YAML syntax error: undefined alias '*missing'"])
        #expect(undefined.diagnostics.first?.range.start == SourcePosition(line: 2, column: 4))
    }

    /// An alias repeats its anchor's levels where it is used: 3 levels anchored at depth 2, repeated at depth 63,
    /// reach level 65, past the limit of 64.
    @Test func aliasesCountTheDepthTheyRepeat() throws {
        let deep = String(repeating: "[", count: 61) + "*n" + String(repeating: "]", count: 61)
        let result = Self.load("a: &n [[x]]\nb: \(deep)\n")
        #expect(result.diagnostics.map { "\($0.rule) \($0.range.start)" } == ["input_limit 2:65"])
        let shallow = String(repeating: "[", count: 60) + "*n" + String(repeating: "]", count: 60)
        #expect(Self.load("a: &n [[x]]\nb: \(shallow)\n").diagnostics.isEmpty)
    }

    /// A second document is refused where its content starts.
    @Test func aSecondDocumentIsRefused() throws {
        let result = Self.load("a: 1\n---\nb: 2\n")
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map { "\($0.message) \($0.range.start)" }
                == ["a layout file holds one YAML document, but a second one starts here 3:1"])
    }

    @Test func scalarsResolveByYaml12CoreSchema() {
        #expect(Scalar("yes").bool == nil)
        #expect(Scalar("true").bool == true)
        #expect(Scalar("'true'", style: .singleQuoted).bool == nil)
        #expect(Scalar("0x1F").number == 31)
        #expect(Scalar("1_000").number == nil)
        #expect(Scalar(".5").number == 0.5)
        #expect(Scalar("1e3").number == 1000)
        #expect(Scalar(".nan").number?.isNaN == true)
        #expect(Scalar("12:30").number == nil, "no sexagesimal numbers in YAML 1.2")
        #expect(Scalar("~").isNull && Scalar("").isNull && !Scalar("null", style: .doubleQuoted).isNull)
    }

    @Test func apostrophesInPlainScalarsDoNotConfuseTheDepthScan() throws {
        let result = Self.load("title: don't stop\nnext: [a, b]\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document?.root?.mapping?.count == 2)
    }

    @Test func blockScalarsAreSkippedByTheDepthScan() throws {
        let body = (0..<100).map { String(repeating: " ", count: 2 + $0) + "[{\n" }.joined()
        let result = Self.load("text: |\n" + body + "after: 1\n")
        #expect(result.diagnostics.isEmpty)
    }
}

/// The commonest YAML mistakes get a plain message where the mistake is, not where libyaml
/// noticed it (each position worked out by hand from the text).
struct CommonSyntaxMistakeTests {
    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var position: String
        var message: String
        /// The text after the diagnostic's fix-it; nil when the mistake has no single repair.
        var fixed: String? = nil
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            name: "missing colon", text: "sections:\n  - name: a\n    group:\n      axis horizontal\n      width: x\n",
            position: "4:7", message: "missing ':' after 'axis'",
            fixed: "sections:\n  - name: a\n    group:\n      axis: horizontal\n      width: x\n"),
        Mistake(
            name: "unclosed brace", text: "layout: A\nsections:\n  - group: {axis: horizontal\n    name: a\n",
            position: "3:12", message: "this '{' is never closed"),
        Mistake(
            name: "unclosed bracket", text: "layout: A\nsections: [a, b\n", position: "2:11",
            message: "this '[' is never closed", fixed: "layout: A\nsections: [a, b]\n"),
        Mistake(
            name: "unclosed brace before a comment", text: "a: {b: 1, c: 2   # why\nd: 3\n", position: "1:4",
            message: "this '{' is never closed", fixed: "a: {b: 1, c: 2}   # why\nd: 3\n"),
        Mistake(
            name: "wrong closer", text: "a: {b: [1, 2}, c: 3}\n", position: "1:13",
            message: "'}' cannot close the '[' opened at line 1, column 8; close it with ']'",
            fixed: "a: {b: [1, 2], c: 3}\n"),
        Mistake(
            name: "wrong closer at the end", text: "a: {b: 1]\n", position: "1:9",
            message: "']' cannot close the '{' opened at line 1, column 4", fixed: "a: {b: 1}\n"),
        Mistake(
            name: "unclosed quote", text: "layout: A\nsections:\n  - name: \"a\n    group: {}\n", position: "3:11",
            message: "this quote is never closed"),
        Mistake(
            name: "indented too deep", text: "sections:\n  - name: a\n     group: x\n", position: "3:1",
            message: "indented deeper than the keys of its mapping"),
        Mistake(
            name: "indented too little", text: "sections:\n  - name: a\n  group: x\n", position: "3:1",
            message: "indented less than the list item above it"),
        Mistake(
            name: "tab", text: "layout: A\nsections:\n\t- name: a\n", position: "3:1",
            message: "a tab indents this line", fixed: "layout: A\nsections:\n  - name: a\n"),
        Mistake(
            name: "stray dash", text: "sections:\n  - name: a\n    - group: {}\n", position: "3:5",
            message: "a list item ('-') where a key is expected"),
        Mistake(
            name: "double comma", text: "group: {axis: horizontal,, width: x}\n", position: "1:26",
            message: "a value is missing here"),
        Mistake(
            name: "list after a key", text: "sections: - name: a\n", position: "1:11",
            message: "a list item ('-') cannot follow a key on the same line"),
    ]

    @Test(arguments: mistakes)
    func mistakeIsExplainedWhereItIs(_ mistake: Mistake) throws {
        let loaded = YAMLLoaderTests.load(mistake.text)
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect("\(diagnostic.range.start)" == mistake.position, "\(diagnostic.message)")
        #expect(diagnostic.message.contains(mistake.message), "\(diagnostic.message)")
        #expect(diagnostic.fixIt.map { FixIt.apply([$0], to: mistake.text).text } == mistake.fixed)
        if let fixed = mistake.fixed { #expect(YAMLLoaderTests.load(fixed).diagnostics.isEmpty) }
    }
}
