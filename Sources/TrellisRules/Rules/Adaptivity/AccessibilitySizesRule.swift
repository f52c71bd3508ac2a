import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// What breaks at the accessibility content sizes and the default size hides: text cells in columns narrower than
/// 100 pt, and a fixed height beside heights that grow with the text.
package enum AccessibilitySizesRule: Rule {
    /// Narrower than this, a column of text at the accessibility sizes holds a word or two per line.
    static let narrowestTextColumn = 100.0

    package static let description = RuleDescription(
        id: "accessibility_sizes",
        name: "Accessibility Sizes",
        summary:
            "At the largest Dynamic Type size, self-sizing items in columns narrower than 100 pt, or a row of fixed "
            + "height (30 to 120 pt) in a vertical group whose other rows are estimated.",
        rationale: """
            Apple's Human Interface Guidelines ask that layouts adapt to every accessibility text size; at the \
            largest (AX5) body text is about three times its default size. Text cells that share a row wrap to a \
            word per line there, which is why apps such as Weather switch from two columns to one at the largest \
            sizes (accessibilityupto11.com, "365 days of iOS accessibility", day 120). A fixed-height cell next to \
            estimated ones keeps its height while the text in it grows, so its content is cut off \
            (novasolutions.technology, "Where layout breaks at large sizes": fixed row heights). The rule lays \
            every section out at each target with the largest accessibility size, so a variant with \
            `when: {contentSize: accessibility}` (language version 2) that answers it is taken into account; \
            only cells that self-size along their height (text) are judged, not photo grids.
            """,
        severity: .warning, category: .adaptivity, sizeDependent: true,
        withoutFixIt:
            "How the layout should change at the accessibility sizes is a design decision.",
        triggering: [
            RuleExample(
                """
                layout: Tags
                sections:
                  - name: tags
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: estimated(44)
                      count: 4
                      item: {width: ↓fractionalWidth(1), height: estimated(44)}
                """),
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(100)
                      subitems:
                        - item: {width: fractionalWidth(1), height: estimated(60)}
                        - item: {width: fractionalWidth(1), height: ↓absolute(40)}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                version: 2
                layout: Tags
                sections:
                  - name: tags
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: estimated(44)
                      count: 4
                      item: {width: fractionalWidth(1), height: estimated(44)}
                    variants:
                      - when: {contentSize: accessibility}
                        group:
                          axis: horizontal
                          width: fractionalWidth(1)
                          height: estimated(44)
                          count: 1
                          item: {width: fractionalWidth(1), height: estimated(44)}
                """),
            RuleExample(
                """
                layout: Photos
                sections:
                  - name: photos
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: fractionalWidth(0.25)
                      count: 4
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                """),
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        let providers = context.providers
        var reported = Set<ModelPath>()
        for (layoutIndex, layout) in context.document.sections.enumerated()
        where layout.base.selfSizesHeights || layout.variants.contains(where: \.content.selfSizesHeights) {
            // The variants (nil: the base) whose fixed rows are judged already: that reads the content, not the target.
            var judgedRows: [Int?] = []
            let followsContentSize = layout.variants.contains {
                $0.condition.contentSize != nil || $0.condition.minContentSize != nil
            }
            for (targetIndex, target) in context.targets.enumerated() {
                var environment = target.environment
                // A target that states a content size is judged at it; the others at the largest.
                if environment.contentSizeCategory == .large { environment.contentSizeCategory = .largestAccessibility }
                // Written only for a finding: this runs for every section layout at every target.
                let category = environment.contentSizeCategory
                let at = { "\(target.description) at \(category.rawValue)" }
                let placed: [PlacedNode], content: LocatedContent
                // Where the content size changes nothing, the section at the largest size is the one lint already
                // laid out.
                if !followsContentSize, let selection = context.selection(ofLayout: layoutIndex, atTarget: targetIndex)
                {
                    (placed, content) = (selection.placedNodes, selection.content)
                } else {
                    let resolver = context.resolvers(iOSVersion: target.iOSVersion)[layoutIndex]
                    guard
                        let resolved = try? resolver(0, environment),
                        let located = context.located.content(section: layout.name, variant: resolved.variant),
                        let containers = try? providers.containers(of: resolved, environment: environment),
                        case let .group(group) = resolved.content.body
                    else { continue }
                    content = located
                    placed =
                        located.group?.placedNodes(
                            of: .group(group), in: containers.group,
                            on: LayoutOptions().grid(scale: environment.scale)) ?? []
                }
                narrowTextColumns(placed, content: content, at: at, reported: &reported, &findings)
                if !judgedRows.contains(content.variant) {
                    judgedRows.append(content.variant)
                    fixedBesideEstimated(content, at: at, reported: &reported, &findings)
                }
            }
        }
    }

    /// Items that self-size along their height in a row of several, narrower than 100 pt.
    private static func narrowTextColumns(
        _ placed: [PlacedNode], content: LocatedContent, at: () -> String, reported: inout Set<ModelPath>,
        _ findings: inout Findings
    ) {
        for node in placed {
            // Chips that estimate their width grow with their text: they are not columns.
            guard case let .item(item) = node.node.subitem, item.size.height.isEstimated, !item.size.width.isEstimated,
                let parent = node.parent, case let .group(.standard(group)) = parent.node.subitem,
                group.axis == .horizontal
            else { continue }
            let width = node.geometry.size.width, row = parent.geometry.content.width
            guard width > 0, width < narrowestTextColumn, row.isFinite, row >= 2 * width else { continue }
            let columns = Int(Swift.min(row / width, 10_000).rounded(.down))
            let path = content.path(node.node, field: "width")
            guard reported.insert(path).inserted else { continue }
            findings.report(
                "\(at()): the item is \(points(width)) pt wide, \(columns) to a row, and sizes its height to its "
                    + "content: text at this size wraps to a word or two per line; give the accessibility sizes fewer "
                    + "columns (in language version 2, a variant with when: {contentSize: accessibility})",
                about: path)
        }
    }

    /// An absolute height in a content where other heights are estimated: they grow with the text, it does not.
    private static func fixedBesideEstimated(
        _ content: LocatedContent, at: () -> String, reported: inout Set<ModelPath>, _ findings: inout Findings
    ) {
        // Rows of a vertical group: one that estimates its height holds text, and a fixed one beside it a line of
        // text too, between the heights of a single row of text (30 pt) and of a cell that is mostly image (120 pt).
        var absolute: [LocatedNode] = []
        content.walkNodes { node, _ in
            guard case let .group(.standard(group)) = node.subitem, group.axis == .vertical else { return }
            let rows = node.children.compactMap { child -> (LocatedNode, LayoutDimension)? in
                guard case let .item(item) = child.subitem else { return nil }
                return (child, item.size.height)
            }
            guard rows.contains(where: { $0.1.isEstimated }) else { return }
            absolute += rows.filter {
                if case let .absolute(height) = $0.1 { return (30...120).contains(height.value) }
                return false
            }.map(\.0)
        }
        for node in absolute {
            let path = content.path(node, field: "height")
            guard reported.insert(path).inserted else { continue }
            findings.report(
                "\(at()): the item's height is \(node.syntax.quoted("height") ?? "absolute") while other rows of its "
                    + "group estimate theirs: they grow with the text and this one keeps its height, so its content "
                    + "is cut off; estimate it too",
                about: path)
        }
    }
}

extension ContentSizeCategory {
    /// AX5, the largest of the accessibility sizes.
    static let largestAccessibility = ContentSizeCategory.accessibilityExtraExtraExtraLarge
}

extension SectionContent {
    /// Whether an item of the content sizes its height to its content: the cells this rule judges.
    fileprivate var selfSizesHeights: Bool {
        func walk(_ subitem: GroupSubitem) -> Bool {
            switch subitem {
            case let .item(item): return item.size.height.isEstimated
            case let .group(.standard(group)):
                switch group.content {
                // By index: the collection's generic iteration, from this module, is not specialized.
                case let .subitems(subitems): return (0..<subitems.count).contains { walk(subitems[$0]) }
                case let .repeating(subitem, _), let .copies(subitem, _): return walk(subitem)
                }
            case .group: return false
            }
        }
        guard case let .group(group) = body else { return false }
        return walk(.group(group))
    }
}
