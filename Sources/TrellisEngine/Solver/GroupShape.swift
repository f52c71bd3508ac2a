import TrellisModel

// MARK: - Storage

/// One solved repetition of a section's top-level group, relative to its own origin.
struct GroupShape: Sendable {
    struct Leaf: Hashable, Sendable {
        var frame: Rect
        var clipped: Bool
    }

    /// A supplementary anchored to a leaf, or to a group (hostLeaf = the group's first leaf).
    struct Attached: Hashable, Sendable {
        var kind: ElementKind
        var frame: Rect
        var zIndex: Int
        var hostLeaf: Int
    }

    var size: Size
    /// Leaves in the order they consume data items.
    var leaves: [Leaf]
    var attached: [Attached]
    /// The union of the group's slot, its leaves and attached supplementaries.
    var bounds: Rect

    /// Moves everything the group placed by `delta`.
    mutating func shift(by delta: Point) {
        guard delta.x != 0 || delta.y != 0 else { return }
        for index in leaves.indices { leaves[index].frame = leaves[index].frame.offsetBy(dx: delta.x, dy: delta.y) }
        for index in attached.indices {
            attached[index].frame = attached[index].frame.offsetBy(dx: delta.x, dy: delta.y)
        }
        bounds = bounds.offsetBy(dx: delta.x, dy: delta.y)
    }

    /// A section's top-level group with its own edge spacing applied (Docs/Semantics.md §4.4):
    /// along the stacking axis the spacing is added before and after the group (a flexible
    /// spacing has no leftover to share there, so it counts its minimum); across it, fixed
    /// spacing moves the group and flexible spacing shares the room the group leaves in the
    /// container, as it does for a subitem.
    /// Returns how far the content moved.
    @discardableResult
    mutating func applyEdgeSpacing(_ edges: EdgeSpacing?, stackAxis: Axis, container: Size) -> Point {
        guard let edges else { return .zero }
        let across = stackAxis.other
        let before = edges.before(stackAxis)?.value ?? 0, after = edges.after(stackAxis)?.value ?? 0
        let leading = edges.before(across), trailing = edges.after(across)
        let used = (leading?.value ?? 0) + size.length(across) + (trailing?.value ?? 0)
        let leftover = Swift.max(0, container.length(across) - used)
        var offsetAcross = leading?.value ?? 0
        switch (leading, trailing) {
        case (.flexible?, .flexible?): offsetAcross += leftover / 2
        case (.flexible?, _): offsetAcross += leftover
        default: break
        }
        let moved = Point.along(stackAxis, before, cross: offsetAcross)
        shift(by: moved)
        size = Size.along(stackAxis, before + size.length(stackAxis) + after, cross: size.length(across))
        bounds = bounds.union(Rect(x: 0, y: 0, width: size.width, height: size.height))
        return moved
    }
}
