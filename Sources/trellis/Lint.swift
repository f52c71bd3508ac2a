import ArgumentParser
import Foundation
import TrellisCore
import TrellisPipeline
import TrellisRules

extension TrellisCommand {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check layout files and report every problem.",
            discussion: """
                PATH is a layout file, a folder (every *.layout.yaml below it, recursively, in \
                sorted order) or - for standard input.

                The human reporter writes to standard error, in colour when standard error is a \
                terminal and NO_COLOR is unset; the xcode and json reporters write to standard output.
                JSON columns count Unicode scalars, as libyaml does.

                Each file is checked with the nearest .trellis.yml in its folder or above (or --config): \
                disabled_rules, opt_in_rules, severity, deploymentTarget, targets, excluded. Comments \
                suppress rules: # trellis:disable:this ID, # trellis:disable:next ID, \
                # trellis:disable ID ... # trellis:enable ID. `trellis rules` lists every rule.

                Exit status: 0 when no error-severity diagnostic remains (warnings do not fail \
                unless --strict); 2 when one does; 64 for a usage error; 1 when a path cannot be read.
                """
        )

        @Argument(help: ArgumentHelp("Layout files or folders to check; - reads standard input.", valueName: "PATH"))
        var paths: [String]

        @Option(help: "How to print diagnostics.")
        var reporter: Reporters.Name = .human

        @Option(help: ArgumentHelp("The file name standard input is reported under.", valueName: "name"))
        var stdinFilename = "<stdin>"

        @Option(
            help: ArgumentHelp(
                "The configuration file for every input, instead of the nearest .trellis.yml.", valueName: "file"))
        var config: String?

        @Flag(help: "Treat warnings as errors: they are reported as errors and fail the run.")
        var strict = false

        @Flag(help: "Report rule errors as warnings, so only structural errors fail the run.")
        var lenient = false

        @Flag(help: "Report errors only, without warnings, notes or the closing summary.")
        var quiet = false

        @Flag(help: "Never colour the output (also when NO_COLOR is set).")
        var noColor = false

        func validate() throws {
            guard !(strict && lenient) else { throw ValidationError("--strict and --lenient cannot be combined") }
            guard paths.filter({ $0 == "-" }).count <= 1 else {
                throw ValidationError("standard input (-) can be read only once")
            }
        }

        func run() throws {
            var inputs: [LintRun.Input] = []
            for path in paths {
                if path == "-" {
                    let data = FileHandle.standardInput.readDataToEndOfFile()
                    inputs.append(.standardInput(bytes: [UInt8](data), name: stdinFilename))
                } else {
                    inputs.append(.path(path))
                }
            }
            var options = LintRun.Options()
            options.strict = strict
            options.lenient = lenient
            options.configurationPath = config
            let run: LintRun
            do {
                run = try LintRun.run(inputs, options: options)
            } catch {
                Terminal.standardError("error: \(error.description)\n")
                throw ExitCode(1)
            }
            let diagnostics = quiet ? run.diagnostics.filter { $0.severity == .error } : run.diagnostics
            let toStandardError = reporter.writesToStandardError
            let colored = toStandardError && !noColor && Terminal.colorsStandardError
            let chosen = Reporters.make(reporter, colored: colored, summarizes: !quiet, rules: RuleCatalog.summaries)
            let report = chosen.report(diagnostics, sources: run.sources, fileCount: run.fileCount)
            if toStandardError { Terminal.standardError(report) } else { Terminal.standardOutput(report) }
            if run.hasErrors { throw ExitCode(2) }
        }
    }
}
