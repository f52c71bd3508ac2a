import TrellisEngine
import TrellisModel

/// What one node of a group tree resolves to at a target, estimated dimensions at their
/// estimates: the engine's resolution rules (`LayoutDimension.resolved(in:)`, insets ignored on
/// estimated axes, `count` slots) applied without placing anything.
public struct NodeGeometry: Sendable {
    /// What the node's fractional dimensions resolve against.
    public var container: Size
    /// The node's size; for custom groups the height is 0 (it comes from their items).
    public var size: Size
    /// The size less the content insets that apply.
    public var content: Size
}

extension LocatedNode {
    /// The node's own geometry in `container`. `override` is the length a `count` group gives
    /// its subitem along the group's axis.
    public func geometry(in container: Size, override: (axis: Axis, length: Double)? = nil) -> NodeGeometry {
        var size: Size
        var insets = EdgeInsets.zero
        switch subitem {
        case let .item(item):
            size = Size(
                width: item.size.width.resolved(in: container), height: item.size.height.resolved(in: container))
            insets = item.contentInsets.ignoringEstimatedAxes(of: item.size)
        case let .group(.standard(group)):
            size = Size(
                width: group.size.width.resolved(in: container), height: group.size.height.resolved(in: container))
            insets = group.contentInsets.ignoringEstimatedAxes(of: group.size)
        case let .group(.masonry(group)):
            size = Size(width: group.width.resolved(in: container), height: 0)
            insets = group.contentInsets
        case let .group(.flow(group)):
            size = Size(width: group.width.resolved(in: container), height: 0)
            insets = group.contentInsets
        case let .group(.custom(group)):
            size = Size(
                width: group.size.width.resolved(in: container), height: group.size.height.resolved(in: container))
        }
        if let override {
            if override.axis == .horizontal { size.width = override.length } else { size.height = override.length }
        }
        let content = Size(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        return NodeGeometry(container: container, size: size, content: content)
    }

    /// Visits this node and every node below it with its geometry and its parent's.
    public func walkGeometry(
        in container: Size, override: (axis: Axis, length: Double)? = nil, parent: (LocatedNode, NodeGeometry)? = nil,
        _ visit: (LocatedNode, NodeGeometry, (LocatedNode, NodeGeometry)?) -> Void
    ) {
        let geometry = self.geometry(in: container, override: override)
        let content = geometry.content
        visit(self, geometry, parent)
        guard case let .group(.standard(group)) = subitem else { return }
        switch group.content {
        case .subitems:
            for child in children { child.walkGeometry(in: content, parent: (self, geometry), visit) }
        case let .repeating(childModel, count):
            guard let child = children.first else { return }
            let slot = group.slot(columns: count, in: content.length(group.axis))
            let edges =
                (childModel.edgeSpacing?.before(group.axis)?.value ?? 0)
                + (childModel.edgeSpacing?.after(group.axis)?.value ?? 0)
            let childContainer =
                child.isGroup ? Size.along(group.axis, slot.length, cross: content.length(group.axis.other)) : content
            child.walkGeometry(
                in: childContainer, override: (group.axis, slot.length - edges), parent: (self, geometry), visit)
        }
    }
}
