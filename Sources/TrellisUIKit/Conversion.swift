import Foundation
import TrellisEngine
import TrellisModel

/// UIKit's compositional layout API -> Trellis's model: the one converter. What a UIKit call means is decided by
/// its `nonisolated` builders, which take the call's arguments as UIKit shapes them; the stand-in reads its objects
/// into them (on the main actor, as UIKit does), and `trellis import` (off it) the values it follows in source.
@preconcurrency @MainActor
package enum Conversion {
    /// How an `NSCollectionLayoutGroup` factory holds its subitems.
    package enum Repetition: Hashable, Sendable {
        /// `subitems:`: the list, repeated while the next fits.
        case none
        /// `subitem:count:`: exactly `count`, resized to equal shares; an expression when an import computes it.
        case resized(LayoutNumber)
        /// `repeatingSubitem:count:`: exactly `count`, each keeping its size; an expression when an import computes it.
        case keepingSize(LayoutNumber)
    }

    /// UIKit's section header and footer kinds are the model's `header` and `footer` (`ElementKind.uikitName`).
    nonisolated package static func kind(_ elementKind: String) -> ElementKind { ElementKind(uikitName: elementKind) }

    /// The inverse: UIKit's element kind for the model's.
    nonisolated package static func uikitKind(_ kind: ElementKind) -> String { kind.uikitName }

    /// `NSCollectionLayoutGroup.horizontal/vertical(...)`. `convert` turns a subitem into the model at its position
    /// in the group (each copy of a repeated subitem has its own, which a custom group's item provider is keyed
    /// by); `placeholder` stands in for a group with no subitem, which UIKit refuses.
    nonisolated package static func group<Subitem>(
        axis: Axis, size: LayoutSize, subitems: [Subitem], repetition: Repetition, placeholder: GroupSubitem,
        convert: (Subitem, _ position: Int) -> GroupSubitem, interItemSpacing: LayoutSpacing?,
        contentInsets: LayoutInsets, edgeSpacing: EdgeSpacing?, supplementaries: [SupplementaryItem]
    ) -> LayoutGroup {
        let content: StandardGroup.Content
        switch repetition {
        case let .resized(count):
            let count = count.expression == nil ? LayoutNumber(max(1, count.value.rounded(.down))) : count
            content = .repeating(subitems.first.map { convert($0, 0) } ?? placeholder, count: .fixed(count))
        case let .keepingSize(count):
            // Exactly `count` copies, each its own size (Docs/Semantics.md §4.10). A written count outside the
            // 1 to 1000 a layout file takes is brought into it; an expression's value is checked where it is used.
            let count = count.expression == nil ? LayoutNumber(min(max(1, count.value.rounded(.down)), 1000)) : count
            content = .copies(subitems.first.map { convert($0, 0) } ?? placeholder, count: count)
        case .none:
            content = .subitems(NonEmpty(subitems.enumerated().map { convert($1, $0) }) ?? NonEmpty(placeholder))
        }
        return .standard(
            StandardGroup(
                axis: axis, size: size, content: content, interItemSpacing: interItemSpacing,
                contentInsets: contentInsets, edgeSpacing: edgeSpacing, supplementaries: supplementaries))
    }

    /// `NSCollectionLayoutSection`: `supplementaryContentInsetsReference` (iOS 16), when set, wins over the
    /// deprecated `supplementariesFollowContentInsets`.
    nonisolated package static func section(
        body: SectionContent.Body, contentInsets: LayoutInsets, interGroupSpacing: LayoutNumber,
        orthogonalScrolling: OrthogonalScrollingBehavior, contentInsetsReference: ContentInsetsReference?,
        supplementaryReference: ContentInsetsReference?, supplementariesFollowContentInsets follows: Bool?,
        boundaryItems: [BoundaryItem], decorations: [DecorationItem]
    ) -> SectionContent {
        SectionContent(
            body: body, contentInsets: contentInsets, interGroupSpacing: interGroupSpacing,
            orthogonalScrolling: orthogonalScrolling, contentInsetsReference: contentInsetsReference,
            supplementaryInsets: supplementaryReference.map(SupplementaryInsets.reference)
                ?? follows.map(SupplementaryInsets.followsContentInsets),
            boundaryItems: boundaryItems, decorations: decorations)
    }

    // MARK: - The stand-in's objects

    /// UIKit's content size category for the engine's, and back (an unknown or unspecified one is `large`, UIKit's
    /// default).
    nonisolated static func contentSizeCategory(_ category: ContentSizeCategory) -> UIContentSizeCategory {
        UIContentSizeCategory.ordered[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }

    nonisolated static func contentSizeCategory(_ category: UIContentSizeCategory) -> ContentSizeCategory {
        UIContentSizeCategory.ordered.firstIndex(of: category).map { ContentSizeCategory.allCases[$0] } ?? .large
    }

    static func configuration(_ configuration: UICollectionViewCompositionalLayoutConfiguration) -> LayoutConfiguration
    {
        LayoutConfiguration(
            scrollDirection: configuration.scrollDirection == .vertical ? .vertical : .horizontal,
            interSectionSpacing: Double(configuration.interSectionSpacing),
            contentInsetsReference: reference(configuration.contentInsetsReference),
            boundaryItems: configuration.boundarySupplementaryItems.map(boundaryItem))
    }

    static func reference(_ reference: UIContentInsetsReference) -> ContentInsetsReference? {
        switch reference {
        case .automatic: return nil
        case .none: return ContentInsetsReference.none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }

    static func section(
        _ section: NSCollectionLayoutSection, traits: UITraitCollection, customItems: inout [[Int]: CustomItemProvider]
    ) -> SectionContent {
        let body: SectionContent.Body
        if let group = section.group {
            body = .group(self.group(group, traits: traits, customItems: &customItems))
        } else {
            let list = section.list ?? UICollectionLayoutListConfiguration(appearance: .plain)
            body = .list(
                ListConfiguration(
                    appearance: ListConfiguration.Appearance.allCases[list.appearance.rawValue],
                    headerMode: ListConfiguration.HeaderMode.allCases[list.headerMode.rawValue],
                    footerMode: ListConfiguration.FooterMode.allCases[list.footerMode.rawValue],
                    showsSeparators: list.showsSeparators))
        }
        return self.section(
            body: body, contentInsets: insets(section.contentInsets),
            interGroupSpacing: LayoutNumber(Double(section.interGroupSpacing)),
            orthogonalScrolling: OrthogonalScrollingBehavior.allCases[section.orthogonalScrollingBehavior.rawValue],
            contentInsetsReference: reference(section.contentInsetsReference),
            supplementaryReference: section.supplementaryReference.map { reference($0) ?? .automatic },
            supplementariesFollowContentInsets: section.followsInsets,
            boundaryItems: section.boundarySupplementaryItems.map(boundaryItem),
            decorations: section.decorationItems.map {
                DecorationItem(kind: kind($0.elementKind), contentInsets: insets($0.contentInsets), zIndex: $0.zIndex)
            })
    }

    static func dimension(_ dimension: NSCollectionLayoutDimension) -> LayoutDimension {
        let value = LayoutNumber(Double(dimension.dimension))
        switch dimension.kind {
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings: return .uniformAcrossSiblings(estimate: value)
        }
    }

    static func size(_ size: NSCollectionLayoutSize) -> LayoutSize {
        LayoutSize(width: dimension(size.widthDimension), height: dimension(size.heightDimension))
    }

    static func insets(_ insets: NSDirectionalEdgeInsets) -> LayoutInsets {
        LayoutInsets(
            EdgeInsets(
                top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                trailing: Double(insets.trailing)))
    }

    static func spacing(_ spacing: NSCollectionLayoutSpacing?) -> LayoutSpacing? {
        spacing.map {
            let value = LayoutNumber(Double($0.spacing))
            return $0.isFlexibleSpacing ? .flexible(value) : .fixed(value)
        }
    }

    static func edgeSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?) -> EdgeSpacing? {
        spacing.map {
            EdgeSpacing(
                top: self.spacing($0.top), leading: self.spacing($0.leading), bottom: self.spacing($0.bottom),
                trailing: self.spacing($0.trailing))
        }
    }

    static func anchor(_ anchor: NSCollectionLayoutAnchor) -> LayoutAnchor {
        var edges = Set<DirectionalEdge>()
        if anchor.edges.contains(.top) { edges.insert(.top) }
        if anchor.edges.contains(.leading) { edges.insert(.leading) }
        if anchor.edges.contains(.bottom) { edges.insert(.bottom) }
        if anchor.edges.contains(.trailing) { edges.insert(.trailing) }
        let point = LayoutPoint(Point(x: Double(anchor.offset.x), y: Double(anchor.offset.y)))
        let offset: LayoutAnchor.Offset? =
            anchor.isAbsoluteOffset ? .absolute(point) : anchor.isFractionalOffset ? .fractional(point) : nil
        return LayoutAnchor(edges: edges, offset: offset)
    }

    static func supplementary(_ item: NSCollectionLayoutSupplementaryItem) -> SupplementaryItem {
        SupplementaryItem(
            kind: kind(item.elementKind), size: size(item.layoutSize), containerAnchor: anchor(item.containerAnchor),
            itemAnchor: item.itemAnchor.map(anchor), zIndex: item.zIndex)
    }

    static func boundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> BoundaryItem {
        let alignments: [NSRectAlignment: RectAlignment] = [
            .top: .top, .topLeading: .topLeading, .leading: .leading, .bottomLeading: .bottomLeading,
            .bottom: .bottom, .bottomTrailing: .bottomTrailing, .trailing: .trailing, .topTrailing: .topTrailing,
        ]
        return BoundaryItem(
            kind: kind(item.elementKind), alignment: alignments[item.alignment] ?? .top, size: size(item.layoutSize),
            pinToVisibleBounds: item.pinToVisibleBounds, extendsBoundary: item.extendsBoundary,
            absoluteOffset: LayoutPoint(Point(x: Double(item.offset.x), y: Double(item.offset.y))), zIndex: item.zIndex,
            contentInsets: insets(item.contentInsets))
    }

    /// Converts a subitem at `path` (the subitem index taken at each level below the section's
    /// top-level group), adding the item providers of custom groups to `customItems` by path.
    static func subitem(
        _ item: NSCollectionLayoutItem, traits: UITraitCollection, path: [Int],
        customItems: inout [[Int]: CustomItemProvider]
    ) -> GroupSubitem {
        if let group = item as? NSCollectionLayoutGroup {
            return .group(self.group(group, traits: traits, path: path, customItems: &customItems))
        }
        return .item(
            LayoutItem(
                size: size(item.layoutSize), contentInsets: insets(item.contentInsets),
                edgeSpacing: edgeSpacing(item.edgeSpacing),
                supplementaries: item.supplementaryItems.map(supplementary)))
    }

    static func group(
        _ group: NSCollectionLayoutGroup, traits: UITraitCollection, path: [Int] = [],
        customItems: inout [[Int]: CustomItemProvider]
    ) -> LayoutGroup {
        let axis: Axis
        switch group.arrangement {
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        case let .custom(provider):
            // The provider's container is the group: its size, and its content insets as the container's, which the
            // provider applies itself (measured: Docs/Measurements.md M2-mu-custom, frames at the inset, not twice).
            let insets = group.contentInsets
            // The engine calls the provider synchronously from `layout(in:sections:)`, on the main actor.
            customItems[path] = CustomItemProvider { size in
                MainActor.assumeIsolated {
                    let environment = StandInEnvironment(
                        container: StandInEnvironment.Container(
                            contentSize: CGSize(width: size.width, height: size.height), contentInsets: insets),
                        traitCollection: traits)
                    return provider(environment).map {
                        CustomItemFrame(
                            x: Double($0.frame.minX), y: Double($0.frame.minY), width: Double($0.frame.width),
                            height: Double($0.frame.height), zIndex: $0.zIndex)
                    }
                }
            }
            return .custom(CustomGroup(size: size(group.layoutSize)))
        }
        let repetition: Repetition
        switch group.repetition {
        case .none: repetition = .none
        case let .resized(count): repetition = .resized(LayoutNumber(Double(count)))
        case let .keepingSize(count): repetition = .keepingSize(LayoutNumber(Double(count)))
        }
        return self.group(
            axis: axis, size: size(group.layoutSize), subitems: group.subitems, repetition: repetition,
            placeholder: .item(LayoutItem(size: LayoutSize(width: .absolute(0), height: .absolute(0)))),
            convert: { subitem($0, traits: traits, path: path + [$1], customItems: &customItems) },
            interItemSpacing: spacing(group.interItemSpacing), contentInsets: insets(group.contentInsets),
            edgeSpacing: edgeSpacing(group.edgeSpacing), supplementaries: group.supplementaryItems.map(supplementary))
    }
}
