import TrellisCore

/// P6: insets that leave no room for content.
public enum NonPositiveEffectiveSize: Rule {
    public static let description = RuleDescription(
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

    public static func check(_ context: LintContext, _ findings: inout Findings) {
        context.reportEngineFailures(description.id, &findings)
    }
}
