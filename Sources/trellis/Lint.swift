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
                sorted order) or - for standard input. With no PATH, the paths the configuration's \
                `included` lists (relative to its folder) are checked, else the current folder.

                The human reporter writes to standard error, in colour when standard error is a \
                terminal and NO_COLOR is unset; the xcode and json reporters write to standard output.
                JSON columns count Unicode scalars, as libyaml does.

                Each file is checked with the nearest .trellis.yml in its folder or above (or --config): \
                disabled_rules, opt_in_rules, severity, deploymentTarget, targets, included, excluded. Comments \
                suppress rules: # trellis:disable:this ID, # trellis:disable:next ID, \
                # trellis:disable ID ... # trellis:enable ID. `trellis rules` lists every rule.

                Exit status: 0 when no error-severity diagnostic remains (warnings do not fail \
                unless --strict); 2 when one does; 64 for a usage error; 1 when a path cannot be read, \
                when the paths hold no layout file to check, or when --fix or --write-baseline cannot write a \
                file (a symbolic link out of the project, a file with other hard links, a linted file).
                """
        )

        @Argument(
            help: ArgumentHelp(
                "Layout files or folders to check; - reads standard input. None: the .trellis.yml's `included` "
                    + "paths, else the current folder.",
                valueName: "PATH"))
        var paths: [String] = []

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

        @Flag(help: "Apply every fix-it, keeping only those after which the file still reads; then lint again.")
        var fix = false

        @Flag(help: "With --fix: print the changes as a unified diff instead of writing them.")
        var dryRun = false

        @Option(
            help: ArgumentHelp(
                "Report only this rule (repeatable); structural errors are always reported.", valueName: "ID"))
        var onlyRule: [String] = []

        @Option(help: ArgumentHelp("Report only findings this baseline file does not hold.", valueName: "FILE"))
        var baseline: String?

        @Option(help: ArgumentHelp("Write every finding to a baseline file, for --baseline.", valueName: "FILE"))
        var writeBaseline: String?

        func validate() throws {
            guard !(strict && lenient) else { throw ValidationError("--strict and --lenient cannot be combined") }
            if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
            if fix && !dryRun && paths.contains("-") {
                throw ValidationError("--fix cannot write standard input; use --fix --dry-run")
            }
            for id in onlyRule where RuleRegistry.description(of: RuleID(rawValue: id)) == nil {
                throw ValidationError(RuleRegistry.unknownRule(id))
            }
            guard paths.filter({ $0 == "-" }).count <= 1 else {
                throw ValidationError("standard input (-) can be read only once")
            }
        }

        func run() throws {
            var inputs: [LintRun.Input] = []
            for path in try paths.isEmpty ? defaultPaths() : paths {
                if path == "-" {
                    let bytes = LayoutFileDiscovery.readStandardInput(limit: LayoutFileDiscovery.maximumBytes)
                    inputs.append(.standardInput(bytes: bytes, name: stdinFilename))
                } else {
                    inputs.append(.path(path))
                }
            }
            var options = LintRun.Options()
            options.strict = strict
            options.lenient = lenient
            options.configurationPath = config
            options.onlyRules = Set(onlyRule.map(RuleID.init(rawValue:)))
            if let baseline {
                do {
                    options.baseline = try LintBaseline.read(baseline)
                } catch let failure as LintRun.ReadFailure {
                    Terminal.standardError("error: \(failure.description)\n")
                    throw ExitCode(1)
                } catch {
                    Terminal.standardError(
                        "error: cannot read the baseline '\(baseline)': \(error.localizedDescription)\n")
                    throw ExitCode(1)
                }
            }
            var run = try lint(inputs, options: options)
            if let writeBaseline {
                try refuseBaselineOverLintedFile(writeBaseline, run: run)
                let encoded = try LintBaseline(run: run).encoded()
                guard write(encoded, to: writeBaseline) else { throw ExitCode(1) }
            }
            var unwritten = false
            if fix {
                let changes = LintFix.changes(for: run, options: options)
                if dryRun {
                    Terminal.standardOutput(changes.map(LintFix.unifiedDiff).joined())
                    // What remains once the diff is applied, as --fix reports after writing.
                    do {
                        run = try LintFix.remaining(after: changes, in: run, options: options)
                    } catch {
                        Terminal.standardError("error: \(error.description)\n")
                        throw ExitCode(1)
                    }
                } else {
                    unwritten = !applyFixes(changes)
                    // Report what remains.
                    run = try lint(inputs, options: options)
                }
            }
            let diagnostics = quiet ? run.diagnostics.filter { $0.severity == .error } : run.diagnostics
            let toStandardError = reporter.writesToStandardError || (fix && dryRun)
            let colored = toStandardError && !noColor && Terminal.colorsStandardError
            let chosen = Reporters.make(reporter, colored: colored, summarizes: !quiet, rules: RuleCatalog.summaries)
            let report = chosen.report(diagnostics, sources: run.sources, fileCount: run.fileCount)
            if toStandardError { Terminal.standardError(report) } else { Terminal.standardOutput(report) }
            if unwritten { throw ExitCode(1) }
            if run.hasErrors { throw ExitCode(2) }
        }

        /// With no path, as SwiftLint: the configuration's `included` paths (relative to its folder), else the
        /// current folder; `excluded` applies to the walk either way.
        private func defaultPaths() throws -> [String] {
            let loaded: ConfigurationFinder.Loaded
            do {
                loaded = try ConfigurationFinder(explicitPath: config).configuration(forFile: nil)
            } catch {
                Terminal.standardError("error: \(error.description)\n")
                throw ExitCode(1)
            }
            let included = loaded.configuration.included
            guard !included.isEmpty else { return ["."] }
            return included.map(loaded.configuration.path)
        }

        private func lint(_ inputs: [LintRun.Input], options: LintRun.Options) throws -> LintRun {
            do {
                return try LintRun.run(inputs, options: options)
            } catch {
                Terminal.standardError("error: \(error.description)\n")
                throw ExitCode(1)
            }
        }

        /// Writes every fixed file that can be written, and says how many: one refused (a link out of the project, a
        /// file with other hard links) stops neither the others nor the report. False when one was not written.
        private func applyFixes(_ changes: [LintFix.Change]) -> Bool {
            let written = changes.filter { write($0.fixed, to: $0.path) }
            let applied = written.map(\.applied).reduce(0, +)
            let problems = "\(applied) problem\(applied == 1 ? "" : "s")"
            let files = "\(written.count) file\(written.count == 1 ? "" : "s")"
            Terminal.standardError("fixed \(problems) in \(files)\n")
            return written.count == changes.count
        }

        /// Writes a file, or says why it cannot be written: false then.
        private func write(_ text: String, to path: String) -> Bool {
            do {
                _ = try OutputFile.writeIfChanged(text, to: path)
                return true
            } catch {
                Terminal.standardError(
                    "error: cannot write '\(TerminalText.escaped(path))': \(error.localizedDescription)\n")
                return false
            }
        }

        /// `--write-baseline` naming a file this run read (a layout, a file it includes, a configuration), by any
        /// name that reaches it (a hard or symbolic link), or any layout file: status 1, before anything is written.
        /// A baseline of the findings would replace what they were found in.
        private func refuseBaselineOverLintedFile(_ path: String, run: LintRun) throws {
            let over: String
            if let read = OutputFile.InputFiles(Array(run.sources.keys)).input(sameAs: path) {
                over = "'\(TerminalText.escaped(read))', which this run reads"
            } else if path.hasSuffix(".layout.yaml") || path.hasSuffix(".layout.yml") {
                over = "the layout file '\(TerminalText.escaped(path))'"
            } else {
                return
            }
            Terminal.standardError("error: refusing to write the baseline over \(over); name a .json file of its own\n")
            throw ExitCode(1)
        }
    }
}
