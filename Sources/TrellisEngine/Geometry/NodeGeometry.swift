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

    /// Visits this node and every node below it, parents first, with its path (the subitem
    /// index taken at each level), its geometry and its parent's geometry.
    package func walkGeometry(
        in container: Size, override: AxisLength? = nil, on grid: PixelGrid = .exact, path: [Int] = [],
        parent: NodeGeometry? = nil, _ visit: (GroupSubitem, [Int], NodeGeometry, NodeGeometry?) -> Void
    ) {
        let geometry = self.geometry(in: container, override: override, on: grid)
        visit(self, path, geometry, parent)
        guard case let .group(.standard(group)) = self else { return }
        switch group.content {
        case let .subitems(subitems):
            for (index, child) in subitems.enumerated() {
                child.walkGeometry(in: geometry.content, on: grid, path: path + [index], parent: geometry, visit)
            }
        case let .repeating(child, count):
            let slots = group.slots(count, of: child, in: geometry.content, on: grid)
            child.walkGeometry(
                in: slots.childContainer, override: AxisLength(group.axis, slots.childLength), on: grid,
                path: path + [0], parent: geometry, visit)
        }
    }
}
