import TrellisCore

/// Every rule, in the order `trellis rules` and Docs/Rules.md list them within a category.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        // Correctness
        GroupOverflow.self,
        GroupCannotFitItem.self,
        NonPositiveEffectiveSize.self,
        GroupCapacityLimit.self,
        ItemExceedsContainer.self,
        DuplicateElementKind.self,
        DecorationWithoutView.self,
        PinnedSupplementaryZIndex.self,
        RepeatCountSizeConflict.self,
        // Self-sizing
        FractionalInEstimatedParent.self,
        InsetsOnEstimatedAxis.self,
        ImplausibleEstimate.self,
        EstimateFarFromBounds.self,
        OrthogonalEstimatedCrossAxis.self,
        OrthogonalEstimatedWidthFixedGroup.self,
        FlexibleEdgeSpacingEstimated.self,
        MasonryEstimatedHeights.self,
        MasonryWithoutHeights.self,
        // Availability
        ApiAvailability.self,
        // Adaptivity
        HeightRelativeToViewport.self,
        FixedColumnsWideTargets.self,
        PagingMismatch.self,
        PagingGroupWiderThanContainer.self,
        InsetReferenceNeedsEnvironment.self,
        // Clarity
        UnreachableVariant.self,
        UnreachableSectionLayout.self,
        UnknownMeasuredKind.self,
        ImplicitSupplementaryInsets.self,
        // Configuration
        UnknownRuleID.self,
        InvalidSuppression.self,
        SuperfluousSuppression.self,
    ]

    /// Structural checks first, then every rule, by category.
    public static let descriptions: [RuleDescription] = StructuralChecks.descriptions + all.map { $0.description }

    private static let byID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    public static func description(of id: RuleID) -> RuleDescription? { byID[id] }
}
