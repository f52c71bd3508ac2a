import Dispatch
import Foundation
import TrellisCore
import TrellisRules
import TrellisSyntax

/// `trellis lint`: finds the layout files named by the user, checks them in parallel and
/// collects one sorted report.
public struct LintRun: Sendable {
    /// A path that could not be read: not a diagnostic, and worded the same by every command ("cannot read 'PATH':
    /// REASON"), which exits with status 1 (`diff` with 2, its status for trouble, as diff(1) does).
    public struct ReadFailure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public private(set) var description: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
            description = "cannot read '\(TerminalText.escaped(path))': \(reason)"
        }

        /// Paths that name no layout file between them (folders without a `*.layout.yaml`, or with every one
        /// excluded): nothing was checked, which a run must not report as "no problems" (SwiftLint fails too).
        package static func noLayoutFiles(in paths: [String]) -> ReadFailure {
            let named = paths.joined(separator: ", ")
            var failure = ReadFailure(path: named, reason: "no layout files")
            failure.description = "no layout files in \(TerminalText.escaped(named))"
            return failure
        }
    }

    /// How `trellis lint` runs.
    public struct Options: Sendable {
        /// Warnings count as errors.
        public var strict = false
        /// Rule errors count as warnings (structural errors stay errors: the file cannot be read).
        public var lenient = false
        /// `--config`: one configuration for every file instead of the nearest `.trellis.yml`.
        public var configurationPath: String?
        package var limits = InputLimits.default
        /// `--only-rule`: report only these rules (structural errors are always reported); empty for all.
        package var onlyRules: Set<RuleID> = []
        /// `--baseline`: findings it holds are not reported.
        package var baseline: LintBaseline?
        /// Warnings stay warnings, and each file uses its nearest `.trellis.yml`.
        public init() {}

        /// Whether a diagnostic survives `--only-rule`.
        package func selects(_ diagnostic: Diagnostic) -> Bool {
            onlyRules.isEmpty || onlyRules.contains(diagnostic.rule)
                || (RuleRegistry.description(of: diagnostic.rule)?.isStructural ?? true)
        }
    }

    /// What a run keeps of each file: what it reports, not the model or the syntax tree, so memory does not
    /// grow with them across a large folder.
    public struct LintedFile: Sendable {
        public var source: SourceFile
        public var diagnostics: [Diagnostic]
        /// The layout's name and where it is written, for the check of names across files.
        package var layoutName: (name: String, range: SourceRange)?
        /// The texts of the files it includes, for excerpts of their diagnostics.
        package var includedSources: [SourceFile] = []

        package init(_ checked: Pipeline.CheckedFile) {
            source = checked.source
            includedSources = checked.includedSources
            diagnostics = checked.diagnostics
            layoutName = (checked.sourceMap ?? checked.partial).map { ($0.document.name, $0.root.valueRange("layout")) }
        }
    }

    public var files: [LintedFile]
    public var diagnostics: [Diagnostic]
    /// The configuration files read, for excerpts of their diagnostics.
    package var configurationSources: [SourceFile] = []
    /// The configuration each file was linted with, by path (for `--fix`, which lints again).
    package var configurations: [String: LintConfiguration] = [:]

    package var fileCount: Int { files.count }
    package var sources: [String: SourceFile] {
        Dictionary(
            (files.flatMap { [$0.source] + $0.includedSources } + configurationSources).map { ($0.path, $0) },
            uniquingKeysWith: { first, _ in first })
    }
    public var hasErrors: Bool { diagnostics.hasErrors }

    /// An input: a file path, or standard input's bytes under a display name.
    public enum Input: Sendable {
        case path(String)
        case standardInput(bytes: [UInt8], name: String)
    }

    /// Lints every input in parallel, each with its configuration.
    ///
    /// - Parameters:
    ///   - inputs: files, folders and standard input.
    ///   - options: strictness, configuration and limits.
    /// - Returns: every diagnostic, sorted, with the sources they point into.
    /// - Throws: a ``ReadFailure`` when a path or a configuration file cannot be read.
    /// The name standard input is reported under unless `--stdin-filename` gives one.
    package static let standardInputName = "<stdin>"

    public static func run(_ inputs: [Input], options: Options = Options()) throws(ReadFailure) -> LintRun {
        let finder = try ConfigurationFinder(explicitPath: options.configurationPath)
        var found: [(name: String, bytes: [UInt8]?, configuration: LintConfiguration)] = []
        for input in inputs {
            switch input {
            case let .standardInput(bytes, name):
                // `--stdin-filename` names where the text lives, so its folder's `.trellis.yml` applies.
                let configurationFile = name == Self.standardInputName ? nil : name
                found.append((name, bytes, try finder.configuration(forFile: configurationFile).configuration))
            case let .path(path):
                let walked = try LayoutFileDiscovery.files(at: path)
                let isFolder = walked != [path]
                for file in walked {
                    let configuration = try finder.configuration(forFile: file).configuration
                    // `excluded` applies to folder walks; a file named on the command line is linted.
                    if isFolder && configuration.excludes(file) { continue }
                    found.append((file, nil, configuration))
                }
            }
        }
        if found.isEmpty {
            throw .noLayoutFiles(in: inputs.compactMap { if case let .path(path) = $0 { path } else { nil } })
        }
        let jobs = found
        let results = ResultSlots<LintedFile>(count: jobs.count)
        let failures = ResultSlots<ReadFailure>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            let bytes: [UInt8]
            if let given = job.bytes {
                bytes = given
            } else {
                do throws(ReadFailure) {
                    bytes = try LayoutFileDiscovery.read(job.name, limit: options.limits.maximumBytes)
                } catch {
                    failures[index] = error
                    return
                }
            }
            results[index] = LintedFile(
                Pipeline.check(bytes: bytes, path: job.name, limits: options.limits, configuration: job.configuration))
        }
        if let failure = failures.values.compactMap({ $0 }).first { throw failure }
        var files = results.values.compactMap { $0 }
        DuplicateLayoutNameCheck.report(in: &files)
        let configurations = finder.loaded
        var configurationDiagnostics = configurations.flatMap(\.configuration.diagnostics)
        let sources =
            options.baseline == nil
            ? [:] : Dictionary(files.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        for index in files.indices {
            var diagnostics = files[index].diagnostics.filter(options.selects).map { options.adjusted($0) }
            if let baseline = options.baseline { diagnostics = baseline.filter(diagnostics, sources: sources) }
            files[index].diagnostics = diagnostics
        }
        configurationDiagnostics = configurationDiagnostics.map { options.adjusted($0) }
        return LintRun(
            files: files, diagnostics: (configurationDiagnostics + files.flatMap(\.diagnostics)).sortedForReporting(),
            configurationSources: configurations.compactMap(\.source),
            configurations: Dictionary(
                jobs.map { ($0.name, $0.configuration) }, uniquingKeysWith: { first, _ in first }))
    }
}

extension LintRun.Options {
    /// `--strict` raises warnings to errors; `--lenient` lowers rule errors to warnings.
    func adjusted(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        if strict && diagnostic.severity == .warning { diagnostic.severity = .error }
        if lenient && diagnostic.severity == .error
            && !(RuleRegistry.description(of: diagnostic.rule)?.isStructural ?? true)
        {
            diagnostic.severity = .warning
        }
        return diagnostic
    }
}

/// Fixed slots written from concurrent workers, one slot per worker index.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { slots } }
}
