import TrellisCore
import TrellisEngine
import TrellisLanguage

/// A version 2 expression that has no usable value at a target: it divides by zero, or gives a size, count or
/// spacing outside what the key accepts.
package enum ExpressionValueRule: EngineFailureRule {
    package static let description = RuleDescription(
        id: "expression_value",
        name: "Expression Value",
        summary: "An expression that divides by zero, or whose value is out of bounds for its key, at a target.",
        rationale: """
            Generated code evaluates the same arithmetic on the device: a division by zero gives an infinite \
            dimension, and a size of zero or less, or a count that is not a whole number of at least 1, is what \
            UIKit raises on or what the language forbids. Each target evaluates every expression of the section \
            layouts it selects, so a value that only fails on one device is found before that device runs it.
            """,
        severity: .error, category: .correctness, sizeDependent: true,
        withoutFixIt:
            "Which bound or guard the expression needs is the author's choice.",
        triggering: [
            RuleExample(
                """
                version: 2
                layout: Cards
                sections:
                  - name: cards
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(120)
                      item: {width: ↓"absolute(width - 375)", height: fractionalHeight(1)}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                version: 2
                layout: Cards
                sections:
                  - name: cards
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(120)
                      item: {width: "absolute(max(44, width - 375))", height: fractionalHeight(1)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        context.reportEngineFailures(of: Self.self, &findings)
    }

    package static func message(for reason: LayoutFailure.Reason) -> String? {
        guard case let .expressionValue(expression, problem) = reason else { return nil }
        return "\(expression) \(problem)"
    }
}
