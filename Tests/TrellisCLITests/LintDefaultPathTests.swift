import Foundation
import Testing
import TrellisTestSupport

/// `trellis lint` with no path, as SwiftLint users expect: the current folder, or the `.trellis.yml`'s `included`
/// paths, with its `excluded` paths skipped either way.
struct LintDefaultPathTests {
    static let broken = "layout: Broken\nsections:\n  - name: a\n    group: {axis: vertical}\n"
    static let fine = """
        layout: Fine
        sections:
          - name: a
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: absolute(44)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}

        """

    /// A folder with `Layouts/Fine`, `Vendor/Broken` and `Drafts/Broken` layout files, and the given configuration.
    func project(configuration: String?) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lint-default-\(UUID())").path
        for (folder, name, text) in [
            ("Layouts", "Fine", Self.fine), ("Vendor", "Broken", Self.broken), ("Drafts", "Draft", Self.broken),
        ] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
            try text.replacingOccurrences(of: "layout: Broken", with: "layout: \(name)")
                .write(toFile: "\(root)/\(folder)/\(name).layout.yaml", atomically: true, encoding: .utf8)
        }
        if let configuration {
            try configuration.write(toFile: "\(root)/.trellis.yml", atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func noPathLintsTheCurrentFolder() throws {
        let root = try project(configuration: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CLITests.trellis(["lint", "--no-color"], in: root)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("./Vendor/Broken.layout.yaml:4:12: error"), "\(run.standardError)")
        #expect(run.standardError.contains("./Drafts/Draft.layout.yaml"), "\(run.standardError)")
        #expect(run.standardError.contains("in 3 files"), "\(run.standardError)")
    }

    @Test func noPathHonoursIncludedAndExcluded() throws {
        let root = try project(configuration: "included: [Layouts, Drafts]\nexcluded: [Drafts]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CLITests.trellis(["lint", "--no-color"], in: root)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("Broken") && !run.standardError.contains("Draft"), "\(run.standardError)")
        #expect(run.standardError.contains("no problems in 1 file"), "\(run.standardError)")
    }
}

/// A configuration's lint targets are bounded: every rule runs at every target, so 1,000 targets made linting one
/// 2,000-section file take minutes and gigabytes. One error, at the first target past the bound.
struct LintTargetBoundTests {
    @Test func moreTargetsThanTheBoundIsOneError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-targets-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let targets = Array(repeating: "  - iPhone 16\n", count: 1_000).joined()
        try ("targets:\n" + targets).write(toFile: "\(root)/.trellis.yml", atomically: true, encoding: .utf8)
        try LintDefaultPathTests.fine.write(toFile: "\(root)/Fine.layout.yaml", atomically: true, encoding: .utf8)
        let run = try CLITests.trellis(["lint", "--no-color", "Fine.layout.yaml"], in: root)
        #expect(run.status == 2, "\(run.standardError)")
        // The 65th entry, on line 66 (line 1 is `targets:`), column 5 (after `  - `).
        let message = ".trellis.yml:66:5: error: 'targets' lists 1000 targets; at most 64 are checked [input_limit]"
        #expect(run.standardError.contains(message), "\(run.standardError.prefix(600))")
        #expect(run.standardError.components(separatedBy: "[input_limit]").count == 2, "one error, not one each")
    }
}

/// `--baseline` is refused by size before it is read: a 3 GB file was read whole first.
struct BaselineSizeTests {
    @Test func aBaselinePastTheLimitIsRefusedUnread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-baseline-\(UUID()).json")
        // Sparse: 3 GiB long, no disk used; reading it whole would take that much memory.
        #expect(FileManager.default.createFile(atPath: path.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: path) }
        let handle = try FileHandle(forWritingTo: path)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let run = try CLITests.trellis(["lint", "--baseline", path.path, "Samples/InsetGrid.layout.yaml"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError == "error: cannot read '\(path.path)': larger than 64 MiB\n", "\(run.standardError)")
    }
}
