import Foundation

/// `UIScrollView`, as far as layout code sets it: the content offset and size, the content inset and how UIKit
/// adjusts it by the safe area (`adjustedContentInset`), and the scrolling settings, which are inert. Nothing
/// scrolls, bounces or shows an indicator. `UICollectionView` is a scroll view, as in UIKit.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The point of the content at the view's origin. A plain scroll view stores it; a collection view rests where
    /// its adjusted content inset leaves it until the app sets it.
    open var contentOffset: CGPoint = .zero
    /// The size of the content. A plain scroll view stores it; a collection view's is its layout's.
    open var contentSize: CGSize = .zero
    /// The insets the app adds around the content; `adjustedContentInset` adds the safe area to them. They move
    /// where the content rests (a collection view's resting `contentOffset`), not the content itself: a
    /// compositional layout's container stays the view's bounds, as the stand-in lays it out.
    /// Whether UIKit measures that container inside the content inset is unmeasured, so no frame changes with it.
    open var contentInset: UIEdgeInsets = .zero
    /// How the safe area is added to `contentInset` to give `adjustedContentInset`; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Inert.
    open var isDirectionalLockEnabled = false
    /// Scrolling settings layout code sets beside the layout; none changes a frame. `alwaysBounceVertical` counts
    /// as vertical scrolling for `.scrollableAxes`, as UIKit documents.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var isScrollEnabled = true
    open var bounces = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Inert: how fast scrolling slows after a flick.
    open var decelerationRate: DecelerationRate = .normal

    /// `UIScrollView.DecelerationRate` (iOS 3; a struct from iOS 12), with UIKit's raw values.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior` (iOS 11).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes, never, always
    }

    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// `contentInset` plus the safe area (`safeAreaInsets`, the device's) on the edges
    /// `contentInsetAdjustmentBehavior` selects, as Apple's documentation of `adjustedContentInset` and of the
    /// behaviours says:
    /// - `.never`: no edge.
    /// - `.always`: every edge.
    /// - `.scrollableAxes`: top and bottom when the content is taller than the view or `alwaysBounceVertical` is
    ///   set; left and right when the content is wider than the view.
    /// - `.automatic`: left and right as `.scrollableAxes` (when the content is wider than the view); top and bottom
    ///   always, as UIKit documents for a scroll view shown by a navigation or tab bar controller. The stand-in
    ///   has neither, and takes every screen to be shown so, as it always has (a collection view rests below the
    ///   top safe area, however short its content).
    open var adjustedContentInset: UIEdgeInsets {
        let safeArea = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes:
            let size = measuredContentSize
            (vertical, horizontal) = (size.height > bounds.height || alwaysBounceVertical, size.width > bounds.width)
        case .automatic: (vertical, horizontal) = (true, measuredContentSize.width > bounds.width)
        }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safeArea.top : 0),
            left: contentInset.left + (horizontal ? safeArea.left : 0),
            bottom: contentInset.bottom + (vertical ? safeArea.bottom : 0),
            right: contentInset.right + (horizontal ? safeArea.right : 0))
    }

    /// True while `measuredContentSize` reads `contentSize`.
    private var isMeasuringContent = false

    /// `contentSize`, for the adjustment's tests; zero when asked again while it is read (a collection view layout
    /// whose content size reads the adjusted content inset), so that the question does not recurse.
    private var measuredContentSize: CGSize {
        guard !isMeasuringContent else { return .zero }
        isMeasuringContent = true
        defer { isMeasuringContent = false }
        return contentSize
    }

    /// Sets `contentOffset`; nothing animates in the stand-in.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
