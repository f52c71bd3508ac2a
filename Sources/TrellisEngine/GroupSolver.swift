import TrellisCore
import TrellisModel

extension LayoutDimension {
    /// The size in points against a container's effective size; estimated kinds give their
    /// estimate (semantics §3.3).
    public func resolved(in container: Size) -> Double {
        switch self {
        case let .fractionalWidth(fraction): return fraction * container.width
        case let .fractionalHeight(fraction): return fraction * container.height
        case let .absolute(points), let .estimated(points), let .uniformAcrossSiblings(points): return points
        }
    }
}

/// The measured content sizes one section's elements report, or none in the estimates pass.
struct Measurements {
    let pass: SizingPass
    let measured: [String: MeasuredSizes]
    let itemCount: Int

    /// The measured width and height of item `index`; nil where nothing was measured, in the
    /// estimates pass and past the last item.
    func item(_ index: Int) -> (width: Double?, height: Double?) {
        element("item", index)
    }

    func element(_ kind: String, _ index: Int) -> (width: Double?, height: Double?) {
        guard pass == .measured, index < itemCount, let sizes = measured[kind] else { return (nil, nil) }
        return (sizes.width(at: index), sizes.height(at: index))
    }
}

/// The final size of one axis of an element: its measurement when estimated, otherwise the
/// resolved dimension.
func length(_ dimension: LayoutDimension, measured: Double?, container: Size) -> Double {
    dimension.isEstimated ? (measured ?? dimension.value) : dimension.resolved(in: container)
}

/// Tolerance of the fit test, so that 0.7·w + 0.3·w fills w (semantics §4.1; Docs/Fidelity.md).
func fitTolerance(_ length: Double) -> Double { 1e-6 * Swift.max(1, abs(length)) }

/// Measured content counts as larger than its frame beyond this (a hundredth of a point).
let clipTolerance = 0.01

/// Solves one repetition of a section's top-level group (semantics §4): leaves in the order
/// they consume data items, each leaf's final frame and the supplementaries anchored to it.
/// Coordinates are relative to the group's origin.
struct GroupSolver {
    let measurements: Measurements
    let sectionName: String
    /// The data index of this repetition's first leaf. Leaves past the last data item are
    /// still placed ("virtual"), so a partial last group keeps a full group's geometry.
    var firstItem = 0
    private(set) var leaves: [GroupShape.Leaf] = []
    private(set) var attached: [GroupShape.Attached] = []
    private(set) var failure: LayoutFailure?
    /// The subitem index taken at each level below the top-level group, for failure sites.
    private var path: [Int] = []

    init(measurements: Measurements, sectionName: String) {
        self.measurements = measurements
        self.sectionName = sectionName
    }

    /// One repetition starting at data item `firstItem`, or nil when UIKit would reject the group.
    mutating func solve(_ group: LayoutGroup, container: Size, firstItem: Int) -> GroupShape? {
        self.firstItem = firstItem
        path.removeAll(keepingCapacity: true)
        leaves.removeAll(keepingCapacity: true)
        attached.removeAll(keepingCapacity: true)
        let size = place(.group(group), container: container, override: nil, at: .zero)
        guard failure == nil else { return nil }
        var bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for leaf in leaves { bounds = bounds.union(leaf.frame) }
        for element in attached { bounds = bounds.union(element.frame) }
        return GroupShape(size: size, leaves: leaves, attached: attached, bounds: bounds)
    }

    /// Records the first failure, at the node being placed (or its subitem `child`).
    fileprivate mutating func fail(_ rule: RuleID, _ message: String, key: String? = nil, child: Int? = nil) {
        if failure == nil {
            failure = LayoutFailure(
                rule: rule, message: message, section: sectionName,
                site: .node(path: path + (child.map { [$0] } ?? []), key: key))
        }
    }

    /// Places a subitem with its origin at `origin`; returns the size of its slot (for a leaf
    /// the size before content insets, for a group its final size).
    private mutating func place(
        _ subitem: GroupSubitem, container: Size, override: (axis: Axis, length: Double)?, at origin: Point
    ) -> Size {
        switch subitem {
        case let .item(item):
            return placeItem(item, container: container, override: override, at: origin)
        case let .group(.standard(group)):
            return placeGroup(group, container: container, override: override, at: origin)
        case let .group(.masonry(group)):
            return placeMasonry(group, container: container, at: origin)
        case let .group(.flow(group)):
            return placeFlow(group, container: container, at: origin)
        case let .group(.custom(group)):
            return placeCustom(group, container: container, override: override, at: origin)
        }
    }

