/// Small questions every stage asks of the model.
extension Axis {
    /// The other axis: across a horizontal group is vertical.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension EdgeSpacing {
    /// The spacing before and after an element along an axis: leading/trailing or top/bottom.
    public func before(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    public func after(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}

extension GroupSubitem {
    /// Items and standard groups have edge spacing; custom groups do not.
    public var edgeSpacing: EdgeSpacing? {
        switch self {
        case let .item(item): return item.edgeSpacing
        case let .group(.standard(group)): return group.edgeSpacing
        case .group: return nil
        }
    }
}
