import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P20: a masonry column cannot self-size.
package enum MasonryEstimatedHeightsRule: Rule {
    package static let description = RuleDescription(
        id: "masonry_estimated_heights",
        name: "Estimated Masonry Heights",
        summary: "A masonry group whose item height is estimated, which a custom group cannot self-size.",
        rationale: """
            Masonry is an `NSCollectionLayoutGroup.custom` group: its item provider returns \
            `NSCollectionLayoutGroupCustomItem(frame:)`, a fixed rectangle, so there is no \
            self-sizing and an estimated height stays at the estimate for every pin \
            (shawnbaek.com, "How to implement MasonryLayout"). Leave `itemHeight` out so the \
            heights come from the app (each image's aspect ratio), or give a fixed ratio with \
            `fractionalWidth(r)`.
            """,
        severity: .error, category: .selfSizing, pitfall: "P20",
        withoutFixIt: "Only when `itemHeight` is stated in the group itself, with a scalar value.",
        triggering: [
            RuleExample(
                """
                layout: Pins
                sections:
                  - name: pins
                    group:
                      custom: masonry
                      columns: 2
                      itemHeight: ↓estimated(200)
                """),
            RuleExample(
                """
                layout: Pins
                sections:
                  - name: pins
                    group: {custom: masonry, columns: 2, itemHeight: ↓estimated(200), columnSpacing: 10}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Pins
                sections:
                  - name: pins
                    group:
                      custom: masonry
                      columns: 2
                      itemHeight: fractionalWidth(4/3)
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for content in context.contents {
            content.walkNodes { node, _ in
                guard case let .group(.masonry(group)) = node.subitem, let height = group.itemHeight, height.isEstimated
                else { return }
                findings.report(
                    "masonry items cannot self-size: a custom group places fixed frames, so "
                        + "'\(node.syntax.quoted("itemHeight") ?? height.written)' "
                        + "makes every item \(JSONValue.format(height.value)) pt tall; remove itemHeight so each "
                        + "height comes from the app "
                        + "(the image's aspect ratio), or give a fixed ratio such as fractionalWidth(4/3)",
                    about: content.path(node, field: "itemHeight"),
                    fixIt: node.syntax.removal("itemHeight", in: context.located.syntax.source))
            }
        }
    }
}
