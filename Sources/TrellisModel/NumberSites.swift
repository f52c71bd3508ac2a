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
        let offset = distance(from: startIndex, to: index)
        return .boundaryItem(at: offset) { self[self.index(startIndex, offsetBy: $0)].kind }
    }
}

extension ModelPath.Node {
    /// The model's name for the boundary item at `offset` of a list whose kinds `kind(at:)` gives: its kind, and how
    /// many of that kind come before it. Not generic, as lint names every boundary item it collects and a generic
    /// walk over a lazy view of them asked the runtime for its types each time.
    package static func boundaryItem(at offset: Int, kind: (Int) -> ElementKind) -> Self {
        let named = kind(offset)
        var occurrence = 0
        for earlier in 0..<offset where kind(earlier) == named { occurrence += 1 }
        return .boundaryItem(kind: named.rawValue, occurrence: occurrence)
    }
}

/// Walks every number of a content, replacing each with `transform`'s result. Each step returns whether it called
/// `transform` below it, and a node is written back only then: a walk that finds no expression (a plain layout asked
/// `hasExpression`, or evaluated at a lint target) copies no array of the model.
private struct NumberWalk<Failure: Error> {
    let transform: (LayoutNumber, NumberSite) throws(Failure) -> LayoutNumber
    /// Whether `transform` sees only numbers an expression gives: asking whether a layout has one, or evaluating
    /// them, need not name every other number's site.
    let expressionsOnly: Bool

    func content(_ original: SectionContent) throws(Failure) -> SectionContent {
        var content = original
        try insets(&content.contentInsets, .owner, "contentInsets")
        try number(&content.interGroupSpacing, .owner, "interGroupSpacing", .any)
        if case var .group(group) = content.body, try self.group(&group, path: []) {
            content.body = .group(group)
        }
        for index in content.boundaryItems.indices {
            var item = content.boundaryItems[index]
            let node = content.boundaryItems.boundaryNode(at: index)
            var changed = try size(&item.size, node)
            changed = try point(&item.absoluteOffset, node, "absoluteOffset") || changed
            changed = try insets(&item.contentInsets, node, "contentInsets") || changed
            if changed { content.boundaryItems[index] = item }
        }
        for index in content.decorations.indices {
            var insets = content.decorations[index].contentInsets
            if try self.insets(&insets, .decoration(index), "contentInsets") {
                content.decorations[index].contentInsets = insets
            }
        }
        return content
    }

    @discardableResult
    func number(_ value: inout LayoutNumber, _ node: ModelPath.Node, _ field: String, _ bounds: NumberBounds)
        throws(Failure) -> Bool
    {
        if expressionsOnly && value.expression == nil { return false }
        value = try transform(value, NumberSite(node: node, field: field, bounds: bounds))
        return true
    }

    @discardableResult
    func insets(_ insets: inout LayoutInsets, _ node: ModelPath.Node, _ key: String) throws(Failure) -> Bool {
        var changed = false
        for edge in DirectionalEdge.allCases {
            changed = try number(&insets[edge], node, Self.field(key, edge.rawValue), .any) || changed
        }
        return changed
    }

