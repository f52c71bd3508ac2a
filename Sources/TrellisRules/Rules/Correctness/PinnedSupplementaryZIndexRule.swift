import TrellisCore
import TrellisLanguage
import TrellisModel

/// P13: a pinned header drawn under the cells it floats over.
public enum PinnedSupplementaryZIndexRule: Rule {
    public static let description = RuleDescription(
        id: "pinned_supplementary_zindex",
        name: "Pinned Supplementary zIndex",
        summary:
            "A boundary item pinned to the visible bounds whose zIndex is not above the section's cells, badges and "
            + "decorations.",
        rationale: """
            A pinned header floats over the cells scrolling under it; with the default zIndex it \
            ties with them and is drawn under some. Apple's own pinned-header sample \
            (PinnedSectionHeaderFooterViewController in "Implementing Modern Collection Views") \
            sets `zIndex = 2`.
            """,
        severity: .warning, category: .correctness, pitfall: "P13",
        triggering: [
            RuleExample(
                """
                layout: Contacts
                sections:
                  - name: letters
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    header: {↓height: absolute(30), pinToVisibleBounds: true}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Contacts
                sections:
                  - name: letters
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    header: {height: absolute(30), pinToVisibleBounds: true, zIndex: 2}
                """)
        ])

    public static func check(_ context: LintContext, _ findings: inout Findings) {
        func inspect(_ item: Located<BoundaryItem>, above others: Int, in scope: String) {
            guard item.value.pinToVisibleBounds else { return }
            let zIndex = item.value.zIndex ?? 0
            guard zIndex <= others else { return }
            let wanted = Swift.max(2, others + 1)
            findings.report(
                "the pinned '\(item.value.kind.rawValue)' has zIndex "
                    + "\(zIndex)\(item.value.zIndex == nil ? " (the default)" : ""), not above the "
                    + "\(others) of \(scope); cells scrolling under it are drawn over it. Set zIndex: \(wanted), as "
                    + "Apple's pinned-header sample does",
                at: item.syntax.pair("zIndex")?.value.range ?? item.syntax.firstKeyRange,
                fixIt: item.syntax.pair("zIndex") != nil
                    ? item.syntax.replacing("zIndex", with: "\(wanted)") : item.syntax.insertion("zIndex", "\(wanted)"))
        }
        var highestAnywhere = 0
        for content in context.contents {
            // Items are at 0, or 1 above a background decoration; badges default to 1.
            var highest = content.decorations.isEmpty ? 0 : 1
            for decoration in content.decorations { highest = Swift.max(highest, decoration.value.zIndex ?? 0) }
            content.walkNodes { node, _ in
                for supplementary in node.supplementaries {
                    highest = Swift.max(highest, supplementary.value.zIndex ?? 1)
                }
            }
            for item in content.boundaryItems where !item.value.pinToVisibleBounds {
                highest = Swift.max(highest, item.value.zIndex ?? 0)
            }
            highestAnywhere = Swift.max(highestAnywhere, highest)
            for item in content.boundaryItems {
                inspect(item, above: highest, in: "the cells, badges and decorations of \(content.title)")
            }
        }
        for item in context.located.configurationItems {
            inspect(item, above: highestAnywhere, in: "the sections' cells, badges and decorations")
        }
    }
}
