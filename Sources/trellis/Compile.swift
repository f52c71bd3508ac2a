import ArgumentParser
import Foundation
import TrellisCodegen
import TrellisCore
import TrellisPipeline

extension TrellisCommand {
    struct Compile: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Generate the Swift section providers of layout files.",
            discussion: """
                Each layout file (a folder gives every *.layout.yaml below it) becomes Swift: by default \
                Name.swift beside Name.layout.yaml; -o names the file for one input, or a folder for \
                several (Name.swift in it); -o - (or /dev/stdout) writes standard output, and a device or \
                FIFO is written in place. A file is written only when its content changes, through a \
                temporary file renamed over it. A file with error-severity diagnostics (lint included) is \
                refused and nothing is written for it; warnings are printed.

                With no FILE, the nearest .trellis.yml's `compile` jobs are run, as SwiftGen's \
                configuration does: `compile: [{inputs: [Layouts], output: Sources/App/Generated}]`, paths \
                relative to the configuration file (output: a folder; none writes each beside its layout).

                Exit status: 0; 2 when a file has errors; 1 when a path cannot be read or a file cannot be \
                written; 64 for a usage error.

                The generated code imports UIKit (or AppKit) where it exists and TrellisUIKit, \
                Trellis's Linux stand-in, otherwise. The build plugins run `trellis-compile`, this command \
                alone.
                """)

        @Argument(
            help: ArgumentHelp(
                "Layout files or folders; - reads standard input. None: the jobs .trellis.yml lists under `compile`.",
                valueName: "FILE|FOLDER"))
        var files: [String] = []

        @Option(
            name: .shortAndLong,
            help: ArgumentHelp(
                "The Swift file to write (a folder for several inputs); - writes standard output.",
                valueName: "OUT"))
        var output: String?

        @Option(help: "The framework the generated code uses.")
        var platform: CodeGenerator.Platform = .uikit

        @Option(help: "The access level of the generated declarations.")
        var access: CodeGenerator.Access = .public

        @Flag(help: "Print the generated Swift instead of writing it.")
        var dryRun = false

        @Option(help: ArgumentHelp("The lint configuration, instead of the nearest .trellis.yml.", valueName: "file"))
        var config: String?

        @Flag(help: "Report errors only.")
        var quiet = false

        @Flag(help: "Never colour the output.")
        var noColor = false

        var command: CompileCommand {
            var command = CompileCommand(inputs: files)
            command.output = output
            command.options.platform = platform
            command.options.access = access
            command.dryRun = dryRun
            command.configurationPath = config
            command.quiet = quiet
            command.colored = !noColor && Terminal.colorsStandardError
            return command
        }

        func validate() throws {
            if let problem = command.usageError { throw ValidationError(problem) }
        }

        func run() throws {
            let status = command.run()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
