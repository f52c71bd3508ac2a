import ArgumentParser
import TrellisLanguageServer

extension TrellisCommand {
    struct LSP: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lsp",
            abstract: "Run the Language Server Protocol server on standard input and output, for editors.",
            discussion: """
                Diagnostics for every finding as you type (the nearest .trellis.yml applies), fix-its as quick \
                fixes, hover with what a width or height resolves to at each lint target and a section's frames \
                at its preview device, completion of keys and values, and document symbols. Docs/Editors.md \
                shows the set-up for Neovim, VS Code and Helix.
                """)

        func run() throws {
            let status = LanguageServer().serveStandardIO()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
