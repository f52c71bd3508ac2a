import Foundation

/// A document's text while a change's edits are applied: UTF-16 code units (the protocol's character unit) in a
/// gap buffer, with where each line starts. An edit costs its own size plus its distance from the edit before,
/// never the document's length, so a change of many edits (a multi-cursor edit, a replace-all) is linear in the
/// document; walking the text from its start for each edit made such a change quadratic.
struct TextBuffer {
    /// The units, with a gap at the last edit: the text is `units[..<gapStart]` then `units[gapEnd...]`, and an
    /// edit moves only the units between the gap and itself.
    private var units: [UInt16]
    private var gapStart: Int
    private var gapEnd: Int
    /// Where each line starts: those before the split as offsets from the text's start, those from it on as
    /// distances from the text's end in reverse order (the one nearest the split last). An edit at the split
    /// moves no start on either side.
    private var startsBefore: [Int] = []
    private var startsAfter: [Int] = []
    /// How often the units moved to larger storage: about once each time the text doubles, never once an edit, so
    /// a change's memory follows the text's length, not its edits times that length.
    private(set) var growths = 0

    private static let lineFeed: UInt16 = 0x0A
    private static let carriageReturn: UInt16 = 0x0D

    init(_ text: String) {
        units = Array(text.utf16)
        gapStart = units.count
        gapEnd = units.count
        startsBefore.reserveCapacity(units.count / 32 + 1)
        for offset in 0...units.count where isLineStart(offset) { startsBefore.append(offset) }
    }

    /// The text as a string, built once when the edits are done (transcoded here: the standard library's
    /// UTF-16 decoding took ten times as long as the edits of a large change).
    var text: String {
        var contiguous = Array(units[..<gapStart])
        contiguous.append(contentsOf: units[gapEnd...])
        return contiguous.withUnsafeBufferPointer(Self.string(utf16:))
    }

    var count: Int { units.count - (gapEnd - gapStart) }
    /// The units held, the gap's included.
    var capacity: Int { units.count }
    var lineCount: Int { startsBefore.count + startsAfter.count }

    private func unit(_ offset: Int) -> UInt16 {
        offset < gapStart ? units[offset] : units[offset + (gapEnd - gapStart)]
    }

    /// Whether a line starts at `offset` (0 to `count`): after LF, after a CR not followed by LF, or at 0. Lines
    /// end at LF, CR LF and CR, as the protocol counts them.
    private func isLineStart(_ offset: Int) -> Bool {
        guard offset > 0 else { return true }
        let previous = unit(offset - 1)
        return previous == Self.lineFeed
            || previous == Self.carriageReturn && (offset == count || unit(offset) != Self.lineFeed)
    }

    private func lineStart(_ line: Int) -> Int {
        line < startsBefore.count
            ? startsBefore[line] : count - startsAfter[startsAfter.count - 1 - (line - startsBefore.count)]
    }

    /// The offset of `position`, clamped as the protocol says: a character past the end of its line is the line's
    /// end, a line past the last is the text's end. A character inside a surrogate pair stops before the pair.
    func offset(of position: Position) -> Int {
        guard position.line < lineCount else { return count }
        let start = lineStart(position.line)
        var end = count
        if position.line + 1 < lineCount {
            // Back over the line break: LF, CR, or CR LF.
            end = lineStart(position.line + 1) - 1
            if unit(end) == Self.lineFeed, end > start, unit(end - 1) == Self.carriageReturn { end -= 1 }
        }
        let offset = start + min(position.character, end - start)
        if offset > start, offset < end, UTF16.isTrailSurrogate(unit(offset)), UTF16.isLeadSurrogate(unit(offset - 1)) {
            return offset - 1
        }
        return offset
    }

    /// Replaces the text from `start` to `end` (clamped as `offset(of:)` does) with `text`.
    mutating func replace(from start: Position, to end: Position, with text: String) {
        let lower = offset(of: start)
        replace(lower..<max(lower, offset(of: end)), with: text)
    }

