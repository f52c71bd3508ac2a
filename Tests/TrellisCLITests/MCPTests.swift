import Foundation
import MCP
import SystemPackage
import Testing
import TrellisTestSupport

/// `trellis mcp` as a coding agent meets it: the MCP SDK's own client, over the standard input and output of a
/// `trellis mcp` process.
@Suite struct MCPTests {
    /// A `trellis mcp` process (in `directory`, else this one's) and the pipes to and from it.
    static func start(in directory: URL? = nil) throws -> (Process, toServer: Pipe, fromServer: Pipe) {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["mcp"]
        if let directory { process.currentDirectoryURL = directory }
        let toServer = Pipe(), fromServer = Pipe()
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, toServer, fromServer)
    }

    /// A connected client and the server process.
    static func connect() async throws -> (Client, Process) {
        let (process, toServer, fromServer) = try start()
        let transport = StdioTransport(
            input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
            output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
        let client = Client(name: "trellis-tests", version: "1")
        _ = try await client.connect(transport: transport)
        return (client, process)
    }

    static func texts(_ content: [Tool.Content]) -> [String] {
        content.compactMap { if case let .text(text, _, _) = $0 { return text } else { return nil } }
    }

    @Test func toolsLintLayOutRenderAndExplain() async throws {
        let (client, process) = try await Self.connect()
        defer { process.terminate() }
        let (tools, _) = try await client.listTools()
        #expect(tools.map(\.name).sorted() == ["explain_rule", "frames", "lint", "render"])

        // A misspelt key: the JSON report names the rule and where.
        let broken =
            "layout: Grid\nsections:\n  - name: grid\n    group: {axis: vertical, width: fractionalWidth(1), "
            + "heigth: absolute(44), item: {width: fractionalWidth(1), height: fractionalHeight(1)}}\n"
        let lint = try await client.callTool(name: "lint", arguments: ["text": .string(broken)])
        let report = Self.texts(lint.content).joined(separator: "\n")
        #expect(
            report.contains("\"rule\" : \"unknown_key\"") || report.contains("\"rule\": \"unknown_key\""), "\(report)")

        // A full-width row 44 pt tall: item 1 at y = 44 on a 320-wide container, worked out by hand.
        let fixed = broken.replacingOccurrences(of: "heigth", with: "height")
        let frames = try await client.callTool(
            name: "frames",
            arguments: ["text": .string(fixed), "width": .int(320), "height": .int(480), "items": .int(2)])
        #expect(frames.isError != true)
        let json = Self.texts(frames.content).joined()
        #expect(
            json.contains("{\"index\": 1, \"frame\": {\"x\": 0, \"y\": 44, \"width\": 320, \"height\": 44}}"), "\(json)"
        )

        let svg = try await client.callTool(name: "render", arguments: ["text": .string(fixed)])
        #expect(Self.texts(svg.content).first?.contains("<svg xmlns=\"http://www.w3.org/2000/svg\"") == true)

        let rule = try await client.callTool(name: "explain_rule", arguments: ["id": .string("group_overflow")])
        #expect(Self.texts(rule.content).first?.contains("group_overflow") == true)
        let unknown = try await client.callTool(name: "explain_rule", arguments: ["id": .string("group_overflw")])
        #expect(unknown.isError == true)
        #expect(Self.texts(unknown.content).first?.contains("group_overflow") == true, "a suggestion")

        // Bad calls are error results, not a broken connection.
        let missing = try await client.callTool(
            name: "frames", arguments: ["path": .string("/nonexistent.layout.yaml")])
        #expect(missing.isError == true)
        let tooMany = try await client.callTool(
            name: "frames", arguments: ["text": .string(fixed), "items": .int(5_000_000)])
        #expect(tooMany.isError == true)

        // The file's own preview data is held to the same bound, before anything is laid out.
        let huge =
            fixed + "preview:\n  sections:\n    - &million {layout: grid, items: 1000000}\n"
            + String(repeating: "    - *million\n", count: 9)
        for tool in ["frames", "render"] {
            let refused = try await client.callTool(name: tool, arguments: ["text": .string(huge)])
            #expect(refused.isError == true)
            let text = Self.texts(refused.content).joined()
            #expect(text.contains("holds at most 10000 items, and this data has 10000000"), "\(text.prefix(400))")
        }
        // A 4 MiB rule id is no rule, answered at once and quoted short.
        let longID = String(repeating: "group_overflow", count: 300_000)
        let explained = try await client.callTool(name: "explain_rule", arguments: ["id": .string(longID)])
        #expect(explained.isError == true)
        #expect(Self.texts(explained.content).joined().utf8.count < 200)
        await client.disconnect()
    }

    /// A client that offers one root: paths under it (or the working directory) are read, others are refused
    /// without being read, symbolic links and `..` included.
    @Test func pathsAreReadOnlyUnderTheClientsRoots() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let layout = project.appendingPathComponent("Grid.layout.yaml")
        try Data(
            ("layout: Grid\nsections:\n  - name: grid\n    group: {axis: vertical, width: fractionalWidth(1), "
                + "height: absolute(44), item: {width: fractionalWidth(1), height: fractionalHeight(1)}}\n").utf8
        ).write(to: layout)
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("passwd.layout.yaml").path, withDestinationPath: "/etc/passwd")

        let workingDirectory = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
        let (process, toServer, fromServer) = try Self.start(in: workingDirectory)
        defer { process.terminate() }
        let transport = StdioTransport(
            input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
            output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
        let client = Client(name: "trellis-tests", version: "1", capabilities: .init(roots: .init(listChanged: true)))
        await client.withRootsHandler { [Root(uri: project.absoluteString, name: "project")] }
        _ = try await client.connect(transport: transport)

        // The roots arrive after `initialized`; the first call made after them sees them.
        var inside = try await client.callTool(name: "lint", arguments: ["path": .string(layout.path)])
        for _ in 0..<50 where inside.isError == true {
            try await Task.sleep(nanoseconds: 20_000_000)
            inside = try await client.callTool(name: "lint", arguments: ["path": .string(layout.path)])
        }
        #expect(inside.isError == false, "\(Self.texts(inside.content))")
        #expect(Self.texts(inside.content).first == "no problems")

        for outside in [
            "/etc/passwd", project.appendingPathComponent("passwd.layout.yaml").path,
            project.appendingPathComponent("../../../etc/passwd").path, "../../../etc/passwd",
        ] {
            let refused = try await client.callTool(name: "lint", arguments: ["path": .string(outside)])
            #expect(refused.isError == true)
            let text = Self.texts(refused.content).joined()
            #expect(text.contains("is outside the client's roots and the working directory"), "\(text)")
            #expect(!text.contains("root:"), "nothing of the file is echoed")
        }
        await client.disconnect()
    }

    /// Raw lines, as a misbehaving client sends them: a message over the limit is answered with an error and the
    /// stream goes on; calls still running when standard input closes are answered.
    @Test func oversizedMessagesAreRefusedAndPendingCallsAnswered() throws {
        let (process, toServer, fromServer) = try Self.start()
        let writer = Thread {
            let handle = toServer.fileHandleForWriting
            handle.write(Data("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n".utf8))
            handle.write(Data(repeating: UInt8(ascii: "x"), count: 17 << 20) + Data("\n".utf8))
            handle.write(Data("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}\n".utf8))
            handle.write(Data("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[".utf8))
            handle.write(Data(String(repeating: "[", count: 100_000).utf8) + Data("\n".utf8))
            handle.write(
                Data(
                    ("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"explain_rule\","
                        + "\"arguments\":{\"id\":\"group_overflow\"}}}").utf8))
            try? handle.close()
        }
        writer.start()
        let output = String(decoding: fromServer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(lines.map { $0.prefix(200) })")
        #expect(lines.first == "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}")
        #expect(lines.dropFirst().first?.contains("exceeds the limit of 16 MiB") == true)
        #expect(lines.dropFirst(2).first?.contains("\"id\":2,\"result\":{\"tools\":[") == true)
        #expect(lines.dropFirst(3).first?.contains("nested more than 128 deep") == true)
        #expect(lines.last?.hasPrefix("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"content\":[") == true)
        #expect(lines.last?.contains("group_overflow") == true)
        #expect(process.terminationStatus == 0)
    }

    /// Ids JSON-RPC and MCP forbid (null, booleans, fractions, arrays, objects) are refused as invalid requests with
    /// a null id; the server answered each, echoing the id.
    @Test func idsTheProtocolForbidsAreRefused() throws {
        let (process, toServer, fromServer) = try Self.start()
        let forbidden = ["null", "true", "1.5", "[1]", "{\"a\":1}"]
        let requests =
            forbidden.map { "{\"jsonrpc\":\"2.0\",\"id\":\($0),\"method\":\"ping\"}\n" }
            + [
                "{\"jsonrpc\":\"2.0\",\"id\":\"seven\",\"method\":\"ping\"}\n",
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}\n",
            ]
        toServer.fileHandleForWriting.write(Data(requests.joined().utf8))
        try toServer.fileHandleForWriting.close()
        let output = String(decoding: fromServer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        let refusal =
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"a request's id must be a "
            + "string or a whole number\"}}"
        #expect(
            lines == Array(repeating: refusal, count: 5) + [
                "{\"jsonrpc\":\"2.0\",\"id\":\"seven\",\"result\":{}}", "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{}}",
            ], "\(lines)")
    }

    /// A server started in `/` (as some agents start them) with no roots reads no path: the file system's root is
    /// never a permitted folder.
    @Test func aServerStartedAtTheRootReadsNoPath() throws {
        let (process, toServer, fromServer) = try Self.start(in: URL(fileURLWithPath: "/"))
        toServer.fileHandleForWriting.write(
            Data(
                ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"lint\","
                    + "\"arguments\":{\"path\":\"/etc/passwd\"}}}\n").utf8))
        try toServer.fileHandleForWriting.close()
        let output = String(decoding: fromServer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.contains("is outside the client's roots and the working directory"), "\(output)")
        #expect(!output.contains("root:"))
    }
}
