import Foundation
import Testing
import TrellisModel
import TrellisPipeline

/// `trellis diff`: what moved, resized, appeared or vanished between two layouts. Every expected frame is worked
/// out by hand from the layouts below (Docs/Semantics.md: a continuous strip places groups one after another, each
/// `interGroupSpacing` after the last, from the section's leading inset).
@Suite struct FramesDiffTests {
    /// A strip of 100 × 50 cards on a 390 × 800 container, 20 pt leading inset.
    static func strip(spacing: Double, items: Int, width: Double = 100) -> String {
        """
        layout: Strip
        sections:
          - name: cards
            group:
              axis: horizontal
              width: absolute(\(width))
              height: absolute(50)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}
            contentInsets: {leading: 20}
            interGroupSpacing: \(spacing)
            orthogonalScrolling: continuous
        preview:
          container: {width: 390, height: 800}
          sections:
            - {layout: cards, items: \(items)}
        """
    }

    static func dump(_ text: String) throws -> FrameDump {
        let outcome = FramesRun.run(bytes: Array(text.utf8), path: "Strip.layout.yaml", options: FramesRun.Options())
        let tree = try #require(outcome.tree, "\(outcome.diagnostics.map(\.message))")
        let json = FramesOutput(tree: tree, deviceName: nil, roundingScale: nil).rendered(as: .json)
        return try FrameDump(json: Array(json.utf8))
    }

    /// Spacing 10 → 14: card k moves from x = 20 + 110k to 20 + 114k, by 4k; card 0 stays. Four elements: the
    /// section's frame and three cards.
    @Test func widerSpacingMovesEachLaterCardFurther() throws {
        let diff = FramesDiff(
            old: try Self.dump(Self.strip(spacing: 10, items: 3)), new: try Self.dump(Self.strip(spacing: 14, items: 3))
        )
        #expect(
            diff.text == """
                section 0 'cards' item 1: moved by (+4, 0): (130, 0, 100 × 50) → (134, 0, 100 × 50)
                section 0 'cards' item 2: moved by (+8, 0): (240, 0, 100 × 50) → (248, 0, 100 × 50)
                2 moved, 0 resized, 0 appeared, 0 vanished of 4 elements

                """)
    }

    /// A fourth card appears at x = 20 + 3 × 110 = 350; taking it away again reports it vanished.
    @Test func anExtraItemAppearsAndVanishes() throws {
        let three = try Self.dump(Self.strip(spacing: 10, items: 3))
        let four = try Self.dump(Self.strip(spacing: 10, items: 4))
        #expect(
            FramesDiff(old: three, new: four).text.hasPrefix(
                "section 0 'cards' item 3: appeared at (350, 0, 100 × 50)\n"))
        #expect(
            FramesDiff(old: four, new: three).text.hasPrefix(
                "section 0 'cards' item 3: vanished from (350, 0, 100 × 50)\n"))
        #expect(FramesDiff(old: three, new: three).isEmpty)
        #expect(FramesDiff(old: three, new: three).text == "no differences in 4 elements\n")
    }

    /// Cards 100 → 120 wide: each is resized, and card k also moves to 20 + 130k; a resize is reported as one.
    @Test func resizedCardsAreReportedOnce() throws {
        let diff = FramesDiff(
            old: try Self.dump(Self.strip(spacing: 10, items: 2)),
            new: try Self.dump(Self.strip(spacing: 10, items: 2, width: 120)))
        #expect(
            diff.text == """
                section 0 'cards' item 0: resized: (20, 0, 100 × 50) → (20, 0, 120 × 50)
                section 0 'cards' item 1: resized: (130, 0, 100 × 50) → (150, 0, 120 × 50)
                0 moved, 2 resized, 0 appeared, 0 vanished of 3 elements

                """)
        let json = try #require(JSONSerialization.jsonObject(with: Data(diff.json.utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.map { $0["change"] as? String } == ["resized", "resized"])
        #expect(diff.overlaySVG.contains("<title>section 0 &#39;cards&#39; item 1 (new)</title>"))
    }

    /// Numbers within the tolerance are equal: a dump written by hand with a third of a point's difference.
    @Test func toleranceAndHandWrittenDumps() throws {
        func dump(_ x: Double) throws -> FrameDump {
            try FrameDump(
                json: Array(
                    """
                    {"layout": "L", "container": {"width": 390, "height": 800},
                     "contentSize": {"width": 390, "height": 50},
                     "sections": [{"index": 0, "name": "s", "frame": {"x": 0, "y": 0, "width": 390, "height": 50},
                       "items": [{"index": 0, "frame": {"x": \(x), "y": 0, "width": 10, "height": 10}}],
                       "supplementaries": [
                         {"kind": "badge", "item": 0, "frame": {"x": 5, "y": -5, "width": 10, "height": 10}}],
                       "decorations": [
                         {"kind": "background", "frame": {"x": 0, "y": 0, "width": 390, "height": 50}}]}]}
                    """.utf8))
        }
        #expect(FramesDiff(old: try dump(0), new: try dump(0.333), tolerance: 0.5).isEmpty)
        #expect(
            FramesDiff(old: try dump(0), new: try dump(0.333)).changes.map(\.key.description) == ["section 0 item 0"])
        #expect(
            try dump(0).elements.map(\.key.description) == [
                "section 0 frame", "section 0 item 0", "section 0 item 0 badge", "section 0 background decoration",
            ])
        #expect(throws: FrameDump.ReadFailure.self) { try FrameDump(json: Array(#"{"layout": "L"}"#.utf8)) }
    }
}
