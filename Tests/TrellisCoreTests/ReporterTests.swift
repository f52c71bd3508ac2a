import Testing
import TrellisCore
import TrellisTestSupport

/// Reporter output is a reviewed golden artefact per reporter.
struct ReporterTests {
    static let source = SourceFile(
        path: "Samples/Broken.layout.yaml",
        text: """
            layout: Broken
            sections:
              - name: grid
                group:
                  heigth: estimated(44)
            \tnote: tabbed 한글 line
            """)

    static let diagnostics = [
        Diagnostic(
            .error, .unknownKey, "unknown key 'heigth' in group; did you mean 'height'?", file: source.path,
            at: SourceRange(start: SourcePosition(line: 5, column: 7), length: 6),
            fixIt: FixIt(
                range: SourceRange(start: SourcePosition(line: 5, column: 7), length: 6), replacement: "height")),
        Diagnostic(
            .warning, "implausible_estimate", "estimate \"44\" is \"odd\"", file: source.path,
            at: SourceRange(start: SourcePosition(line: 6, column: 8), length: 6),
            notes: [
                DiagnosticNote(
                    "the group starts here", at: SourceRange(start: SourcePosition(line: 4, column: 5), length: 5))
            ]),
    ]

    @Test(arguments: Reporters.identifiers)
    func reporterOutputMatchesItsGolden(_ identifier: String) throws {
        let reporter = try #require(Reporters.named(identifier))
        let output = reporter.report(Self.diagnostics, sources: [Self.source.path: Self.source], fileCount: 2)
        let mismatch = Golden.mismatch(
            output, goldenAt: Repository.path("Tests/TrellisCoreTests/Goldens/report.\(identifier).txt"))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func humanReporterColoursOnlyWhenAsked() throws {
        let plain = HumanReporter().report(Self.diagnostics, sources: [:], fileCount: 1)
        let coloured = HumanReporter(colored: true).report(Self.diagnostics, sources: [:], fileCount: 1)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31mSamples/Broken.layout.yaml:5:7: error:"))
    }

    @Test func summaryLine() {
        #expect(HumanReporter.summaryLine([], fileCount: 13) == "no problems in 13 files")
        #expect(HumanReporter.summaryLine(Self.diagnostics, fileCount: 1) == "1 error, 1 warning in 1 file")
    }

    @Test func utf16ColumnsForSarif() {
        let file = SourceFile(path: "x", text: "a: \"😀b\"")
        #expect(file.utf16Column(of: SourcePosition(line: 1, column: 5)) == 5)
        #expect(
            file.utf16Column(of: SourcePosition(line: 1, column: 6)) == 7,
            "the emoji is one scalar but two UTF-16 units")
    }

    /// Where a flow collection ends: nested brackets count, brackets inside quotes and comments do not.
    @Test func closingBracketOfAFlowCollection() {
        let file = SourceFile(path: "x", text: "a: {b: [1, 2], c: \"}\", d: '{'  # }\n  , e: 3}\nf: {\n")
        // Line 2 is "  , e: 3}": its "}" is column 9, so the position after it is column 10.
        #expect(
            file.positionAfterClosingBracket(of: SourcePosition(line: 1, column: 4))
                == SourcePosition(line: 2, column: 10))
        #expect(
            file.positionAfterClosingBracket(of: SourcePosition(line: 1, column: 8))
                == SourcePosition(line: 1, column: 14))
        #expect(file.positionAfterClosingBracket(of: SourcePosition(line: 3, column: 4)) == nil, "never closed")
        #expect(file.positionAfterClosingBracket(of: SourcePosition(line: 1, column: 1)) == nil, "no bracket there")
        let escaped = SourceFile(path: "x", text: "a: {b: \"\\\"}\"}")
        // `{b: "\"}"}`: the escaped quote does not end the string, so the brace inside it is skipped.
        #expect(
            escaped.positionAfterClosingBracket(of: SourcePosition(line: 1, column: 4))
                == SourcePosition(line: 1, column: 14))
    }

    @Test func jsonEscapesAndOrdersKeys() {
        let value: JSONValue = .object([("b", 1), ("a", .array([.string("q\"\n"), 0.5, .null, true]))])
        #expect(value.rendered(pretty: false) == "{\"b\":1,\"a\":[\"q\\\"\\n\",0.5,null,true]}")
    }
}
