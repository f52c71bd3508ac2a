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

/// Every number of a section content that a version 2 expression can give, named by the node it belongs to and a
/// field: the key it is written under (`width`, `interGroupSpacing`, `columns`), dotted below it
/// (`contentInsets.leading`, `edgeSpacing.top`, `anchor.x`, `absoluteOffset.y`). Lowering records an expression
/// under these names; this walk is the one place that knows where each lands in the model.
extension SectionContent {
    /// The content with each number for which `replacement(node, field, bounds, value)` answers replaced by the
    /// answer; `value` is the number there now (NaN for a key standing for several: `contentInsets` as a whole).
    package func replacingNumbers<Failure: Error>(
        _ replacement: (ModelPath.Node, String, NumberBounds, Double) throws(Failure) -> Double?
    ) throws(Failure) -> SectionContent {
        try withoutActuallyEscaping(replacement) { (replacement) throws(Failure) in
            try NumberWalk(replacement: replacement).content(self)
        }
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
    let replacement: (ModelPath.Node, String, NumberBounds, Double) throws(Failure) -> Double?

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
            try walk.number(&item.absoluteOffset.x, node, "absoluteOffset.x", .any)
            try walk.number(&item.absoluteOffset.y, node, "absoluteOffset.y", .any)
            try walk.insets(&item.contentInsets, node, "contentInsets")
            content.boundaryItems[index] = item
        }
        for index in content.decorations.indices {
            try walk.insets(&content.decorations[index].contentInsets, .decoration(index), "contentInsets")
        }
        return content
    }

    func number(_ value: inout Double, _ node: ModelPath.Node, _ field: String, _ bounds: NumberBounds)
        throws(Failure)
    {
        if let replaced = try replacement(node, field, bounds, value) { value = replaced }
    }

    func insets(_ insets: inout EdgeInsets, _ node: ModelPath.Node, _ key: String) throws(Failure) {
        if let all = try replacement(node, key, .any, .nan) { insets = EdgeInsets(all: all) }
        try number(&insets.top, node, key + ".top", .any)
        try number(&insets.leading, node, key + ".leading", .any)
        try number(&insets.bottom, node, key + ".bottom", .any)
        try number(&insets.trailing, node, key + ".trailing", .any)
    }

    func dimension(_ dimension: inout LayoutDimension, _ node: ModelPath.Node, _ field: String) throws(Failure) {
        guard let value = try replacement(node, field, .positive, dimension.value) else { return }
        switch dimension {
        case .fractionalWidth: dimension = .fractionalWidth(value)
        case .fractionalHeight: dimension = .fractionalHeight(value)
        case .absolute: dimension = .absolute(value)
        case .estimated: dimension = .estimated(value)
        case .uniformAcrossSiblings: dimension = .uniformAcrossSiblings(estimate: value)
        }
    }

    func size(_ size: inout LayoutSize, _ node: ModelPath.Node) throws(Failure) {
        try dimension(&size.width, node, "width")
        try dimension(&size.height, node, "height")
    }

    func spacing(_ spacing: inout LayoutSpacing?, _ node: ModelPath.Node, _ field: String) throws(Failure) {
        guard let current = spacing, let value = try replacement(node, field, .any, current.value) else { return }
        if case .fixed = current { spacing = .fixed(value) } else { spacing = .flexible(value) }
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
        switch count {
        case let .fixed(current):
            if let value = try replacement(node, field, .count, Double(current)) { count = .fixed(Int(value)) }
        case let .adaptive(minimum):
            if let value = try replacement(node, field, .positive, minimum) { count = .adaptive(minimum: value) }
        }
    }

    func anchor(_ anchor: inout LayoutAnchor?, _ node: ModelPath.Node, _ key: String) throws(Failure) {
        guard var value = anchor, let offset = value.offset else { return }
        var point: Point
        switch offset {
        case let .absolute(p), let .fractional(p): point = p
        }
        try number(&point.x, node, key + ".x", .any)
        try number(&point.y, node, key + ".y", .any)
        if case .absolute = offset { value.offset = .absolute(point) } else { value.offset = .fractional(point) }
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
