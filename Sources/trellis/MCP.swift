import ArgumentParser
import TrellisMCP

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TrellisCommand {
    struct MCP: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mcp",
            abstract: "Run a Model Context Protocol server on standard input and output, for coding agents.",
            discussion: """
                Tools: lint (diagnostics as JSON), frames (every frame), render (SVG or HTML) and explain_rule. \
                Each takes a layout file's text or its path; paths are read only under the client's roots or the \
                working directory. Docs/CLI.md, "Coding agents: trellis mcp", shows how to register it.
                """)

        func run() throws {
            MCPServer.serveStandardIO(workingDirectory: FileManager.default.currentDirectoryPath)
        }
    }
}
