import TrellisCore
import TrellisModel
import TrellisSyntax

/// `indexes` patterns and the checks that every pattern is reachable and none overlap.
extension Lowering {
    mutating func indexPattern(_ node: SyntaxNode) -> IndexPattern? {
        if node.mapping != nil { return indexSteps(node) }
        if let items = node.sequence {
            guard !items.isEmpty else {
                error(.invalidValue, "'indexes' must list at least one section index", at: node.range)
                return nil
            }
            var seen = Set<Int>()
            var indexes: [Int] = []
            var steps: [IndexPattern] = []
            for item in items {
                if item.mapping != nil {
                    guard let pattern = indexSteps(item) else { return nil }
                    steps.append(pattern)
                    continue
                }
                guard let index = nonNegativeInteger(item, "indexes") else { return nil }
                guard seen.insert(index).inserted else {
                    error(.invalidValue, "section index \(index) is listed twice", at: item.range)
                    return nil
                }
                indexes.append(index)
            }
            let listed = NonEmpty(indexes).map(IndexPattern.indexes)
            guard !steps.isEmpty else { return listed }
            return NonEmpty(listed.map { [$0] + steps } ?? steps).map(IndexPattern.union)
        }
        guard let scalar = node.scalar else {
            typeMismatch(
                node, expected: "a section index, a sequence of indexes or a range such as \"1..<4\"", for: "indexes")
            return nil
        }
        if scalar.isPlain, scalar.number != nil {
            return nonNegativeInteger(node, "indexes").map { .indexes(NonEmpty($0)) }
        }
        return indexRange(scalar.text, node)
    }

    /// `{every: n, from: m}` (version 2): `m`, `m + n`, `m + 2n`, ...; `from` is 0 unless stated.
    private mutating func indexSteps(_ node: SyntaxNode) -> IndexPattern? {
        guard expressions.languageVersion >= 2 else {
            error(
                .invalidValue,
                "'indexes: {every: ...}' is language version 2; state 'version: 2' at the top of the file to use it",
                at: node.range)
            return nil
        }
        guard let fields = fields(node, Vocabulary.indexSteps, key: "indexes") else { return nil }
        let every = require(fields, "every").flatMap { self.integer($0, "every") }
        let from = fields["from"].flatMap { self.nonNegativeInteger($0, "from") } ?? 0
        guard let every else { return nil }
        guard (1...1000).contains(every) else {
            error(.invalidValue, "'every' must be from 1 to 1000, found \(every)", at: fields["every"]!.range)
            return nil
        }
        guard from <= 1_000_000 else {
            error(.invalidValue, "'from' must be an index from 0 to 1000000, found \(from)", at: fields["from"]!.range)
            return nil
        }
        return every == 1 ? .from(from) : .every(every, from: from)
    }

    /// `a..<b`, `a...b` or `a...`.
    private mutating func indexRange(_ text: String, _ node: SyntaxNode) -> IndexPattern? {
        // Made only for a message: most ranges are fine.
        var quoted: String { TerminalText.excerpt(text) }
        let form = "expected a range such as \"1..<4\", \"1...3\" or \"4...\""
        for (separator, closed) in [("..<", false), ("...", true)] {
            guard let split = Self.firstRange(of: separator, in: text) else { continue }
            let lowerText = text[..<split.lowerBound].trimmingSpaces
            let upperText = text[split.upperBound...].trimmingSpaces
            guard let lower = Int(lowerText), lower >= 0, lower <= 1_000_000 else {
                error(
                    .invalidValue,
                    "'\(quoted)' is not a valid index range: the lower bound must be an index from 0 to 1000000; "
                        + form,
                    at: node.range)
                return nil
            }
            if upperText.isEmpty {
                guard closed else {
                    error(
                        .invalidValue,
                        "'\(quoted)' is not a valid index range: a half-open range needs an upper bound; \(form)",
                        at: node.range)
                    return nil
                }
                return .from(lower)
            }
            guard let upper = Int(upperText), upper >= 0, upper <= 1_000_000 else {
                error(
                    .invalidValue,
                    "'\(quoted)' is not a valid index range: the upper bound must be an index from 0 to 1000000; "
                        + form,
                    at: node.range)
                return nil
            }
            let end = closed ? upper + 1 : upper
            guard end > lower else {
                error(.invalidValue, "'\(quoted)' is an empty range: no section index falls in it", at: node.range)
                return nil
            }
            return .range(lower..<end)
        }
        error(.invalidValue, "'\(quoted)' is not a valid section index pattern; \(form)", at: node.range)
        return nil
    }

