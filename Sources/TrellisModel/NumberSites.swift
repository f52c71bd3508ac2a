/// What a number of the model may be, as lowering checks it: the engine checks an expression's value against the
/// same bounds in each environment.
package enum NumberBounds: Sendable {
    case any, nonNegative, positive
    /// A whole number from 1 to 1000.
    case count

    /// Why `value` is out of bounds; nil when it is in.
    package func violation(_ value: Double) -> String? {
        switch self {
        case .any: return nil
        case .nonNegative: return value < 0 ? "is \(Expression.numberText(value)), but must not be negative" : nil
        case .positive:
            return value <= 0 ? "is \(Expression.numberText(value)), but UIKit needs a value greater than 0" : nil
        case .count:
            if value != value.rounded() { return "is \(Expression.numberText(value)), not a whole number of columns" }
            return (1...1000).contains(value) ? nil : "is \(Expression.numberText(value)), but a count is 1 to 1000"
        }
    }
}

/// Where a number of a section content stands, as the walk over its numbers names it: the node it belongs to, the
/// key it is written under, dotted below it (`contentInsets.leading`, `edgeSpacing.top`, `anchor.x`), and the bounds
/// a value there must keep. Only an expression's failure needs the name: it says where the file writes the number.
package struct NumberSite: Hashable, Sendable {
    package var node: ModelPath.Node
    package var field: String
    package var bounds: NumberBounds
}

/// Every number of a section content that a version 2 expression can give. This walk is the one place that knows
/// where each stands; the numbers hold their expressions themselves.
extension SectionContent {
    /// The content with each number replaced by `transform(number, site)`; with `expressionsOnly`, each number a
    /// version 2 expression gives, the others kept without naming their sites.
    package func mappingNumbers<Failure: Error>(
        expressionsOnly: Bool = false, _ transform: (LayoutNumber, NumberSite) throws(Failure) -> LayoutNumber
    ) throws(Failure) -> SectionContent {
        try withoutActuallyEscaping(transform) { (transform) throws(Failure) in
            try NumberWalk(transform: transform, expressionsOnly: expressionsOnly).content(self)
        }
    }

    /// Each number of the content with where it stands, in the order of the file's keys.
    package var numbers: [(number: LayoutNumber, site: NumberSite)] {
        var found: [(number: LayoutNumber, site: NumberSite)] = []
        _ = mappingNumbers { number, site in
            found.append((number, site))
            return number
        }
        return found
    }

    /// Whether a version 2 expression gives any number of the content. Stops at the first: section providers ask
    /// it of every section layout lint resolves, and collecting every number first showed in lint's profile.
    package var hasExpression: Bool {
        do throws(ExpressionFound) {
            _ = try mappingNumbers(expressionsOnly: true, ExpressionFound.probe)
            return false
        } catch {
            return true
        }
    }
}

/// Thrown by a walk over numbers at the first with an expression, so that asking whether there is one stops there.
private struct ExpressionFound: Error {
    static func probe(_ number: LayoutNumber, _: NumberSite) throws(ExpressionFound) -> LayoutNumber {
        if number.expression != nil { throw ExpressionFound() }
        return number
    }
}

extension SectionLayout {
    /// The version 2 expressions that give numbers of the base, of the variants and of the variants' `when` bounds.
    package var numberExpressions: [Expression] {
        var found: [Expression] = []
        func collect(_ number: LayoutNumber, _: NumberSite) -> LayoutNumber {
            if let expression = number.expression { found.append(expression) }
            return number
        }
        _ = base.mappingNumbers(expressionsOnly: true, collect)
        for variant in variants {
            _ = variant.content.mappingNumbers(expressionsOnly: true, collect)
            _ = variant.condition.mappingBounds(collect)
        }
        return found
    }

    /// Whether a version 2 expression gives any number of the base, of a variant, or a variant's `when` bound.
    /// Stops at the first, without collecting them (see `SectionContent.hasExpression`).
    package var hasExpression: Bool {
        do throws(ExpressionFound) {
            _ = try base.mappingNumbers(expressionsOnly: true, ExpressionFound.probe)
            for variant in variants {
                _ = try variant.content.mappingNumbers(expressionsOnly: true, ExpressionFound.probe)
                _ = try variant.condition.mappingBounds(ExpressionFound.probe)
            }
            return false
        } catch {
            return true
        }
    }
}

