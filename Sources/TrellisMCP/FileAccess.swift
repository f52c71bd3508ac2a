import TrellisPipeline

/// Which files `trellis mcp` may read: those under the client's roots or the working directory, after `..` and
/// symbolic links are resolved. An agent passes paths it was given by whoever talks to it; `~/.ssh/id_ed25519` or
/// a project's `.env` must not come back inside a diagnostic, named by a path or by a layout's `include:`.
package struct FileAccess: Sendable {
    package let workingDirectory: String
    /// The client's roots, as folders (empty until the client answers `roots/list`, or if it offers none).
    package var roots: [String] = []

    package init(workingDirectory: String) {
        self.workingDirectory = Self.resolved(workingDirectory)
    }

    /// The folders a path may lie under. The file system's root is never one: a server started in `/` (as some
    /// agents start them) would otherwise read everything.
    package var folders: [String] { ([workingDirectory] + roots.map(Self.resolved)).filter { $0 != "/" } }

    /// `path` (relative to the working directory) resolved, if it lies under one of the folders.
    package func permitted(_ path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let resolved = Self.resolved(absolute)
        return folders.contains { folder in resolved == folder || resolved.hasPrefix(folder + "/") } ? resolved : nil
    }

    /// The real path of `path` when it exists, else where it would be: as `include:` judges the files it reads,
    /// so a path and an include are confined alike.
    static func resolved(_ path: String) -> String {
        IncludeScope.physical(path)
    }

    /// The path of a `file:` URI (`file:///a%20b` -> `/a b`); nil for other schemes or a host other than localhost.
    package static func path(ofFileURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        var bytes: [UInt8] = []
        var utf8 = rest.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        let path = String(decoding: bytes, as: UTF8.self)
        return path.utf8.contains(0) ? nil : path
    }
}