    // MARK: Items

    private mutating func placeItem(
        _ item: LayoutItem, container: Size, override: (axis: Axis, length: Double)?, at origin: Point
    ) -> Size {
        let leafIndex = leaves.count
        let measured = measurements.item(firstItem + leafIndex)
        var width = length(item.size.width, measured: measured.width, container: container)
        var height = length(item.size.height, measured: measured.height, container: container)
        if let override {
            if override.axis == .horizontal { width = override.length } else { height = override.length }
        }
        // Content insets shrink the final frame, never the slot (semantics §4.5).
        let frame = Rect(x: origin.x, y: origin.y, width: width, height: height).inset(
            by: item.contentInsets.ignoringEstimatedAxes(of: item.size))
        guard frame.width > 0, frame.height > 0 else {
            fail(
                .nonPositiveEffectiveSize,
                "the item's content insets leave no room: its slot is \(points(width)) × \(points(height)) pt",
                key: "contentInsets")
            return Size(width: width, height: height)
        }
        let clipped =
            (measured.width.map { $0 > frame.width + clipTolerance } ?? false)
            || (measured.height.map { $0 > frame.height + clipTolerance } ?? false)
        leaves.append(GroupShape.Leaf(frame: frame, clipped: clipped))
        attach(item.supplementaries, to: frame, hostLeaf: leafIndex)
        return Size(width: width, height: height)
    }

    /// Anchors supplementaries to a host frame (semantics §10): the supplementary's item-anchor
    /// point (by default the same as the container anchor, so it lies inside the host) is put
    /// on the host's container-anchor point, then offset.
    private mutating func attach(_ supplementaries: [SupplementaryItem], to host: Rect, hostLeaf: Int) {
        for supplementary in supplementaries {
            let measured = measurements.element(supplementary.kind.rawValue, firstItem + hostLeaf)
            let width = length(supplementary.size.width, measured: measured.width, container: host.size)
            let height = length(supplementary.size.height, measured: measured.height, container: host.size)
            let hostPoint = supplementary.containerAnchor.unitPoint
            let ownPoint = supplementary.itemAnchor?.unitPoint ?? hostPoint
            var x = host.x + hostPoint.x * host.width - ownPoint.x * width
            var y = host.y + hostPoint.y * host.height - ownPoint.y * height
            for offset in [supplementary.containerAnchor.offset, supplementary.itemAnchor?.offset] {
                switch offset {
                case let .absolute(point)?: x += point.x; y += point.y
                case let .fractional(point)?: x += point.x * width; y += point.y * height
                case nil: break
                }
            }
            // IBP's default; UIKit's is undocumented (Docs/Fidelity.md, "zIndex").
            attached.append(
                GroupShape.Attached(
                    kind: supplementary.kind, frame: Rect(x: x, y: y, width: width, height: height),
                    zIndex: supplementary.zIndex ?? 1, hostLeaf: hostLeaf))
        }
    }

    // MARK: Standard groups

    /// A placed child of a standard group: the leaves and supplementaries it produced, and its
    /// extent, so that spacing distribution and alignment can move it afterwards.
    private struct Placement {
        var leaves: Range<Int>
        var attached: Range<Int>
        var size: Size
        var edgeSpacing: EdgeSpacing?
        /// The item's dimension on the cross axis is `uniformAcrossSiblings`.
        var uniformCross: Bool
    }

    private mutating func shift(_ placement: Placement, by delta: Point) {
        guard delta.x != 0 || delta.y != 0 else { return }
        for index in placement.leaves { leaves[index].frame = leaves[index].frame.offsetBy(dx: delta.x, dy: delta.y) }
        for index in placement.attached {
            attached[index].frame = attached[index].frame.offsetBy(dx: delta.x, dy: delta.y)
        }
    }

