import TrellisCore

/// Checks that look at several files of one lint run together. They run after every file is
/// linted, so suppression comments do not reach them.
package enum CrossFileChecks {
    package static let duplicateLayoutName = RuleDescription(
        id: "duplicate_layout_name", name: "Duplicate Layout Name",
        summary: "Two layout files of one lint run name the same `layout`.",
        rationale: """
            `trellis compile` and the build plugin turn each layout file into a type named by its \
            `layout` key, and the plugin puts every layout of a target into one module, where two \
            types of one name do not compile. Each file is reported, naming the other.
            """,
        severity: .error, category: .correctness,
        withoutFixIt:
            "The new name names the generated type; the author picks it.",
        triggering: [
            RuleExample(
                """
                layout: ↓Feed
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                """,
                companion: """
                    layout: Feed
                    sections:
                      - name: cards
                        group:
                          axis: horizontal
                          width: fractionalWidth(1)
                          height: absolute(100)
                          item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                    """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Feed
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                """,
                companion: """
                    layout: Cards
                    sections:
                      - name: cards
                        group:
                          axis: horizontal
                          width: fractionalWidth(1)
                          height: absolute(100)
                          item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                    """)
        ])
}
