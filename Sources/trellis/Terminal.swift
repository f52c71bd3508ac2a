import Foundation

/// Where the CLI writes, and whether standard error may be coloured.
enum Terminal {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    static var colorsStandardError: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
