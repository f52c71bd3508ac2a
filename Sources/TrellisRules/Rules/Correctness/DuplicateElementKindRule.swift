import TrellisCore
import TrellisLanguage
import TrellisModel

/// P16: one element kind for two different supplementary views.
package enum DuplicateElementKindRule: Rule {
    package static let description = RuleDescription(
        id: "duplicate_element_kind",
        name: "Duplicate Element Kind",
        summary:
            "One element kind used for two boundary items of a section, twice on one item, or for two different roles "
            + "(boundary item, item supplementary, decoration).",
        rationale: """
            UIKit identifies a supplementary view by its element kind and index path: two boundary \
            items of one kind in a section both sit at item 0 and get one view, and a kind used \
            both for a header and for badges mixes the two views (Apple's \
            NSCollectionLayoutBoundarySupplementaryItem documentation: each supplementary type \
            needs a unique element kind).
            """,
        severity: .error, category: .correctness, pitfall: "P16",
        withoutFixIt: """
            Only where the kind is written with `kind:` (it gets a number); a `header` or `footer` shorthand keeps \
            its kind.
            """,
        triggering: [
            RuleExample(
                """
                layout: Twice
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    boundarySupplementaryItems:
                      - {kind: banner, alignment: top, height: absolute(40)}
                      - {kind: ↓banner, alignment: bottom, height: absolute(20)}
                """),
            RuleExample(
                """
                layout: Mixed
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item:
                        width: fractionalWidth(1)
                        height: fractionalHeight(1)
                        supplementaries:
                          - {kind: ↓header, width: absolute(20), height: absolute(20), anchor: {edges: [top, trailing]}}
                    header: {height: absolute(40)}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Distinct
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item:
                        width: fractionalWidth(1)
                        height: fractionalHeight(1)
                        supplementaries:
                          - {kind: badge, width: absolute(20), height: absolute(20), anchor: {edges: [top, trailing]}}
                    header: {height: absolute(40)}
                  - name: more
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(44)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    header: {height: absolute(60)}
                """)
        ])

    private enum Role: String {
        case boundary = "a boundary item"
        case supplementary = "an item supplementary"
        case decoration = "a decoration"
    }

    private struct Use {
        var role: Role
        /// The use's `kind` field, resolved to a position only when a finding points at it.
        var path: ModelPath
    }

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        var firstUse: [String: Use] = [:]
        // Every kind the file uses, and the renames offered so far, so each fix-it names a kind of its own.
        var taken = Set(context.sizedElements.compactMap(\.kind))
        for content in context.contents { taken.formUnion(content.decorations.map(\.value.kind.rawValue)) }
        func rename(_ kind: String, _ syntax: LocatedMapping) -> FixIt? {
            guard syntax.pair("kind") != nil else { return nil }
            let fresh = (2...).lazy.map { "\(kind)\($0)" }.first { !taken.contains($0) } ?? kind
            taken.insert(fresh)
            return syntax.replacing("kind", with: fresh)
        }

        func note(_ message: String, at path: ModelPath) -> DiagnosticNote {
            DiagnosticNote(message, at: context.located.valueRange(of: path))
        }

        func use(
            _ kind: ElementKind, _ role: Role, _ syntax: LocatedMapping, _ element: ModelPath,
            sameScope: inout [String: ModelPath], scope: @autoclosure () -> String
        ) {
            let path = element.with(field: "kind")
            if let earlier = sameScope[kind.rawValue] {
                findings.report(
                    "'\(kind.rawValue)' is used twice in \(scope()): both views get the same element kind and index "
                        + "path, so UIKit shows one of them",
                    about: path, notes: [note("'\(kind.rawValue)' is first used here", at: earlier)],
                    fixIt: rename(kind.rawValue, syntax))
            } else {
                sameScope[kind.rawValue] = path
            }
            if let first = firstUse[kind.rawValue], first.role != role {
                findings.report(
                    "'\(kind.rawValue)' is \(first.role.rawValue) elsewhere and \(role.rawValue) here: one kind for "
                        + "two different views mixes them; give each its own kind",
                    about: path, notes: [note("'\(kind.rawValue)' is \(first.role.rawValue) here", at: first.path)],
                    fixIt: rename(kind.rawValue, syntax))
            } else if firstUse[kind.rawValue] == nil {
                firstUse[kind.rawValue] = Use(role: role, path: path)
            }
        }

        var configurationScope: [String: ModelPath] = [:]
        let configurationItems = context.located.configurationItems
        for (index, item) in configurationItems.enumerated() {
            use(
                item.value.kind, .boundary, item.syntax, ModelPath(.configuration, configurationItems.node(at: index)),
                sameScope: &configurationScope, scope: "the configuration's boundary items")
        }
        for content in context.contents {
            var sectionScope: [String: ModelPath] = [:]
            for (index, item) in content.boundaryItems.enumerated() {
                use(
                    item.value.kind, .boundary, item.syntax, content.path(boundaryItem: index),
                    sameScope: &sectionScope, scope: "the boundary items of \(content.title)")
            }
            content.walkNodes { node, _ in
                var nodeScope: [String: ModelPath] = [:]
                for (index, supplementary) in node.supplementaries.enumerated() {
                    let path = content.path(node, supplementary: index)
                    use(
                        supplementary.value.kind, .supplementary, supplementary.syntax, path, sameScope: &nodeScope,
                        scope: "the supplementaries of one \(node.noun)")
                    // Boundary items sit at item 0 of their section, as do item 0's supplementaries.
                    if let boundary = sectionScope[supplementary.value.kind.rawValue] {
                        findings.report(
                            "'\(supplementary.value.kind.rawValue)' is also a boundary item of \(content.title): the "
                                + "boundary item and item 0's supplementary share an element kind and index path",
                            about: path.with(field: "kind"),
                            notes: [note("the boundary item is here", at: boundary)],
                            fixIt: rename(supplementary.value.kind.rawValue, supplementary.syntax))
                    }
                }
            }
            var decorationScope: [String: ModelPath] = [:]
            for (index, decoration) in content.decorations.enumerated() {
                use(
                    decoration.value.kind, .decoration, decoration.syntax, content.path(decoration: index),
                    sameScope: &decorationScope, scope: "the decorations of \(content.title)")
            }
        }
    }
}
