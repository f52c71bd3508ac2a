import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// P23: paging behaviours that do not page by the groups the file lays out.
package enum PagingMismatchRule: Rule {
    package static let description = RuleDescription(
        id: "paging_mismatch",
        name: "Paging Mismatch",
        summary:
            "`paging` with groups narrower or wider than the visible width, or `groupPagingCentered` with unequal "
            + "leading and trailing insets.",
        rationale: """
            `.paging` pages by the container's width, not by group, so pages cut through groups \
            that are not exactly as wide; `.groupPaging` pages by group. `groupPagingCentered` \
            centres every group and cannot keep asymmetric section insets \
            (UICollectionLayoutSectionOrthogonalScrollingBehavior documentation; forum thread 684678).
            """,
        severity: .note, category: .adaptivity, sizeDependent: true, pitfall: "P23",
        triggering: [
            RuleExample(
                """
                layout: Cards
                sections:
                  - name: cards
                    group:
                      axis: horizontal
                      width: fractionalWidth(0.8)
                      height: absolute(200)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    orthogonalScrolling: ↓paging
                """),
            RuleExample(
                """
                layout: Cards
                sections:
                  - name: cards
                    group:
                      axis: horizontal
                      width: fractionalWidth(0.8)
                      height: absolute(200)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    orthogonalScrolling: ↓groupPagingCentered
                    contentInsets: {leading: 20, trailing: 0}
                """),
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
                      height: absolute(200)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    orthogonalScrolling: paging
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let across = context.document.configuration.scrollDirection.other
        for content in context.contents where content.content.orthogonalScrolling == .groupPagingCentered {
            let insets = content.content.contentInsets
            let edges: (DirectionalEdge, DirectionalEdge) =
                across == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            // Insets written as expressions are judged at each target: the first where they differ is reported.
            let pairs = context.targets.map {
                (context.value(insets[edges.0], at: $0) ?? 0, context.value(insets[edges.1], at: $0) ?? 0)
            }
            guard let (leading, trailing) = pairs.first(where: { $0.0 != $0.1 }) else { continue }
            findings.report(
                "groupPagingCentered centres every group, so the section's "
                    + "\(across == .horizontal ? "leading and trailing" : "top and bottom") insets "
                    + "(\(points(leading)) and \(points(trailing))) are replaced by the centring; use groupPaging to "
                    + "keep the first group at the inset",
                about: content.path(field: "orthogonalScrolling"),
                notes: [DiagnosticNote("the asymmetric insets are here", at: content.syntax.keyRange("contentInsets"))],
                fixIt: content.syntax.replacing("orthogonalScrolling", with: "groupPaging"))
        }
        for selection in context.selections where selection.content.content.orthogonalScrolling == .paging {
            guard let group = selection.content.group else { continue }
            let length = group.geometry(in: selection.groupContainer, on: selection.grid).size.length(across)
            let page = selection.layoutLength
            guard Tolerance.differ(length, page) else { continue }
            findings.report(
                "\(selection.target.description): paging turns pages of the section's visible "
                    + "\(across.dimensionKey) "
                    + "(\(points(page)) pt), but the groups are \(points(length)) pt; pages cut through groups. "
                    + "groupPaging pages by group",
                about: selection.content.path(field: "orthogonalScrolling"),
                fixIt: selection.content.syntax.replacing("orthogonalScrolling", with: "groupPaging"))
        }
    }
}
