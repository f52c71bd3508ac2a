/// "Did you mean" candidates: the closest known word by edit distance (a transposition
/// counts as one edit), or a match ignoring case.
package enum Suggestion {
    /// How every message offers a suggestion: "; did you mean 'word'?".
    package static func hint(_ word: String) -> String { "; did you mean '\(word)'?" }

    package static func closest(to word: String, in candidates: [String]) -> String? {
        // Within the edit limit, lengths differ by at most 3: a longer word (a whole value pasted as a key) is
        // nobody's typo, and comparing it letter by letter would cost its length times every candidate's.
        let longest = candidates.lazy.map(\.count).max() ?? 0
        guard word.utf8.count <= 4 * (longest + 3), word.count <= longest + 3 else { return nil }
        if let sameLetters = candidates.first(where: { $0.lowercased() == word.lowercased() }) { return sameLetters }
        let limit = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// Optimal string alignment distance.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
