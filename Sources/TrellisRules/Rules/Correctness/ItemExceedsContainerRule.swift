import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// P8: an element wider (for vertical scrolling) than the room its container gives it.
package enum ItemExceedsContainerRule: Rule {
    package static let description = RuleDescription(
        id: "item_exceeds_container",
        name: "Item Exceeds Container",
        summary:
            "An item, group or tag wider (taller, when scrolling horizontally) than the room its section or group "
            + "gives it at some target.",
        rationale: """
            The flow layout's classic warning: "the item width must be less than the width of \
            the UICollectionView minus the section insets left and right values, minus the \
            content insets left and right values". A compositional group wider than its section \
            runs off screen and is clipped; a flow tag wider than the line is cut to the line, \
            so it is an error there. Decided at every lint target.
            """,
        severity: .warning, category: .correctness, sizeDependent: true, pitfall: "P8",
        withoutFixIt: """
            Only for flow tags' `estimatedItemWidth`; a group or item wider than its container needs a smaller size \
            or orthogonal scrolling, which changes the design.
            """,
        triggering: [
            RuleExample(
                """
                layout: Banner
                sections:
                  - name: banner
                    group:
                      axis: horizontal
                      width: ↓absolute(400)
                      height: absolute(100)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    contentInsets: 16
                """),
            RuleExample(
                """
                layout: Tags
                sections:
                  - name: tags
                    group:
                      custom: flow
                      itemHeight: absolute(32)
                      estimatedItemWidth: ↓420
                      itemSpacing: 8
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Banner
                sections:
                  - name: banner
                    group:
                      axis: horizontal
                      width: absolute(400)
                      height: absolute(100)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    orthogonalScrolling: continuous
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let cross = context.document.configuration.scrollDirection.other
        for selection in context.selections {
            let target = selection.target.description
            let orthogonal = selection.content.content.orthogonalScrolling != .none
            selection.forEachPlacedNode { node, geometry, parent in
                let key = cross.dimensionKey
                if let parent {
                    // Across its parent's axis; along it, group_overflow and group_cannot_fit_item decide.
                    guard case let .group(.standard(group)) = parent.0.subitem else { return }
                    let across = group.axis.other
                    let room = parent.1.content.length(across)
                    if Tolerance.exceeds(geometry.size.length(across), room),
                        node.size.map({ !$0[across].isEstimated }) ?? false
                    {
                        findings.report(
                            "\(target): the \(node.noun) is \(points(geometry.size.length(across))) pt "
                                + "\(across.extentWord) but its group's content is "
                                + "\(points(room)) pt \(across.extentWord); it runs past the group's edge",
                            about: selection.content.path(node, field: across.dimensionKey))
                    }
                } else if !orthogonal,
                    Tolerance.exceeds(geometry.size.length(cross), selection.groupContainer.length(cross))
                {
                    let insets = selection.content.content.contentInsets.value
                    let sides = cross == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
                    findings.report(
                        "\(target): the top-level group is \(points(geometry.size.length(cross))) pt "
                            + "\(cross.extentWord) but the section's content is "
                            + "\(points(selection.groupContainer.length(cross))) pt "
                            + "(\(points(selection.layoutLength)) − \(points(sides.0)) − \(points(sides.1)) section "
                            + "insets); "
                            + "it runs off screen. Use a fractional \(key), or orthogonal scrolling",
                        about: selection.content.path(node, field: key))
                }
                if case let .group(.flow(flow)) = node.subitem {
                    checkFlow(
                        flow, line: geometry.content.width, node: node, selection: selection, context: context,
                        &findings)
                }
            }
        }
    }

    private static func checkFlow(
        _ flow: FlowGroup, line: Double, node: LocatedNode, selection: LintContext.Selection, context: LintContext,
        _ findings: inout Findings
    ) {
        let target = selection.target.description
        // The estimate at this target: an expression has a value per target.
        let estimate = context.value(flow.estimatedItemWidth, at: selection.target) ?? flow.estimatedItemWidth.value
        if Tolerance.exceeds(estimate, line) {
            let isPlain = flow.estimatedItemWidth.expression == nil
            findings.report(
                "\(target): tags are estimated \(points(estimate)) pt wide but a line is "
                    + "\(points(line)) pt; every tag is cut to the line"
                    + (isPlain ? "" : " (no fix is offered: the estimate is written as an expression)"),
                about: selection.content.path(node, field: "estimatedItemWidth"),
                fixIt: isPlain
                    ? node.syntax.replacing("estimatedItemWidth", with: JSONValue.format(line.rounded(.down))) : nil,
                severity: .error)
        }
        for entry in context.previewSections(using: selection.content.sectionName) {
            guard let widths = entry.document.measured["item"]?.widths, let widest = widths.max(),
                Tolerance.exceeds(widest, line),
                let widthNode = entry.syntax["measured"].map({ LocatedMapping(node: $0) })?["item"].map({
                    LocatedMapping(node: $0)
                })?["width"]
            else { continue }
            // Point at the widest value when the widths are a sequence.
            let range =
                widthNode.sequence.flatMap { values in values.first { $0.scalar?.number == widest }?.range }
                ?? widthNode.range
            findings.report(
                "\(target): the preview measures tags up to \(points(widest)) pt wide but a line of "
                    + "'\(selection.content.sectionName)' is \(points(line)) pt; "
                    + "wider tags are cut to the line. Truncate the tag's label, or let the cell wrap it",
                at: range, severity: .error)
        }
    }
}
