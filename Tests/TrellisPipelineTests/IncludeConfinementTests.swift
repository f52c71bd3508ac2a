import Foundation
import Testing
import TrellisCore
import TrellisPipeline

/// `include:` reads only inside the layout's project (Grammar/Reference.md §14.9): a layout from a pull request or
/// an agent must not bring in, and then quote, a file the project never chose to share.
@Suite struct IncludeConfinementTests {
    /// What a file outside the project holds: a diagnostic in it would quote it.
    static let secret = "API_KEY=sk-live-0123456789\n"
    static let fragment = "version: 2\nconstants: {gutter: 8}\n"

    /// A folder holding a project (`project/`, marked by its `.trellis.yml`, with `frag.yaml` in it) and, beside
    /// it, `secret.env`; removed afterwards. The body gets the project's path and the outer folder's.
    static func workspace(
        configuration: String = "# the project\n", _ body: (_ project: String, _ outside: String) throws -> Void
    ) throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-confine-\(UUID())").path
        let project = outside + "/project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try configuration.write(toFile: project + "/.trellis.yml", atomically: true, encoding: .utf8)
        try Self.secret.write(toFile: outside + "/secret.env", atomically: true, encoding: .utf8)
        try Self.fragment.write(toFile: project + "/frag.yaml", atomically: true, encoding: .utf8)
        try body(project, outside)
    }

    /// A layout whose `include:` is `entries` (written as YAML): its first entry starts at line 3, column 11.
    static func layout(including entries: String) -> String {
        """
        version: 2
        layout: Main
        include: \(entries)
        sections:
          - name: rows
            contentInsets: gutter
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(44)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}

        """
    }

    /// The layout checked as `Main.layout.yaml` in `folder`.
    static func check(_ entries: String, in folder: String) -> Pipeline.CheckedFile {
        Pipeline.check(text: layout(including: entries), path: folder + "/Main.layout.yaml")
    }

    /// The refusal of the first entry: located at it, in the layout, and nothing of the file read.
    static func refusal(_ checked: Pipeline.CheckedFile, in folder: String) throws -> Diagnostic {
        let refused = try #require(checked.diagnostics.first { $0.message.hasPrefix("cannot include") })
        #expect(refused.rule == .invalidValue)
        #expect(refused.severity == .error)
        #expect(refused.file == folder + "/Main.layout.yaml")
        #expect(refused.range.start == SourcePosition(line: 3, column: 11))
        #expect(checked.includedFiles.isEmpty && checked.includedSources.isEmpty)
        #expect(!checked.diagnostics.contains { $0.message.contains("sk-live") })
        return refused
    }

    @Test func anAbsolutePathIsRefused() throws {
        try Self.workspace { project, outside in
            let checked = Self.check("[\(outside)/secret.env]", in: project)
            let refused = try Self.refusal(checked, in: project)
            #expect(
                refused.message
                    == "cannot include '\(TerminalText.excerpt(outside + "/secret.env"))': an absolute path is never "
                    + "included; name the file relative to this one")
        }
    }

    @Test func aPathLeavingTheProjectIsRefused() throws {
        try Self.workspace { project, _ in
            let checked = Self.check("[../secret.env]", in: project)
            let refused = try Self.refusal(checked, in: project)
            #expect(refused.message.hasPrefix("cannot include '../secret.env': it lies outside the folders includes"))
            #expect(refused.message.hasSuffix("'includeRoots' in .trellis.yml adds folders"))
        }
    }

    @Test func aSymbolicLinkInsideTheProjectToAFileOutsideIsRefused() throws {
        try Self.workspace { project, _ in
            try FileManager.default.createSymbolicLink(
                atPath: project + "/linked.yaml", withDestinationPath: "../secret.env")
            let checked = Self.check("[linked.yaml]", in: project)
            let refused = try Self.refusal(checked, in: project)
            #expect(refused.message.hasPrefix("cannot include 'linked.yaml': it lies outside the folders includes"))
        }
    }

    /// `frag.yaml\0/../x` was read up to its NUL, including `frag.yaml` without a word.
    @Test func aControlCharacterInThePathIsRefused() throws {
        try Self.workspace { project, _ in
            let checked = Self.check("[\"frag.yaml\\0/../x\"]", in: project)
            let refused = try Self.refusal(checked, in: project)
            #expect(
                refused.message
                    == "cannot include 'frag.yaml\\u{0}/../x': the path holds a control character")
        }
    }

    /// Opening a FIFO waits for a writer; a folder is no file.
    @Test func aFIFOAndAFolderAreRefused() throws {
        try Self.workspace { project, _ in
            #expect(mkfifo(project + "/pipe.yaml", 0o600) == 0)
            try FileManager.default.createDirectory(atPath: project + "/folder", withIntermediateDirectories: true)
            let checked = Self.check("[pipe.yaml, folder]", in: project)
            let refused = try Self.refusal(checked, in: project)
            #expect(refused.message == "cannot include 'pipe.yaml': it is a FIFO, not a regular file")
            #expect(
                checked.diagnostics.contains {
                    $0.message == "cannot include 'folder': it is a folder, not a regular file"
                })
        }
    }

    /// Without a `.trellis.yml`, the repository (the folder with `.git`) is the project: a layout in a subfolder
    /// includes from a sibling folder, and nothing above the repository.
    @Test func insideTheRepositoryAnIncludeStillWorks() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-confine-\(UUID())").path
        let repository = outside + "/repository"
        for folder in [".git", "App", "Shared"] {
            try FileManager.default.createDirectory(
                atPath: repository + "/" + folder, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try Self.fragment.write(toFile: repository + "/Shared/frag.yaml", atomically: true, encoding: .utf8)
        try Self.secret.write(toFile: outside + "/secret.env", atomically: true, encoding: .utf8)

        let inside = Self.check("[../Shared/frag.yaml]", in: repository + "/App")
        #expect(inside.diagnostics.isEmpty, "\(inside.diagnostics.map(\.message))")
        #expect(inside.document?.sections.first?.base.contentInsets.leading.value == 8)

        let escaping = Self.check("[../../secret.env]", in: repository + "/App")
        _ = try Self.refusal(escaping, in: repository + "/App")
    }

    /// `includeRoots` in the `.trellis.yml` adds a folder beside the project, and only that folder.
    @Test func includeRootsWidensTheProjectDeliberately() throws {
        try Self.workspace(configuration: "includeRoots: [../shared-layouts]\n") { project, outside in
            try FileManager.default.createDirectory(
                atPath: outside + "/shared-layouts", withIntermediateDirectories: true)
            try Self.fragment.write(
                toFile: outside + "/shared-layouts/frag.yaml", atomically: true, encoding: .utf8)
            let main = project + "/Main.layout.yaml"
            try Self.layout(including: "[../shared-layouts/frag.yaml]").write(
                toFile: main, atomically: true, encoding: .utf8)
            let run = try LintRun.run([.path(main)])
            #expect(run.diagnostics.isEmpty, "\(run.diagnostics.map(\.message))")

            try Self.layout(including: "[../secret.env]").write(toFile: main, atomically: true, encoding: .utf8)
            let secret = try LintRun.run([.path(main)])
            #expect(
                secret.diagnostics.contains {
                    $0.rule == .invalidValue && $0.message.hasPrefix("cannot include '../secret.env': it lies outside")
                }, "\(secret.diagnostics.map(\.message))")
        }
        // Without the key, the same include is refused.
        try Self.workspace { project, outside in
            try FileManager.default.createDirectory(
                atPath: outside + "/shared-layouts", withIntermediateDirectories: true)
            try Self.fragment.write(
                toFile: outside + "/shared-layouts/frag.yaml", atomically: true, encoding: .utf8)
            let checked = Self.check("[../shared-layouts/frag.yaml]", in: project)
            _ = try Self.refusal(checked, in: project)
        }
    }

    /// The human reporter prints the excerpt of every diagnostic's line: a refused file has none, its text never
    /// shown.
    @Test func theHumanReportNeverShowsAFileOutsideTheProject() throws {
        try Self.workspace { project, outside in
            try FileManager.default.createSymbolicLink(
                atPath: project + "/linked.yaml", withDestinationPath: "../secret.env")
            let main = project + "/Main.layout.yaml"
            try Self.layout(including: "[../secret.env, \(outside)/secret.env, linked.yaml]").write(
                toFile: main, atomically: true, encoding: .utf8)
            let run = try LintRun.run([.path(main)])
            let report = HumanReporter().report(run.diagnostics, sources: run.sources, fileCount: run.fileCount)
            #expect(run.diagnostics.filter { $0.message.hasPrefix("cannot include") }.count == 3, "\(report)")
            #expect(!report.contains("sk-live"), "\(report)")
            #expect(!report.contains("API_KEY"), "\(report)")
        }
    }
}
