import Foundation

/// How `compile` and `render` write their output.
public enum OutputFile {
    /// Why `output` must not be written for `input`, or nil: an output that is the input, or any layout file, would
    /// replace what the user wrote with generated text.
    public static func refusal(output: String, input: String) -> String? {
        if output.hasSuffix(".layout.yaml") || output.hasSuffix(".layout.yml") {
            return "refusing to write over the layout file '\(output)'; name a .swift, .svg or .html output"
        }
        guard input != "-" else { return nil }
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        if resolved(output) == resolved(input) {
            return "refusing to write the output over its own input '\(input)'"
        }
        return nil
    }

    /// Writes every byte to `descriptor`, retrying interrupted and partial writes; false (with `errno` set) when a
    /// write fails.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// A write that could not complete; nothing at the target changed.
    public struct WriteFailure: LocalizedError, CustomStringConvertible {
        public var description: String
        public var errorDescription: String? { description }
    }

    /// Writes `text` to `path` only when it differs from what is there, and atomically: the bytes go to a file
    /// in the same folder that has no name while it is written (`O_TMPFILE`, where the system has it), are
    /// flushed to disk, then get a temporary name and are renamed over the target, and the folder is flushed. A
    /// reader, or a crash or kill at any moment, sees the old file or the new one, never a mix, and a kill while
    /// writing leaves nothing behind. Returns whether it wrote.
    public static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        let bytes = Array(text.utf8)
        var status = stat()
        if stat(path, &status) == 0, Int(status.st_size) == bytes.count,
            let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes)
        {
            return false
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary =
            folder + "/." + url.lastPathComponent + ".trellis-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var unnamed = true
        #if os(Linux)
            // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`; Glibc's module does not export the macro.
            var descriptor = open(folder, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o644)
        #else
            var descriptor: Int32 = -1
        #endif
        if descriptor < 0 {
            unnamed = false
            descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw WriteFailure(description: "cannot create a file in '\(folder)'") }
        func fail(_ what: String) -> WriteFailure {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            if !unnamed { unlink(temporary) }
            return WriteFailure(description: "\(what): \(reason)")
        }
        guard writeAll(bytes, to: descriptor) else { throw fail("cannot write '\(path)'") }
        guard fsync(descriptor) == 0 else { throw fail("cannot flush '\(path)'") }
        #if os(Linux)
            if unnamed, linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) != 0 {
                unnamed = true
                throw fail("cannot name '\(path)'")
            }
        #endif
        unnamed = false
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteFailure(description: "cannot replace '\(path)': \(reason)")
        }
        let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return true
    }
}
