import Foundation
import Testing
import TrellisTestSupport

/// `trellis lint` with rules: the seed articles' bugs, reporters, configuration, suppressions,
/// --strict and --lenient, and `trellis rules`.
struct LintCLITests {
    static let seedBugs = "Tests/Fixtures/Lint/SeedBugs"

    /// The seed layouts with their bugs put back: each bug is reported at its line, with a fix.
    @Test(arguments: ["human", "json", "sarif", "github-actions", "xcode"])
    func seedBugsMatchTheReviewedGolden(_ reporter: String) throws {
        let run = try CLITests.trellis(["lint", Self.seedBugs, "--reporter", reporter, "--no-color"])
        #expect(run.status == 2)
        let output = reporter == "human" ? run.standardError : run.standardOutput
        let golden = Repository.path("Tests/TrellisCLITests/Goldens/lint.seed-bugs.\(reporter).txt")
        let mismatch = Golden.mismatch(output, goldenAt: golden)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func sarifIsWellFormedWithTheRuleTableAndUTF16Columns() throws {
        // 'bogus' is at scalar column 30 of line 5; the emoji before it is two UTF-16 units.
        let text = """
            layout: Grid
            sections:
              - name: rows
                group: {axis: vertical, width: fractionalWidth(1), height: estimated(44), item: {width: \
            fractionalWidth(1), height: estimated(1)}}
            preview: {device: "🎉 phone", bogus: 1}
            """
        let run = try CLITests.trellis(["lint", "-", "--reporter", "sarif"], input: text)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.first?["columnKind"] as? String == "utf16CodeUnits")
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count >= 37)
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "unknown_key" })
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "unknown_key")
        let region = try #require(
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Any])
        #expect(region["startLine"] as? Int == 5)
        #expect(region["startColumn"] as? Int == 31)
    }

    @Test func configurationDisablesRaisesAndOptsIn() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Grid.layout.yaml",
            """
            layout: Grid
            sections:
              - name: grid
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(100)
                  item:
                    width: fractionalWidth(1/3)
                    height: fractionalHeight(1)
                    supplementaries: [{kind: badge, width: absolute(10), height: absolute(10), anchor: {edges: [top]}}]
                contentInsets: {leading: 16, trailing: 16}
                header: {height: absolute(40), pinToVisibleBounds: true}
            """)
        // Defaults: the pinned header under the badges is a warning, so the run passes.
        var run = try CLITests.trellis(["lint", folder.path, "--reporter", "xcode"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("[pinned_supplementary_zindex]"))
        #expect(!run.standardOutput.contains("[implicit_supplementary_insets]"))

        try folder.write(
            ".trellis.yml",
            """
            severity: {pinned_supplementary_zindex: error}
            opt_in_rules: [implicit_supplementary_insets]
            disabled_rules: [fixed_columns_wide_targets, no_such_rule]
            """)
        run = try CLITests.trellis(["lint", folder.path, "--reporter", "xcode"])
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("error: the pinned 'header'"))
        #expect(run.standardOutput.contains("[implicit_supplementary_insets]"))
        #expect(!run.standardOutput.contains("[fixed_columns_wide_targets]"))
        #expect(run.standardOutput.contains(".trellis.yml:3:46: warning: 'no_such_rule' is not a rule id"))

        // --lenient lowers rule errors to warnings.
        run = try CLITests.trellis(["lint", folder.path, "--lenient", "--reporter", "xcode"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("warning: the pinned 'header'"))
    }

    @Test func configurationTargetsDeploymentTargetAndExclusions() throws {
        let folder = try TemporaryFolder()
        let cards = """
            layout: Cards
            sections:
              - name: cards
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(100)
                  item: {width: absolute(340), height: fractionalHeight(1)}
                supplementaryContentInsetsReference: none
            """
        try folder.write("Cards.layout.yaml", cards)
        try folder.write("Legacy/Old.layout.yaml", "layout: [broken")
        // Default targets: 340 pt fits every one (the iPhone SE is 375 pt wide); iOS 15 lacks the reference.
        var run = try CLITests.trellis(["lint", folder.path + "/Cards.layout.yaml", "--reporter", "xcode"])
        #expect(
            run.standardOutput.contains(
                "supplementaryContentInsetsReference needs iOS 16.0, above the deployment target iOS 15.0"))
        #expect(!run.standardOutput.contains("group_cannot_fit_item"))

        try folder.write(
            ".trellis.yml",
            """
            deploymentTarget: {iOS: "16.0"}
            targets:
              - {width: 320, height: 568}
              - iPhone 16
            excluded: [Legacy/]
            """)
        run = try CLITests.trellis(["lint", folder.path, "--reporter", "xcode"])
        #expect(run.status == 2)
        #expect(!run.standardOutput.contains("api_availability"))
        #expect(!run.standardOutput.contains("Old.layout.yaml"))
        #expect(
            run.standardOutput.contains(
                "Cards.layout.yaml:8:14: error: at 320 × 568: the group's content is 320 pt wide but its first "
                    + "subitem needs 340 pt [group_cannot_fit_item]"
            ))

        // --config replaces the nearest configuration; a missing one is exit status 1.
        try folder.write("other.yml", "disabled_rules: [group_cannot_fit_item]\ntargets: [{width: 320, height: 568}]\n")
        run = try CLITests.trellis([
            "lint", folder.path + "/Cards.layout.yaml", "--config", folder.path + "/other.yml", "--reporter", "xcode",
        ])
        #expect(!run.standardOutput.contains("group_cannot_fit_item"))
        #expect(try CLITests.trellis(["lint", folder.path, "--config", folder.path + "/missing.yml"]).status == 1)
    }

    @Test func badConfigurationIsReportedWhereItIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Grid.layout.yaml",
            "layout: Grid\nsections:\n  - name: grid\n    group: {axis: vertical, width: fractionalWidth(1), height: "
                + "absolute(44), item: {width: fractionalWidth(1), height: fractionalHeight(1)}}\n"
        )
        try folder.write(
            ".trellis.yml",
            "disabled_rule: [group_overflow]\ntargets: [{width: -1, height: 10}]\nseverity: {group_overflow: fatal}\n")
        let run = try CLITests.trellis(["lint", folder.path, "--reporter", "xcode"])
        #expect(run.status == 2)
        #expect(
            run.standardOutput.contains(
                ".trellis.yml:1:1: error: unknown key 'disabled_rule' in the configuration; did you mean "
                    + "'disabled_rules'? [unknown_key]"
            ))
        #expect(run.standardOutput.contains(".trellis.yml:2:19: error: 'width' must be a number above 0"))
        #expect(run.standardOutput.contains(".trellis.yml:3:28: error: a severity is error, warning or note"))
        #expect(try CLITests.trellis(["frames", folder.path + "/Grid.layout.yaml"]).status == 2)
    }

    @Test func suppressionCommentsAndTheirMistakes() throws {
        let text = """
            layout: Rows
            sections:
              - name: rows
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: estimated(44)
                  # trellis:disable:next implausible_estimate
                  item: {width: fractionalWidth(1), height: estimated(2)}
                # trellis:disable insets_on_estimated_axis
                header: {height: estimated(3), contentInsets: {top: 4}}  # trellis:disable:this implausible_estimate
                # trellis:enable insets_on_estimated_axis
                footer: {height: estimated(4)}  # trellis:disable:this implausible_estimat
              - name: more  # trellis:disable:this group_overflow
                group: {axis: vertical, width: fractionalWidth(1), height: absolute(5), item: {width: \
            fractionalWidth(1), height: fractionalHeight(1)}}
                # trellis:disabel:next group_overflow
            """
        let run = try CLITests.trellis(["lint", "-", "--reporter", "xcode"], input: text)
        let lines = run.standardOutput.split(separator: "\n").filter { !$0.contains(": note: ") }.map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("<stdin>:13:22: warning: the 'footer' boundary item's height is estimated at 4 pt")
            })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "<stdin>:13:60: warning: 'implausible_estimat' is not a rule id; did you mean "
                        + "'implausible_estimate'?"
                )
            })
        #expect(
            lines.contains { $0.hasPrefix("<stdin>:14:40: warning: 'group_overflow' reports nothing on the line 14") })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "<stdin>:16:7: warning: 'trellis:disabel:next' is not a suppression command; did you mean "
                        + "'trellis:disable:next'?"
                )
            })
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let warningsOnly = Self.seedBugs + "/MultiSectionHeadersPinned.layout.yaml"
        #expect(try CLITests.trellis(["lint", warningsOnly]).status == 0)
        let strict = try CLITests.trellis(["lint", warningsOnly, "--strict", "--reporter", "xcode"])
        #expect(strict.status == 2)
        #expect(strict.standardOutput.contains("error: the pinned 'header'"))
        #expect(try CLITests.trellis(["lint", warningsOnly, "--strict", "--lenient"]).status == 64)
    }

    /// A pitfall is reported beside the frames, not instead of them: UIKit lays the article's first attempt out.
    /// Worked by hand (Docs/Semantics.md, count groups; fractions of an estimated group): 393 − 2 × 16 = 361 pt,
    /// two slots of (361 − 12) / 2 = 174.5 at x 16 and 202.5; every card stays at the group's estimate, 250 pt, so
    /// the 300-pt measurements are clipped; the second row at 16 + 250 + 16 = 282. A layout UIKit raises on is
    /// still refused, with status 2.
    @Test func framesLaysOutPitfallsBesideTheirErrors() throws {
        let pitfall = try CLITests.trellis([
            "frames", Self.seedBugs + "/PopupStoreFirstAttempt.layout.yaml", "--format", "text",
        ])
        #expect(pitfall.status == 0)
        #expect(pitfall.standardError.contains("[fractional_in_estimated_parent]"))
        // Count slots of (361 − 12) / 2 = 174.5 are floored to the @3x grid: 174.333 (Docs/Semantics.md §14).
        #expect(
            pitfall.standardOutput.contains(
                """
                  item      0       16   16  174.333     250
                  item      1  202.333   16  174.333     250  clipped
                  item      2       16  282  174.333     250
                  item      3  202.333  282  174.333     250  clipped
                """))
        let raises = try CLITests.trellis([
            "frames", "Tests/Fixtures/Frames/refused-layouts/group-cannot-fit-its-item.layout.yaml",
        ])
        #expect(raises.status == 2 && raises.standardOutput.isEmpty)
        #expect(raises.standardError.contains("[group_cannot_fit_item]"))
        let warned = try CLITests.trellis([
            "frames", Self.seedBugs + "/MultiSectionHeadersPinned.layout.yaml", "--no-color",
        ])
        #expect(warned.status == 0)
        #expect(warned.standardOutput.contains("\"layout\": \"MultiSectionHeadersPinned\""))
        #expect(warned.standardError.contains("warning: the pinned 'header'"))
    }

    @Test func rulesListsExplainsAndRefusesUnknownIDs() throws {
        let list = try CLITests.trellis(["rules"])
        #expect(list.status == 0)
        for id in [
            "yaml_syntax", "group_overflow", "fractional_in_estimated_parent", "api_availability",
            "superfluous_suppression",
        ] {
            #expect(list.standardOutput.contains(id))
        }
        let one = try CLITests.trellis(["rules", "group_overflow"])
        #expect(
            one.standardOutput.hasPrefix(
                "group_overflow — Group Overflow\nseverity: error; category: correctness; per target; pitfall P4"))
        #expect(one.standardOutput.contains("- ↓item: {width: absolute(200), height: fractionalHeight(1)}"))
        let json = try CLITests.trellis(["rules", "--format", "json"])
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count == Set(array.compactMap { $0["id"] as? String }).count)
        #expect(array.count >= 37)
        let unknown = try CLITests.trellis(["rules", "group_overflw"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("did you mean 'group_overflow'?"))
    }

    /// `lint -` with `--stdin-filename` uses the `.trellis.yml` of the named file's folder, as
    /// editors that pipe a buffer expect.
    @Test func standardInputUsesTheNamedFilesConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.trellis.yml", "disabled_rules: [implausible_estimate]\n")
        let text = """
            layout: Rows
            sections:
              - name: rows
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: estimated(4)
                  item: {width: fractionalWidth(1), height: estimated(4)}
            """
        let plain = try CLITests.trellis(["lint", "-", "--reporter", "xcode"], input: text)
        #expect(plain.standardOutput.contains("[implausible_estimate]"))
        let named = try CLITests.trellis(
            ["lint", "-", "--stdin-filename", folder.path + "/App/Rows.layout.yaml", "--reporter", "xcode"],
            input: text)
        #expect(!named.standardOutput.contains("[implausible_estimate]"), "\(named.standardOutput)")
    }

    static let fixable = """
        layout: Rows
        sections:
          - name: rows
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: estimated(80)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}
            header: {height: absolute(40), pinToVisibleBounds: true}
        """

    /// `--fix` writes the fix-its, lints again and reports what remains; `--dry-run` prints a diff
    /// and writes nothing.
    @Test func fixAppliesFixItsAndDryRunPrintsADiff() throws {
        let folder = try TemporaryFolder()
        try folder.write("Rows.layout.yaml", Self.fixable)
        let file = folder.path + "/Rows.layout.yaml"
        let dry = try CLITests.trellis(["lint", file, "--fix", "--dry-run"])
        #expect(dry.standardOutput.contains("-      item: {width: fractionalWidth(1), height: fractionalHeight(1)}"))
        #expect(dry.standardOutput.contains("+      item: {width: fractionalWidth(1), height: estimated(80)}"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.fixable, "--dry-run wrote the file")
        // Its status is that of what remains once the diff is applied, as --fix's after writing (FixDryRunTests).
        #expect(dry.status == 0)

        let fixed = try CLITests.trellis(["lint", file, "--fix", "--reporter", "xcode"])
        #expect(fixed.standardError.contains("fixed 1 problem in 1 file"), "\(fixed.standardError)")
        #expect(fixed.status == 0, "\(fixed.standardOutput)")
        #expect(!fixed.standardOutput.contains("[fractional_in_estimated_parent]"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("height: estimated(80)}"))
    }

    /// `--only-rule` reports one rule; a baseline hides the findings it holds, even after lines move.
    @Test func onlyRuleAndBaseline() throws {
        let folder = try TemporaryFolder()
        try folder.write("Rows.layout.yaml", Self.fixable)
        let file = folder.path + "/Rows.layout.yaml"
        let only = try CLITests.trellis(["lint", file, "--only-rule", "implausible_estimate", "--reporter", "xcode"])
        #expect(!only.standardOutput.contains("[fractional_in_estimated_parent]"))
        #expect(only.status == 0)
        #expect(try CLITests.trellis(["lint", file, "--only-rule", "no_such_rule"]).status == 64)

        let baseline = folder.path + "/baseline.json"
        let written = try CLITests.trellis(["lint", file, "--write-baseline", baseline, "--reporter", "xcode"])
        #expect(written.standardOutput.contains("[fractional_in_estimated_parent]"))
        // Moving the finding's line down does not bring it back.
        try folder.write("Rows.layout.yaml", "# a new first line\n" + Self.fixable)
        let filtered = try CLITests.trellis(["lint", file, "--baseline", baseline, "--reporter", "xcode"])
        #expect(filtered.status == 0, "\(filtered.standardOutput)")
        #expect(!filtered.standardOutput.contains("[fractional_in_estimated_parent]"))
    }

    /// Two files of one run with the same `layout:` would generate one type twice in a module.
    @Test func duplicateLayoutNamesAcrossFilesAreReportedAtBoth() throws {
        let folder = try TemporaryFolder()
        let grid = """
            layout: Feed
            sections:
              - name: rows
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: absolute(44)
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}
            """
        try folder.write("Home/Feed.layout.yaml", grid)
        try folder.write("Search/Feed.layout.yaml", grid)
        let run = try CLITests.trellis(["lint", folder.path, "--reporter", "xcode"])
        #expect(run.status == 2)
        let found = run.standardOutput.split(separator: "\n").filter { $0.contains("[duplicate_layout_name]") }
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.contains(".layout.yaml:1:9: error: layout 'Feed' is also the layout of") })
    }

    /// A run that checks no file is an error, not "no problems in 0 files": an empty folder, a folder of other
    /// files, or one whose every layout file is excluded (exit status 1, as SwiftLint does). A folder without
    /// layout files beside one with them is fine.
    @Test func emptySelectionIsAnError() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Empty", withIntermediateDirectories: true)
        var run = try CLITests.trellis(["lint", folder.path + "/Empty"])
        #expect(run.status == 1)
        #expect(run.standardError == "error: no layout files in \(folder.path)/Empty\n")
        try folder.write("Other/Notes.yaml", "layout: Notes\n")
        run = try CLITests.trellis(["lint", folder.path + "/Empty", folder.path + "/Other"])
        #expect(run.status == 1)
        #expect(run.standardError == "error: no layout files in \(folder.path)/Empty, \(folder.path)/Other\n")
        try folder.write(
            "Excluded/Grid.layout.yaml",
            try String(contentsOfFile: Repository.path("Samples/InsetGrid.layout.yaml"), encoding: .utf8))
        try folder.write("Excluded/.trellis.yml", "excluded: [Grid.layout.yaml]\n")
        run = try CLITests.trellis(["lint", folder.path + "/Excluded"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError == "error: no layout files in \(folder.path)/Excluded\n")
        // Named on the command line, an excluded file is linted; beside it the empty folder is no error.
        run = try CLITests.trellis(["lint", folder.path + "/Empty", folder.path + "/Excluded/Grid.layout.yaml"])
        #expect(run.status == 0 && run.standardError.hasSuffix("no problems in 1 file\n"), "\(run.standardError)")
    }

    /// A misspelt key in one section layout no longer hides the other's finding from `lint`; `frames` and `compile`
    /// still refuse the file (exit status 2) and report its structural error alone.
    @Test func lintAndFramesReportFindingsBesideAStructuralErrorWhichCompileRefuses() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Feed.layout.yaml",
            """
            layout: Feed
            sections:
              - name: rows
                group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
            fractionalWidth(1), height: fractionalHeight(1)}}
                interGroupSpaceing: 8
              - name: cards
                group: {axis: horizontal, width: fractionalWidth(1), height: estimated(120), item: {width: \
            fractionalWidth(1/2), height: fractionalHeight(1)}}

            """)
        let path = folder.path + "/Feed.layout.yaml"
        let lint = try CLITests.trellis(["lint", path, "--reporter", "xcode"])
        #expect(lint.status == 2)
        let rules = lint.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            $0.split(separator: "[").last ?? ""
        }
        #expect(rules == ["unknown_key]", "fractional_in_estimated_parent]"], "\(lint.standardOutput)")
        // "    group: {axis: horizontal, ..., item: {width: fractionalWidth(1/2), height: " is 125 columns.
        #expect(lint.standardOutput.contains("Feed.layout.yaml:7:126: error: 'fractionalHeight(1)' is a fraction"))
        // `compile` writes the app's code: it refuses the file with its structural error alone. `frames` lays it out
        // as if the misspelt key were not written, with lint's findings beside, as `lint` reports them.
        let compile = try CLITests.trellis(["compile", path, "--dry-run"])
        #expect(compile.status == 2, "\(compile.standardError)")
        #expect(compile.standardError.contains("[unknown_key]"))
        #expect(!compile.standardError.contains("fractional_in_estimated_parent"), "\(compile.standardError)")
        let frames = try CLITests.trellis(["frames", path])
        #expect(frames.status == 2, "\(frames.standardError)")
        #expect(frames.standardError.contains("[unknown_key]"))
        #expect(frames.standardError.contains("[fractional_in_estimated_parent]"), "\(frames.standardError)")
        #expect(frames.standardOutput.contains("cards"), "\(frames.standardOutput)")
    }

    /// A file that starts with a UTF-8 byte order mark lints with positions counted after the mark, and `--fix`
    /// keeps the mark.
    @Test func byteOrderMarkIsReadAndKeptByFix() throws {
        let folder = try TemporaryFolder()
        let text = """
            layout: Grid
            sections:
              - name: grid
                group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
            fractionalWidth(1), height: fractionalHeight(1)}}
                interGroupSpaceing: 8

            """
        let path = folder.path + "/Grid.layout.yaml"
        try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: URL(fileURLWithPath: path))
        var run = try CLITests.trellis(["lint", path, "--reporter", "xcode"])
        #expect(run.status == 2)
        #expect(
            run.standardOutput
                == "\(path):5:5: error: unknown key 'interGroupSpaceing' in section; did you mean "
                + "'interGroupSpacing'? [unknown_key]\n", "\(run.standardOutput)")
        run = try CLITests.trellis(["lint", path, "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        let fixed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(fixed == [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "Spaceing", with: "Spacing").utf8))
    }

    /// A `.trellis.yml` that exists but cannot be read stops the run; it was once skipped, and
    /// the file linted with the parent folder's rules.
    @Test func unreadableConfigurationIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Grid.layout.yaml",
            try String(contentsOfFile: Repository.path("Samples/InsetGrid.layout.yaml"), encoding: .utf8))
        try FileManager.default.createDirectory(
            atPath: folder.path + "/App/.trellis.yml", withIntermediateDirectories: true)
        for command in ["lint", "frames"] {
            let run = try CLITests.trellis([command, folder.path + "/App/Grid.layout.yaml"])
            #expect(run.status == 1, "\(command): \(run.standardError)")
            #expect(run.standardError.contains("App/.trellis.yml': not a regular file"), "\(run.standardError)")
        }
    }
}

