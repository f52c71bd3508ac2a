import Foundation
import MCP
import SystemPackage
import Testing
import TrellisTestSupport

/// `trellis mcp` as a coding agent meets it: the MCP SDK's own client, over the standard input and output of a
/// `trellis mcp` process.
@Suite struct MCPTests {
    /// A connected client and the server process.
    static func connect() async throws -> (Client, Process) {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["mcp"]
        let toServer = Pipe(), fromServer = Pipe()
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
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
        await client.disconnect()
    }
}
