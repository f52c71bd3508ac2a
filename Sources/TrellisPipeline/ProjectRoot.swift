import Foundation

/// The project a path belongs to, which a symbolic link may not lead a write out of: a repository can commit a link
/// (`Feed.swift -> ../../victim`) where a command writes by default, and following it would write anywhere the user
/// can.
///
/// The root is the folder holding the nearest `.trellis.yml` above the path, else the nearest folder above it with a
/// `.git` entry, else the current folder when the path lies in it, else the path's own folder (no project holds the
/// path: its links may not lead out of its folder).
package enum ProjectRoot {
    /// The root of the project `path` lies in, as a path above it (absolute, `.` and `..` taken as written).
    ///
    /// The folders above are searched from the top down, and a symbolic link met below a folder with a marker ends
    /// the search: a link inside a project must not bring in the marker of wherever it points, or a committed
    /// `Generated -> ~/OtherApp` would make that app the project, and a write through it allowed.
    package static func of(_ path: String) -> String {
        let folders = ancestors(of: absolute(path))
        var configured: String?, repository: String?
        for folder in folders {
            if configured != nil || repository != nil, isLink(folder) { break }
            let inside = folder == "/" ? "/" : folder + "/"
            if exists(inside + ".trellis.yml") { configured = folder }
            if exists(inside + ".git") { repository = folder }
        }
        if let marked = configured ?? repository { return marked }
        // Compared where they lie on disk: the current folder is reported resolved, a path may be written through
        // a link above it (`/tmp` is `/private/tmp` on macOS).
        let current = physical(FileManager.default.currentDirectoryPath)
        return folders.first(where: { physical($0) == current }) ?? folders.last ?? "/"
    }

    /// Where `path` lies on disk: the longest part of it that exists with every symbolic link resolved
    /// (`realpath`), then the rest as written, so that a file not yet made is placed where it would be. A link that
    /// names nothing yet (`Generated -> /elsewhere/new`) leads where it names, where a write would make the file.
    package static func physical(_ path: String) -> String {
        var parts = absolute(path, lexical: false).split(separator: "/", omittingEmptySubsequences: true)
        var rest: [Substring] = []
        var skipped = 0, hops = 0
        while true {
            let prefix = "/" + parts.joined(separator: "/")
            if let resolved = realpath(prefix, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                guard !rest.isEmpty else { return base }
                return (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
            }
            if hops < 40, let target = destination(ofLink: prefix) {
                hops += 1
                parts = absolute(target, lexical: false).split(separator: "/", omittingEmptySubsequences: true)
                continue
            }
            guard let last = parts.popLast() else { return "/" + rest.joined(separator: "/") }
            // What does not exist holds no link: `.` and `..` there are taken as written.
            if last == ".." {
                skipped += 1
            } else if last != "." {
                if skipped > 0 { skipped -= 1 } else { rest.insert(last, at: 0) }
            }
        }
    }

    /// Where the symbolic link at `path` points, as a path (a relative link is read from the link's own folder);
    /// nil when `path` is no link.
    package static func destination(ofLink path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        return (folder.isEmpty ? "/" : folder + "/") + target
    }

    /// Whether `inner` is `outer` or lies below it, both as `physical` gives them.
    package static func lies(_ inner: String, within outer: String) -> Bool {
        outer == "/" || inner == outer || inner.hasPrefix(outer + "/")
    }

    /// `path` made absolute against the current folder; with `lexical`, `.` and `..` taken as written.
    static func absolute(_ path: String, lexical: Bool = true) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        guard lexical else { return full }
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folders above `path`, from `/` down to its own folder.
    static func ancestors(of path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        var folders = ["/"], current = ""
        for part in parts {
            current += "/" + part
            folders.append(current)
        }
        return folders
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
