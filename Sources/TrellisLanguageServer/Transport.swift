import Foundation

extension LanguageServer {
    /// Serves standard input and output until `exit` or the end of input; returns the exit status (0 after
    /// `shutdown` then `exit`, else 1).
    public func serveStandardIO() -> Int32 {
        var reader = JSONRPC.Reader()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while exitStatus == nil {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.append(buffer[..<count])
            do {
                while let body = try reader.next() {
                    for message in handle(body: body) { write(message) }
                    if exitStatus != nil { break }
                }
            } catch {
                // A stream out of step cannot be resynchronised: stop, as the client's next restart will, saying
                // why to the editor's user as well as to its log.
                let message = "trellis lsp: \(error)"
                FileHandle.standardError.write(Data((message + "\n").utf8))
                write(JSONRPC.notification("window/showMessage", ["type": 1, "message": message]))
                return 1
            }
        }
        return exitStatus ?? 1
    }

    private func write(_ message: JSONObject) {
        let bytes = JSONRPC.frame(message)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
    }
}
