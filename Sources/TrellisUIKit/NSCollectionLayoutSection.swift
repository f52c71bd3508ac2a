import Foundation

/// `NSCollectionLayoutSection` (iOS 13; `contentInsetsReference` and `list` iOS 14,
/// `supplementaryContentInsetsReference` iOS 16).
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    let group: NSCollectionLayoutGroup?
    let list: UICollectionLayoutListConfiguration?
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible items whenever the layout is prepared for its collection view (iOS 13).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    @available(iOS, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
    public var supplementariesFollowContentInsets: Bool {
        get { followsInsets ?? true }
        set { followsInsets = newValue }
    }
    public var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { supplementaryReference ?? .automatic }
        set { supplementaryReference = newValue }
    }
    var followsInsets: Bool?
    var supplementaryReference: UIContentInsetsReference?

    /// A section that repeats `group` for its items.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        list = nil
    }

    init(list: UICollectionLayoutListConfiguration) {
        group = nil
        self.list = list
    }

    /// A list section (iOS 14); the engine lays it out as rows with approximated metrics
    /// (Docs/Fidelity.md, "Lists").
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }
}