    func point(_ point: inout LayoutPoint, _ node: ModelPath.Node, _ key: String) throws(Failure) -> Bool {
        let changed = try number(&point.x, node, Self.field(key, "x"), .any)
        return try number(&point.y, node, Self.field(key, "y"), .any) || changed
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

    func dimension(_ dimension: inout LayoutDimension, _ node: ModelPath.Node, _ field: String) throws(Failure)
        -> Bool
    {
        guard !expressionsOnly || dimension.number.expression != nil else { return false }
        return try number(&dimension.number, node, field, .positive)
    }

    func size(_ size: inout LayoutSize, _ node: ModelPath.Node) throws(Failure) -> Bool {
        let changed = try dimension(&size.width, node, "width")
        return try dimension(&size.height, node, "height") || changed
    }

    func spacing(_ spacing: inout LayoutSpacing?, _ node: ModelPath.Node, _ field: String) throws(Failure) -> Bool {
        guard var current = spacing, try number(&current.number, node, field, .any) else { return false }
        spacing = current
        return true
    }

    func edgeSpacing(_ spacing: inout EdgeSpacing?, _ node: ModelPath.Node) throws(Failure) -> Bool {
        guard var edges = spacing else { return false }
        var changed = try self.spacing(&edges.top, node, "edgeSpacing.top")
        changed = try self.spacing(&edges.leading, node, "edgeSpacing.leading") || changed
        changed = try self.spacing(&edges.bottom, node, "edgeSpacing.bottom") || changed
        changed = try self.spacing(&edges.trailing, node, "edgeSpacing.trailing") || changed
        if changed { spacing = edges }
        return changed
    }

    func count(_ count: inout ItemCount, _ node: ModelPath.Node, _ field: String) throws(Failure) -> Bool {
        guard !expressionsOnly || count.number.expression != nil else { return false }
        if case .fixed = count { return try number(&count.number, node, field, .count) }
        return try number(&count.number, node, field, .positive)
    }

    func anchor(_ anchor: inout LayoutAnchor?, _ node: ModelPath.Node, _ key: String) throws(Failure) -> Bool {
        guard var value = anchor, let offset = value.offset else { return false }
        switch offset {
        case var .absolute(point):
            guard try self.point(&point, node, key) else { return false }
            value.offset = .absolute(point)
        case var .fractional(point):
            guard try self.point(&point, node, key) else { return false }
            value.offset = .fractional(point)
        }
        anchor = value
        return true
    }

    func supplementaries(_ items: inout [SupplementaryItem], path: [Int]) throws(Failure) -> Bool {
        var changed = false
        for index in items.indices {
            var item = items[index]
            let node = ModelPath.Node.supplementary(group: path, index: index)
            var itemChanged = try size(&item.size, node)
            var container: LayoutAnchor? = item.containerAnchor
            if try anchor(&container, node, "anchor"), let container {
                item.containerAnchor = container
                itemChanged = true
            }
            itemChanged = try anchor(&item.itemAnchor, node, "itemAnchor") || itemChanged
            if itemChanged {
                items[index] = item
                changed = true
            }
        }
        return changed
    }

    func subitem(_ subitem: inout GroupSubitem, path: [Int]) throws(Failure) -> Bool {
        switch subitem {
        case var .item(item):
            let node = ModelPath.Node.group(path)
            var changed = try size(&item.size, node)
            changed = try insets(&item.contentInsets, node, "contentInsets") || changed
            changed = try edgeSpacing(&item.edgeSpacing, node) || changed
            changed = try supplementaries(&item.supplementaries, path: path) || changed
            if changed { subitem = .item(item) }
            return changed
        case var .group(group):
            guard try self.group(&group, path: path) else { return false }
            subitem = .group(group)
            return true
        }
    }

    /// The group's own numbers, then its content's.
    func group(_ group: inout LayoutGroup, path: [Int]) throws(Failure) -> Bool {
        let node = ModelPath.Node.group(path)
        switch group {
        case var .standard(standard):
            var changed = try size(&standard.size, node)
            changed = try spacing(&standard.interItemSpacing, node, "interItemSpacing") || changed
            changed = try insets(&standard.contentInsets, node, "contentInsets") || changed
            changed = try edgeSpacing(&standard.edgeSpacing, node) || changed
            changed = try supplementaries(&standard.supplementaries, path: path) || changed
            if let content = try self.content(of: standard.content, node, path: path) {
                standard.content = content
                changed = true
            }
            if changed { group = .standard(standard) }
            return changed
        case var .masonry(masonry):
            var changed = try dimension(&masonry.width, node, "width")
            changed = try count(&masonry.columns, node, "columns") || changed
            changed = try number(&masonry.columnSpacing, node, "columnSpacing", .nonNegative) || changed
            changed = try number(&masonry.itemSpacing, node, "itemSpacing", .nonNegative) || changed
            if var height = masonry.itemHeight, try dimension(&height, node, "itemHeight") {
                masonry.itemHeight = height
                changed = true
            }
            changed = try insets(&masonry.contentInsets, node, "contentInsets") || changed
            if changed { group = .masonry(masonry) }
            return changed
        case var .flow(flow):
            var changed = try dimension(&flow.width, node, "width")
            changed = try dimension(&flow.itemHeight, node, "itemHeight") || changed
            changed = try number(&flow.estimatedItemWidth, node, "estimatedItemWidth", .positive) || changed
            changed = try number(&flow.itemSpacing, node, "itemSpacing", .nonNegative) || changed
            changed = try number(&flow.lineSpacing, node, "lineSpacing", .nonNegative) || changed
            changed = try insets(&flow.contentInsets, node, "contentInsets") || changed
            if changed { group = .flow(flow) }
            return changed
        case var .custom(custom):
            guard try size(&custom.size, node) else { return false }
            group = .custom(custom)
            return true
        }
    }

    /// A standard group's subitems with their numbers walked; nil when the walk changed none.
    private func content(of content: StandardGroup.Content, _ node: ModelPath.Node, path: [Int]) throws(Failure)
        -> StandardGroup.Content?
    {
        switch content {
        case let .subitems(subitems):
            var replaced: [GroupSubitem]?
            for (index, original) in subitems.enumerated() {
                var subitem = original
                guard try self.subitem(&subitem, path: path + [index]) else { continue }
                if replaced == nil { replaced = Array(subitems) }
                replaced?[index] = subitem
            }
            return replaced.map { .subitems(NonEmpty($0[0], Array($0.dropFirst()))) }
        case .repeating(var subitem, var count):
            var changed = try self.count(&count, node, "count")
            changed = try self.subitem(&subitem, path: path + [0]) || changed
            return changed ? .repeating(subitem, count: count) : nil
        case .copies(var subitem, var count):
            var changed = try number(&count, node, "repeating", .count)
            changed = try self.subitem(&subitem, path: path + [0]) || changed
            return changed ? .copies(subitem, count: count) : nil
        }
    }
}
