// AppKit spells a few of the types differently; code generated with `--platform appkit` uses
// these names, and compiles on Linux against the same stand-in.

/// `NSCollectionViewCompositionalLayout` (macOS 10.15).
public typealias NSCollectionViewCompositionalLayout = UICollectionViewCompositionalLayout
/// `NSCollectionViewCompositionalLayoutConfiguration` (macOS 10.15).
public typealias NSCollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration
/// `NSCollectionLayoutSectionOrthogonalScrollingBehavior` (macOS 10.15).
public typealias NSCollectionLayoutSectionOrthogonalScrollingBehavior =
    UICollectionLayoutSectionOrthogonalScrollingBehavior
/// `NSView`, the base of AppKit's decoration views.
public typealias NSView = UICollectionReusableView

/// `NSCollectionView`, for its element kinds and scroll direction.
@MainActor
public final class NSCollectionView {
    public nonisolated static let elementKindSectionHeader = UICollectionView.elementKindSectionHeader
    public nonisolated static let elementKindSectionFooter = UICollectionView.elementKindSectionFooter
    public typealias ScrollDirection = UICollectionView.ScrollDirection
}
