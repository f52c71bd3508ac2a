import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P11: self-sizing across the scroll axis inside an orthogonally scrolling section.
public enum OrthogonalEstimatedCrossAxisRule: Rule {
    public static let description = RuleDescription(
        id: "orthogonal_estimated_cross_axis",
        name: "Estimated Height in Orthogonal Section",
        summary:
            "An orthogonally scrolling section whose items self-size along the layout's scroll axis (their height, "
            + "in a vertical layout).",
        rationale: """
            Users report dynamic heights not working in `.continuous` sections whose item and \
            group heights are estimated (ASCollectionView issue 186); the iOS 13 backport \
            mis-sized such content when it was shorter than the estimate (IBPCollectionView \
            issue 114). The strip takes one height for all its groups. Prefer an absolute height \
            when the cells share one, or `uniformAcrossSiblings` on iOS 17.
            """,
        severity: .warning, category: .selfSizing, pitfall: "P11",
        withoutFixIt: """
            Only when the deployment target is iOS 17 or later (`uniformAcrossSiblings(n)`); before it, an absolute \
            size fits only if the cells share one, which the author knows.
            """,
        triggering: [
            RuleExample(
                """
                layout: Shelf
                sections:
                  - name: shelf
                    group:
                      axis: horizontal
                      width: absolute(140)
                      height: ↓estimated(180)
                      item: {width: fractionalWidth(1), height: ↓estimated(180)}
                    orthogonalScrolling: continuous
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Shelf
                sections:
                  - name: shelf
                    group:
                      axis: horizontal
                      width: absolute(140)
                      height: absolute(180)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    orthogonalScrolling: continuous
                """),
            // The group's estimate is moot: its items are fixed, so nothing in the strip self-sizes.
            RuleExample(
                """
                layout: Shelf
                sections:
                  - name: shelf
                    group:
                      axis: horizontal
                      width: absolute(140)
                      height: estimated(180)
                      item: {width: fractionalWidth(1), height: absolute(180)}
                    orthogonalScrolling: continuous
                """),
        ])

    public static func check(_ context: LintContext, _ findings: inout Findings) {
        let axis = context.document.configuration.scrollDirection
        let key = axis.dimensionKey
        for content in context.contents where content.content.orthogonalScrolling != .none {
            content.walkNodes { node, _ in
                guard let size = node.size, node.selfSizes(along: axis), !size[axis].isUniformAcrossSiblings else {
                    return
                }
                // uniformAcrossSiblings keeps self-sizing with one extent for the strip; it needs iOS 17.
                let uniform = (context.iOS ?? OSVersion(17)) >= OSVersion(17)
                let estimate = JSONValue.format(size[axis].value)
                findings.report(
                    "the \(node.noun)'s \(key) is \(size[axis].written) in a section that scrolls orthogonally "
                        + "(\(content.content.orthogonalScrolling.rawValue)): "
                        + "the strip does not grow with self-sized \(key)s reliably; give an absolute \(key) if the "
                        + "cells share one, "
                        + "or uniformAcrossSiblings(\(JSONValue.format(size[axis].value))) on iOS 17",
                    at: node.syntax.valueRange(key),
                    fixIt: uniform ? node.syntax.replacing(key, with: "uniformAcrossSiblings(\(estimate))") : nil)
            }
        }
    }
}
