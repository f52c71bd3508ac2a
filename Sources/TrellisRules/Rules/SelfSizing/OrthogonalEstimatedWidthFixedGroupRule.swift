import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P12: self-sizing along an orthogonal strip needs an estimated group as well.
package enum OrthogonalEstimatedWidthFixedGroupRule: Rule {
    package static let description = RuleDescription(
        id: "orthogonal_estimated_width_fixed_group",
        name: "Estimated Items in Fixed Orthogonal Group",
        summary:
            "An orthogonally scrolling section whose items estimate their extent along the strip while the top-level "
            + "group's extent there is fixed.",
        rationale: """
            Self-sizing cells in a horizontal strip need an estimated width on both the item and \
            its group; a fractional or absolute group packs the items into its own width and \
            clips or squeezes them (SideStore issue 1340). Estimate the group's width too.
            """,
        severity: .warning, category: .selfSizing, pitfall: "P12",
        triggering: [
            RuleExample(
                """
                layout: Chips
                sections:
                  - name: chips
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(32)
                      item: {width: ↓estimated(80), height: fractionalHeight(1)}
                    orthogonalScrolling: continuous
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Chips
                sections:
                  - name: chips
                    group:
                      axis: horizontal
                      width: estimated(80)
                      height: absolute(32)
                      item: {width: estimated(80), height: fractionalHeight(1)}
                    orthogonalScrolling: continuous
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let axis = context.document.configuration.scrollDirection.other
        let key = axis.dimensionKey
        for content in context.contents where content.content.orthogonalScrolling != .none {
            guard let root = content.group, let rootSize = root.size, !rootSize[axis].isEstimated else { continue }
            content.walkNodes { node, _ in
                guard case let .item(item) = node.subitem, item.size[axis].isEstimated else { return }
                // The group takes the item's estimate as written; a group length written as an expression is the
                // author's, and no fix replaces it.
                let estimate = LayoutFileWriter.dimension(.estimated(item.size[axis].number))
                let groupIsPlain = rootSize[axis].number.expression == nil
                findings.report(
                    "the item's \(key) is \(item.size[axis].written) but the top-level group's is "
                        + "\(root.syntax.quoted(key) ?? rootSize[axis].written): "
                        + "in an orthogonal strip the group must be estimated too, or the items are packed into the "
                        + "group's \(key)"
                        + (groupIsPlain ? "" : " (no fix is offered: the group's \(key) is written as an expression)"),
                    about: content.path(node, field: key),
                    notes: [DiagnosticNote("the group's \(key) is fixed here", at: root.syntax.valueRange(key))],
                    fixIt: groupIsPlain ? root.syntax.replacing(key, with: estimate) : nil)
            }
        }
    }
}