    /// Where an ASCII `separator` first occurs in `text`, found in its UTF-8 bytes: the standard library's search
    /// for a substring went through its generic, dynamically cast path, a hundredth of lint's time.
    private static func firstRange(of separator: String, in text: String) -> Range<String.Index>? {
        let utf8 = text.utf8, pattern = separator.utf8
        var start = utf8.startIndex
        while let end = utf8.index(start, offsetBy: pattern.count, limitedBy: utf8.endIndex) {
            if utf8[start..<end].elementsEqual(pattern) { return start..<end }
            utf8.formIndex(after: &start)
        }
        return nil
    }

    /// A section layout with an index pattern: the entry of `sections` it is, its name, the pattern and where the
    /// pattern is written.
    struct IndexedSection {
        var entry: Int
        var name: String
        var pattern: IndexPattern
        var node: SyntaxNode
    }

    /// The provider's `switch` takes the first matching pattern, so a pattern that repeats
    /// earlier indexes is ambiguous (overlap) or dead (unreachable). Returns the entries reported.
    /// Every pattern is index steps (a listed index or a range steps by 1); only the earlier bounded ranges near a new
    /// section's indexes, and the earlier patterns that reach the last index, are compared with it, so a file of
    /// bounded ranges is checked in n log n.
    mutating func checkIndexPatterns(_ sections: [IndexedSection]) -> [Int] {
        var reported: [Int] = []
        var earlier: [(name: String, steps: [IndexStep], range: SourceRange)] = []
        // Earlier bounded ranges are found by binary search. Earlier patterns that reach the last index (`4...`, or a
        // step) are few, and in the search they would join every later range into one, which each later section would
        // then be compared with: they are compared directly.
        var served = ServedIndexes()
        var unbounded: [Int] = []
        // Deciding coverage index by index, where steps exceed 1, is bounded for the whole file; past the bound an
        // overlap is reported as one (the weaker finding) rather than as unreachable.
        var budget = 2_000_000
        for lowered in sections {
            let steps = lowered.pattern.steps, range = lowered.node.range
            let near = served.servers(near: steps.map(\.range))
            let candidates = unbounded.isEmpty ? near : Set(near).union(unbounded).sorted()
            let covering = candidates.map { earlier[$0] }.filter { other in
                steps.contains { step in other.steps.contains { $0.intersects(step) } }
            }
            if !covering.isEmpty {
                reported.append(lowered.entry)
                let notes = covering.map {
                    DiagnosticNote("section '\($0.name)' already serves some of them", at: $0.range)
                }
                let cover = covering.flatMap(\.steps)
                if Self.isCovered(steps, by: cover, budget: &budget) {
                    error(
                        .unreachableIndexes,
                        "section '\(lowered.name)' is unreachable by index: earlier sections already serve "
                            + "every index in \(Self.describe(lowered.pattern))",
                        at: range, notes: notes)
                } else {
                    // What remains is offered only as ranges: past a step above 1 it is rarely a pattern.
                    let ranges = (steps + cover).allSatisfy { $0.step == 1 }
                    error(
                        .overlappingIndexes,
                        "the indexes of section '\(lowered.name)' overlap those of an earlier section; the "
                            + "first match wins",
                        at: range, notes: notes,
                        fixIt: ranges
                            ? remainderFixIt(
                                steps.map(\.range), minus: cover.map(\.range), writtenAt: lowered.node.extent)
                            : nil)
                }
            }
            for step in steps where !step.isUnbounded { served.insert(step.range, server: earlier.count) }
            if steps.contains(where: \.isUnbounded) { unbounded.append(earlier.count) }
            earlier.append((lowered.name, steps, range))
        }
        return reported
    }

    /// The indexes earlier sections serve, as sorted, disjoint ranges, each with the sections (in file order) that
    /// serve part of it: the candidates for covering a new section are found by binary search.
    private struct ServedIndexes {
        private var ranges: [Range<Int>] = []
        private var servers: [[Int]] = []

        /// The positions of the ranges overlapping `span`.
        private func overlapping(_ span: Range<Int>) -> Range<Int> {
            let low = ranges.partitioningIndex { $0.upperBound > span.lowerBound }
            var end = low
            while end < ranges.count, ranges[end].lowerBound < span.upperBound { end += 1 }
            return low..<end
        }

