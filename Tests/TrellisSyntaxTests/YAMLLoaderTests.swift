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

    @Test func duplicateKeyPointsAtTheSecondOccurrence() {
        let result = Self.load("top:\n  width: 1\n  height: 2\n  width: 3\n")
        let diagnostic = result.diagnostics.first
        #expect(result.document == nil)
        #expect(diagnostic?.rule == .duplicateKey)
        #expect(diagnostic?.range == SourceRange(start: SourcePosition(line: 4, column: 3), length: 5))
        #expect(diagnostic?.notes.first?.range.start == SourcePosition(line: 2, column: 3))
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