extension VariantCondition {
    /// The condition with each of its width and height bounds replaced by `transform(number, site)`: the sites are
    /// the owner's `when.minWidth` and the like.
    package func mappingBounds<Failure: Error>(
        _ transform: (LayoutNumber, NumberSite) throws(Failure) -> LayoutNumber
    ) throws(Failure) -> VariantCondition {
        var mapped = self
        for (field, bound) in [
            ("when.minWidth", \VariantCondition.minWidth), ("when.maxWidth", \.maxWidth),
            ("when.minHeight", \.minHeight), ("when.maxHeight", \.maxHeight),
        ] {
            guard let number = self[keyPath: bound] else { continue }
            mapped[keyPath: bound] = try transform(number, NumberSite(node: .owner, field: field, bounds: .nonNegative))
        }
        return mapped
    }
}

extension Collection where Element == BoundaryItem {
    /// The model's name for the boundary item at `index`: its kind, and how many of that kind come before it.
    package func boundaryNode(at index: Index) -> ModelPath.Node {
        let kind = self[index].kind
        return .boundaryItem(kind: kind.rawValue, occurrence: self[..<index].count { $0.kind == kind })
    }
}

private struct NumberWalk<Failure: Error> {
    let transform: (LayoutNumber, NumberSite) throws(Failure) -> LayoutNumber
    /// Whether `transform` sees only numbers an expression gives: asking whether a layout has one, or evaluating
    /// them, need not name every other number's site.
    let expressionsOnly: Bool

    func content(_ original: SectionContent) throws(Failure) -> SectionContent {
        let walk = self
        var content = original
        try walk.insets(&content.contentInsets, .owner, "contentInsets")
        try walk.number(&content.interGroupSpacing, .owner, "interGroupSpacing", .any)
        if case let .group(group) = content.body {
            content.body = .group(try walk.group(group, path: []))
        }
        for index in content.boundaryItems.indices {
            let node = content.boundaryItems.boundaryNode(at: index)
            var item = content.boundaryItems[index]
            try walk.size(&item.size, node)
            try walk.point(&item.absoluteOffset, node, "absoluteOffset")
            try walk.insets(&item.contentInsets, node, "contentInsets")
            content.boundaryItems[index] = item
        }
        for index in content.decorations.indices {
            try walk.insets(&content.decorations[index].contentInsets, .decoration(index), "contentInsets")
        }
        return content
    }

    func number(_ value: inout LayoutNumber, _ node: ModelPath.Node, _ field: String, _ bounds: NumberBounds)
        throws(Failure)
    {
        if expressionsOnly && value.expression == nil { return }
        value = try transform(value, NumberSite(node: node, field: field, bounds: bounds))
    }

    func insets(_ insets: inout LayoutInsets, _ node: ModelPath.Node, _ key: String) throws(Failure) {
        for edge in DirectionalEdge.allCases {
            try number(&insets[edge], node, Self.field(key, edge.rawValue), .any)
        }
    }

    func point(_ point: inout LayoutPoint, _ node: ModelPath.Node, _ key: String) throws(Failure) {
        try number(&point.x, node, Self.field(key, "x"), .any)
        try number(&point.y, node, Self.field(key, "y"), .any)
    }

    /// `key.part`: a literal for the keys every content has, as section providers walk every number at every lint
    /// target, and these names are too long for a string stored inline, so joining them allocated each time.
    private static func field(_ key: String, _ part: String) -> String {
        switch (key, part) {
        case ("contentInsets", "top"): return "contentInsets.top"
        case ("contentInsets", "leading"): return "contentInsets.leading"
        case ("contentInsets", "bottom"): return "contentInsets.bottom"
        case ("contentInsets", "trailing"): return "contentInsets.trailing"
        case ("absoluteOffset", "x"): return "absoluteOffset.x"
        case ("absoluteOffset", "y"): return "absoluteOffset.y"
        default: return key + "." + part
        }
    }

    func dimension(_ dimension: inout LayoutDimension, _ node: ModelPath.Node, _ field: String) throws(Failure) {
        try number(&dimension.number, node, field, .positive)
    }

    func size(_ size: inout LayoutSize, _ node: ModelPath.Node) throws(Failure) {
        try dimension(&size.width, node, "width")
        try dimension(&size.height, node, "height")
    }

    func spacing(_ spacing: inout LayoutSpacing?, _ node: ModelPath.Node, _ field: String) throws(Failure) {
        guard var current = spacing else { return }
        try number(&current.number, node, field, .any)
        spacing = current
    }

