import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// P6: insets that leave no room for content.
package enum NonPositiveEffectiveSizeRule: EngineFailureRule {
    package static let description = RuleDescription(
        id: "non_positive_effective_size",
        name: "Non-Positive Effective Size",
        summary: "Insets, spacing or an inset reference that leave zero or negative room for content at some target.",
        rationale: """
            UIKit refuses the layout ("ensure the contentInsets do not result in a negative \
            effectiveContentSize"; LiveContainer issue 1414). Decided with the layout engine at \
            every lint target: section insets against the container, item and group insets \
            against their own size, `count` spacing against the group.
            """,
        severity: .error, category: .correctness, sizeDependent: true, pitfall: "P6",
        withoutFixIt:
            "Which inset or size to reduce is the author's choice.",
        triggering: [
            RuleExample(
                """
                layout: Padded
                sections:
                  - name: padded
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    ↓contentInsets: {leading: 200, trailing: 200}
                """),
            RuleExample(
                """
                layout: Tiny
                sections:
                  - name: tiny
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(50)
                      item: {width: absolute(10), height: absolute(10), ↓contentInsets: 6}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Padded
                sections:
                  - name: padded
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    contentInsets: {leading: 20, trailing: 20}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        context.reportEngineFailures(of: Self.self, &findings)
    }

    /// What the engine found, in words; nil for the reasons of other rules.
    package static func message(for reason: LayoutFailure.Reason) -> String? {
        switch reason {
        case let .emptyContainer(size):
            return
                "the container is \(points(size.width)) × \(points(size.height)) pt; it must be wider and taller than 0"
        case let .emptyLayoutContainer(length, across):
            return "the layout container is \(points(length)) pt \(across == .horizontal ? "wide" : "tall") after the "
                + "content insets reference"
        case let .sectionInsetsLeaveNoRoom(size):
            return "the section's content insets leave \(points(size.width)) × \(points(size.height)) pt for its groups"
        case let .itemInsetsLeaveNoRoom(slot):
            return
                "the item's content insets leave no room: its slot is \(points(slot.width)) × \(points(slot.height)) pt"
        case let .groupInsetsLeaveNoRoom(size, inner):
            return "the group is \(points(size.width)) × \(points(size.height)) pt and its content insets leave "
                + "\(points(inner.width)) × \(points(inner.height)) pt"
        case let .flowInsetsLeaveNoRoom(width, inner):
            return "the flow group is \(points(width)) pt wide and its content insets leave \(points(inner)) pt"
        case let .countLeavesNoRoom(columns, spacing, slot, available):
            return "\(columns) subitems with \(points(spacing)) pt spacing leave \(points(slot)) pt each in "
                + "\(points(available)) pt"
        case let .edgeSpacingFillsSlot(edges, slot):
            return "the subitem's edge spacing \(points(edges)) pt leaves nothing of its \(points(slot)) pt slot"
        case let .masonryColumnsLeaveNoRoom(columns, spacing, columnWidth, available):
            return
                "\(columns) columns with \(points(spacing)) pt spacing leave \(points(columnWidth)) pt per column in "
                + "\(points(available)) pt"
        default:
            return nil
        }
    }
}
