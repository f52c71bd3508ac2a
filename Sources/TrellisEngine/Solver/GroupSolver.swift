import TrellisModel

/// Solves one repetition of a section's top-level group (Docs/Semantics.md, "Groups"): leaves
/// in the order they consume data items, each leaf's final frame and the supplementaries
/// anchored to it. Coordinates are relative to the group's origin. Each kind of group is placed
/// by its own extension: standard groups, masonry, flow and custom groups.
struct GroupSolver {
    let measurements: Measurements
    let sectionName: String
    /// The item providers of custom groups written in Swift, by path.
    let customItems: [[Int]: CustomItemProvider]
    /// The pixel grid lengths snap to while laying out.
    var grid = PixelGrid.exact
    /// Records how each frame is derived, when a frame is being explained.
    var recorder: DerivationRecorder?
    /// The data index of this repetition's first leaf. Leaves past the last data item are
    /// still placed ("virtual"), so a partial last group keeps a full group's geometry.
    var firstItem = 0
    var leaves: [GroupShape.Leaf] = []
    var attached: [GroupShape.Attached] = []
    /// The subitem index taken at each level below the top-level group, for failure sites.
    var path: [Int] = []

    init(measurements: Measurements, sectionName: String, customItems: [[Int]: CustomItemProvider] = [:]) {
        self.measurements = measurements
        self.sectionName = sectionName
        self.customItems = customItems
    }

    /// One repetition starting at data item `firstItem`.
    mutating func solve(_ group: LayoutGroup, container: Size, firstItem: Int) throws(LayoutFailure) -> GroupShape {
        self.firstItem = firstItem
        // Repetitions after the explained item's are laid out without recording: they cannot hold it.
        let recording = recorder
        if let item = recording?.element.item, firstItem > item { recorder = nil }
        recorder?.beginRepetition()
        defer {
            recorder?.endRepetition(firstItem: firstItem)
            recorder = recording
        }
        path.removeAll(keepingCapacity: true)
        leaves.removeAll(keepingCapacity: true)
        attached.removeAll(keepingCapacity: true)
        let size = try place(.group(group), container: container, override: nil, at: .zero)
        var bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for leaf in leaves { bounds = bounds.union(leaf.frame) }
        for element in attached { bounds = bounds.union(element.frame) }
        // By host item (a stable sort: one host's keep their order), so that every output lists item supplementaries
        // in item order, which lets `trellis diff` stream them.
        return GroupShape(
            size: size, leaves: leaves, attached: attached.sorted { $0.hostLeaf < $1.hostLeaf }, bounds: bounds)
    }

    /// A refusal at the node being placed (or its subitem `child`): the first one ends the solve, thrown typed so
    /// that no caller can forget it.
    func failure(_ reason: LayoutFailure.Reason, field: LayoutFailure.Field? = nil, child: Int? = nil) -> LayoutFailure
    {
        LayoutFailure(
            reason, section: sectionName, site: .node(path: path + (child.map { [$0] } ?? []), field: field))
    }

    /// Places a subitem with its origin at `origin`; returns the size of its slot (for a leaf
    /// the size before content insets, for a group its final size).
    mutating func place(_ subitem: GroupSubitem, container: Size, override: AxisLength?, at origin: Point)
        throws(LayoutFailure) -> Size
    {
        switch subitem {
        case let .item(item):
            return try placeItem(item, container: container, override: override, at: origin)
        case let .group(.standard(group)):
            return try placeGroup(group, container: container, override: override, at: origin)
        case let .group(.masonry(group)):
            return try placeMasonry(group, container: container, at: origin)
        case let .group(.flow(group)):
            return try placeFlow(group, container: container, at: origin)
        case let .group(.custom(group)):
            return try placeCustom(group, container: container, override: override, at: origin)
        }
    }

    // MARK: Items

