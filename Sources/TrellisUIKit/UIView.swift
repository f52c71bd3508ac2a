import Foundation

/// `UIView`, as far as layout code touches it: a frame, a background colour and traits. Nothing is drawn.
@preconcurrency @MainActor
open class UIView {
    open var frame: CGRect
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

    public convenience init(named name: String) {
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

/// `UIImage`: named images, so swipe actions and cells that set images compile; nothing is drawn.
public final class UIImage: Sendable {
    public let name: String

    public init?(systemName: String) { name = systemName }
    public init?(named name: String) { self.name = name }
}
