import ArgumentParser
import TrellisMCP

extension TrellisCommand {
    struct MCP: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mcp",
            abstract: "Run a Model Context Protocol server on standard input and output, for coding agents.",
            discussion: """
                Tools: lint (diagnostics as JSON), frames (every frame), render (SVG or HTML) and explain_rule. \
                Each takes a layout file's text or its path. README.md, "Coding agents: trellis mcp", shows how to \
                register it.
                """)

        func run() async throws {
            try await TrellisMCPServer.serveStandardIO()
        }
    }
}
