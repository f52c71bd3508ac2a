import Dispatch
import Foundation
import TrellisCore
import TrellisSyntax

/// `trellis lint`: finds the layout files named by the user, checks them in parallel and
/// collects one sorted report.
public struct LintRun: Sendable {
    /// A path that could not be read: exit status 1, not a diagnostic.
    public struct ReadFailure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public struct Options: Sendable {
        /// Warnings count as errors.
        public var strict = false
        public var limits = InputLimits.default
        public init() {}
    }

    public var files: [Pipeline.CheckedFile]
    public var diagnostics: [Diagnostic]

    public var fileCount: Int { files.count }
    public var sources: [String: SourceFile] {
        Dictionary(files.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    }
    public var hasErrors: Bool { diagnostics.hasErrors }

    /// An input: a file path, or standard input's bytes under a display name.
    public enum Input: Sendable {
        case path(String)
        case standardInput(bytes: [UInt8], name: String)
    }

    public static func run(_ inputs: [Input], options: Options = Options()) throws(ReadFailure) -> LintRun {
        var found: [(name: String, bytes: [UInt8]?)] = []
        for input in inputs {
            switch input {
            case let .standardInput(bytes, name): found.append((name, bytes))
            case let .path(path): found += try LayoutFileDiscovery.files(at: path).map { ($0, nil) }
            }
        }
        let jobs = found
        let results = ResultSlots<Pipeline.CheckedFile>(count: jobs.count)
        let failures = ResultSlots<ReadFailure>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            let bytes: [UInt8]
            if let given = job.bytes {
                bytes = given
            } else {
                switch LayoutFileDiscovery.read(job.name, limit: options.limits.maximumBytes) {
                case let .success(read): bytes = read
                case let .failure(failure): failures[index] = failure; return
                }
            }
            results[index] = Pipeline.check(bytes: bytes, path: job.name, limits: options.limits)
        }
        if let failure = failures.values.compactMap({ $0 }).first { throw failure }
        var files = results.values.compactMap { $0 }
        if options.strict {
            for index in files.indices {
                files[index].diagnostics = files[index].diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    if diagnostic.severity == .warning { diagnostic.severity = .error }
                    return diagnostic
                }
            }
        }
        return LintRun(files: files, diagnostics: files.flatMap(\.diagnostics))
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
