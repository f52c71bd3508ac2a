import TrellisModel

// How the model's sizes resolve to points. The engine's solvers and the lint rules call these, so
// that each rule of resolution is written once (Docs/Semantics.md, "Dimensions" and "Count
// groups"). Code generation cannot call them: it writes Swift that an app evaluates on the device.
// What both need is in the model (`LayoutDimension.resolution`, `GroupSubitem.edgeSpacingLengths`),
// and the arithmetic generated code runs is `LayoutArithmetic`, which the engine calls too.

extension LayoutDimension {
    /// The size in points against a container's effective size; estimated kinds give their
    /// estimate (Docs/Semantics.md, "Dimensions"). On a grid that floors fractions, a fraction's length is floored
    /// to it (Docs/Semantics.md §14).
    package func resolved(in container: Size, on grid: PixelGrid = .exact) -> Double {
        switch resolution {
        case let .fraction(fraction, of: axis): return grid.fractionalLength(fraction * container.length(axis))
        case let .points(points): return points
        }
    }

    /// The final length of one axis of an element: its measurement when estimated and measured,
    /// otherwise the resolved dimension.
    package func length(measured: Double?, in container: Size, on grid: PixelGrid = .exact) -> Double {
        isEstimated ? (measured ?? value) : resolved(in: container, on: grid)
    }
}

/// A length that replaces a node's own dimension along one axis: what a `count` group gives
/// each of its subitems.
package struct AxisLength: Hashable, Sendable {
    package var axis: Axis
    package var length: Double

    package init(_ axis: Axis, _ length: Double) {
        self.axis = axis
        self.length = length
    }

    /// `size` with this length along the axis.
    package func applied(to size: Size) -> Size {
        axis == .horizontal ? Size(width: length, height: size.height) : Size(width: size.width, height: length)
    }
}

extension GroupSubitem {
    /// The subitem's dimension along `axis`; masonry and flow groups are estimated vertically.
    package func dimension(_ axis: Axis) -> LayoutDimension {
        switch self {
        case let .item(item): return item.size[axis]
        case let .group(.standard(group)): return group.size[axis]
        case let .group(.masonry(group)): return axis == .horizontal ? group.width : .estimated(1)
        case let .group(.flow(group)): return axis == .horizontal ? group.width : .estimated(1)
        case let .group(.custom(group)): return group.size[axis]
        }
    }

    /// The node's size in `container`: estimated axes at their measurement (else their
    /// estimate), then `override` along its axis. Masonry and flow groups are 0 tall here:
    /// their height comes from their items.
    package func size(
        in container: Size, override: AxisLength? = nil, measured: (width: Double?, height: Double?) = (nil, nil),
        on grid: PixelGrid = .exact
    ) -> Size {
        let size: Size
        switch self {
        case let .item(item):
            return item.size(in: container, override: override, measured: measured, on: grid)
        case let .group(.standard(group)):
            return group.size(in: container, override: override, on: grid)
        case let .group(.masonry(group)):
            size = Size(width: group.width.resolved(in: container, on: grid), height: 0)
        case let .group(.flow(group)):
            size = Size(width: group.width.resolved(in: container, on: grid), height: 0)
        case let .group(.custom(group)):
            size = Size(
                width: group.size.width.resolved(in: container, on: grid),
                height: group.size.height.resolved(in: container, on: grid))
        }
        return override?.applied(to: size) ?? size
    }

    /// The content insets that apply: items' and groups' are ignored on estimated axes
    /// (Docs/Semantics.md, "Insets").
    package var appliedInsets: EdgeInsets {
        switch self {
        case let .item(item): return item.appliedInsets
        case let .group(.standard(group)): return group.appliedInsets
        case let .group(.masonry(group)): return group.contentInsets.value
        case let .group(.flow(group)): return group.contentInsets.value
        case .group(.custom): return .zero
        }
    }
}

extension LayoutItem {
    /// The item's slot: see ``GroupSubitem/size(in:override:measured:)``; items are the hot path,
    /// so they are resolved without wrapping them in a subitem.
    package func size(
        in container: Size, override: AxisLength? = nil, measured: (width: Double?, height: Double?) = (nil, nil),
        on grid: PixelGrid = .exact
    ) -> Size {
        let resolved = Size(
            width: size.width.length(measured: measured.width, in: container, on: grid),
            height: size.height.length(measured: measured.height, in: container, on: grid))
        return override?.applied(to: resolved) ?? resolved
    }

