import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P11: self-sizing across the scroll axis inside an orthogonally scrolling section.
package enum OrthogonalEstimatedCrossAxisRule: Rule {
    package static let description = RuleDescription(
        id: "orthogonal_estimated_cross_axis",
        name: "Estimated Height in Orthogonal Section",
        summary:
            "An orthogonally scrolling section whose items self-size to different lengths along the layout's scroll "
            + "axis (their heights, in a vertical layout), as its preview data measures them.",
        rationale: """
            Users report dynamic heights not working in `.continuous` sections whose item and \
            group heights are estimated and whose cells differ in height (ASCollectionView issue 186); the iOS 13 \
            backport mis-sized such content when it was shorter than the estimate (IBPCollectionView \
            issue 114). The strip takes one height for all its groups. Where the cells share one height, the strip \
            grows to it (measured: a shipping app's estimated(80) person cells self-size to 94 and the strip with \
            them, Docs/Measurements.md M2-badges), so the rule speaks only when the preview data measures different \
            heights. Prefer an absolute height when the cells share one, or `uniformAcrossSiblings` on iOS 17.
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
                preview:
                  sections:
                    - {layout: shelf, items: 3, measured: {item: {height: [180, 240, 200]}}}
                """)
        ],
        nonTriggering: [
            // Cells that self-size to one height: the strip grows to it (Docs/Measurements.md M2-badges).
            RuleExample(
                """
                layout: People
                sections:
                  - name: people
                    group:
                      axis: horizontal
                      width: absolute(80)
                      height: estimated(80)
                      item: {width: fractionalWidth(1), height: estimated(80)}
                    orthogonalScrolling: continuous
                preview:
                  sections:
                    - {layout: people, items: 5, measured: {item: {height: [94]}}}
                """),
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

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let axis = context.document.configuration.scrollDirection
        let key = axis.dimensionKey
        let data = LayoutData.preview(of: context.document)
        for content in context.contents where content.content.orthogonalScrolling != .none {
            // What the preview data measures the section's items along the scroll axis: a finding needs two lengths.
            var lengths = Set<Double>()
            for section in data.sections where section.layout == content.sectionName {
                guard let measured = section.measured["item"] else { continue }
                let values = axis == .vertical ? measured.heights : measured.widths
                lengths.formUnion(values.prefix(section.itemCount))
            }
            guard let shortest = lengths.min(), let longest = lengths.max(), shortest < longest else { continue }
            content.walkNodes { node, _ in
                guard let size = node.size, node.selfSizes(along: axis), !size[axis].isUniformAcrossSiblings else {
                    return
                }
                // uniformAcrossSiblings keeps self-sizing with one extent for the strip; it needs iOS 17.
                let uniform = (context.iOS ?? OSVersion(17)) >= OSVersion(17)
                // The estimate as written: an expression stays one.
                let uniformSize = LayoutDimension.uniformAcrossSiblings(estimate: size[axis].number)
                findings.report(
                    "the \(node.noun)'s \(key) is \(size[axis].written) in a section that scrolls orthogonally "
                        + "(\(content.content.orthogonalScrolling.rawValue)), and the preview data measures its items "
                        + "\(JSONValue.format(shortest)) to \(JSONValue.format(longest)) pt \(key): the strip does not "
                        + "grow with \(key)s that differ reliably; give an absolute \(key) if the cells share one, "
                        + "or \(uniformSize.written) on iOS 17",
                    about: content.path(node, field: key),
                    fixIt: uniform ? node.syntax.replacing(key, with: LayoutFileWriter.dimension(uniformSize)) : nil)
            }
        }
    }
}
