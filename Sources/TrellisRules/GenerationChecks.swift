import TrellisCore

/// The check `trellis compile` makes of the chosen platform. It is not a lint rule: a file can
/// be right for UIKit and wrong for AppKit, so only code generation for a platform decides it.
package enum GenerationChecks {
    package static let unsupportedOnPlatform = RuleDescription(
        id: .unsupportedOnPlatform, name: "Unsupported On Platform",
        summary: "The file uses a feature the chosen platform's compositional layout API lacks.",
        rationale: """
            AppKit's `NSCollectionViewCompositionalLayout` has no list sections, no content insets \
            references and no size classes in its layout environment, so `trellis compile \
            --platform appkit` refuses files that use them, at the key, and writes nothing.
            """,
        severity: .error, category: .generation,
        withoutFixIt: "The platform's alternative is the author's choice.",
        triggering: [
            RuleExample(
                """
                layout: Settings
                sections:
                  - name: rows
                    ↓list: {appearance: insetGrouped}
                """, platform: "appkit"),
            RuleExample(
                """
                layout: Grid
                sections:
                  - name: grid
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(100)
                      item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                    variants:
                      - when: {↓horizontalSizeClass: regular}
                        group:
                          axis: horizontal
                          width: fractionalWidth(1)
                          height: absolute(100)
                          item: {width: fractionalWidth(1/4), height: fractionalHeight(1)}
                """, platform: "appkit"),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Settings
                sections:
                  - name: rows
                    list: {appearance: insetGrouped}
                """)
        ])
}