    func edgeSpacing(_ spacing: inout EdgeSpacing?, _ node: ModelPath.Node) throws(Failure) {
        guard var edges = spacing else { return }
        try self.spacing(&edges.top, node, "edgeSpacing.top")
        try self.spacing(&edges.leading, node, "edgeSpacing.leading")
        try self.spacing(&edges.bottom, node, "edgeSpacing.bottom")
        try self.spacing(&edges.trailing, node, "edgeSpacing.trailing")
        spacing = edges
    }

    func count(_ count: inout ItemCount, _ node: ModelPath.Node, _ field: String) throws(Failure) {
        if case .fixed = count {
            try number(&count.number, node, field, .count)
        } else {
            try number(&count.number, node, field, .positive)
        }
    }

    func anchor(_ anchor: inout LayoutAnchor?, _ node: ModelPath.Node, _ key: String) throws(Failure) {
        guard var value = anchor, let offset = value.offset else { return }
        switch offset {
        case var .absolute(point):
            try self.point(&point, node, key)
            value.offset = .absolute(point)
        case var .fractional(point):
            try self.point(&point, node, key)
            value.offset = .fractional(point)
        }
        anchor = value
    }

    func supplementaries(_ items: inout [SupplementaryItem], path: [Int]) throws(Failure) {
        for index in items.indices {
            let node = ModelPath.Node.supplementary(group: path, index: index)
            try size(&items[index].size, node)
            var container: LayoutAnchor? = items[index].containerAnchor
            try anchor(&container, node, "anchor")
            items[index].containerAnchor = container ?? items[index].containerAnchor
            try anchor(&items[index].itemAnchor, node, "itemAnchor")
        }
    }

    func subitem(_ subitem: GroupSubitem, path: [Int]) throws(Failure) -> GroupSubitem {
        switch subitem {
        case var .item(item):
            let node = ModelPath.Node.group(path)
            try size(&item.size, node)
            try insets(&item.contentInsets, node, "contentInsets")
            try edgeSpacing(&item.edgeSpacing, node)
            try supplementaries(&item.supplementaries, path: path)
            return .item(item)
        case let .group(group):
            return .group(try self.group(group, path: path))
        }
    }

    func group(_ group: LayoutGroup, path: [Int]) throws(Failure) -> LayoutGroup {
        let node = ModelPath.Node.group(path)
        switch group {
        case var .standard(standard):
            try size(&standard.size, node)
            try spacing(&standard.interItemSpacing, node, "interItemSpacing")
            try insets(&standard.contentInsets, node, "contentInsets")
            try edgeSpacing(&standard.edgeSpacing, node)
            try supplementaries(&standard.supplementaries, path: path)
            switch standard.content {
            case let .subitems(subitems):
                var replaced: [GroupSubitem] = []
                for (index, subitem) in subitems.enumerated() {
                    replaced.append(try self.subitem(subitem, path: path + [index]))
                }
                standard.content = .subitems(NonEmpty(replaced[0], Array(replaced.dropFirst())))
            case .repeating(let subitem, var count):
                try self.count(&count, node, "count")
                standard.content = .repeating(try self.subitem(subitem, path: path + [0]), count: count)
            case .copies(let subitem, var count):
                try number(&count, node, "repeating", .count)
                standard.content = .copies(try self.subitem(subitem, path: path + [0]), count: count)
            }
            return .standard(standard)
        case var .masonry(masonry):
            try dimension(&masonry.width, node, "width")
            try count(&masonry.columns, node, "columns")
            try number(&masonry.columnSpacing, node, "columnSpacing", .nonNegative)
            try number(&masonry.itemSpacing, node, "itemSpacing", .nonNegative)
            if var height = masonry.itemHeight {
                try dimension(&height, node, "itemHeight")
                masonry.itemHeight = height
            }
            try insets(&masonry.contentInsets, node, "contentInsets")
            return .masonry(masonry)
        case var .flow(flow):
            try dimension(&flow.width, node, "width")
            try dimension(&flow.itemHeight, node, "itemHeight")
            try number(&flow.estimatedItemWidth, node, "estimatedItemWidth", .positive)
            try number(&flow.itemSpacing, node, "itemSpacing", .nonNegative)
            try number(&flow.lineSpacing, node, "lineSpacing", .nonNegative)
            try insets(&flow.contentInsets, node, "contentInsets")
            return .flow(flow)
        case var .custom(custom):
            try size(&custom.size, node)
            return .custom(custom)
        }
    }
}
