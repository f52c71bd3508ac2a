import Foundation
import TrellisCore

/// How every command writes a file: `compile`, `render`, `import`, `diff --svg`, `lint --fix` and
/// `lint --write-baseline` all go through `writeIfChanged`, so each rule below holds for all of them.
package enum OutputFile {
    /// Why `output` must not be written for `input`, or nil: an output that is the input, or any layout file, would
    /// replace what the user wrote with generated text.
    package static func refusal(output: String, input: String) -> String? {
        refusal(output: output, inputs: InputFiles([input]))
    }

    /// Why `output` must not be written for a run that reads `inputs`, or nil: it is a layout file by name, or it is
    /// one of the inputs however either path reaches it.
    package static func refusal(output: String, inputs: InputFiles) -> String? {
        if output.hasSuffix(".layout.yaml") || output.hasSuffix(".layout.yml") {
            return "refusing to write over the layout file '\(TerminalText.escaped(output))'; name a .swift, .svg or "
                + ".html output"
        }
        guard let input = inputs.input(sameAs: output) else { return nil }
        return "refusing to write the output over its own input '\(TerminalText.escaped(input))'"
    }

    /// The files a run reads, known by device and inode rather than by name: a hard link, a symbolic link or a path
    /// with `..` reaches the same file by another name, and writing an output onto it would destroy the input.
    package struct InputFiles: Sendable {
        private var paths: [Identity: String] = [:]

        private struct Identity: Hashable, Sendable {
            var device: UInt64
            var inode: UInt64
        }

        /// Standard input (`-`) and a path that does not exist are no file to protect.
        package init(_ inputs: [String]) {
            for input in inputs where input != "-" {
                if let identity = Self.identity(of: input), paths[identity] == nil { paths[identity] = input }
            }
        }

        /// The input `output` is the same file as, or nil; a process stream (`-o -`) is never an input.
        package func input(sameAs output: String) -> String? {
            guard OutputFile.descriptor(named: output) == nil, let identity = Self.identity(of: output) else {
                return nil
            }
            return paths[identity]
        }

        private static func identity(of path: String) -> Identity? {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            // dev_t is signed on Darwin, unsigned on Linux: the bits are what identify it.
            return Identity(
                device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
        }
    }

    /// Writes every byte to `descriptor`, retrying interrupted and partial writes; false (with `errno` set) when a
    /// write fails.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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

    /// The descriptor an output path names when it is one of the process's own streams rather than a file: `-` and
    /// `/dev/stdout` are standard output, `/dev/stderr` standard error, `/dev/fd/N` and `/proc/self/fd/N` descriptor
    /// N; nil for any other path. Such an output is written to the descriptor itself: what it is open on (a pipe, a
    /// terminal, a file the shell opened for appending) is never looked up by name, replaced or truncated.
    package static func descriptor(named path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default: break
        }
        for folder in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(folder) {
            let number = path.dropFirst(folder.count)
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int32(number)
        }
        return nil
    }

    /// Writes to standard output; a failure other than a closed pipe (`| head`) is reported on standard error.
    /// - Returns: nil when written, else the status the command ends with: 0 for a closed pipe, whose reader is gone
    ///   and needs no message, 1 for any other failure (a full disk, `> /dev/full`).
    package static func writeStandardOutput(_ bytes: [UInt8]) -> Int32? {
        guard !writeAll(bytes, to: STDOUT_FILENO) else { return nil }
        let code = errno
        if code == EPIPE { return 0 }
        let message = "error: cannot write standard output: \(String(cString: strerror(code)))\n"
        _ = writeAll(Array(message.utf8), to: STDERR_FILENO)
        return 1
    }

    /// A write that could not complete; nothing at the target changed.
    package struct WriteFailure: LocalizedError, CustomStringConvertible {
        package var description: String
        /// The output is a pipe whose reader has gone (`| head`): nobody is left to tell, so a command ends quietly.
        package var isBrokenPipe = false
        package var errorDescription: String? { description }
    }

    /// Where writing `path` lands: the file a chain of symbolic links ends at (a relative link is read from its
    /// own folder), so that writing through a link updates its target instead of replacing the link with a copy.
    static func finalTarget(of path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            guard let next = ProjectRoot.destination(ofLink: current) else { return current }
            current = next
        }
        throw WriteFailure(description: "too many levels of symbolic links")
    }

    /// Refuses a write that a symbolic link leads out of its project (`ProjectRoot`): a link committed where a
    /// command writes by default (`Feed.swift -> ../../victim`), a layout `lint --fix` reaches through a link, an
    /// output folder that is a link. The place the write lands, every link followed, must lie in the project's
    /// folder as it lies on disk; links above the project's folder (the way to it) do not count.
    static func confine(_ path: String, landingAt target: String) throws {
        let root = ProjectRoot.of(path)
        let lands = ProjectRoot.physical(target), bounds = ProjectRoot.physical(root)
        guard !ProjectRoot.lies(lands, within: bounds) else { return }
        throw WriteFailure(
            description: "a symbolic link leads it to '\(TerminalText.escaped(lands))', outside the project "
                + "'\(TerminalText.escaped(root))'; trellis writes through a link only inside the project")
    }

    /// Writes `text` to `path` only when it differs from what is there. Returns whether it wrote.
    ///
    /// A regular file is replaced atomically and keeps its mode and owner: the bytes go to a file in the same folder
    /// that has no name while it is written (`O_TMPFILE`, where the system has it), are flushed to disk, then get a
    /// temporary name and are renamed over the target, and the folder is flushed. A reader, or a crash or kill at
    /// any moment, sees the old file or the new one, never a mix, and a kill while writing leaves nothing behind.
    /// A symbolic link is written through to its target, when that stays in the project (`confine`). A file with
    /// other hard links is refused: replacing it would leave the other names with the old text, and writing it in
    /// place would truncate it, and them, before the new text is safe. A device, FIFO or socket (`-o /dev/null`) is
    /// written in place, so the node is kept; a folder is refused. One of the process's own streams (`-`,
    /// `/dev/stdout`, `/dev/fd/N`: `descriptor(named:)`) is always written, to its descriptor.
    package static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        let bytes = Array(text.utf8)
        if let descriptor = descriptor(named: path) {
            guard writeAll(bytes, to: descriptor) else {
                let code = errno
                throw WriteFailure(description: String(cString: strerror(code)), isBrokenPipe: code == EPIPE)
            }
            return true
        }
        let target = try finalTarget(of: path)
        try confine(path, landingAt: target)
        // An existing node that is no file, reached as the kernel follows links: a link under /proc/self/fd names a
        // pipe or socket by no path (`pipe:[123]`), so following links by hand would look for a file beside it.
        var node = stat()
        if stat(path, &node) == 0, node.st_mode & S_IFMT != S_IFREG, node.st_mode & S_IFMT != S_IFDIR {
            return try writeInPlace(path, bytes)
        }
        var status = stat()
        guard stat(target, &status) == 0 else {
            return try replace(target, with: bytes, keeping: nil)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            if Int(status.st_size) == bytes.count, let existing = FileManager.default.contents(atPath: target),
                existing.elementsEqual(bytes)
            {
                return false
            }
            if status.st_nlink > 1 {
                throw WriteFailure(
                    description: "it has \(status.st_nlink) hard links, and replacing it would lose them (the other "
                        + "names would keep the old text); write to a path with one link")
            }
            return try replace(target, with: bytes, keeping: status)
        case S_IFDIR:
            throw WriteFailure(description: "it is a folder")
        default:
            return try writeInPlace(target, bytes)
        }
    }

    /// Writes into an existing device or FIFO as it is: it is never truncated (a file never gets here).
    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw WriteFailure(description: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        guard writeAll(bytes, to: descriptor) else {
            let code = errno
            throw WriteFailure(description: String(cString: strerror(code)), isBrokenPipe: code == EPIPE)
        }
        return true
    }

    /// The atomic replacement of a regular file (or the creation of a new one), with `original`'s mode and owner.
    private static func replace(_ path: String, with bytes: [UInt8], keeping original: stat?) throws -> Bool {
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
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw WriteFailure(description: "cannot create a file in '\(TerminalText.escaped(folder))': \(reason)")
        }
        func fail(_ what: String) -> WriteFailure {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            if !unnamed { unlink(temporary) }
            return WriteFailure(description: "\(what): \(reason)")
        }
        if let original {
            // The owner first (only root may give a file away; otherwise it is ours already), then the mode, which
            // a change of owner may clear the set-id bits of.
            _ = fchown(descriptor, original.st_uid, original.st_gid)
            guard fchmod(descriptor, original.st_mode & 0o7777) == 0 else {
                throw fail("cannot keep its mode")
            }
        }
        guard writeAll(bytes, to: descriptor) else { throw fail("cannot write the new text") }
        guard fsync(descriptor) == 0 else { throw fail("cannot flush the new text to disk") }
        #if os(Linux)
            if unnamed, linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) != 0 {
                unnamed = true
                throw fail("cannot name the new text")
            }
        #endif
        unnamed = false
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteFailure(description: "cannot replace it: \(reason)")
        }
        let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return true
    }

    /// `name` as one safe path component: a name taken from input (a Swift function's, a layout's) never names a
    /// folder or climbs out of one. Separators, NUL and control characters become `_`; `.` and `..` and an empty
    /// name become `_`.
    package static func component(_ name: String) -> String {
        var cleaned = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { scalar in
                    scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F ? "_" : scalar
                }))
        if cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) { cleaned = "_" }
        return String(cleaned.prefix(200))
    }

    /// Whether `path`, once `..` and symbolic links are resolved (as far as it exists), lies inside `folder`.
    package static func lies(_ path: String, inside folder: String) -> Bool {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let inner = resolved(path), outer = resolved(folder)
        return outer == "/" || inner.hasPrefix(outer + "/")
    }
}
