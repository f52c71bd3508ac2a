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
