import Foundation

/// `UICollectionViewLayout` (iOS 6), the abstract superclass: every query answers nothing until a subclass
/// overrides it, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view the layout is installed in.
    open internal(set) weak var collectionView: UICollectionView?
    /// Decoration view classes by element kind, as `register(_:forDecorationViewOfKind:)` left them.
    public private(set) var decorationViewClasses: [String: AnyClass] = [:]

    public init() {}

    public required init?(coder: NSCoder) {}

    open func prepare() {}
    open func invalidateLayout() {}
    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where scrolling stops (iOS 7): the proposed offset, as UIKit's default returns; snapping subclasses override
    /// it. The stand-in never scrolls, so nothing calls it but the app's own code.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// Where the content rests after an animated layout update or transition (iOS 7): the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Registers the view class of a decoration kind; ``decorationViewClasses`` records it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }
}
