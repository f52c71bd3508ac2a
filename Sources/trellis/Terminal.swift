import Foundation

/// Where the CLI writes, and whether standard error may be coloured.
enum Terminal {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes bytes to standard output as they come; a closed pipe (`| head`) ends the process quietly.
    static func standardOutput(bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                exit(errno == EPIPE ? 0 : 1)
            }
            written += count
        }
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    static var colorsStandardError: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
