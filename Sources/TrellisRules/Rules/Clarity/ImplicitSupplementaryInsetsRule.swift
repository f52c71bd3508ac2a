import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// P14: headers that follow the section's insets without the file saying so.
package enum ImplicitSupplementaryInsetsRule: Rule {
    package static let description = RuleDescription(
        id: "implicit_supplementary_insets",
        name: "Implicit Supplementary Insets",
        summary:
            "A section with side insets and boundary items that does not state whether the boundary items follow the "
            + "insets.",
        rationale: """
            Boundary items follow the section's content insets by default \
            (`supplementariesFollowContentInsets = true`; on iOS 16 \
            `supplementaryContentInsetsReference = .automatic`), which surprises people who \
            expect a full-width header (IBPCollectionView pull requests 31 and 81). Stating it \
            makes the file say what it does. Opt-in.
            """,
        severity: .note, category: .clarity, optIn: true, pitfall: "P14",
        triggering: [
            RuleExample(
                """
                layout: Inset
                sections:
                  - name: inset
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    contentInsets: {leading: 16, trailing: 16}
                    ↓header: {height: absolute(40)}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Inset
                sections:
                  - name: inset
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    contentInsets: {leading: 16, trailing: 16}
                    header: {height: absolute(40)}
                    supplementaryContentInsetsReference: none
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let across = context.document.configuration.scrollDirection.other
        let modern = (context.iOS ?? OSVersion(16)) >= OSVersion(16)
        for content in context.contents where content.content.supplementaryInsets == nil {
            let insets = content.content.contentInsets
            let edges: [DirectionalEdge] = across == .horizontal ? [.leading, .trailing] : [.top, .bottom]
            // Insets written as expressions are judged at each target: the first where they are not 0 is reported.
            let sums = context.targets.map { target in
                edges.reduce(0.0) { $0 + (context.value(insets[$1], at: target) ?? 0) }
            }
            guard let sides = sums.first(where: { $0 != 0 }), let first = content.boundaryItems.first else { continue }
            let key =
                ["header", "footer", "boundarySupplementaryItems"].first { content.syntax.pair($0) != nil } ?? "header"
            findings.report(
                "the '\(first.value.kind.rawValue)' follows the section's side insets by default (inset by "
                    + "\(points(sides)) pt in all); "
                    + "say so with "
                    + (modern
                        ? "supplementaryContentInsetsReference: automatic" : "supplementariesFollowContentInsets: true")
                    + ", or make it full width with "
                    + (modern
                        ? "supplementaryContentInsetsReference: none" : "supplementariesFollowContentInsets: false"),
                about: content.path(field: key), pointing: .key,
                fixIt: modern
                    ? content.syntax.insertion("supplementaryContentInsetsReference", "automatic")
                    : content.syntax.insertion("supplementariesFollowContentInsets", "true"))
        }
    }
}
