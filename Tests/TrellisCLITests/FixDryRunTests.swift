import Foundation
import Testing
import TrellisTestSupport

/// `lint --fix --dry-run` reports what would remain once its diff is applied, as `--fix` does after writing: it
/// printed a diff fixing a typo and the pitfall the typo hid, then reported the typo's error and exited 2.
struct FixDryRunTests {
    static let layout = """
        layout: Typo
        sections:
          - name: rows
            interGroupSpacng: 8
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: estimated(44)
              item: {width: fractionalWidth(1), height: estimated(44), contentInsets: {top: 8, bottom: 8}}

        """

    @Test func theSummaryAndStatusFollowWhatRemains() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fix-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.layout.write(toFile: "\(root)/Typo.layout.yaml", atomically: true, encoding: .utf8)

        let before = try CLITests.trellis(["lint", "--no-color", "Typo.layout.yaml"], in: root)
        #expect(before.status == 2 && before.standardError.contains("[unknown_key]"), "\(before.standardError)")

        let dry = try CLITests.trellis(["lint", "--fix", "--dry-run", "--no-color", "Typo.layout.yaml"], in: root)
        #expect(dry.standardOutput.contains("+    interGroupSpacing: 8"), "\(dry.standardOutput)")
        #expect(dry.standardOutput.contains("contentInsets: 0}"), "\(dry.standardOutput)")
        #expect(dry.standardError.hasSuffix("no problems in 1 file\n"), "\(dry.standardError)")
        #expect(dry.status == 0, "\(dry.standardError)")
        // Nothing was written.
        #expect(try String(contentsOfFile: "\(root)/Typo.layout.yaml", encoding: .utf8) == Self.layout)

        // Writing the same fixes leaves the same: nothing.
        let written = try CLITests.trellis(["lint", "--fix", "--no-color", "Typo.layout.yaml"], in: root)
        #expect(written.status == 0 && written.standardError.hasSuffix("no problems in 1 file\n"))
    }

    /// A structural error no fix-it repairs (a word `orthogonalScrolling` does not have) no longer stops the fixes
    /// around it: the misspelt key and the pitfall are fixed, and the summary and status speak of the one error
    /// that remains. Before, no fix applied: every fixed text still had an error, so none "lowered".
    @Test func fixesApplyAroundAnErrorNoFixRepairs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fix-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let layout = Self.layout.replacingOccurrences(
            of: "    interGroupSpacng: 8\n", with: "    interGroupSpacng: 8\n    orthogonalScrolling: sideways\n")
        try layout.write(toFile: "\(root)/Typo.layout.yaml", atomically: true, encoding: .utf8)

        let dry = try CLITests.trellis(["lint", "--fix", "--dry-run", "--no-color", "Typo.layout.yaml"], in: root)
        #expect(dry.standardOutput.contains("+    interGroupSpacing: 8"), "\(dry.standardOutput)")
        #expect(dry.standardOutput.contains("contentInsets: 0}"), "\(dry.standardOutput)")
        #expect(dry.standardError.contains("Typo.layout.yaml:5:26: error: 'sideways'"), "\(dry.standardError)")
        #expect(dry.standardError.hasSuffix("1 error, 0 warnings in 1 file\n"), "\(dry.standardError)")
        #expect(dry.status == 2)

        let written = try CLITests.trellis(["lint", "--fix", "--no-color", "Typo.layout.yaml"], in: root)
        #expect(written.status == 2 && written.standardError.hasSuffix("1 error, 0 warnings in 1 file\n"))
        let fixed = try String(contentsOfFile: "\(root)/Typo.layout.yaml", encoding: .utf8)
        #expect(fixed.contains("    interGroupSpacing: 8\n    orthogonalScrolling: sideways\n"), "\(fixed)")
    }
}
