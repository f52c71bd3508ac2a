import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline

/// `repeating` groups (Docs/Semantics.md §4.10): `repeatingSubitem:count:`'s copies, each at the subitem's own size
/// with `interItemSpacing` between them, stopped after the count. Every frame is worked out by hand above its check,
/// on exact arithmetic (no pixel grid).
@Suite struct RepeatingCopiesTests {
    /// The items' frames of a one-section file whose group has `keys` (indented as a group's keys), with `items`
    /// items, in a container `width` wide and 852 tall.
    static func frames(_ keys: String, items: Int, width: Double = 393) throws -> [Rect] {
        let text =
            "version: 2\nlayout: Copies\ndeploymentTarget: {iOS: \"16.0\"}\nsections:\n  - name: row\n    group:\n"
            + keys + "preview:\n  sections:\n    - {layout: row, items: \(items)}\n"
        var options = FramesRun.Options()
        options.width = width
        options.height = 852
        options.exact = true
        let outcome = FramesRun.run(bytes: Array(text.utf8), path: "Copies.layout.yaml", options: options)
        #expect(!outcome.diagnostics.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let tree = try #require(outcome.tree, "\(outcome.diagnostics.map(\.message))")
        return tree.sections[0].items.map(\.frame)
    }

    /// A full-width horizontal row 100 tall of 100 × 100 copies, 10 apart.
    static func row(_ count: String) -> String {
        "      axis: horizontal\n      width: fractionalWidth(1)\n      height: absolute(100)\n"
            + "      repeating: \(count)\n      interItemSpacing: 10\n"
            + "      item: {width: absolute(100), height: absolute(100)}\n"
    }

    static func square(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: 100, height: 100) }

    @Test func copiesKeepTheirSizeWithSpacingBetween() throws {
        // 393-pt container, group 393 × 100, repeating: 3, spacing 10. Copy k starts at k × (100 + 10): x 0, 110,
        // 220, each 100 × 100 (`count: 3` would resize them to (393 − 2 × 10) / 3 = 124.33). Items 3 to 5 fill
        // the next repetition of the group, 100 lower (no interGroupSpacing): y 100.
        #expect(
            try Self.frames(Self.row("3"), items: 6) == [
                Self.square(0, 0), Self.square(110, 0), Self.square(220, 0),
                Self.square(0, 100), Self.square(110, 100), Self.square(220, 100),
            ])
    }

    @Test func copiesThatLeaveRoomStopAtTheCount() throws {
        // repeating: 2 in the same 393-pt row: x 0 and 110, and the group ends there although a third copy would
        // fit (220 + 100 = 320 ≤ 393), where a `subitems` list would go on. Item 2 starts the next group, y 100.
        #expect(
            try Self.frames(Self.row("2"), items: 4) == [
                Self.square(0, 0), Self.square(110, 0), Self.square(0, 100), Self.square(110, 100),
            ])
    }

    @Test func aCopyThatDoesNotFitIsLeftOut() throws {
        // repeating: 5, but copy 3 would start at 330 and end at 430 > 393: it and copy 4 are left out, as a list's
        // next subitem is. Three per group: x 0, 110, 220; items 3 and 4 in the next group at y 100.
        #expect(
            try Self.frames(Self.row("5"), items: 5) == [
                Self.square(0, 0), Self.square(110, 0), Self.square(220, 0),
                Self.square(0, 100), Self.square(110, 100),
            ])
    }

    @Test func anExpressionCountIsEvaluatedAtEachWidth() throws {
        let keys = Self.row("\"width > 600 ? 3 : 2\"")
        // 393 wide: 393 > 600 does not hold, 2 copies: x 0, 110; items 2 and 3 at y 100.
        #expect(
            try Self.frames(keys, items: 4) == [
                Self.square(0, 0), Self.square(110, 0), Self.square(0, 100), Self.square(110, 100),
            ])
        // 768 wide: it holds, 3 copies: x 0, 110, 220; item 3 alone at y 100.
        #expect(
            try Self.frames(keys, items: 4, width: 768) == [
                Self.square(0, 0), Self.square(110, 0), Self.square(220, 0), Self.square(0, 100),
            ])
    }

    @Test func anEstimatedGroupHoldsEveryCopy() throws {
        let keys =
            "      axis: vertical\n      width: fractionalWidth(1)\n      height: estimated(300)\n"
            + "      repeating: 2\n      interItemSpacing: 5\n"
            + "      item: {width: fractionalWidth(1), height: absolute(50)}\n"
        // The group's height is estimated, so it has no length to exhaust: it holds its 2 copies (a `subitems`
        // list would hold its one subitem once) and takes their extent, 50 + 5 + 50 = 105. Copies at y 0 and 55,
        // each 393 × 50; the next group at y 105: items at 105 and 160.
        #expect(
            try Self.frames(keys, items: 4) == [
                Rect(x: 0, y: 0, width: 393, height: 50), Rect(x: 0, y: 55, width: 393, height: 50),
                Rect(x: 0, y: 105, width: 393, height: 50), Rect(x: 0, y: 160, width: 393, height: 50),
            ])
    }
}
