import Foundation
import Testing
import TrellisTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The `trellis` executable as users run it: exit statuses, streams, help.
struct CLITests {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The built executable sits beside the test bundle in the build folder.
    static let executable: URL = {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("trellis").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("trellis")
    }()

    static func trellis(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:], in folder: String? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder ?? Repository.root)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        // A child that stops reading (input past the size limit) closes the pipe: the write fails, not the test.
        signal(SIGPIPE, SIG_IGN)
        if let input { try? standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }

    @Test func samplesLintCleanWithStatusZero() throws {
        let run = try Self.trellis(["lint", "Samples"])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError.hasSuffix(
                "no problems in \(Repository.files(in: "Samples", suffix: ".layout.yaml").count) files\n"))
    }

    /// `compile -o` naming the input (directly or through a symbolic link), or any layout file, is refused with
    /// status 2 before anything is read or written.
    @Test func outputOverAnInputIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Grid.layout.yaml").path
        let original = try String(
            contentsOfFile: Repository.root + "/Samples/PopupStoreMain.layout.yaml", encoding: .utf8)
        try original.write(toFile: input, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("Grid.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
        let other = folder.appendingPathComponent("Other.layout.yaml").path
        for (command, output) in [("compile", input), ("compile", link), ("compile", other), ("render", input)] {
            let run = try Self.trellis([command, input, "-o", output])
            #expect(run.status == 2, "\(command) -o \(output)")
            #expect(run.standardError.hasPrefix("error: refusing to write"), "\(run.standardError)")
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == original)
        #expect(!FileManager.default.fileExists(atPath: other))
        // An output whose folder cannot be made (a file stands where it would go) is a clear error, status 1.
        let blocked = folder.appendingPathComponent("Grid.layout.yaml/Out.swift").path
        let run = try Self.trellis(["compile", input, "-o", blocked])
        #expect(run.status == 1 && run.standardError.hasPrefix("error: cannot write"), "\(run.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Grid.layout.yaml", "Grid.swift",
            ])
    }

    /// Writing over what exists keeps what the user owns: a file's mode, a symbolic link (written through to its
    /// target, inside the project), hard links (refused: replacing the file would lose them), and nodes that are not
    /// files (`/dev/null`, a FIFO: written, never replaced). `lint --fix` writes the same way. A folder is refused.
    @Test func writesKeepModesLinksAndNodes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = Repository.path("Samples/InsetGrid.layout.yaml")
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func mode(_ path: String) -> mode_t {
            var status = stat()
            lstat(path, &status)
            return status.st_mode
        }

        // A private output stays private.
        try "old".write(toFile: path("Private.swift"), atomically: true, encoding: .utf8)
        chmod(path("Private.swift"), 0o600)
        #expect(try Self.trellis(["compile", input, "-o", path("Private.swift")]).status == 0)
        #expect(mode(path("Private.swift")) & 0o7777 == 0o600)
        #expect(try String(contentsOfFile: path("Private.swift"), encoding: .utf8).contains("InsetGrid"))

        // Through a symbolic link: the link stays, its target is written.
        try "old".write(toFile: path("Target.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("Link.swift"), withDestinationPath: "Target.swift")
        #expect(try Self.trellis(["compile", input, "-o", path("Link.swift")]).status == 0)
        #expect(mode(path("Link.swift")) & S_IFMT == S_IFLNK)
        #expect(try String(contentsOfFile: path("Target.swift"), encoding: .utf8).contains("InsetGrid"))

        // Hard links: refused, both names keep the old text, still one file (WriteConfinementTests).
        try "old".write(toFile: path("One.swift"), atomically: true, encoding: .utf8)
        link(path("One.swift"), path("Two.swift"))
        let linked = try Self.trellis(["compile", input, "-o", path("Two.swift")])
        #expect(linked.status == 1 && linked.standardError.contains("it has 2 hard links"), "\(linked)")
        #expect(try String(contentsOfFile: path("One.swift"), encoding: .utf8) == "old")
        var one = stat(), two = stat()
        stat(path("One.swift"), &one)
        stat(path("Two.swift"), &two)
        #expect(one.st_ino == two.st_ino && one.st_nlink == 2)

        // Not files: /dev/null stays a device (this matters as root), a FIFO is written to, a folder is refused.
        #expect(try Self.trellis(["compile", input, "-o", "/dev/null"]).status == 0)
        #expect(mode("/dev/null") & S_IFMT == S_IFCHR)
        let fifo = path("pipe.swift")
        mkfifo(fifo, 0o600)
        let received = PreviewTests.Received()
        let reader = Thread {
            // Opening blocks until the writer opens its end, as a FIFO's reader does.
            let handle = FileHandle(forReadingAtPath: fifo)
            received.set(String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self))
        }
        reader.start()
        #expect(try Self.trellis(["compile", input, "-o", path("pipe.swift")]).status == 0)
        #expect(mode(path("pipe.swift")) & S_IFMT == S_IFIFO)
        for _ in 0..<100 where received.get().isEmpty { Thread.sleep(forTimeInterval: 0.05) }
        #expect(received.get().contains("InsetGrid"))
        try FileManager.default.createDirectory(atPath: path("Folder.svg"), withIntermediateDirectories: false)
        let intoFolder = try Self.trellis(["render", input, "-o", path("Folder.svg")])
        #expect(intoFolder.status == 1 && intoFolder.standardError.contains("it is a folder"), "\(intoFolder)")

        // lint --fix: a private, symlinked layout is fixed in its real file, which keeps its mode; the link stays. The
        // run's folder is the project (no .trellis.yml or .git above), and the link stays inside it.
        let broken = try String(contentsOfFile: input, encoding: .utf8)
            .replacingOccurrences(of: "layout: InsetGrid", with: "layuot: InsetGrid")
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: false)
        try broken.write(toFile: path("real/Grid.layout.yaml"), atomically: true, encoding: .utf8)
        chmod(path("real/Grid.layout.yaml"), 0o600)
        try FileManager.default.createDirectory(atPath: path("linked"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: path("linked/Grid.layout.yaml"), withDestinationPath: path("real/Grid.layout.yaml"))
        let fixed = try Self.trellis(["lint", "--fix", path("linked/Grid.layout.yaml")], in: folder.path)
        #expect(fixed.standardError.contains("fixed 1 problem in 1 file"), "\(fixed.standardError)")
        #expect(mode(path("linked/Grid.layout.yaml")) & S_IFMT == S_IFLNK)
        #expect(mode(path("real/Grid.layout.yaml")) & 0o7777 == 0o600)
        #expect(
            try String(contentsOfFile: path("real/Grid.layout.yaml"), encoding: .utf8).contains("\nlayout: InsetGrid\n")
        )
    }

    /// A function name is not a path: a raw identifier full of `..` and `/` becomes one file inside `-o`.
    @Test func importNamesStayInsideTheOutputFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Pwn.swift")
        try Self.swiftLayout(named: "`make/../../escaped/pwn`").write(to: source, atomically: true, encoding: .utf8)
        let run = try Self.trellis(["import", source.path, "-o", output.path])
        #expect(run.status == 0, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(written.count == 1 && !written[0].contains("/"), "\(written)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escaped").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Pwn.swift", "out"])
    }

    /// `render -o` killed with SIGKILL at moments spread over a 30 MB write: the target always holds the old
    /// content or the whole new one, and no temporary file is left beside it.
    @Test func killedWritesLeaveTheOldOrTheNewFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Big.layout.yaml").path
        try """
        layout: Big
        sections:
          - name: grid
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(10)
              item: {width: fractionalWidth(0.1), height: fractionalHeight(1)}
        preview:
          sections:
            - {layout: grid, items: 20000}

        """.write(toFile: input, atomically: true, encoding: .utf8)
        let reference = folder.appendingPathComponent("reference.html").path
        #expect(try Self.trellis(["render", input, "-o", reference]).status == 0)
        let new = try Data(contentsOf: URL(fileURLWithPath: reference))
        let target = folder.appendingPathComponent("Big.html").path
        let old = Data("old\n".utf8)
        for delay in [0.02, 0.1, 0.2, 0.35, 0.5, 0.7, 0.9, 1.2] {
            try old.write(to: URL(fileURLWithPath: target))
            let process = Process()
            process.executableURL = Self.executable
            process.arguments = ["render", input, "-o", target]
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try Data(contentsOf: URL(fileURLWithPath: target))
            #expect(now == old || now == new, "after \(delay) s: \(now.count) bytes")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(left == ["Big.html", "Big.layout.yaml", "reference.html"], "after \(delay) s: \(left)")
        }
    }

    @Test func errorsExitWithStatusTwo() throws {
        let run = try Self.trellis([
            "lint", "--reporter", "xcode", "Tests/TrellisPipelineTests/BadInputs/unknown_key_misspelled.layout.yaml",
        ])
        #expect(run.status == 2)
        #expect(
            run.standardOutput.contains(
                "unknown_key_misspelled.layout.yaml:7:7: error: unknown key 'heigth' in group; did you mean 'height'? "
                    + "[unknown_key]"
            ))
    }

    @Test func folderLintIsRecursiveAndSorted() throws {
        let run = try Self.trellis(["lint", "--reporter", "json", "Tests/TrellisPipelineTests"])
        #expect(run.status == 2)
        let reports = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        let files = reports.compactMap { $0["file"] as? String }
        #expect(files == files.sorted())
        #expect(
            Set(files).count
                == Repository.files(in: "Tests/TrellisPipelineTests/BadInputs", suffix: ".layout.yaml").count)
        let first = try #require(reports.first)
        #expect(
            Set(first.keys).isSuperset(of: [
                "file", "line", "column", "endLine", "endColumn", "severity", "rule", "message", "notes",
            ]))
    }

    @Test func standardInputUsesTheGivenName() throws {
        let run = try Self.trellis(
            ["lint", "--reporter", "xcode", "--stdin-filename", "Piped.layout.yaml", "-"],
            input: "layout: Piped\nsections: []\n")
        #expect(run.status == 2)
        #expect(
            run.standardOutput
                == "Piped.layout.yaml:2:11: error: 'sections' must hold at least one section layout [invalid_value]\n")
    }

    @Test func humanReporterShowsCaretsAndFixIts() throws {
        let run = try Self.trellis(
            ["lint", "-"],
            input:
                "layout: Piped\nsections:\n  - name: main\n    group: {axis: horizontal, width: fractionalWdth(1), "
                + "height: absolute(4), item: {width: absolute(4), height: absolute(4)}}\n",
            environment: ["NO_COLOR": "1"])
        #expect(run.status == 2)
        #expect(
            run.standardError == """
                <stdin>:4:38: error: unknown dimension kind 'fractionalWdth'; did you mean 'fractionalWidth'? \
                [invalid_dimension]
                    group: {axis: horizontal, width: fractionalWdth(1), height: absolute(4), item: {width: \
                absolute(4), height: absolute(4)}}
                                                     ^~~~~~~~~~~~~~
                                                     fractionalWidth
                1 error, 0 warnings in 1 file

                """)
    }

    @Test func quietReportsOnlyErrorsWithoutSummary() throws {
        let clean = try Self.trellis(["lint", "--quiet", "Samples"])
        #expect(clean.status == 0 && clean.standardError.isEmpty)
    }

    @Test func usageErrorsExitWithSixtyFour() throws {
        #expect(try Self.trellis(["lint", "--reporter", "fancy", "Samples"]).status == 64)
        #expect(try Self.trellis(["lint", "--no-such-flag", "Samples"]).status == 64)
        // `trellis lint` alone lints the current folder (LintDefaultPathTests); `compile` alone has nothing to do.
        #expect(try Self.trellis(["compile"]).status == 64)
        // Numeric options outside sane ranges: a scale of 1e-300 rounded every frame to 0 × 0 with status 0.
        for (option, value) in [("--scale", "1e-300"), ("--scale", "11"), ("--width", "0.5"), ("--height", "1e6")] {
            let run = try Self.trellis(["frames", "Samples/Badges.layout.yaml", option, value])
            #expect(run.status == 64 && run.standardError.contains("must be a number from"), "\(option) \(value)")
        }
    }

    @Test func unreadablePathExitsWithOne() throws {
        let run = try Self.trellis(["lint", "No/Such/File.layout.yaml"])
        #expect(run.status == 1)
        #expect(run.standardError == "error: cannot read 'No/Such/File.layout.yaml': no such file or folder\n")
    }

    /// Only regular files are read: a FIFO named on the command line is refused (exit 1) instead of blocking, a
    /// folder walk skips it and walks a folder named like a layout file; endless standard input is cut at the size
    /// limit and refused by it.
    @Test func nonRegularFilesAndEndlessInputAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        let nested = folder.appendingPathComponent("Odd.layout.yaml")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = try String(contentsOfFile: Repository.root + "/Samples/Badges.layout.yaml", encoding: .utf8)
        try sample.write(to: nested.appendingPathComponent("Inner.layout.yaml"), atomically: true, encoding: .utf8)
        let fifo = folder.appendingPathComponent("Pipe.layout.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let direct = try Self.trellis(["lint", fifo])
        #expect(direct.status == 1 && direct.standardError == "error: cannot read '\(fifo)': not a regular file\n")
        let frames = try Self.trellis(["frames", fifo])
        #expect(frames.status == 1 && frames.standardError.contains("not a regular file"))
        let walked = try Self.trellis(["lint", folder.path])
        #expect(walked.status == 0 && walked.standardError.hasSuffix("no problems in 1 file\n"), "\(walked)")
        let endless = try Self.trellis(["lint", "-"], input: String(repeating: "# padding\n", count: 120_000))
        #expect(endless.status == 2 && endless.standardError.contains("[input_limit]"), "\(endless.standardError)")
    }

    @Test func schemaCommandPrintsTheGrammarSchema() throws {
        let run = try Self.trellis(["schema"])
        #expect(run.status == 0)
        #expect(
            run.standardOutput
                == (try String(contentsOfFile: Repository.path("Grammar/layout.schema.json"), encoding: .utf8)))
    }

    @Test func helpDescribesEveryCommandAndOption() throws {
        let root = try Self.trellis(["--help"])
        #expect(root.status == 0)
        for text in ["lint", "schema", "Exit status", "64 usage error"] {
            #expect(root.standardOutput.contains(text), "\(text)")
        }
        let lint = try Self.trellis(["lint", "--help"])
        for text in [
            "--reporter", "values: human, xcode,", "--stdin-filename", "--strict", "--quiet", "--no-color", "NO_COLOR",
            "Unicode scalars",
        ] {
            #expect(lint.standardOutput.contains(text), "\(text)")
        }
    }
    /// `trellis diff`: 0 when nothing changed, 1 when something did (with the overlay written), 2 for an input that is
    /// no frame dump; the overlay may not replace a layout file.
    @Test func diffExitsByWhatChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = "Samples/PopupStoreMain.layout.yaml"
        let original = try String(contentsOfFile: Repository.root + "/" + sample, encoding: .utf8)
        let changed = folder.appendingPathComponent("Changed.layout.yaml").path
        // The `interest` strip's spacing 10 → 14 moves its cards; nothing else changes.
        try original.replacingOccurrences(
            of: "    interGroupSpacing: 10\n    orthogonalScrolling: continuous\n    header: {height: absolute(44)}",
            with: "    interGroupSpacing: 14\n    orthogonalScrolling: continuous\n    header: {height: absolute(44)}"
        ).write(toFile: changed, atomically: true, encoding: .utf8)
        let same = try Self.trellis(["diff", sample, sample])
        #expect(same.status == 0 && same.standardOutput.hasPrefix("no differences"))
        let svg = folder.appendingPathComponent("diff.svg").path
        let moved = try Self.trellis(["diff", sample, changed, "--svg", svg])
        #expect(moved.status == 1, "\(moved.standardError)")
        #expect(moved.standardOutput.contains("section 1 'interest' item 1: moved by (+4, 0)"))
        #expect(FileManager.default.fileExists(atPath: svg))
        let notADump = folder.appendingPathComponent("bad.json").path
        try "[1, 2]".write(toFile: notADump, atomically: true, encoding: .utf8)
        let bad = try Self.trellis(["diff", notADump, sample])
        #expect(bad.status == 2 && bad.standardError.contains("is not a frame dump"))
        let refused = try Self.trellis(["diff", sample, changed, "--svg", changed])
        #expect(refused.status != 0 && refused.standardError.contains("refusing to write over the layout file"))
        #expect(
            try String(contentsOfFile: changed, encoding: .utf8).contains("interGroupSpacing: 14"), "left as it was")
    }

    /// Dumps from elsewhere: names with escape and bidi controls are shown escaped in text and JSON and keep the SVG
    /// well-formed; an index of 1e30 is refused; dumps of different devices are compared only when asked.
    @Test func diffOfHostileDumps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func dump(_ name: String, device: String, x: Double, index: String = "0") throws -> String {
            let path = folder.appendingPathComponent(name).path
            try """
            {"layout": "A", "device": "\(device)", "container": {"width": 100, "height": 100},
             "contentSize": {"width": 100, "height": 100},
             "sections": [{"index": 0, "name": "evil\\u001b[2J\\u202e", "items": [
               {"index": \(index), "frame": {"x": \(x), "y": 0, "width": 10, "height": 10}}]}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let old = try dump("old.json", device: "iPhone 16", x: 0)
        let new = try dump("new.json", device: "iPhone 16", x: 5)
        let svg = folder.appendingPathComponent("diff.svg").path
        let text = try Self.trellis(["diff", old, new, "--svg", svg])
        #expect(text.status == 1, "\(text.standardError)")
        #expect(!text.standardOutput.contains("\u{1B}") && !text.standardOutput.contains("\u{202E}"))
        #expect(
            text.standardOutput.contains("section 0 'evil\\u{1B}[2J\\u{202E}' item 0: moved"), "\(text.standardOutput)")
        let json = try Self.trellis(["diff", old, new, "--format", "json"])
        #expect(!json.standardOutput.contains("\u{202E}") && json.standardOutput.contains("\\\\u{202E}"))
        let drawing = try Data(contentsOf: URL(fileURLWithPath: svg))
        let parser = XMLParser(data: drawing)
        #expect(parser.parse(), "the SVG is well-formed XML: \(String(describing: parser.parserError))")

        let huge = try dump("huge.json", device: "iPhone 16", x: 0, index: "1e30")
        let refused = try Self.trellis(["diff", old, huge])
        #expect(refused.status == 2 && refused.standardError.contains("has the index 1e+30, not a whole number"))

        let other = try dump("other.json", device: "iPhone SE (3rd generation)", x: 0)
        let devices = try Self.trellis(["diff", old, other])
        #expect(devices.status == 2 && devices.standardError.contains("--across-devices"), "\(devices.standardError)")
        #expect(try Self.trellis(["diff", old, other, "--across-devices"]).status == 0)
    }

    /// A real editor: Neovim, headless, with `trellis lsp` as the language server of a file with a misspelt key.
    /// It shows the diagnostics (0-based line 6, character 6: the key), offers the rename as a quick fix, and once
    /// applied and written the file holds the right key. `.ci/run` installs Neovim where it is missing.
    /// An unreadable path reads the same in every command, with status 1 (diff: 2, its status for trouble).
    @Test func unreadablePathsAreWordedAlikeEverywhere() throws {
        let missing = "No/Such/File.layout.yaml"
        let expected = "error: cannot read '\(missing)': no such file or folder\n"
        for arguments in [
            ["lint", missing], ["frames", missing], ["render", missing, "-o", "/tmp/trellis-never.svg"],
            ["compile", missing, "-o", "/tmp/trellis-never.swift"],
        ] {
            let run = try Self.trellis(arguments)
            #expect(run.status == 1 && run.standardError == expected, "\(arguments): \(run.standardError)")
        }
        let diff = try Self.trellis(["diff", missing, "Samples/InsetGrid.layout.yaml"])
        #expect(diff.status == 2 && diff.standardError == expected, "\(diff.standardError)")
        let swift = try Self.trellis(["import", "No/Such/Layout.swift"])
        #expect(swift.status == 1, "\(swift.standardError)")
        #expect(swift.standardError == "error: cannot read 'No/Such/Layout.swift': no such file or folder\n")
    }

    /// A Swift file with one layout function, a full-width row 44 pt tall, named `name`.
    static func swiftLayout(named name: String) -> String {
        """
        import UIKit
        func \(name)() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }

        """
    }

    /// `import` never replaces a layout file, and saying so is status 1: 2 is for mistakes in the input.
    @Test func importRefusingToOverwriteIsStatusOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Grid.swift")
        try Self.swiftLayout(named: "makeGridLayout").write(to: source, atomically: true, encoding: .utf8)
        let first = try Self.trellis(["import", source.path, "-o", folder.path])
        #expect(first.status == 0, "\(first.standardError)")
        let written = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".layout.yaml") })
        let before = try String(contentsOfFile: folder.appendingPathComponent(written).path, encoding: .utf8)
        let second = try Self.trellis(["import", source.path, "-o", folder.path])
        #expect(second.status == 1, "\(second.standardError)")
        #expect(second.standardError.contains("exists; import never replaces a layout file"))
        #expect(try String(contentsOfFile: folder.appendingPathComponent(written).path, encoding: .utf8) == before)
    }

    /// A configuration holding a 900 KB value: the warning quotes a short excerpt, and the value is not compared
    /// with every rule id letter by letter (that took minutes).
    @Test func aHugeConfigurationValueIsQuotedShort() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: Repository.path("Samples/InsetGrid.layout.yaml"),
            toPath: folder.appendingPathComponent("InsetGrid.layout.yaml").path)
        let huge = String(repeating: "x", count: 900_000)
        try "disabled_rules: [\(huge)]\n".write(
            to: folder.appendingPathComponent(".trellis.yml"), atomically: true, encoding: .utf8)
        let run = try Self.trellis(["lint", folder.path, "--reporter", "json"])
        #expect(run.status == 0, "\(run.standardError.prefix(300))")
        #expect(run.standardOutput.utf8.count < 4_000, "\(run.standardOutput.prefix(600))")
        #expect(run.standardOutput.contains("'\(String(repeating: "x", count: 40))…' is not a rule id"))
    }

    /// The Neovim set-up of Docs/Editors.md, exactly as printed, in the Neovim on this machine (Debian's is 0.7):
    /// opening a layout file with a misspelt key attaches the server and shows its diagnostic.
    @Test(.enabled(if: ExternalTool.neovim.shouldRun, Comment(rawValue: ExternalTool.neovim.skipReason)))
    func theReadmesNeovimSnippetWorks() throws {
        try ExternalTool.neovim.requireInstalled()
        let editors = try String(contentsOfFile: Repository.path("Docs/Editors.md"), encoding: .utf8)
        let start = try #require(editors.range(of: "**Neovim**"))
        let fence = try #require(editors.range(of: "```lua\n", range: start.upperBound..<editors.endIndex))
        let end = try #require(editors.range(of: "```", range: fence.upperBound..<editors.endIndex))
        let snippet = String(editors[fence.upperBound..<end.lowerBound])
        #expect(snippet.contains("cmd = { 'trellis', 'lsp' }"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("Grid.layout.yaml")
        try """
        layout: Grid
        sections:
          - name: grid
            group:
              axis: vertical
              width: fractionalWidth(1)
              heigth: absolute(44)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}

        """.write(to: layout, atomically: true, encoding: .utf8)
        let seen = folder.appendingPathComponent("seen.txt")
        // The snippet, then a report of what the editor shows once the server has answered.
        let setup =
            snippet + """
                vim.api.nvim_create_autocmd('VimEnter', { callback = function()
                  local function report()
                    local out = { 'clients ' .. #vim.lsp.buf_get_clients(0) }
                    for _, d in ipairs(vim.diagnostic.get(0)) do
                      table.insert(out, (d.lnum + 1) .. ':' .. (d.col + 1) .. ' ' .. tostring(d.code))
                    end
                    vim.fn.writefile(out, '\(seen.path)')
                    vim.cmd('qa!')
                  end
                  vim.wait(15000, function() return #vim.diagnostic.get(0) > 0 end, 50)
                  report()
                end })

                """
        let initFile = folder.appendingPathComponent("init.lua")
        try setup.write(to: initFile, atomically: true, encoding: .utf8)
        // `trellis` on PATH is the one under test, as the snippet names it.
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("trellis").path, withDestinationPath: Self.executable.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nvim", "--headless", "-u", initFile.path, "-i", "NONE", layout.path]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let lines = try String(contentsOf: seen, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "clients 1", "\(lines)")
        #expect(lines.contains("7:7 unknown_key"), "\(lines)")
    }

    @Test(.enabled(if: ExternalTool.neovim.shouldRun, Comment(rawValue: ExternalTool.neovim.skipReason)))
    func neovimShowsDiagnosticsAndAppliesQuickFixes() throws {
        try ExternalTool.neovim.requireInstalled()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("Grid.layout.yaml")
        try """
        layout: Grid
        sections:
          - name: grid
            group:
              axis: horizontal
              width: fractionalWidth(1)
              heigth: absolute(100)
              subitems:
                - item: {width: fractionalWidth(1/3), height: fractionalHeight(1)}

        """.write(to: layout, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("seen.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "nvim", "--headless", "-u", "NONE", "-i", "NONE", "-c",
            "luafile \(Repository.root)/Tests/TrellisCLITests/Neovim/check.lua",
        ]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "TRELLIS": Self.executable.path, "LAYOUT": layout.path, "OUT": output.path, "FIX_RULE": "unknown_key",
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let seen = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            seen.contains("diagnostic 6:6 unknown_key unknown key 'heigth' in group; did you mean 'height'?"), "\(seen)"
        )
        #expect(seen.contains("action Change to height (unknown_key)"), "\(seen)")
        #expect(try String(contentsOf: layout, encoding: .utf8).contains("      height: absolute(100)\n"))
        #expect(!seen.contains { $0.contains("unknown key") && $0.hasPrefix("after") })
    }
}
