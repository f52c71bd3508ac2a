import Foundation
import TrellisEngine
import TrellisModel

@MainActor
extension UICollectionViewCompositionalLayout {
    /// Lays the layout out with Trellis's engine, as a collection view of `environment`'s size
    /// with `sections` of data would: calls the section provider for every section, turns what
    /// it returns into the engine's model, and returns every frame.
    public func layout(
        in environment: LayoutEnvironment, sections: [SectionInput], options: LayoutOptions = LayoutOptions()
    ) throws(LayoutFailure) -> FrameTree {
        try layout(in: UIKitEnvironment(layout: environment), sections: sections, options: options)
    }

    /// As `layout(in:sections:options:)`, with the traits of `environment` (idiom, content size category, layout
    /// direction) seen by the section provider.
    public func layout(
        in environment: UIKitEnvironment, sections: [SectionInput], options: LayoutOptions = LayoutOptions()
    ) throws(LayoutFailure) -> FrameTree {
        try laidOut(in: environment, sections: sections, options: options).tree
    }

    /// What the section provider returns for each section of `sections` in `environment`, converted to the model
    /// once: the section object, its content (a list still a list) and the item providers of its custom groups;
    /// and the environment the provider saw.
    func provided(in environment: UIKitEnvironment, sections: [SectionInput]) throws(LayoutFailure) -> (
        sections: [(
            section: NSCollectionLayoutSection, content: SectionContent, customItems: [[Int]: CustomItemProvider]
        )],
        providerEnvironment: any NSCollectionLayoutEnvironment
    ) {
        let layoutEnvironment = environment.layout
        let frame = layoutEnvironment.container
        // The engine's container insets, so effectiveContentSize is what its section providers see.
        let edges = SectionProviders.containerInsets(
            layoutEnvironment, configuration: Conversion.configuration(configuration))
        let insets = NSDirectionalEdgeInsets(
            top: edges.top, leading: edges.leading, bottom: edges.bottom, trailing: edges.trailing)
        let traits = UITraitCollection(environment)
        let providerEnvironment = StandInEnvironment(
            container: StandInEnvironment.Container(
                contentSize: CGSize(width: frame.width, height: frame.height), contentInsets: insets),
            traitCollection: traits)
        var provided: [(NSCollectionLayoutSection, SectionContent, [[Int]: CustomItemProvider])] = []
        for index in sections.indices {
            // UIKit raises an exception for a section with no layout; the engine refuses it.
            guard let section = sectionProvider(index, providerEnvironment) else {
                throw LayoutFailure(.missingSectionLayout(sectionIndex: index), section: nil, site: .container)
            }
            var customItems: [[Int]: CustomItemProvider] = [:]
            let content = Conversion.section(section, traits: traits, customItems: &customItems)
            provided.append((section, content, customItems))
        }
        return (provided, providerEnvironment)
    }

    /// The frames, what the provider returned (as `provided(in:sections:)` gives it) and the environment it saw.
    func laidOut(in environment: UIKitEnvironment, sections: [SectionInput], options: LayoutOptions)
        throws(LayoutFailure) -> (
            tree: FrameTree,
            sections: [(
                section: NSCollectionLayoutSection, content: SectionContent, customItems: [[Int]: CustomItemProvider]
            )],
            providerEnvironment: any NSCollectionLayoutEnvironment
        )
    {
        let provided = try provided(in: environment, sections: sections)
        let resolved = zip(provided.sections, sections).enumerated().map { index, pair in
            ResolvedSectionInput(
                section: ResolvedSection(layoutName: "section \(index)", content: pair.0.content),
                data: SectionData(layout: "section \(index)", itemCount: pair.1.itemCount, measured: pair.1.measured),
                customItems: pair.0.customItems)
        }
        let tree = try LayoutEngine.layout(
            resolved: resolved, configuration: Conversion.configuration(configuration),
            layoutName: "\(type(of: self))", environment: environment.layout, options: options)
        return (tree, provided.sections, provided.providerEnvironment)
    }
}

