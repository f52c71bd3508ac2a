import TrellisCore
import TrellisLanguage
import TrellisModel

/// P17: a decoration whose view nobody registers.
package enum DecorationWithoutViewRule: Rule {
    package static let description = RuleDescription(
        id: "decoration_without_view",
        name: "Decoration Without View",
        summary: "A decoration that names no view class for generated code to register.",
        rationale: """
            Decoration views are registered on the layout, not the collection view; forgetting \
            `register(_:forDecorationViewOfKind:)` stops the app with "could not dequeue a view \
            of kind ... - must register a nib or a class for the identifier" (objective-v.com, \
            2015; markpospesel.wordpress.com, "Decoration views"). With `view:` the generated \
            layout registers it itself. A warning, not an error: an app that registers the view in \
            its own code runs, and says so with `view:` (or a suppression).
            """,
        severity: .warning, category: .correctness, pitfall: "P17",
        withoutFixIt: """
            The view class is the app's to name: a guessed name would not compile.
            """,
        triggering: [
            RuleExample(
                """
                layout: Card
                sections:
                  - name: card
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    decorations: [{↓kind: cardBackground, contentInsets: 8}]
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Card
                sections:
                  - name: card
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    decorations: [{kind: cardBackground, view: CardBackgroundView, contentInsets: 8}]
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for content in context.contents {
            for (index, decoration) in content.decorations.enumerated() where decoration.value.viewClass == nil {
                let kind = decoration.value.kind.rawValue
                let suggested = Self.viewName(for: kind)
                findings.report(
                    "decoration '\(kind)' names no view class: unless the app calls "
                        + "register(_:forDecorationViewOfKind: \"\(kind)\") on the layout "
                        + "itself, UIKit stops with \"must register a nib or a class\"; name the "
                        + "UICollectionReusableView subclass with 'view' (such as \(suggested))",
                    about: content.path(decoration: index, field: "kind"), pointing: .key)
            }
        }
    }

    /// `cardBackground` -> `CardBackgroundView`, `section-bg` -> `SectionBgView`.
    static func viewName(for kind: String) -> String {
        let words = kind.split { $0 == "-" || $0 == "_" }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.hasSuffix("View") ? name : name + "View"
    }
}
