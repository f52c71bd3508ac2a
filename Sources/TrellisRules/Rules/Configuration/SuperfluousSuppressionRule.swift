import TrellisCore
import TrellisLanguage

/// A suppression that suppresses nothing.
public enum SuperfluousSuppressionRule: Rule {
    public static let description = RuleDescription(
        id: "superfluous_suppression",
        name: "Superfluous Suppression",
        summary: "A disable comment naming a rule that reports nothing where the comment applies.",
        rationale: """
            A suppression outlives the problem it silenced: when the layout is fixed the comment \
            stays and would hide the next, unrelated finding of that rule at that place. Remove it.
            """,
        severity: .warning, category: .configuration,
        triggering: [
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: estimated(44)}  # trellis:disable:this \
                ↓implausible_estimate
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: estimated(4)}  # trellis:disable:this \
                implausible_estimate
                """)
        ])

    public static func review(_ diagnostics: [Diagnostic], context: LintContext, _ findings: inout Findings) {
        let suppressions = context.suppressions
        for command in suppressions.commands where command.action != .enable {
            for rule in command.rules where rule.id != Suppressions.allRules && rule.id != description.id.rawValue {
                guard let known = RuleRegistry.description(of: RuleID(rawValue: rule.id)), !known.isStructural else {
                    continue
                }
                let scope = suppressions.scope(of: command, rule: rule.id)
                guard
                    !diagnostics.contains(where: { $0.rule.rawValue == rule.id && scope.contains($0.range.start.line) })
                else { continue }
                let lines =
                    scope.count > 1 ? "lines \(scope.lowerBound)–\(scope.upperBound)" : "line \(scope.lowerBound)"
                findings.report(
                    "'\(rule.id)' reports nothing on the \(lines) this comment covers; remove it",
                    at: rule.range)
            }
        }
    }
}
