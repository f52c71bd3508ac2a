import ArgumentParser
import Foundation
import TrellisPipeline

/// Where the CLI writes, and whether standard error may be coloured.
enum Terminal {
    /// Writes text to standard output; a closed pipe (`| head`) ends the process quietly.
    static func standardOutput(_ text: String) {
        standardOutput(bytes: Array(text.utf8))
    }

    /// Writes bytes to standard output as they come; a closed pipe (`| head`) ends the process quietly, any other
    /// failure (a full disk, `> /dev/full`) with a message and status 1.
    static func standardOutput(bytes: [UInt8]) {
        if let status = OutputFile.writeStandardOutput(bytes) { exit(status) }
    }

    /// Writes text to standard error; a standard error that cannot be written to is left alone.
    static func standardError(_ text: String) {
        _ = OutputFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes a command's output to `path` (`-o`), only when it changes: standard output for `-`, `/dev/stdout` and
    /// `/dev/fd/1`, in place for a device or FIFO. A failure is printed and ends the command with `failureStatus`;
    /// a closed pipe (`| head`) ends it quietly with status 0.
    static func writeOutput(_ text: String, to path: String, failureStatus: Int32 = 1) throws {
        do {
            _ = try OutputFile.writeIfChanged(text, to: path)
        } catch let failure as OutputFile.WriteFailure where failure.isBrokenPipe {
            exit(0)
        } catch {
            standardError("error: cannot write '\(path)': \(error.localizedDescription)\n")
            throw ExitCode(failureStatus)
        }
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    static var colorsStandardError: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
