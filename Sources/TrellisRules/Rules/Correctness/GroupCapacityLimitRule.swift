import TrellisCore
import TrellisLanguage
import TrellisEngine

/// A group so small against its container that one repetition would hold thousands of items.
package enum GroupCapacityLimitRule: EngineFailureRule {
    package static let description = RuleDescription(
        id: "group_capacity_limit",
        name: "Group Capacity Limit",
        summary: "A group whose subitems are so small that one repetition would hold more than 10,000 items.",
        rationale: """
            Such a group is almost always a unit mistake (an absolute size of 0.01 meant as a \
            fraction). UIKit would build every one of those items per group; the engine refuses \
            the layout instead of looping, and the linter reports where.
            """,
        severity: .error, category: .correctness, sizeDependent: true,
        withoutFixIt:
            "Splitting the group is a design decision.",
        triggering: [
            RuleExample(
                """
                layout: Dust
                sections:
                  - name: dust
                    ↓group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(10)
                      item: {width: absolute(0.01), height: fractionalHeight(1)}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Dust
                sections:
                  - name: dust
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(10)
                      item: {width: fractionalWidth(0.01), height: fractionalHeight(1)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        context.reportEngineFailures(of: Self.self, &findings)
    }

    /// What the engine found, in words; nil for the reasons of other rules.
    package static func message(for reason: LayoutFailure.Reason) -> String? {
        guard case let .tooManyItems(limit) = reason else { return nil }
        return "one repetition of the group would hold more than \(limit) items"
    }
}
