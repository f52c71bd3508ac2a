import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisPipeline
import TrellisRules

/// Every number a size-stating message gives is the engine's: each test lints a rule's own
/// triggering example, reads the numbers out of the message, and recomputes them from the frames
/// `trellis frames` lays out for the same file on the target the message names.
@Suite struct MessageNumbersTests {
    /// The message of `rule`'s finding on its triggering example `index` (the rule switched on).
    static func message(_ rule: String, example index: Int = 0) throws -> (text: String, message: String) {
        let description = try #require(RuleRegistry.description(of: RuleID(rawValue: rule)))
        let text = description.triggering[index].unmarked.text
        var configuration = LintConfiguration()
        configuration.optInRules = [description.id]
        let found = Pipeline.check(text: text, path: "\(rule).layout.yaml", configuration: configuration)
            .diagnostics.filter { $0.rule.rawValue == rule }
        return (text, try #require(found.first?.message, "\(rule) reported nothing"))
    }

    /// The numbers `pattern`'s capture groups match in `message`, in order.
    static func numbers(_ pattern: String, in message: String) throws -> [Double] {
        let expression = try NSRegularExpression(pattern: pattern)
        let whole = NSRange(message.startIndex..., in: message)
        let match = try #require(expression.firstMatch(in: message, range: whole), "'\(pattern)' in: \(message)")
        return try (1..<match.numberOfRanges).map { group in
            let range = try #require(Range(match.range(at: group), in: message))
            return try #require(Double(message[range]))
        }
    }

    /// The engine's frames of `text` on the device a message names ("on iPhone SE (3rd generation) (375 × 667)"),
    /// with the error-severity rules the examples trigger switched off so that `frames` lays them out.
    static func frames(_ text: String, on device: String = "iPhone SE (3rd generation)") throws -> FrameTree {
        var options = FramesRun.Options()
        options.device = device
        var configuration = LintConfiguration()
        configuration.disabledRules = ["fractional_in_estimated_parent", "group_overflow"]
        let outcome = FramesRun.run(
            bytes: Array(text.utf8), path: "Example.layout.yaml", options: options, configuration: configuration)
        return try #require(outcome.tree, "\(outcome.diagnostics.map(\.message))")
    }

    /// A message states the lengths UIKit lays out with; frames are reported on the pixel grid, each rounded to the
    /// nearest pixel, ties down (Docs/Semantics.md §14): a frame's number is the stated one or that one rounded so,
    /// at @2x or @3x.
    static func close(_ a: Double, _ b: Double) -> Bool {
        func onGrid(_ value: Double, _ scale: Double) -> Double {
            PixelGrid(iOSVersion: 18, scale: scale).rounded(value)
        }
        return abs(a - b) < 0.01
            || [2.0, 3.0].contains { abs(onGrid(a, $0) - b) < 0.01 || abs(a - onGrid(b, $0)) < 0.01 }
    }

    @Test func columnsLostToSpacingStatesTheEnginesColumns() throws {
        let (text, message) = try Self.message("columns_lost_to_spacing", example: 1)
        #expect(message.hasPrefix("on iPhone SE (3rd generation)"))
        let stated = try Self.numbers(
            #"(\d+) of the (\d+) intended columns fit: (\d+) × ([\d.]+) \+ (\d+) × ([\d.]+) = ([\d.]+) > ([\d.]+) pt, "#
                + #"so each repetition holds (\d+);.* fractionalWidth\(([\d.]+)\) fits"#, in: message)
        let (fitting, intended, length, gap, needed, available, holds, fraction) = (
            stated[0], stated[1], stated[3], stated[5], stated[6], stated[7], stated[8], stated[9]
        )
        let items = try Self.frames(text).sections[0].items.map(\.frame)
        let firstRow = items.filter { $0.y == items[0].y }
        #expect(Double(firstRow.count) == fitting && fitting == holds)
        #expect(Self.close(items[0].width, length))
        #expect(Self.close(items[1].x - (items[0].x + items[0].width), gap))
        #expect(Self.close(try Self.frames(text).sections[0].frame.width, available))
        #expect(Self.close(intended * length + (intended - 1) * gap, needed) && needed > available)
        // The fraction the message proposes lays out the intended columns in one row.
        let proposed = text.replacingOccurrences(
            of: "fractionalWidth(0.33)", with: "fractionalWidth(\(JSONValue.format(fraction)))")
        let fixed = try Self.frames(proposed).sections[0].items.map(\.frame)
        #expect(Double(fixed.filter { $0.y == fixed[0].y }.count) == intended)
    }

    @Test func fractionalInEstimatedParentStatesTheHeightTheEngineKeeps() throws {
        for (example, keptItems) in [(0, [0]), (1, [1, 2])] {
            let (text, message) = try Self.message("fractional_in_estimated_parent", example: example)
            let kept = try Self.numbers(#"stays ([\d.]+) pt tall.*make it \w+\(([\d.]+)\)"#, in: message)
            #expect(kept[0] == kept[1], "the fix-it proposes the size the message states")
            let items = try Self.frames(text).sections[0].items
            for index in keptItems { #expect(Self.close(items[index].frame.height, kept[0]), "\(message)") }
        }
    }

    @Test func measuredContentClippedStatesTheEnginesFrame() throws {
        let (text, message) = try Self.message("measured_content_clipped")
        let stated = try Self.numbers(
            #"measures item (\d+) of section 'rows' as ([\d.]+) pt tall, but it is ([\d.]+) pt"#, in: message)
        let item = try Self.frames(text).sections[0].items[Int(stated[0])]
        #expect(Self.close(item.frame.height, stated[2]))
        #expect(stated[1] > stated[2] && text.contains("height: [44, \(Int(stated[1]))]"))
    }

    @Test func itemExceedsContainerStatesTheEnginesSizes() throws {
        let (text, message) = try Self.message("item_exceeds_container")
        let stated = try Self.numbers(
            #"group is ([\d.]+) pt wide but the section's content is ([\d.]+) pt \(([\d.]+) − ([\d.]+) − ([\d.]+)"#,
            in: message)
        let tree = try Self.frames(text)
        #expect(Self.close(tree.sections[0].items[0].frame.width, stated[0]))
        #expect(Self.close(tree.environment.container.width, stated[2]))
        #expect(Self.close(stated[2] - stated[3] - stated[4], stated[1]))
        #expect(Self.close(tree.sections[0].items[0].frame.x, stated[3]), "the group starts at the leading inset")
    }

    @Test func groupOverflowStatesWhereTheEngineStops() throws {
        let (text, message) = try Self.message("group_overflow")
        let stated = try Self.numbers(
            #"need ([\d.]+) pt \(([\d.]+) \+ ([\d.]+) \+ ([\d.]+) spacing × 1\) but the group is ([\d.]+) pt wide; "#
                + #"UIKit stops at subitem (\d+)"#, in: message)
        let items = try Self.frames(text).sections[0].items.map(\.frame)
        #expect(Self.close(items[0].width, stated[1]))
        #expect(Self.close(stated[1] + stated[2] + stated[3], stated[0]) && stated[0] > stated[4])
        // Subitem 2 is not in the first group: the next item starts the next repetition.
        #expect(stated[5] == 2 && items[1].y > items[0].y)
    }

    @Test func fixedColumnsWideTargetsStatesBothTargetsFrames() throws {
        let (text, message) = try Self.message("fixed_columns_wide_targets")
        let stated = try Self.numbers(
            #"the item is ([\d.]+) × ([\d.]+) pt on iPhone SE \(3rd generation\) \(375 × 667\) "#
                + #"but ([\d.]+) × ([\d.]+) pt on iPad \(10th generation\) landscape"#, in: message)
        let narrow = try Self.frames(text).sections[0].items[0].frame
        let wide = try Self.frames(text, on: "iPad (10th generation) landscape").sections[0].items[0].frame
        #expect(Self.close(narrow.width, stated[0]) && Self.close(narrow.height, stated[1]))
        #expect(Self.close(wide.width, stated[2]) && Self.close(wide.height, stated[3]))
    }

    @Test func pagingRulesStateTheEnginesGroups() throws {
        let (wider, widerMessage) = try Self.message("paging_group_wider_than_container")
        let groups = try Self.numbers(
            #"the groups are ([\d.]+) pt wide but the section shows ([\d.]+) pt"#, in: widerMessage)
        let posters = try Self.frames(wider)
        #expect(Self.close(posters.sections[0].items[0].frame.width, groups[0]))
        #expect(Self.close(posters.sections[0].frame.width, groups[1]))

        let (cards, cardsMessage) = try Self.message("paging_mismatch")
        let pages = try Self.numbers(
            #"visible width \(([\d.]+) pt\), but the groups are ([\d.]+) pt"#, in: cardsMessage)
        let tree = try Self.frames(cards)
        #expect(Self.close(tree.sections[0].frame.width, pages[0]))
        #expect(Self.close(tree.sections[0].items[0].frame.width, pages[1]))
    }
}
