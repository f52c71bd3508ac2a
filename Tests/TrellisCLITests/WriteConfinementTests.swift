import Foundation
import Testing
import TrellisTestSupport

/// Writes stay where they were asked (issue 39): a symbolic link a repository commits where a command writes cannot
/// lead the write out of the project, an output is never one of the inputs by another name (a hard or symbolic
/// link), and a file with other hard links is refused rather than truncated or split from its links.
@Suite struct WriteConfinementTests {
    static let sample = Repository.path("Samples/InsetGrid.layout.yaml")

    /// A temporary folder holding `proj`, a project (it has a `.trellis.yml`), with `proj/Feed.layout.yaml`, and
    /// `victim`, a file beside the project that no command run in it may change. The caller removes `folder`.
    struct Project {
        var folder: String
        var project: String { folder + "/proj" }
        var victim: String { folder + "/victim" }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)").path
            try write("proj/.trellis.yml", "")
            let layout = try String(contentsOfFile: WriteConfinementTests.sample, encoding: .utf8)
            try write("proj/Feed.layout.yaml", layout)
            try write("victim", "victim\n")
        }

        func write(_ relative: String, _ text: String) throws {
            let file = folder + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static func status(_ path: String) -> stat {
        var status = stat()
        lstat(path, &status)
        return status
    }

    /// `compile Feed.layout.yaml` writes `Feed.swift` beside it by default; a committed `Feed.swift -> ../victim`
    /// must not make it write outside the project. A link that stays inside is still written through.
    @Test func defaultCompileOutputLinkedOutOfTheProjectIsRefused() throws {
        let setup = try Project()
        defer { setup.remove() }
        let (project, victim) = (setup.project, setup.victim)
        try FileManager.default.createSymbolicLink(atPath: project + "/Feed.swift", withDestinationPath: "../victim")
        let run = try CLITests.trellis(["compile", "Feed.layout.yaml"], in: project)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("error: cannot write 'Feed.swift': a symbolic link leads it to "))
        #expect(run.standardError.contains("outside the project"), "\(run.standardError)")
        #expect(try Self.text(victim) == "victim\n")
        #expect(Self.status(project + "/Feed.swift").st_mode & S_IFMT == S_IFLNK)

        try FileManager.default.removeItem(atPath: project + "/Feed.swift")
        try setup.write("proj/Generated/Feed.swift", "old\n")
        try FileManager.default.createSymbolicLink(
            atPath: project + "/Feed.swift", withDestinationPath: "Generated/Feed.swift")
        let inside = try CLITests.trellis(["compile", "Feed.layout.yaml"], in: project)
        #expect(inside.status == 0, "\(inside)")
        #expect(try Self.text(project + "/Generated/Feed.swift").contains("public enum InsetGrid {"))
    }

    /// `-o` the user typed may be a link only to a place in the project; a folder on the way counts as well.
    @Test func explicitOutputLinkedOutOfTheProjectIsRefused() throws {
        let setup = try Project()
        defer { setup.remove() }
        let (project, victim) = (setup.project, setup.victim)
        try FileManager.default.createSymbolicLink(atPath: project + "/Out.swift", withDestinationPath: victim)
        let file = try CLITests.trellis(["compile", "Feed.layout.yaml", "-o", "Out.swift"], in: project)
        #expect(file.status == 1 && file.standardError.contains("outside the project"), "\(file)")
        #expect(try Self.text(victim) == "victim\n")

        try FileManager.default.createDirectory(atPath: setup.folder + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project + "/Gen", withDestinationPath: "../elsewhere")
        let through = try CLITests.trellis(["render", "Feed.layout.yaml", "-o", "Gen/Feed.svg"], in: project)
        #expect(through.status == 1 && through.standardError.contains("outside the project"), "\(through)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.folder + "/elsewhere").isEmpty)
    }

    /// `lint --fix .` fixes the layouts of the folder, not a file outside it that a link in the folder names; the
    /// others are still fixed, and the run fails (status 1) saying which was not written.
    @Test func lintFixLeavesALinkedLayoutOutsideTheProjectUnchanged() throws {
        let setup = try Project()
        defer { setup.remove() }
        let project = setup.project
        let sample = try Self.text(Self.sample)
        let outside = sample.replacingOccurrences(of: "layout: InsetGrid", with: "layuot: Outside")
        try setup.write("outside/Outside.layout.yaml", outside)
        try setup.write(
            "proj/Layouts/Inside.layout.yaml",
            sample.replacingOccurrences(of: "layout: InsetGrid", with: "layuot: Inside"))
        try FileManager.default.removeItem(atPath: project + "/Feed.layout.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: project + "/Layouts/Linked.layout.yaml", withDestinationPath: "../../outside/Outside.layout.yaml")
        let run = try CLITests.trellis(["lint", "--fix", "."], in: project)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("error: cannot write './Layouts/Linked.layout.yaml': a symbolic link"))
        #expect(run.standardError.contains("fixed 1 problem in 1 file"), "\(run.standardError)")
        #expect(try Self.text(setup.folder + "/outside/Outside.layout.yaml") == outside)
        #expect(try Self.text(project + "/Layouts/Inside.layout.yaml").contains("\nlayout: Inside\n"))
    }

    /// `compile -o` naming a hard link of its input is the input: refused (status 2) before anything is written.
    @Test func compileOutputOnAHardLinkOfTheInputIsRefused() throws {
        let setup = try Project()
        defer { setup.remove() }
        let project = setup.project
        let original = try Self.text(project + "/Feed.layout.yaml")
        #expect(link(project + "/Feed.layout.yaml", project + "/Feed.swift") == 0)
        let run = try CLITests.trellis(["compile", "Feed.layout.yaml", "-o", "Feed.swift"], in: project)
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError == "error: refusing to write the output over its own input 'Feed.layout.yaml'\n")
        #expect(try Self.text(project + "/Feed.layout.yaml") == original)
        #expect(Self.status(project + "/Feed.layout.yaml").st_nlink == 2)
    }

    /// `render -o` naming a hard link of its input: refused (status 2), the layout left as it was.
    @Test func renderOutputOnAHardLinkOfTheInputIsRefused() throws {
        let setup = try Project()
        defer { setup.remove() }
        let project = setup.project
        let original = try Self.text(project + "/Feed.layout.yaml")
        #expect(link(project + "/Feed.layout.yaml", project + "/Feed.svg") == 0)
        let run = try CLITests.trellis(["render", "Feed.layout.yaml", "-o", "Feed.svg"], in: project)
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.contains("error: refusing to write the output over its own input"))
        #expect(try Self.text(project + "/Feed.layout.yaml") == original)
    }

    /// `--write-baseline` over a layout the run lints, by its name or by a link to it: refused (status 1), nothing
    /// written.
    @Test func writeBaselineOntoALintedLayoutIsRefused() throws {
        let setup = try Project()
        defer { setup.remove() }
        let project = setup.project
        let original = try Self.text(project + "/Feed.layout.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: project + "/baseline.json", withDestinationPath: "Feed.layout.yaml")
        let linked = try CLITests.trellis(["lint", ".", "--write-baseline", "baseline.json"], in: project)
        #expect(linked.status == 1, "\(linked)")
        #expect(
            linked.standardError.contains(
                "error: refusing to write the baseline over './Feed.layout.yaml', which this run reads"),
            "\(linked.standardError)")
        let named = try CLITests.trellis(
            ["lint", "Feed.layout.yaml", "--write-baseline", "Feed.layout.yaml"], in: project)
        #expect(named.status == 1, "\(named)")
        #expect(named.standardError.contains("error: refusing to write the baseline over"), "\(named.standardError)")
        #expect(try Self.text(project + "/Feed.layout.yaml") == original)
    }

    /// An output with another hard link is refused: replacing it would split it from its links, and writing it in
    /// place would empty it (and them) if the write failed. Both names keep their content, still one file.
    @Test func hardLinkedOutputIsRefusedIntact() throws {
        let setup = try Project()
        defer { setup.remove() }
        let project = setup.project
        try "old\n".write(toFile: project + "/Out.swift", atomically: true, encoding: .utf8)
        #expect(link(project + "/Out.swift", project + "/Copy.swift") == 0)
        let run = try CLITests.trellis(["compile", "Feed.layout.yaml", "-o", "Out.swift"], in: project)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("error: cannot write 'Out.swift': it has 2 hard links"), "\(run)")
        #expect(try Self.text(project + "/Out.swift") == "old\n")
        #expect(try Self.text(project + "/Copy.swift") == "old\n")
        let out = Self.status(project + "/Out.swift"), copy = Self.status(project + "/Copy.swift")
        #expect(out.st_ino == copy.st_ino && out.st_nlink == 2)
    }
}
