import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// P5: UIKit raises "This group cannot fit even a single item".
package enum GroupCannotFitItemRule: EngineFailureRule {
    package static let description = RuleDescription(
        id: "group_cannot_fit_item",
        name: "Group Cannot Fit Item",
        summary: "A group whose first subitem, with its edge spacing, is larger than the group.",
        rationale: """
            UIKit raises an exception at run time ("This group cannot fit even a single item"; \
            SideStore issue 1340) instead of laying the section out. Decided with the layout \
            engine at every lint target, so a layout that fits an iPad but not an iPhone SE is caught.
            """,
        severity: .error, category: .correctness, sizeDependent: true, pitfall: "P5",
        withoutFixIt:
            "Whether the item or the group changes size is the author's choice.",
        triggering: [
            RuleExample(
                """
                layout: Wide
                sections:
                  - name: wide
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(50)
                      item: {↓width: absolute(400), height: fractionalHeight(1)}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Wide
                sections:
                  - name: wide
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(50)
                      item: {width: absolute(300), height: fractionalHeight(1)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        context.reportEngineFailures(of: Self.self, &findings)
    }

    /// What the engine found, in words; nil for the reasons of other rules.
    package static func message(for reason: LayoutFailure.Reason) -> String? {
        switch reason {
        case let .firstSubitemDoesNotFit(axis, available, needed):
            return "the group's content is \(points(available)) pt \(axis == .horizontal ? "wide" : "tall") but its "
                + "first subitem needs \(points(needed)) pt"
        case .emptyRepetition:
            return "a repetition of the group holds no item"
        default:
            return nil
        }
    }
}
