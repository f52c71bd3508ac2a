import Foundation

/// `NSCollectionView`, for its element kinds and scroll direction.
@preconcurrency @MainActor
public final class NSCollectionView {
    public nonisolated static let elementKindSectionHeader = UICollectionView.elementKindSectionHeader
    public nonisolated static let elementKindSectionFooter = UICollectionView.elementKindSectionFooter
    /// AppKit's name for the scroll direction.
    public typealias ScrollDirection = UICollectionView.ScrollDirection
}
