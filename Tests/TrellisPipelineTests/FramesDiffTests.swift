import Foundation
import TrellisCore
import Testing
import TrellisModel
import TrellisDiff
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

    static func dump(_ text: String) throws -> [UInt8] {
        let outcome = FramesRun.run(bytes: Array(text.utf8), path: "Strip.layout.yaml", options: FramesRun.Options())
        let tree = try #require(outcome.tree, "\(outcome.diagnostics.map(\.message))")
        let json = FramesOutput(tree: tree, deviceName: nil).rendered(as: .json)
        return Array(json.utf8)
    }

    /// Spacing 10 → 14: card k moves from x = 20 + 110k to 20 + 114k, by 4k; card 0 stays. Four elements: the
    /// section's frame and three cards.
    @Test func widerSpacingMovesEachLaterCardFurther() throws {
        let diff = try FramesDiff(
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
            try FramesDiff(old: three, new: four).text.hasPrefix(
                "section 0 'cards' item 3: appeared at (350, 0, 100 × 50)\n"))
        #expect(
            try FramesDiff(old: four, new: three).text.hasPrefix(
                "section 0 'cards' item 3: vanished from (350, 0, 100 × 50)\n"))
        #expect(try FramesDiff(old: three, new: three).isEmpty)
        #expect(try FramesDiff(old: three, new: three).text == "no differences in 4 elements\n")
    }

    /// Cards 100 → 120 wide: each is resized, and card k also moves to 20 + 130k; a resize is reported as one.
    @Test func resizedCardsAreReportedOnce() throws {
        let diff = try FramesDiff(
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
        func dump(_ x: Double) -> [UInt8] {
            Array(
                """
                {"layout": "L", "container": {"width": 390, "height": 800},
                 "contentSize": {"width": 390, "height": 50},
                 "sections": [{"index": 0, "name": "s", "frame": {"x": 0, "y": 0, "width": 390, "height": 50},
                   "items": [{"index": 0, "frame": {"x": \(x), "y": 0, "width": 10, "height": 10}}],
                   "supplementaries": [
                     {"kind": "badge", "item": 0, "frame": {"x": 5, "y": -5, "width": 10, "height": 10}}],
                   "decorations": [
                     {"kind": "background", "frame": {"x": 0, "y": 0, "width": 390, "height": 50}}]}]}
                """.utf8)
        }
        #expect(try FramesDiff(old: dump(0), new: dump(0.333), tolerance: 0.5).isEmpty)
        #expect(try FramesDiff(old: dump(0), new: dump(0.333)).changes.map(\.key.description) == ["section 0 item 0"])
        #expect(
            try FramesDiff(old: dump(0), new: dump(0)).outcomes.map(\.change.key.description) == [
                "section 0 frame", "section 0 item 0", "section 0 item 0 badge", "section 0 background decoration",
            ])
        #expect(throws: FrameDump.ReadFailure.self) {
            try FramesDiff(old: Array(#"{"layout": "L"}"#.utf8), new: dump(0))
        }
    }
}

/// The streaming side of `trellis diff`: a dump read from a file in a buffer far smaller than any value gives what
/// the whole text gives, and a dump that leaves the order `trellis frames` writes is refused with where and why.
@Suite struct FramesDiffStreamingTests {
    /// A dump with boundary items, two items' badges, a group supplementary hosted by item 0 and two decorations of
    /// one kind: every group the reader holds.
    static let dump = """
        {"layout": "L", "device": "iPhone 16", "container": {"width": 390, "height": 800},
         "contentSize": {"width": 390, "height": 300},
         "supplementaries": [{"kind": "banner", "frame": {"x": 0, "y": 0, "width": 390, "height": 20}}],
         "sections": [
          {"index": 0, "name": "s\\u00e9", "frame": {"x": 0, "y": 20, "width": 390, "height": 280},
           "orthogonalScrolling": "none", "extra": [[{"deep": [1, true, null, "\\ud83d\\ude00"]}]],
           "items": [{"index": 0, "frame": {"x": 0, "y": 60, "width": 100, "height": 100}},
                     {"index": 1, "frame": {"x": 100, "y": 60, "width": 100, "height": 100}}],
           "supplementaries": [
             {"kind": "header", "index": 0, "frame": {"x": 0, "y": 20, "width": 390, "height": 40}},
             {"kind": "header", "index": 0, "frame": {"x": 0, "y": 20, "width": 390, "height": 40}},
             {"kind": "badge", "item": 0, "frame": {"x": 90, "y": 55, "width": 10, "height": 10}},
             {"kind": "side", "item": 0, "frame": {"x": 200, "y": 60, "width": 10, "height": 100}},
             {"kind": "badge", "item": 1, "frame": {"x": 190, "y": 55, "width": 10, "height": 10}}],
           "decorations": [{"kind": "background", "frame": {"x": 0, "y": 20, "width": 390, "height": 280}},
                           {"kind": "background", "frame": {"x": 0, "y": 20, "width": 390, "height": 280}}]}]}
        """

