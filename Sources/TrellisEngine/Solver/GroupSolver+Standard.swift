import TrellisModel

/// Horizontal and vertical groups (Docs/Semantics.md, "Groups"): the subitems are placed along
/// the axis, then flexible spacing is shared out, uniform siblings equalised and each child
/// aligned across the axis.
extension GroupSolver {
    /// A placed child of a standard group: the leaves and supplementaries it produced, and its
    /// extent, so that spacing distribution and alignment can move it afterwards.
    struct Placement {
        var leaves: Range<Int>
        var attached: Range<Int>
        var size: Size
        var edgeSpacing: EdgeSpacing?
        /// The item's dimension on the cross axis is `uniformAcrossSiblings`.
        var uniformCross: Bool
    }

    /// The content box of a group being placed, and where its children go.
    struct GroupFrame {
        let axis: Axis
        let inner: Size
        let innerOrigin: Point
        /// The group's dimension along its axis is estimated (and not overridden).
        let estimatedMain: Bool

        /// Where a child starts: `mainOffset` along the axis, its leading/top edge spacing across it.
        func childOrigin(mainOffset: Double, edges: EdgeSpacing?) -> Point {
            let cross = axis.other
            let crossOffset = edges.flatMap { cross == .horizontal ? $0.leading : $0.top }?.value ?? 0
            let main = (axis == .horizontal ? innerOrigin.x : innerOrigin.y) + mainOffset
            let crossStart = (axis == .horizontal ? innerOrigin.y : innerOrigin.x) + crossOffset
            return Point.along(axis, main, cross: crossStart)
        }
    }

