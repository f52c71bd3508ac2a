import Foundation
import TrellisPipeline

/// Where the CLI writes, and whether standard error may be coloured.
enum Terminal {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes bytes to standard output as they come; a closed pipe (`| head`) ends the process quietly.
    static func standardOutput(bytes: [UInt8]) {
        if !OutputFile.writeAll(bytes, to: STDOUT_FILENO) { exit(errno == EPIPE ? 0 : 1) }
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    static var colorsStandardError: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
