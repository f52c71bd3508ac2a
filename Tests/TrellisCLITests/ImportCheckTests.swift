import Foundation
import Testing
import TrellisTestSupport

/// Every `--check` run builds in one folder, `~/.cache/trellis/import-check`, which SwiftPM locks and which each
/// package replaces: the suites that run it take turns.
@Suite(.serialized) enum ImportCheckRuns {}

extension ImportCheckRuns {
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
                #expect(
                    out.contains("CheckedList at \(size): same frames (14 lines)\n"), "\(out)\n\(run.standardError)")
                // The import noted the idiom and wrote 1 column where the running layout has 2 (4 on the iPad).
                #expect(out.contains("IdiomTiles at \(size): frames differ\n"), "\(out)")
            }
            #expect(run.status == 1, "\(run.standardError)")
            #expect(run.standardError.contains("not imported: UIDevice.current"), "\(run.standardError)")
            // `makeColumnsLayout(columns:)` runs with the 3 its one call passes: two sections ("0..." is shown twice)
            // of 7 items, 17 lines.
            for size in ["390x844", "844x390", "1024x768"] {
                #expect(out.contains("Columns at \(size): same frames (17 lines)\n"), "\(out)")
            }
            #expect(
                out.contains(
                    "Rows: not checked: `makeRowsLayout` takes `height`, and no call in the given files passes it\n"),
                "\(out)")
        }

        /// A file of section functions: the section runs alone (7 items: content, section and items, 9 lines) in a
        /// provider passing its environment and index.
        @Test func checkRunsASectionFunctionInAOneSectionLayout() throws {
            let run = try CLITests.trellis([
                "import", "--check", Repository.path("Tests/TrellisCLITests/ImportCheck/CheckedSections.swift"),
            ])
            for size in ["390x844", "844x390", "1024x768"] {
                #expect(
                    run.standardOutput.contains("Banner at \(size): same frames (9 lines)\n"),
                    "\(run.standardOutput)\n\(run.standardError)")
            }
            #expect(run.status == 0, "\(run.standardError)")
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

    /// `--check` runs code from elsewhere (`ImportCheck/UntrustedLayouts.swift`): it says so before building; each
    /// layout runs at each size in a process of its own, within a time limit (`TRELLIS_CHECK_TIMEOUT`, 3 s here: a
    /// budget `trellis` enforces, not a bound on how long the test takes), with none of the user's environment
    /// variables; its frames come from a descriptor of its own, not standard output. The layouts are checked in the
    /// order of the file: Trapping, Endless, Printing, Secret.
    struct UntrustedImportCheckTests {
        static let fixture = Repository.path("Tests/TrellisCLITests/ImportCheck/UntrustedLayouts.swift")

        /// A fresh folder to be `trellis`'s TMPDIR, where the temporary package goes.
        static func temporaryFolder() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tmp-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        }

        /// What the check left in `folder`, its TMPDIR: the temporary package, and the folders SwiftPM's build leaves
        /// in its own TMPDIR (which is inside the package).
        static func leftovers(in folder: URL) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path)
        }

        @Test func eachLayoutRunsAloneWithinItsTimeAndSeesNoSecret() throws {
            let temporary = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: temporary) }
            let run = try CLITests.trellis(
                ["import", "--check", Self.fixture],
                environment: ["TRELLIS_CHECK_TIMEOUT": "3", "TRELLIS_TEST_SECRET": "s3cret", "TMPDIR": temporary.path])
            let out = run.standardOutput, err = run.standardError
            let warning = try #require(err.range(of: "runs their code on this machine, as you"), "\(err)")
            let building = try #require(err.range(of: "building the layouts"), "\(err)")
            #expect(warning.lowerBound < building.lowerBound, "the warning comes before the build: \(err)")
            for size in ["390x844", "844x390", "1024x768"] {
                // The trap ends its own process only: the layouts after it still run.
                #expect(out.contains("Trapping at \(size): the running layout stopped: signal "), "\(out)\n\(err)")
                // What the layout prints (lines like the check program's own) is not read as frames. The imported file
                // serves "0...", so the check runs two sections of 7 items: content, then a section and 7 items twice.
                #expect(out.contains("Printing at \(size): same frames (17 lines)\n"), "\(out)\n\(err)")
                // 44 pt rows, not the 90 pt it lays out when it can read TRELLIS_TEST_SECRET.
                #expect(out.contains("Secret at \(size): same frames (17 lines)\n"), "\(out)\n\(err)")
            }
            #expect(
                out.contains("  output: ") && out.contains("Fatal error: the trapping fixture stops here"), "\(out)")
            // Killed at the limit, and not run again at the other sizes.
            #expect(out.contains("Endless at 390x844: the running layout timed out after 3 s\n"), "\(out)")
            #expect(out.contains("Endless at 844x390: not run: it timed out at 390x844\n"), "\(out)")
            #expect(out.contains("Endless at 1024x768: not run: it timed out at 390x844\n"), "\(out)")
            #expect(run.status == 1, "\(err)")
            #expect(try Self.leftovers(in: temporary) == [])
        }

        /// SIGTERM while a layout runs (the endless one, given an hour): `trellis` kills its process group, removes the
        /// temporary package and exits with 128 + 15; nothing it started is left running.
        @Test func aSignalKillsTheRunningLayoutAndRemovesThePackage() throws {
            let temporary = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: temporary) }
            let process = Process()
            process.executableURL = CLITests.executable
            process.arguments = ["import", "--check", Self.fixture]
            process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["TRELLIS_CHECK_TIMEOUT": "3600", "TMPDIR": temporary.path]
            ) { $1 }
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            // The endless layout writes its process id into its TMPDIR (inside the package) before it loops.
            var found: pid_t?
            while found == nil && process.isRunning {
                found = Self.endlessProcess(in: temporary)
                if found == nil { usleep(50_000) }
            }
            let endless = try #require(found, "trellis ended before the endless layout ran")
            kill(process.processIdentifier, SIGTERM)
            let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            _ = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 143, "\(err)")
            #expect(err.contains("error: interrupted (signal 15)"), "\(err)")
            // Killed and reaped: no such process (an orphan would still be spinning).
            let alive = kill(endless, 0) == 0
            #expect(!alive, "the endless layout's process \(endless) outlived trellis")
            if alive { kill(endless, SIGKILL) }
            #expect(try Self.leftovers(in: temporary) == [])
        }

        /// The process id the endless layout wrote somewhere in `folder`.
        static func endlessProcess(in folder: URL) -> pid_t? {
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { return nil }
            for case let file as String in files where (file as NSString).lastPathComponent == "endless.pid" {
                let text = try? String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
                if let pid = text.flatMap({ pid_t($0) }) { return pid }
            }
            return nil
        }
    }
}
