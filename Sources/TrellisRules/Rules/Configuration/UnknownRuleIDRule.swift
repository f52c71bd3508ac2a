import TrellisCore
import TrellisLanguage

/// A rule id in a suppression comment or `.trellis.yml` that names no rule.
package enum UnknownRuleIDRule: Rule {
    package static let description = RuleDescription(
        id: "unknown_rule_id",
        name: "Unknown Rule ID",
        summary:
            "A suppression comment or configuration naming a rule id that does not exist (or a structural check, "
            + "which cannot be disabled).",
        rationale: """
            A misspelt id disables nothing, so the finding it was meant to silence comes back, or \
            worse, a rule the author meant to turn off stays on. `trellis rules` lists every id.
            """,
        severity: .warning, category: .configuration,
        withoutFixIt:
            "Only when a rule id is close to the unknown one.",
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
                ↓implausible_estimates
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

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for command in context.suppressions.commands {
            for rule in command.rules where rule.id != Suppressions.allRules {
                guard let found = RuleRegistry.description(of: RuleID(rawValue: rule.id)) else {
                    let diagnostic = Self.diagnostic(for: rule.id, file: context.file, at: rule.range)
                    findings.report(diagnostic.message, at: rule.range, fixIt: diagnostic.fixIt)
                    continue
                }
                if found.isStructural {
                    findings.report(
                        "'\(rule.id)' is a structural check: it cannot be suppressed, because the file cannot be read "
                            + "past it",
                        at: rule.range)
                }
            }
        }
    }

    /// The warning for an unknown id, with the closest known id as a fix-it.
    package static func diagnostic(for id: String, file: String, at range: SourceRange) -> Diagnostic {
        let suggestion = Suggestion.closest(to: id, in: RuleRegistry.descriptions.map(\.id.rawValue))
        return Diagnostic(
            description.severity, description.id,
            "'\(TerminalText.excerpt(id))' is not a rule id"
                + (suggestion.map(Suggestion.hint) ?? " (`trellis rules` lists them)"),
            file: file, at: range, fixIt: suggestion.map { FixIt(range: range, replacement: $0) })
    }
}
