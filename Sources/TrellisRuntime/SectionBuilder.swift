#if os(Linux)
    import TrellisUIKit
#elseif canImport(UIKit)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif
import TrellisEngine
import TrellisModel

/// A section's content, its expressions already evaluated, as the platform's layout objects: the objects generated
/// code builds for the same content in the same environment. Lengths a group needs before UIKit lays it out (an
/// adaptive count, a masonry or flow arrangement) are computed from the container the engine gives the section's
/// top-level group, with the arithmetic generated code embeds.
@MainActor
struct SectionBuilder {
    /// Why a section cannot be built on this platform or OS version.
    struct Refusal: Error {
        var message: String
    }

    /// The sizes of the section's items, for masonry and flow groups (asked only if the section has one).
    let itemSizes: () -> [CGSize]

    /// The section; `groupContainer` is what its top-level group resolves against (`SectionProviders.containers`).
    func section(
        _ content: SectionContent, groupContainer: Size, environment: any NSCollectionLayoutEnvironment
    ) throws(Refusal) -> NSCollectionLayoutSection {
        let section: NSCollectionLayoutSection
        switch content.body {
        case let .group(group):
            section = NSCollectionLayoutSection(group: try self.group(group, container: groupContainer))
        case let .list(list):
            section = try listSection(list, environment: environment)
        }
        section.contentInsets = insets(content.contentInsets)
        section.interGroupSpacing = CGFloat(content.interGroupSpacing.value)
        section.orthogonalScrollingBehavior = Self.orthogonalScrolling(content.orthogonalScrolling)
        try applyReferences(content, to: section)
        section.boundarySupplementaryItems = try content.boundaryItems.map(boundaryItem)
        section.decorationItems = content.decorations.map { decoration in
            let item = NSCollectionLayoutDecorationItem.background(
                elementKind: PlatformNames.elementKind(decoration.kind))
            item.contentInsets = insets(decoration.contentInsets)
            if let zIndex = decoration.zIndex { item.zIndex = zIndex }
            return item
        }
        return section
    }

