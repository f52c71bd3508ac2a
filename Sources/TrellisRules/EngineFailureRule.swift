import TrellisCore
import TrellisEngine

/// A rule that reports layouts the engine refuses: it owns the words for the refusals it
/// reports, so the engine carries only the numbers.
package protocol EngineFailureRule: Rule {
    /// The message for one of the rule's reasons; nil for the reasons of other rules.
    static func message(for reason: LayoutFailure.Reason) -> String?
}

extension LayoutFailure {
    /// The rule that reports this failure and its message: `frames`, `render`, `compile` and
    /// lint all describe a refusal with these words. The switch has no default, so that a new
    /// reason does not compile until a rule reports it.
    package var report: (rule: RuleID, message: String) {
        let rule: any EngineFailureRule.Type
        switch reason {
        case .emptyContainer, .emptyLayoutContainer, .sectionInsetsLeaveNoRoom, .itemInsetsLeaveNoRoom,
            .groupInsetsLeaveNoRoom, .flowInsetsLeaveNoRoom, .countLeavesNoRoom, .edgeSpacingFillsSlot,
            .masonryColumnsLeaveNoRoom:
            rule = NonPositiveEffectiveSizeRule.self
        case .firstSubitemDoesNotFit, .emptyRepetition: rule = GroupCannotFitItemRule.self
        case .tooManyItems: rule = GroupCapacityLimitRule.self
        case let .unknownSectionLayout(name, index, defined):
            let hint = Suggestion.closest(to: name, in: defined).map(Suggestion.hint) ?? ""
            return (
                .unknownSection,
                "section \(index) names section layout '\(TerminalText.excerpt(name))', which the file does not define"
                    + hint
            )
        case let .missingSectionLayout(index):
            return (.unknownSection, "the section provider returned no section layout for section \(index)")
        case .expressionValue: rule = ExpressionValueRule.self
        }
        // `EngineFailureReportTests` checks that each rule words every reason given to it.
        return (rule.description.id, rule.message(for: reason) ?? "\(reason)")
    }
}
