import TrellisCore
import TrellisLanguage
import TrellisModel

/// P15: a content insets reference evaluated at a target that does not say its insets.
package enum InsetReferenceNeedsEnvironmentRule: Rule {
    package static let description = RuleDescription(
        id: "inset_reference_needs_environment",
        name: "Inset Reference Needs Environment",
        summary:
            "A safe-area, layout-margins or readable-content reference while a lint target states no safe area or "
            + "margins.",
        rationale: """
            These references shrink the section's container by the view's safe area or margins \
            (UIKit's error text shows insets "from sectionInsetsReference layoutMargins"; \
            SideStore issue 1340). A target given only as a size has no such insets, so every \
            size-dependent finding at it is approximate. Give the target `safeArea` and \
            `layoutMargins` in .trellis.yml, or use a device preset.
            """,
        severity: .note, category: .adaptivity, sizeDependent: true, pitfall: "P15",
        withoutFixIt:
            "The inset reference and the targets are the author's choice.",
        triggering: [
            RuleExample(
                """
                layout: Readable
                sections:
                  - name: text
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(60)
                      item: {width: fractionalWidth(1), height: estimated(60)}
                    contentInsetsReference: ↓readableContent
                """, targets: [LintTarget(width: 768, height: 1024)])
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Readable
                sections:
                  - name: text
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(60)
                      item: {width: fractionalWidth(1), height: estimated(60)}
                    contentInsetsReference: readableContent
                """)
        ])

    static let needingInsets: Set<ContentInsetsReference> = [.safeArea, .layoutMargins, .readableContent]

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        guard let target = context.targets.first(where: { !$0.knowsInsets }) else { return }
        func inspect(_ reference: ContentInsetsReference?, _ node: ModelPath) {
            guard let reference, needingInsets.contains(reference) else { return }
            findings.report(
                "\(target.description): \(reference.rawValue) takes the view's "
                    + "\(reference == .safeArea ? "safe area" : "layout margins"), "
                    + "but this target states none, so its frames are approximate; give it safeArea and layoutMargins "
                    + "in .trellis.yml, or name a device",
                about: node)
        }
        inspect(
            context.document.configuration.contentInsetsReference,
            ModelPath(.configuration, field: "contentInsetsReference"))
        for content in context.contents {
            inspect(content.content.contentInsetsReference, content.path(field: "contentInsetsReference"))
            if case let .reference(reference)? = content.content.supplementaryInsets {
                inspect(reference, content.path(field: "supplementaryContentInsetsReference"))
            }
        }
    }
}
