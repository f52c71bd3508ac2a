import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// P10, P25: estimates far too small, or larger than the collection view.
package enum ImplausibleEstimateRule: Rule {
    package static let description = RuleDescription(
        id: "implausible_estimate",
        name: "Implausible Estimate",
        summary: "A self-sizing estimate below 8 pt, or larger than the collection view at some target.",
        rationale: """
            Self-sizing starts from the estimate. `estimated(1)` makes UIKit lay out, measure and \
            lay out again many times, with a wrong content size and scroll jumps on the way \
            (MagazineLayout issue 9; SideStore issue 1340). A header estimated far too large \
            renders centred in an oversized box until measured (ASCollectionView issue 111). \
            Estimate close to the real size.
            """,
        severity: .warning, category: .selfSizing, sizeDependent: true, pitfall: "P10, P25",
        withoutFixIt: """
            The real size is the author's to state; `estimate_far_from_bounds` proposes one when the preview \
            measures it.
            """,
        triggering: [
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: ↓estimated(1)}
                """),
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: estimated(44)}
                    header: {height: ↓estimated(2000)}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: estimated(44)}
                    header: {height: estimated(60)}
                """),
            // The group's estimate is never used: its items are 60 pt, so it is 60 pt tall.
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(1)
                      item: {width: fractionalWidth(1), height: absolute(60)}
                """),
        ])

    package static let smallest = 8.0

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for element in context.sizedElements {
            for axis in Axis.allCases where element.selfSizingAxes.contains(axis) {
                let number = element.size[axis].number, path = element.path.with(field: axis.dimensionKey)
                // An expression's estimate differs per target: each target judges its own.
                let estimates = context.values(number)
                if let (target, estimate) = estimates.first(where: { $0.value < smallest }) {
                    let at = number.expression != nil ? "\(target.description): " : ""
                    findings.report(
                        "\(at)the \(element.noun)'s \(axis.dimensionKey) is estimated at \(points(estimate)) pt: an "
                            + "estimate this far below the real size "
                            + "makes UIKit lay out and measure again and again, with scroll jumps; estimate the usual "
                            + "\(axis.dimensionKey)",
                        about: path)
                    continue
                }
                for (target, estimate) in estimates {
                    let extent = target.environment.container.length(axis)
                    guard estimate > extent else { continue }
                    findings.report(
                        "\(target.description): the \(element.noun)'s \(axis.dimensionKey) is estimated at "
                            + "\(points(estimate)) pt, more than the "
                            + "collection view's \(points(extent)) pt; until it is measured it is laid out in an "
                            + "oversized box",
                        about: path)
                    break
                }
            }
        }
    }
}
