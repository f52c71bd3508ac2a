import ArgumentParser
import Foundation
import TrellisCodegen
import TrellisCore
import TrellisPipeline

extension TrellisCommand {
    struct Compile: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Generate the Swift section providers of a layout file.",
            discussion: """
                Writes OUT.swift (default: the input with .layout.yaml replaced by .swift) only when \
                its content changes, through a temporary file renamed over it. A file with \
                error-severity diagnostics (lint included) is refused with exit status 2 and \
                nothing is written; warnings are printed.

                The generated code imports UIKit (or AppKit) where it exists and TrellisUIKit, \
                Trellis's Linux stand-in, otherwise.
                """)

        @Argument(help: ArgumentHelp("The layout file; - reads standard input.", valueName: "FILE"))
        var file: String

        @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "OUT.swift"))
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

        func validate() throws {
            if file == "-" && output == nil && !dryRun {
                throw ValidationError("give -o OUT.swift or --dry-run when reading standard input")
            }
            if let output, let refusal = OutputFile.refusal(output: output, input: file) {
                Terminal.standardError("error: \(refusal)\n")
                throw ExitCode(2)
            }
        }

        func run() throws {
            let configuration = try LayoutInput.configuration(for: file, explicit: config, noColor: noColor)
            let input = try LayoutInput.read(file)
            var options = CodeGenerator.Options()
            options.platform = platform
            options.access = access
            let outcome = CompileRun.run(
                bytes: input.bytes, path: input.name, options: options, configuration: configuration)
            let shown = quiet ? outcome.diagnostics.filter { $0.severity == .error } : outcome.diagnostics
            LayoutInput.report(shown, sources: [outcome.source], noColor: noColor)
            guard let swift = outcome.swift else { throw ExitCode(2) }
            if dryRun {
                Terminal.standardOutput(swift)
                return
            }
            let path = output ?? CompileRun.defaultOutputPath(for: file)
            do {
                _ = try OutputFile.writeIfChanged(swift, to: path)
            } catch {
                Terminal.standardError("error: cannot write '\(path)': \(error.localizedDescription)\n")
                throw ExitCode(1)
            }
        }
    }
}
