import TrellisModel

/// A width and a height as Swift `CGFloat` expressions, evaluated in the section function.
struct Extent {
    var width: String
    var height: String

    subscript(axis: Axis) -> String { axis == .horizontal ? width : height }

    static func along(_ axis: Axis, _ length: String, cross: String) -> Extent {
        axis == .horizontal ? Extent(width: length, height: cross) : Extent(width: cross, height: length)
    }
}

/// `a - b`, with zero terms left out.
func minus(_ expression: String, _ amount: Double) -> String {
    amount == 0 ? expression : "(\(expression) - \(literal(amount)))"
}

/// One section layout's function: its variants as conditions, then its base.
struct SectionEmitter {
    let generator: CodeGenerator
    let layout: SectionLayout

    func emit(_ out: inout SwiftWriter) {
        let sizes = layout.contents.contains(where: \.containsCustomGroup) ? ", itemSizes: [CGSize]" : ""
        var bodies = SwiftWriter()
        for (index, variant) in layout.variants.enumerated() {
            bodies.block("if \(condition(variant.condition)) {") { out in
                out.line("// Variant \(index + 1).")
                emitContent(variant.content, into: &out)
            }
        }
        emitContent(layout.base, into: &bodies)
        let needsContainer = bodies.text.contains("container.")
        let count = layout.variants.count
        let variants = count == 0 ? "" : ", with \(count) variant\(count == 1 ? "" : "s")"
        out.line("/// Section layout `\(layout.name)`\(variants).")
        out.block(
            "\(generator.access)static func \(layout.name)(_ environment: any NSCollectionLayoutEnvironment\(sizes)) "
                + "-> NSCollectionLayoutSection {"
        ) { out in
            if needsContainer { out.line("let container = environment.container.effectiveContentSize") }
            out.lines(String(bodies.text.dropLast()))
        }
    }

    private func condition(_ condition: VariantCondition) -> String {
        var parts: [String] = []
        if let value = condition.minWidth { parts.append("container.width >= \(literal(value))") }
        if let value = condition.maxWidth { parts.append("container.width < \(literal(value))") }
        if let value = condition.minHeight { parts.append("container.height >= \(literal(value))") }
        if let value = condition.maxHeight { parts.append("container.height < \(literal(value))") }
        if let value = condition.horizontalSizeClass {
            parts.append("environment.traitCollection.horizontalSizeClass == .\(value.rawValue)")
        }
        if let value = condition.verticalSizeClass {
            parts.append("environment.traitCollection.verticalSizeClass == .\(value.rawValue)")
        }
        return parts.joined(separator: " && ")
    }

    private func emitContent(_ content: SectionContent, into out: inout SwiftWriter) {
        var nodes = NodeEmitter(generator: generator, prefix: layout.name)
        let scroll = generator.document.configuration.scrollDirection
        switch content.body {
        case let .group(group):
            // What the top-level group resolves against (Docs/Semantics.md §3.3, §8.1): the container less
            // the section's insets; across the scroll axis, orthogonal groups get the whole width.
            let insets = content.contentInsets
            let mainInsets = scroll == .vertical ? insets.top + insets.bottom : insets.leading + insets.trailing
            let crossInsets =
                content.orthogonalScrolling != .none
                ? 0 : (scroll == .vertical ? insets.leading + insets.trailing : insets.top + insets.bottom)
            let main = minus("container.\(scroll == .vertical ? "height" : "width")", mainInsets)
            let cross = minus("container.\(scroll == .vertical ? "width" : "height")", crossInsets)
            let container = Extent.along(scroll, main, cross: cross)
            let name = nodes.subitem(.group(group), container: container, override: nil, into: &out)
            out.line("let section = NSCollectionLayoutSection(group: \(name))")
        case let .list(list):
            // `let` unless a property follows, so the compiler has nothing to warn about.
            let mutated = list.headerMode != .none || list.footerMode != .none || !list.showsSeparators
            out.line(
                "\(mutated ? "var" : "let") listConfiguration = "
                    + "UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))")
            if list.headerMode != .none { out.line("listConfiguration.headerMode = .\(list.headerMode.rawValue)") }
            if list.footerMode != .none { out.line("listConfiguration.footerMode = .\(list.footerMode.rawValue)") }
            if !list.showsSeparators { out.line("listConfiguration.showsSeparators = false") }
            out.line(
                "let section = NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)"
            )
        }
        if content.contentInsets != .zero { out.line("section.contentInsets = \(nodes.insets(content.contentInsets))") }
        if content.interGroupSpacing != 0 {
            out.line("section.interGroupSpacing = \(literal(content.interGroupSpacing))")
        }
        if content.orthogonalScrolling != .none {
            out.line("section.orthogonalScrollingBehavior = .\(content.orthogonalScrolling.rawValue)")
        }
        if let reference = content.contentInsetsReference {
            out.line("section.contentInsetsReference = .\(reference.rawValue)")
        }
        switch content.supplementaryInsets {
        case let .reference(reference)?:
            out.line("section.supplementaryContentInsetsReference = .\(reference.rawValue)")
        case let .followsContentInsets(follows)?: out.line("section.supplementariesFollowContentInsets = \(follows)")
        case nil: break
        }
        if !content.boundaryItems.isEmpty {
            let names = content.boundaryItems.map { nodes.boundaryItem($0, into: &out) }
            out.line("section.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
        }
        if !content.decorations.isEmpty {
            var names: [String] = []
            for decoration in content.decorations {
                let name = nodes.name(generator.swiftIdentifier(decoration.kind.rawValue))
                out.line(
                    "let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: "
                        + "\(generator.kindExpression(decoration.kind)))"
                )
                if decoration.contentInsets != .zero {
                    out.line("\(name).contentInsets = \(nodes.insets(decoration.contentInsets))")
                }
                if let zIndex = decoration.zIndex { out.line("\(name).zIndex = \(zIndex)") }
                names.append(name)
            }
            out.line("section.decorationItems = [\(names.joined(separator: ", "))]")
        }
        out.line("return section")
    }
}
