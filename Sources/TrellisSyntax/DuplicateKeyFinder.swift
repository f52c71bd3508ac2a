import TrellisCore

/// Yams reports a duplicated key at its *first* occurrence; users need the second.
/// This finds the next occurrence of the key written as a key (`key:`), preferring the
/// same column on a later line (block mappings), else the next one anywhere (flow mappings).
struct DuplicateKeyFinder {
    let source: SourceFile

    func occurrence(of key: String, after first: SourcePosition) -> SourcePosition? {
        var fallback: SourcePosition?
        for lineNumber in first.line...max(first.line, source.lines.count) {
            guard let line = source.line(lineNumber) else { break }
            let scalars = Array(line.unicodeScalars)
            let startColumn = lineNumber == first.line ? first.column + 1 : 1
            for column in startColumn...max(startColumn, scalars.count) where column <= scalars.count {
                guard isKey(key, in: scalars, at: column - 1) else { continue }
                let position = SourcePosition(line: lineNumber, column: column)
                if column == first.column, lineNumber > first.line { return position }
                if fallback == nil { fallback = position }
            }
        }
        return fallback
    }

    /// Whether `key` (plain or quoted) is written as a mapping key at `index`.
    private func isKey(_ key: String, in scalars: [Unicode.Scalar], at index: Int) -> Bool {
        if index > 0, !" \t{,".unicodeScalars.contains(scalars[index - 1]) { return false }
        for candidate in [key, "\"\(key)\"", "'\(key)'"] {
            let keyScalars = Array(candidate.unicodeScalars)
            guard index + keyScalars.count <= scalars.count,
                Array(scalars[index..<index + keyScalars.count]) == keyScalars
            else { continue }
            var after = index + keyScalars.count
            while after < scalars.count, scalars[after] == " " { after += 1 }
            guard after < scalars.count, scalars[after] == ":" else { continue }
            if after + 1 == scalars.count || " \t".unicodeScalars.contains(scalars[after + 1]) || candidate != key {
                return true
            }
        }
        return false
    }
}
