import Foundation
import TrellisSyntax

/// Which files `lint` checks: a file as given, or every `*.layout.yaml` below a folder,
/// recursively, in a stable (sorted) order.
package enum LayoutFileDiscovery {
    package static let fileSuffix = ".layout.yaml"
    /// The most bytes a layout file may have (Grammar/Reference.md §11).
    package static let maximumBytes = InputLimits.default.maximumBytes

    /// The layout files at `path`: the file itself, or every `*.layout.yaml` below a folder in sorted order.
    package static func files(at path: String) throws(LintRun.ReadFailure) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LintRun.ReadFailure(path: path, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        var found: [String] = []
        guard walk(path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path, into: &found) else {
            throw LintRun.ReadFailure(path: path, reason: "the folder cannot be read")
        }
        return found.sorted()
    }

    /// Adds the layout files below `folder` to `found`, skipping hidden entries and not following links to folders
    /// (a link cycle would never end). Reads the folder with `readdir`, whose entry types spare a `stat` per file:
    /// Foundation's enumerator cost more than linting a thousand small files took on one core. False when `folder`
    /// itself cannot be opened; a subfolder that cannot be opened is skipped.
    private static func walk(_ folder: String, into found: inout [String]) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var status = stat()
                guard lstat(full, &status) == 0 else { continue }
                type = (status.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_LNK)
            }
            if type == Int32(DT_DIR) {
                _ = walk(full, into: &found)
            } else if name.hasSuffix(fileSuffix), type == Int32(DT_REG) || isRegularFile(full) {
                // Only regular files (through links): a FIFO or device is not a layout file, and reading one would
                // block.
                found.append(full)
            }
        }
        return true
    }

    /// Why `open` failed, in the words `lint` uses for a missing path.
    static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        default: "the file cannot be read (\(String(cString: strerror(code))))"
        }
    }

    /// Opens a regular file for reading, with its size; anything else (a missing path, a FIFO, a device) is refused
    /// in the words every command uses. The caller closes the descriptor.
    package static func openRegularFile(_ path: String) throws(LintRun.ReadFailure) -> (descriptor: Int32, size: Int) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then refuses it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw LintRun.ReadFailure(path: path, reason: openFailure(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw LintRun.ReadFailure(path: path, reason: "not a regular file")
        }
        return (descriptor, Int(status.st_size))
    }

    /// Reads at most `limit + 1` bytes, so a huge file is refused by size without being read whole.
    package static func read(_ path: String, limit: Int) throws(LintRun.ReadFailure) -> [UInt8] {
        let (descriptor, size) = try openRegularFile(path)
        defer { close(descriptor) }
        // A buffer the size of the file, not of the limit: allocating a mebibyte per file cost more than reading it.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(limit + 1, max(size + 1, 4096)))
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw LintRun.ReadFailure(
                    path: path, reason: "the file cannot be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// Reads standard input up to `limit + 1` bytes, so endless input is refused by size instead of filling memory.
    package static func readStandardInput(limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        let handle = FileHandle.standardInput
        while bytes.count <= limit {
            guard let chunk = try? handle.read(upToCount: min(1 << 16, limit + 1 - bytes.count)), !chunk.isEmpty
            else { break }
            bytes += chunk
        }
        return bytes
    }

    /// Whether `path` is a regular file, following symbolic links.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
