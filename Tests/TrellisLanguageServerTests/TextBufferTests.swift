import Foundation
import Testing
@testable import TrellisLanguageServer

/// The edit buffer against the plain reading of the protocol (walk to the line, then along it), over many edits
/// that split and join CR LF, insert and remove line breaks of every kind, and land inside surrogate pairs.
@Suite struct TextBufferTests {
    /// The offset of a position by walking the text from its start: slow, and plainly right.
    static func referenceOffset(_ position: Position, in units: [UInt16]) -> Int {
        var index = 0
        var line = 0
        while line < position.line, index < units.count {
            let unit = units[index]
            index += 1
            if unit == 0x0A {
                line += 1
            } else if unit == 0x0D {
                if index < units.count, units[index] == 0x0A { index += 1 }
                line += 1
            }
        }
        var character = 0
        while index < units.count, units[index] != 0x0A, units[index] != 0x0D, character < position.character {
            // A whole surrogate pair or nothing of it.
            let width = UTF16.isLeadSurrogate(units[index]) && index + 1 < units.count ? 2 : 1
            guard character + width <= position.character else { break }
            index += width
            character += width
        }
        return index
    }

    /// One more than the line breaks, CR LF counting once.
    static func referenceLineCount(_ units: [UInt16]) -> Int {
        var count = 1
        for (index, unit) in units.enumerated()
        where unit == 0x0A || unit == 0x0D && (index + 1 == units.count || units[index + 1] != 0x0A) {
            count += 1
        }
        return count
    }

    /// A small deterministic generator, so a failure repeats.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
    }

    static let pieces = ["a", "bc", "\n", "\r", "\r\n", "😀", "é", "", "x: 1\n", "\r\r\n\n"]

    @Test(arguments: 0..<8)
    func manyEditsMatchTheReference(seed: UInt64) {
        var random = Generator(state: seed)
        var text = (0..<40).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
        var buffer = TextBuffer(text)
        for step in 0..<400 {
            var units = Array(text.utf16)
            let lines = units.count(where: { $0 == 0x0A || $0 == 0x0D }) + 2
            func position() -> Position {
                Position(
                    line: Int.random(in: 0...lines, using: &random), character: Int.random(in: 0...8, using: &random))
            }
            var (start, end) = (position(), position())
            if end < start { swap(&start, &end) }
            let lower = Self.referenceOffset(start, in: units)
            let upper = max(lower, Self.referenceOffset(end, in: units))
            #expect(buffer.offset(of: start) == lower, "seed \(seed) step \(step) \(start) in \(units)")
            let inserted = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                Self.pieces.randomElement(using: &random)!
            }.joined()
            units.replaceSubrange(lower..<upper, with: Array(inserted.utf16))
            text = String(decoding: units, as: UTF16.self)
            buffer.replace(from: start, to: end, with: inserted)
            #expect(buffer.lineCount == Self.referenceLineCount(units), "seed \(seed) step \(step)")
            guard buffer.text == text else {
                Issue.record("seed \(seed) step \(step): \(Array(buffer.text.utf16)) != \(units)")
                return
            }
        }
    }

    /// Positions count UTF-16 code units; one inside a surrogate pair stops before the pair, never inside it.
    /// "a: 😀b": the emoji is units 3 and 4, so {0, 4}–{0, 5} covers the whole emoji.
    @Test func editsInsideSurrogatePairsStayOnScalars() throws {
        var document = OpenDocument(uri: "file:///t.layout.yaml", text: "a: 😀b\nc: 1\r\nd: 2\n", version: 1)
        func edit(_ start: Position, _ end: Position, _ text: String) -> JSONObject {
            ["range": ["start": start.json, "end": end.json], "text": text]
        }
        try document.apply([edit(Position(line: 0, character: 4), Position(line: 0, character: 5), "x")])
        #expect(document.text == "a: xb\nc: 1\r\nd: 2\n")
        // CR LF ends one line; a character past the line's end stops at it.
        try document.apply([edit(Position(line: 2, character: 3), Position(line: 2, character: 99), "3")])
        #expect(document.text == "a: xb\nc: 1\r\nd: 3\n")
        try document.apply([edit(Position(line: 99, character: 0), Position(line: 99, character: 0), "e: 4\n")])
        #expect(document.text == "a: xb\nc: 1\r\nd: 3\ne: 4\n")
        // Several edits in one change apply in order, each to the text the one before left; a whole text resets.
        try document.apply([
            edit(Position(line: 1, character: 3), Position(line: 1, character: 4), "\r"),
            edit(Position(line: 2, character: 0), Position(line: 2, character: 0), "1\n"),
            edit(Position(line: 1, character: 3), Position(line: 1, character: 3), "9"),
        ])
        #expect(document.text == "a: xb\nc: 9\r1\n\r\nd: 3\ne: 4\n")
        try document.apply([
            ["text": "z: 1\n"], edit(Position(line: 0, character: 3), Position(line: 1, character: 0), "2"),
        ])
        #expect(document.text == "z: 2")
    }

    /// A change of thousands of edits across a large document, as a replace-all sends it (each edit's positions
    /// counted in the text the edits before it left).
    @Test func aChangeOfManyEditsAppliesEveryOne() throws {
        let line = "        width: fractionalWidth(1/3)  # ü and 😀\n"
        var document = OpenDocument(
            uri: "file:///t.layout.yaml", text: String(repeating: line, count: 2_000), version: 1)
        // From the top and the bottom by turns, so the edits jump across the whole document.
        let edits: [JSONObject] = (0..<2_000).map { index in
            let line = index % 2 == 0 ? index / 2 : 1_999 - index / 2
            return [
                "range": ["start": ["line": line, "character": 8], "end": ["line": line, "character": 13]],
                "text": "height",
            ]
        }
        try document.apply(edits)
        #expect(
            document.text == String(repeating: line.replacingOccurrences(of: "width", with: "height"), count: 2_000))
    }

    /// Memory follows the text, not the edits: 100,000 one-character insertions into a text of 1,000 units move
    /// the units to larger storage a few times as the text doubles, never once an edit, and the storage stays
    /// within twice the text and the smallest gap.
    @Test func manyInsertionsGrowTheStorageByDoubling() {
        let start = String(repeating: "a: 1\n", count: 200)
        var buffer = TextBuffer(start)
        let origin = Position(line: 0, character: 0)
        for _ in 0..<100_000 { buffer.replace(from: origin, to: origin, with: "b") }
        #expect(buffer.count == 101_000)
        // The text grows 101-fold, under 7 doublings; growing by a fixed 1,024 units would take about a hundred.
        #expect(buffer.growths <= 16, "\(buffer.growths) growths")
        #expect(buffer.capacity <= 2 * buffer.count + 1_024, "\(buffer.capacity) units held")
        #expect(buffer.text == String(repeating: "b", count: 100_000) + start)
    }

    @Test func unpairedSurrogatesBecomeReplacementCharacters() {
        let units: [UInt16] = [0x61, 0xD83D, 0xDE00, 0xD800, 0x62, 0xDC00, 0xE9, 0x20AC, 0xD83D]
        let made = units.withUnsafeBufferPointer(TextBuffer.string(utf16:))
        #expect(made == String(decoding: units, as: UTF16.self))
        #expect(made == "a😀\u{FFFD}b\u{FFFD}é€\u{FFFD}")
    }
}
