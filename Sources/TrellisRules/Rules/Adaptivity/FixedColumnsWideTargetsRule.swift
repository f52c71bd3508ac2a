import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// P22: fractional columns of fixed height stretched across very different widths.
package enum FixedColumnsWideTargetsRule: Rule {
    package static let description = RuleDescription(
        id: "fixed_columns_wide_targets",
        name: "Fixed Columns Across Wide Targets",
        summary:
            "An item with a fractional width and an absolute height whose width differs more than twice between the "
            + "lint targets.",
        rationale: """
            A hard-coded `fractionalWidth(1/4)` column with a fixed height is a tile on an iPhone \
            and a wide strip on an iPad in landscape. Apps compute the column count from the \
            environment's width instead (nemecek.be, "How to create responsive compositional \
            layout"): use `count: adaptive(minimum)` or a variant.
            """,
        severity: .note, category: .adaptivity, sizeDependent: true, pitfall: "P22",
        withoutFixIt: """
            Only when the column is the `item:` of a horizontal group (it gains `count: adaptive(n)`); otherwise a \
            variant for wide containers, which the author writes.
            """,
        triggering: [
            RuleExample(
                """
                layout: Tiles
                sections:
                  - name: tiles
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(120)
                      item: {width: ↓fractionalWidth(1/3), height: fractionalHeight(1)}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Tiles
                sections:
                  - name: tiles
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: fractionalWidth(1/3)
                      item: {width: fractionalWidth(1/3), height: fractionalHeight(1)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        // The width of every fixed-height fractional item of a base section at each target.
        var widths: [SourceRange: [(target: LintTarget, size: Size, group: LocatedNode?)]] = [:]
        for selection in context.selections where selection.content.content.orthogonalScrolling == .none {
            selection.forEachPlacedNode { node, geometry, parent in
                guard case let .item(item) = node.subitem,
                    item.size.width.isFraction(of: .horizontal) || item.size.width.isFraction(of: .vertical)
                else { return }
                // Columns only: a full-width row of fixed height is meant to stretch.
                guard geometry.size.width < 0.9 * selection.groupContainer.width else { return }
                guard geometry.size.height > 0, context.fixedHeight(of: node, in: selection.content) else { return }
                widths[node.syntax.valueRange("width"), default: []].append(
                    (selection.target, geometry.size, parent?.0))
            }
        }
        // One note per file, at the first such column: the advice is the same for every grid in it.
        for (range, sizes) in widths.sorted(by: { $0.key < $1.key }) {
            guard let narrow = sizes.min(by: { $0.size.width < $1.size.width }),
                let wide = sizes.max(by: { $0.size.width < $1.size.width }),
                wide.size.width > 2 * narrow.size.width,
                // `adaptive(n)` needs n ≥ 1: a column narrower than a point has no width to keep.
                narrow.size.width.rounded() >= 1
            else { continue }
            let adaptive = "adaptive(\(points(narrow.size.width.rounded())))"
            findings.report(
                "the item is \(points(narrow.size.width)) × \(points(narrow.size.height)) pt "
                    + "\(narrow.target.description) but \(points(wide.size.width)) × "
                    + "\(points(wide.size.height)) pt \(wide.target.description): fractional columns of a fixed "
                    + "height stretch with the container; "
                    + "use count: \(adaptive) on the group, or a variant for wide containers"
                    + (Self.countIsExpression(narrow.group)
                        ? " (no fix is offered: the count is written as an expression)" : ""),
                at: range,
                fixIt: Self.countIsExpression(narrow.group)
                    ? nil : narrow.group.flatMap { Self.adaptiveCount(adaptive, on: $0) })
            break
        }
    }
}

extension FixedColumnsWideTargetsRule {
    /// Whether the group's count is written as an expression, which a fix never replaces with a number.
    static func countIsExpression(_ group: LocatedNode?) -> Bool {
        guard case let .group(.standard(standard))? = group?.subitem, case let .repeating(_, count) = standard.content
        else { return false }
        return count.number.expression != nil
    }

    /// `count: adaptive(n)` on a horizontal group that repeats one item (`item:`), replacing a fixed count. None
    /// beside `repeating`, which `count` cannot join: whether copies become equal columns is the author's choice.
    static func adaptiveCount(_ adaptive: String, on group: LocatedNode) -> FixIt? {
        guard case let .group(.standard(standard)) = group.subitem, standard.axis == .horizontal,
            group.syntax.pair("item") != nil, group.syntax.pair("repeating") == nil
        else { return nil }
        return group.syntax.replacing("count", with: adaptive) ?? group.syntax.insertion("count", adaptive)
    }
}

extension LintContext {
    /// Whether an item's height is fixed in points: absolute, or a fraction of fixed-height groups.
    func fixedHeight(of node: LocatedNode, in content: LocatedContent) -> Bool {
        guard let root = content.group else { return false }
        var chain: [LayoutDimension] = []
        var current: LocatedNode? = root
        for index in node.path {
            if let size = current?.size { chain.append(size.height) }
            current = current?.children.indices.contains(index) == true ? current?.children[index] : nil
        }
        if let size = node.size { chain.append(size.height) }
        // Walk up from the item: fractional heights defer to the parent; the first absolute decides.
        for height in chain.reversed() {
            switch height {
            case .absolute: return true
            case .fractionalHeight: continue
            default: return false
            }
        }
        return false
    }
}
