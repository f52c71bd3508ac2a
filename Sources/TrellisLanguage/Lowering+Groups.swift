import TrellisCore
import TrellisModel
import TrellisSyntax

/// Groups, items and their supplementaries (`Grammar/Reference.md` §5).
extension Lowering {
    mutating func group(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> LayoutGroup? {
        guard let pairs = node.mapping else {
            typeMismatch(node, expected: "a mapping (group)", for: key)
            return nil
        }
        if let custom = pairs.first(where: { $0.key == "custom" }) {
            switch word(custom.value, "custom", among: ["masonry", "flow"]) {
            case "masonry": return masonryGroup(node, at: position).map(LayoutGroup.masonry)
            case "flow": return flowGroup(node, at: position).map(LayoutGroup.flow)
            default: return nil
            }
        }
        return standardGroup(node, at: position).map(LayoutGroup.standard)
    }

    private static let customGroupForbidden = [
        "axis": "a group has either 'axis' (a standard group) or 'custom' (a built-in custom group), not both"
    ]

    private mutating func standardGroup(_ node: SyntaxNode, at position: LoweringPosition) -> StandardGroup? {
        guard let fields = fields(node, Vocabulary.standardGroup) else { return nil }
        let axis = require(fields, "axis").flatMap { self.enumeration($0, "axis", as: Axis.self) }
        let size = layoutSize(fields, at: position, subitemsSelfSize: Self.estimatedAxes(ofSubitemsIn: fields))
        // Both say how many times the one subitem comes; only `count` resizes it.
        let repeats = exclusive(
            fields, ["count", "repeating"],
            reason: "'count' resizes its subitem to equal shares, 'repeating' copies it at its own size")
        let count = fields["count"].flatMap { self.count($0, "count", at: position) }
        let copies = fields.pair("repeating").flatMap { self.copiesCount($0, at: position) }
        let spacing = fields["interItemSpacing"].flatMap { self.spacing($0, "interItemSpacing", at: position) }
        let insets = fields["contentInsets"].flatMap { self.insets($0, "contentInsets", at: position) } ?? .zero
        let edgeSpacing = fields["edgeSpacing"].flatMap { self.edgeSpacing($0, "edgeSpacing", at: position) }
        let supplementaries =
            fields["supplementaries"].flatMap { self.supplementaries($0, "supplementaries", at: position) } ?? []
        let selfSizing = Axes { size?[$0].isEstimated == true }
        let subitems = subitems(fields, at: position.selfSizing(along: selfSizing))
        guard let axis, let size, let subitems, repeats.count < 2,
            let content = self.content(subitems, count: count, copies: copies, fields)
        else { return nil }
        return StandardGroup(
            axis: axis, size: size, content: content, interItemSpacing: spacing, contentInsets: insets,
            edgeSpacing: edgeSpacing, supplementaries: supplementaries)
    }

    /// What a standard group holds: its subitems, or the one subitem that `count` repeats or `repeating` copies.
    private mutating func content(
        _ subitems: NonEmpty<GroupSubitem>, count: ItemCount?, copies: LayoutNumber?, _ fields: Fields
    ) -> StandardGroup.Content? {
        guard let key = count != nil ? "count" : copies != nil ? "repeating" : nil else {
            return .subitems(subitems)
        }
        guard subitems.count == 1 else {
            let subitemsRange = fields.pair("subitems")?.keyRange ?? fields.node.range
            error(
                .invalidValue,
                "a group with '\(key)' \(count != nil ? "repeats" : "copies") exactly one subitem, but this one "
                    + "lists \(subitems.count)",
                at: subitemsRange,
                notes: fields[key].map { [DiagnosticNote("'\(key)' is stated here", at: $0.range)] } ?? [])
            return nil
        }
        if let count { return .repeating(subitems.first, count: count) }
        return copies.map { .copies(subitems.first, count: $0) }
    }

    /// `repeating` (version 2): how many copies, a whole number or an expression. `adaptive(...)` is refused: its
    /// columns are equal shares of the group, which copies at their own size are not.
    private mutating func copiesCount(_ pair: SyntaxPair, at position: LoweringPosition) -> LayoutNumber? {
        guard requireVersion2(pair) else { return nil }
        if let call = pair.value.scalar.flatMap({ Self.call($0.text) }), call.name == "adaptive" {
            error(
                .invalidValue,
                "'repeating' copies its subitem at its own size, so it takes a whole number or an expression; "
                    + "adaptive(...) divides the group into equal columns, which is 'count'",
                at: pair.value.range, fixIt: FixIt(range: pair.keyRange, replacement: "count"))
            return nil
        }
        guard case let .fixed(number)? = count(pair.value, "repeating", at: position) else { return nil }
        return number
    }

    /// `subitems: [...]` or the `item:` shorthand, exactly one of them.
    private mutating func subitems(_ fields: Fields, at position: LoweringPosition) -> NonEmpty<GroupSubitem>? {
        let stated = exclusive(
            fields, ["subitems", "item"], reason: "'item' is shorthand for a single-entry 'subitems'")
        guard let which = stated.first, let node = fields[which] else {
            error(
                .missingKey, "group is missing its subitems: add 'subitems' (a sequence) or 'item' (one item)",
                at: fields.node.range)
            return nil
        }
        if which == "item" {
            let only = position.descending(into: 0)
            recorder.groupNode(node, key: fields.pair("item"), at: only)
            return item(node, "item", at: only).map { NonEmpty(.item($0)) }
        }
        guard let entries = node.sequence else {
            typeMismatch(node, expected: "a sequence of subitems ({item: ...} or {group: ...})", for: "subitems")
            return nil
        }
        guard !entries.isEmpty else {
            error(.invalidValue, "'subitems' must list at least one item or group", at: node.range)
            return nil
        }
        let lowered = entries.enumerated().compactMap { index, entry in
            subitem(entry, at: position.descending(into: index))
        }
        guard lowered.count == entries.count else { return nil }
        return NonEmpty(lowered)
    }

    private mutating func subitem(_ node: SyntaxNode, at position: LoweringPosition) -> GroupSubitem? {
        guard let fields = fields(node, Vocabulary.subitem, key: "subitems") else { return nil }
        let stated = exclusive(fields, ["item", "group"], reason: "each subitem is one item or one group")
        guard let which = stated.first, let value = fields[which] else {
            error(.missingKey, "a subitem needs 'item' or 'group'", at: node.range)
            return nil
        }
        recorder.groupNode(value, key: fields.pair(which), at: position)
        return which == "item"
            ? item(value, "item", at: position).map(GroupSubitem.item)
            : group(value, "group", at: position).map(GroupSubitem.group)
    }

    private mutating func masonryGroup(_ node: SyntaxNode, at position: LoweringPosition) -> MasonryGroup? {
        guard let fields = fields(node, Vocabulary.masonryGroup, forbidden: Self.customGroupForbidden) else {
            return nil
        }
        let width = fields["width"].flatMap { self.dimension($0, "width", at: position) } ?? .fractionalWidth(1)
        let columns = require(fields, "columns").flatMap { self.count($0, "columns", at: position) }
        let columnSpacing =
            fields["columnSpacing"].flatMap { self.nonNegativeLayoutNumber($0, "columnSpacing", at: position) } ?? 0
        let itemSpacing =
            fields["itemSpacing"].flatMap { self.nonNegativeLayoutNumber($0, "itemSpacing", at: position) } ?? 0
        let itemHeight = fields["itemHeight"].flatMap { self.dimension($0, "itemHeight", at: position) }
        let insets = fields["contentInsets"].flatMap { self.insets($0, "contentInsets", at: position) } ?? .zero
        guard let columns else { return nil }
        if fields["itemHeight"] != nil, itemHeight == nil { return nil }
        return MasonryGroup(
            width: width, columns: columns, columnSpacing: columnSpacing, itemSpacing: itemSpacing,
            itemHeight: itemHeight, contentInsets: insets)
    }

    private mutating func flowGroup(_ node: SyntaxNode, at position: LoweringPosition) -> FlowGroup? {
        guard let fields = fields(node, Vocabulary.flowGroup, forbidden: Self.customGroupForbidden) else { return nil }
        let width = fields["width"].flatMap { self.dimension($0, "width", at: position) } ?? .fractionalWidth(1)
        let alignment =
            fields["alignment"].flatMap { self.enumeration($0, "alignment", as: FlowGroup.Alignment.self) } ?? .leading
        let itemHeight = require(fields, "itemHeight").flatMap { self.dimension($0, "itemHeight", at: position) }
        let estimatedWidth = require(fields, "estimatedItemWidth").flatMap {
            self.positiveLayoutNumber($0, "estimatedItemWidth", at: position)
        }
        let itemSpacing =
            fields["itemSpacing"].flatMap { self.nonNegativeLayoutNumber($0, "itemSpacing", at: position) } ?? 0
        let lineSpacing =
            fields["lineSpacing"].flatMap { self.nonNegativeLayoutNumber($0, "lineSpacing", at: position) } ?? 0
        let insets = fields["contentInsets"].flatMap { self.insets($0, "contentInsets", at: position) } ?? .zero
        guard let itemHeight, let estimatedWidth else { return nil }
        return FlowGroup(
            width: width, alignment: alignment, itemHeight: itemHeight, estimatedItemWidth: estimatedWidth,
            itemSpacing: itemSpacing, lineSpacing: lineSpacing, contentInsets: insets)
    }

    /// `width` and `height`, both required. Along `subitemsSelfSize`, and along the axes the enclosing
    /// group self-sizes, a bare number is offered `estimated(n)`: that size self-sizes.
    mutating func layoutSize(_ fields: Fields, at position: LoweringPosition, subitemsSelfSize: Axes = Axes())
        -> LayoutSize?
    {
        func reason(_ axis: Axis) -> String? {
            let key = axis.dimensionKey
            if position.selfSizingAxes.contains(axis) { return "the enclosing group's \(key) is estimated" }
            return subitemsSelfSize.contains(axis) ? "its subitems' \(key) is estimated" : nil
        }
        let width = require(fields, "width").flatMap {
            self.dimension($0, "width", at: position, selfSizing: reason(.horizontal))
        }
        let height = require(fields, "height").flatMap {
            self.dimension($0, "height", at: position, selfSizing: reason(.vertical))
        }
        guard let width, let height else { return nil }
        return LayoutSize(width: width, height: height)
    }

    /// The axes along which a group's own subitems (`item:` or `subitems:`) are written as estimated, read from
    /// the syntax because the group's size is lowered before them.
    private static func estimatedAxes(ofSubitemsIn fields: Fields) -> Axes {
        var axes = Axes()
        func read(_ entry: SyntaxNode) {
            guard let pairs = entry.mapping else { return }
            for axis in Axis.allCases {
                let text = pairs.value(ofKey: axis.dimensionKey)?.scalar?.text ?? ""
                if text.hasPrefix("estimated(") || text.hasPrefix("uniformAcrossSiblings(") { axes.insert(axis) }
            }
        }
        if let item = fields["item"] {
            read(item)
        } else {
            for entry in fields["subitems"]?.sequence ?? [] {
                guard let node = entry.mapping?.first(where: { $0.key == "item" || $0.key == "group" })?.value else {
                    continue
                }
                read(node)
            }
        }
        return axes
    }

    mutating func item(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> LayoutItem? {
        guard let fields = fields(node, Vocabulary.item, key: key) else { return nil }
        let size = layoutSize(fields, at: position)
        let insets = fields["contentInsets"].flatMap { self.insets($0, "contentInsets", at: position) } ?? .zero
        let edgeSpacing = fields["edgeSpacing"].flatMap { self.edgeSpacing($0, "edgeSpacing", at: position) }
        let supplementaries =
            fields["supplementaries"].flatMap { self.supplementaries($0, "supplementaries", at: position) } ?? []
        guard let size else { return nil }
        return LayoutItem(size: size, contentInsets: insets, edgeSpacing: edgeSpacing, supplementaries: supplementaries)
    }

    mutating func supplementaries(_ node: SyntaxNode, _ key: String, at position: LoweringPosition)
        -> [SupplementaryItem]?
    {
        sequence(node, key: key, of: "supplementary items") { $0.supplementary($1, at: position) }
    }

    private mutating func supplementary(_ node: SyntaxNode, at position: LoweringPosition) -> SupplementaryItem? {
        guard let fields = fields(node, Vocabulary.supplementary, key: "supplementaries") else { return nil }
        let kind = require(fields, "kind").flatMap { self.elementKind($0, "kind") }
        // A badge is sized on its own, not by the group its item is in.
        let size = layoutSize(fields, at: position.selfSizing(along: Axes()))
        let anchor = require(fields, "anchor").flatMap { self.anchor($0, "anchor", at: position) }
        let itemAnchor = fields["itemAnchor"].flatMap { self.anchor($0, "itemAnchor", at: position) }
        let zIndex = fields["zIndex"].flatMap { self.integer($0, "zIndex") }
        guard let kind, let size, let anchor else { return nil }
        recorder.supplementary(node, at: position)
        return SupplementaryItem(
            kind: kind, size: size, containerAnchor: anchor, itemAnchor: itemAnchor, zIndex: zIndex)
    }

    private mutating func anchor(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> LayoutAnchor? {
        guard let fields = fields(node, Vocabulary.anchor, key: key) else { return nil }
        var edges = Set<DirectionalEdge>()
        var valid = true
        if let edgesNode = require(fields, "edges") {
            let listed = sequence(edgesNode, key: "edges", of: "edges (top, leading, bottom, trailing)") {
                lowering, entry in
                lowering.enumeration(entry, "edges", as: DirectionalEdge.self).map { ($0, entry.range) }
            }
            if let listed {
                if listed.isEmpty {
                    error(.invalidValue, "'edges' must name at least one edge", at: edgesNode.range)
                    valid = false
                }
                // Opposite edges are accepted, as UIKit accepts them (Docs/Semantics.md §10).
                for (edge, range) in listed {
                    if !edges.insert(edge).inserted {
                        error(.invalidValue, "edge '\(edge.rawValue)' is listed twice", at: range)
                        valid = false
                    }
                }
            } else {
                valid = false
            }
        } else {
            valid = false
        }
        let offsets = exclusive(
            fields, ["fractionalOffset", "absoluteOffset"], reason: "NSCollectionLayoutAnchor takes one kind of offset")
        var offset: LayoutAnchor.Offset?
        if let which = offsets.first, let value = fields[which] {
            guard let point = point(value, which, at: position) else { return nil }
            offset = which == "fractionalOffset" ? .fractional(point) : .absolute(point)
        }
        guard valid else { return nil }
        return LayoutAnchor(edges: edges, offset: offset)
    }
}
