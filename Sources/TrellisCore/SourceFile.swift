/// The text of one input file, with the line index the reporters need.
public struct SourceFile: Sendable {
    /// The path as the user gave it (or `--stdin-filename`), used in every diagnostic.
    public let path: String
    public let text: String
    /// Where each line lies in `text`, without its line break. Kept as indexes, each line's text made when it is
    /// asked for: most files have no diagnostic, and a substring per line retained the text once per line.
    private let lineRanges: [Range<String.Index>]
    /// Whether the file starts with a UTF-8 byte order mark, which `text` leaves out (positions count from after
    /// it); whoever writes the file back writes the mark first.
    package let byteOrderMark: Bool

    package init(path: String, text: String, byteOrderMark: Bool = false) {
        self.path = path
        self.text = text
        self.byteOrderMark = byteOrderMark
        // Lines end where libyaml's do (LineBreaks), so every position names the line shown for it. Swift's
        // `split(separator: "\n")` would miss CR LF, which is one Character.
        lineRanges = LineBreaks.lineRanges(of: text)
    }

    /// The same file under another name, its text and line index shared rather than copied: an included file read
    /// once is named as each file including it writes it.
    package func named(_ path: String) -> SourceFile {
        path == self.path ? self : SourceFile(path: path, sharing: self)
    }

    private init(path: String, sharing file: SourceFile) {
        self.path = path
        text = file.text
        lineRanges = file.lineRanges
        byteOrderMark = file.byteOrderMark
    }

    package var lineCount: Int { lineRanges.count }

    /// The text of each line, without its line break, made on each call: read one line with `line(_:)`.
    package func allLines() -> [Substring] { lineRanges.map { Substring(text.unicodeScalars[$0]) } }

    /// The 1-based line `number` without its line break, or nil past the end.
    package func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineRanges.count else { return nil }
        return Substring(text.unicodeScalars[lineRanges[number - 1]])
    }

    /// The 1-based numbers of the lines on which `needle` occurs, each once, in order: the text is searched once in
    /// its bytes, not line by line.
    package func lineNumbers(containing needle: String) -> [Int] {
        var text = text, needle = needle
        let offsets: [Int] = text.withUTF8 { bytes in
            needle.withUTF8 { pattern in
                var found: [Int] = [], start = 0
                while start < bytes.count,
                    let offset = ByteSearch.firstOffset(of: pattern, in: UnsafeBufferPointer(rebasing: bytes[start...]))
                {
                    found.append(start + offset)
                    start += offset + Swift.max(1, pattern.count)
                }
                return found
            }
        }
        var numbers: [Int] = []
        for offset in offsets {
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            // The last line starting at or before the match.
            var low = 0, high = lineRanges.count
            while low < high {
                let middle = (low + high) / 2
                if lineRanges[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
            }
            if low > 0, numbers.last != low { numbers.append(low) }
        }
        return numbers
    }

    /// The column of `position` counted in UTF-16 code units (1-based), for SARIF and LSP. Reporters that ask
    /// for many positions use `LineIndex`, which builds each line once.
    package func utf16Column(of position: SourcePosition) -> Int {
        var index = LineIndex(self)
        return index.utf16Column(of: position)
    }

    /// Calls `body` with each scalar from `start` on, outside comments, saying whether it belongs to a quoted
    /// scalar (its quotes included; a quote may span lines, and in double quotes a backslash escapes the next
    /// character). `body` returns false to stop.
    package func forEachScalarOutsideComments(
        from start: SourcePosition, _ body: (Unicode.Scalar, SourcePosition, _ quoted: Bool) -> Bool
    ) {
        var quote: Unicode.Scalar?
        var number = start.line
        var column = start.column
        while let text = line(number) {
            let scalars = Array(text.unicodeScalars)
            var index = column - 1
            while index < scalars.count {
                let scalar = scalars[index]
                let position = SourcePosition(line: number, column: index + 1)
                if let open = quote {
                    if open == "\"", scalar == "\\", index + 1 < scalars.count {
                        guard body(scalar, position, true) else { return }
                        index += 1
                    } else if scalar == open {
                        quote = nil
                    }
                    guard body(scalars[index], SourcePosition(line: number, column: index + 1), true) else { return }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                    guard body(scalar, position, true) else { return }
                } else if scalar == "#", index == 0 || scalars[index - 1] == " " {
                    break
                } else if !body(scalar, position, false) {
                    return
                }
                index += 1
            }
            number += 1
            column = 1
        }
    }
}

/// The lines of one source file as scalars with UTF-16 prefix sums, each built on first use: a reporter indexes
/// a long line once per finding, and rescanning it from its start each time made reports quadratic in its length.
package struct LineIndex {
    struct Line {
        var scalars: [Unicode.Scalar]
        /// `utf16Before[i]`: the UTF-16 units of the first `i` scalars (one more entry than scalars).
        var utf16Before: [Int]
    }

    package let source: SourceFile
    private var lines: [Int: Line] = [:]

    package init(_ source: SourceFile) { self.source = source }

    private mutating func line(_ number: Int) -> Line? {
        if let cached = lines[number] { return cached }
        guard let text = source.line(number) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var utf16Before = [0]
        utf16Before.reserveCapacity(scalars.count + 1)
        for scalar in scalars { utf16Before.append(utf16Before[utf16Before.count - 1] + scalar.utf16.count) }
        let built = Line(scalars: scalars, utf16Before: utf16Before)
        lines[number] = built
        return built
    }

    /// The 1-based line `number` as Unicode scalars, indexed by column − 1; nil past the end.
    package mutating func scalars(ofLine number: Int) -> [Unicode.Scalar]? { line(number)?.scalars }

    /// The column of `position` in UTF-16 code units (1-based).
    package mutating func utf16Column(of position: SourcePosition) -> Int {
        guard let cached = line(position.line) else { return position.column }
        let inside = min(max(0, position.column - 1), cached.scalars.count)
        // Past the end of the line (an end-of-line position), each column is one unit.
        return cached.utf16Before[inside] + max(0, position.column - 1 - inside) + 1
    }
}
