import Foundation
import Testing
import TrellisCore
import TrellisPipeline

/// `include:` (Grammar/Reference.md §14.9): fragments read relative to the file, their mistakes reported in their own
/// file with where they were included from.
@Suite struct IncludeTests {
    /// A folder with the given files, removed afterwards.
    static func folder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-include-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files { try text.write(toFile: "\(root)/\(name)", atomically: true, encoding: .utf8) }
        try body(root)
    }

    static let main = """
        version: 2
        layout: Main
        include: [shared.yaml]
        sections:
          - name: rows
            contentInsets: gutter
            group: {use: row}

        """

    static let shared = """
        version: 2
        constants: {gutter: 8}
        definitions:
          row:
            axis: horizontal
            width: fractionalWidth(1)
            height: absolute(44)
            item: {width: fractionalWidth(1), height: fractionalHeight(1)}

        """

    @Test func constantsAndDefinitionsComeFromTheIncludedFile() throws {
        try Self.folder(["Main.layout.yaml": Self.main, "shared.yaml": Self.shared]) { root in
            let checked = Pipeline.check(text: Self.main, path: "\(root)/Main.layout.yaml")
            #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
            #expect(checked.document?.sections.first?.base.contentInsets.leading.value == 8)
        }
    }

    /// Every position knows its file: the definition `use: row` finds is named by the included file and by its
    /// own line there (line 4 of shared.yaml, `row:` at column 3), not by a position of the document.
    @Test func aDefinitionIsFoundInTheFileThatWritesIt() throws {
        try Self.folder(["Main.layout.yaml": Self.main, "shared.yaml": Self.shared]) { root in
            let checked = Pipeline.check(text: Self.main, path: "\(root)/Main.layout.yaml")
            let site = try #require(checked.definitionSites["row"])
            #expect(site.file == "\(root)/shared.yaml")
            #expect(site.real == IncludeScope.physical(root) + "/shared.yaml")
            #expect(site.range == SourceRange(start: SourcePosition(line: 4, column: 3), length: 3))
        }
    }

    /// A diagnostic in an included file keeps a fix-it made from that file's text: `[8]` where a number belongs is
    /// offered `8`, read from the fragment's line (with positions offset into the document, that line was not found
    /// and the fix-it was dropped).
    @Test func aFixItInAFragmentIsMadeFromItsOwnText() throws {
        let broken = Self.shared.replacingOccurrences(
            of: "    height: absolute(44)\n", with: "    height: absolute(44)\n    interItemSpacing: [8]\n")
        try Self.folder(["Main.layout.yaml": Self.main, "shared.yaml": broken]) { root in
            let checked = Pipeline.check(text: Self.main, path: "\(root)/Main.layout.yaml")
            let diagnostic = try #require(checked.diagnostics.first { $0.file == "\(root)/shared.yaml" })
            #expect(diagnostic.range.start.line == 8)
            #expect(diagnostic.fixIt?.replacement == "8")
            #expect(diagnostic.fixIt?.range.start.line == 8)
        }
    }

    @Test func aMistakeInAFragmentIsReportedThereWithWhereItWasIncluded() throws {
        let broken = Self.shared.replacingOccurrences(of: "absolute(44)", with: "absolute(0)")
        try Self.folder(["Main.layout.yaml": Self.main, "shared.yaml": broken]) { root in
            let checked = Pipeline.check(text: Self.main, path: "\(root)/Main.layout.yaml")
            let diagnostic = try #require(checked.diagnostics.first { $0.rule == .nonPositiveDimension })
            #expect(diagnostic.file == "\(root)/shared.yaml")
            #expect(diagnostic.range.start.line == 7)
            #expect(diagnostic.message.hasSuffix("(in a file included from \(root)/Main.layout.yaml:3:11)"))
        }
    }

    @Test func theReportShowsTheFragmentsOwnLine() throws {
        let broken = Self.shared.replacingOccurrences(of: "absolute(44)", with: "absolute(0)")
        try Self.folder(["Main.layout.yaml": Self.main, "shared.yaml": broken]) { root in
            let run = try LintRun.run([.path("\(root)/Main.layout.yaml")])
            let report = HumanReporter().report(run.diagnostics, sources: run.sources, fileCount: run.fileCount)
            // The excerpt is line 7 of shared.yaml, where the mistake is.
            #expect(report.contains("\n    height: absolute(0)\n"), "\(report)")
        }
    }

    @Test func aFileIncludedTwiceIsReadOnceAndCyclesAndMissingFilesAreLocated() throws {
        let diamond = Self.main.replacingOccurrences(of: "[shared.yaml]", with: "[a.yaml, b.yaml]")
        let files = [
            "Main.layout.yaml": diamond, "shared.yaml": Self.shared,
            "a.yaml": "version: 2\ninclude: [shared.yaml]\n",
            "b.yaml": "version: 2\ninclude: [shared.yaml, gone.yaml]\n",
        ]
        try Self.folder(files) { root in
            let checked = Pipeline.check(text: diamond, path: "\(root)/Main.layout.yaml")
            #expect(!checked.diagnostics.contains { $0.rule == .duplicateName })
            let missing = try #require(checked.diagnostics.first { $0.message.contains("gone.yaml") })
            #expect(missing.file == "\(root)/b.yaml")
            #expect(missing.range.start == SourcePosition(line: 2, column: 24))
        }
    }

    @Test func aClashWithAnIncludedConstantNamesItsFileInTheMessage() throws {
        let clashing = Self.main.replacingOccurrences(
            of: "include: [shared.yaml]", with: "include: [shared.yaml]\nconstants: {gutter: 4}")
        try Self.folder(["Main.layout.yaml": clashing, "shared.yaml": Self.shared]) { root in
            let checked = Pipeline.check(text: clashing, path: "\(root)/Main.layout.yaml")
            let clash = try #require(checked.diagnostics.first { $0.rule == .duplicateName })
            #expect(clash.file == "\(root)/Main.layout.yaml")
            #expect(clash.range.start.line == 4)
            #expect(clash.notes.isEmpty)
            #expect(clash.message.hasSuffix("; it is first defined here in \(root)/shared.yaml:2:13"))
        }
    }
}
