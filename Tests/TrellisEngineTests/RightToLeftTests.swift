import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline

/// Right to left (Docs/Semantics.md §16): the collection view flips every frame across the content
/// width. Expected frames are worked out by hand from the left-to-right frames of the same layouts.
@Suite struct RightToLeftTests {
    static func frames(_ text: String, rtl: Bool, width: Double = 390) throws -> FrameTree {
        var options = FramesRun.Options()
        options.width = width
        options.height = 844
        options.exact = true
        if rtl { options.layoutDirection = .rightToLeft }
        let outcome = FramesRun.run(bytes: Array(text.utf8), path: "rtl.layout.yaml", options: options)
        #expect(!outcome.diagnostics.hasErrors, "\(outcome.diagnostics.map(\.message))")
        return try #require(outcome.tree)
    }

    /// A leading header 100 wide and two quarter-width items with a 10-pt leading inset.
    static let leading = """
        layout: Leading
        sections:
          - name: row
            contentInsets: {leading: 10}
            boundarySupplementaryItems:
              - {kind: header, alignment: topLeading, width: absolute(100), height: absolute(30)}
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(50)
              subitems:
                - item: {width: fractionalWidth(0.25), height: fractionalHeight(1)}
                - item: {width: fractionalWidth(0.25), height: fractionalHeight(1)}
        preview:
          sections:
            - {layout: row, items: 2}
        """

    @Test func leadingInsetsAnchorsAndFirstSubitemsMoveToTheRight() throws {
        let ltr = try Self.frames(Self.leading, rtl: false)
        let rtl = try Self.frames(Self.leading, rtl: true)
        // Left to right: the group is 390 - 10 = 380 wide from x 10; items 95 wide at 10 and 105; header at 10.
        #expect(ltr.sections[0].items.map(\.frame.x) == [10, 105])
        #expect(ltr.sections[0].supplementaries.map(\.frame.x) == [10])
        // Right to left: x' = 390 - x - width: 390 - 10 - 95 = 285, 390 - 105 - 95 = 190; header 390 - 10 - 100.
        #expect(
            rtl.sections[0].items.map(\.frame) == [
                Rect(x: 285, y: 30, width: 95, height: 50), Rect(x: 190, y: 30, width: 95, height: 50),
            ])
        #expect(rtl.sections[0].supplementaries.map(\.frame.x) == [280])
        #expect(rtl.contentSize == ltr.contentSize)
        // The query the renderer and the stand-in ask answers with the flipped frames.
        // Rectangles that touch count as intersecting, as in UIKit: x 286 leaves out the second item (it ends at 285).
        let found = rtl.elements(in: Rect(x: 286, y: 0, width: 104, height: 100))
        #expect(found.count == 2, "the header and the first item reach into x 286...390")
    }

    static let paging = """
        layout: Pages
        sections:
          - name: pages
            orthogonalScrolling: paging
            group:
              axis: horizontal
              width: fractionalWidth(0.5)
              height: absolute(100)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}
        preview:
          sections:
            - {layout: pages, items: 5}
        """

    @Test func anOrthogonalStripStartsAtTheRightAndRestsFromItsRightEnd() throws {
        let rtl = try Self.frames(Self.paging, rtl: true)
        // Left to right (Tests/Fixtures/Frames/orthogonal/paging-resting-offsets): groups 195 wide at 195k, a strip
        // of 975, resting at 0, 390 and 585. Right to left the groups sit at 390 - 195k - 195 = 195 - 195k, and a
        // scroll view's offset `limit - r` (limit 975 - 390 = 585) rests at 0, 195 and 585.
        #expect(rtl.sections[0].items.map(\.frame.x) == [195, 0, -195, -390, -585])
        #expect(rtl.sections[0].orthogonal?.restingOffsets == [0, 195, 585])
        #expect(rtl.sections[0].orthogonal?.contentSize == Size(width: 975, height: 100))
    }
}
