import Foundation
import Testing
import TrellisTestSupport

/// `-o -`, `-o /dev/stdout` and `-o /dev/fd/1`: a command's output file is its standard output, written to the
/// descriptor itself (never a temporary file renamed over `/proc/self/fd/1`), and a reader that goes away (`| head`)
/// ends the command quietly.
@Suite struct StandardOutputTests {
    static let input = Repository.path("Samples/InsetGrid.layout.yaml")

    /// An empty temporary folder for a run to work in, so that a stray file (`-`, a folder named `-`) would show.
    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: ["-", "/dev/stdout", "/dev/fd/1"])
    func compileWritesStandardOutput(_ output: String) throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.trellis(["compile", Self.input, "-o", output], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        #expect(run.standardOutput.contains("public enum InsetGrid {"), "\(run.standardOutput.prefix(300))")
        let dryRun = try CLITests.trellis(["compile", Self.input, "--dry-run"])
        #expect(run.standardOutput == dryRun.standardOutput, "-o \(output) writes what --dry-run prints")
        #expect(try Self.contents(of: folder).isEmpty, "nothing is written beside the run")
    }

    /// `render` writes SVG to standard output, or HTML with `--format html`; `--format` that disagrees with the
    /// output's extension, or no format at all for a path without one, is a usage error.
    @Test func renderWritesStandardOutput() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try CLITests.trellis(["render", Self.input, "-o", "-"], in: folder.path)
        #expect(svg.status == 0 && svg.standardError.isEmpty, "\(svg.standardError)")
        #expect(svg.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.standardOutput.hasSuffix("</svg>\n"))
        let html = try CLITests.trellis(
            ["render", Self.input, "-o", "/dev/stdout", "--format", "html"], in: folder.path)
        #expect(html.status == 0 && html.standardError.isEmpty, "\(html.standardError)")
        #expect(html.standardOutput.hasPrefix("<!DOCTYPE html>"), "\(html.standardOutput.prefix(100))")
        #expect(try Self.contents(of: folder).isEmpty)

        // The same drawing as a file gets.
        let file = folder.appendingPathComponent("Grid.svg").path
        #expect(try CLITests.trellis(["render", Self.input, "-o", file]).status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == svg.standardOutput)

        let disagreeing = try CLITests.trellis(["render", Self.input, "-o", file, "--format", "html"])
        #expect(disagreeing.status == 64, "\(disagreeing.standardError)")
        #expect(disagreeing.standardError.contains("--format html disagrees with -o \(file)"))
        let unnamed = try CLITests.trellis(["render", Self.input, "-o", folder.appendingPathComponent("Grid").path])
        #expect(unnamed.status == 64)
        #expect(unnamed.standardError.contains("-o must name an .svg or .html file, or give --format svg|html"))
    }

    /// `import -o -` prints the one layout it imports, the text `--dry-run` prints; with two it writes nothing and
    /// says why, status 1.
    @Test func importWritesOneLayoutToStandardOutput() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Grid.swift")
        try CLITests.swiftLayout(named: "makeGridLayout").write(to: source, atomically: true, encoding: .utf8)
        let run = try CLITests.trellis(["import", source.path, "-o", "-"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        let dryRun = try CLITests.trellis(["import", source.path, "--dry-run"], in: folder.path)
        #expect(run.standardOutput == dryRun.standardOutput && run.standardOutput.contains("\nlayout: Grid\n"))
        #expect(try Self.contents(of: folder) == ["Grid.swift"])

        try (CLITests.swiftLayout(named: "makeGridLayout") + CLITests.swiftLayout(named: "makeListLayout"))
            .write(to: source, atomically: true, encoding: .utf8)
        let two = try CLITests.trellis(["import", source.path, "-o", "/dev/stdout"], in: folder.path)
        #expect(two.status == 1 && two.standardOutput.isEmpty, "\(two)")
        #expect(
            two.standardError.hasSuffix(
                "error: -o /dev/stdout writes one layout file, and 2 were imported; give a folder, or --dry-run to "
                    + "print them all\n"), "\(two.standardError)")
        #expect(try Self.contents(of: folder) == ["Grid.swift"])
    }

    /// Standard output redirected to a file the shell opened for appending (`>> Out.swift`): `-o /dev/stdout`
    /// appends to it through the descriptor, where a temporary file renamed over the path would drop what was there.
    @Test func standardOutputOpenOnAFileIsAppendedTo() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Out.swift").path
        try "// kept\n".write(toFile: path, atomically: true, encoding: .utf8)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["compile", Self.input, "-o", "/dev/stdout"]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        #expect(process.terminationStatus == 0)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("// kept\n"), "\(written.prefix(200))")
        #expect(written.contains("public enum InsetGrid {"))
        #expect(try Self.contents(of: folder) == ["Out.swift"])
    }

    /// A run whose standard output is a pipe with no reader left, as under `| head` once `head` has gone, with
    /// SIGPIPE ignored (as a shell's `trap '' PIPE`, or a parent that ignores it, leaves it): every write fails with
    /// EPIPE, and the command must end quietly with status 0, neither crashing nor printing an error.
    static func runWithClosedStandardOutput(_ arguments: [String], in folder: URL) throws -> (
        reason: Process.TerminationReason, status: Int32, standardError: String
    ) {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", CLITests.executable.path] + arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let error = Pipe()
        process.standardError = error
        try process.run()
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus, errorText)
    }

    static let printingCommands: [[String]] = [
        ["schema"], ["devices"], ["rules"], ["explain", input, "section 0 item 0"], ["compile", input, "--dry-run"],
        ["compile", input, "-o", "-"], ["compile", input, "-o", "/dev/stdout"], ["render", input, "-o", "-"],
    ]

    @Test(arguments: printingCommands)
    func closedPipeEndsQuietly(_ arguments: [String]) throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.runWithClosedStandardOutput(arguments, in: folder)
        #expect(run.reason == .exit && run.status == 0, "\(arguments): \(run)")
        #expect(run.standardError.isEmpty, "\(arguments): \(run.standardError.prefix(400))")
        #expect(try Self.contents(of: folder).isEmpty, "\(arguments) wrote a file")
    }
}

/// A standard output that cannot be written (a full disk: `/dev/full`) ends every command with a message and status
/// 1; `compile --dry-run`, `schema`, `rules` and `lint --reporter json` crashed (SIGILL) on it.
struct FullStandardOutputTests {
    @Test(arguments: [
        ["compile", "Samples/InsetGrid.layout.yaml", "--dry-run"], ["schema"], ["rules"],
        ["lint", "--reporter", "json", "Samples/InsetGrid.layout.yaml"],
        ["frames", "Samples/InsetGrid.layout.yaml", "--items", "100000", "--format", "csv"],
    ])
    func aFullStandardOutputIsAnErrorNotACrash(_ arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this system has no /dev/full")
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let errors = Pipe()
        process.standardOutput = full
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(message)")
        #expect(message.contains("error: cannot write standard output: No space left on device"), "\(message)")
    }
}
