import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisPipeline
import TrellisTestSupport

/// Recovery per key: a file with a structural error keeps the feedback on everything else. Each fixture of
/// Tests/Fixtures/Recovery holds one structural error and, elsewhere, a fractional height in an estimated group
/// (`fractional_in_estimated_parent`, where each case says), which lint must still find.
@Suite struct RecoveryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var error: String
        var errorAt: (line: Int, column: Int)
        var pitfallLine: Int
        var pitfallColumn = 49
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "typo-and-pitfall", error: "unknown_key", errorAt: (5, 5), pitfallLine: 10),
        Case(file: "typo-in-second-section", error: "unknown_key", errorAt: (12, 5), pitfallLine: 17),
        Case(file: "wrong-type-value", error: "type_mismatch", errorAt: (5, 24), pitfallLine: 10),
        Case(file: "misspelt-word", error: "invalid_value", errorAt: (5, 26), pitfallLine: 10),
        Case(file: "out-of-range-value", error: "invalid_value", errorAt: (5, 24), pitfallLine: 10),
        Case(file: "unknown-top-level-key", error: "unknown_key", errorAt: (10, 1), pitfallLine: 9),
        Case(file: "missing-layout-name", error: "missing_key", errorAt: (2, 1), pitfallLine: 8),
        Case(file: "broken-badge", error: "invalid_value", errorAt: (13, 92), pitfallLine: 11, pitfallColumn: 17),
    ]

    static func check(_ name: String) throws -> Pipeline.CheckedFile {
        let path = "Tests/Fixtures/Recovery/\(name).layout.yaml"
        return Pipeline.check(text: try String(contentsOfFile: Repository.path(path), encoding: .utf8), path: path)
    }

    @Test(arguments: cases)
    func theRestOfTheFileIsStillLinted(_ fixture: Case) throws {
        let found = try Self.check(fixture.file).diagnostics.map {
            "\($0.range.start.line):\($0.range.start.column) \($0.rule)"
        }
        #expect(
            found.sorted()
                == [
                    "\(fixture.errorAt.line):\(fixture.errorAt.column) \(fixture.error)",
                    "\(fixture.pitfallLine):\(fixture.pitfallColumn) fractional_in_estimated_parent",
                ].sorted())
    }

    /// A section whose required key is missing cannot be laid out: it is left out, and the others are still linted.
    @Test func aSectionWithNothingToStandInIsLeftOut() throws {
        let checked = try Self.check("missing-required-key")
        #expect(checked.partial?.omittedSections.count == 1)
        #expect(checked.partial?.document.sections.map(\.name) == ["rows"])
        #expect(checked.diagnostics.map(\.rule.rawValue).sorted() == ["fractional_in_estimated_parent", "missing_key"])
        // With a section left out, nothing is laid out: the frames would not be the file's.
        #expect(FramesRun.layOut(checked, path: "missing-required-key", options: FramesRun.Options()).tree == nil)
    }

    /// The misspelt `interGroupSpacng: 8` stands in as no spacing: 44-pt rows (the estimate) one under the other at
    /// the leading edge (x = 0), six of them (the default preview data). The error says so in a note.
    @Test func framesOfARecoveredFileSayWhatStandsIn() throws {
        let checked = try Self.check("typo-and-pitfall")
        let outcome = FramesRun.layOut(checked, path: "typo-and-pitfall", options: FramesRun.Options())
        let tree = try #require(outcome.tree)
        let items = tree.sections[0].items.map(\.frame)
        #expect(items.count == 6)
        #expect(items.map(\.y) == [0, 44, 88, 132, 176, 220])
        #expect(items.allSatisfy { $0.height == 44 && $0.x == 0 })
        #expect(outcome.standIns.map(\.rule.rawValue) == ["unknown_key"])
        let noted = try #require(outcome.diagnostics.first { $0.rule.rawValue == "unknown_key" })
        #expect(
            noted.notes.map(\.message) == [
                "the frames stand in for what this says: they are laid out as if it were not written"
            ])
        // A file that lowered whole has nothing standing in.
        let whole = FramesRun.run(
            bytes: Array(
                try String(contentsOfFile: Repository.path("Samples/InsetGrid.layout.yaml"), encoding: .utf8).utf8),
            path: "InsetGrid", options: FramesRun.Options())
        #expect(whole.tree != nil && whole.standIns.isEmpty)
    }

    /// A missing `layout:` stands in as the file's name makes it.
    @Test func aMissingNameStandsInAsTheFilesName() throws {
        let checked = try Self.check("missing-layout-name")
        #expect(checked.partial?.document.name == "MissingLayoutName")
        #expect(checked.partial?.standIns.map(\.rule.rawValue) == ["missing_key"])
    }
}
