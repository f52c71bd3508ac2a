import ArgumentParser
import TrellisCore

@main
struct TrellisCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Check UICollectionViewCompositionalLayout descriptions written in YAML, and lay them out.",
        discussion: """
            Layout files (*.layout.yaml) describe the section layouts of a compositional layout.
            Every problem found in them is reported as path:line:column: severity: message [rule_id].

            Exit status: 0 success; 2 the input has error-severity diagnostics (nothing is
            written); 64 usage error; 1 anything else (an unreadable file, a failed write).
            """,
        version: TrellisVersion.current,
        subcommands: [
            Lint.self, Rules.self, Frames.self, Explain.self, Render.self, Preview.self, Diff.self, Compile.self,
            Import.self,
            LSP.self, MCP.self,
            Devices.self, Schema.self,
        ]
    )
}

extension TrellisCommand {
    /// A command whose package trait this build left out (`swift build --disable-default-traits` builds `trellis`
    /// without the preview server and the importer): it says so, and how to build it, with exit status 1.
    static func builtWithout(_ command: String, trait: String) -> ExitCode {
        Terminal.standardError(
            "error: this trellis was built without `trellis \(command)` (the package trait \(trait)); build it with "
                + "the default traits, `swift build --product trellis`, or `--traits \(trait)`\n")
        return ExitCode(1)
    }
}