/// A layout prepared for its collection view: the engine's frames, and the attributes the visible-items
/// handlers changed (the same objects the handlers were given, as UIKit reports them).
@preconcurrency @MainActor
final class PreparedLayout {
    struct Key: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var indexPath: IndexPath
    }

    let tree: FrameTree
    let sectionItemZIndexes: [Int]
    private var changed: [Key: UICollectionViewLayoutAttributes] = [:]

    init(tree: FrameTree, sectionItemZIndexes: [Int]) {
        self.tree = tree
        self.sectionItemZIndexes = sectionItemZIndexes
    }

    /// The key UIKit identifies an element by: its category, kind and index path. A section's boundary items and
    /// decorations are at item 0 of the section; the layout's own boundary items at the one-index path `[0]`.
    static func key(for element: ElementFrame) -> Key {
        switch element {
        case let .item(section, item):
            return Key(category: .cell, kind: nil, indexPath: IndexPath(item: item.index, section: section))
        case let .supplementary(section, supplementary):
            let indexPath: IndexPath
            switch (section, supplementary.host) {
            case (nil, _): indexPath = IndexPath(index: 0)
            case let (section?, .item(item)): indexPath = IndexPath(item: item, section: section)
            case let (section?, .boundary): indexPath = IndexPath(item: 0, section: section)
            }
            return Key(
                category: .supplementaryView, kind: Conversion.uikitKind(supplementary.kind), indexPath: indexPath)
        case let .decoration(section, decoration):
            return Key(
                category: .decorationView, kind: Conversion.uikitKind(decoration.kind),
                indexPath: IndexPath(item: 0, section: section))
        }
    }

    func attributes(for element: ElementFrame) -> UICollectionViewLayoutAttributes {
        let key = Self.key(for: element)
        if let changed = changed[key] { return changed }
        let attributes = UICollectionViewLayoutAttributes(
            indexPath: key.indexPath, category: key.category, kind: key.kind)
        let frame = element.frame
        attributes.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        switch element {
        case let .item(section, _): attributes.zIndex = sectionItemZIndexes[section]
        case let .supplementary(_, supplementary): attributes.zIndex = supplementary.zIndex
        case let .decoration(_, decoration): attributes.zIndex = decoration.zIndex
        }
        return attributes
    }

    /// The supplementary of `kind` at `indexPath`: a layout boundary item at `[0]`, a section's boundary item at
    /// item 0, or the badge of that item.
    func supplementary(ofKind kind: ElementKind, at indexPath: IndexPath) -> ElementFrame? {
        if indexPath.count == 1 {
            return tree.supplementaries.first { $0.kind == kind }.map { .supplementary(section: nil, $0) }
        }
        guard indexPath.count == 2, tree.sections.indices.contains(indexPath.section) else { return nil }
        let section = tree.sections[indexPath.section]
        if indexPath.item == 0, let boundary = section.supplementaries.first(where: { $0.kind == kind }) {
            return .supplementary(section: indexPath.section, boundary)
        }
        guard section.items.indices.contains(indexPath.item) else { return nil }
        // A badge meets its item's frame or lies near it; search around the item before the whole section.
        let item = section.items[indexPath.item].frame
        let margin = Swift.max(item.width, item.height) + 100
        for area in [
            Rect(
                x: item.x - margin, y: item.y - margin, width: item.width + 2 * margin, height: item.height + 2 * margin
            ),
            section.frame,
        ] {
            let found = tree.elements(in: area).first {
                guard case let .supplementary(index, badge) = $0 else { return false }
                return index == indexPath.section && badge.kind == kind && badge.host == .item(indexPath.item)
            }
            if let found { return found }
        }
        return nil
    }

    /// Calls each section's visible-items handler with the elements that meet the visible area: the collection
    /// view's bounds, or for an orthogonal section its strip scrolled to its offset. Whatever a handler changes is
    /// kept and reported by every later query.
    func runVisibleItemsHandlers(
        sections: [NSCollectionLayoutSection], environment: any NSCollectionLayoutEnvironment, visible: CGRect,
        orthogonalOffsets: [Int: CGPoint]
    ) {
        for (index, section) in sections.enumerated() {
            guard let handler = section.visibleItemsInvalidationHandler, tree.sections.indices.contains(index) else {
                continue
            }
            let isOrthogonal = tree.sections[index].orthogonal != nil
            let offset = isOrthogonal ? orthogonalOffsets[index] ?? .zero : visible.origin
            var area = visible
            if isOrthogonal {
                if tree.scrollDirection == .vertical { area.origin.x = offset.x } else { area.origin.y = offset.y }
            }
            let query = Rect(
                x: Double(area.minX), y: Double(area.minY), width: Double(area.width), height: Double(area.height))
            let items = tree.elements(in: query).compactMap { element -> VisibleItem? in
                switch element {
                case let .item(section, _) where section == index: break
                case let .supplementary(section?, _) where section == index: break
                case let .decoration(section, _) where section == index: break
                default: return nil
                }
                let attributes = attributes(for: element)
                changed[Self.key(for: element)] = attributes
                return VisibleItem(attributes: attributes)
            }
            handler(items, offset, environment)
        }
    }
}
