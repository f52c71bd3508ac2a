import Foundation
import Testing
import TrellisTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The command-level bad-input corpus (issue 24): each row of `BadCommandInputs/expectations.tsv` runs the built
/// `trellis` on a reproducer (a Swift file for `import`, a frame dump for `diff`, a layout file) and expects its
/// exit status, its diagnostic at its position, an end within 5 s, and nothing written outside its output folder.
struct BadCommandInputTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var command: String
        var status: Int32
        /// nil: standard error is empty.
        var message: String?
        var position: (line: Int, column: Int)?
        /// The names `{out}` holds afterwards, as patterns (`*` matches any characters).
        var written: [String]
        var testDescription: String { "\(name): trellis \(command) -> \(status)" }
    }

    static let folder = "Tests/TrellisCLITests/BadCommandInputs"

    static let expectations: [Expectation] = {
        let text = (try? String(contentsOfFile: Repository.path(folder + "/expectations.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func field(_ index: Int) -> String? { index < fields.count && fields[index] != "-" ? fields[index] : nil }
            let position = field(5)?.split(separator: ":").compactMap { Int($0) }
            return Expectation(
                name: fields[0], file: field(1) ?? "", command: field(2) ?? "", status: Int32(field(3) ?? "") ?? -1,
                message: field(4), position: position.flatMap { $0.count == 2 ? ($0[0], $0[1]) : nil },
                written: field(6)?.split(separator: ",").map(String.init) ?? [])
        }
    }()

    /// Every input has a row, every row's input exists, and the rows are well formed.
    @Test func everyInputHasARowAndEveryRowAnInput() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.path(Self.folder))
            .filter { $0 != "expectations.tsv" }
        #expect(Set(files) == Set(Self.expectations.map(\.file)))
        #expect(Self.expectations.count >= 30)
        #expect(Set(Self.expectations.map(\.name)).count == Self.expectations.count, "row names are unique")
        for expectation in Self.expectations {
            #expect((0...2).contains(expectation.status), "\(expectation.name): status")
            #expect(expectation.command.contains("{in}"), "\(expectation.name): the command reads no {in}")
            // A failing run writes nothing, except `import`, which writes what it could import before its status 2.
            #expect(
                expectation.status < 2 || expectation.written.isEmpty || expectation.command.hasPrefix("import "),
                "\(expectation.name): a failing run is expected to write")
        }
    }

    @Test(.serialized, arguments: expectations)
    func commandOnBadInput(_ expectation: Expectation) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bad-\(UUID().uuidString)")
        // {out} is two levels inside the root, so a name climbing two folders out of it still lands inside the root.
        let inputs = root.appendingPathComponent("run/in").path
        let out = root.appendingPathComponent("run/out").path
        let null = root.appendingPathComponent("null").path
        try FileManager.default.createDirectory(atPath: inputs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.path(Self.folder))
        where name != "expectations.tsv" {
            try FileManager.default.copyItem(
                atPath: Repository.path("\(Self.folder)/\(name)"), toPath: "\(inputs)/\(Self.copyName(name))")
        }
        let input = "\(inputs)/\(Self.copyName(expectation.file))"
        var reader: Int32 = -1
        if expectation.command.contains("{null}") { reader = try Self.makeDevice(at: null) }
        defer { if reader >= 0 { close(reader) } }
        let nodeType = Self.fileType(null)
        func substitute(_ text: String) -> String {
            text.replacingOccurrences(of: "{in}", with: input).replacingOccurrences(of: "{dir}", with: inputs)
                .replacingOccurrences(of: "{out}", with: out).replacingOccurrences(of: "{null}", with: null)
        }
        let arguments = expectation.command.split(separator: " ").map { substitute(String($0)) }
        let before = Self.snapshot(root.path, outside: out, skipping: null)

        // No clock here: work on hostile input is bounded by budgets the code enforces and names in its notes
        // (import's evaluation steps, the input limits), which the expected messages check; timings are in
        // trellis-benchmark.
        let run = try CLITests.trellis(arguments)
        let output = run.standardError + run.standardOutput
        let context = Comment(rawValue: "trellis \(arguments.joined(separator: " "))\n\(output)")

        #expect(run.status == expectation.status, context)
        if let message = expectation.message {
            #expect(output.contains(substitute(message)), context)
        } else {
            #expect(run.standardError.isEmpty, context)
        }
        if let (line, column) = expectation.position {
            #expect(
                output.contains("\(input):\(line):\(column)")
                    || output.contains("file=\(input),line=\(line),col=\(column)"),
                context)
        }
        // Whatever the input holds, no raw control or bidirectional character reaches the terminal.
        let raw = output.unicodeScalars.filter(Self.isUnsafe)
        #expect(raw.isEmpty, "raw characters \(raw.map { "U+" + String($0.value, radix: 16) }) in the output")

        // Nothing outside {out} changed; {out} holds what the row expects, drawings are well-formed XML.
        #expect(Self.snapshot(root.path, outside: out, skipping: null) == before, context)
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(
            written.count == expectation.written.count
                && expectation.written.allSatisfy { pattern in written.contains { fnmatch(pattern, $0, 0) == 0 } },
            "wrote \(written), expected \(expectation.written)")
        for name in written where name.hasSuffix(".svg") {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name)"))
            #expect(XMLParser(data: data).parse(), "\(name) is not well-formed XML")
        }
        // `import` says where it wrote each file: inside {out}, one name deep.
        for line in output.split(separator: "\n") where line.hasPrefix("wrote ") {
            let path = line.dropFirst("wrote ".count).components(separatedBy: " from ")[0]
            #expect(path.hasPrefix(out + "/") && !path.dropFirst(out.count + 1).contains("/"), "\(line)")
        }
        if expectation.command.contains("{null}") {
            #expect(Self.fileType(null) == nodeType && nodeType != S_IFREG, "{null} was replaced")
            #expect(Self.fileType("/dev/null") == S_IFCHR)
        }
    }

    // MARK: - Support

    /// Swift inputs are kept as `.swift.txt`, so the test target does not compile them; the copy is `.swift`.
    static func copyName(_ name: String) -> String { name.hasSuffix(".txt") ? String(name.dropLast(4)) : name }

    /// C0 and C1 controls other than line feed and tab, DEL, and the bidirectional embeddings, overrides and
    /// isolates: what could recolour a terminal or reorder a line.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A private stand-in for /dev/null, never the system's own: a character device node (1, 3) where the test may
    /// make one (as root on Linux), else a FIFO held open for reading, so a write does not wait. Returns the reading
    /// end to close afterwards, or -1.
    static func makeDevice(at path: String) throws -> Int32 {
        #if os(Linux)
            // makedev(1, 3): /dev/null's numbers.
            if mknod(path, mode_t(S_IFCHR) | 0o666, dev_t(1 << 8 | 3)) == 0 { return -1 }
        #endif
        guard mkfifo(path, 0o666) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        guard reader >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return reader
    }

    static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Every path under `root` except those inside `outside` and `skipping`, with its type, size and modification
    /// time.
    static func snapshot(_ root: String, outside: String, skipping: String) -> [String: String] {
        var entries: [String: String] = [:]
        for relative in (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [] {
            let path = root + "/" + relative
            guard path != skipping, path != outside, !path.hasPrefix(outside + "/") else { continue }
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            #if os(Linux)
                let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
            #else
                let modified = "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
            #endif
            entries[relative] = "\(status.st_mode) \(status.st_size) \(modified)"
        }
        return entries
    }
}