    /// The order elements are listed in: the layout's, then the section's frame, items, boundary items (a repeated
    /// kind numbered), each item's supplementaries by kind, decorations.
    static let names = [
        "layout banner", "section 0 'sé' frame", "section 0 'sé' item 0", "section 0 'sé' item 1",
        "section 0 'sé' header", "section 0 'sé' header 2", "section 0 'sé' item 0 badge", "section 0 'sé' item 0 side",
        "section 0 'sé' item 1 badge", "section 0 'sé' background decoration",
        "section 0 'sé' background decoration 2",
    ]

    @Test func aDumpReadInTinyChunksGivesWhatTheWholeTextGives() throws {
        let whole = try FramesDiff(old: Array(Self.dump.utf8), new: Array(Self.dump.utf8))
        #expect(whole.outcomes.map(\.name) == Self.names)
        #expect(whole.isEmpty && whole.text == "no differences in 11 elements\n")

        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-stream-\(UUID().uuidString).json"
        ).path
        try Self.dump.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for size in [1, 2, 3, 7, 64] {
            let old = try FrameDump.open(path), new = try FrameDump.open(path)
            defer {
                close(old)
                close(new)
            }
            var before = try FrameDump.Reader(JSONReader(descriptor: old, bufferSize: size), name: path)
            var after = try FrameDump.Reader(JSONReader(descriptor: new, bufferSize: size), name: path)
            #expect(before.header.device == "iPhone 16" && before.header.contentSize == Size(width: 390, height: 300))
            let diff = try FramesDiff(&before, &after)
            #expect(diff.outcomes.map(\.name) == Self.names, "buffer of \(size) bytes")
        }
    }

    /// Moving item 1 and dropping item 0's badge: the writer's text and JSON say so, in element order.
    @Test func changesAreReportedInElementOrder() throws {
        let changed = Self.dump.replacingOccurrences(of: #""x": 100, "y": 60"#, with: #""x": 104, "y": 60"#)
            .replacingOccurrences(
                of: #"{"kind": "badge", "item": 0, "frame": {"x": 90, "y": 55, "width": 10, "height": 10}},"#, with: "")
        let diff = try FramesDiff(old: Array(Self.dump.utf8), new: Array(changed.utf8))
        #expect(
            diff.text == """
                section 0 'sé' item 1: moved by (+4, 0): (100, 60, 100 × 100) → (104, 60, 100 × 100)
                section 0 'sé' item 0 badge: vanished from (90, 55, 10 × 10)
                1 moved, 0 resized, 0 appeared, 1 vanished of 11 elements

                """)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(diff.json.utf8)) as? [String: Any])
        #expect((json["changes"] as? [[String: Any]])?.map { $0["change"] as? String } == ["moved", "vanished"])
    }

    /// Each way a dump can leave the order the reader streams, with the reason it gives.
    @Test(arguments: [
        (#""index": 1, "frame": {"x": 0"#, #""index": 0, "frame": {"x": 0"#, "section 0 comes after section 0"),
        (#"{"index": 1, "frame": {"x": 100"#, #"{"index": 0, "frame": {"x": 100"#, "item 0 comes after item 0"),
        (#""index": 0, "name": "a""#, #""name": "a", "items": [], "index": 0"#, "'index' must come before its"),
        (#""decorations": []"#, #""decorations": [], "items": []"#, "gives its 'items' after its 'decorations'"),
        (#""item": 2, "frame""#, #""item": 0, "frame""#, "gives item 0's supplementary after item 1's"),
        (#", "contentSize": {"width": 390, "height": 300},"#, ",", "'contentSize' must come before 'sections'"),
        (#"{"index": 1, "frame": {"x": 100"#, #"{"index": 1e30, "frame": {"x": 100"#, "not a whole number from 0 to"),
    ])
    func dumpsOutOfOrderAreRefused(original: String, replacement: String, reason: String) throws {
        let dump = """
            {"layout": "L", "container": {"width": 390, "height": 800}, "contentSize": {"width": 390, "height": 300},
             "sections": [
              {"index": 0, "name": "a", "frame": {"x": 0, "y": 0, "width": 390, "height": 100},
               "items": [{"index": 0, "frame": {"x": 0, "y": 0, "width": 100, "height": 100}},
                         {"index": 1, "frame": {"x": 100, "y": 0, "width": 100, "height": 100}}],
               "supplementaries": [{"kind": "b", "item": 1, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}},
                                   {"kind": "b", "item": 2, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}],
               "decorations": []},
              {"index": 1, "frame": {"x": 0, "y": 100, "width": 390, "height": 100}, "items": []}]}
            """
        #expect(try FramesDiff(old: Array(dump.utf8), new: Array(dump.utf8)).isEmpty)
        let broken = dump.replacingOccurrences(of: original, with: replacement)
        #expect(broken != dump, "the replacement applies")
        let failure = #expect(throws: FrameDump.ReadFailure.self) {
            try FramesDiff(old: Array(dump.utf8), new: Array(broken.utf8))
        }
        #expect(failure?.description.contains(reason) == true, "\(failure?.description ?? "")")
        #expect(failure?.description.hasPrefix("'new' is not a frame dump: ") == true)
    }
}
