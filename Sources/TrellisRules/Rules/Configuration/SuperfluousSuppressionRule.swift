import TrellisCore
import TrellisLanguage

/// A suppression that suppresses nothing.
package enum SuperfluousSuppressionRule: Rule {
    package static let description = RuleDescription(
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

    package static func review(_ diagnostics: [Diagnostic], context: LintContext, _ findings: inout Findings) {
        // A file with structural errors is linted without its broken section layouts: what a comment would
        // suppress there is unknown.
        guard !context.located.isPartial else { return }
        let suppressions = context.suppressions
        for command in suppressions.commands where command.action != .enable {
            for rule in command.rules where rule.id != Suppressions.allRules && rule.id != description.id.rawValue {
                guard let known = RuleRegistry.description(of: RuleID(rawValue: rule.id)), !known.isStructural else {
                    continue
                }
                let scope = suppressions.scope(of: command, rule: rule.id)
                guard
                    !diagnostics.contains(where: {
                        $0.rule.rawValue == rule.id && $0.range.file == 0 && scope.contains($0.range.start.line)
                    })
                else { continue }
                let lines =
                    scope.count > 1 ? "lines \(scope.lowerBound)–\(scope.upperBound)" : "line \(scope.lowerBound)"
                findings.report(
                    "'\(rule.id)' reports nothing on the \(lines) this comment covers; remove it",
                    at: rule.range, fixIt: removal(of: rule.range, in: command, source: context.located.syntax.source))
            }
        }
    }

    /// Removes the rule's name from the comment; the whole comment when it names only that rule (a
    /// `trellis:disable` naming no rule would be malformed), and the whole line when the comment is all it holds.
    static func removal(of name: SourceRange, in command: Suppressions.Command, source: SourceFile) -> FixIt? {
        let line = command.line
        guard let text = source.line(line).map({ Array($0.unicodeScalars) }) else { return nil }
        if command.rules.count > 1, let index = command.rules.firstIndex(where: { $0.range == name }) {
            // From the end of the previous name (or the start of this one) to the start of the next (or this end).
            let start = index > 0 ? command.rules[index - 1].range.end : name.start
            let end = index > 0 ? name.end : command.rules[index + 1].range.start
            return FixIt(range: SourceRange(start: start, end: end), replacement: "")
        }
        // The comment starts at the '#' before `trellis:`.
        var hash = command.range.start.column - 2
        while hash > 0, text[hash] != "#" { hash -= 1 }
        guard hash >= 0, text[hash] == "#" else { return nil }
        var start = hash
        while start > 0, text[start - 1] == " " || text[start - 1] == "\t" { start -= 1 }
        let lineEnd = SourcePosition(line: line, column: text.count + 1)
        if start == 0, source.line(line + 1) != nil {
            let range = SourceRange(
                start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line + 1, column: 1))
            return FixIt(range: range, replacement: "")
        }
        return FixIt(
            range: SourceRange(start: SourcePosition(line: line, column: start + 1), end: lineEnd), replacement: "")
    }
}
