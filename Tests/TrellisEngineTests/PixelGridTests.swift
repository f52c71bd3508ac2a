import Testing
import TrellisEngine
import TrellisModel
import TrellisPipeline

/// The pixel grid's table (Docs/Semantics.md §14), cell by cell, with the measured numbers each cell rests on.
struct PixelGridTests {
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// iOS 16 and later at @3x floor fractional lengths: 0.2 × 393 = 78.6 is drawn 235 px wide (M2-grid), and a
    /// length already on the grid stays there despite arithmetic noise (0.8 × 393 floored is 314.333; its
    /// fractionalWidth(1) must not lose a pixel).
    @Test(arguments: [16, 17, 18])
    func threeTimesFloorsFractionsFromIOS16(_ version: Int) {
        let grid = PixelGrid(iOSVersion: version, scale: 3)
        #expect(grid.floorsFractionalLengths && grid.floorsCountSlots)
        #expect(Self.close(grid.fractionalLength(0.2 * 393), 235.0 / 3))
        #expect(Self.close(grid.fractionalLength(0.3 * 213), 191.0 / 3), "63.9 floors to 63.667, not up")
        let floored = grid.fractionalLength(0.8 * 393)
        #expect(Self.close(grid.fractionalLength(1 * floored), 943.0 / 3))
        #expect(Self.close(grid.countSlot(307.0 / 4), 230.0 / 3), "S1e: 230.25 px is 230 px")
    }

    /// Earlier versions, and @2x before iOS 17, keep exact arithmetic: 0.3 × 394 = 118.2 carries (M2-mu-standard,
    /// iOS 14.5 @2x); S1a's 76.75-pt slots on iOS 14 at @3x.
    @Test(arguments: [(14, 3.0), (15, 3.0), (14, 2.0), (16, 2.0), (16, 1.0)])
    func exactBeforeIOS16AndAtTwoTimes(_ version: Int, _ scale: Double) {
        let grid = PixelGrid(iOSVersion: version, scale: scale)
        #expect(!grid.floorsFractionalLengths && !grid.floorsCountSlots)
        #expect(grid.fractionalLength(0.3 * 394) == 0.3 * 394)
        #expect(grid.countSlot(76.75) == 76.75)
    }

    /// iOS 17 and later floor `count` slots at any scale (S1e), but not fractions at @2x.
    @Test func iOS17FloorsCountSlotsAtTwoTimes() {
        let grid = PixelGrid(iOSVersion: 17, scale: 2)
        #expect(!grid.floorsFractionalLengths && grid.floorsCountSlots)
        #expect(grid.countSlot(174.25) == 174)
        #expect(grid.fractionalLength(0.3 * 394) == 0.3 * 394)
    }

    /// Reported frames: origin and size rounded on their own to the nearest pixel, a half pixel down. 143.333 and
    /// 127.333 are drawn at 143.5 and 127.5 at @2x, 118.2 at 118 (M2-mu-standard); at @3x S1a's 92.75 is 278 px and
    /// 185.5 (556.5 px, a tie) is 556 px.
    @Test func framesRoundToTheNearestPixelTiesDown() {
        let twice = PixelGrid(iOSVersion: 14, scale: 2)
        let frame = twice.frame(Rect(x: 430.0 / 3, y: 371.2, width: 382.0 / 3, height: 118.2))
        #expect(frame == Rect(x: 143.5, y: 371, width: 127.5, height: 118))
        #expect(twice.frame(Rect(x: 0.25, y: 0.75, width: 10, height: 10)) == Rect(x: 0, y: 0.5, width: 10, height: 10))
        let thrice = PixelGrid(iOSVersion: 14, scale: 3)
        let rounded = thrice.frame(Rect(x: 92.75, y: 185.5, width: 76.75, height: 76.75))
        #expect(Self.close(rounded.x, 278.0 / 3) && Self.close(rounded.y, 556.0 / 3))
        #expect(Self.close(rounded.width, 230.0 / 3) && Self.close(rounded.height, 230.0 / 3))
        // Below zero a tie also goes down (a badge 7.5 above its item), and lengths past where integers are exact
        // round as Double does.
        #expect(Self.close(thrice.rounded(-7.5), -23.0 / 3) && Self.close(thrice.rounded(-7.4), -22.0 / 3))
        #expect(thrice.rounded(1e17) == 1e17 && thrice.rounded(-1e17) == -1e17)
        // A value already on the grid, give or take arithmetic noise, stays.
        #expect(thrice.frame(Rect(x: 0.7 + 0.2 + 0.1, y: 0, width: 1, height: 1)).x == 1)
    }

    /// The content size is rounded by the frames' rule (Docs/Semantics.md §14), worked out by hand. On an iPhone 16
    /// (393 pt, @3x, iOS 18), `absolute(width * 9 / 16)` is 393 × 9 / 16 = 221.0625 pt = 663.1875 px, not floored
    /// (an absolute length). Section k (from 0) starts at 663.1875k px, unrounded, and is reported at
    /// ceil(663.1875k − ½) px, 663 px (221 pt) tall: k = 3 starts at 1989.5625 px, reported 1990 px (663.333). The
    /// content ends at 663.1875n px for n sections, reported the same way (no longer the exact 221.0625n):
    /// n = 1: 663.1875 → 663 px (221, where 221.063 was reported); n = 4: 2652.75 → 2653 px (884.333, where the
    /// fourth frame ends: 1990 + 663); n = 5: 3315.9375 → 3316 px (1105.333; 2653 + 663 for the fifth frame).
    @Test(arguments: [(1, 663.0), (4, 2653), (5, 3316)])
    func contentSizeIsRoundedAsFramesAre(_ sections: Int, _ pixels: Double) throws {
        let text = """
            version: 2
            layout: Banners
            sections:
              - name: banner
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(width * 9 / 16)
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}
            preview:
              device: iPhone 16
              sections:

            """ + String(repeating: "    - {layout: banner, items: 1}\n", count: sections)
        var options = FramesRun.Options()
        options.scale = 3
        options.iOSVersion = 18
        let outcome = FramesRun.run(bytes: Array(text.utf8), path: "Banners.layout.yaml", options: options)
        let tree = try #require(outcome.tree, "\(outcome.diagnostics.map(\.message))")
        #expect(tree.contentSize.width == 393 && Self.close(tree.contentSize.height, pixels / 3))
        #expect(tree.sections.allSatisfy { Self.close($0.frame.height, 221) })
        let last = try #require(tree.sections.last)
        #expect(Self.close(last.frame.maxY, pixels / 3))
    }

    /// Exact arithmetic changes nothing, and `--exact` (snapsToPixelGrid false) chooses it whatever the version.
    @Test func exactLeavesEverything() {
        let grid = LayoutOptions(iOSVersion: 18, snapsToPixelGrid: false).grid(scale: 3)
        #expect(grid == .exact && grid.scale == nil)
        #expect(grid.fractionalLength(78.6) == 78.6 && grid.countSlot(76.75) == 76.75)
        #expect(
            grid.frame(Rect(x: 0.1, y: 0.2, width: 0.3, height: 0.4)) == Rect(x: 0.1, y: 0.2, width: 0.3, height: 0.4))
        #expect(LayoutOptions().grid(scale: 3) == PixelGrid(iOSVersion: LayoutOptions.newestIOSVersion, scale: 3))
    }
}
