import Foundation
import Testing
import TrellisTestSupport

/// `trellis import --check`: the files are built against this checkout's UIKit stand-in and run; each layout's
/// frames are compared with its imported file's at the three sizes. A screen the importer follows fully gives the
/// same frames; a layout depending on the device's idiom (not in the source) does not, and the check says so.
struct ImportCheckTests {
    @Test func checkComparesTheRunningLayoutsWithTheImportedFiles() throws {
        let run = try CLITests.trellis([
            "import", "--check", Repository.path("Tests/TrellisCLITests/ImportCheck/CheckedScreens.swift"),
        ])
        let out = run.standardOutput
        for size in ["390x844", "844x390", "1024x768"] {
            // 12 items, 1 column below 600 pt and 3 above: content, section and 12 items, 14 lines.
            #expect(out.contains("CheckedList at \(size): same frames (14 lines)\n"), "\(out)\n\(run.standardError)")
            // The import noted the idiom and wrote 1 column where the running layout has 2 (4 on the iPad).
            #expect(out.contains("IdiomTiles at \(size): frames differ\n"), "\(out)")
        }
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("not imported: UIDevice.current"), "\(run.standardError)")
    }
}

/// An installed `trellis` (no checkout above it) finds the stand-in package installed beside it, as `make install`,
/// the release archive and the Homebrew formula lay it out: PREFIX/bin/trellis and PREFIX/share/trellis/stand-in.
struct InstalledImportCheckTests {
    @Test func anInstalledTrellisChecksWithTheStandInInstalledBesideIt() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-prefix-\(UUID())")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let bin = prefix.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let installed = bin.appendingPathComponent("trellis")
        try FileManager.default.copyItem(at: CLITests.executable, to: installed)
        let script = Process()
        script.executableURL = URL(fileURLWithPath: Repository.path("Scripts/stand-in-package"))
        script.arguments = [prefix.appendingPathComponent("share/trellis/stand-in").path]
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)

        let check = Process()
        check.executableURL = installed
        check.arguments = [
            "import", "--check", Repository.path("Tests/TrellisCLITests/ImportCheck/CheckedScreens.swift"),
        ]
        let output = Pipe(), errors = Pipe()
        check.standardOutput = output
        check.standardError = errors
        try check.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(err.contains("stand-in of \(prefix.path)/share/trellis/stand-in"), "\(err)")
        #expect(out.contains("CheckedList at 390x844: same frames (14 lines)\n"), "\(out)\n\(err)")
        #expect(check.terminationStatus == 1, "IdiomTiles differs, as in the checkout's own check: \(out)")
    }
}
