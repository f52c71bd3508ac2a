/// "Did you mean" candidates: the closest known word by edit distance (a transposition
/// counts as one edit), or a match ignoring case, or else a name the word shortens word by word.
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
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit { return best.0 }
        return expansion(of: word, in: candidates)
    }

    /// The shortest candidate that `word` shortens word by word, or nil: a word of at least two parts, each the start
    /// of the candidate's part at its place, so that `fractional_in_estimate` finds `fractional_in_estimated_parent`
    /// and `heroBanner` finds `heroBannerLarge`, too far for an edit distance. One-part words (`content`, `iPhone`)
    /// never match this way: `content` is no shortening of `contentInsets`.
    static func expansion(of word: String, in candidates: [String]) -> String? {
        let shortened = parts(of: word)
        guard shortened.count >= 2 else { return nil }
        return candidates.filter { candidate in
            let full = parts(of: candidate)
            return full.count >= shortened.count && zip(shortened, full).allSatisfy { $1.hasPrefix($0) }
        }.min { $0.count < $1.count }
    }

    /// A name's parts, lowercased: split at `_`, `-`, `.` and spaces, and before each capital that follows a lowercase
    /// letter (`heroBanner` is hero, banner), unless only one letter precedes it (`iPhone` is one part).
    static func parts(of name: String) -> [String] {
        var parts: [String] = []
        var part = ""
        var previous: Character?
        for character in name {
            if character == "_" || character == "-" || character == "." || character == " " {
                if !part.isEmpty { parts.append(part.lowercased()) }
                part = ""
            } else {
                if character.isUppercase, previous?.isLowercase == true, part.count >= 2 {
                    parts.append(part.lowercased())
                    part = ""
                }
                part.append(character)
            }
            previous = character
        }
        if !part.isEmpty { parts.append(part.lowercased()) }
        return parts
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
