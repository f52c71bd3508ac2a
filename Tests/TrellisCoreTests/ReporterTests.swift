import Foundation
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
    /// A file without diagnostics: the per-file reporters (junit, checkstyle) still list it.
    static let clean = SourceFile(path: "Samples/Clean.layout.yaml", text: "layout: Clean\nsections: []\n")
    static let sources = [source.path: source, clean.path: clean]

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
        let output = reporter.report(Self.diagnostics, sources: Self.sources, fileCount: 2)
        let mismatch = Golden.mismatch(
            output, goldenAt: Repository.path("Tests/TrellisCoreTests/Goldens/report.\(identifier).txt"))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    static let hostile = Diagnostic(
        .error, .unknownKey, "unknown key 'a\u{1B}[2J\u{07}\u{202E}b'", file: "evil\u{0}\u{1B}].layout.yaml",
        at: SourceRange(start: SourcePosition(line: 1, column: 1), length: 1))

    /// A file name or message carrying NUL, ESC, BEL or a bidirectional override reaches no terminal raw, whatever
    /// the reporter (JSON, SARIF and GitLab escape them as JSON does; JUnit and Checkstyle, which XML 1.0 could not
    /// carry anyway, as the headline does).
    @Test(arguments: Reporters.identifiers)
    func noReporterPrintsControlCharactersRaw(_ identifier: String) throws {
        let reporter = try #require(Reporters.named(identifier))
        let output = reporter.report([Self.hostile], sources: [:], fileCount: 1)
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

    /// Markup characters in a file name and a message, a tab, a line break and U+FFFE (which XML 1.0 cannot carry),
    /// a note attached, and a note-severity diagnostic.
    static let markup = [
        Diagnostic(
            .warning, "implausible_estimate", "a & b <c> \"d\" 'e'\tf\u{FFFE}g\nh",
            file: "Odd & <Names>/a \"b\" 'c'.layout.yaml",
            at: SourceRange(start: SourcePosition(line: 2, column: 3), length: 1),
            notes: [DiagnosticNote("x < y", at: SourceRange(start: SourcePosition(line: 1, column: 1), length: 1))]),
        Diagnostic(
            .note, .unknownKey, "just a note", file: "Odd & <Names>/a \"b\" 'c'.layout.yaml",
            at: SourceRange(start: SourcePosition(line: 3, column: 1), length: 1)),
    ]

    /// The markup message as the XML reporters write it, and so as an XML reader reads it back: the tab kept (as
    /// `&#9;`), U+FFFE and the line break written visibly.
    static let markupMessageInXML = "a & b <c> \"d\" 'e'\tf\\u{FFFE}g\\u{A}h"

    @Test func xmlReportersEscapeMarkupAndWriteWhatXMLCannotCarryVisibly() {
        let checkstyle = CheckstyleReporter().report(Self.markup, sources: [:], fileCount: 1)
        let file = #"Odd &amp; &lt;Names&gt;/a &quot;b&quot; &#39;c&#39;.layout.yaml"#
        #expect(checkstyle.contains(#"<file name=""# + file + #"">"#))
        #expect(checkstyle.contains(#"message="a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39;&#9;f\u{FFFE}g\u{A}h""#))
        #expect(checkstyle.contains(#"severity="info" message="just a note""#))
        let junit = JUnitReporter().report(Self.markup, sources: [:], fileCount: 1)
        #expect(junit.contains(#"tests="2" failures="1""#), "the note is a passing test case")
        #expect(junit.contains("\n" + file + ":1:1: note: x &lt; y</failure>"))
        #expect(junit.contains("<system-out>"))
        #expect(!junit.unicodeScalars.contains("\u{FFFE}") && !checkstyle.unicodeScalars.contains("\u{FFFE}"))
    }

    /// FNV-1a's published values; a finding keeps its fingerprint whatever the order of the report and its severity,
    /// and a finding elsewhere has another.
    @Test func gitLabFingerprintsDependOnlyOnTheFinding() {
        #expect(GitLabReporter.fnv1a64("") == "cbf29ce484222325")
        #expect(GitLabReporter.fnv1a64("a") == "af63dc4c8601ec8c")
        #expect(GitLabReporter.fnv1a64("foobar") == "85944171f73967e8")
        let fingerprints = Self.diagnostics.map(GitLabReporter.fingerprint)
        #expect(Set(fingerprints).count == fingerprints.count)
        var demoted = Self.diagnostics[0]
        demoted.severity = .warning
        #expect(GitLabReporter.fingerprint(demoted) == fingerprints[0])
        var moved = Self.diagnostics[0]
        moved.range = SourceRange(start: SourcePosition(line: 9, column: 7), length: 6)
        #expect(GitLabReporter.fingerprint(moved) != fingerprints[0])
        let reversed = GitLabReporter().report(Array(Self.diagnostics.reversed()), sources: [:], fileCount: 2)
        #expect(reversed.contains("\"fingerprint\": \"\(fingerprints[0])\""))
        #expect(reversed.contains("\"fingerprint\": \"\(fingerprints[1])\""))
    }

    // MARK: Each CI format read by an independent consumer

    /// What each consumer reads: the golden's diagnostics with the clean file, the hostile diagnostic, the markup
    /// ones, and no diagnostics at all.
    static var consumerInputs: [(diagnostics: [Diagnostic], sources: [String: SourceFile])] {
        [(diagnostics, sources), ([hostile], [:]), (markup, [:]), ([], [:])]
    }

    /// Each consumer input's report, read by `consumer` (Goldens/Consumers/read_reports.py): what it read, decoded.
    /// A report it refuses fails the test.
    static func read<Read: Decodable>(_ consumer: ReportConsumer, as _: Read.Type) throws -> [Read] {
        try consumer.requireInstalled()
        let reporter = try #require(Reporters.named(consumer.rawValue))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-\(consumer.rawValue)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, input) in consumerInputs.enumerated() {
            let path = folder.appendingPathComponent("report\(index).\(consumer.rawValue)").path
            let report = reporter.report(input.diagnostics, sources: input.sources, fileCount: 1)
            try report.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", Repository.path("Tests/TrellisCoreTests/Goldens/Consumers/read_reports.py"), consumer.rawValue]
            + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "read_reports.py \(consumer.rawValue) failed")
        var read: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            try #require(fields.count == 3, "unexpected output: \(line)")
            try #require(fields[1] == "valid", "\(consumer.module) refuses \(fields[0]): \(fields[2])")
            read[fields[0]] = fields[2]
        }
        return try paths.map { path -> Read in
            let json = try #require(read[path], "\(consumer.module) did not read \(path)")
            return try JSONDecoder().decode(Read.self, from: Data(json.utf8))
        }
    }

    /// What junitparser read (keys as read_reports.py names them).
    struct JUnitRead: Decodable {
        struct Suite: Decodable {
            var name: String
            var tests: Int
            var failures: Int
            var cases: [Case]
        }
        struct Case: Decodable {
            var classname: String
            var name: String
            /// "failed" or "passed".
            var result: String
            var failureType: String?
            var message: String?
            var text: String?
        }
        var tests: Int
        var failures: Int
        var suites: [Suite]
    }

    @Test(.enabled(if: ReportConsumer.junit.shouldRun, Comment(rawValue: ReportConsumer.junit.skipReason)))
    func junitparserReadsTheJUnitReports() throws {
        let read = try Self.read(.junit, as: JUnitRead.self)
        try #require(read.count == 4)
        // A failing test case per error and warning, and the clean file's passing one.
        #expect(read[0].suites.map(\.name) == [Self.source.path, Self.clean.path])
        #expect(read[0].tests == 3 && read[0].failures == 2)
        let broken = read[0].suites[0].cases
        #expect(broken.map(\.classname) == ["unknown_key", "implausible_estimate"])
        #expect(broken.map(\.name) == ["Samples/Broken.layout.yaml:5:7", "Samples/Broken.layout.yaml:6:8"])
        #expect(broken.map { $0.failureType ?? "" } == ["error", "warning"])
        #expect(broken.map { $0.message ?? "" } == Self.diagnostics.map(\.message))
        #expect(
            broken[1].text
                == "Samples/Broken.layout.yaml:6:8: warning: estimate \"44\" is \"odd\" [implausible_estimate]\n"
                + "Samples/Broken.layout.yaml:4:5: note: the group starts here")
        #expect(read[0].suites[1].cases.map(\.result) == ["passed"])
        // Hostile text arrives escaped as the headline escapes it.
        #expect(read[1].suites.map(\.name) == [TerminalText.escaped(Self.hostile.file)])
        #expect(read[1].suites.first?.cases.first?.message == TerminalText.escaped(Self.hostile.message))
        // Markup arrives as it was; the note-severity diagnostic passes.
        #expect(read[2].suites.map(\.name) == [Self.markup[0].file])
        #expect(read[2].suites.first?.cases.map(\.result) == ["failed", "passed"])
        #expect(read[2].suites.first?.cases.first?.message == Self.markupMessageInXML)
        #expect(read[3].suites.isEmpty && read[3].tests == 0)
    }

    /// What xmlschema validated against Goldens/Consumers/checkstyle.xsd, read back.
    struct CheckstyleRead: Decodable {
        struct File: Decodable {
            var name: String
            var errors: [Finding]
        }
        struct Finding: Decodable {
            var line: Int
            var column: Int
            var severity: String
            var message: String
            var source: String
        }
        var files: [File]
    }

    @Test(.enabled(if: ReportConsumer.checkstyle.shouldRun, Comment(rawValue: ReportConsumer.checkstyle.skipReason)))
    func checkstyleReportsValidateAgainstTheSchema() throws {
        let read = try Self.read(.checkstyle, as: CheckstyleRead.self)
        try #require(read.count == 4)
        #expect(read[0].files.map(\.name) == [Self.source.path, Self.clean.path])
        let errors = read[0].files[0].errors
        #expect(errors.map(\.source) == ["trellis.unknown_key", "trellis.implausible_estimate"])
        #expect(errors.map(\.severity) == ["error", "warning"])
        #expect(errors.map(\.line) == [5, 6] && errors.map(\.column) == [7, 8])
        #expect(errors.map(\.message) == Self.diagnostics.map(\.message))
        #expect(read[0].files[1].errors.isEmpty)
        #expect(read[1].files.map(\.name) == [TerminalText.escaped(Self.hostile.file)])
        #expect(read[1].files.first?.errors.first?.message == TerminalText.escaped(Self.hostile.message))
        #expect(read[2].files.first?.errors.map(\.severity) == ["warning", "info"])
        #expect(read[2].files.first?.errors.first?.message == Self.markupMessageInXML)
        #expect(read[3].files.isEmpty)
    }

    /// What jsonschema validated against Goldens/Consumers/gitlab-code-quality.schema.json, read back.
    struct GitLabRead: Decodable {
        struct Finding: Decodable {
            var description: String
            var checkName: String
            var fingerprint: String
            var severity: String
            var path: String
            var begin: Int
        }
        var issues: [Finding]
    }

    @Test(.enabled(if: ReportConsumer.gitlab.shouldRun, Comment(rawValue: ReportConsumer.gitlab.skipReason)))
    func gitLabReportsValidateAgainstTheSchema() throws {
        let read = try Self.read(.gitlab, as: GitLabRead.self)
        try #require(read.count == 4)
        let issues = read[0].issues
        #expect(issues.map(\.checkName) == ["unknown_key", "implausible_estimate"])
        #expect(issues.map(\.severity) == ["major", "minor"])
        #expect(issues.map(\.begin) == [5, 6])
        #expect(issues.map(\.path) == [Self.source.path, Self.source.path])
        #expect(issues.map(\.description) == Self.diagnostics.map(\.message))
        #expect(issues.map(\.fingerprint) == Self.diagnostics.map(GitLabReporter.fingerprint))
        // JSON carries any text; its escapes read back as the original.
        #expect(read[1].issues.map(\.description) == [Self.hostile.message])
        #expect(read[1].issues.map(\.path) == [Self.hostile.file])
        #expect(read[2].issues.map(\.severity) == ["minor", "info"])
        #expect(read[2].issues.map(\.description) == Self.markup.map(\.message))
        #expect(read[3].issues.isEmpty)
    }
}

