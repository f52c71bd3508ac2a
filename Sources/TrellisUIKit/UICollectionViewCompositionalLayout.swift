import Foundation
import TrellisEngine

/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayout` (iOS 13). Frames come from Trellis's engine. Installed in a
/// `UICollectionView`, it answers `UICollectionViewLayout`'s queries for the view's size, data source and scroll
/// offsets; `layout(in:sections:)` lays it out for an environment directly.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    /// The layout as last prepared for its collection view.
    var prepared: PreparedLayout?
    /// True while `preparedLayout()` lays out.
    private var isPreparing = false
    /// Why the last preparation failed, where UIKit would raise an exception (no section layout, a group that
    /// cannot fit its item, ...); every query then answers nothing.
    public private(set) var lastFailure: LayoutFailure?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// `UICollectionViewCompositionalLayout.list(using:)` (iOS 14): every section is a list of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override func invalidateLayout() {
        prepared = nil
        lastFailure = nil
    }

    open override func prepare() { _ = preparedLayout() }

    open override var collectionViewContentSize: CGSize {
        guard let tree = preparedLayout()?.tree else { return .zero }
        return CGSize(width: tree.contentSize.width, height: tree.contentSize.height)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let prepared = preparedLayout() else { return nil }
        let query = Rect(
            x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        return prepared.tree.elements(in: query).map { prepared.attributes(for: $0) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let prepared = preparedLayout(), indexPath.count == 2,
            prepared.tree.sections.indices.contains(indexPath.section)
        else { return nil }
        let section = prepared.tree.sections[indexPath.section]
        guard section.items.indices.contains(indexPath.item) else { return nil }
        return prepared.attributes(for: .item(section: indexPath.section, section.items[indexPath.item]))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let prepared = preparedLayout() else { return nil }
        return prepared.supplementary(ofKind: Conversion.kind(elementKind), at: indexPath).map {
            prepared.attributes(for: $0)
        }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let prepared = preparedLayout(), indexPath.count == 2,
            prepared.tree.sections.indices.contains(indexPath.section)
        else { return nil }
        let kind = Conversion.kind(elementKind)
        return prepared.tree.sections[indexPath.section].decorations.first { $0.kind == kind }.map {
            prepared.attributes(for: .decoration(section: indexPath.section, $0))
        }
    }

    /// Lays the layout out for its collection view once per invalidation, then runs the visible-items handlers.
    /// While it lays out (a section provider reading the collection view's content size or resting offset), the
    /// layout answers nothing rather than laying out again.
    func preparedLayout() -> PreparedLayout? {
        if let prepared { return prepared }
        guard let collectionView, lastFailure == nil, !isPreparing else { return nil }
        let environment = collectionView.environment.resized(to: collectionView.frame.size)
        var options = LayoutOptions(
            iOSVersion: collectionView.environment.iOSVersion,
            snapsToPixelGrid: collectionView.environment.snapsToPixelGrid)
        // At rest the engine places pinned items itself, from the safe area.
        if let explicit = collectionView.explicitContentOffset {
            options.scrollOffset = Double(configuration.scrollDirection == .vertical ? explicit.y : explicit.x)
        }
        do {
            isPreparing = true
            defer { isPreparing = false }
            let laidOut = try laidOut(in: environment, sections: collectionView.sectionInputs, options: options)
            let made = PreparedLayout(tree: laidOut.tree, sectionItemZIndexes: laidOut.tree.sections.map(\.itemZIndex))
            prepared = made
            // Read once the layout is kept: a resting offset can depend on the content size (`.scrollableAxes`).
            let offset = collectionView.contentOffset
            made.runVisibleItemsHandlers(
                sections: laidOut.sections.map(\.section), environment: laidOut.providerEnvironment,
                visible: CGRect(origin: offset, size: collectionView.frame.size),
                orthogonalOffsets: collectionView.orthogonalContentOffsets)
            return made
        } catch {
            lastFailure = error
            return nil
        }
    }
}
