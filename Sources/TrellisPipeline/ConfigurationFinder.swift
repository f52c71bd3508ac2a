import Foundation
import TrellisCore
import TrellisRules
import TrellisSyntax

/// Finds the `.trellis.yml` that governs a layout file: the one given with `--config`, else the
/// nearest one in the file's folder or above it, else the built-in defaults. Each configuration
/// file is read once per run.
package final class ConfigurationFinder: @unchecked Sendable {
    /// A configuration file and what reading it found, for reports.
    package struct Loaded: Sendable {
        package var configuration: LintConfiguration
        package var source: SourceFile?
    }

    private let explicit: Loaded?
    private var byFolder: [String: Loaded] = [:]
    private var byWrittenFolder: [String: Loaded] = [:]
    private let lock = NSLock()

    /// `explicitPath` is `--config`; a file that cannot be read is a `ReadFailure`.
    package init(explicitPath: String? = nil) throws(LintRun.ReadFailure) {
        explicit = try explicitPath.map { path throws(LintRun.ReadFailure) in
            guard FileManager.default.fileExists(atPath: path) else {
                throw LintRun.ReadFailure(path: path, reason: "no such configuration file")
            }
            return try Self.load(path)
        }
    }

    /// Every configuration file read so far.
    package var loaded: [Loaded] {
        lock.withLock {
            (explicit.map { [$0] } ?? [])
                + byFolder.values.filter { $0.source != nil }.sorted { $0.source!.path < $1.source!.path }
        }
    }

    /// The configuration for a layout file (for standard input: the current folder's). A
    /// `.trellis.yml` that exists but cannot be read is a `ReadFailure`, never skipped: skipping
    /// it would lint with other rules than the project chose.
    package func configuration(forFile path: String?) throws(LintRun.ReadFailure) -> Loaded {
        if let explicit { return explicit }
        // The folder as written first: the files of one folder share it, and standardizing a URL per file cost a
        // tenth of linting a thousand small files.
        let written =
            path.map { path in
                path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
            } ?? ""
        lock.lock()
        defer { lock.unlock() }
        if let known = byWrittenFolder[written] { return known }
        let start = written.isEmpty ? FileManager.default.currentDirectoryPath : written
        let found = try find(from: URL(fileURLWithPath: start).standardizedFileURL.path)
        byWrittenFolder[written] = found
        return found
    }

    private func find(from folder: String) throws(LintRun.ReadFailure) -> Loaded {
        if let known = byFolder[folder] { return known }
        let candidate = (folder as NSString).appendingPathComponent(LintConfiguration.fileName)
        let found: Loaded
        if FileManager.default.fileExists(atPath: candidate) {
            found = try Self.load(candidate)
        } else {
            let parent = (folder as NSString).deletingLastPathComponent
            found =
                parent == folder || parent.isEmpty
                ? Loaded(configuration: LintConfiguration(), source: nil) : try find(from: parent)
        }
        byFolder[folder] = found
        return found
    }

    private static func load(_ path: String) throws(LintRun.ReadFailure) -> Loaded {
        let bytes = try LayoutFileDiscovery.read(path, limit: InputLimits.default.maximumBytes)
        let loaded = YAMLLoader().load(bytes: bytes, path: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        var configuration = loaded.document.map { LintConfiguration.read($0, directory: folder) } ?? LintConfiguration()
        configuration.directory = folder
        configuration.diagnostics = (loaded.diagnostics + configuration.diagnostics).sortedForReporting()
        return Loaded(configuration: configuration, source: loaded.source)
    }
}

extension LintConfiguration {
    /// Whether a file found by a folder walk lies under one of the `excluded` paths.
    package func excludes(_ path: String) -> Bool {
        guard let directory, !excluded.isEmpty else { return false }
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        return excluded.contains { entry in
            let excludedPath = URL(
                fileURLWithPath: entry, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)
            ).standardizedFileURL.path
            return file == excludedPath
                || file.hasPrefix(excludedPath.hasSuffix("/") ? excludedPath : excludedPath + "/")
        }
    }
}
