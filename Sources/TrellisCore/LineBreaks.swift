/// What ends a line, as libyaml (through Yams) counts lines for every position Trellis reports: LF, CR, CR LF
/// (one break), NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029). Source excerpts,
/// carets and fix-its use the same lines, so they name the lines the positions mean.
public enum LineBreaks {
    /// The scalar offset at which each line starts: `[0]` and one more after each break.
    public static func lineStarts<Scalars: Collection>(_ scalars: Scalars) -> [Int]
    where Scalars.Element == Unicode.Scalar {
        var starts = [0]
        var previousWasCR = false
        for (offset, scalar) in scalars.enumerated() {
            switch scalar {
            case "\n":
                // The LF of a CR LF pair ends the same line the CR did.
                if previousWasCR { starts[starts.count - 1] = offset + 1 } else { starts.append(offset + 1) }
            case "\r", "\u{85}", "\u{2028}", "\u{2029}":
                starts.append(offset + 1)
            default:
                break
            }
            previousWasCR = scalar == "\r"
        }
        return starts
    }

    /// Whether a scalar ends a line (the LF of CR LF included).
    public static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
