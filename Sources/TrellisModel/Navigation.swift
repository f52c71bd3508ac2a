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

extension LayoutDocument {
    /// Every element kind the file uses, once each: the configuration's boundary items, then each section layout's
    /// group (supplementary items of its items and groups), boundary items and decorations. What an app registers
    /// supplementary and decoration views for. Generated code's `ElementKind` and TrellisRuntime's `elementKinds`
    /// list these.
    package var elementKinds: [ElementKind] {
        var kinds: [ElementKind] = []
        func add(_ kind: ElementKind) { if !kinds.contains(kind) { kinds.append(kind) } }
        for item in configuration.boundaryItems { add(item.kind) }
        for section in sections {
            for content in section.contents {
                if case let .list(list) = content.body {
                    if list.headerMode == .supplementary { add(.header) }
                    if list.footerMode == .supplementary { add(.footer) }
                }
                if case let .group(group) = content.body { group.forEachSupplementary { add($0.kind) } }
                for item in content.boundaryItems { add(item.kind) }
                for decoration in content.decorations { add(decoration.kind) }
            }
        }
        return kinds
    }
}

extension LayoutGroup {
    /// Calls `body` for every supplementary item of this group and of every group and item below it, in order.
    package func forEachSupplementary(_ body: (SupplementaryItem) -> Void) {
        guard case let .standard(group) = self else { return }
        group.supplementaries.forEach(body)
        let subitems: [GroupSubitem]
        switch group.content {
        case let .subitems(list): subitems = Array(list)
        case let .repeating(subitem, _), let .copies(subitem, _): subitems = [subitem]
        }
        for subitem in subitems {
            switch subitem {
            case let .item(item): item.supplementaries.forEach(body)
            case let .group(child): child.forEachSupplementary(body)
            }
        }
    }
}
