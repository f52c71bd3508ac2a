import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// Paging through groups that never fit on screen.
package enum PagingGroupWiderThanContainerRule: Rule {
    package static let description = RuleDescription(
        id: "paging_group_wider_than_container",
        name: "Paging Group Wider Than Container",
        summary: "A paging orthogonal section whose groups are wider than the visible width at some target.",
        rationale: """
            Paging behaviours stop at page or group boundaries. A group wider than the visible \
            width is never seen whole: every resting position cuts it, and with \
            groupPagingCentered both of its edges are off screen.
            """,
        severity: .warning, category: .adaptivity, sizeDependent: true,
        withoutFixIt:
            "Narrowing the group or paging differently changes the design.",
        triggering: [
            RuleExample(
                """
                layout: Posters
                sections:
                  - name: posters
                    group:
                      axis: horizontal
                      width: ↓absolute(420)
                      height: absolute(300)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    orthogonalScrolling: groupPaging
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Posters
                sections:
                  - name: posters
                    group:
                      axis: horizontal
                      width: fractionalWidth(0.9)
                      height: absolute(300)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    orthogonalScrolling: groupPaging
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let across = context.document.configuration.scrollDirection.other
        let paging: Set<OrthogonalScrollingBehavior> = [.paging, .groupPaging, .groupPagingCentered]
        for selection in context.selections where paging.contains(selection.content.content.orthogonalScrolling) {
            guard let group = selection.content.group else { continue }
            let length = group.geometry(in: selection.groupContainer, on: selection.grid).size.length(across)
            guard Tolerance.exceeds(length, selection.layoutLength) else { continue }
            findings.report(
                "\(selection.target.description): the groups are \(points(length)) pt \(across.extentWord) but the "
                    + "section shows "
                    + "\(points(selection.layoutLength)) pt; "
                    + "\(selection.content.content.orthogonalScrolling.rawValue) never rests with a whole group in "
                    + "view",
                about: selection.content.path(group, field: across.dimensionKey))
        }
    }
}
