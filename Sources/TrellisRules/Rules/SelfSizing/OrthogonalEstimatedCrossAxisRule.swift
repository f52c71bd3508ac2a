import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P11: self-sizing across the scroll axis inside an orthogonally scrolling section. A strip whose top-level group is
/// fixed across it never grows with its cells; one whose group is estimated grows with cells that share one length.
package enum OrthogonalEstimatedCrossAxisRule: Rule {
    package static let description = RuleDescription(
        id: "orthogonal_estimated_cross_axis",
        name: "Estimated Height in Orthogonal Section",
        summary:
            "An orthogonally scrolling section whose items self-size along the layout's scroll axis (their heights, "
            + "in a vertical layout) inside a top-level group of fixed length there, or inside an estimated one to "
            + "different lengths, as its preview data measures them.",
        rationale: """
            Users report dynamic heights not working in `.continuous` sections whose item and \
            group heights are estimated and whose cells differ in height (ASCollectionView issue 186); the iOS 13 \
            backport mis-sized such content when it was shorter than the estimate (IBPCollectionView \
            issue 114). The strip takes one height for all its groups. A top-level group whose height is fixed \
            (absolute, or a fraction) does not grow with its cells at all: self-sized cells taller than it are cut \
            off or overlap, so the rule reports such a strip whatever its preview data measures, and states the \
            group's height as the engine lays it out at the lint targets. An estimated group grows with cells that \
            share one height (measured: a shipping app's estimated(80) person cells self-size to 94 and the strip \
            with them, Docs/Measurements.md M2-badges), so there the rule speaks only when the preview data \
            measures different heights. Prefer an absolute height when the cells share one, or \
            `uniformAcrossSiblings` on iOS 17; in a fixed strip, estimate the group's height too, or make the \
            cells fill it.
            """,
        severity: .warning, category: .selfSizing, pitfall: "P11",
        withoutFixIt: """
            Only for an estimated strip when the deployment target is iOS 17 or later (`uniformAcrossSiblings(n)`); \
            before it, an absolute size fits only if the cells share one, which the author knows. A fixed strip \
            has none: estimating its group or making the cells fill it changes the design.
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
                """),
            // A fixed strip: the group's height is a fraction of the container's, which does not grow with the
            // self-sized cells, so it is reported without preview data.
            RuleExample(
                """
                layout: Shelf
                sections:
                  - name: shelf
                    group:
                      axis: horizontal
                      width: absolute(140)
                      height: fractionalHeight(0.3)
                      item: {width: fractionalWidth(1), height: ↓estimated(200)}
                    orthogonalScrolling: continuous
                """),
            // A fixed strip whose cells share one height: unlike an estimated strip (M2-badges), it does not grow
            // to them.
            RuleExample(
                """
                layout: Posters
                sections:
                  - name: posters
                    group:
                      axis: horizontal
                      width: absolute(140)
                      height: absolute(200)
                      item: {width: fractionalWidth(1), height: ↓estimated(200)}
                    orthogonalScrolling: continuous
                preview:
                  sections:
                    - {layout: posters, items: 5, measured: {item: {height: [236]}}}
                """),
        ],
        nonTriggering: [
            // An estimated strip whose cells self-size to one height: it grows to them (a shipping app,
            // Docs/Measurements.md M2-badges).
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
        // Made for the first strip that needs it: most files have no orthogonal section.
        var previewData: LayoutData?
        for content in context.contents where content.content.orthogonalScrolling != .none {
            // A top-level group of fixed length across the strip never grows with its cells; an estimated one grows
            // with cells that share one length. A group without a size of its own (masonry, flow, custom) is judged
            // as an estimated one.
            if let root = content.group, let rootSize = root.size, !rootSize[axis].isEstimated {
                reportFixedStrip(content, root: root, rootSize: rootSize, axis: axis, context, &findings)
            } else {
                let data = previewData ?? LayoutData.preview(of: context.document)
                previewData = data
                reportEstimatedStrip(content, axis: axis, data: data, context, &findings)
            }
        }
    }

    /// A strip whose top-level group is fixed across it: every node inside it that self-sizes there, whatever the
    /// preview data measures, with the group's length as the engine lays it out at the lint targets.
    static func reportFixedStrip(
        _ content: LocatedContent, root: LocatedNode, rootSize: LayoutSize, axis: Axis, _ context: LintContext,
        _ findings: inout Findings
    ) {
        let key = axis.dimensionKey
        let fill = axis == .vertical ? "fractionalHeight(1)" : "fractionalWidth(1)"
        // What the message says of the group, made at the first finding: most strips have none.
        var groupWords: (text: String, fixedAt: String)?
        content.walkNodes { node, _ in
            guard let size = node.size, node.selfSizes(along: axis) else { return }
            let (groupText, fixedAt) =
                groupWords ?? (
                    root.syntax.quoted(key) ?? rootSize[axis].written, fixedLengths(of: content, root, axis, context)
                )
            groupWords = (groupText, fixedAt)
            findings.report(
                "the \(node.noun)'s \(key) is \(size[axis].written) but the top-level group's is \(groupText), fixed"
                    + "\(fixedAt), in a section that scrolls orthogonally "
                    + "(\(content.content.orthogonalScrolling.rawValue)): a fixed strip does not grow with its cells, "
                    + "so self-sized cells \(axis == .vertical ? "taller" : "wider") than the group are cut off or "
                    + "overlap; estimate the group's \(key) too, or make the \(node.noun)'s \(key) \(fill) so that "
                    + "it fits the strip",
                about: content.path(node, field: key),
                notes: [DiagnosticNote("the top-level group's \(key) is fixed here", at: root.syntax.valueRange(key))])
        }
    }

    /// " at 120 pt", or " at 100 pt on … to 140 pt on …": the group's length at each target that lays this content
    /// out, the shortest and the longest, each at the first target that has it.
    private static func fixedLengths(
        of content: LocatedContent, _ root: LocatedNode, _ axis: Axis, _ context: LintContext
    ) -> String {
        var lengths: [(target: LintTarget, length: Double)] = []
        for (index, target) in context.targets.enumerated() {
            guard let placed = context.placedNode(content.path(root), atTarget: index) else { continue }
            lengths.append((target, placed.geometry.size.length(axis)))
        }
        guard let shortest = lengths.min(by: { $0.length < $1.length }),
            let longest = lengths.max(by: { $0.length < $1.length })
        else { return "" }
        return Tolerance.differ(shortest.length, longest.length)
            ? " at \(points(shortest.length)) pt \(shortest.target.description) to \(points(longest.length)) pt "
                + longest.target.description
            : " at \(points(shortest.length)) pt"
    }

    /// A strip whose top-level group is estimated across it: every node that self-sizes there, when the preview
    /// data measures the section's items at different lengths there.
    static func reportEstimatedStrip(
        _ content: LocatedContent, axis: Axis, data: LayoutData, _ context: LintContext, _ findings: inout Findings
    ) {
        let key = axis.dimensionKey
        // What the preview data measures the section's items along the scroll axis: a finding needs two lengths.
        var lengths = Set<Double>()
        for section in data.sections where section.layout == content.sectionName {
            guard let measured = section.measured["item"] else { continue }
            let values = axis == .vertical ? measured.heights : measured.widths
            lengths.formUnion(values.prefix(section.itemCount))
        }
        guard let shortest = lengths.min(), let longest = lengths.max(), shortest < longest else { return }
        let groupIsEstimated = content.group?.size?[axis].isEstimated == true
        content.walkNodes { node, _ in
            guard let size = node.size, node.selfSizes(along: axis), !size[axis].isUniformAcrossSiblings else {
                return
            }
            // uniformAcrossSiblings keeps self-sizing with one extent for the strip; it needs iOS 17.
            let uniform = (context.iOS ?? OSVersion(17)) >= OSVersion(17)
            // The estimate as written: an expression stays one.
            let uniformSize = LayoutDimension.uniformAcrossSiblings(estimate: size[axis].number)
            // The top-level group's own finding says it is estimated.
            let strip =
                groupIsEstimated && !node.path.isEmpty ? ", whose top-level group's \(key) is estimated too" : ""
            findings.report(
                "the \(node.noun)'s \(key) is \(size[axis].written) in a section that scrolls orthogonally "
                    + "(\(content.content.orthogonalScrolling.rawValue))\(strip), and the preview data measures its "
                    + "items \(JSONValue.format(shortest)) to \(JSONValue.format(longest)) pt \(key): an estimated "
                    + "strip grows with cells of one \(key) but not reliably with \(key)s that differ; give an "
                    + "absolute \(key) if the cells share one, or \(uniformSize.written) on iOS 17",
                about: content.path(node, field: key),
                fixIt: uniform ? node.syntax.replacing(key, with: LayoutFileWriter.dimension(uniformSize)) : nil)
        }
    }
}