    /// The content insets that apply: none on an estimated axis.
    package var appliedInsets: EdgeInsets { contentInsets.ignoringEstimatedAxes(of: size) }
}

extension StandardGroup {
    /// The group's size: see ``GroupSubitem/size(in:override:measured:)``; estimated axes at
    /// their estimates (a group's own size follows its content, never a measurement).
    package func size(in container: Size, override: AxisLength? = nil, on grid: PixelGrid = .exact) -> Size {
        let resolved = Size(
            width: size.width.resolved(in: container, on: grid), height: size.height.resolved(in: container, on: grid))
        return override?.applied(to: resolved) ?? resolved
    }

    /// The content insets that apply: none on an estimated axis.
    package var appliedInsets: EdgeInsets { contentInsets.ignoringEstimatedAxes(of: size) }
}

extension Size {
    /// The size less `insets`.
    package func inset(by insets: EdgeInsets) -> Size {
        Size(width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }
}

extension ItemCount {
    /// The number of equal columns in `length`: `fixed(n)` is n; `adaptive(minimum)` is as many
    /// as fit with each at least `minimum` wide, at least one.
    package func columns(in length: Double, spacing: Double) -> Int {
        LayoutArithmetic.columnCount(arithmetic, in: length, spacing: spacing)
    }

    var arithmetic: LayoutArithmetic.Columns {
        switch self {
        case let .fixed(count): return .fixed(Int(count.value))
        case let .adaptive(minimum): return .adaptive(minimum: minimum.value)
        }
    }
}

/// How a `count` group divides its content (Docs/Semantics.md, "Count groups").
package struct CountSlots: Sendable {
    /// How many subitems the group holds.
    package var columns: Int
    /// Each subitem's slot along the group's axis.
    package var slot: Double
    /// What the subitem's fractional dimensions resolve against.
    package var childContainer: Size
    /// The subitem's length along the axis: the slot less its edge spacing along the axis.
    package var childLength: Double
    /// The subitem's edge spacing before and after it along the axis, in points.
    package var leadingEdge: Double
    package var trailingEdge: Double
}

extension StandardGroup {
    /// A `count` group's slots inside its content size `inner`: `count` (or the adaptive
    /// number of) equal shares of the axis less the spacing between them. The subitem resolves
    /// its fractions against the content less that spacing (Docs/Semantics.md §4.2).
    package func slots(_ count: ItemCount, of child: GroupSubitem, in inner: Size, on grid: PixelGrid = .exact)
        -> CountSlots
    {
        let gap = interItemSpacing?.value ?? 0
        let length = inner.length(axis)
        let columns = count.columns(in: length, spacing: gap)
        let slot = grid.countSlot(LayoutArithmetic.equalShare(of: length, count: columns, spacing: gap))
        let container = LayoutArithmetic.countChildContainer(
            content: (inner.width, inner.height), count: columns, spacing: gap, horizontal: axis == .horizontal)
        let childContainer = Size(width: container.width, height: container.height)
        let (lead, trail) = child.edgeSpacingLengths(along: axis)
        return CountSlots(
            columns: columns, slot: slot, childContainer: childContainer, childLength: slot - lead - trail,
            leadingEdge: lead, trailingEdge: trail)
    }
}

/// The tolerances of the engine's comparisons, named once.
package enum Tolerance {
    /// Whether `needed` fits in `available`: lengths within a millionth (relative) count as
    /// equal, so that 0.7·w + 0.3·w fills w.
    package static func fits(_ needed: Double, in available: Double) -> Bool {
        needed <= available + LayoutArithmetic.fitTolerance(available)
    }

    /// Whether measured content of `length` is larger than a frame of `limit`: by more than a
    /// hundredth of a point, below anything a screen shows.
    package static func exceeds(_ length: Double, _ limit: Double) -> Bool { length > limit + 0.01 }

    /// Whether two lengths differ by more than a hundredth of a point.
    package static func differ(_ first: Double, _ second: Double) -> Bool { abs(first - second) > 0.01 }

    /// Whether two lengths differ by more than a hundredth of a point per 100 pt of `scale`: a
    /// stated size that rounds to the computed one at the scale of the group is no mistake.
    package static func differ(_ first: Double, _ second: Double, relativeTo scale: Double) -> Bool {
        abs(first - second) > 0.01 * max(1, scale / 100)
    }
}