    /// Replaces the units in `range` with `text`'s.
    mutating func replace(_ range: Range<Int>, with text: String) {
        // The line starts in the replaced units and just after them are found afresh: whether a line starts at
        // an offset depends on the unit before it and, for CR LF, the unit at it.
        moveSplit(to: range.lowerBound)
        while let last = startsAfter.last, count - last <= range.upperBound { startsAfter.removeLast() }
        moveGap(to: range.lowerBound)
        gapEnd += range.count
        let inserted = Array(text.utf16)
        if gapEnd - gapStart < inserted.count { widenGap(by: inserted.count) }
        units.replaceSubrange(gapStart..<(gapStart + inserted.count), with: inserted)
        gapStart += inserted.count
        for offset in range.lowerBound...gapStart where isLineStart(offset) { startsBefore.append(offset) }
    }

    /// Moves the gap to `offset`, moving the units between: the cost of the distance.
    private mutating func moveGap(to offset: Int) {
        let moved = offset < gapStart ? gapStart - offset : offset - gapStart
        // Units before the gap go to its end, or units after it to its start.
        let (from, to) = offset < gapStart ? (offset, gapEnd - moved) : (gapEnd, gapStart)
        units.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, moved > 0 else { return }
            memmove(base + to, base + from, moved * MemoryLayout<UInt16>.stride)
        }
        gapEnd = offset < gapStart ? gapEnd - moved : gapEnd + moved
        gapStart = offset
    }

    /// Makes the gap hold at least `needed` units, and at least the text's length, so that widening costs the
    /// text's length at most once for every as many units inserted.
    private mutating func widenGap(by needed: Int) {
        let width = max(needed, count, 1024)
        var widened = [UInt16]()
        widened.reserveCapacity(count + width)
        widened.append(contentsOf: units[..<gapStart])
        widened.append(contentsOf: repeatElement(0, count: width))
        widened.append(contentsOf: units[gapEnd...])
        units = widened
        gapEnd = gapStart + width
        growths += 1
    }

    /// Moves the split so that the starts before `offset` are before it: the cost of the lines between.
    private mutating func moveSplit(to offset: Int) {
        while let last = startsBefore.last, last >= offset {
            startsBefore.removeLast()
            startsAfter.append(count - last)
        }
        while let last = startsAfter.last, count - last < offset {
            startsAfter.removeLast()
            startsBefore.append(count - last)
        }
    }
}

extension TextBuffer {
    /// UTF-16 as a string; an unpaired surrogate becomes U+FFFD, as the standard library's decoding makes it.
    static func string(utf16 units: UnsafeBufferPointer<UInt16>) -> String {
        // At most three UTF-8 bytes a unit: a pair's four bytes come from two units.
        String(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var written = 0
            var index = 0
            func put(_ byte: UInt32) {
                bytes[written] = UInt8(truncatingIfNeeded: byte)
                written += 1
            }
            while index < units.count {
                var scalar = UInt32(units[index])
                index += 1
                if scalar < 0x80 {
                    put(scalar)
                } else if scalar < 0x800 {
                    put(0xC0 | scalar >> 6)
                    put(0x80 | scalar & 0x3F)
                } else if UTF16.isLeadSurrogate(UInt16(scalar)), index < units.count,
                    UTF16.isTrailSurrogate(units[index])
                {
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (UInt32(units[index]) - 0xDC00)
                    index += 1
                    put(0xF0 | scalar >> 18)
                    put(0x80 | scalar >> 12 & 0x3F)
                    put(0x80 | scalar >> 6 & 0x3F)
                    put(0x80 | scalar & 0x3F)
                } else {
                    if scalar & 0xF800 == 0xD800 { scalar = 0xFFFD }
                    put(0xE0 | scalar >> 12)
                    put(0x80 | scalar >> 6 & 0x3F)
                    put(0x80 | scalar & 0x3F)
                }
            }
            return written
        }
    }
}
