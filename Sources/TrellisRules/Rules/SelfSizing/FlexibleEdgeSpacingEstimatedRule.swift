import TrellisCore
import TrellisLanguage
import TrellisModel

/// P26: flexible edge spacing next to an estimated extent.
package enum FlexibleEdgeSpacingEstimatedRule: Rule {
    package static let description = RuleDescription(
        id: "flexible_edge_spacing_estimated",
        name: "Flexible Edge Spacing on Estimated Axis",
        summary: "Flexible edge spacing on an edge along an axis where the element's own extent is estimated.",
        rationale: """
            Flexible spacing shares out the room left over by the subitems; with an estimated \
            extent that room changes after measuring, and the combination raised "This group \
            cannot fit even a single item" (SideStore issue 1340) and crashed the iOS 13 \
            backport (IBPCollectionView issue 118). Use fixed spacing, or a fixed extent.
            """,
        severity: .warning, category: .selfSizing, pitfall: "P26",
        withoutFixIt:
            "Fixed spacing or a fixed width moves the item; the author chooses which.",
        triggering: [
            RuleExample(
                """
                layout: Centered
                sections:
                  - name: centered
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: estimated(120), height: fractionalHeight(1), ↓edgeSpacing: {leading: flexible(0), \
                trailing: flexible(0)}}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Centered
                sections:
                  - name: centered
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: absolute(120), height: fractionalHeight(1), edgeSpacing: {leading: flexible(0), \
                trailing: flexible(0)}}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for content in context.contents {
            content.walkNodes { node, _ in
                guard let size = node.size, let spacing = node.subitem.edgeSpacing else { return }
                var edges: [String] = []
                for (edge, value, axis) in [
                    ("leading", spacing.leading, Axis.horizontal), ("trailing", spacing.trailing, .horizontal),
                    ("top", spacing.top, .vertical), ("bottom", spacing.bottom, .vertical),
                ] {
                    if case .flexible? = value, size[axis].isEstimated { edges.append(edge) }
                }
                guard !edges.isEmpty else { return }
                let axes = Set(edges.map { ["leading", "trailing"].contains($0) ? "width" : "height" }).sorted()
                findings.report(
                    "flexible \(edges.joined(separator: " and ")) edge spacing around an estimated "
                        + "\(axes.joined(separator: " and ")) "
                        + "(\(axes.map { node.syntax.quoted($0) ?? "" }.joined(separator: ", "))): the leftover room "
                        + "changes after self-sizing, which can make "
                        + "UIKit raise \"This group cannot fit even a single item\"; use fixed spacing or a fixed "
                        + "\(axes[0])",
                    about: content.path(node, field: "edgeSpacing"), pointing: .key)
            }
        }
    }
}
