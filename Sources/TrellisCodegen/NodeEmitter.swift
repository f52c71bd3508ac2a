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

    /// `item`, then `item2`, `item3`, ...
    mutating func name(_ base: String) -> String {
        let count = (used[base] ?? 0) + 1
        used[base] = count
        return count == 1 ? base : "\(base)\(count)"
    }

    func dimension(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case let .uniformAcrossSiblings(estimate): return ".uniformAcrossSiblings(estimate: \(literal(estimate)))"
        default: return ".\(dimension.kindName)(\(literal(dimension.value)))"
        }
    }

    func size(_ size: LayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.width)), heightDimension: \(dimension(size.height)))"
    }

    func insets(_ insets: EdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(literal(insets.top)), leading: \(literal(insets.leading)), bottom: "
            + "\(literal(insets.bottom)), trailing: \(literal(insets.trailing)))"
    }

    func spacing(_ spacing: LayoutSpacing?) -> String {
        switch spacing {
        case let .fixed(value)?: return ".fixed(\(literal(value)))"
        case let .flexible(value)?: return ".flexible(\(literal(value)))"
        case nil: return "nil"
        }
    }

    func edgeSpacing(_ spacing: EdgeSpacing) -> String {
        "NSCollectionLayoutEdgeSpacing(leading: \(self.spacing(spacing.leading)), top: \(self.spacing(spacing.top)), "
            + "trailing: \(self.spacing(spacing.trailing)), bottom: \(self.spacing(spacing.bottom)))"
    }

    func anchor(_ anchor: LayoutAnchor) -> String {
        let edges = DirectionalEdge.allCases.filter(anchor.edges.contains).map { ".\($0.rawValue)" }.joined(
            separator: ", ")
        switch anchor.offset {
        case let .absolute(point)?:
            return
                "NSCollectionLayoutAnchor(edges: [\(edges)], absoluteOffset: CGPoint(x: \(literal(point.x)), y: "
                + "\(literal(point.y))))"
        case let .fractional(point)?:
            return
                "NSCollectionLayoutAnchor(edges: [\(edges)], fractionalOffset: CGPoint(x: \(literal(point.x)), y: "
                + "\(literal(point.y))))"
        case nil: return "NSCollectionLayoutAnchor(edges: [\(edges)])"
        }
    }

    /// The length a dimension resolves to against `container`, as a Swift expression the app evaluates: the
    /// model's ``LayoutDimension/resolution``, as the engine resolves it in points.
    func length(_ dimension: LayoutDimension, in container: Extent) -> String {
        switch dimension.resolution {
        case let .fraction(fraction, of: axis):
            return fraction == 1 ? container[axis] : "\(literal(fraction)) * \(container[axis])"
        case let .points(points): return literal(points)
        }
    }

    /// Emits a subitem and returns the name of its variable. `override` is the length a
    /// `repeatingSubitem:count:` group gives it along its axis.
    mutating func subitem(
        _ subitem: GroupSubitem, container: Extent, override: (axis: Axis, length: String)?, into out: inout SwiftWriter
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
            if item.contentInsets != .zero { out.line("\(name).contentInsets = \(insets(item.contentInsets))") }
            if let spacing = item.edgeSpacing { out.line("\(name).edgeSpacing = \(edgeSpacing(spacing))") }
            return name
        case let .group(.standard(group)):
            return standardGroup(group, container: container, override: override, into: &out)
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
        _ group: StandardGroup, container: Extent, override: (axis: Axis, length: String)?, into out: inout SwiftWriter
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
            width: group.size.width.isEstimated ? extent.width : minus(extent.width, insets.leading + insets.trailing),
            height: group.size.height.isEstimated ? extent.height : minus(extent.height, insets.top + insets.bottom))
        let size = override.map { overridden(group.size, $0) } ?? self.size(group.size)
        let builder = axis == .horizontal ? "horizontal" : "vertical"
        let declaration: String
        switch group.content {
        case let .subitems(subitems):
            let names = subitems.map { self.subitem($0, container: content, override: nil, into: &out) }
            declaration =
                "NSCollectionLayoutGroup.\(builder)(layoutSize: \(size), subitems: [\(names.joined(separator: ", "))])"
        case let .repeating(child, count):
            let spacing = literal(group.interItemSpacing?.value ?? 0)
            let columns: String
            switch count {
            case let .fixed(n):
                columns = "\(n)"
            case let .adaptive(minimum):
                columns = name("columns")
                out.line(
                    "let \(columns) = LayoutArithmetic.columnCount(.adaptive(minimum: \(literal(minimum))), in: "
                        + "Double(\(content[axis])), spacing: \(spacing))")
            }
            if generator.repeatsKeepingSize {
                // repeatingSubitem keeps the subitem's size: give it the equal share subitem:count: would.
                let slot = name("share")
                out.line(
                    "let \(slot) = LayoutArithmetic.equalShare(of: Double(\(content[axis])), count: \(columns), "
                        + "spacing: \(spacing))")
                let container = name("childContainer")
                let edges = child.edgeSpacingLengths(along: axis)
                let childContainer = Extent(
                    width: "CGFloat(\(container).width)", height: "CGFloat(\(container).height)")
                // The subitem is emitted first so that the container is declared only when it is used.
                var childLines = SwiftWriter()
                let childName = subitem(
                    child, container: childContainer,
                    override: (axis, minus("CGFloat(\(slot))", edges.before + edges.after)),
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
                let childName = subitem(child, container: content, override: nil, into: &out)
                declaration =
                    "NSCollectionLayoutGroup.\(builder)(layoutSize: \(size), subitem: \(childName), count: \(columns))"
            }
        }
        let name = self.name("group")
        out.line("let \(name) = \(declaration)")
        if let spacing = group.interItemSpacing { out.line("\(name).interItemSpacing = \(self.spacing(spacing))") }
        if group.contentInsets != .zero { out.line("\(name).contentInsets = \(self.insets(group.contentInsets))") }
        if let spacing = group.edgeSpacing { out.line("\(name).edgeSpacing = \(edgeSpacing(spacing))") }
        if !group.supplementaries.isEmpty {
            let badges = group.supplementaries.map { supplementary($0, into: &out) }
            out.line("\(name).supplementaryItems = [\(badges.joined(separator: ", "))]")
        }
        return name
    }

    private mutating func masonry(_ group: MasonryGroup, container: Extent, into out: inout SwiftWriter) -> String {
        let arrangement = name("masonry")
        let columns: String
        switch group.columns {
        case let .fixed(n): columns = ".fixed(\(n))"
        case let .adaptive(minimum): columns = ".adaptive(minimum: \(literal(minimum)))"
        }
        // A stated height wins, resolved against a column width square (its fractions of the
        // column's width); without one the app's height is the measured one (a square when
        // nothing was measured), as in the engine.
        let height: String
        switch group.itemHeight?.resolution {
        case nil: height = "itemSizes[index].height > 0 ? Double(itemSizes[index].height) : columnWidth"
        case let .fraction(fraction, of: _)?: height = "\(literal(fraction)) * columnWidth"
        case let .points(points)?: height = literal(points)
        }
        out.line("let \(arrangement) = LayoutArithmetic.masonry(")
        out.line(
            "    itemCount: itemSizes.count, width: Double(\(length(group.width, in: container))), "
                + "insets: \(arithmeticInsets(group.contentInsets)),")
        out.line(
            "    columns: \(columns), columnSpacing: \(literal(group.columnSpacing)), "
                + "itemSpacing: \(literal(group.itemSpacing))")
        out.line(") { index, columnWidth in \(height) }")
        return customGroup(group.width, arrangement: arrangement, into: &out)
    }

    private mutating func flow(_ group: FlowGroup, container: Extent, into out: inout SwiftWriter) -> String {
        let arrangement = name("flow")
        let height: String
        if group.itemHeight.isEstimated {
            height = "$0.height > 0 ? Double($0.height) : \(literal(group.itemHeight.value))"
        } else {
            height = "Double(\(length(group.itemHeight, in: container)))"
        }
        out.line("let \(arrangement) = LayoutArithmetic.flow(")
        out.line(
            "    itemSizes: itemSizes.map { (width: $0.width > 0 ? Double($0.width) : "
                + "\(literal(group.estimatedItemWidth)), height: \(height)) },")
        out.line(
            "    width: Double(\(length(group.width, in: container))), insets: "
                + "\(arithmeticInsets(group.contentInsets)), "
                + "alignment: .\(group.alignment.rawValue),")
        out.line("    itemSpacing: \(literal(group.itemSpacing)), lineSpacing: \(literal(group.lineSpacing)))")
        return customGroup(group.width, arrangement: arrangement, into: &out)
    }

    /// A custom group of an arrangement's frames, as tall as the arrangement.
    private mutating func customGroup(_ width: LayoutDimension, arrangement: String, into out: inout SwiftWriter)
        -> String
    {
        let name = self.name("group")
        out.line(
            "let \(name) = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: "
                + "\(dimension(width)), heightDimension: .absolute(CGFloat(\(arrangement).height)))) { _ in "
                + "customItems(\(arrangement)) }")
        return name
    }

    private func arithmeticInsets(_ insets: EdgeInsets) -> String {
        "LayoutArithmetic.Insets(top: \(literal(insets.top)), leading: \(literal(insets.leading)), bottom: "
            + "\(literal(insets.bottom)), trailing: \(literal(insets.trailing)))"
    }

    mutating func supplementary(_ item: SupplementaryItem, into out: inout SwiftWriter) -> String {
        let name = self.name(generator.swiftIdentifier(item.kind.rawValue))
        let anchors =
            item.itemAnchor.map { ", containerAnchor: \(anchor(item.containerAnchor)), itemAnchor: \(anchor($0))" }
            ?? ", containerAnchor: \(anchor(item.containerAnchor))"
        out.line(
            "let \(name) = NSCollectionLayoutSupplementaryItem(layoutSize: \(size(item.size)), elementKind: "
                + "\(generator.kindExpression(item.kind))\(anchors))"
        )
        if let zIndex = item.zIndex { out.line("\(name).zIndex = \(zIndex)") }
        return name
    }

    mutating func boundaryItem(_ item: BoundaryItem, into out: inout SwiftWriter) -> String {
        let name = self.name(generator.swiftIdentifier(item.kind.rawValue))
        let offset =
            item.absoluteOffset == .zero
            ? ""
            : ", absoluteOffset: CGPoint(x: \(literal(item.absoluteOffset.x)), y: \(literal(item.absoluteOffset.y)))"
        out.line(
            "let \(name) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size(item.size)), elementKind: "
                + "\(generator.kindExpression(item.kind)), alignment: .\(item.alignment.rawValue)\(offset))"
        )
        if item.pinToVisibleBounds { out.line("\(name).pinToVisibleBounds = true") }
        if !item.extendsBoundary { out.line("\(name).extendsBoundary = false") }
        if let zIndex = item.zIndex { out.line("\(name).zIndex = \(zIndex)") }
        if item.contentInsets != .zero { out.line("\(name).contentInsets = \(insets(item.contentInsets))") }
        return name
    }
}
