import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// P9: estimates far from the sizes the preview data says the content needs.
package enum EstimateFarFromBoundsRule: Rule {
    package static let description = RuleDescription(
        id: "estimate_far_from_bounds",
        name: "Estimate Far From Measured Sizes",
        summary:
            "An estimate less than half the smallest, or more than twice the largest, size the preview data measures "
            + "for that element.",
        rationale: """
            The preview's `measured` sizes are what the cells really need. An estimate far from \
            them means large corrections after self-sizing: scroll jumps, and Auto Layout \
            conflicts with `UIView-Encapsulated-Layout-Height` while the cell is squeezed into \
            the estimate (forum thread 673940). Whether cell constraints are satisfiable cannot be \
            decided from the layout; the distance between estimate and measurement can.
            """,
        severity: .note, category: .selfSizing, pitfall: "P9",
        triggering: [
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: posts
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: ↓estimated(44)}
                preview:
                  sections:
                    - {layout: posts, items: 3, measured: {item: {height: [220, 300, 260]}}}
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
                      height: estimated(250)
                      item: {width: fractionalWidth(1), height: estimated(250)}
                preview:
                  sections:
                    - {layout: posts, items: 3, measured: {item: {height: [220, 300, 260]}}}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let elements = context.sizedElements
        for section in context.document.preview?.sections ?? [] {
            for (kind, sizes) in section.measured.sorted(by: { $0.key < $1.key }) {
                for element in elements where element.sectionName == section.layout && element.kind == kind {
                    // An estimate written as an expression has a value per environment, not one to compare.
                    for axis in Axis.allCases
                    where element.size[axis].isEstimated
                        && element.size[axis].number.expression == nil
                    {
                        let measured = axis == .horizontal ? sizes.widths : sizes.heights
                        guard let low = measured.min(), let high = measured.max() else { continue }
                        let estimate = element.size[axis].value
                        guard estimate < low / 2 || estimate > high * 2 else { continue }
                        let span = low == high ? "\(points(low)) pt" : "\(points(low))–\(points(high)) pt"
                        // The typical size: the measured sizes' median (the lower one of an even count), whole points.
                        let median = measured.sorted()[(measured.count - 1) / 2].rounded()
                        let kindName =
                            element.size[axis].isUniformAcrossSiblings ? "uniformAcrossSiblings" : "estimated"
                        let replacement = "\(kindName)(\(JSONValue.format(median)))"
                        findings.report(
                            "the \(element.noun)'s \(axis.dimensionKey) is estimated at \(points(estimate)) pt, but "
                                + "the preview measures \(span) for "
                                + "'\(kind)' in '\(section.layout)'; estimate near the typical size to avoid scroll "
                                + "jumps and constraint conflicts, such as the median, \(replacement)",
                            about: element.path.with(field: axis.dimensionKey),
                            fixIt: element.syntax.replacing(axis.dimensionKey, with: replacement))
                    }
                }
            }
        }
    }
}
