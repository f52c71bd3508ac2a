import Foundation
import MCP
import TrellisCore

/// The server over standard input and output, with the tools of `TrellisTools`.
public enum TrellisMCPServer {
    /// A server answering `tools/list` and `tools/call`.
    public static func make() async -> Server {
        let server = Server(
            name: "trellis", version: TrellisVersion.current,
            instructions: "Check UICollectionViewCompositionalLayout layouts written as Trellis layout files "
                + "(*.layout.yaml): lint them, print their frames, render them, and explain lint rules.",
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: TrellisTools.tools) }
        await server.withMethodHandler(CallTool.self) { params in
            TrellisTools.call(params.name, params.arguments ?? [:])
        }
        return server
    }

    /// Serves standard input and output until the client closes them.
    public static func serveStandardIO() async throws {
        let server = await make()
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
