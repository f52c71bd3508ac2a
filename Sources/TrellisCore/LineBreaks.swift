/// What ends a line, as libyaml counts lines for every position Trellis reports: LF, CR, CR LF
/// (one break), NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029). Source excerpts,
/// carets and fix-its use the same lines, so they name the lines the positions mean.
package enum LineBreaks {
    /// The text of each line, its break left out, as ranges of `scalars`: one more line than breaks.
    package static func lineRanges<Scalars: Collection>(_ scalars: Scalars) -> [Range<Scalars.Index>]
    where Scalars.Element == Unicode.Scalar {
        var ranges: [Range<Scalars.Index>] = []
        var lineStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard isBreak(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            ranges.append(lineStart..<index)
            index = scalars.index(after: index)
            // CR LF is one break.
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            lineStart = index
        }
        ranges.append(lineStart..<scalars.endIndex)
        return ranges
    }

    /// The lines of `text`, their breaks left out, as ranges of its indexes: `lineRanges(_:)` on its scalars, found
    /// in its UTF-8 bytes (decoding every scalar cost a tenth of loading a file), read in place where the string
    /// keeps them contiguous (a native string does).
    package static func lineRanges(of text: String) -> [Range<String.Index>] {
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        func ranges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<String.Index>] {
            var lines: [Range<String.Index>] = []
            var lineStart = 0
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                // Every break starts with LF, CR, C2 (NEL) or E2 (LS, PS).
                guard byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2,
                    let length = breakLength(bytes, at: offset)
                else {
                    offset += 1
                    continue
                }
                lines.append(index(lineStart)..<index(offset))
                offset += length
                lineStart = offset
            }
            lines.append(index(lineStart)..<text.endIndex)
            return lines
        }
        return utf8.withContiguousStorageIfAvailable(ranges) ?? Array(utf8).withUnsafeBufferPointer(ranges)
    }

    /// Whether a scalar ends a line (the LF of CR LF included).
    package static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// The bytes of the line break starting at `index` of UTF-8 `bytes`, nil when none starts there: LF, CR LF, a
    /// lone CR, NEL (C2 85), LINE SEPARATOR (E2 80 A8) and PARAGRAPH SEPARATOR (E2 80 A9). For the paths that read
    /// bytes (the depth scan, positions in input that is not UTF-8, and `lineRanges(of:)`).
    @inlinable package static func breakLength<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int)
        -> Int? where Bytes.Index == Int
    {
        let end = bytes.endIndex
        guard index >= bytes.startIndex, index < end else { return nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < end && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < end && bytes[index + 1] == 0x85 ? 2 : nil
        case 0xE2:
            guard index + 2 < end, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            else { return nil }
            return 3
        default: return nil
        }
    }

    /// The position of the byte at `offset` of UTF-8 `bytes` (which may be invalid past it), on these lines:
    /// columns count the bytes that start a scalar.
    package static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let end = min(max(0, offset), bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            if let length = breakLength(bytes, at: index) {
                index += length
                line += 1
                column = 1
            } else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }
}
