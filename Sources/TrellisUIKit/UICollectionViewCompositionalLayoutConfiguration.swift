import Foundation

/// `UICollectionViewCompositionalLayoutConfiguration` (iOS 13).
@preconcurrency @MainActor
public class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Vertical scrolling, no spacing between sections, no global items.
    public init() {}
}
