import Foundation

// Value types of UIKit's compositional layout API that are not in Foundation on Linux.
// `CGFloat`, `CGSize`, `CGPoint` and `CGRect` come from Foundation, as on Apple platforms.

/// `NSDirectionalEdgeInsets` (UIKit, iOS 11).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

/// `NSDirectionalRectEdge` (UIKit, iOS 13).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// `NSRectAlignment` (UIKit, iOS 13).
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// `UIContentInsetsReference` (iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none, safeArea, layoutMargins, readableContent
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (iOS 13).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `UITraitCollection`, with the traits a section provider reads.
public class UITraitCollection {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat

    public init(
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }
}

/// `UICollectionReusableView`: generated code registers subclasses of it as decoration views.
@MainActor
open class UICollectionReusableView {
    public init() {}
}

/// `UICollectionView`, for its element kinds and scroll direction.
@MainActor
open class UICollectionView {
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal
    }
}
