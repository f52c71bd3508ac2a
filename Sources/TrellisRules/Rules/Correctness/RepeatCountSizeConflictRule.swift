import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P18: a `count` group's subitem states a size that `count` overrides.
package enum RepeatCountSizeConflictRule: Rule {
    package static let description = RuleDescription(
        id: "repeat_count_size_conflict",
        name: "Count Overrides Subitem Size",
        summary:
            "A `count` group whose subitem's stated extent along the group's axis, repeated `count` times, is not the "
            + "group's extent.",
        rationale: """
            `subitem:count:` (iOS 13-15) makes every subitem `(length - spacing × (count - 1)) / \
            count` long and ignores the subitem's own size; `repeatingSubitem:count:` (iOS 16) \
            keeps the subitem's size, and "the caller must ensure the size fits count \
            repetitions" (Apple's documentation of both initializers). A stated size that \
            differs is ignored on one and overflows or leaves a gap on the other. A `count` \
            group's subitem resolves its fractions against the group less the spacing between \
            its subitems (measured on iOS 14 and 17), so `fractionalWidth(1/3)` for `count: 3` is \
            exactly the share, and generated code keeps the frames identical on iOS 16. \
            `adaptive` counts are not checked: no single size matches every width.
            """,
        severity: .note, category: .clarity, optIn: true, sizeDependent: true, pitfall: "P18",
        withoutFixIt:
            "Not for a group subitem, whose size also holds its own subitems' fractions.",
        triggering: [
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
                      interItemSpacing: 12
                      item: {width: ↓absolute(180), height: fractionalHeight(1)}
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
                      count: 3
                      item: {width: ↓fractionalWidth(1), height: fractionalHeight(1)}
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
                      interItemSpacing: 12
                      item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for selection in context.selections {
            selection.forEachPlacedNode { node, geometry, _ in
                guard case let .group(.standard(group)) = node.subitem,
                    case let .repeating(childModel, .fixed(written)) = group.content,
                    let child = node.children.first
                else { return }
                let axis = group.axis, key = axis.dimensionKey
                // Expressions judged at this target, as the engine lays it out.
                let count = context.evaluated(written, at: selection.target)
                var dimension = childModel.dimension(axis)
                dimension.number = context.evaluated(dimension.number, at: selection.target)
                guard !dimension.isEstimated else { return }
                let slots = group.slots(.fixed(count), of: childModel, in: geometry.content)
                // The subitem's fractions see the group less the spacing between its subitems.
                let available = slots.childContainer.length(axis)
                let stated = dimension.resolved(in: slots.childContainer)
                let repeated = stated * count.value
                guard Tolerance.differ(repeated, available, relativeTo: available) else { return }
                let kind = axis == .horizontal ? "fractionalWidth" : "fractionalHeight"
                // A count written as an expression gives the share as one; a size written as one is the author's.
                let fraction =
                    count.expression.map { LayoutFileWriter.quoted("\(kind)(1 / (\($0)))") }
                    ?? "\(kind)(1/\(LayoutFileWriter.number(count.value)))"
                let sizeIsPlain = dimension.number.expression == nil
                findings.report(
                    "\(selection.target.description): count \(points(count.value)) gives each subitem "
                        + "\(points(slots.slot)) pt, but its \(key) "
                        + "'\(child.syntax.quoted(key) ?? dimension.written)' is \(points(stated)) pt, "
                        + "\(points(repeated)) pt for \(points(count.value)) of them in the \(points(available)) pt "
                        + "the group leaves after spacing: subitem:count: ignores it, and repeatingSubitem:count: "
                        + "(iOS 16) keeps it; state \(fraction)"
                        + (sizeIsPlain ? "" : " (no fix is offered: the \(key) is written as an expression)"),
                    about: selection.content.path(child, field: key),
                    fixIt: child.isGroup || !sizeIsPlain ? nil : child.syntax.replacing(key, with: fraction))
            }
        }
    }
}