    private mutating func placeGroup(
        _ group: StandardGroup, container: Size, override: (axis: Axis, length: Double)?, at origin: Point
    ) -> Size {
        let axis = group.axis, cross = axis.other
        var size = Size(
            width: group.size.width.resolved(in: container), height: group.size.height.resolved(in: container))
        if let override {
            if override.axis == .horizontal { size.width = override.length } else { size.height = override.length }
        }
        let estimatedMain = group.size[axis].isEstimated && override?.axis != axis
        let estimatedCross = group.size[cross].isEstimated && override?.axis != cross
        let insets = group.contentInsets.ignoringEstimatedAxes(of: group.size)
        let inner = Size(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        guard inner.width > 0, inner.height > 0 else {
            fail(
                .nonPositiveEffectiveSize,
                "the group is \(points(size.width)) × \(points(size.height)) pt and its content insets leave "
                    + "\(points(inner.width)) × \(points(inner.height)) pt",
                key: "contentInsets")
            return size
        }
        let innerOrigin = Point(x: origin.x + insets.leading, y: origin.y + insets.top)
        let innerMain = inner.length(axis), innerCross = inner.length(cross)
        let firstLeaf = leaves.count
        let spacing = group.interItemSpacing
        var placements: [Placement] = []
        var used = 0.0

        func childOrigin(mainOffset: Double, edges: EdgeSpacing?) -> Point {
            let crossOffset = edges.flatMap { cross == .horizontal ? $0.leading : $0.top }?.value ?? 0
            let main = (axis == .horizontal ? innerOrigin.x : innerOrigin.y) + mainOffset
            let crossStart = (axis == .horizontal ? innerOrigin.y : innerOrigin.x) + crossOffset
            return Point.along(axis, main, cross: crossStart)
        }

        switch group.content {
        case let .subitems(subitems):
            // Repeat the subitems in order until the next one does not fit (semantics §4.1).
            var index = 0
            while failure == nil {
                guard leaves.count - firstLeaf < LayoutLimits.leavesPerGroup else {
                    fail(
                        .groupCapacityLimit,
                        "one repetition of the group would hold more than \(LayoutLimits.leavesPerGroup) items")
                    return size
                }
                let child = subitems[index % subitems.count]
                let edges = child.edgeSpacing
                let lead = edges?.before(axis)?.value ?? 0, trail = edges?.after(axis)?.value ?? 0
                let gap = placements.isEmpty ? 0 : (spacing?.value ?? 0)
                let leafMark = leaves.count, attachedMark = attached.count
                path.append(index % subitems.count)
                let childSize = place(
                    child, container: inner, override: nil, at: childOrigin(mainOffset: used + gap + lead, edges: edges)
                )
                path.removeLast()
                guard failure == nil else { return size }
                let extent = lead + childSize.length(axis) + trail
                // An estimated group has no length to exhaust: it holds each of its subitems
                // once and grows to fit them (Docs/Fidelity.md, "Estimated group axis").
                let fits = estimatedMain || used + gap + extent <= innerMain + fitTolerance(innerMain)
                if !fits {
                    leaves.removeSubrange(leafMark...)
                    attached.removeSubrange(attachedMark...)
                    if placements.isEmpty {
                        fail(
                            .groupCannotFitItem,
                            "the group's content is \(points(innerMain)) pt \(axis == .horizontal ? "wide" : "tall") "
                                + "but its first subitem needs \(points(extent)) pt",
                            key: axis == .horizontal ? "width" : "height", child: 0)
                    }
                    break
                }
                placements.append(
                    Placement(
                        leaves: leafMark..<leaves.count, attached: attachedMark..<attached.count, size: childSize,
                        edgeSpacing: edges, uniformCross: child.dimension(cross).isUniformAcrossSiblings))
                used += gap + extent
                index += 1
                if estimatedMain && index == subitems.count { break }
            }
            if !estimatedMain {
                distributeFlexibleSpace(innerMain - used, in: &placements, axis: axis, spacing: spacing)
            }

        case let .repeating(child, count):
            // Exactly `count` subitems, each resized along the axis to an equal share (§4.2).
            let gap = spacing?.value ?? 0
            let (columns, slot) = group.slot(columns: count, in: innerMain)
            guard slot > 0 else {
                fail(
                    .nonPositiveEffectiveSize,
                    "\(columns) subitems with \(points(gap)) pt spacing leave \(points(slot)) pt each in "
                        + "\(points(innerMain)) pt",
                    key: "count")
                return size
            }
            guard columns <= LayoutLimits.leavesPerGroup else {
                fail(
                    .groupCapacityLimit,
                    "one repetition of the group would hold more than \(LayoutLimits.leavesPerGroup) items")
                return size
            }
            // A nested group gets the slot as its container; an item resolves its cross
            // dimension against the group (Docs/Fidelity.md).
            let childContainer: Size
            if case .group = child {
                childContainer = Size.along(axis, slot, cross: innerCross)
            } else {
                childContainer = inner
            }
            // Edge spacing along the axis comes out of the slot (Docs/Fidelity.md).
            let edges = child.edgeSpacing
            let lead = edges?.before(axis)?.value ?? 0, trail = edges?.after(axis)?.value ?? 0
            guard slot - lead - trail > 0 else {
                fail(
                    .nonPositiveEffectiveSize,
                    "the subitem's edge spacing \(points(lead + trail)) pt leaves nothing of its \(points(slot)) pt "
                        + "slot",
                    key: "edgeSpacing", child: 0)
                return size
            }
            for column in 0..<columns {
                let leafMark = leaves.count, attachedMark = attached.count
                path.append(0)
                let childSize = place(
                    child, container: childContainer, override: (axis, slot - lead - trail),
                    at: childOrigin(mainOffset: Double(column) * (slot + gap) + lead, edges: edges))
                path.removeLast()
                guard failure == nil else { return size }
                placements.append(
                    Placement(
                        leaves: leafMark..<leaves.count, attached: attachedMark..<attached.count, size: childSize,
                        edgeSpacing: edges, uniformCross: child.dimension(cross).isUniformAcrossSiblings))
            }
            used = innerMain
        }

        equalizeUniformSiblings(&placements, cross: cross)
        let crossExtent = alignAcross(&placements, cross: cross, available: innerCross, estimated: estimatedCross)
        // An estimated group takes its content's extent; insets do not apply on estimated axes.
        if estimatedMain { size = Size.along(axis, used, cross: size.length(cross)) }
        if estimatedCross { size = Size.along(axis, size.length(axis), cross: crossExtent) }
        if leaves.count > firstLeaf {
            attach(
                group.supplementaries, to: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height),
                hostLeaf: firstLeaf)
        }
        return size
    }

