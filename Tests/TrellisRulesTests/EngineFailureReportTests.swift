import Testing
import TrellisEngine
import TrellisModel
import TrellisRules

/// Every reason the engine refuses a layout for is worded by the rule `LayoutFailure.report` gives it: none falls
/// through to the reason's debug text.
@Suite struct EngineFailureReportTests {
    static let size = Size(width: 0, height: 10)
    static let reasons: [(LayoutFailure.Reason, String)] = [
        (.emptyContainer(size), "non_positive_effective_size"),
        (.emptyLayoutContainer(length: 0, across: .horizontal), "non_positive_effective_size"),
        (.sectionInsetsLeaveNoRoom(size), "non_positive_effective_size"),
        (.itemInsetsLeaveNoRoom(slot: size), "non_positive_effective_size"),
        (.groupInsetsLeaveNoRoom(size: size, inner: size), "non_positive_effective_size"),
        (.flowInsetsLeaveNoRoom(width: 10, inner: -2), "non_positive_effective_size"),
        (.countLeavesNoRoom(columns: 3, spacing: 20, slot: -5, available: 45), "non_positive_effective_size"),
        (.edgeSpacingFillsSlot(edges: 20, slot: 20), "non_positive_effective_size"),
        (
            .masonryColumnsLeaveNoRoom(columns: 2, spacing: 10, columnWidth: 0, available: 10),
            "non_positive_effective_size"
        ),
        (.firstSubitemDoesNotFit(axis: .horizontal, available: 100, needed: 120), "group_cannot_fit_item"),
        (.emptyRepetition, "group_cannot_fit_item"),
        (.tooManyItems(limit: 10_000), "group_capacity_limit"),
        (.unknownSectionLayout(name: "feed", sectionIndex: 2), "unknown_section"),
        (.missingSectionLayout(sectionIndex: 2), "unknown_section"),
    ]

    @Test(arguments: reasons.indices)
    func everyReasonIsWordedByItsRule(_ index: Int) {
        let (reason, rule) = Self.reasons[index]
        let report = LayoutFailure(reason, section: "s", site: .sectionInsets).report
        #expect(report.rule.rawValue == rule)
        #expect(report.message != "\(reason)" && !report.message.contains("("), "\(report.message)")
    }

    /// Data naming a section layout the file does not define is offered the closest name it does define.
    @Test func anUnknownSectionLayoutIsOfferedTheClosestName() {
        let reason = LayoutFailure.Reason.unknownSectionLayout(
            name: "heroBanner", sectionIndex: 1, defined: ["grid", "heroBannerLarge"])
        #expect(
            LayoutFailure(reason, section: nil, site: .container).report.message
                == "section 1 names section layout 'heroBanner', which the file does not define; did you mean "
                + "'heroBannerLarge'?")
    }
}
