import Foundation

/// `UICollectionView`, for its element kinds and scroll direction.
@MainActor
open class UICollectionView {
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The direction a collection view scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal
    }
}
