extension FixIt {
    /// `text` with `fixIts` applied. Positions count Unicode scalars, as every position does;
    /// fix-its are applied from the last to the first, and one that overlaps a fix-it already
    /// applied is skipped. Returns the text and how many fix-its were applied.
    package static func apply(_ fixIts: [FixIt], to text: String) -> (text: String, applied: Int) {
        var scalars = Array(text.unicodeScalars)
        // Each line's text, so a position past its end stays before the line's break.
        let lines = LineBreaks.lineRanges(scalars)
        func offset(_ position: SourcePosition) -> Int {
            guard position.line >= 1, position.line <= lines.count else { return scalars.count }
            let line = lines[position.line - 1]
            return min(line.lowerBound + max(0, position.column - 1), line.upperBound)
        }
        var applied = 0
        var lowestStart = Int.max
        let ordered = fixIts.map { (start: offset($0.range.start), end: offset($0.range.end), fixIt: $0) }
            .sorted { ($0.start, $0.end) > ($1.start, $1.end) }
        for entry in ordered where entry.end <= lowestStart && entry.start <= entry.end {
            scalars.replaceSubrange(entry.start..<entry.end, with: Array(entry.fixIt.replacement.unicodeScalars))
            lowestStart = entry.start
            applied += 1
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return (String(result), applied)
    }
}
