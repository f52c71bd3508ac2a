import TrellisCore
import TrellisLanguage
import TrellisModel

/// A masonry feed the file gives no heights for: every preview pin is square.
package enum MasonryWithoutHeightsRule: Rule {
    package static let description = RuleDescription(
        id: "masonry_without_heights",
        name: "Masonry Without Heights",
        summary: "A masonry group with no itemHeight whose section the preview data never measures heights for.",
        rationale: """
            Masonry heights come from the app (a closure in generated code). With neither \
            `itemHeight` nor preview `measured` heights, `trellis frames` and `trellis render` \
            can only draw equal squares, which hides the staggered columns the layout is for \
            and every bug in them. A note: the app's layout is right; only its preview is not.
            """,
        severity: .note, category: .selfSizing,
        withoutFixIt: """
            The heights are the app's: a fixed `itemHeight` would change the real layout into a grid, and the \
            preview heights to add are the author's to measure.
            """,
        triggering: [
            RuleExample(
                """
                layout: Pins
                sections:
                  - name: pins
                    group:
                      ↓custom: masonry
                      columns: 2
                      columnSpacing: 10
                """)
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
                preview:
                  sections:
                    - {layout: pins, items: 4, measured: {item: {height: [240, 180, 300, 210]}}}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for content in context.contents {
            let measured = context.previewSections(using: content.sectionName).contains {
                !($0.document.measured["item"]?.heights.isEmpty ?? true)
            }
            guard !measured else { continue }
            content.walkNodes { node, _ in
                guard case let .group(.masonry(group)) = node.subitem, group.itemHeight == nil else { return }
                findings.report(
                    "the masonry items of '\(content.sectionName)' have no heights: the app supplies them at run "
                        + "time, but the preview data "
                        + "measures none, so frames and render draw every item as a square; add measured heights to "
                        + "the preview "
                        + "(preview.sections: [{layout: \(content.sectionName), measured: {item: {height: [240, 180, "
                        + "300]}}}]) or a fixed "
                        + "itemHeight such as fractionalWidth(4/3) if every item shares one ratio",
                    about: content.path(node, field: "custom"), pointing: .key)
            }
        }
    }
}
