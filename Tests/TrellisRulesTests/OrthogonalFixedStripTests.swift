import Foundation
import Testing
import TrellisCore
import TrellisPipeline
import TrellisRules
import TrellisTestSupport

/// `orthogonal_estimated_cross_axis` tells a fixed strip from an estimated one. A strip whose top-level group has a
/// fixed height (absolute, or a fraction) never grows with its self-sized cells, so it is reported whatever the preview
/// data measures, with the group's height as the engine lays it out; a strip whose group is estimated grows with cells
/// that share one height, so it is reported only when the preview data measures different heights, and the shipping
/// app's strip of Docs/Measurements.md M2-badges stays silent.
@Suite struct OrthogonalFixedStripTests {
    static let rule: RuleID = "orthogonal_estimated_cross_axis"

    /// A strip of 140-pt-wide groups `groupHeight` tall, each holding one item `itemHeight` tall, then `preview`.
    static func strip(group groupHeight: String, item itemHeight: String, preview: String = "") -> String {
        """
        layout: Shelf
        sections:
          - name: shelf
            group:
              axis: horizontal
              width: absolute(140)
              height: \(groupHeight)
              item: {width: fractionalWidth(1), height: \(itemHeight)}
            orthogonalScrolling: continuous

        """ + preview
    }

    /// The rule's findings on `text` with the default configuration and lint targets.
    static func findings(_ text: String) -> [Diagnostic] {
        Pipeline.check(text: text, path: "Shelf.layout.yaml").diagnostics.filter { $0.rule == Self.rule }
    }

    /// The recall case the narrowing to measured lengths lost: a group `fractionalHeight(0.3)` of `estimated(200)`
    /// items, without preview data.
    @Test func fixedFractionalStripIsReportedAtTheItemsHeight() throws {
        let found = Self.findings(Self.strip(group: "fractionalHeight(0.3)", item: "estimated(200)"))
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        // `      item: {width: fractionalWidth(1), height: estimated(200)}` is line 8; the value starts at column 49.
        #expect(finding.range.start == SourcePosition(line: 8, column: 49))
        #expect(finding.severity == .warning)
        #expect(finding.message.hasPrefix("the item's height is estimated(200) but the top-level group's is "))
        #expect(finding.message.contains("fractionalHeight(0.3), fixed at "), "\(finding.message)")
        #expect(finding.message.contains("a fixed strip does not grow with its cells"), "\(finding.message)")
        #expect(finding.message.contains("taller than the group are cut off or overlap"), "\(finding.message)")
        #expect(!finding.message.contains("estimated strip"), "\(finding.message)")
        // A fixed strip has no fix-it: estimating the group or filling it with the cells is the author's choice.
        #expect(finding.fixIt == nil)
        // The note points at the group's height: `      height: fractionalHeight(0.3)`, line 7, column 15.
        #expect(finding.notes.map(\.range.start) == [SourcePosition(line: 7, column: 15)])
    }

    /// The heights the message states are the engine's: the shortest on iPhone SE, the longest on iPad portrait,
    /// each the height of the strip `trellis frames` lays out there.
    @Test func fixedStripStatesTheEnginesGroupHeights() throws {
        let text = Self.strip(group: "fractionalHeight(0.3)", item: "estimated(200)")
        let message = try #require(Self.findings(text).first?.message)
        let stated = try MessageNumbersTests.numbers(
            #"fixed at ([\d.]+) pt on iPhone SE \(3rd generation\) \(375 × 667\) to ([\d.]+) pt on "#
                + #"iPad \(10th generation\) \(820 × 1180\), in a section"#, in: message)
        let shortest = try MessageNumbersTests.frames(text, on: "iPhone SE (3rd generation)").sections[0].frame
        let longest = try MessageNumbersTests.frames(text, on: "iPad (10th generation)").sections[0].frame
        #expect(MessageNumbersTests.close(shortest.height, stated[0]), "\(message)")
        #expect(MessageNumbersTests.close(longest.height, stated[1]), "\(message)")
    }

    /// An absolute group is one height at every target; cells that share one height do not help a fixed strip.
    @Test func fixedAbsoluteStripIsReportedWhateverThePreviewMeasures() throws {
        let preview = """
            preview:
              sections:
                - {layout: shelf, items: 5, measured: {item: {height: [236]}}}
            """
        let found = Self.findings(Self.strip(group: "absolute(200)", item: "estimated(200)", preview: preview))
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.range.start == SourcePosition(line: 8, column: 49))
        #expect(
            finding.message
                == "the item's height is estimated(200) but the top-level group's is absolute(200), fixed at 200 pt, "
                + "in a section that scrolls orthogonally (continuous): a fixed strip does not grow with its cells, so "
                + "self-sized cells taller than the group are cut off or overlap; estimate the group's height too, or "
                + "make the item's height fractionalHeight(1) so that it fits the strip")
    }

    /// The narrowing stands for an estimated strip: the shipping app's cells that self-size to one height (the rule's
    /// example and the measured fixture) are no finding.
    @Test func estimatedStripOfOneMeasuredHeightIsSilent() throws {
        let people = """
            layout: People
            sections:
              - name: people
                group:
                  axis: horizontal
                  width: absolute(80)
                  height: estimated(80)
                  item: {width: fractionalWidth(1), height: estimated(80)}
                orthogonalScrolling: continuous
            preview:
              sections:
                - {layout: people, items: 5, measured: {item: {height: [94]}}}
            """
        #expect(Self.findings(people).isEmpty)
        let path = Repository.path("Tests/Fixtures/Frames/measured/m2-tb-badge-supplementary-anchors.layout.yaml")
        let fixture = try String(contentsOfFile: path, encoding: .utf8)
        #expect(Self.findings(fixture).isEmpty)
        // Without preview data an estimated strip is silent too; a fixed one is not.
        #expect(Self.findings(Self.strip(group: "estimated(200)", item: "estimated(200)")).isEmpty)
    }

    /// An estimated strip whose preview data measures different heights is reported, in words that say so.
    @Test func estimatedStripOfDifferentHeightsSaysItIsEstimated() throws {
        let preview = """
            preview:
              sections:
                - {layout: shelf, items: 3, measured: {item: {height: [180, 240, 200]}}}
            """
        let found = Self.findings(Self.strip(group: "estimated(180)", item: "estimated(180)", preview: preview))
        // The group's height (line 7) and the item's (line 8).
        #expect(found.map(\.range.start.line).sorted() == [7, 8], "\(found.map(\.message))")
        for finding in found {
            #expect(finding.message.contains("an estimated strip grows with cells of one height"), "\(finding.message)")
            #expect(finding.message.contains("180 to 240 pt height"), "\(finding.message)")
            #expect(!finding.message.contains("fixed strip"), "\(finding.message)")
        }
        let item = try #require(found.first { $0.range.start.line == 8 })
        #expect(item.message.contains("whose top-level group's height is estimated too"), "\(item.message)")
    }
}
