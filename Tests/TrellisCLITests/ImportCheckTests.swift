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