    /// Shares leftover space equally among the flexible inter-item spacings and flexible
    /// edge spacings along the group's axis (semantics §4.3, §4.4).
    private mutating func distributeFlexibleSpace(
        _ leftover: Double, in placements: inout [Placement], axis: Axis, spacing: LayoutSpacing?
    ) {
        guard leftover > 0 else { return }
        let flexibleGaps: Bool
        if case .flexible? = spacing { flexibleGaps = true } else { flexibleGaps = false }
        var shares = flexibleGaps ? placements.count - 1 : 0
        for placement in placements {
            if case .flexible? = placement.edgeSpacing?.before(axis) { shares += 1 }
            if case .flexible? = placement.edgeSpacing?.after(axis) { shares += 1 }
        }
        guard shares > 0 else { return }
        let share = leftover / Double(shares)
        var offset = 0.0
        for index in placements.indices {
            if index > 0 && flexibleGaps { offset += share }
            if case .flexible? = placements[index].edgeSpacing?.before(axis) { offset += share }
            shift(placements[index], by: Point.along(axis, offset, cross: 0))
            if case .flexible? = placements[index].edgeSpacing?.after(axis) { offset += share }
        }
    }

    /// `uniformAcrossSiblings` items of one group take the largest cross size among them.
    private mutating func equalizeUniformSiblings(_ placements: inout [Placement], cross: Axis) {
        let uniform = placements.indices.filter { placements[$0].uniformCross }
        guard uniform.count > 1 else { return }
        let largest = uniform.map { placements[$0].size.length(cross) }.max()!
        for index in uniform {
            let leaf = placements[index].leaves.lowerBound
            var frame = leaves[leaf].frame
            if cross == .horizontal { frame.width = largest } else { frame.height = largest }
            leaves[leaf].frame = frame
            placements[index].size = Size.along(cross.other, placements[index].size.length(cross.other), cross: largest)
        }
    }

    /// Cross-axis placement: at the inner leading/top edge, moved by flexible cross edge
    /// spacing (bottom flexible = top aligned, top flexible = bottom aligned, both = centred).
    /// Returns the cross extent the children need.
    private mutating func alignAcross(_ placements: inout [Placement], cross: Axis, available: Double, estimated: Bool)
        -> Double
    {
        var extent = 0.0
        for placement in placements {
            let before = placement.edgeSpacing?.before(cross), after = placement.edgeSpacing?.after(cross)
            let needed = (before?.value ?? 0) + placement.size.length(cross) + (after?.value ?? 0)
            extent = Swift.max(extent, needed)
            let leftover = available - needed
            guard !estimated, leftover > 0 else { continue }
            var delta = 0.0
            switch (before, after) {
            case (.flexible?, .flexible?): delta = leftover / 2
            case (.flexible?, _): delta = leftover
            default: break
            }
            shift(placement, by: Point.along(cross.other, 0, cross: delta))
        }
        return extent
    }