/// A folder under the system's temporary directory, removed when the value is released.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let file = (path as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// `trellis compile`: writing, refusing, platforms and access levels.
struct CompileCLITests {
    @Test func dryRunPrintsTheReviewedGeneratedSwift() throws {
        let run = try CLITests.trellis(["compile", "Samples/InsetGrid.layout.yaml", "--dry-run"])
        #expect(run.status == 0)
        #expect(
            run.standardOutput
                == (try String(
                    contentsOfFile: Repository.path("Tests/TrellisCodegenTests/Generated/InsetGrid.swift"),
                    encoding: .utf8)))
    }

    @Test func writesOnlyWhenTheContentChanges() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/Out/InsetGrid.swift"
        #expect(try CLITests.trellis(["compile", "Samples/InsetGrid.layout.yaml", "-o", output]).status == 0)
        let first = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try CLITests.trellis(["compile", "Samples/InsetGrid.layout.yaml", "-o", output]).status == 0)
        let second = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(first == second, "an unchanged output was rewritten")
        // A changed layout rewrites it.
        try folder.write(
            "Grid.layout.yaml",
            try String(contentsOfFile: Repository.path("Samples/InsetGrid.layout.yaml"), encoding: .utf8)
                .replacingOccurrences(of: "InsetGrid", with: "OtherGrid"))
        #expect(try CLITests.trellis(["compile", folder.path + "/Grid.layout.yaml", "-o", output]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("enum OtherGrid"))
        // Without -o, the output sits next to the input.
        #expect(try CLITests.trellis(["compile", folder.path + "/Grid.layout.yaml"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Grid.swift"))
    }

    @Test func refusesFilesWithErrorsAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/Out.swift"
        let run = try CLITests.trellis([
            "compile", "Tests/Fixtures/Lint/SeedBugs/PopupStoreFirstAttempt.layout.yaml", "-o", output,
        ])
        #expect(run.status == 2)
        #expect(run.standardError.contains("[fractional_in_estimated_parent]"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func appKitAndInternalAccess() throws {
        let appKit = try CLITests.trellis([
            "compile", "Samples/InsetGrid.layout.yaml", "--dry-run", "--platform", "appkit", "--access", "internal",
        ])
        #expect(appKit.status == 0)
        #expect(appKit.standardOutput.contains("#if canImport(AppKit)\nimport AppKit"))
        #expect(appKit.standardOutput.contains("\nenum InsetGrid {"))
        #expect(appKit.standardOutput.contains("NSCollectionViewCompositionalLayout"))
        #expect(!appKit.standardOutput.contains("public "))
        let list = try CLITests.trellis([
            "compile", "Samples/SettingsList.layout.yaml", "--dry-run", "--platform", "appkit",
        ])
        #expect(list.status == 2)
        #expect(
            list.standardError.contains(
                "SettingsList.layout.yaml:9:5: error: AppKit has no list sections (UICollectionLayoutListConfiguration "
                    + "is UIKit's) (--platform appkit) [unsupported_on_platform]"))
        let folder = try TemporaryFolder()
        let reference = folder.path + "/Reference.layout.yaml"
        try """
        layout: Reference
        sections:
          - name: grid
            group: {axis: horizontal, width: fractionalWidth(1), height: absolute(44), \
        item: {width: fractionalWidth(1), height: fractionalHeight(1)}}
        configuration:
          contentInsetsReference: layoutMargins

        """.write(toFile: reference, atomically: true, encoding: .utf8)
        let margins = try CLITests.trellis(["compile", reference, "--dry-run", "--platform", "appkit"])
        #expect(margins.status == 2)
        #expect(
            margins.standardError.contains(
                "Reference.layout.yaml:6:3: error: AppKit's compositional layout has no contentInsetsReference"),
            "\(margins.standardError)")
        #expect(
            try CLITests.trellis(["compile", "Samples/InsetGrid.layout.yaml", "--platform", "watchkit"]).status == 64)
    }
}

