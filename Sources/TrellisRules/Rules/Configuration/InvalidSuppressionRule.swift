import TrellisCore
import TrellisLanguage

/// A `trellis:` comment that is not a suppression command.
package enum InvalidSuppressionRule: Rule {
    package static let description = RuleDescription(
        id: "invalid_suppression",
        name: "Invalid Suppression",
        summary:
            "A `# trellis:` comment whose command is not disable, enable, disable:this, disable:next or "
            + "disable:previous, or that names no rule.",
        rationale: """
            A misspelt command suppresses nothing and says nothing about it; the author believes \
            the finding is handled.
            """,
        severity: .warning, category: .configuration,
        withoutFixIt:
            "Only when a suppression command is close to the misspelt one.",
        triggering: [
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    # ↓trellis:disabel:next implausible_estimate
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: estimated(44)}
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
                      # trellis:disable:next implausible_estimate
                      item: {width: fractionalWidth(1), height: estimated(4)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let suppressions = context.suppressions
        let actions = Suppressions.Action.allCases.map(\.rawValue)
        for malformed in suppressions.malformed {
            let suggestion = Suggestion.closest(to: malformed.text, in: actions)
            findings.report(
                "'trellis:\(malformed.text)' is not a suppression command"
                    + (suggestion.map { Suggestion.hint("trellis:\($0)") }
                        ?? " (use \(actions.map { "trellis:\($0)" }.joined(separator: ", ")))"),
                at: malformed.range,
                fixIt: suggestion.map { FixIt(range: malformed.range, replacement: "trellis:\($0)") })
        }
        for command in suppressions.commands where command.rules.isEmpty {
            findings.report(
                "'trellis:\(command.action.rawValue)' names no rule: list rule ids, or 'all'", at: command.range)
        }
    }
}
