import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P24: a top-level extent that is a fraction of the viewport along the scroll axis.
package enum HeightRelativeToViewportRule: Rule {
    package static let description = RuleDescription(
        id: "height_relative_to_viewport",
        name: "Height Relative to Viewport",
        summary:
            "A top-level group or boundary item sized as a fraction of the collection view's extent along the scroll "
            + "axis.",
        rationale: """
            In a vertically scrolling section, `fractionalHeight` of a top-level group or header \
            is a fraction of the collection view's visible height (Apple's \
            `fractionalHeight(_:)` documentation), so cells change shape between an iPhone SE \
            and a Pro Max, and in landscape. `fractionalWidth` was usually meant: it keeps the \
            aspect ratio.
            """,
        severity: .note, category: .adaptivity, optIn: true, pitfall: "P24",
        triggering: [
            RuleExample(
                """
                layout: Cards
                sections:
                  - name: cards
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: ↓fractionalHeight(0.3)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Cards
                sections:
                  - name: cards
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: fractionalWidth(0.6)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let main = context.document.configuration.scrollDirection
        let key = main.dimensionKey
        func inspect(_ dimension: LayoutDimension, _ noun: String, _ path: ModelPath, _ syntax: LocatedMapping) {
            guard dimension.isFraction(of: main) else { return }
            let other = main == .vertical ? "fractionalWidth" : "fractionalHeight"
            // The same number, an expression kept as written, as a fraction of the other axis.
            let swapped: LayoutDimension =
                main == .vertical ? .fractionalWidth(dimension.number) : .fractionalHeight(dimension.number)
            let replacement = LayoutFileWriter.dimension(swapped)
            findings.report(
                "'\(syntax.quoted(key) ?? dimension.written)' makes the \(noun)'s \(key) a fraction of the collection "
                    + "view's visible \(key), so it changes with the screen and orientation; \(other) keeps the aspect "
                    + "ratio",
                about: path.with(field: key), fixIt: syntax.replacing(key, with: replacement))
        }
        for content in context.contents {
            if content.content.orthogonalScrolling == .none, let group = content.group, let size = group.size {
                inspect(size[main], group.noun, content.path(group), group.syntax)
            }
            for (index, item) in content.boundaryItems.enumerated()
            where item.value.alignment.spansWidth == (main == .vertical) {
                inspect(
                    item.value.size[main], "'\(item.value.kind.rawValue)' boundary item",
                    content.path(boundaryItem: index), item.syntax)
            }
        }
    }
}
