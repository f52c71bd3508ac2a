import Foundation

/// Programs some tests drive for real: Chromium (the HTML render and the preview in a browser), Neovim (the
/// language server in an editor) and Python's jsonschema (an independent validator for the JSON Schema). Where one is
/// missing, `swift test` reports those tests as skipped with the package to install; `Scripts/test` (the README's
/// test command, and `.ci/run` through it) installs them and sets `TRELLIS_REQUIRE_TOOLS=1`, under which a missing
/// program is a failure, never a silent skip.
package enum ExternalTool: Sendable {
    case chromium
    case neovim
    case jsonschema

    /// The program to run: `TRELLIS_CHROMIUM` may name another Chromium.
    package var command: String {
        switch self {
        case .chromium: ProcessInfo.processInfo.environment["TRELLIS_CHROMIUM"] ?? "chromium"
        case .neovim: "nvim"
        case .jsonschema: "python3"
        }
    }

    /// The Debian package that provides it.
    package var package: String {
        switch self {
        case .chromium: "chromium"
        case .neovim: "neovim"
        case .jsonschema: "python3-jsonschema"
        }
    }

    package var isInstalled: Bool {
        guard self == .jsonschema else { return Self.onPath(command) }
        return Self.pythonHasJSONSchema
    }

    private static let pythonHasJSONSchema: Bool = {
        guard onPath("python3") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    private static func onPath(_ command: String) -> Bool {
        if command.contains("/") { return FileManager.default.isExecutableFile(atPath: command) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(command)")
        }
    }

    package static var areRequired: Bool { ProcessInfo.processInfo.environment["TRELLIS_REQUIRE_TOOLS"] == "1" }

    /// Whether tests that need the program run: when it is installed, or when the run requires it (and the test
    /// then fails at `requireInstalled()` with what to install).
    package var shouldRun: Bool { isInstalled || Self.areRequired }

    /// Why the tests are skipped, as `swift test` shows it.
    package var skipReason: String {
        let what = self == .jsonschema ? "python3 with jsonschema" : command
        return "needs \(what), not found on PATH: `apt-get install \(package)`, or run Scripts/test, which installs it"
    }

    /// Throws, failing the test with what to install, when the program is missing.
    package func requireInstalled() throws {
        guard isInstalled else { throw Missing(description: skipReason) }
    }

    package struct Missing: Error, CustomStringConvertible {
        package var description: String
    }
}
