import TrellisCore
import TrellisLanguage
import TrellisModel

/// P13: a pinned header drawn under the badges and supplementaries it floats over.
package enum PinnedSupplementaryZIndexRule: Rule {
    package static let description = RuleDescription(
        id: "pinned_supplementary_zindex",
        name: "Pinned Supplementary zIndex",
        summary:
            "A boundary item pinned to the visible bounds whose zIndex is not above the badges and other "
            + "supplementaries that scroll under it, or below the section's cells.",
        rationale: """
            A pinned header floats over what scrolls under it. UIKit draws a supplementary over \
            cells of the same zIndex (measured on iOS 14 and 17: a pinned footer at the default \
            zIndex covers the rows; Docs/Measurements.md S1d), but badges default to zIndex 1 and \
            are drawn over a pinned header at 0, and ties between supplementaries have no \
            documented order. Apple's own pinned-header sample (PinnedSectionHeaderFooterViewController \
            in "Implementing Modern Collection Views") sets `zIndex = 2`.
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
                      item:
                        width: fractionalWidth(1)
                        height: fractionalHeight(1)
                        supplementaries:
                          - {kind: badge, width: absolute(20), height: absolute(20), anchor: {edges: [top]}}
                    header: {↓height: absolute(30), pinToVisibleBounds: true}
                """),
            // The layout's own pinned header floats over every section's badges.
            RuleExample(
                """
                layout: Contacts
                configuration:
                  header: {↓height: absolute(30), pinToVisibleBounds: true}
                sections:
                  - name: letters
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item:
                        width: fractionalWidth(1)
                        height: fractionalHeight(1)
                        supplementaries:
                          - {kind: badge, width: absolute(20), height: absolute(20), anchor: {edges: [top]}}
                """),
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

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        /// `others` is the highest zIndex among the supplementaries and decorations that can scroll
        /// under the item (nil when there are none); `cells` is the cells' zIndex.
        func inspect(_ item: Located<BoundaryItem>, _ path: ModelPath, cells: Int, others: Int?, in scope: String) {
            guard item.value.pinToVisibleBounds else { return }
            // Boundary items are promoted to the cells' zIndex above a background decoration.
            let zIndex = Swift.max(item.value.zIndex ?? 0, cells)
            guard let others, zIndex <= others else { return }
            let wanted = Swift.max(2, others + 1)
            findings.report(
                "the pinned '\(item.value.kind.rawValue)' has zIndex "
                    + "\(zIndex)\(item.value.zIndex == nil ? " (the default)" : ""), not above the "
                    + "\(others) of \(scope); they are drawn over it while they scroll under it. Set zIndex: "
                    + "\(wanted), as Apple's pinned-header sample does",
                about: path.with(field: "zIndex"),
                fixIt: item.syntax.pair("zIndex") != nil
                    ? item.syntax.replacing("zIndex", with: "\(wanted)") : item.syntax.insertion("zIndex", "\(wanted)"))
        }
        var highestAnywhere: Int?
        for content in context.contents {
            // Cells are at 0, or 1 above a background decoration; badges default to 1.
            let cells = content.decorations.isEmpty ? 0 : 1
            var highest: Int?
            func include(_ zIndex: Int) { highest = Swift.max(highest ?? zIndex, zIndex) }
            for decoration in content.decorations { if let zIndex = decoration.value.zIndex { include(zIndex) } }
            content.walkNodes { node, _ in
                for supplementary in node.supplementaries { include(supplementary.value.zIndex ?? 1) }
            }
            for item in content.boundaryItems where !item.value.pinToVisibleBounds {
                include(Swift.max(item.value.zIndex ?? 0, cells))
            }
            if let highest { highestAnywhere = Swift.max(highestAnywhere ?? highest, highest) }
            for (index, item) in content.boundaryItems.enumerated() {
                inspect(
                    item, content.path(boundaryItem: index), cells: cells, others: highest,
                    in: "the badges and supplementaries of \(content.title)")
            }
        }
        let items = context.located.configurationItems
        for (index, item) in items.enumerated() {
            inspect(
                item, ModelPath(.configuration, items.node(at: index)), cells: 0, others: highestAnywhere,
                in: "the sections' badges and supplementaries")
        }
    }
}