    mutating func placeGroup(_ group: StandardGroup, container: Size, override: AxisLength?, at origin: Point)
        throws(LayoutFailure) -> Size
    {
        let axis = group.axis, cross = axis.other
        var size = group.size(in: container, override: override, on: grid)
        let estimatedMain = group.size[axis].isEstimated && override?.axis != axis
        let estimatedCross = group.size[cross].isEstimated && override?.axis != cross
        let insets = group.appliedInsets
        let inner = size.inset(by: insets)
        guard inner.width > 0, inner.height > 0 else {
            throw failure(.groupInsetsLeaveNoRoom(size: size, inner: inner), field: .contentInsets)
        }
        let frame = GroupFrame(
            axis: axis, inner: inner, innerOrigin: Point(x: origin.x + insets.leading, y: origin.y + insets.top),
            estimatedMain: estimatedMain)
        if let recorder {
            let width: DerivationStep.Length =
                override?.axis == .horizontal
                ? .slot(size.width) : .dimension(group.size.width, resolved: size.width, measured: nil)
            let height: DerivationStep.Length =
                override?.axis == .vertical
                ? .slot(size.height) : .dimension(group.size.height, resolved: size.height, measured: nil)
            recorder.enter(
                .group(
                    axis: axis, origin: origin, container: container, width: width, height: height, inner: inner,
                    innerOrigin: frame.innerOrigin))
        }
        defer { recorder?.leave() }
        let firstLeaf = leaves.count
        var placements: [Placement] = []
        let used: Double
        switch group.content {
        case let .subitems(subitems):
            used = try placeRepeating(subitems, limit: nil, of: group, in: frame, into: &placements)
        case let .copies(child, count):
            // A list of the one subitem, stopped after `count` copies (Docs/Semantics.md §4.10).
            used = try placeRepeating(NonEmpty(child), limit: Int(count.value), of: group, in: frame, into: &placements)
        case let .repeating(child, count):
            used = try placeCounted(child, count: count, of: group, in: frame, into: &placements)
        }
        equalizeUniformSiblings(&placements, cross: cross)
        let crossExtent = alignAcross(
            &placements, cross: cross, available: inner.length(cross), estimated: estimatedCross)
        // An estimated group takes its content's extent; insets do not apply on estimated axes.
        if estimatedMain { size = Size.along(axis, used, cross: size.length(cross)) }
        if estimatedCross { size = Size.along(axis, size.length(axis), cross: crossExtent) }
        if leaves.count > firstLeaf {
            // A group's supplementaries anchor to the group after its content insets (measured: S1a).
            attach(
                group.supplementaries,
                to: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height).inset(by: insets),
                hostLeaf: firstLeaf)
        }
        return size
    }

    /// Repeats the subitems in order until the next one does not fit (Docs/Semantics.md,
    /// "Groups"), then shares out flexible space; returns the length used along the axis. `limit`
    /// stops it after that many placements: the copies of a `repeating` group.
    private mutating func placeRepeating(
        _ subitems: NonEmpty<GroupSubitem>, limit: Int?, of group: StandardGroup, in frame: GroupFrame,
        into placements: inout [Placement]
    ) throws(LayoutFailure) -> Double {
        let axis = frame.axis, innerMain = frame.inner.length(axis)
        // An estimated group has no length to exhaust: it holds each of its subitems
        // once and grows to fit them (Docs/Fidelity.md, "Estimated group axis").
        let placementLimit = limit ?? (frame.estimatedMain ? subitems.count : .max)
        // At least one of each subitem, mostly: an array grown one placement at a time showed in lint's profile.
        placements.reserveCapacity(Swift.min(placementLimit, Swift.max(subitems.count, 4)))
        let firstLeaf = leaves.count
        var used = 0.0
        var index = 0
        while true {
            guard leaves.count - firstLeaf < LayoutArithmetic.maximumItemsPerGroup else {
                throw failure(.tooManyItems(limit: LayoutArithmetic.maximumItemsPerGroup))
            }
            let child = subitems[index % subitems.count]
            let edges = child.edgeSpacing
            let lead = edges?.before(axis)?.value ?? 0, trail = edges?.after(axis)?.value ?? 0
            let gap = placements.isEmpty ? 0 : (group.interItemSpacing?.value ?? 0)
            let leafMark = leaves.count, attachedMark = attached.count
            path.append(index % subitems.count)
            recorder?.enter(
                .subitem(
                    index: index % subitems.count, placement: index, start: used + gap + lead, used: used,
                    spacing: gap, leadingEdge: lead))
            let childSize = try place(
                child, container: frame.inner, override: nil,
                at: frame.childOrigin(mainOffset: used + gap + lead, edges: edges))
            recorder?.leave()
            path.removeLast()
            let extent = lead + childSize.length(axis) + trail
            guard frame.estimatedMain || Tolerance.fits(used + gap + extent, in: innerMain) else {
                leaves.removeSubrange(leafMark...)
                attached.removeSubrange(attachedMark...)
                if placements.isEmpty {
                    throw failure(
                        .firstSubitemDoesNotFit(axis: axis, available: innerMain, needed: extent),
                        field: axis == .horizontal ? .width : .height, child: 0)
                }
                break
            }
            placements.append(
                Placement(
                    leaves: leafMark..<leaves.count, attached: attachedMark..<attached.count, size: childSize,
                    edgeSpacing: edges, uniformCross: child.dimension(axis.other).isUniformAcrossSiblings))
            used += gap + extent
            index += 1
            if index == placementLimit { break }
        }
        if !frame.estimatedMain {
            distributeFlexibleSpace(innerMain - used, in: &placements, axis: axis, spacing: group.interItemSpacing)
        }
        return used
    }

    /// Exactly `count` subitems, each resized along the axis to an equal share
    /// (Docs/Semantics.md, "Count groups"); returns the length used along the axis.
    private mutating func placeCounted(
        _ child: GroupSubitem, count: ItemCount, of group: StandardGroup, in frame: GroupFrame,
        into placements: inout [Placement]
    ) throws(LayoutFailure) -> Double {
        let axis = frame.axis, innerMain = frame.inner.length(axis)
        let gap = group.interItemSpacing?.value ?? 0
        let slots = group.slots(count, of: child, in: frame.inner, on: grid)
        guard slots.slot > 0 else {
            throw failure(
                .countLeavesNoRoom(columns: slots.columns, spacing: gap, slot: slots.slot, available: innerMain),
                field: .count)
        }
        guard slots.columns <= LayoutArithmetic.maximumItemsPerGroup else {
            throw failure(.tooManyItems(limit: LayoutArithmetic.maximumItemsPerGroup))
        }
        // Edge spacing along the axis comes out of the slot (Docs/Fidelity.md).
        guard slots.childLength > 0 else {
            throw failure(
                .edgeSpacingFillsSlot(edges: slots.leadingEdge + slots.trailingEdge, slot: slots.slot),
                field: .edgeSpacing, child: 0)
        }
        placements.reserveCapacity(slots.columns)
        for column in 0..<slots.columns {
            let leafMark = leaves.count, attachedMark = attached.count
            recorder?.enter(
                .countSlot(
                    count: slots.columns, available: innerMain, spacing: gap,
                    share: LayoutArithmetic.equalShare(of: innerMain, count: slots.columns, spacing: gap),
                    slot: slots.slot, column: column, start: Double(column) * (slots.slot + gap),
                    childContainer: slots.childContainer))
            path.append(0)
            let childSize = try place(
                child, container: slots.childContainer, override: AxisLength(axis, slots.childLength),
                at: frame.childOrigin(
                    mainOffset: Double(column) * (slots.slot + gap) + slots.leadingEdge, edges: child.edgeSpacing))
            path.removeLast()
            placements.append(
                Placement(
                    leaves: leafMark..<leaves.count, attached: attachedMark..<attached.count, size: childSize,
                    edgeSpacing: child.edgeSpacing, uniformCross: child.dimension(axis.other).isUniformAcrossSiblings))
            recorder?.leave()
        }
        return innerMain
    }

    /// Moves a placed child; `step` says why, given how far.
    private mutating func shift(_ placement: Placement, by delta: Point, step: (Point) -> DerivationStep) {
        guard delta.x != 0 || delta.y != 0 else { return }
        if let recorder {
            let moved = step(delta)
            for index in placement.leaves { recorder.moved(leaf: index, moved) }
            for index in placement.attached { recorder.moved(attached: index, moved) }
        }
        for index in placement.leaves { leaves[index].frame = leaves[index].frame.offsetBy(dx: delta.x, dy: delta.y) }
        for index in placement.attached {
            attached[index].frame = attached[index].frame.offsetBy(dx: delta.x, dy: delta.y)
        }
    }

    /// Shares leftover space equally among the flexible inter-item spacings and flexible
    /// edge spacings along the group's axis (Docs/Semantics.md, "Spacing").
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
            shift(placements[index], by: Point.along(axis, offset, cross: 0)) {
                .sharedFlexibleSpace(moved: $0, leftover: leftover, shares: shares)
            }
            if case .flexible? = placements[index].edgeSpacing?.after(axis) { offset += share }
        }
    }

    /// `uniformAcrossSiblings` items of one group take the largest cross size among them.
    private mutating func equalizeUniformSiblings(_ placements: inout [Placement], cross: Axis) {
        let uniform = placements.indices.filter { placements[$0].uniformCross }
        guard uniform.count > 1, let largest = uniform.map({ placements[$0].size.length(cross) }).max() else { return }
        for index in uniform {
            let leaf = placements[index].leaves.lowerBound
            var frame = leaves[leaf].frame
            if cross == .horizontal { frame.width = largest } else { frame.height = largest }
            leaves[leaf].frame = frame
            recorder?.moved(leaf: leaf, .uniformAcrossSiblings(largest: largest))
            placements[index].size = Size.along(
                cross.other, placements[index].size.length(cross.other), cross: largest)
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
            shift(placement, by: Point.along(cross.other, 0, cross: delta)) { .alignedAcross(moved: $0) }
        }
        return extent
    }
}