/// `trellis render`: reviewed golden renders, the README's picture, devices and refusals.
struct RenderCLITests {
    /// (layout, output name, extra arguments). Docs/PopupStoreMain.svg is the README's picture.
    static let goldens: [(String, String, [String])] = [
        ("Samples/PopupStoreMain.layout.yaml", "Docs/PopupStoreMain.svg", []),
        (
            "Samples/PinnedHeaders.layout.yaml", "Tests/TrellisCLITests/Goldens/render.PinnedHeaders.scrolled.svg",
            ["--scroll-offset", "300", "--device", "iPhone SE (3rd generation)"]
        ),
        (
            "Tests/Fixtures/Frames/worked-examples/ex10b-fractional-item-in-estimated-group.layout.yaml",
            "Tests/TrellisCLITests/Goldens/render.ex10b-clipped.svg", []
        ),
        ("Samples/TagCloud.layout.yaml", "Tests/TrellisCLITests/Goldens/render.TagCloud.html", []),
        (
            "Samples/OrthogonalShelves.layout.yaml", "Tests/TrellisCLITests/Goldens/render.OrthogonalShelves.html",
            ["--device", "iPhone 16", "--device", "iPad (10th generation) landscape"]
        ),
    ]

    @Test(arguments: goldens.indices)
    func renderMatchesTheReviewedGolden(_ index: Int) throws {
        let (layout, golden, arguments) = Self.goldens[index]
        let folder = try TemporaryFolder()
        let output = folder.path + "/out." + (golden.hasSuffix(".svg") ? "svg" : "html")
        let run = try CLITests.trellis(["render", layout, "-o", output] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let mismatch = Golden.mismatch(
            try String(contentsOfFile: output, encoding: .utf8), goldenAt: Repository.path(golden))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func clippedItemAndWarningsAreVisible() throws {
        let folder = try TemporaryFolder()
        let svg = folder.path + "/b.svg"
        #expect(
            try CLITests.trellis([
                "render", "Tests/Fixtures/Frames/worked-examples/ex10b-fractional-item-in-estimated-group.layout.yaml",
                "-o", svg,
            ]).status == 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("class=\"item clipped\""))
        #expect(text.contains(">clipped</text>"))
        // Warnings are listed in the legend with their rule ids.
        let warned = folder.path + "/w.svg"
        #expect(
            try CLITests.trellis([
                "render", "Tests/Fixtures/Lint/SeedBugs/MultiSectionHeadersPinned.layout.yaml", "-o", warned,
            ]).status == 0)
        #expect(try String(contentsOfFile: warned, encoding: .utf8).contains("[pinned_supplementary_zindex]</text>"))
    }

