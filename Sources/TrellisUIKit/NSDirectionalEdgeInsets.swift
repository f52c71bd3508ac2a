import Foundation

// Value types of UIKit's compositional layout API that are not in Foundation on Linux.
// `CGFloat`, `CGSize`, `CGPoint` and `CGRect` come from Foundation, as on Apple platforms.

/// `NSDirectionalEdgeInsets` (UIKit, iOS 11).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets on each edge, leading and trailing following the layout direction.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}
