#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif
import TrellisCore
import TrellisPipeline

extension MCPServer {

    /// Splits a byte stream into newline-delimited messages. Each byte is looked at once, so a long message costs
    /// time linear in its length; a message over the limit is skipped to its end and reported, not buffered.
    package struct LineReader {
        package enum Line: Equatable {
            case message([UInt8])
            /// A message of at least this many bytes was skipped.
            case tooLong(Int)
        }

        private var pending: [UInt8] = []
        private var skipping: Int?
        private let limit: Int

        package init(limit: Int = Limits.mcpMessageBytes) { self.limit = limit }

        /// The lines completed by `bytes`.
        package mutating func append(_ bytes: some Collection<UInt8>) -> [Line] {
            var lines: [Line] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let newline = rest.firstIndex(of: 0x0A)
                let chunk = rest[..<(newline ?? rest.endIndex)]
                if let skipped = skipping {
                    skipping = skipped + chunk.count
                } else if pending.count + chunk.count > limit {
                    skipping = pending.count + chunk.count
                    pending = []
                } else {
                    pending.append(contentsOf: chunk)
                }
                guard let newline else { break }
                if let skipped = skipping {
                    lines.append(.tooLong(skipped))
                } else if pending.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) {
                    lines.append(.message(pending))
                }
                pending = []
                skipping = nil
                rest = rest[rest.index(after: newline)...]
            }
            return lines
        }

        /// What is left when the stream ends: a last message without its newline.
        package mutating func finish() -> [Line] {
            defer { pending = [] }
            if let skipped = skipping { return [.tooLong(skipped)] }
            return pending.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) ? [.message(pending)] : []
        }
    }

    /// The replies to one line of the stream.
    package mutating func handle(line: LineReader.Line) -> [JSONValue] {
        switch line {
        case let .message(bytes): return handle(message: bytes)
        case let .tooLong(count):
            return [
                Self.error(
                    id: .null, code: -32600,
                    message:
                        "a message of \(count) bytes or more exceeds the limit of \(Limits.mcpMessageBytes >> 20) MiB"
                )
            ]
        }
    }

    /// Serves standard input and output until the client closes its end; every message read is answered, the
    /// last ones included.
    package static func serveStandardIO(workingDirectory: String) {
        var server = MCPServer(workingDirectory: workingDirectory)
        var reader = LineReader()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            let lines = count > 0 ? reader.append(buffer[..<count]) : reader.finish()
            for line in lines {
                for reply in server.handle(line: line) { send(reply) }
            }
            if count <= 0 { return }
        }
    }

    private static func send(_ message: JSONValue) {
        // A client that has gone away is not an error here: the next read ends the loop.
        _ = OutputFile.writeAll(Array((message.rendered(pretty: false) + "\n").utf8), to: STDOUT_FILENO)
    }
}
