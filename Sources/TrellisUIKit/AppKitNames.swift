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
/// `NSCollectionViewLayout` (macOS 10.11), the usual return type of a Mac app's `createLayout()`.
public typealias NSCollectionViewLayout = UICollectionViewLayout
/// `NSCollectionViewLayoutAttributes` (macOS 10.11).
public typealias NSCollectionViewLayoutAttributes = UICollectionViewLayoutAttributes
