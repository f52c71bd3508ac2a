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
            bodies.block("if \(condition(variant.condition, variant: index)) {") { out in
                out.line("// Variant \(index + 1).")
                emitContent(variant.content, variant: index, into: &out)
            }
        }
        emitContent(layout.base, variant: nil, into: &bodies)
        // `container.` alone, not the `environment.container.` of an expression nor a constant of that name.
        let needsContainer = readsMember(of: "container", in: bodies.text)
        let count = layout.variants.count
        let variants = count == 0 ? "" : ", with \(count) variant\(count == 1 ? "" : "s")"
        let metrics = generator.document.readsMetrics ? ", metrics: Metrics" : ""
        out.line("/// Section layout `\(layout.name)`\(variants).")
        out.block(
            "\(generator.access)static func \(layout.name)(_ environment: any NSCollectionLayoutEnvironment\(sizes)"
                + "\(metrics)) -> NSCollectionLayoutSection {"
        ) { out in
            if !usedConstants.isEmpty {
                let argument = generator.document.readsMetrics ? ", metrics: metrics" : ""
                out.line("let constants = Constants(environment\(argument))")
            }
            if needsContainer { out.line("let container = environment.container.effectiveContentSize") }
            out.lines(String(bodies.text.dropLast()))
        }
    }

    /// The constants the section layout's expressions and conditions name, directly or through other constants,
    /// each after those it names.
    var usedConstants: [NamedConstant] {
        let definitions = generator.document.constantDefinitions
        var ordered: [NamedConstant] = [], visited = Set<String>()
        func visit(_ name: String) {
            guard visited.insert(name).inserted, let definition = definitions[name] else { return }
            definition.constantNames.forEach(visit)
            ordered.append(NamedConstant(name: name, expression: definition))
        }
        // In the order of where they stand, named as the model names them, so the declarations keep one order.
        var sited: [(path: String, expression: Expression)] = []
        func collect(_ number: LayoutNumber, _ site: NumberSite, variant: Int?) -> LayoutNumber {
            let path = ModelPath(.section(layout.name, variant: variant), site.node, field: site.field)
            if let expression = number.expression { sited.append((path.description, expression)) }
            return number
        }
        _ = layout.base.mappingNumbers { collect($0, $1, variant: nil) }
        for (index, variant) in layout.variants.enumerated() {
            _ = variant.content.mappingNumbers { collect($0, $1, variant: index) }
            _ = variant.condition.mappingBounds { collect($0, $1, variant: index) }
        }
        let roots =
            sited.sorted { $0.path < $1.path }.map(\.expression)
            + layout.variants.flatMap { $0.condition.expression?.expressions ?? [] }
        for root in roots { root.constantNames.forEach(visit) }
        return ordered
    }

    private func condition(_ condition: VariantCondition, variant: Int) -> String {
        let nodes = NodeEmitter(generator: generator, prefix: layout.name)
        func bound(_ value: LayoutNumber) -> String { nodes.number(value, precedence: 1) }
        var parts: [String] = []
        if let value = condition.minWidth { parts.append("container.width >= \(bound(value))") }
        if let value = condition.maxWidth { parts.append("container.width < \(bound(value))") }
        if let value = condition.minHeight { parts.append("container.height >= \(bound(value))") }
        if let value = condition.maxHeight { parts.append("container.height < \(bound(value))") }
        if let value = condition.horizontalSizeClass {
            parts.append("environment.traitCollection.horizontalSizeClass == .\(value.rawValue)")
        }
        if let value = condition.verticalSizeClass {
            parts.append("environment.traitCollection.verticalSizeClass == .\(value.rawValue)")
        }
        parts += version2Parts(condition, alone: parts.isEmpty)
        let test = parts.joined(separator: " && ")
        // `#available` stands alone in a condition list: `if #available(iOS 17.0, *), a && b`.
        guard let iOS = condition.iOS else { return test }
        let availability = "#available(iOS \(iOS), *)"
        return test.isEmpty ? availability : "\(availability), \(test)"
    }

    /// The version 2 conditions other than `iOS`, on the trait collection and as a boolean expression.
    /// `alone`: no version 1 condition precedes them, so an `if` that is the only part needs no parentheses.
    private func version2Parts(_ condition: VariantCondition, alone: Bool) -> [String] {
        let traits = "environment.traitCollection"
        var parts: [String] = []
        switch condition.contentSize {
        case let .category(category)?:
            parts.append("\(traits).preferredContentSizeCategory == .\(category.rawValue)")
        case .accessibility?: parts.append("\(traits).preferredContentSizeCategory.isAccessibilityCategory")
        case nil: break
        }
        if let minimum = condition.minContentSize {
            parts.append("\(traits).preferredContentSizeCategory >= .\(minimum.rawValue)")
        }
        if let direction = condition.layoutDirection {
            parts.append("\(traits).layoutDirection == .\(direction.rawValue)")
        }
        if let expression = condition.expression {
            let text = ExpressionEmitter.swift(expression, precedence: 3)
            parts.append(alone && parts.isEmpty ? ExpressionEmitter.swift(expression) : text)
        }
        return parts
    }

    private func emitContent(_ content: SectionContent, variant: Int?, into out: inout SwiftWriter) {
        var nodes = NodeEmitter(generator: generator, prefix: layout.name)
        let scroll = generator.document.configuration.scrollDirection
        switch content.body {
        case let .group(group):
            // What the top-level group resolves against (Docs/Semantics.md §3.3, §8.1), as the engine computes it.
            func length(_ axis: Axis) -> String {
                let name = "container.\(axis == .horizontal ? "width" : "height")"
                guard content.insetsShrinkGroupContainer(along: axis, scrollDirection: scroll) else { return name }
                let edges: (DirectionalEdge, DirectionalEdge) =
                    axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
                return nodes.minusInsets(name, content.contentInsets, edges)
            }
            let container = Extent(width: length(.horizontal), height: length(.vertical))
            let name = nodes.subitem(.group(group), path: [], container: container, override: nil, into: &out)
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
        if content.contentInsets != .zero {
            out.line("section.contentInsets = \(nodes.insets(content.contentInsets))")
        }
        if content.interGroupSpacing != 0 {
            out.line("section.interGroupSpacing = \(nodes.number(content.interGroupSpacing))")
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
