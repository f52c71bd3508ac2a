import Foundation

/// `NSCollectionLayoutItem` (iOS 13).
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        self.supplementaryItems = supplementaryItems
    }

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(size: layoutSize, supplementaryItems: []) }
    /// An item of `layoutSize` with badges anchored to it.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }
}
