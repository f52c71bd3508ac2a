import Foundation

/// `UIView`, as far as layout code touches it: a frame that resizes its subviews as `autoresizingMask` says, a
/// hierarchy, the anchors constraints are made from, a background colour and traits. Nothing is drawn.
@preconcurrency @MainActor
open class UIView {
    open var frame: CGRect {
        didSet { resizeSubviews(from: oldValue.size) }
    }
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    /// How the view follows its superview's size when it changes (UIKit's springs and struts).
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints made active that constrain this view's anchors (those of its layout guides included).
    public internal(set) var activeConstraints: [NSLayoutConstraint] = []
    public let layer = CALayer()
    open var tintColor: UIColor?
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode: ContentMode = .scaleToFill
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    /// The device's traits (`UIKitEnvironment.current` when the view was made).
    open var traitCollection: UITraitCollection { UITraitCollection(environment) }
    /// The stand-in's device for this view.
    public var environment: UIKitEnvironment

    public init(frame: CGRect) {
        self.frame = frame
        environment = UIKitEnvironment.current
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        environment = UIKitEnvironment.current
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// The safe area of the environment's device.
    open var safeAreaInsets: UIEdgeInsets {
        let safeArea = environment.layout.safeArea
        return UIEdgeInsets(
            top: safeArea.top, left: safeArea.leading, bottom: safeArea.bottom, right: safeArea.trailing)
    }

    /// The layout margins of the environment's device.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        let margins = environment.layout.layoutMargins
        return NSDirectionalEdgeInsets(
            top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// UIKit's autoresizing: along each axis, the change of the superview's size is shared by the flexible parts
    /// (margin, size, margin) in proportion to their current lengths, or equally when they are all zero.
    private func resizeSubviews(from old: CGSize) {
        let delta = CGSize(width: frame.width - old.width, height: frame.height - old.height)
        guard delta != .zero else { return }
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            let mask = view.autoresizingMask
            let x = Self.share(
                delta.width, [view.frame.minX, view.frame.width, old.width - view.frame.maxX],
                flexible: [
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin),
                ])
            let y = Self.share(
                delta.height, [view.frame.minY, view.frame.height, old.height - view.frame.maxY],
                flexible: [
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin),
                ])
            view.frame = CGRect(
                x: view.frame.minX + x[0], y: view.frame.minY + y[0], width: view.frame.width + x[1],
                height: view.frame.height + y[1])
        }
    }

    private static func share(_ delta: CGFloat, _ parts: [CGFloat], flexible: [Bool]) -> [CGFloat] {
        let total = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
        let count = CGFloat(flexible.filter { $0 }.count)
        guard count > 0 else { return [0, 0, 0] }
        return zip(parts, flexible).map { part, isFlexible in
            guard isFlexible else { return 0 }
            return total == 0 ? delta / count : delta * part / total
        }
    }

    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIView.ContentMode`: inert.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// `UIEdgeInsets` (left and right, not leading and trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIColor`: stored by name or components so layout code that sets colours compiles; nothing is drawn.
public final class UIColor: Hashable, Sendable {
    public let name: String

    init(name: String) { self.name = name }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgba(\(red), \(green), \(blue), \(alpha))")
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(name: "white(\(white), \(alpha))")
    }

    /// Failable, as UIKit's `init?(named:)` is (apps write `UIColor(named: "primary")!` or `?? .label`); the stand-in
    /// has no asset catalog and always finds the colour.
    public convenience init?(named name: String) {
        self.init(name: name)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: "\(name) alpha \(alpha)") }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public static let clear = UIColor(name: "clear")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
    public static let gray = UIColor(name: "gray")
    public static let lightGray = UIColor(name: "lightGray")
    public static let darkGray = UIColor(name: "darkGray")
    public static let green = UIColor(name: "green")
    public static let yellow = UIColor(name: "yellow")
    public static let orange = UIColor(name: "orange")
    public static let purple = UIColor(name: "purple")
    public static let brown = UIColor(name: "brown")
    public static let cyan = UIColor(name: "cyan")
    public static let magenta = UIColor(name: "magenta")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let red = UIColor(name: "red")
    public static let blue = UIColor(name: "blue")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let separator = UIColor(name: "separator")
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let systemFill = UIColor(name: "systemFill")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemYellow = UIColor(name: "systemYellow")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemIndigo = UIColor(name: "systemIndigo")
    public static let systemPurple = UIColor(name: "systemPurple")
    public static let systemPink = UIColor(name: "systemPink")
    public static let systemTeal = UIColor(name: "systemTeal")
    public static let tintColor = UIColor(name: "tintColor")
}

/// `UIImage`: named images, so swipe actions and cells that set images compile; nothing is drawn. UIKit compares
/// images by their image data (`isEqual(_:)`); the stand-in has none, so two images are equal, and hash alike, when
/// they were made the same way (a system symbol, or an image by name) from the same name.
public final class UIImage: Hashable, Sendable {
    public let name: String
    private let isSystemImage: Bool

    public init?(systemName: String) { (name, isSystemImage) = (systemName, true) }
    public init?(named name: String) { (self.name, isSystemImage) = (name, false) }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.isSystemImage == rhs.isSystemImage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isSystemImage)
    }
}

// UIKit's views are `NSObject`s, which are `Hashable` by identity (`isEqual(_:)` is `===` unless overridden): apps
// switch on a collection view (`switch collectionView { case sidebarCollectionView: ... }`, which needs `~=`, that is
// `Equatable`) and keep views in sets and dictionaries.
extension UIView: Hashable {
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
