import TrellisCore
import TrellisLanguage
import TrellisModel

/// A section layout the index-based provider never returns.
package enum UnreachableSectionLayoutRule: Rule {
    package static let description = RuleDescription(
        id: "unreachable_section_layout",
        name: "Unreachable Section Layout",
        summary:
            "In a file that routes sections by index, a section layout without indexes that no section index reaches.",
        rationale: """
            The index-based provider returns the first section layout whose `indexes` contain \
            the section index, else the first without `indexes`. A second layout without \
            indexes, or one after patterns that already cover every index, is never returned, so \
            the screen it describes never appears (it stays reachable only through the \
            closure-based provider).
            """,
        severity: .warning, category: .clarity,
        withoutFixIt:
            "Giving it indexes or removing it is the author's choice.",
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
                    group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                  - name: ↓grid
                    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(100), item: {width: \
                fractionalWidth(1/3), height: fractionalHeight(1)}}
                """)
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
                    group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
                fractionalWidth(1), height: fractionalHeight(1)}}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let sections = context.sections
        guard sections.contains(where: { $0.layout.indexes != nil }) else { return }
        let patterns = sections.compactMap(\.layout.indexes)
        // Every index is covered when an open range starts at k and every index below k is listed.
        let coversAll = patterns.contains { pattern in
            guard case let .from(lower) = pattern else { return false }
            return (0..<lower).allSatisfy { index in patterns.contains { $0.contains(index) } }
        }
        var fallback: LocatedSection?
        for section in sections where section.layout.indexes == nil {
            let reason: String
            if let fallback {
                reason =
                    "'\(fallback.layout.name)' is the first section layout without indexes, so it serves every index "
                    + "no pattern lists"
            } else if coversAll {
                reason = "the indexes of the other section layouts already cover every section index"
            } else {
                fallback = section
                continue
            }
            findings.report(
                "section layout '\(section.layout.name)' has no indexes and no section index reaches it: \(reason); "
                    + "give it indexes, or remove it",
                about: .section(section.layout.name, field: "name"),
                notes: fallback.map {
                    [DiagnosticNote("the fallback section layout", at: $0.syntax.valueRange("name"))]
                } ?? [])
        }
    }
}
