import TrellisCore
import TrellisLanguage
import TrellisModel

/// A section index the index-based provider answers with no section layout, where UIKit asks for it.
package enum SectionIndexWithoutLayoutRule: Rule {
    package static let description = RuleDescription(
        id: "section_index_without_layout",
        name: "Section Index Without Layout",
        summary:
            "In a file whose every section layout states `indexes`, a section index below one that is served, or "
            + "below the preview's section count, that no pattern contains.",
        rationale: """
            The index-based provider returns the first section layout whose `indexes` contain the section \
            index, else the first without `indexes`; when every layout states `indexes` it returns nil for an \
            index none contains, and UICollectionViewCompositionalLayout raises when its section provider returns \
            no section for a section the collection view has. The collection view asks for every section its \
            data has: with preview data, the preview's sections; without, every index below the highest one a \
            pattern serves is asked for whenever that one is, since sections are numbered without gaps. An index \
            above every pattern is asked for only by data with more sections than the file serves, which the file \
            cannot know, so it is not reported.
            """,
        severity: .error, category: .correctness,
        withoutFixIt:
            "Which section layout should serve the index, or whether a new one should, is the author's choice.",
        triggering: [
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: banner
                    indexes: 0
                    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(200), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                  - name: rows
                    indexes: ↓"2..."
                    group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                """),
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: banner
                    indexes: 0
                    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(200), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                  - name: rows
                    indexes: 1
                    group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                preview:
                  sections:
                    - {layout: banner, items: 1}
                    - {layout: rows, items: 5}
                    - {layout: ↓rows, items: 5}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: banner
                    indexes: 0
                    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(200), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                  - name: rows
                    indexes: "1..."
                    group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                """),
            // Index 2 and above are asked for only when the data has more sections than the file serves.
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: banner
                    indexes: 0
                    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(200), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                  - name: rows
                    indexes: 1
                    group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                """),
            // A section layout without indexes serves every index no pattern contains.
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: banner
                    indexes: 0
                    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(200), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                  - name: footer
                    indexes: 5
                    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(80), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                  - name: rows
                    group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                """),
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        // A partial document lacks section layouts that may serve the index.
        guard !context.located.isPartial else { return }
        let sections = context.sections
        let patterns = sections.compactMap(\.layout.indexes)
        guard !sections.isEmpty, patterns.count == sections.count else { return }
        let previewCount = context.document.preview?.sections.count ?? 0
        var served = merged(patterns.flatMap(\.ranges))
        if !patterns.allSatisfy(\.isRanges) {
            // Stepped patterns (`{every: 2}`) serve indexes, not ranges: the preview's indexes are checked one by
            // one; without preview data nothing says how many sections the app has.
            guard previewCount > 0 else { return }
            let indexes = (0..<previewCount).filter { index in patterns.contains { $0.contains(index) } }
            served = merged(indexes.map { $0..<($0 + 1) })
        }
        // The indexes UIKit asks for: the preview's sections, else every index below the highest one served.
        let asked: Int
        let reason: String
        if previewCount > 0 {
            asked = previewCount
            reason = "the preview data has \(previewCount) section\(previewCount == 1 ? "" : "s")"
        } else {
            guard let highest = served.last.map({ $0.upperBound == Int.max ? $0.lowerBound : $0.upperBound - 1 })
            else { return }
            asked = highest
            reason = "the collection view asks for every section below index \(highest) whenever it has that one"
        }
        let starts = rangeStarts(sections)
        var next = 0
        for span in served + [Int.max..<Int.max] where next < asked {
            let gap = next..<Swift.min(span.lowerBound, asked)
            next = Swift.max(next, span.upperBound)
            guard !gap.isEmpty else { continue }
            let indexes =
                gap.count == 1
                ? "section index \(gap.lowerBound) has" : "section indexes \(gap.lowerBound)–\(gap.upperBound - 1) have"
            findings.report(
                "\(indexes) no section layout: every section layout states 'indexes' and none contains "
                    + "\(gap.count == 1 ? "it" : "them"), so the index-based provider returns nil and UIKit raises "
                    + "(\(reason)); add \(gap.count == 1 ? "it" : "them") to a section layout's indexes",
                at: range(after: gap, in: context, sections: sections, starts: starts))
        }
    }

    /// Where to report a gap: the `indexes` of the section layout serving the index right after it, else the
    /// preview section that asks for its first index. A gap ends where a served span starts, and a range that holds
    /// that index starts there (one starting before would have joined the span), so `starts` names the first section
    /// layout serving it without a search per gap; only the patterns that step are searched.
    private static func range(
        after gap: Range<Int>, in context: LintContext, sections: [LocatedSection],
        starts: (ranges: [Int: Int], stepping: [Int])
    ) -> SourceRange {
        let stepping = starts.stepping.first { sections[$0].layout.indexes?.contains(gap.upperBound) == true }
        if let serving = [starts.ranges[gap.upperBound], stepping].compactMap({ $0 }).min() {
            return sections[serving].syntax.valueRange("indexes")
        }
        let entries =
            context.located.root["preview"].flatMap { LocatedMapping(node: $0)["sections"]?.sequence } ?? []
        if entries.indices.contains(gap.lowerBound) {
            return LocatedMapping(node: entries[gap.lowerBound]).valueRange("layout")
        }
        return context.located.root.keyRange("sections")
    }

    /// The first section layout (its position in `sections`) whose pattern holds a range starting at each index, and
    /// the positions of those whose patterns step (`{every: n}`), in order.
    private static func rangeStarts(_ sections: [LocatedSection]) -> (ranges: [Int: Int], stepping: [Int]) {
        var starts: [Int: Int] = [:], stepping: [Int] = []
        for (position, section) in sections.enumerated() {
            for step in section.layout.indexes?.steps ?? [] {
                if step.step > 1 {
                    if stepping.last != position { stepping.append(position) }
                } else if starts[step.range.lowerBound] == nil {
                    starts[step.range.lowerBound] = position
                }
            }
        }
        return (starts, stepping)
    }

    /// The ranges sorted, with overlapping and adjacent ones joined.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