    @Test func defaultHTMLShowsTheConfigurationTargets() throws {
        let folder = try TemporaryFolder()
        let html = folder.path + "/grid.html"
        #expect(try CLITests.trellis(["render", "Samples/InsetGrid.layout.yaml", "-o", html]).status == 0)
        let text = try String(contentsOfFile: html, encoding: .utf8)
        #expect(text.components(separatedBy: "<figure ").count == 6)
        #expect(text.contains("on iPad (10th generation) landscape (1180 × 820)"))
    }

    @Test func refusalsAndUsageErrors() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/x.svg"
        let refused = try CLITests.trellis([
            "render", "Tests/Fixtures/Frames/refused-layouts/group-cannot-fit-its-item.layout.yaml", "-o", output,
        ])
        #expect(refused.status == 2)
        #expect(!FileManager.default.fileExists(atPath: output))
        // A lint error is drawn beside the frames, as UIKit would still lay them out.
        let pitfall = try CLITests.trellis([
            "render", "Tests/Fixtures/Lint/SeedBugs/PopupStoreFirstAttempt.layout.yaml", "-o", output,
        ])
        #expect(pitfall.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("fractional_in_estimated_parent"))
        #expect(
            try CLITests.trellis(["render", "Samples/InsetGrid.layout.yaml", "-o", folder.path + "/x.png"]).status == 64
        )
        #expect(
            try CLITests.trellis([
                "render", "Samples/InsetGrid.layout.yaml", "-o", output, "--device", "iPhone 16", "--device",
                "iPhone 15",
            ]).status == 64)
        #expect(
            try CLITests.trellis(["render", "Samples/InsetGrid.layout.yaml", "-o", output, "--device", "iPhone 166"])
                .status == 64)
    }
}