    // MARK: Built-in custom groups

    /// Pinterest-style columns: every remaining item goes to the shortest column, leftmost on
    /// ties; heights are measured (a square when nothing was measured).
    private mutating func placeMasonry(_ group: MasonryGroup, container: Size, at origin: Point) -> Size {
        let width = group.width.resolved(in: container)
        let inner = width - group.contentInsets.leading - group.contentInsets.trailing
        let columns = group.columns.columns(in: inner, spacing: group.columnSpacing)
        let columnWidth = (inner - group.columnSpacing * Double(columns - 1)) / Double(columns)
        guard columnWidth > 0, columns <= LayoutLimits.leavesPerGroup else {
            fail(
                .nonPositiveEffectiveSize,
                "\(columns) columns with \(points(group.columnSpacing)) pt spacing leave \(points(columnWidth)) pt "
                    + "per column in \(points(inner)) pt",
                key: "columns")
            return Size(width: width, height: 0)
        }
        var heights = [Double](repeating: 0, count: columns)
        var filled = [Bool](repeating: false, count: columns)
        let left = origin.x + group.contentInsets.leading, top = origin.y + group.contentInsets.top
        while firstItem + leaves.count < measurements.itemCount {
            let measured = measurements.item(firstItem + leaves.count)
            var column = 0
            for candidate in 1..<columns where heights[candidate] < heights[column] - fitTolerance(heights[column]) {
                column = candidate
            }
            let y = heights[column] + (filled[column] ? group.itemSpacing : 0)
            // A custom group's frames are final: a stated height (estimated ones at their estimate)
            // wins over the measurement; without one the app's height is the measured one.
            let columnSquare = Size(width: columnWidth, height: columnWidth)
            let height = group.itemHeight.map { $0.resolved(in: columnSquare) } ?? measured.height ?? columnWidth
            let clipped =
                (measured.width.map { $0 > columnWidth + clipTolerance } ?? false)
                || (group.itemHeight != nil && (measured.height.map { $0 > height + clipTolerance } ?? false))
            leaves.append(
                GroupShape.Leaf(
                    frame: Rect(
                        x: left + Double(column) * (columnWidth + group.columnSpacing), y: top + y, width: columnWidth,
                        height: height), clipped: clipped))
            heights[column] = y + height
            filled[column] = true
        }
        return Size(width: width, height: heights.max()! + group.contentInsets.top + group.contentInsets.bottom)
    }

    /// Tag lines: every remaining item keeps its measured width (at most the line) and wraps;
    /// each line is aligned, items top-aligned within it.
    private mutating func placeFlow(_ group: FlowGroup, container: Size, at origin: Point) -> Size {
        let width = group.width.resolved(in: container)
        let inner = width - group.contentInsets.leading - group.contentInsets.trailing
        guard inner > 0 else {
            fail(
                .nonPositiveEffectiveSize,
                "the flow group is \(points(width)) pt wide and its content insets leave \(points(inner)) pt",
                key: "contentInsets")
            return Size(width: width, height: 0)
        }
        let left = origin.x + group.contentInsets.leading
        var top = origin.y + group.contentInsets.top
        var line: [Int] = []
        var lineWidth = 0.0
        var lines = 0

        func finishLine(_ solver: inout GroupSolver, isLast: Bool) {
            guard !line.isEmpty else { return }
            let height = line.map { solver.leaves[$0].frame.height }.max()!
            let leftover = Swift.max(0, inner - lineWidth)
            var x = left, gap = group.itemSpacing
            switch group.alignment {
            case .leading: break
            case .center: x += leftover / 2
            case .trailing: x += leftover
            case .justified:
                // The last line stays leading-aligned, as justified text does (Docs/Fidelity.md).
                if line.count > 1 && !isLast { gap += leftover / Double(line.count - 1) }
            }
            for index in line {
                solver.leaves[index].frame.x = x
                solver.leaves[index].frame.y = top
                x += solver.leaves[index].frame.width + gap
            }
            top += height + group.lineSpacing
            lines += 1
            line.removeAll()
            lineWidth = 0
        }

        while firstItem + leaves.count < measurements.itemCount {
            let measured = measurements.item(firstItem + leaves.count)
            let natural = measured.width ?? group.estimatedItemWidth
            let itemWidth = Swift.min(natural, inner)
            let itemHeight = length(group.itemHeight, measured: measured.height, container: container)
            let clipped =
                natural > inner + clipTolerance
                || (!group.itemHeight.isEstimated && (measured.height.map { $0 > itemHeight + clipTolerance } ?? false))
            let needed = line.isEmpty ? itemWidth : lineWidth + group.itemSpacing + itemWidth
            if !line.isEmpty && needed > inner + fitTolerance(inner) { finishLine(&self, isLast: false) }
            lineWidth = line.isEmpty ? itemWidth : lineWidth + group.itemSpacing + itemWidth
            line.append(leaves.count)
            leaves.append(
                GroupShape.Leaf(frame: Rect(x: 0, y: 0, width: itemWidth, height: itemHeight), clipped: clipped))
        }
        finishLine(&self, isLast: true)
        let contentHeight = lines == 0 ? 0 : top - group.lineSpacing - (origin.y + group.contentInsets.top)
        return Size(width: width, height: contentHeight + group.contentInsets.top + group.contentInsets.bottom)
    }
}

