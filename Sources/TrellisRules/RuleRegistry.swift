import TrellisCore

/// Every rule, in the order `trellis rules` and Docs/Rules.md list them within a category.
package enum RuleRegistry {
    package static let all: [any Rule.Type] = [
        // Correctness
        GroupOverflowRule.self,
        GroupCannotFitItemRule.self,
        NonPositiveEffectiveSizeRule.self,
        GroupCapacityLimitRule.self,
        ItemExceedsContainerRule.self,
        DuplicateElementKindRule.self,
        DecorationWithoutViewRule.self,
        PinnedSupplementaryZIndexRule.self,
        RepeatCountSizeConflictRule.self,
        ColumnsLostToSpacingRule.self,
        SectionIndexWithoutLayoutRule.self,
        // Self-sizing
        FractionalInEstimatedParentRule.self,
        InsetsOnEstimatedAxisRule.self,
        ImplausibleEstimateRule.self,
        EstimateFarFromBoundsRule.self,
        OrthogonalEstimatedCrossAxisRule.self,
        OrthogonalEstimatedWidthFixedGroupRule.self,
        FlexibleEdgeSpacingEstimatedRule.self,
        MasonryEstimatedHeightsRule.self,
        MasonryWithoutHeightsRule.self,
        MeasuredContentClippedRule.self,
        // Availability
        ApiAvailabilityRule.self,
        // Adaptivity
        HeightRelativeToViewportRule.self,
        FixedColumnsWideTargetsRule.self,
        PagingMismatchRule.self,
        PagingGroupWiderThanContainerRule.self,
        InsetReferenceNeedsEnvironmentRule.self,
        // Clarity
        UnreachableVariantRule.self,
        UnreachableSectionLayoutRule.self,
        UnknownMeasuredKindRule.self,
        ImplicitSupplementaryInsetsRule.self,
        // Configuration
        UnknownRuleIDRule.self,
        InvalidSuppressionRule.self,
        SuperfluousSuppressionRule.self,
        // Language version 2 (after the others, so the catalogue's earlier entries keep their positions).
        ExpressionValueRule.self,
        AccessibilitySizesRule.self,
    ]

    /// What the linter reads of a rule for each file: a rule's `description` getter copies a large struct.
    struct Header: Sendable {
        var id: RuleID
        var severity: Severity
        var isStructural: Bool
        var optIn: Bool

        init(_ description: RuleDescription) {
            id = description.id
            severity = description.severity
            isStructural = description.isStructural
            optIn = description.optIn
        }
    }

    /// Each rule's description, in the order of `all`.
    static let ruleDescriptions = all.map { $0.description }
    /// Each rule's header, in the order of `all`.
    static let headers = ruleDescriptions.map(Header.init)

    /// Structural checks first, then every rule, by category; then the checks and rules of language version 2, last
    /// so that the catalogue's earlier entries (and SARIF's rule indexes) keep their positions.
    package static let descriptions: [RuleDescription] = {
        let all =
            StructuralChecks.descriptions + ruleDescriptions + [
                CrossFileChecks.duplicateLayoutName, GenerationChecks.unsupportedOnPlatform,
            ]
        let version2: Set<RuleID> = [.invalidExpression, "expression_value", "accessibility_sizes"]
        return all.filter { !version2.contains($0.id) } + all.filter { version2.contains($0.id) }
    }()

    private static let byID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    package static func description(of id: RuleID) -> RuleDescription? { byID[id] }

    /// How `trellis rules` and the MCP server's `explain_rule` refuse an id that names no rule, with the closest id.
    package static func unknownRule(_ id: String) -> String {
        let hint = Suggestion.closest(to: id, in: descriptions.map(\.id.rawValue)).map(Suggestion.hint) ?? ""
        return "unknown rule '\(TerminalText.excerpt(id))'\(hint)"
    }
}
