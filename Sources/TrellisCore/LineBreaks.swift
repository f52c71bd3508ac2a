/// What ends a line, as libyaml (through Yams) counts lines for every position Trellis reports: LF, CR, CR LF
/// (one break), NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029). Source excerpts,
/// carets and fix-its use the same lines, so they name the lines the positions mean.
public enum LineBreaks {
    /// The text of each line, its break left out, as ranges of `scalars`: one more line than breaks.
    public static func lineRanges<Scalars: Collection>(_ scalars: Scalars) -> [Range<Scalars.Index>]
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

    /// Whether a scalar ends a line (the LF of CR LF included).
    public static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