    private mutating func placeItem(_ item: LayoutItem, container: Size, override: AxisLength?, at origin: Point)
        throws(LayoutFailure)
        -> Size
    {
        let leafIndex = leaves.count
        // The limit bounds the leaves of one repetition of the section's group, nested counts multiplied.
        guard leafIndex < LayoutArithmetic.maximumItemsPerGroup else {
            throw failure(.tooManyItems(limit: LayoutArithmetic.maximumItemsPerGroup))
        }
        let measured = measurements.item(firstItem + leafIndex)
        let slot = item.size(in: container, override: override, measured: measured, on: grid)
        // Content insets shrink the final frame, never the slot (Docs/Semantics.md §4.5).
        let frame = Rect(x: origin.x, y: origin.y, width: slot.width, height: slot.height).inset(by: item.appliedInsets)
        guard frame.width > 0, frame.height > 0 else {
            throw failure(.itemInsetsLeaveNoRoom(slot: slot), field: .contentInsets)
        }
        leaves.append(GroupShape.Leaf(frame: frame, clipped: Measurements.clips(measured, frame.size)))
        if let recorder {
            let width: DerivationStep.Length =
                override?.axis == .horizontal
                ? .slot(slot.width) : .dimension(item.size.width, resolved: slot.width, measured: measured.width)
            let height: DerivationStep.Length =
                override?.axis == .vertical
                ? .slot(slot.height) : .dimension(item.size.height, resolved: slot.height, measured: measured.height)
            recorder.leaf(
                leafIndex, path: path, .item(container: container, width: width, height: height, frame: frame))
        }
        attach(item.supplementaries, to: frame, hostLeaf: leafIndex)
        return slot
    }

    /// Anchors supplementaries to a host frame (Docs/Semantics.md, "Supplementary items"): the
    /// supplementary's item-anchor point (by default the same as the container anchor, so it
    /// lies inside the host) is put on the host's container-anchor point, then offset.
    mutating func attach(_ supplementaries: [SupplementaryItem], to host: Rect, hostLeaf: Int) {
        for supplementary in supplementaries {
            let measured = measurements.element(supplementary.kind.rawValue, firstItem + hostLeaf)
            let width = supplementary.size.width.length(measured: measured.width, in: host.size, on: grid)
            let height = supplementary.size.height.length(measured: measured.height, in: host.size, on: grid)
            let hostPoint = supplementary.containerAnchor.unitPoint
            let ownPoint = supplementary.itemAnchor?.unitPoint ?? hostPoint
            var x = host.x + hostPoint.x * host.width - ownPoint.x * width
            var y = host.y + hostPoint.y * host.height - ownPoint.y * height
            for offset in [supplementary.containerAnchor.offset, supplementary.itemAnchor?.offset] {
                switch offset {
                case let .absolute(point)?:
                    x += point.x.value
                    y += point.y.value
                case let .fractional(point)?:
                    x += point.x.value * width
                    y += point.y.value * height
                case nil: break
                }
            }
            recorder?.attached(
                attached.count, host: hostLeaf, kind: supplementary.kind.rawValue,
                .attached(
                    kind: supplementary.kind.rawValue, size: Size(width: width, height: height), host: host,
                    ownPoint: ownPoint, hostPoint: hostPoint, origin: Point(x: x, y: y)))
            // IBP's default; UIKit's is undocumented (Docs/Fidelity.md, "zIndex").
            attached.append(
                GroupShape.Attached(
                    kind: supplementary.kind, frame: Rect(x: x, y: y, width: width, height: height),
                    zIndex: supplementary.zIndex ?? 1, hostLeaf: hostLeaf))
        }
    }
}

extension LayoutAnchor {
    /// The anchor's point on a unit rectangle: leading/top 0, centre 0.5, trailing/bottom 1. An
    /// anchor holding both edges of an axis spans it and is centred on it, as one holding
    /// neither is (derived; Docs/Fidelity.md, "Anchors with opposite edges").
    var unitPoint: Point {
        func position(_ start: DirectionalEdge, _ end: DirectionalEdge) -> Double {
            switch (edges.contains(start), edges.contains(end)) {
            case (true, false): return 0
            case (false, true): return 1
            default: return 0.5
            }
        }
        return Point(x: position(.leading, .trailing), y: position(.top, .bottom))
    }
}
