import TrellisModel

/// Emits the items, groups and supplementary items of one section content, naming each once.
struct NodeEmitter {
    let generator: CodeGenerator
    let prefix: String
    private var used: [String: Int] = [:]

    init(generator: CodeGenerator, prefix: String) {
        self.generator = generator
        self.prefix = prefix
    }

    /// A number of the model as Swift: its expression when the file writes one there, else its value.
    /// `precedence`: of the operator around it, so an expression is parenthesised where it needs to be.
    func number(_ number: LayoutNumber, precedence: Int = 3) -> String {
        guard let expression = number.expression else { return literal(number.value) }
        return ExpressionEmitter.swift(expression, precedence: precedence)
    }

    /// The same number where a `Double` is needed: a literal as it is, an expression (a `CGFloat`) converted.
    func double(_ number: LayoutNumber) -> String {
        let text = self.number(number, precedence: 0)
        return number.expression == nil ? text : "Double(\(text))"
    }

    /// `item`, then `item2`, `item3`, ...
    mutating func name(_ base: String) -> String {
        let count = (used[base] ?? 0) + 1
        used[base] = count
        return count == 1 ? base : "\(base)\(count)"
    }

    /// `extent` less two insets (`leading` and `trailing`, say), as the v1 `minus` writes it when both are numbers;
    /// with an expression, `(extent - (a + b))`.
    func minusInsets(_ extent: String, _ insets: LayoutInsets, _ edges: (DirectionalEdge, DirectionalEdge)) -> String {
        let pair = [insets[edges.0], insets[edges.1]]
        guard pair.contains(where: { $0.expression != nil }) else {
            return minus(extent, pair[0].value + pair[1].value)
        }
        let terms = pair.map { number($0, precedence: 1) }.filter { $0 != "0" }
        return "(\(extent) - \(terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " + ") + ")"))"
    }

    func dimension(_ dimension: LayoutDimension) -> String {
        let value = number(dimension.number, precedence: 0)
        switch dimension {
        case .uniformAcrossSiblings: return ".uniformAcrossSiblings(estimate: \(value))"
        default: return ".\(dimension.kindName)(\(value))"
        }
    }

    func size(_ size: LayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.width)), heightDimension: "
            + "\(dimension(size.height)))"
    }

    func insets(_ insets: LayoutInsets) -> String {
        let edges = DirectionalEdge.allCases.map { "\($0.rawValue): \(number(insets[$0], precedence: 0))" }
        return "NSDirectionalEdgeInsets(\(edges.joined(separator: ", ")))"
    }

    func spacing(_ spacing: LayoutSpacing?) -> String {
        switch spacing {
        case let .fixed(value)?: return ".fixed(\(number(value, precedence: 0)))"
        case let .flexible(value)?: return ".flexible(\(number(value, precedence: 0)))"
        case nil: return "nil"
        }
    }

    func edgeSpacing(_ spacing: EdgeSpacing) -> String {
        "NSCollectionLayoutEdgeSpacing(leading: \(self.spacing(spacing.leading)), top: "
            + "\(self.spacing(spacing.top)), trailing: \(self.spacing(spacing.trailing)), bottom: "
            + "\(self.spacing(spacing.bottom)))"
    }

    func anchor(_ anchor: LayoutAnchor) -> String {
        let edges = DirectionalEdge.allCases.filter(anchor.edges.contains).map { ".\($0.rawValue)" }.joined(
            separator: ", ")
        func point(_ point: LayoutPoint) -> String {
            "CGPoint(x: \(number(point.x, precedence: 0)), y: \(number(point.y, precedence: 0)))"
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
    func length(_ dimension: LayoutDimension, in container: Extent) -> String {
        let value = number(dimension.number, precedence: 2)
        switch dimension.resolution {
        case let .fraction(fraction, of: axis):
            return value == "1" && fraction == 1 ? container[axis] : "\(value) * \(container[axis])"
        case .points: return number(dimension.number, precedence: 0)
        }
    }

    /// Emits a subitem and returns the name of its variable. `override` is the length a
    /// `repeatingSubitem:count:` group gives it along its axis.
    mutating func subitem(
        _ subitem: GroupSubitem, path: [Int], container: Extent, override: (axis: Axis, length: String)?,
        into out: inout SwiftWriter
    ) -> String {
        switch subitem {
        case let .item(item):
            var size = self.size(item.size)
            if let override { size = overridden(item.size, override) }
            let badges = item.supplementaries.map { supplementary($0, into: &out) }
            let name = self.name("item")
            if badges.isEmpty {
                out.line("let \(name) = NSCollectionLayoutItem(layoutSize: \(size))")
            } else {
                out.line(
                    "let \(name) = NSCollectionLayoutItem(layoutSize: \(size), supplementaryItems: "
                        + "[\(badges.joined(separator: ", "))])"
                )
            }
            if item.contentInsets != .zero {
                out.line("\(name).contentInsets = \(insets(item.contentInsets))")
            }
            if let spacing = item.edgeSpacing { out.line("\(name).edgeSpacing = \(edgeSpacing(spacing))") }
            return name
        case let .group(.standard(group)):
            return standardGroup(group, path: path, container: container, override: override, into: &out)
        case let .group(.masonry(group)):
            return masonry(group, container: container, into: &out)
        case let .group(.flow(group)):
            return flow(group, container: container, into: &out)
        case .group(.custom):
            preconditionFailure("CodeGenerator.generate() refuses custom groups written in Swift first")
        }
    }

    private func overridden(_ size: LayoutSize, _ override: (axis: Axis, length: String)) -> String {
        let width = override.axis == .horizontal ? ".absolute(\(override.length))" : dimension(size.width)
        let height = override.axis == .vertical ? ".absolute(\(override.length))" : dimension(size.height)
        return "NSCollectionLayoutSize(widthDimension: \(width), heightDimension: \(height))"
    }

    private mutating func standardGroup(
        _ group: StandardGroup, path: [Int], container: Extent, override: (axis: Axis, length: String)?,
        into out: inout SwiftWriter
    ) -> String {
        let axis = group.axis
        // The group's size and content size as expressions, for subitems that need lengths.
        var extent = Extent(
            width: length(group.size.width, in: container), height: length(group.size.height, in: container))
        if let override {
            extent = Extent.along(
                override.axis, override.length, cross: extent[override.axis == .horizontal ? .vertical : .horizontal])
        }
        let insets = group.contentInsets
        let content = Extent(
            width: group.size.width.isEstimated
                ? extent.width : minusInsets(extent.width, insets, (.leading, .trailing)),
            height: group.size.height.isEstimated
                ? extent.height : minusInsets(extent.height, insets, (.top, .bottom)))
        let size = override.map { overridden(group.size, $0) } ?? self.size(group.size)
        let builder = "NSCollectionLayoutGroup.\(axis == .horizontal ? "horizontal" : "vertical")(layoutSize: \(size)"
        let declaration: String
        switch group.content {
        case let .subitems(subitems):
            let names = subitems.enumerated().map {
                self.subitem($1, path: path + [$0], container: content, override: nil, into: &out)
            }
            declaration = "\(builder), subitems: [\(names.joined(separator: ", "))])"
        case let .repeating(child, count):
            declaration = counted(child, count: count, of: group, path: path, content: content, builder, into: &out)
        case let .copies(child, count):
            // Each copy keeps the subitem's own size, so nothing overrides it (Docs/Semantics.md §4.10).
            let childName = subitem(child, path: path + [0], container: content, override: nil, into: &out)
            declaration = "\(builder), repeatingSubitem: \(childName), count: \(wholeNumber(count)))"
        }
        let name = self.name("group")
        out.line("let \(name) = \(declaration)")
        if let spacing = group.interItemSpacing {
            out.line("\(name).interItemSpacing = \(self.spacing(spacing))")
        }
        if group.contentInsets != .zero {
            out.line("\(name).contentInsets = \(self.insets(group.contentInsets))")
        }
        if let spacing = group.edgeSpacing { out.line("\(name).edgeSpacing = \(edgeSpacing(spacing))") }
        if !group.supplementaries.isEmpty {
            let badges = group.supplementaries.map { supplementary($0, into: &out) }
            out.line("\(name).supplementaryItems = [\(badges.joined(separator: ", "))]")
        }
        return name
    }

    /// A whole number as Swift's `Int`: a literal, or an expression (a `CGFloat`) converted.
    private func wholeNumber(_ number: LayoutNumber) -> String {
        number.expression == nil ? literal(number.value) : "Int(\(self.number(number, precedence: 0)))"
    }

    /// The call that builds a `count` group (`builder` is the factory up to its layout size): `subitem:count:`, or
    /// from iOS 16 `repeatingSubitem:count:` with the subitem given the equal share `subitem:count:` would.
    private mutating func counted(
        _ child: GroupSubitem, count: ItemCount, of group: StandardGroup, path: [Int], content: Extent,
        _ builder: String, into out: inout SwiftWriter
    ) -> String {
        let axis = group.axis
        let spacing = double(group.interItemSpacing?.number ?? 0)
        let columns: String
        switch count {
        case let .fixed(n): columns = wholeNumber(n)
        case let .adaptive(minimum):
            columns = name("columns")
            out.line(
                "let \(columns) = LayoutArithmetic.columnCount(.adaptive(minimum: "
                    + "\(double(minimum))), in: Double(\(content[axis])), spacing: \(spacing))")
        }
        guard generator.repeatsKeepingSize else {
            let childName = subitem(child, path: path + [0], container: content, override: nil, into: &out)
            return "\(builder), subitem: \(childName), count: \(columns))"
        }
        // repeatingSubitem keeps the subitem's size: give it the equal share subitem:count: would.
        let slot = name("share")
        out.line(
            "let \(slot) = LayoutArithmetic.equalShare(of: Double(\(content[axis])), count: \(columns), "
                + "spacing: \(spacing))")
        let container = name("childContainer")
        let edges = child.edgeSpacingLengths(along: axis)
        let edgeTexts = [child.edgeSpacing?.before(axis), child.edgeSpacing?.after(axis)].map {
            number($0?.number ?? 0, precedence: 1)
        }
        let childContainer = Extent(width: "CGFloat(\(container).width)", height: "CGFloat(\(container).height)")
        // The subitem is emitted first so that the container is declared only when it is used.
        var childLines = SwiftWriter()
        let slotLength =
            edgeTexts == [literal(edges.before), literal(edges.after)]
            ? minus("CGFloat(\(slot))", edges.before + edges.after)
            : "(CGFloat(\(slot)) - (\(edgeTexts.joined(separator: " + "))))"
        let childName = subitem(
            child, path: path + [0], container: childContainer, override: (axis, slotLength), into: &childLines)
        if readsMember(of: container, in: childLines.text) {
            out.line(
                "let \(container) = LayoutArithmetic.countChildContainer(content: (Double(\(content.width)), "
                    + "Double(\(content.height))), count: \(columns), spacing: \(spacing), "
                    + "horizontal: \(axis == .horizontal))")
        }
        out.lines(String(childLines.text.dropLast()))
        return "\(builder), repeatingSubitem: \(childName), count: \(columns))"
    }

    private mutating func masonry(_ group: MasonryGroup, container: Extent, into out: inout SwiftWriter) -> String {
        let arrangement = name("masonry")
        let columns: String
        switch group.columns {
        case let .fixed(n): columns = ".fixed(\(wholeNumber(n)))"
        case let .adaptive(minimum): columns = ".adaptive(minimum: \(double(minimum)))"
        }
        // A stated height wins, resolved against a column width square (its fractions of the
        // column's width); without one the app's height is the measured one (a square when
        // nothing was measured), as in the engine.
        let height: String
        switch (group.itemHeight?.resolution, group.itemHeight?.number) {
        case let (.fraction?, number?): height = "\(double(number)) * columnWidth"
        case let (.points?, number?): height = double(number)
        default: height = "itemSizes[index].height > 0 ? Double(itemSizes[index].height) : columnWidth"
        }
        out.line("let \(arrangement) = LayoutArithmetic.masonry(")
        out.line(
            "    itemCount: itemSizes.count, width: Double(\(length(group.width, in: container))), "
                + "insets: \(arithmeticInsets(group.contentInsets)),")
        out.line(
            "    columns: \(columns), columnSpacing: \(double(group.columnSpacing)), "
                + "itemSpacing: \(double(group.itemSpacing))")
        out.line(") { index, columnWidth in \(height) }")
        return customGroup(group.width, arrangement: arrangement, into: &out)
    }

    private mutating func flow(_ group: FlowGroup, container: Extent, into out: inout SwiftWriter) -> String {
        let arrangement = name("flow")
        let height: String
        if group.itemHeight.isEstimated {
            height = "$0.height > 0 ? Double($0.height) : \(double(group.itemHeight.number))"
        } else {
            height = "Double(\(length(group.itemHeight, in: container)))"
        }
        out.line("let \(arrangement) = LayoutArithmetic.flow(")
        out.line(
            "    itemSizes: itemSizes.map { (width: $0.width > 0 ? Double($0.width) : "
                + "\(double(group.estimatedItemWidth)), height: \(height)) },")
        out.line(
            "    width: Double(\(length(group.width, in: container))), insets: "
                + "\(arithmeticInsets(group.contentInsets)), "
                + "alignment: .\(group.alignment.rawValue),")
        out.line(
            "    itemSpacing: \(double(group.itemSpacing)), lineSpacing: "
                + "\(double(group.lineSpacing)))")
        return customGroup(group.width, arrangement: arrangement, into: &out)
    }

    /// A custom group of an arrangement's frames, as tall as the arrangement.
    private mutating func customGroup(
        _ width: LayoutDimension, arrangement: String, into out: inout SwiftWriter
    ) -> String {
        let name = self.name("group")
        out.line(
            "let \(name) = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: "
                + "\(dimension(width)), heightDimension: .absolute(CGFloat(\(arrangement).height)))) "
                + "{ _ in customItems(\(arrangement)) }")
        return name
    }

    private func arithmeticInsets(_ insets: LayoutInsets) -> String {
        let edges = DirectionalEdge.allCases.map { "\($0.rawValue): \(double(insets[$0]))" }
        return "LayoutArithmetic.Insets(\(edges.joined(separator: ", ")))"
    }

    mutating func supplementary(_ item: SupplementaryItem, into out: inout SwiftWriter) -> String {
        let name = self.name(generator.swiftIdentifier(item.kind.rawValue))
        let container = anchor(item.containerAnchor)
        let anchors =
            item.itemAnchor.map { ", containerAnchor: \(container), itemAnchor: \(anchor($0))" }
            ?? ", containerAnchor: \(container)"
        out.line(
            "let \(name) = NSCollectionLayoutSupplementaryItem(layoutSize: \(size(item.size)), elementKind: "
                + "\(generator.kindExpression(item.kind))\(anchors))"
        )
        if let zIndex = item.zIndex { out.line("\(name).zIndex = \(zIndex)") }
        return name
    }

    mutating func boundaryItem(_ item: BoundaryItem, into out: inout SwiftWriter) -> String {
        let name = self.name(generator.swiftIdentifier(item.kind.rawValue))
        let x = number(item.absoluteOffset.x, precedence: 0)
        let y = number(item.absoluteOffset.y, precedence: 0)
        let offset = x == "0" && y == "0" ? "" : ", absoluteOffset: CGPoint(x: \(x), y: \(y))"
        out.line(
            "let \(name) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size(item.size)), "
                + "elementKind: \(generator.kindExpression(item.kind)), alignment: "
                + ".\(item.alignment.rawValue)\(offset))"
        )
        if item.pinToVisibleBounds { out.line("\(name).pinToVisibleBounds = true") }
        if !item.extendsBoundary { out.line("\(name).extendsBoundary = false") }
        if let zIndex = item.zIndex { out.line("\(name).zIndex = \(zIndex)") }
        if item.contentInsets != .zero {
            out.line("\(name).contentInsets = \(insets(item.contentInsets))")
        }
        return name
    }
}