extension GroupSolver {
    /// A custom group: its provider's frames, one leaf each, inside the group's resolved size.
    fileprivate mutating func placeCustom(
        _ group: CustomGroup, container: Size, override: (axis: Axis, length: Double)?, at origin: Point
    ) -> Size {
        var size = Size(
            width: group.size.width.resolved(in: container), height: group.size.height.resolved(in: container))
        if let override {
            if override.axis == .horizontal { size.width = override.length } else { size.height = override.length }
        }
        let frames = group.provider.frames(size)
        guard frames.count <= LayoutLimits.leavesPerGroup else {
            fail(
                .groupCapacityLimit,
                "one repetition of the custom group would hold more than \(LayoutLimits.leavesPerGroup) items")
            return size
        }
        for frame in frames {
            let measured = measurements.item(firstItem + leaves.count)
            let clipped =
                (measured.width.map { $0 > frame.width + clipTolerance } ?? false)
                || (measured.height.map { $0 > frame.height + clipTolerance } ?? false)
            leaves.append(
                GroupShape.Leaf(
                    frame: Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height),
                    clipped: clipped))
        }
        return size
    }
}

extension ItemCount {
    /// The number of equal columns in `length`: `fixed(n)` is n; `adaptive(minimum)` is as many
    /// as fit with each at least `minimum` wide, at least one.
    public func columns(in length: Double, spacing: Double) -> Int {
        switch self {
        case let .fixed(count): return count
        case let .adaptive(minimum):
            let fitting = ((length + spacing) / (minimum + spacing) + 1e-9).rounded(.down)
            return fitting.isFinite ? Int(Swift.min(Swift.max(1, fitting), Double(LayoutLimits.leavesPerGroup + 1))) : 1
        }
    }
}

extension StandardGroup {
    /// A `count` group's columns and the equal length each gets along the axis (semantics §4.2).
    public func slot(columns count: ItemCount, in length: Double) -> (columns: Int, length: Double) {
        let gap = interItemSpacing?.value ?? 0
        let columns = count.columns(in: length, spacing: gap)
        return (columns, (length - gap * Double(columns - 1)) / Double(columns))
    }
}

extension GroupSubitem {
    /// The subitem's dimension along `axis`; custom groups are estimated vertically.
    public func dimension(_ axis: Axis) -> LayoutDimension {
        switch self {
        case let .item(item): return item.size[axis]
        case let .group(.standard(group)): return group.size[axis]
        case let .group(.masonry(group)): return axis == .horizontal ? group.width : .estimated(1)
        case let .group(.flow(group)): return axis == .horizontal ? group.width : .estimated(1)
        case let .group(.custom(group)): return group.size[axis]
        }
    }
}

extension LayoutAnchor {
    /// The anchor's point on a unit rectangle: leading/top 0, centre 0.5, trailing/bottom 1.
    var unitPoint: Point {
        Point(
            x: edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5,
            y: edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5)
    }
}

/// A number of points as people write it: `358`, `179.5`, `232.05`.
public func points(_ value: Double) -> String {
    JSONValue.format((value * 100).rounded() / 100)
}