/// A Python package that reads one of the CI formats, found as `ExternalTool.jsonschema` is: `python3` on the PATH
/// (Scripts/test puts its virtual environment first on the PATH when the system Python lacks a package) importing
/// it. Where one is missing its test is skipped, naming the package; under TRELLIS_REQUIRE_TOOLS=1 (Scripts/test)
/// it fails instead.
enum ReportConsumer: String, CaseIterable, Sendable {
    case junit, checkstyle, gitlab

    /// The PyPI package (and module) that reads the format.
    var module: String {
        switch self {
        case .junit: "junitparser"
        case .checkstyle: "xmlschema"
        case .gitlab: "jsonschema"
        }
    }

    var isInstalled: Bool { Self.installed.contains(self) }

    /// Whether the test runs: when the package is installed, or when the run requires it (and the test then fails
    /// at `requireInstalled()`).
    var shouldRun: Bool { isInstalled || ExternalTool.areRequired }

    var skipReason: String {
        "needs python3 with \(module): `python3 -m pip install \(module)`, or run Scripts/test, which installs it"
    }

    func requireInstalled() throws {
        guard isInstalled else { throw Missing(description: skipReason) }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    private static let installed = Set(allCases.filter { pythonImports($0.module) })

    private static func pythonImports(_ module: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import \(module)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
