import Foundation

/// `UICollectionReusableView`: generated code registers subclasses of it as decoration views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {}

/// `UICollectionViewCell`, so data sources compile; nothing is drawn.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {}

/// `UICollectionViewListCell` (iOS 14).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {}
