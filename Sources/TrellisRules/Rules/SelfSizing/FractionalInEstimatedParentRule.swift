import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P1: a fraction of an estimated parent's extent resolves against the estimate.
package enum FractionalInEstimatedParentRule: Rule {
    package static let description = RuleDescription(
        id: "fractional_in_estimated_parent",
        name: "Fractional Size in Estimated Group",
        summary:
            "A subitem sized as a fraction of its group's extent on an axis where the group's extent is estimated.",
        rationale: """
            UIKit resolves `fractionalHeight(1)` against the group's estimated height and never \
            self-sizes the item, so the row stays at the estimate and clips taller content \
            (Apple Developer Forums thread 719750; Docs/Semantics.md §6.3). Make the item \
            estimated too, or use `uniformAcrossSiblings(estimate)` on iOS 17 to get "row height = \
            tallest item".
            """,
        severity: .error, category: .selfSizing, pitfall: "P1",
        triggering: [
            RuleExample(
                """
                layout: Shelf
                sections:
                  - name: pick
                    group:
                      axis: horizontal
                      width: fractionalWidth(1/2)
                      height: estimated(160)
                      item: {width: fractionalWidth(1), height: ↓fractionalHeight(1)}
                """),
            RuleExample(
                """
                layout: Columns
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(200)
                      subitems:
                        - item: {width: fractionalWidth(1), height: estimated(44)}
                        - group:
                            axis: horizontal
                            width: fractionalWidth(1)
                            height: ↓fractionalHeight(0.5)
                            item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Shelf
                sections:
                  - name: pick
                    group:
                      axis: horizontal
                      width: fractionalWidth(1/2)
                      height: estimated(160)
                      item: {width: fractionalWidth(1), height: estimated(160)}
                """),
            RuleExample(
                """
                layout: Grid
                sections:
                  - name: grid
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: estimated(100)
                      item: {width: fractionalWidth(1/3), height: fractionalWidth(1/3)}
                """),
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for content in context.contents {
            content.walkNodes { node, parent in
                guard let parent, case let .group(.standard(group)) = parent.subitem, let size = node.size else {
                    return
                }
                for axis in Axis.allCases {
                    let parentDimension = group.size[axis]
                    guard parentDimension.isEstimated, size[axis].isFraction(of: axis) else { continue }
                    // A `count` group sizes its subitems along its axis itself.
                    if case .repeating = group.content, axis == group.axis { continue }
                    let key = axis.dimensionKey
                    // The engine resolves the fraction against the estimate: that is the size it keeps.
                    let estimateLength = parentDimension.value
                    let kept = size[axis].resolved(in: Size.along(axis, estimateLength, cross: estimateLength))
                    let estimate = points(kept)
                    let uniform = (context.iOS ?? OSVersion(17)) >= OSVersion(17)
                    let replacement = uniform ? "uniformAcrossSiblings(\(estimate))" : "estimated(\(estimate))"
                    findings.report(
                        "'\(node.syntax.quoted(key) ?? size[axis].written)' is a fraction of the enclosing group's "
                            + "\(key), which is estimated "
                            + "(\(parentDimension.written)): UIKit sizes the \(node.noun) from the estimate and never "
                            + "self-sizes it, so it stays "
                            + "\(estimate) pt \(axis.extentWord) and clips larger content; make it \(replacement)"
                            + (uniform ? "" : " (or uniformAcrossSiblings(\(estimate)) from iOS 17)"),
                        about: content.path(node, field: key),
                        notes: [
                            DiagnosticNote("the group's \(key) is estimated here", at: parent.syntax.valueRange(key))
                        ],
                        fixIt: node.syntax.replacing(key, with: replacement))
                }
            }
        }
    }
}
