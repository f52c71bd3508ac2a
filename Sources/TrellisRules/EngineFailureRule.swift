import TrellisCore
import TrellisEngine

/// A rule that reports layouts the engine refuses: it owns the words for the refusals it
/// reports, so the engine carries only the numbers.
public protocol EngineFailureRule: Rule {
    /// The message for one of the rule's reasons; nil for the reasons of other rules.
    static func message(for reason: LayoutFailure.Reason) -> String?
}

extension LayoutFailure {
    /// The rules that report refusals, in the order their reasons are matched.
    static let reportingRules: [any EngineFailureRule.Type] = [
        GroupCannotFitItemRule.self, NonPositiveEffectiveSizeRule.self, GroupCapacityLimitRule.self,
    ]

    /// The rule that reports this failure and its message: `frames`, `render`, `compile` and
    /// lint all describe a refusal with these words.
    public var report: (rule: RuleID, message: String) {
        for rule in Self.reportingRules {
            if let message = rule.message(for: reason) { return (rule.description.id, message) }
        }
        if case let .unknownSectionLayout(name, index) = reason {
            return (.unknownSection, "section \(index) names section layout '\(name)', which the file does not define")
        }
        if case let .missingSectionLayout(index) = reason {
            return (.unknownSection, "the section provider returned no section layout for section \(index)")
        }
        preconditionFailure("no rule reports \(reason)")
    }
}
