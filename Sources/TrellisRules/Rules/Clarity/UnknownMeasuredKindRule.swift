import TrellisCore
import TrellisLanguage
import TrellisModel

/// Preview measurements for an element kind the section layout does not have.
package enum UnknownMeasuredKindRule: Rule {
    package static let description = RuleDescription(
        id: "unknown_measured_kind",
        name: "Unknown Measured Kind",
        summary: "Preview `measured` sizes for an element kind the section layout has no element of.",
        rationale: """
            Measured sizes are matched by element kind: `item` for cells, and the kinds of the \
            section's boundary items and supplementaries. Sizes under any other kind (often a \
            misspelling) are silently unused, so frames show estimates where the author expected \
            measurements.
            """,
        severity: .warning, category: .clarity,
        withoutFixIt:
            "Only when a kind of the section is close to the unknown one.",
        triggering: [
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: posts
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(200)
                      item: {width: fractionalWidth(1), height: estimated(200)}
                    header: {height: estimated(40)}
                preview:
                  sections:
                    - layout: posts
                      measured:
                        item: {height: [180, 240]}
                        ↓haeder: {height: 52}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: posts
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(200)
                      item: {width: fractionalWidth(1), height: estimated(200)}
                    header: {height: estimated(40)}
                preview:
                  sections:
                    - layout: posts
                      measured: {item: {height: [180, 240]}, header: {height: 52}}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for section in context.sections {
            var kinds: Set<String> = ["item"]
            for content in section.contents {
                for item in content.boundaryItems { kinds.insert(item.value.kind.rawValue) }
                content.walkNodes { node, _ in
                    for supplementary in node.supplementaries { kinds.insert(supplementary.value.kind.rawValue) }
                }
                if case let .list(list) = content.content.body {
                    if list.headerMode == .supplementary { kinds.insert("header") }
                    if list.footerMode == .supplementary { kinds.insert("footer") }
                }
            }
            for entry in context.previewSections(using: section.layout.name) {
                for pair in entry.syntax["measured"]?.mapping ?? [] where !kinds.contains(pair.key) {
                    let suggestion = Suggestion.closest(to: pair.key, in: kinds.sorted())
                    findings.report(
                        "section layout '\(section.layout.name)' has no element of kind '\(pair.key)', so these sizes "
                            + "are never used"
                            + (suggestion.map(Suggestion.hint)
                                ?? " (its kinds: \(kinds.sorted().joined(separator: ", ")))"),
                        at: pair.keyRange, fixIt: suggestion.map { FixIt(range: pair.keyRange, replacement: $0) })
                }
            }
        }
    }
}
