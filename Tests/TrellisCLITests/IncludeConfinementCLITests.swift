import Foundation
import MCP
import SystemPackage
import Testing

/// `include:` stays inside the layout's project (Grammar/Reference.md §14.9), as `trellis lint` reports it in every
/// format and as `trellis mcp` answers an agent, whose roots bound it further.
@Suite struct IncludeConfinementCLITests {
    static let secret = "API_KEY=sk-live-0123456789\n"

    static func layout(including entries: String) -> String {
        """
        version: 2
        layout: Main
        include: \(entries)
        sections:
          - name: rows
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(44)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}

        """
    }

    /// A folder that is a project (its `.trellis.yml`), with `secret.env` in it and `project/` below; removed
    /// afterwards.
    static func workspace(_ body: (_ root: URL) async throws -> Void) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-confine-\(UUID())")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("project"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.secret.utf8).write(to: root.appendingPathComponent("secret.env"))
        try await body(root)
    }

    /// Every reporter names the refused includes, and none prints a word of the file outside the project: the
    /// human one's excerpts, SARIF's and GitHub's quoted values.
    @Test func noReporterShowsAFileOutsideTheProject() async throws {
        try await Self.workspace { root in
            let project = root.appendingPathComponent("project").path
            try "# the project\n".write(toFile: project + "/.trellis.yml", atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                atPath: project + "/linked.yaml", withDestinationPath: "../secret.env")
            try Self.layout(including: "[../secret.env, \(root.path)/secret.env, linked.yaml]").write(
                toFile: project + "/Main.layout.yaml", atomically: true, encoding: .utf8)
            for reporter in ["human", "sarif", "github-actions", "json"] {
                let run = try CLITests.trellis(["lint", "--reporter", reporter, "Main.layout.yaml"], in: project)
                let output = run.standardOutput + run.standardError
                #expect(run.status != 0, "\(reporter): \(output)")
                #expect(output.contains("cannot include '../secret.env': it lies outside"), "\(reporter): \(output)")
                #expect(output.contains("cannot include 'linked.yaml': it lies outside"), "\(reporter): \(output)")
                #expect(output.contains("an absolute path is never included"), "\(reporter): \(output)")
                #expect(!output.contains("sk-live") && !output.contains("API_KEY"), "\(reporter): \(output)")
            }
        }
    }

    /// A layout under the client's root includes a file of its project that lies outside that root: `lint`,
    /// `frames` and `render` refuse it, from a `path` and from `text` alike, and quote nothing of it.
    @Test func mcpReadsNoIncludeOutsideItsRoots() async throws {
        try await Self.workspace { root in
            // The project is the whole folder: `trellis lint` there would read `../secret.env`.
            try Data("# the project\n".utf8).write(to: root.appendingPathComponent(".trellis.yml"))
            let project = root.appendingPathComponent("project")
            let layout = project.appendingPathComponent("Main.layout.yaml")
            let text = Self.layout(including: "[../secret.env]")
            try Data(text.utf8).write(to: layout)
            let elsewhere = root.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)

            let (process, toServer, fromServer) = try MCPTests.start(in: elsewhere)
            defer { process.terminate() }
            let transport = StdioTransport(
                input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
                output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
            let client = Client(
                name: "trellis-tests", version: "1", capabilities: .init(roots: .init(listChanged: true)))
            await client.withRootsHandler { [Root(uri: project.absoluteString, name: "project")] }
            _ = try await client.connect(transport: transport)

            // The roots arrive after `initialized`; the first call made after them reads the path.
            var linted = try await client.callTool(name: "lint", arguments: ["path": .string(layout.path)])
            for _ in 0..<50 where linted.isError == true {
                try await Task.sleep(nanoseconds: 20_000_000)
                linted = try await client.callTool(name: "lint", arguments: ["path": .string(layout.path)])
            }
            let fromText = try await client.callTool(name: "lint", arguments: ["text": .string(text)])
            let framed = try await client.callTool(name: "frames", arguments: ["path": .string(layout.path)])
            let drawn = try await client.callTool(name: "render", arguments: ["path": .string(layout.path)])
            let answers = [
                ("lint path", linted.content), ("lint text", fromText.content), ("frames", framed.content),
                ("render", drawn.content),
            ]
            for (call, content) in answers {
                let output = MCPTests.texts(content).joined(separator: "\n")
                #expect(output.contains("cannot include '../secret.env': it lies outside"), "\(call): \(output)")
                #expect(!output.contains("sk-live") && !output.contains("API_KEY"), "\(call): \(output)")
            }
            await client.disconnect()
        }
    }
}
