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
            var walk = NumberWalk(transform: transform, expressionsOnly: expressionsOnly)
            return try walk.content(self)
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
/// `hasExpression`, or evaluated at a lint target) copies no array of the model. A number's site is named only when
/// `transform` is called, and the group path is one stack: such a walk allocates nothing.
private struct NumberWalk<Failure: Error> {
    let transform: (LayoutNumber, NumberSite) throws(Failure) -> LayoutNumber
    /// Whether `transform` sees only numbers an expression gives: asking whether a layout has one, or evaluating
    /// them, need not name every other number's site.
    let expressionsOnly: Bool
    /// The subitem indexes from the top-level group to the node walked.
    private var path: [Int] = []

    init(transform: @escaping (LayoutNumber, NumberSite) throws(Failure) -> LayoutNumber, expressionsOnly: Bool) {
        self.transform = transform
        self.expressionsOnly = expressionsOnly
    }

    mutating func content(_ original: SectionContent) throws(Failure) -> SectionContent {
        var content = original
        try insets(&content.contentInsets, .owner, "contentInsets")
        try number(&content.interGroupSpacing, NumberSite(node: .owner, field: "interGroupSpacing", bounds: .any))
        if case var .group(group) = content.body, try self.group(&group) {
            content.body = .group(group)
        }
        for index in content.boundaryItems.indices {
            var item = content.boundaryItems[index]
            let items = content.boundaryItems
            var changed = try size(&item.size, items.boundaryNode(at: index))
            changed = try point(&item.absoluteOffset, items.boundaryNode(at: index), "absoluteOffset") || changed
            changed = try insets(&item.contentInsets, items.boundaryNode(at: index), "contentInsets") || changed
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
    func number(_ value: inout LayoutNumber, _ site: @autoclosure () -> NumberSite) throws(Failure) -> Bool {
        if expressionsOnly && value.expression == nil { return false }
        value = try transform(value, site())
        return true
    }

    @discardableResult
    func insets(_ insets: inout LayoutInsets, _ node: @autoclosure () -> ModelPath.Node, _ key: String)
        throws(Failure) -> Bool
    {
        var changed = false
        for edge in DirectionalEdge.allCases {
            changed =
                try number(&insets[edge], NumberSite(node: node(), field: Self.field(key, edge.rawValue), bounds: .any))
                || changed
        }
        return changed
    }

    func point(_ point: inout LayoutPoint, _ node: @autoclosure () -> ModelPath.Node, _ key: String) throws(Failure)
        -> Bool
    {
        let changed = try number(&point.x, NumberSite(node: node(), field: Self.field(key, "x"), bounds: .any))
        return try number(&point.y, NumberSite(node: node(), field: Self.field(key, "y"), bounds: .any)) || changed
    }

    /// `key.part`: a literal for the keys every content has, as these names are too long for a string stored inline,
    /// so joining them allocated each time.
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

    func dimension(_ dimension: inout LayoutDimension, _ node: @autoclosure () -> ModelPath.Node, _ field: String)
        throws(Failure) -> Bool
    {
        guard !expressionsOnly || dimension.number.expression != nil else { return false }
        return try number(&dimension.number, NumberSite(node: node(), field: field, bounds: .positive))
    }

    func size(_ size: inout LayoutSize, _ node: @autoclosure () -> ModelPath.Node) throws(Failure) -> Bool {
        let changed = try dimension(&size.width, node(), "width")
        return try dimension(&size.height, node(), "height") || changed
    }

    func spacing(_ spacing: inout LayoutSpacing?, _ node: @autoclosure () -> ModelPath.Node, _ field: String)
        throws(Failure) -> Bool
    {
        guard var current = spacing,
            try number(&current.number, NumberSite(node: node(), field: field, bounds: .any))
        else { return false }
        spacing = current
        return true
    }

    func edgeSpacing(_ spacing: inout EdgeSpacing?, _ node: @autoclosure () -> ModelPath.Node) throws(Failure) -> Bool {
        guard var edges = spacing else { return false }
        var changed = try self.spacing(&edges.top, node(), "edgeSpacing.top")
        changed = try self.spacing(&edges.leading, node(), "edgeSpacing.leading") || changed
        changed = try self.spacing(&edges.bottom, node(), "edgeSpacing.bottom") || changed
        changed = try self.spacing(&edges.trailing, node(), "edgeSpacing.trailing") || changed
        if changed { spacing = edges }
        return changed
    }

    func count(_ count: inout ItemCount, _ node: @autoclosure () -> ModelPath.Node, _ field: String) throws(Failure)
        -> Bool
    {
        guard !expressionsOnly || count.number.expression != nil else { return false }
        let bounds: NumberBounds
        if case .fixed = count { bounds = .count } else { bounds = .positive }
        return try number(&count.number, NumberSite(node: node(), field: field, bounds: bounds))
    }

    func anchor(_ anchor: inout LayoutAnchor?, _ node: @autoclosure () -> ModelPath.Node, _ key: String)
        throws(Failure) -> Bool
    {
        guard var value = anchor, let offset = value.offset else { return false }
        switch offset {
        case var .absolute(point):
            guard try self.point(&point, node(), key) else { return false }
            value.offset = .absolute(point)
        case var .fractional(point):
            guard try self.point(&point, node(), key) else { return false }
            value.offset = .fractional(point)
        }
        anchor = value
        return true
    }

    func supplementaries(_ items: inout [SupplementaryItem]) throws(Failure) -> Bool {
        var changed = false
        for index in items.indices {
            var item = items[index]
            var node: ModelPath.Node { .supplementary(group: path, index: index) }
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

    /// The subitem at `index` of the group at `path`, walked at its own path.
    mutating func subitem(_ subitem: inout GroupSubitem, at index: Int) throws(Failure) -> Bool {
        path.append(index)
        defer { path.removeLast() }
        switch subitem {
        case var .item(item):
            var changed = try size(&item.size, .group(path))
            changed = try insets(&item.contentInsets, .group(path), "contentInsets") || changed
            changed = try edgeSpacing(&item.edgeSpacing, .group(path)) || changed
            changed = try supplementaries(&item.supplementaries) || changed
            if changed { subitem = .item(item) }
            return changed
        case var .group(group):
            guard try self.group(&group) else { return false }
            subitem = .group(group)
            return true
        }
    }

    /// The group at `path`: its own numbers, then its content's.
    mutating func group(_ group: inout LayoutGroup) throws(Failure) -> Bool {
        switch group {
        case var .standard(standard):
            var changed = try size(&standard.size, .group(path))
            changed = try spacing(&standard.interItemSpacing, .group(path), "interItemSpacing") || changed
            changed = try insets(&standard.contentInsets, .group(path), "contentInsets") || changed
            changed = try edgeSpacing(&standard.edgeSpacing, .group(path)) || changed
            changed = try supplementaries(&standard.supplementaries) || changed
            if let content = try self.content(of: standard.content) {
                standard.content = content
                changed = true
            }
            if changed { group = .standard(standard) }
            return changed
        case var .masonry(masonry):
            guard try self.masonry(&masonry) else { return false }
            group = .masonry(masonry)
            return true
        case var .flow(flow):
            guard try self.flow(&flow) else { return false }
            group = .flow(flow)
            return true
        case var .custom(custom):
            guard try size(&custom.size, .group(path)) else { return false }
            group = .custom(custom)
            return true
        }
    }

    private func masonry(_ masonry: inout MasonryGroup) throws(Failure) -> Bool {
        var node: ModelPath.Node { .group(path) }
        var changed = try dimension(&masonry.width, node, "width")
        changed = try count(&masonry.columns, node, "columns") || changed
        changed = try number(&masonry.columnSpacing, node, "columnSpacing", .nonNegative) || changed
        changed = try number(&masonry.itemSpacing, node, "itemSpacing", .nonNegative) || changed
        if var height = masonry.itemHeight, try dimension(&height, node, "itemHeight") {
            masonry.itemHeight = height
            changed = true
        }
        return try insets(&masonry.contentInsets, node, "contentInsets") || changed
    }

    private func flow(_ flow: inout FlowGroup) throws(Failure) -> Bool {
        var node: ModelPath.Node { .group(path) }
        var changed = try dimension(&flow.width, node, "width")
        changed = try dimension(&flow.itemHeight, node, "itemHeight") || changed
        changed = try number(&flow.estimatedItemWidth, node, "estimatedItemWidth", .positive) || changed
        changed = try number(&flow.itemSpacing, node, "itemSpacing", .nonNegative) || changed
        changed = try number(&flow.lineSpacing, node, "lineSpacing", .nonNegative) || changed
        return try insets(&flow.contentInsets, node, "contentInsets") || changed
    }

    /// A number of `node`'s own, under `field`.
    private func number(
        _ value: inout LayoutNumber, _ node: @autoclosure () -> ModelPath.Node, _ field: String,
        _ bounds: NumberBounds
    ) throws(Failure) -> Bool {
        try number(&value, NumberSite(node: node(), field: field, bounds: bounds))
    }

    /// A standard group's subitems with their numbers walked; nil when the walk changed none.
    private mutating func content(of content: StandardGroup.Content) throws(Failure) -> StandardGroup.Content? {
        switch content {
        case let .subitems(subitems):
            var replaced: [GroupSubitem]?
            for (index, original) in subitems.enumerated() {
                var subitem = original
                guard try self.subitem(&subitem, at: index) else { continue }
                if replaced == nil { replaced = Array(subitems) }
                replaced?[index] = subitem
            }
            return replaced.map { .subitems(NonEmpty($0[0], Array($0.dropFirst()))) }
        case .repeating(var subitem, var count):
            var changed = try self.count(&count, .group(path), "count")
            changed = try self.subitem(&subitem, at: 0) || changed
            return changed ? .repeating(subitem, count: count) : nil
        case .copies(var subitem, var count):
            var changed = try number(&count, NumberSite(node: .group(path), field: "repeating", bounds: .count))
            changed = try self.subitem(&subitem, at: 0) || changed
            return changed ? .copies(subitem, count: count) : nil
        }
    }
}
