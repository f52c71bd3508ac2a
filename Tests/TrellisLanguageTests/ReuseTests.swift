import Testing
import TrellisCore
import TrellisModel
@testable import TrellisLanguage

/// `definitions` and `use` (Grammar/Reference.md §14.8): a use is the definition's keys with its own over them.
@Suite struct ReuseTests {
    static let file = """
        version: 2
        layout: Reuse
        definitions:
          cell: {width: fractionalWidth(1), height: fractionalHeight(1)}
          row:
            axis: horizontal
            width: fractionalWidth(1)
            height: absolute(80)
            item: {use: cell}
        sections:
          - name: first
            group: {use: row}
          - name: second
            group: {use: row, height: absolute(120)}

        """

    @Test func aUseIsTheDefinitionWithItsOwnKeysOverIt() throws {
        let lowered = LoweringTests.lower(Self.file)
        #expect(lowered.diagnostics.isEmpty, "\(lowered.diagnostics.map(\.message))")
        let sections = try #require(lowered.document?.sections)
        guard case let .group(.standard(first)) = sections[0].base.body,
            case let .group(.standard(second)) = sections[1].base.body
        else { Issue.record("no groups"); return }
        #expect(first.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(80)))
        #expect(second.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(120)))
        #expect(first.content == second.content)
    }

    @Test func aMistakeInADefinitionIsReportedWhereTheDefinitionWritesIt() {
        let lowered = LoweringTests.lower(Self.file.replacingOccurrences(of: "absolute(80)", with: "absolute(0)"))
        let diagnostic = lowered.diagnostics.first { $0.rule == .nonPositiveDimension }
        #expect(diagnostic?.range.start.line == 8)
    }

    @Test func unknownNamesAndCyclesAreLocated() {
        let unknown = LoweringTests.lower(
            Self.file.replacingOccurrences(of: "{use: row, height", with: "{use: rwo, height"))
        let named = unknown.diagnostics.first { $0.message.contains("not a definition") }
        #expect(named?.message == "'rwo' is not a definition of this file; did you mean 'row'?")
        #expect(named?.range.start == SourcePosition(line: 14, column: 18))
        #expect(named?.fixIt?.replacement == "row")
        // The keys the definition would have given are that one mistake, not more.
        #expect(unknown.diagnostics.filter { $0.rule == .missingKey }.isEmpty, "\(unknown.diagnostics)")

        let cycle = LoweringTests.lower(
            Self.file.replacingOccurrences(of: "item: {use: cell}", with: "item: {use: row}"))
        #expect(cycle.diagnostics.contains { $0.message == "definitions use each other in a cycle: row → row" })
    }

    /// Each definition uses the one before twice: forty of them would stand for 2^40 groups.
    @Test func usesCannotExpandPastTheFileLimits() {
        var text =
            "version: 2\nlayout: Bomb\ndefinitions:\n  g0: {width: fractionalWidth(1), height: fractionalHeight(1)}\n"
        for level in 1...40 {
            text +=
                "  g\(level): {axis: horizontal, width: fractionalWidth(1), height: absolute(10), subitems: "
                + "[{group: {use: g\(level - 1)}}, {group: {use: g\(level - 1)}}]}\n"
        }
        text += "sections:\n  - name: bomb\n    group: {use: g40}\n"
        let lowered = LoweringTests.lower(text)
        #expect(lowered.diagnostics.contains { $0.rule == .inputLimit })
        #expect(lowered.document == nil)
    }

    @Test func versionOneFilesDoNotExpandUses() {
        let lowered = LoweringTests.lower(Self.file.replacingOccurrences(of: "version: 2\n", with: ""))
        #expect(lowered.diagnostics.contains { $0.rule == .unknownKey })
        #expect(lowered.document == nil)
    }
}
