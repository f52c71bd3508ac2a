import TrellisModel

/// Emits the items, groups and supplementary items of one section content, naming each once.
struct NodeEmitter {
    let generator: CodeGenerator
    let prefix: String
    /// The version 2 expressions of the section layout being emitted, and which of its contents this is.
    let expressions: [ModelPath: Expression]
    let owner: ModelPath.Owner
    private var used: [String: Int] = [:]

    init(
        generator: CodeGenerator, prefix: String, expressions: [ModelPath: Expression] = [:],
        owner: ModelPath.Owner = .configuration
    ) {
        self.generator = generator
        self.prefix = prefix
        self.expressions = expressions
        self.owner = owner
    }

    /// A number of the model as Swift: its expression when the file writes one there, else its value.
    /// `precedence`: of the operator around it, so an expression is parenthesised where it needs to be.
    func number(_ value: Double, _ node: ModelPath.Node, _ field: String, precedence: Int = 3) -> String {
        guard let expression = expressions[ModelPath(owner, node, field: field)] else { return literal(value) }
        return ExpressionEmitter.swift(expression, precedence: precedence)
    }

    /// The same number where a `Double` is needed: a literal as it is, an expression (a `CGFloat`) converted.
    func double(_ value: Double, _ node: ModelPath.Node, _ field: String) -> String {
        let text = number(value, node, field, precedence: 0)
        return expressions[ModelPath(owner, node, field: field)] == nil ? text : "Double(\(text))"
    }

    /// An inset of one edge: written for that edge, else for all four (`contentInsets: "gutter"`), else its value.
    func inset(_ value: Double, _ node: ModelPath.Node, _ key: String, _ edge: DirectionalEdge, precedence: Int = 3)
        -> String
    {
        let field = "\(key).\(edge.rawValue)"
        return expressions[ModelPath(owner, node, field: field)] != nil
            ? number(value, node, field, precedence: precedence) : number(value, node, key, precedence: precedence)
    }

    /// Whether the file writes an expression at `key` of a node, or below it (`contentInsets.leading`): its value
    /// in the reference environment may be 0 where other environments' is not, so generated code sets it anyway.
    func writes(_ node: ModelPath.Node, _ key: String) -> Bool {
        expressions.keys.contains {
            $0.owner == owner && $0.node == node && ($0.field == key || $0.field?.hasPrefix(key + ".") == true)
        }
    }

    /// `item`, then `item2`, `item3`, ...
    mutating func name(_ base: String) -> String {
        let count = (used[base] ?? 0) + 1
        used[base] = count
        return count == 1 ? base : "\(base)\(count)"
    }

