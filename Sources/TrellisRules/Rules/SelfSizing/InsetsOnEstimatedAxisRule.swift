import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisSyntax
import TrellisWriter

/// P3: content insets are ignored along an estimated dimension.
package enum InsetsOnEstimatedAxisRule: Rule {
    package static let description = RuleDescription(
        id: "insets_on_estimated_axis",
        name: "Insets on Estimated Axis",
        summary: "Content insets on an axis whose dimension is estimated, where UIKit ignores them.",
        rationale: """
            Apple's documentation of `contentInsets`: "the value of this property is ignored for \
            any axis that uses an estimated value for its dimension". The spacing the file asks \
            for silently does not appear. Use the group's `interItemSpacing`, `edgeSpacing` or \
            the section's `contentInsets` instead.
            """,
        severity: .warning, category: .selfSizing, pitfall: "P3",
        triggering: [
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: estimated(44), ↓contentInsets: {top: 8, bottom: 8}}
                """),
            RuleExample(
                """
                layout: Chips
                sections:
                  - name: chips
                    group:
                      axis: horizontal
                      width: estimated(80)
                      height: absolute(32)
                      ↓contentInsets: 4
                      item: {width: estimated(80), height: fractionalHeight(1)}
                    orthogonalScrolling: continuous
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: estimated(44), contentInsets: {leading: 16, trailing: \
                16}}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        func inspect(
            _ insets: LayoutInsets, _ size: LayoutSize, noun: String, _ path: ModelPath, in syntax: LocatedMapping
        ) {
            let estimated: [DirectionalEdge] =
                (size.height.isEstimated ? [.top, .bottom] : [])
                + (size.width.isEstimated ? [.leading, .trailing] : [])
            let ignored = estimated.compactMap { edge in ignoredInset(insets[edge], edge, context) }
            guard !ignored.isEmpty else { return }
            // The fix-it keeps what UIKit applies, as written (an expression stays one), and drops what it ignores.
            let kept = DirectionalEdge.allCases.filter { !estimated.contains($0) && insets[$0] != 0 }.map {
                "\($0.rawValue): \(LayoutFileWriter.number(insets[$0]))"
            }
            let axes = [
                size.width.isEstimated ? "width is \(size.width.written)" : nil,
                size.height.isEstimated ? "height is \(size.height.written)" : nil,
            ].compactMap { $0 }
            findings.report(
                "the content insets \(ignored.joined(separator: ", ")) are ignored: the \(noun)'s "
                    + "\(axes.joined(separator: " and ")), and UIKit ignores "
                    + "content insets on an estimated axis; use the group's interItemSpacing or edgeSpacing, or the "
                    + "section's contentInsets",
                about: path.with(field: "contentInsets"), pointing: .key,
                fixIt: syntax["contentInsets"].flatMap {
                    Self.keeping(kept, in: $0, source: context.located.syntax.source)
                })
        }
        for content in context.contents {
            content.walkNodes { node, _ in
                switch node.subitem {
                case let .item(item):
                    inspect(item.contentInsets, item.size, noun: node.noun, content.path(node), in: node.syntax)
                case let .group(.standard(group)):
                    inspect(group.contentInsets, group.size, noun: node.noun, content.path(node), in: node.syntax)
                case .group: break
                }
            }
            for (index, item) in content.boundaryItems.enumerated() {
                inspect(
                    item.value.contentInsets, item.value.size, noun: item.value.kind.rawValue,
                    content.path(boundaryItem: index), in: item.syntax)
            }
        }
        let items = context.located.configurationItems
        for (index, item) in items.enumerated() {
            inspect(
                item.value.contentInsets, item.value.size, noun: item.value.kind.rawValue,
                ModelPath(.configuration, items.node(at: index)), in: item.syntax)
        }
    }

    /// How a message names an inset UIKit ignores (`leading 16`), or nil where it is 0 at every lint target. An inset
    /// written as an expression is judged at each target: the message names those where it is not 0, unless all are.
    static func ignoredInset(_ inset: LayoutNumber, _ edge: DirectionalEdge, _ context: LintContext) -> String? {
        guard let expression = inset.expression else {
            return inset.value == 0 ? nil : "\(edge.rawValue) \(JSONValue.format(inset.value))"
        }
        let values = context.values(inset)
        let nonzero = values.filter { $0.value != 0 }
        guard !nonzero.isEmpty else { return nil }
        let written = "\(edge.rawValue) '\(TerminalText.excerpt(expression.description))'"
        let at = nonzero.map { "\(JSONValue.format($0.value)) \($0.target.description)" }
        let others = nonzero.count == values.count ? "" : "; 0 at the other targets"
        return "\(written) (\(at.joined(separator: ", "))\(others))"
    }

    /// Rewrites an insets value to the edges `kept` ("leading: 4"), in flow style: the whole mapping as written.
    static func keeping(_ kept: [String], in value: SyntaxNode, source: SourceFile) -> FixIt? {
        let replacement = kept.isEmpty ? "0" : "{\(kept.joined(separator: ", "))}"
        if value.scalar != nil { return FixIt(range: value.range, replacement: replacement) }
        guard let pairs = value.mapping, !pairs.isEmpty else { return nil }
        return FixIt(range: value.extent, replacement: replacement)
    }
}
