/// Small questions every stage asks of the model.
extension Axis {
    /// The other axis: across a horizontal group is vertical.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension EdgeSpacing {
    /// The spacing before and after an element along an axis: leading/trailing or top/bottom.
    package func before(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    package func after(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}

extension GroupSubitem {
    /// Items and standard groups have edge spacing; custom groups do not.
    package var edgeSpacing: EdgeSpacing? {
        switch self {
        case let .item(item): return item.edgeSpacing
        case let .group(.standard(group)): return group.edgeSpacing
        case .group: return nil
        }
    }
}

extension LayoutGroup {
    /// Whether this group is, or holds at any depth, a custom group (masonry, flow or `custom`):
    /// one whose items are placed from data rather than repeated.
    package var containsCustomGroup: Bool {
        switch self {
        case .masonry, .flow, .custom: return true
        case let .standard(group):
            switch group.content {
            case let .subitems(subitems): return subitems.contains { $0.containsCustomGroup }
            case let .repeating(subitem, _), let .copies(subitem, _): return subitem.containsCustomGroup
            }
        }
    }
}

extension GroupSubitem {
    package var containsCustomGroup: Bool {
        if case let .group(group) = self { return group.containsCustomGroup }
        return false
    }
}

extension SectionContent {
    /// Whether the section's group holds a custom group; lists never do.
    package var containsCustomGroup: Bool {
        if case let .group(group) = body { return group.containsCustomGroup }
        return false
    }
}

extension SectionLayout {
    /// The base content, then each variant's.
    package var contents: [SectionContent] { [base] + variants.map(\.content) }
}
