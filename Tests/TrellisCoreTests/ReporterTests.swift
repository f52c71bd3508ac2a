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

    /// A file name or message carrying NUL, ESC, BEL or a bidirectional override reaches no terminal raw, whatever
    /// the reporter (JSON and SARIF escape them as JSON does).
    @Test(arguments: Reporters.identifiers)
    func noReporterPrintsControlCharactersRaw(_ identifier: String) throws {
        let reporter = try #require(Reporters.named(identifier))
        let hostile = Diagnostic(
            .error, .unknownKey, "unknown key 'a\u{1B}[2J\u{07}\u{202E}b'", file: "evil\u{0}\u{1B}].layout.yaml",
            at: SourceRange(start: SourcePosition(line: 1, column: 1), length: 1))
        let output = reporter.report([hostile], sources: [:], fileCount: 1)
        for raw in ["\u{0}", "\u{1B}", "\u{07}", "\u{202E}"] {
            #expect(!output.contains(raw), "\(identifier) prints \(raw.unicodeScalars.first!.value) raw:\n\(output)")
        }
    }

    @Test func humanReporterColoursOnlyWhenAsked() throws {
        let plain = HumanReporter().report(Self.diagnostics, sources: [:], fileCount: 1)
        let coloured = HumanReporter(colored: true).report(Self.diagnostics, sources: [:], fileCount: 1)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31mSamples/Broken.layout.yaml:5:7: error:"))
    }

    /// Every line break libyaml counts ends a line of the excerpt too, so the caret is under the line the position
    /// names: LF, CR LF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR, and a mix of them.
    @Test(arguments: ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "mixed"])
    func everyLineBreakEndsALine(_ lineBreak: String) {
        let breaks = lineBreak == "mixed" ? ["\r\n", "\r", "\n"] : [lineBreak, lineBreak, lineBreak]
        let text = "first" + breaks[0] + "second" + breaks[1] + "third: x" + breaks[2] + "fourth"
        let source = SourceFile(path: "a.yaml", text: text)
        #expect(source.allLines().map(String.init) == ["first", "second", "third: x", "fourth"])
        let diagnostic = Diagnostic(
            .error, .unknownKey, "m", file: "a.yaml",
            at: SourceRange(start: SourcePosition(line: 3, column: 1), length: 5),
            fixIt: FixIt(range: SourceRange(start: SourcePosition(line: 3, column: 1), length: 5), replacement: "3rd"))
        let output = HumanReporter(summarizes: false).report([diagnostic], sources: ["a.yaml": source], fileCount: 1)
        #expect(output == "a.yaml:3:1: error: m [unknown_key]\nthird: x\n^~~~~\n3rd\n")
        // The fix-it replaces that line's text and keeps every break as it was.
        #expect(
            FixIt.apply([try! #require(diagnostic.fixIt)], to: text).text
                == "first" + breaks[0] + "second" + breaks[1] + "3rd: x" + breaks[2] + "fourth")
    }

    /// A long line shows only a window around the caret, marked where cut; control and bidirectional characters
    /// never reach the terminal raw, in the excerpt (as U+FFFD, one column each) or in the message.
    @Test func longLinesAreWindowedAndUnsafeCharactersEscaped() {
        let long = String(repeating: "a", count: 1_000) + "BAD" + String(repeating: "b", count: 1_000)
        let source = SourceFile(path: "l.yaml", text: long + "\nkey: \u{202E}x\u{1B}[2J\n")
        let diagnostics = [
            Diagnostic(
                .error, .unknownKey, "bad", file: "l.yaml",
                at: SourceRange(start: SourcePosition(line: 1, column: 1_001), length: 3)),
            Diagnostic(
                .error, .unknownKey, "echo \u{202E}x\u{0}", file: "l.yaml",
                at: SourceRange(start: SourcePosition(line: 2, column: 6), length: 1)),
        ]
        let output = HumanReporter(summarizes: false).report(diagnostics, sources: ["l.yaml": source], fileCount: 1)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // 50 columns before the caret, 200 in all, `…` at both cut ends; the caret under "BAD".
        #expect(lines[1] == "…" + String(repeating: "a", count: 50) + "BAD" + String(repeating: "b", count: 147) + "…")
        #expect(lines[2] == String(repeating: " ", count: 51) + "^~~")
        #expect(lines[3] == "l.yaml:2:6: error: echo \\u{202E}x\\u{0} [unknown_key]")
        #expect(lines[4] == "key: \u{FFFD}x\u{FFFD}[2J")
        #expect(!output.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
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

    @Test func jsonEscapesAndOrdersKeys() {
        let value: JSONValue = .object([("b", 1), ("a", .array([.string("q\"\n"), 0.5, .null, true]))])
        #expect(value.rendered(pretty: false) == "{\"b\":1,\"a\":[\"q\\\"\\n\",0.5,null,true]}")
    }
}
