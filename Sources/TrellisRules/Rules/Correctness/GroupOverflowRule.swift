import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisSyntax
import TrellisWriter

/// P4: subitems that do not all fit their group along its axis.
package enum GroupOverflowRule: Rule {
    package static let description = RuleDescription(
        id: "group_overflow",
        name: "Group Overflow",
        summary:
            "A group's subitems, with their spacing, need more room along its axis than the group has at some target.",
        rationale: """
            UIKit fills a group with its subitems in order and stops at the first that does not \
            fit; the next repetition starts again from the first subitem (Docs/Semantics.md §4.1), \
            so the subitems after it never appear. Two full-width subgroups in one \
            full-width group show only the first. Decided at every lint target, against the \
            group's content size after its insets.
            """,
        severity: .error, category: .correctness, sizeDependent: true, pitfall: "P4",
        withoutFixIt: """
            Only for n identical items of 1/n each written in flow style (`- item: {...}`), which meant equal \
            shares (they become `count: n`); otherwise which subitem to shrink, or whether to drop one, is the \
            author's choice.
            """,
        triggering: [
            RuleExample(
                """
                layout: Hero
                sections:
                  - name: hero
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(200)
                      interItemSpacing: 16
                      subitems:
                        - item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                        - ↓item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                """),
            RuleExample(
                """
                layout: Cards
                sections:
                  - name: cards
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(120)
                      subitems:
                        - item: {width: absolute(200), height: fractionalHeight(1)}
                        - ↓item: {width: absolute(200), height: fractionalHeight(1)}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Hero
                sections:
                  - name: hero
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(200)
                      interItemSpacing: flexible(0)
                      subitems:
                        - item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                        - item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for selection in context.selections {
            selection.forEachPlacedNode { node, geometry, _ in
                guard case let .group(.standard(group)) = node.subitem, case .subitems = group.content,
                    !group.size[group.axis].isEstimated, node.children.count > 1
                else { return }
                let axis = group.axis
                let available = geometry.content.length(axis)
                let gap = group.interItemSpacing?.value ?? 0
                var needed = 0.0
                var firstOut: Int?
                var childLengths: [Double] = []
                for (index, child) in node.children.enumerated() {
                    let childGeometry = child.geometry(in: geometry.content, on: selection.grid)
                    let edges = child.subitem.edgeSpacing
                    let extent =
                        (edges?.before(axis)?.value ?? 0) + childGeometry.size.length(axis)
                        + (edges?.after(axis)?.value ?? 0)
                    childLengths.append(extent)
                    needed += (index > 0 ? gap : 0) + extent
                    if firstOut == nil && index > 0 && !Tolerance.fits(needed, in: available) {
                        firstOut = index
                    }
                }
                guard let firstOut else { return }
                let shown =
                    firstOut == 1 ? "only the first subitem is shown" : "only the first \(firstOut) subitems are shown"
                let parts =
                    childLengths.map(points).joined(separator: " + ")
                    + (gap != 0 ? " + \(points(gap)) spacing × \(childLengths.count - 1)" : "")
                findings.report(
                    "\(selection.target.description): the subitems need \(points(needed)) pt (\(parts)) but the group "
                        + "is \(points(available)) pt "
                        + "\(axis.extentWord); UIKit stops at subitem \(firstOut + 1), so \(shown) and the rest never "
                        + "appear",
                    at: node.children[firstOut].keyRange,
                    notes: [
                        DiagnosticNote(
                            "the group's \(axis.dimensionKey) is "
                                + "\(node.syntax.quoted(axis.dimensionKey) ?? group.size[axis].written)",
                            at: node.syntax.valueRange(axis.dimensionKey))
                    ],
                    fixIt: Self.equalShares(of: node, axis: axis, source: context.located.syntax.source))
            }
        }
    }

    /// n identical items of 1/n each meant equal shares: `count: n` with the item gives each one share of the group
    /// less its spacing. Only for items written in flow style (`- item: {...}`), whose text can be moved whole.
    static func equalShares(of group: LocatedNode, axis: Axis, source: SourceFile) -> FixIt? {
        let count = group.children.count
        guard let first = group.children.first, case let .item(item) = first.subitem,
            group.children.allSatisfy({ $0.subitem == first.subitem })
        else { return nil }
        switch (axis, item.size[axis]) {
        case let (.horizontal, .fractionalWidth(fraction)), let (.vertical, .fractionalHeight(fraction)):
            guard abs(Double(count) * fraction.value - 1) < 0.01 else { return nil }
        default:
            return nil
        }
        guard let subitems = group.syntax.pair("subitems"), let entries = subitems.value.sequence,
            let itemNode = entries.first?.mapping?.first(where: { $0.key == "item" })?.value, itemNode.isFlow,
            // `source` is the document's text: an item of an included file (through `use:`) is not moved through it.
            itemNode.range.file == 0, itemNode.range.start.line == itemNode.extent.end.line,
            let line = source.line(itemNode.range.start.line),
            let lastEntry = entries.last
        else { return nil }
        let itemEnd = itemNode.extent.end
        // The last entry ends at its own closing brace (`- {item: {...}}`) or its item's (`- item: {...}`).
        let lastItem = lastEntry.mapping?.first(where: { $0.key == "item" })?.value
        guard let last = lastEntry.isFlow ? lastEntry : lastItem, last.isFlow else { return nil }
        let end = last.extent.end
        let scalars = Array(line.unicodeScalars)
        let itemText = String(
            String.UnicodeScalarView(scalars[(itemNode.range.start.column - 1)..<(itemEnd.column - 1)]))
        let separator =
            group.syntax.isFlow ? ", " : "\n" + String(repeating: " ", count: subitems.keyRange.start.column - 1)
        return FixIt(
            range: SourceRange(start: subitems.keyRange.start, end: end),
            replacement: "count: \(count)\(separator)item: \(itemText)")
    }
}
