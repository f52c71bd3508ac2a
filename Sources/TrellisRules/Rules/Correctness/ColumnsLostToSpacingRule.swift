import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel

/// A repeated subitem whose fraction, with the spacing between copies, fits fewer copies than
/// the fraction intends: `fractionalWidth(0.5)` with `interItemSpacing: 16` is one column.
package enum ColumnsLostToSpacingRule: Rule {
    package static let description = RuleDescription(
        id: "columns_lost_to_spacing",
        name: "Columns Lost To Spacing",
        summary:
            "A group repeating one subitem whose fraction, plus the spacing between copies, fits fewer copies than "
            + "the fraction intends.",
        rationale: """
            A group built from `subitems` repeats them while the next one still fits. A \\
            `fractionalWidth(1/2)` item is half the group, so with any spacing between the copies \\
            the second no longer fits and the group shows one column; three `fractionalWidth(0.33)` \\
            items with spacing 10 show two. `count: n` gives each of n copies an equal share of the \\
            group less the spacing between them (`subitem:count:`), which is what the fraction meant.
            """,
        severity: .warning, category: .correctness, sizeDependent: true,
        withoutFixIt: """
            Only for a group written with `item:` (it gains `count: n`); a group with `subitems:` gets the \
            arithmetic and the fraction that fits in the message.
            """,
        triggering: [
            RuleExample(
                """
                layout: Grid
                sections:
                  - name: grid
                    group:
                      ↓axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(120)
                      interItemSpacing: 16
                      item: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                """),
            RuleExample(
                """
                layout: Thirds
                sections:
                  - name: thirds
                    group:
                      ↓axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(100)
                      interItemSpacing: 10
                      item: {width: fractionalWidth(0.33), height: fractionalHeight(1)}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Grid
                sections:
                  - name: grid
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(120)
                      count: 2
                      interItemSpacing: 16
                      item: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                """),
            RuleExample(
                """
                layout: Grid
                sections:
                  - name: grid
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(120)
                      item: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                """),
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for selection in context.selections {
            selection.forEachPlacedNode { node, geometry, _ in
                guard case let .group(.standard(group)) = node.subitem, case let .subitems(subitems) = group.content,
                    subitems.count == 1, !group.size[group.axis].isEstimated, let child = node.children.first
                else { return }
                let axis = group.axis
                // The fraction of the group's own length along its axis the subitem states.
                let dimension = subitems.first.dimension(axis)
                let fraction: Double
                switch (axis, dimension) {
                case let (.horizontal, .fractionalWidth(value)), let (.vertical, .fractionalHeight(value)):
                    fraction = value.value
                default:
                    return
                }
                guard fraction > 0, fraction < 1 else { return }
                let intended = Int((1 / fraction).rounded())
                guard intended >= 2 else { return }
                let available = geometry.content.length(axis)
                let edges = subitems.first.edgeSpacing
                let edgeLength = (edges?.before(axis)?.value ?? 0) + (edges?.after(axis)?.value ?? 0)
                let length = child.geometry(in: geometry.content, on: selection.grid).size.length(axis) + edgeLength
                let gap = group.interItemSpacing?.value ?? 0
                func needed(_ copies: Int) -> Double { Double(copies) * length + Double(copies - 1) * gap }
                guard length > 0, !Tolerance.fits(needed(intended), in: available) else { return }
                var fitting = 0
                while fitting < intended && Tolerance.fits(needed(fitting + 1), in: available) { fitting += 1 }
                let target = selection.target.description
                // The largest fraction (to 4 places, rounded down) whose copies and spacing fit here.
                let share = (available - Double(intended - 1) * gap) / Double(intended) - edgeLength
                let fittingFraction = (share / available * 10_000).rounded(.down) / 10_000
                let fractionName = axis == .horizontal ? "fractionalWidth" : "fractionalHeight"
                let alternative =
                    fittingFraction > 0
                    ? "; or \(fractionName)(\(JSONValue.format(fittingFraction))) fits \(intended) at this size" : ""
                findings.report(
                    "\(target): \(fitting) of the \(intended) intended \(axis == .horizontal ? "columns" : "rows") "
                        + "fit: \(intended) × \(points(length)) + \(intended - 1) × \(points(gap)) = "
                        + "\(points(needed(intended))) > \(points(available)) pt, so each repetition holds "
                        + "\(fitting); count: \(intended) gives \(intended) equal shares of the group less its spacing"
                        + alternative,
                    at: node.syntax.firstKeyRange,
                    fixIt: node.syntax.pair("item") != nil ? node.syntax.insertion("count", "\(intended)") : nil)
            }
        }
    }
}
