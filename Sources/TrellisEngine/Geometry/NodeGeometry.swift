import TrellisModel

/// What one node of a group tree resolves to, estimated dimensions at their estimates: the
/// engine's resolution rules (`GroupSubitem.size(in:override:)`, insets ignored on estimated
/// axes, `count` slots) applied without placing anything. Lint rules read it.
package struct NodeGeometry: Sendable {
    /// What the node's fractional dimensions resolve against.
    package var container: Size
    /// The node's size; masonry and flow groups are 0 tall (their height comes from their items).
    package var size: Size
    /// The size less the content insets that apply.
    package var content: Size
}

extension GroupSubitem {
    /// The node's own geometry in `container`. `override` is the length a `count` group gives
    /// its subitem along the group's axis.
    package func geometry(in container: Size, override: AxisLength? = nil, on grid: PixelGrid = .exact)
        -> NodeGeometry
    {
        let size = size(in: container, override: override, on: grid)
        return NodeGeometry(container: container, size: size, content: size.inset(by: appliedInsets))
    }

    /// Visits this node and every node below it, parents first, with its depth below this node, the subitem index
    /// taken to reach it (0 for this node), its geometry and its parent's; `visit` returns whether to walk the
    /// node's subitems. A caller names nodes by depth and index, so the walk allocates no paths.
    package func walkGeometry(
        in container: Size, override: AxisLength? = nil, on grid: PixelGrid = .exact, depth: Int = 0, index: Int = 0,
        parent: NodeGeometry? = nil, _ visit: (_ depth: Int, _ index: Int, NodeGeometry, NodeGeometry?) -> Bool
    ) {
        let geometry = self.geometry(in: container, override: override, on: grid)
        guard visit(depth, index, geometry, parent), case let .group(.standard(group)) = self else { return }
        switch group.content {
        case let .subitems(subitems):
            for index in subitems.indices {
                subitems[index].walkGeometry(
                    in: geometry.content, on: grid, depth: depth + 1, index: index, parent: geometry, visit)
            }
        case let .copies(copied, _):
            // Each copy keeps its own size: the one node, as a list's subitem.
            copied.walkGeometry(in: geometry.content, on: grid, depth: depth + 1, index: 0, parent: geometry, visit)
        case let .repeating(repeated, count):
            let slots = group.slots(count, of: repeated, in: geometry.content, on: grid)
            repeated.walkGeometry(
                in: slots.childContainer, override: AxisLength(group.axis, slots.childLength), on: grid,
                depth: depth + 1, index: 0, parent: geometry, visit)
        }
    }
}
