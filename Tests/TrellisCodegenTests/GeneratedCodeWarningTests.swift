import Foundation
import Testing
import TrellisTestSupport

/// Every reviewed golden of generated Swift compiles without a single warning, in Swift 5 and Swift 6 language
/// modes: the build plugin compiles it into apps, where a warning is noise the app cannot fix.
@Suite struct GeneratedCodeWarningTests {
    /// The folder of the modules this test run built (TrellisUIKit among them), beside the test bundle.
    static let modules: URL = {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Modules")
    }()

    @Test(arguments: ["5", "6"]) func goldensCompileWithoutWarnings(languageMode: String) throws {
        let folder = Repository.root + "/Tests/TrellisCodegenTests"
        let sources =
            Repository.files(in: "Tests/TrellisCodegenTests/Generated", suffix: ".swift")
            + ["\(folder)/DecorationViews.swift"]
        #expect(sources.count > 40)
        let (status, text) = try Self.compile(sources, languageMode: languageMode)
        #expect(status == 0, "Swift \(languageMode):\n\(text)")
        #expect(!text.contains("warning:"), "Swift \(languageMode):\n\(text)")
    }

    /// Compiles Swift files as a module of their own, warnings as errors: swiftc's exit status and what it said.
    static func compile(_ sources: [String], languageMode: String) throws -> (status: Int32, output: String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // swiftc leaves its scratch folders in TMPDIR: here they go with the folder.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": output.path]) { $1 }
        // A whole-module build of a module of its own, so the checks that run after type checking report too.
        process.arguments =
            [
                "swiftc", "-wmo", "-parse-as-library", "-module-name", "GeneratedCheck", "-emit-module",
                "-emit-module-path", output.appendingPathComponent("GeneratedCheck.swiftmodule").path,
                "-swift-version", languageMode, "-warnings-as-errors", "-I", Self.modules.path,
            ] + sources
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
