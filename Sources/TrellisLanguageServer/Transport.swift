import Foundation
import TrellisPipeline

extension LanguageServer {
    /// Serves standard input and output until `exit` or the end of input; returns the exit status (0 after
    /// `shutdown` then `exit`, else 1).
    package func serveStandardIO() -> Int32 {
        serve(input: STDIN_FILENO, output: STDOUT_FILENO, log: FileHandle.standardError)
    }

    /// Serves the file descriptors `input` and `output` (standard I/O, or a test's pipes), writing why it stops
    /// early to `log`.
    func serve(input: Int32, output: Int32, log: FileHandle) -> Int32 {
        var reader = JSONRPC.Reader()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while exitStatus == nil {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.append(buffer[..<count])
            do {
                while let body = try reader.next() {
                    for message in handle(body: body) { Self.write(message, to: output) }
                    if exitStatus != nil { break }
                }
            } catch {
                // A stream out of step cannot be resynchronised: stop, as the client's next restart will, saying
                // why to the editor's user as well as to its log.
                let message = "trellis lsp: \(error)"
                log.write(Data((message + "\n").utf8))
                Self.write(JSONRPC.notification("window/showMessage", ["type": 1, "message": message]), to: output)
                return 1
            }
        }
        return exitStatus ?? 1
    }

    private static func write(_ message: JSONObject, to output: Int32) {
        _ = OutputFile.writeAll(JSONRPC.frame(message), to: output)
    }
}