    private func applyReferences(_ content: SectionContent, to section: NSCollectionLayoutSection) throws(Refusal) {
        if let reference = content.contentInsetsReference {
            #if os(Linux) || canImport(UIKit)
                guard #available(iOS 14.0, tvOS 14.0, *) else {
                    throw Refusal(message: "contentInsetsReference needs iOS 14")
                }
                section.contentInsetsReference = Self.reference(reference)
            #else
                throw Refusal(message: "AppKit has no contentInsetsReference")
            #endif
        }
        switch content.supplementaryInsets {
        case let .reference(reference)?:
            #if os(Linux) || canImport(UIKit)
                guard #available(iOS 16.0, tvOS 16.0, *) else {
                    throw Refusal(message: "supplementaryContentInsetsReference needs iOS 16")
                }
                section.supplementaryContentInsetsReference = Self.reference(reference)
            #else
                throw Refusal(message: "AppKit has no supplementaryContentInsetsReference")
            #endif
        case let .followsContentInsets(follows)?: section.supplementariesFollowContentInsets = follows
        case nil: break
        }
    }

    private func listSection(_ list: ListConfiguration, environment: any NSCollectionLayoutEnvironment) throws(Refusal)
        -> NSCollectionLayoutSection
    {
        #if os(Linux) || (canImport(UIKit) && !os(tvOS))
            guard #available(iOS 14.0, *) else { throw Refusal(message: "a list section needs iOS 14") }
            let appearances: [ListConfiguration.Appearance: UICollectionLayoutListConfiguration.Appearance] = [
                .plain: .plain, .grouped: .grouped, .insetGrouped: .insetGrouped, .sidebar: .sidebar,
                .sidebarPlain: .sidebarPlain,
            ]
            var configuration = UICollectionLayoutListConfiguration(appearance: appearances[list.appearance] ?? .plain)
            switch list.headerMode {
            case .none: configuration.headerMode = .none
            case .supplementary: configuration.headerMode = .supplementary
            case .firstItemInSection: configuration.headerMode = .firstItemInSection
            }
            configuration.footerMode = list.footerMode == .supplementary ? .supplementary : .none
            configuration.showsSeparators = list.showsSeparators
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        #else
            throw Refusal(message: "a list section is UIKit's (UICollectionLayoutListConfiguration)")
        #endif
    }

    // MARK: Groups and items

    private func subitem(_ subitem: GroupSubitem, container: Size) throws(Refusal) -> NSCollectionLayoutItem {
        switch subitem {
        case let .item(item):
            let made = NSCollectionLayoutItem(
                layoutSize: try size(item.size), supplementaryItems: try item.supplementaries.map(supplementary))
            made.contentInsets = insets(item.contentInsets)
            made.edgeSpacing = item.edgeSpacing.map(edgeSpacing)
            return made
        case let .group(group):
            return try self.group(group, container: container)
        }
    }

    private func group(_ group: LayoutGroup, container: Size) throws(Refusal) -> NSCollectionLayoutGroup {
        switch group {
        case let .standard(standard): return try self.standard(standard, container: container)
        case let .masonry(masonry): return try self.masonry(masonry, container: container)
        case let .flow(flow): return try self.flow(flow, container: container)
        case .custom: throw Refusal(message: "a custom group's item provider is app code, not a layout file's")
        }
    }

    private func standard(_ group: StandardGroup, container: Size) throws(Refusal) -> NSCollectionLayoutGroup {
        let axis = group.axis
        let size = try self.size(group.size)
        // The group's content, which its subitems resolve against: its size less its insets, on each axis that is
        // not estimated.
        let insets = group.contentInsets
        let kept = insets.ignoringEstimatedAxes(of: group.size)
        let content = Size(
            width: group.size.width.resolved(in: container) - kept.leading - kept.trailing,
            height: group.size.height.resolved(in: container) - kept.top - kept.bottom)
        let made: NSCollectionLayoutGroup
        switch group.content {
        case let .subitems(subitems):
            let items = try subitems.map { (subitem) throws(Refusal) in try self.subitem(subitem, container: content) }
            made =
                axis == .horizontal
                ? .horizontal(layoutSize: size, subitems: items) : .vertical(layoutSize: size, subitems: items)
        case let .repeating(child, count):
            let columns: Int
            switch count {
            case let .fixed(number): columns = Int(number.value)
            case let .adaptive(minimum):
                columns = LayoutArithmetic.columnCount(
                    .adaptive(minimum: minimum.value), in: content.length(axis),
                    spacing: group.interItemSpacing?.value ?? 0)
            }
            // The subitem resolves against the content less the spacing between the copies (measured on iOS 14 and
            // 17), as in the engine.
            let childContainer = LayoutArithmetic.countChildContainer(
                content: (content.width, content.height), count: columns, spacing: group.interItemSpacing?.value ?? 0,
                horizontal: axis == .horizontal)
            let child = try subitem(child, container: Size(width: childContainer.width, height: childContainer.height))
            made = Self.resizing(child, count: columns, axis: axis, size: size)
        case let .copies(child, count):
            made = try Self.keepingSize(
                try subitem(child, container: content), count: Int(count.value), axis: axis, size: size)
        }
        made.interItemSpacing = group.interItemSpacing.map(spacing)
        made.contentInsets = self.insets(insets)
        made.edgeSpacing = group.edgeSpacing.map(edgeSpacing)
        made.supplementaryItems = try group.supplementaries.map(supplementary)
        return made
    }

    /// `subitem:count:`: exactly `count` subitems resized to equal shares (deprecated in iOS 16, where it keeps this
    /// meaning).
    private static func resizing(_ item: NSCollectionLayoutItem, count: Int, axis: Axis, size: NSCollectionLayoutSize)
        -> NSCollectionLayoutGroup
    {
        axis == .horizontal
            ? .horizontal(layoutSize: size, subitem: item, count: count)
            : .vertical(layoutSize: size, subitem: item, count: count)
    }

    /// `repeatingSubitem:count:` (iOS 16): exactly `count` copies, each keeping its own size.
    private static func keepingSize(
        _ item: NSCollectionLayoutItem, count: Int, axis: Axis, size: NSCollectionLayoutSize
    ) throws(Refusal) -> NSCollectionLayoutGroup {
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else {
            throw Refusal(message: "'repeating' is repeatingSubitem:count:, which needs iOS 16")
        }
        return axis == .horizontal
            ? .horizontal(layoutSize: size, repeatingSubitem: item, count: count)
            : .vertical(layoutSize: size, repeatingSubitem: item, count: count)
    }

    private func masonry(_ group: MasonryGroup, container: Size) throws(Refusal) -> NSCollectionLayoutGroup {
        let sizes = itemSizes()
        let columns: LayoutArithmetic.Columns
        switch group.columns {
        case let .fixed(number): columns = .fixed(Int(number.value))
        case let .adaptive(minimum): columns = .adaptive(minimum: minimum.value)
        }
        // A stated height wins, its fractions of the column's width; else the item's own, a square when unknown.
        let arrangement = LayoutArithmetic.masonry(
            itemCount: sizes.count, width: group.width.resolved(in: container),
            insets: Self.arithmeticInsets(group.contentInsets), columns: columns,
            columnSpacing: group.columnSpacing.value, itemSpacing: group.itemSpacing.value
        ) { index, columnWidth in
            switch group.itemHeight?.resolution {
            case let .fraction(fraction, _)?: return fraction * columnWidth
            case let .points(points)?: return points
            case nil: return sizes[index].height > 0 ? Double(sizes[index].height) : columnWidth
            }
        }
        return try custom(width: group.width, arrangement: arrangement)
    }

    private func flow(_ group: FlowGroup, container: Size) throws(Refusal) -> NSCollectionLayoutGroup {
        let estimatedHeight = group.itemHeight.isEstimated
        let statedHeight = group.itemHeight.resolved(in: container)
        let arrangement = LayoutArithmetic.flow(
            itemSizes: itemSizes().map { size in
                (
                    width: size.width > 0 ? Double(size.width) : group.estimatedItemWidth.value,
                    height: estimatedHeight ? (size.height > 0 ? Double(size.height) : statedHeight) : statedHeight
                )
            }, width: group.width.resolved(in: container), insets: Self.arithmeticInsets(group.contentInsets),
            alignment: LayoutArithmetic.LineAlignment(rawValue: group.alignment.rawValue) ?? .leading,
            itemSpacing: group.itemSpacing.value, lineSpacing: group.lineSpacing.value)
        return try custom(width: group.width, arrangement: arrangement)
    }

    /// A custom group of an arrangement's frames, as tall as the arrangement.
    private func custom(width: LayoutDimension, arrangement: LayoutArithmetic.Arrangement) throws(Refusal)
        -> NSCollectionLayoutGroup
    {
        let items = arrangement.frames.map {
            NSCollectionLayoutGroupCustomItem(
                frame: CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.width), height: CGFloat($0.height)))
        }
        let size = NSCollectionLayoutSize(
            widthDimension: try dimension(width), heightDimension: .absolute(CGFloat(arrangement.height)))
        return NSCollectionLayoutGroup.custom(layoutSize: size) { _ in items }
    }

    // MARK: Supplementary items

    private func supplementary(_ item: SupplementaryItem) throws(Refusal) -> NSCollectionLayoutSupplementaryItem {
        let kind = PlatformNames.elementKind(item.kind)
        let size = try self.size(item.size)
        let container = anchor(item.containerAnchor)
        let made: NSCollectionLayoutSupplementaryItem
        if let itemAnchor = item.itemAnchor {
            made = NSCollectionLayoutSupplementaryItem(
                layoutSize: size, elementKind: kind, containerAnchor: container, itemAnchor: anchor(itemAnchor))
        } else {
            made = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: container)
        }
        if let zIndex = item.zIndex { made.zIndex = zIndex }
        return made
    }

    func boundaryItem(_ item: BoundaryItem) throws(Refusal) -> NSCollectionLayoutBoundarySupplementaryItem {
        let made = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: try size(item.size), elementKind: PlatformNames.elementKind(item.kind),
            alignment: Self.alignment(item.alignment),
            absoluteOffset: CGPoint(x: CGFloat(item.absoluteOffset.x.value), y: CGFloat(item.absoluteOffset.y.value)))
        made.pinToVisibleBounds = item.pinToVisibleBounds
        made.extendsBoundary = item.extendsBoundary
        if let zIndex = item.zIndex { made.zIndex = zIndex }
        made.contentInsets = insets(item.contentInsets)
        return made
    }

    private func anchor(_ anchor: LayoutAnchor) -> NSCollectionLayoutAnchor {
        var edges: NSDirectionalRectEdge = []
        if anchor.edges.contains(.top) { edges.insert(.top) }
        if anchor.edges.contains(.leading) { edges.insert(.leading) }
        if anchor.edges.contains(.bottom) { edges.insert(.bottom) }
        if anchor.edges.contains(.trailing) { edges.insert(.trailing) }
        switch anchor.offset {
        case let .absolute(point)?: return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: Self.point(point))
        case let .fractional(point)?: return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: Self.point(point))
        case nil: return NSCollectionLayoutAnchor(edges: edges)
        }
    }

    // MARK: Values

    func size(_ size: LayoutSize) throws(Refusal) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: try dimension(size.width), heightDimension: try dimension(size.height))
    }

    private func dimension(_ dimension: LayoutDimension) throws(Refusal) -> NSCollectionLayoutDimension {
        let value = CGFloat(dimension.value)
        switch dimension {
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings:
            guard #available(iOS 17.0, tvOS 17.0, macOS 14.0, *) else {
                throw Refusal(message: "uniformAcrossSiblings needs iOS 17")
            }
            return .uniformAcrossSiblings(estimate: value)
        }
    }

    func insets(_ insets: LayoutInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: CGFloat(insets.top.value), leading: CGFloat(insets.leading.value),
            bottom: CGFloat(insets.bottom.value), trailing: CGFloat(insets.trailing.value))
    }

    private func spacing(_ spacing: LayoutSpacing) -> NSCollectionLayoutSpacing {
        switch spacing {
        case let .fixed(value): return .fixed(CGFloat(value.value))
        case let .flexible(value): return .flexible(CGFloat(value.value))
        }
    }

    private func edgeSpacing(_ spacing: EdgeSpacing) -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(
            leading: spacing.leading.map(self.spacing), top: spacing.top.map(self.spacing),
            trailing: spacing.trailing.map(self.spacing), bottom: spacing.bottom.map(self.spacing))
    }

    private static func point(_ point: LayoutPoint) -> CGPoint {
        CGPoint(x: CGFloat(point.x.value), y: CGFloat(point.y.value))
    }

    private static func arithmeticInsets(_ insets: LayoutInsets) -> LayoutArithmetic.Insets {
        LayoutArithmetic.Insets(
            top: insets.top.value, leading: insets.leading.value, bottom: insets.bottom.value,
            trailing: insets.trailing.value)
    }

    static func orthogonalScrolling(_ behavior: OrthogonalScrollingBehavior) -> PlatformOrthogonalScrolling {
        switch behavior {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }

    private static func alignment(_ alignment: RectAlignment) -> NSRectAlignment {
        switch alignment {
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }

    #if os(Linux) || canImport(UIKit)
        @available(iOS 14.0, tvOS 14.0, *)
        static func reference(_ reference: ContentInsetsReference) -> UIContentInsetsReference {
            switch reference {
            case .automatic: return .automatic
            case .none: return .none
            case .safeArea: return .safeArea
            case .layoutMargins: return .layoutMargins
            case .readableContent: return .readableContent
            }
        }
    #endif
}
