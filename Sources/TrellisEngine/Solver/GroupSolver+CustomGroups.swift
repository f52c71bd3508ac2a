import TrellisModel

/// The built-in custom groups and hand-written custom groups (Docs/Semantics.md, "Custom
/// groups"). Masonry and flow frames come from `LayoutArithmetic`, the file generated code
/// embeds, so that an app computes the same frames.
extension GroupSolver {
    /// Pinterest-style columns: every remaining item goes to the shortest column, leftmost on
    /// ties; heights are measured (a square when nothing was measured).
    mutating func placeMasonry(_ group: MasonryGroup, container: Size, at origin: Point) throws(LayoutFailure) -> Size {
        let width = group.width.resolved(in: container, on: grid)
        let insets = group.contentInsets.arithmetic
        let columns = LayoutArithmetic.masonryColumns(
            width: width, insets: insets, columns: group.columns.arithmetic, spacing: group.columnSpacing.value)
        guard columns.width > 0, columns.count <= LayoutArithmetic.maximumItemsPerGroup else {
            throw failure(
                .masonryColumnsLeaveNoRoom(
                    columns: columns.count, spacing: group.columnSpacing.value, columnWidth: columns.width,
                    available: width - insets.leading - insets.trailing),
                field: .columns)
        }
        let remaining = Swift.max(0, measurements.itemCount - firstItem - leaves.count)
        let first = firstItem + leaves.count
        // A custom group's frames are final: a stated height (estimated ones at their estimate)
        // wins over the measurement; without one the app's height is the measured one.
        let arrangement = LayoutArithmetic.masonry(
            itemCount: remaining, width: width, insets: insets, columns: group.columns.arithmetic,
            columnSpacing: group.columnSpacing.value, itemSpacing: group.itemSpacing.value
        ) { index, columnWidth in
            group.itemHeight.map { $0.resolved(in: Size(width: columnWidth, height: columnWidth)) }
                ?? measurements.item(first + index).height ?? columnWidth
        }
        let arranged = leaves.count
        defer { recordArrangement("masonry", width: width, from: arranged) }
        for (index, frame) in arrangement.frames.enumerated() {
            let placed = Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
            let measured = measurements.item(first + index)
            leaves.append(
                GroupShape.Leaf(
                    frame: placed, clipped: Measurements.clips(measured, placed.size, height: group.itemHeight != nil)))
        }
        return Size(width: width, height: arrangement.height)
    }

    /// Tag lines: every remaining item keeps its measured width (at most the line) and wraps;
    /// each line is aligned, items top-aligned within it.
    mutating func placeFlow(_ group: FlowGroup, container: Size, at origin: Point) throws(LayoutFailure) -> Size {
        let width = group.width.resolved(in: container, on: grid)
        let inner = width - group.contentInsets.total(.horizontal)
        guard inner > 0 else {
            throw failure(.flowInsetsLeaveNoRoom(width: width, inner: inner), field: .contentInsets)
        }
        let first = firstItem + leaves.count
        let measured = (first..<Swift.max(first, measurements.itemCount)).map { measurements.item($0) }
        let sizes = measured.map { measured in
            (
                width: measured.width ?? group.estimatedItemWidth.value,
                height: group.itemHeight.length(measured: measured.height, in: container)
            )
        }
        let arrangement = LayoutArithmetic.flow(
            itemSizes: sizes, width: width, insets: group.contentInsets.arithmetic,
            alignment: LayoutArithmetic.LineAlignment(rawValue: group.alignment.rawValue) ?? .leading,
            itemSpacing: group.itemSpacing.value, lineSpacing: group.lineSpacing.value)
        let arranged = leaves.count
        defer { recordArrangement("flow", width: width, from: arranged) }
        for (index, frame) in arrangement.frames.enumerated() {
            let clipped =
                Tolerance.exceeds(sizes[index].width, inner)
                || Measurements.clips(
                    measured[index], Size(width: frame.width, height: frame.height), width: false,
                    height: !group.itemHeight.isEstimated)
            leaves.append(
                GroupShape.Leaf(
                    frame: Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height),
                    clipped: clipped))
        }
        return Size(width: width, height: arrangement.height)
    }

    /// A custom group written in Swift: its provider's frames, one leaf each, inside the group's
    /// resolved size; without a provider it holds no item.
    mutating func placeCustom(_ group: CustomGroup, container: Size, override: AxisLength?, at origin: Point)
        throws(LayoutFailure) -> Size
    {
        var size = GroupSubitem.group(.custom(group)).size(in: container, override: override, on: grid)
        let frames = customItems[path]?.frames(size) ?? []
        // An estimated dimension takes the extent of the items, as UIKit grows an estimated custom
        // group to contain them (Docs/Measurements.md: a published waterfall section).
        if group.size.width.isEstimated && override?.axis != .horizontal {
            size.width = frames.map { $0.x + $0.width }.max() ?? 0
        }
        if group.size.height.isEstimated && override?.axis != .vertical {
            size.height = frames.map { $0.y + $0.height }.max() ?? 0
        }
        guard frames.count <= LayoutArithmetic.maximumItemsPerGroup else {
            throw failure(.tooManyItems(limit: LayoutArithmetic.maximumItemsPerGroup))
        }
        let arranged = leaves.count
        defer { recordArrangement("custom", width: size.width, from: arranged) }
        for frame in frames {
            let measured = measurements.item(firstItem + leaves.count)
            leaves.append(
                GroupShape.Leaf(
                    frame: Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height),
                    clipped: Measurements.clips(measured, Size(width: frame.width, height: frame.height))))
        }
        return size
    }
}

extension GroupSolver {
    /// The frames a custom group's arrangement gave, for an explanation.
    fileprivate func recordArrangement(_ kind: String, width: Double, from first: Int) {
        guard let recorder else { return }
        for index in first..<leaves.count {
            recorder.leaf(index, path: path, .arranged(kind: kind, width: width, frame: leaves[index].frame))
        }
    }
}

extension EdgeInsets {
    var arithmetic: LayoutArithmetic.Insets {
        LayoutArithmetic.Insets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
