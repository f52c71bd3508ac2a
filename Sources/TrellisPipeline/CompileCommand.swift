import Foundation
import TrellisCodegen
import TrellisCore
import TrellisRules

/// `trellis compile` over files and folders, shared by the `trellis` command line and by `trellis-compile`, the small
/// tool the build plugins run: it links the pipeline and the code generator, and no argument parser, server,
/// language server or importer, so an app's first build compiles a fraction of Trellis.
package struct CompileCommand: Sendable {
    /// Layout files and folders (every `*.layout.yaml` below, as lint finds them); `-` reads standard input.
    package var inputs: [String]
    /// The Swift file to write, for one input; a folder for several (created if missing); `-` standard output.
    /// nil: each layout's `Name.swift` beside it.
    package var output: String?
    package var options = CodeGenerator.Options()
    /// Print the Swift instead of writing it.
    package var dryRun = false
    /// `--config`, instead of each file's nearest `.trellis.yml`.
    package var configurationPath: String?
    /// Report errors only.
    package var quiet = false
    /// Colour the diagnostics (standard error is a terminal, and colour was not refused).
    package var colored = false
    /// `output` is a folder even for one input (a configured job's output).
    package var outputIsFolder = false

    package init(inputs: [String]) {
        self.inputs = inputs
    }

    /// What was wrong with the command itself (status 64), before anything is read.
    package var usageError: String? {
        if inputs.filter({ $0 == "-" }).count > 1 { return "standard input (-) can be read only once" }
        if inputs.contains("-") && output == nil && !dryRun {
            return "give -o OUT.swift or --dry-run when reading standard input"
        }
        return nil
    }

    /// Compiles every input; the exit status: 0, 2 when a file has error-severity diagnostics or its output would
    /// overwrite an input (nothing is written for it), 1 when a path cannot be read or a file cannot be written
    /// (which wins over 2).
    package func run() -> Int32 {
        if inputs.isEmpty { return runConfiguredJobs() }
        let files: [String]
        switch expandedInputs() {
        case let .failure(failure):
            Self.standardError("error: \(failure.description)\n")
            return 1
        case let .success(found): files = found
        }
        let finder: ConfigurationFinder
        do {
            finder = try ConfigurationFinder(explicitPath: configurationPath)
        } catch {
            Self.standardError("error: \(error.description)\n")
            return 1
        }
        var failed = false, refused = false
        var reportedConfigurations = Set<String>()
        let inputFiles = OutputFile.InputFiles(files)
        for file in files {
            switch compile(
                file, many: files.count > 1, inputs: inputFiles, finder: finder, reported: &reportedConfigurations)
            {
            case 1: failed = true
            case 2: refused = true
            default: break
            }
        }
        return failed ? 1 : refused ? 2 : 0
    }

    /// With no input, as SwiftGen: the jobs the nearest `.trellis.yml` (or `--config`) lists under `compile`, each
    /// compiled into its output folder.
    private func runConfiguredJobs() -> Int32 {
        let loaded: ConfigurationFinder.Loaded
        do {
            loaded = try ConfigurationFinder(explicitPath: configurationPath).configuration(forFile: nil)
        } catch {
            Self.standardError("error: \(error.description)\n")
            return 1
        }
        if let source = loaded.source { report(loaded.configuration.diagnostics, sources: [source]) }
        if loaded.configuration.diagnostics.hasErrors { return 2 }
        let jobs = loaded.configuration.compile
        guard !jobs.isEmpty else {
            Self.standardError(
                "error: give layout files or folders, or list them under `compile:` in .trellis.yml "
                    + "(`compile: [{inputs: [Layouts], output: Generated}]`)\n")
            return 64
        }
        let resolved = loaded.configuration.path
        var statuses: [Int32] = []
        for job in jobs {
            var command = self
            command.inputs = job.inputs.map(resolved)
            command.output = job.output.map(resolved)
            command.outputIsFolder = job.output != nil
            statuses.append(command.run())
        }
        return statuses.contains(1) ? 1 : statuses.max() ?? 0
    }

    /// The layout files the inputs name, folders expanded in sorted order.
    private func expandedInputs() -> Result<[String], LintRun.ReadFailure> {
        var files: [String] = []
        for input in inputs {
            if input == "-" {
                files.append(input)
                continue
            }
            do throws(LintRun.ReadFailure) {
                files += try LayoutFileDiscovery.files(at: input)
            } catch {
                return .failure(error)
            }
        }
        return .success(files)
    }

    /// One file of the run's `inputs`: its status.
    private func compile(
        _ file: String, many: Bool, inputs: OutputFile.InputFiles, finder: ConfigurationFinder,
        reported: inout Set<String>
    ) -> Int32 {
        let loaded: ConfigurationFinder.Loaded
        do {
            loaded = try finder.configuration(forFile: file == "-" ? nil : file)
        } catch {
            Self.standardError("error: \(error.description)\n")
            return 1
        }
        if let source = loaded.source, reported.insert(source.path).inserted {
            report(loaded.configuration.diagnostics, sources: [source])
        }
        if loaded.configuration.diagnostics.hasErrors { return 2 }
        let bytes: [UInt8], name: String
        if file == "-" {
            (bytes, name) = (LayoutFileDiscovery.readStandardInput(limit: LayoutFileDiscovery.maximumBytes), "<stdin>")
        } else {
            do throws(LintRun.ReadFailure) {
                (bytes, name) = (try LayoutFileDiscovery.read(file, limit: LayoutFileDiscovery.maximumBytes), file)
            } catch {
                Self.standardError("error: \(error.description)\n")
                return 1
            }
        }
        let outcome = CompileRun.run(bytes: bytes, path: name, options: options, configuration: loaded.configuration)
        report(
            quiet ? outcome.diagnostics.filter { $0.severity == .error } : outcome.diagnostics,
            sources: [outcome.source])
        guard let swift = outcome.swift else { return 2 }
        if dryRun { return OutputFile.writeStandardOutput(Array(swift.utf8)) ?? 0 }
        let target = outputPath(for: file, many: many)
        // Any input, not only this file's: with several, one's output must not replace another before it is read.
        if let refusal = OutputFile.refusal(output: target, inputs: inputs) {
            Self.standardError("error: \(refusal)\n")
            return 2
        }
        do {
            _ = try OutputFile.writeIfChanged(swift, to: target)
        } catch let failure as OutputFile.WriteFailure where failure.isBrokenPipe {
            return 0
        } catch {
            let shown = TerminalText.escaped(target)
            Self.standardError("error: cannot write '\(shown)': \(error.localizedDescription)\n")
            return 1
        }
        return 0
    }

    /// Where a file's Swift goes: `-o` itself for one file, `Name.swift` inside the `-o` folder for several (or when
    /// `-o` is an existing folder), else beside the layout.
    private func outputPath(for file: String, many: Bool) -> String {
        guard let output else { return CompileRun.defaultOutputPath(for: file) }
        if OutputFile.descriptor(named: output) != nil { return output }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        guard many || outputIsFolder || (exists && isFolder.boolValue) else { return output }
        // A missing folder is made by the write, once it is known to stay in the project (OutputFile.confine).
        let name = URL(fileURLWithPath: CompileRun.defaultOutputPath(for: file)).lastPathComponent
        return (output as NSString).appendingPathComponent(name)
    }

    private func report(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        guard !diagnostics.isEmpty else { return }
        let reporter = Reporters.make(.human, colored: colored, summarizes: false)
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        Self.standardError(reporter.report(diagnostics, sources: byPath, fileCount: 1))
    }

    private static func standardError(_ text: String) {
        _ = OutputFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