        /// The sections serving an index near any of `spans`, each once, in file order.
        func servers(near spans: [Range<Int>]) -> [Int] {
            var found = Set<Int>()
            for span in spans where !span.isEmpty {
                for position in overlapping(span) { found.formUnion(servers[position]) }
            }
            return found.sorted()
        }

        mutating func insert(_ span: Range<Int>, server: Int) {
            guard !span.isEmpty else { return }
            let merged = overlapping(span)
            let lower = merged.isEmpty ? span.lowerBound : min(span.lowerBound, ranges[merged.lowerBound].lowerBound)
            let upper =
                merged.isEmpty ? span.upperBound : max(span.upperBound, ranges[merged.upperBound - 1].upperBound)
            var joined = servers[merged].flatMap { $0 }
            if joined.last != server { joined.append(server) }
            ranges.replaceSubrange(merged, with: [lower..<upper])
            servers.replaceSubrange(merged, with: [joined])
        }
    }

    /// The indexes this section layout actually serves, written in place of its pattern: the provider already
    /// gives the shared ones to the earlier layout, so the repair keeps every section's layout as it is. Offered
    /// for a pattern written on one line, when what remains is one range or a short list.
    private func remainderFixIt(_ spans: [Range<Int>], minus cover: [Range<Int>], writtenAt range: SourceRange)
        -> FixIt?
    {
        var remaining = spans
        for piece in cover {
            remaining = remaining.flatMap { span -> [Range<Int>] in
                guard span.overlaps(piece) else { return [span] }
                let before = span.lowerBound..<max(span.lowerBound, piece.lowerBound)
                let after = min(span.upperBound, piece.upperBound)..<span.upperBound
                return [before, after].filter { !$0.isEmpty }
            }
        }
        remaining.sort { $0.lowerBound < $1.lowerBound }
        let text: String
        if remaining.count == 1, let only = remaining.first {
            text =
                only.upperBound == Int.max
                ? "\"\(only.lowerBound)...\""
                : only.count == 1 ? "\(only.lowerBound)" : "\"\(only.lowerBound)..<\(only.upperBound)\""
        } else if remaining.allSatisfy({ $0.upperBound != Int.max }), remaining.reduce(0, { $0 + $1.count }) <= 16 {
            text = "[\(remaining.flatMap { Array($0) }.map(String.init).joined(separator: ", "))]"
        } else {
            return nil
        }
        guard range.end.line == range.start.line else { return nil }
        return FixIt(range: range, replacement: text)
    }

    /// Whether `cover` serves every index of `steps`: decided on ranges where every step is 1, else index by index
    /// up to where membership repeats, spending `budget` (false once it is spent).
    private static func isCovered(_ steps: [IndexStep], by cover: [IndexStep], budget: inout Int) -> Bool {
        guard (steps + cover).contains(where: { $0.step > 1 }) else {
            let sorted = cover.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
            return steps.map(\.range).allSatisfy { span in
                var reached = span.lowerBound
                for piece in sorted where piece.lowerBound <= reached && piece.upperBound > reached {
                    reached = piece.upperBound
                    if reached >= span.upperBound { return true }
                }
                return reached >= span.upperBound
            }
        }
        // Beyond every written bound and start, membership repeats with the least common multiple of the steps.
        let involved = steps + cover
        let period = involved.reduce(1) { period, step in
            period > 1_000_000 ? period : period / IndexStep.gcd(period, step.step) * step.step
        }
        guard period <= 1_000_000 else { return false }
        let bounds = involved.flatMap { [$0.range.lowerBound, $0.range.upperBound] }.filter { $0 != Int.max }
        let horizon = (bounds.max() ?? 0) + period
        return steps.allSatisfy { step in
            var index = step.first(from: step.range.lowerBound)
            while let member = index, member < horizon {
                budget -= cover.count
                guard budget > 0, cover.contains(where: { $0.contains(member) }) else { return false }
                index = step.first(from: member + 1)
            }
            return true
        }
    }

    private static func describe(_ pattern: IndexPattern) -> String {
        switch pattern {
        case let .indexes(list): return list.map(String.init).joined(separator: ", ")
        case let .range(range): return "\(range.lowerBound)..<\(range.upperBound)"
        case let .from(lower): return "\(lower)..."
        case let .every(step, lower): return "every \(step) from \(lower)"
        case let .union(patterns): return patterns.map(describe).joined(separator: ", ")
        }
    }

}

extension IndexStep {
    /// Whether it reaches the last index: `4...`, or `{every: n}`.
    fileprivate var isUnbounded: Bool { range.upperBound == Int.max }
}