    /// `extent` less two insets of `key` (`leading` and `trailing`, say), as the v1 `minus` writes it when both are
    /// numbers; with an expression, `(extent - (a + b))`.
    func minusInsets(
        _ extent: String, _ insets: EdgeInsets, _ node: ModelPath.Node, _ key: String,
        _ edges: (DirectionalEdge, DirectionalEdge)
    ) -> String {
        let written = [edges.0, edges.1].filter {
            expressions[ModelPath(owner, node, field: "\(key).\($0.rawValue)")] != nil
                || expressions[ModelPath(owner, node, field: key)] != nil
        }
        guard !written.isEmpty else { return minus(extent, insets[edges.0] + insets[edges.1]) }
        let terms = [edges.0, edges.1].map { inset(insets[$0], node, key, $0, precedence: 1) }.filter { $0 != "0" }
        return "(\(extent) - \(terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " + ") + ")"))"
    }

    func dimension(_ dimension: LayoutDimension, _ node: ModelPath.Node, _ field: String) -> String {
        let value = number(dimension.value, node, field, precedence: 0)
        switch dimension {
        case .uniformAcrossSiblings: return ".uniformAcrossSiblings(estimate: \(value))"
        default: return ".\(dimension.kindName)(\(value))"
        }
    }

    func size(_ size: LayoutSize, _ node: ModelPath.Node) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.width, node, "width")), heightDimension: "
            + "\(dimension(size.height, node, "height")))"
    }

    func insets(_ insets: EdgeInsets, _ node: ModelPath.Node, _ key: String = "contentInsets") -> String {
        let edges = DirectionalEdge.allCases.map {
            "\($0.rawValue): \(inset(insets[$0], node, key, $0, precedence: 0))"
        }
        return "NSDirectionalEdgeInsets(\(edges.joined(separator: ", ")))"
    }

    func spacing(_ spacing: LayoutSpacing?, _ node: ModelPath.Node, _ field: String) -> String {
        switch spacing {
        case let .fixed(value)?: return ".fixed(\(number(value, node, field, precedence: 0)))"
        case let .flexible(value)?: return ".flexible(\(number(value, node, field, precedence: 0)))"
        case nil: return "nil"
        }
    }

    func edgeSpacing(_ spacing: EdgeSpacing, _ node: ModelPath.Node) -> String {
        func edge(_ value: LayoutSpacing?, _ name: String) -> String {
            self.spacing(value, node, "edgeSpacing.\(name)")
        }
        return "NSCollectionLayoutEdgeSpacing(leading: \(edge(spacing.leading, "leading")), top: "
            + "\(edge(spacing.top, "top")), trailing: \(edge(spacing.trailing, "trailing")), bottom: "
            + "\(edge(spacing.bottom, "bottom")))"
    }

    func anchor(_ anchor: LayoutAnchor, _ node: ModelPath.Node, _ key: String) -> String {
        let edges = DirectionalEdge.allCases.filter(anchor.edges.contains).map { ".\($0.rawValue)" }.joined(
            separator: ", ")
        func point(_ point: Point) -> String {
            "CGPoint(x: \(number(point.x, node, key + ".x", precedence: 0)), y: "
                + "\(number(point.y, node, key + ".y", precedence: 0)))"
        }
        switch anchor.offset {
        case let .absolute(offset)?:
            return "NSCollectionLayoutAnchor(edges: [\(edges)], absoluteOffset: \(point(offset)))"
        case let .fractional(offset)?:
            return "NSCollectionLayoutAnchor(edges: [\(edges)], fractionalOffset: \(point(offset)))"
        case nil: return "NSCollectionLayoutAnchor(edges: [\(edges)])"
        }
    }

    /// The length a dimension resolves to against `container`, as a Swift expression the app evaluates: the
    /// model's ``LayoutDimension/resolution``, as the engine resolves it in points.
    func length(_ dimension: LayoutDimension, in container: Extent, _ node: ModelPath.Node, _ field: String)
        -> String
    {
        let value = number(dimension.value, node, field, precedence: 2)
        switch dimension.resolution {
        case let .fraction(fraction, of: axis):
            return value == "1" && fraction == 1 ? container[axis] : "\(value) * \(container[axis])"
        case let .points(points): return number(points, node, field, precedence: 0)
        }
    }

    /// Emits a subitem and returns the name of its variable. `override` is the length a
    /// `repeatingSubitem:count:` group gives it along its axis.
    mutating func subitem(
        _ subitem: GroupSubitem, path: [Int], container: Extent, override: (axis: Axis, length: String)?,
        into out: inout SwiftWriter
    ) -> String {
        let node = ModelPath.Node.group(path)
        switch subitem {
        case let .item(item):
            var size = self.size(item.size, node)
            if let override { size = overridden(item.size, node, override) }
            let badges = item.supplementaries.enumerated().map {
                supplementary($1, .supplementary(group: path, index: $0), into: &out)
            }
            let name = self.name("item")
            if badges.isEmpty {
                out.line("let \(name) = NSCollectionLayoutItem(layoutSize: \(size))")
            } else {
                out.line(
                    "let \(name) = NSCollectionLayoutItem(layoutSize: \(size), supplementaryItems: "
                        + "[\(badges.joined(separator: ", "))])"
                )
            }
            if item.contentInsets != .zero || writes(node, "contentInsets") {
                out.line("\(name).contentInsets = \(insets(item.contentInsets, node))")
            }
            if let spacing = item.edgeSpacing { out.line("\(name).edgeSpacing = \(edgeSpacing(spacing, node))") }
            return name
        case let .group(.standard(group)):
            return standardGroup(group, path: path, container: container, override: override, into: &out)
        case let .group(.masonry(group)):
            return masonry(group, node, container: container, into: &out)
        case let .group(.flow(group)):
            return flow(group, node, container: container, into: &out)
        case .group(.custom):
            preconditionFailure("CodeGenerator.generate() refuses custom groups written in Swift first")
        }
    }

    private func overridden(_ size: LayoutSize, _ node: ModelPath.Node, _ override: (axis: Axis, length: String))
        -> String
    {
        let width =
            override.axis == .horizontal ? ".absolute(\(override.length))" : dimension(size.width, node, "width")
        let height =
            override.axis == .vertical ? ".absolute(\(override.length))" : dimension(size.height, node, "height")
        return "NSCollectionLayoutSize(widthDimension: \(width), heightDimension: \(height))"
    }

    private mutating func standardGroup(
        _ group: StandardGroup, path: [Int], container: Extent, override: (axis: Axis, length: String)?,
        into out: inout SwiftWriter
    ) -> String {
        let axis = group.axis
        let node = ModelPath.Node.group(path)
        // The group's size and content size as expressions, for subitems that need lengths.
        var extent = Extent(
            width: length(group.size.width, in: container, node, "width"),
            height: length(group.size.height, in: container, node, "height"))
        if let override {
            extent = Extent.along(
                override.axis, override.length, cross: extent[override.axis == .horizontal ? .vertical : .horizontal])
        }
        let insets = group.contentInsets
        let content = Extent(
            width: group.size.width.isEstimated
                ? extent.width : minusInsets(extent.width, insets, node, "contentInsets", (.leading, .trailing)),
            height: group.size.height.isEstimated
                ? extent.height : minusInsets(extent.height, insets, node, "contentInsets", (.top, .bottom)))
        let size = override.map { overridden(group.size, node, $0) } ?? self.size(group.size, node)
        let builder = axis == .horizontal ? "horizontal" : "vertical"
        let declaration: String
        switch group.content {
        case let .subitems(subitems):
            let names = subitems.enumerated().map {
                self.subitem($1, path: path + [$0], container: content, override: nil, into: &out)
            }
            declaration =
                "NSCollectionLayoutGroup.\(builder)(layoutSize: \(size), subitems: [\(names.joined(separator: ", "))])"
        case let .repeating(child, count):
            let spacing = double(group.interItemSpacing?.value ?? 0, node, "interItemSpacing")
            let columns: String
            switch count {
            case let .fixed(n):
                let written = number(Double(n), node, "count", precedence: 0)
                columns = written == literal(Double(n)) ? written : "Int(\(written))"
            case let .adaptive(minimum):
                columns = name("columns")
                out.line(
                    "let \(columns) = LayoutArithmetic.columnCount(.adaptive(minimum: "
                        + "\(double(minimum, node, "count"))), in: Double(\(content[axis])), spacing: \(spacing))")
            }
            if generator.repeatsKeepingSize {
                // repeatingSubitem keeps the subitem's size: give it the equal share subitem:count: would.
                let slot = name("share")
                out.line(
                    "let \(slot) = LayoutArithmetic.equalShare(of: Double(\(content[axis])), count: \(columns), "
                        + "spacing: \(spacing))")
                let container = name("childContainer")
                let childNode = ModelPath.Node.group(path + [0])
                let edgeKeys = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
                let edges = child.edgeSpacingLengths(along: axis)
                let edgeTexts = [(edges.before, edgeKeys.0), (edges.after, edgeKeys.1)].map {
                    number($0.0, childNode, "edgeSpacing.\($0.1)", precedence: 1)
                }
                let childContainer = Extent(
                    width: "CGFloat(\(container).width)", height: "CGFloat(\(container).height)")
                // The subitem is emitted first so that the container is declared only when it is used.
                var childLines = SwiftWriter()
                let slotLength =
                    edgeTexts == [literal(edges.before), literal(edges.after)]
                    ? minus("CGFloat(\(slot))", edges.before + edges.after)
                    : "(CGFloat(\(slot)) - (\(edgeTexts.joined(separator: " + "))))"
                let childName = subitem(
                    child, path: path + [0], container: childContainer, override: (axis, slotLength),
                    into: &childLines)
                if childLines.text.contains("\(container).") {
                    out.line(
                        "let \(container) = LayoutArithmetic.countChildContainer(content: (Double(\(content.width)), "
                            + "Double(\(content.height))), count: \(columns), spacing: \(spacing), "
                            + "horizontal: \(axis == .horizontal))")
                }
                out.lines(String(childLines.text.dropLast()))
                declaration =
                    "NSCollectionLayoutGroup.\(builder)(layoutSize: \(size), repeatingSubitem: \(childName), count: "
                    + "\(columns))"
            } else {
                let childName = subitem(child, path: path + [0], container: content, override: nil, into: &out)
                declaration =
                    "NSCollectionLayoutGroup.\(builder)(layoutSize: \(size), subitem: \(childName), count: \(columns))"
            }
        }
        let name = self.name("group")
        out.line("let \(name) = \(declaration)")
        if let spacing = group.interItemSpacing {
            out.line("\(name).interItemSpacing = \(self.spacing(spacing, node, "interItemSpacing"))")
        }
        if group.contentInsets != .zero || writes(node, "contentInsets") {
            out.line("\(name).contentInsets = \(self.insets(group.contentInsets, node))")
        }
        if let spacing = group.edgeSpacing { out.line("\(name).edgeSpacing = \(edgeSpacing(spacing, node))") }
        if !group.supplementaries.isEmpty {
            let badges = group.supplementaries.enumerated().map {
                supplementary($1, .supplementary(group: path, index: $0), into: &out)
            }
            out.line("\(name).supplementaryItems = [\(badges.joined(separator: ", "))]")
        }
        return name
    }

    private mutating func masonry(
        _ group: MasonryGroup, _ node: ModelPath.Node, container: Extent, into out: inout SwiftWriter
    ) -> String {
        let arrangement = name("masonry")
        let columns: String
        switch group.columns {
        case let .fixed(n):
            let written = number(Double(n), node, "columns", precedence: 0)
            columns = ".fixed(\(written == literal(Double(n)) ? written : "Int(\(written))"))"
        case let .adaptive(minimum): columns = ".adaptive(minimum: \(double(minimum, node, "columns")))"
        }
        // A stated height wins, resolved against a column width square (its fractions of the
        // column's width); without one the app's height is the measured one (a square when
        // nothing was measured), as in the engine.
        let height: String
        switch group.itemHeight?.resolution {
        case nil: height = "itemSizes[index].height > 0 ? Double(itemSizes[index].height) : columnWidth"
        case let .fraction(fraction, of: _)?:
            height = "\(double(fraction, node, "itemHeight")) * columnWidth"
        case let .points(points)?: height = double(points, node, "itemHeight")
        }
        out.line("let \(arrangement) = LayoutArithmetic.masonry(")
        out.line(
            "    itemCount: itemSizes.count, width: Double(\(length(group.width, in: container, node, "width"))), "
                + "insets: \(arithmeticInsets(group.contentInsets, node)),")
        out.line(
            "    columns: \(columns), columnSpacing: \(double(group.columnSpacing, node, "columnSpacing")), "
                + "itemSpacing: \(double(group.itemSpacing, node, "itemSpacing"))")
        out.line(") { index, columnWidth in \(height) }")
        return customGroup(group.width, node, arrangement: arrangement, into: &out)
    }

    private mutating func flow(
        _ group: FlowGroup, _ node: ModelPath.Node, container: Extent, into out: inout SwiftWriter
    ) -> String {
        let arrangement = name("flow")
        let height: String
        if group.itemHeight.isEstimated {
            height = "$0.height > 0 ? Double($0.height) : \(double(group.itemHeight.value, node, "itemHeight"))"
        } else {
            height = "Double(\(length(group.itemHeight, in: container, node, "itemHeight")))"
        }
        out.line("let \(arrangement) = LayoutArithmetic.flow(")
        out.line(
            "    itemSizes: itemSizes.map { (width: $0.width > 0 ? Double($0.width) : "
                + "\(double(group.estimatedItemWidth, node, "estimatedItemWidth")), height: \(height)) },")
        out.line(
            "    width: Double(\(length(group.width, in: container, node, "width"))), insets: "
                + "\(arithmeticInsets(group.contentInsets, node)), "
                + "alignment: .\(group.alignment.rawValue),")
        out.line(
            "    itemSpacing: \(double(group.itemSpacing, node, "itemSpacing")), lineSpacing: "
                + "\(double(group.lineSpacing, node, "lineSpacing")))")
        return customGroup(group.width, node, arrangement: arrangement, into: &out)
    }

    /// A custom group of an arrangement's frames, as tall as the arrangement.
    private mutating func customGroup(
        _ width: LayoutDimension, _ node: ModelPath.Node, arrangement: String, into out: inout SwiftWriter
    ) -> String {
        let name = self.name("group")
        out.line(
            "let \(name) = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: "
                + "\(dimension(width, node, "width")), heightDimension: .absolute(CGFloat(\(arrangement).height)))) "
                + "{ _ in customItems(\(arrangement)) }")
        return name
    }

    private func arithmeticInsets(_ insets: EdgeInsets, _ node: ModelPath.Node) -> String {
        let edges = DirectionalEdge.allCases.map { edge in
            let text = inset(insets[edge], node, "contentInsets", edge, precedence: 0)
            return "\(edge.rawValue): \(text == literal(insets[edge]) ? text : "Double(\(text))")"
        }
        return "LayoutArithmetic.Insets(\(edges.joined(separator: ", ")))"
    }

    mutating func supplementary(_ item: SupplementaryItem, _ node: ModelPath.Node, into out: inout SwiftWriter)
        -> String
    {
        let name = self.name(generator.swiftIdentifier(item.kind.rawValue))
        let container = anchor(item.containerAnchor, node, "anchor")
        let anchors =
            item.itemAnchor.map { ", containerAnchor: \(container), itemAnchor: \(anchor($0, node, "itemAnchor"))" }
            ?? ", containerAnchor: \(container)"
        out.line(
            "let \(name) = NSCollectionLayoutSupplementaryItem(layoutSize: \(size(item.size, node)), elementKind: "
                + "\(generator.kindExpression(item.kind))\(anchors))"
        )
        if let zIndex = item.zIndex { out.line("\(name).zIndex = \(zIndex)") }
        return name
    }

    mutating func boundaryItem(_ item: BoundaryItem, _ node: ModelPath.Node, into out: inout SwiftWriter) -> String {
        let name = self.name(generator.swiftIdentifier(item.kind.rawValue))
        let x = number(item.absoluteOffset.x, node, "absoluteOffset.x", precedence: 0)
        let y = number(item.absoluteOffset.y, node, "absoluteOffset.y", precedence: 0)
        let offset = x == "0" && y == "0" ? "" : ", absoluteOffset: CGPoint(x: \(x), y: \(y))"
        out.line(
            "let \(name) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size(item.size, node)), "
                + "elementKind: \(generator.kindExpression(item.kind)), alignment: "
                + ".\(item.alignment.rawValue)\(offset))"
        )
        if item.pinToVisibleBounds { out.line("\(name).pinToVisibleBounds = true") }
        if !item.extendsBoundary { out.line("\(name).extendsBoundary = false") }
        if let zIndex = item.zIndex { out.line("\(name).zIndex = \(zIndex)") }
        if item.contentInsets != .zero || writes(node, "contentInsets") {
            out.line("\(name).contentInsets = \(insets(item.contentInsets, node))")
        }
        return name
    }
}
