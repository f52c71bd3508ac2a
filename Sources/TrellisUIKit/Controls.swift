import Foundation

/// `UIControl.State` (iOS 2): the states a control shows a title or image for.
public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = UIControlState([])
    public static let highlighted = UIControlState(rawValue: 1 << 0)
    public static let disabled = UIControlState(rawValue: 1 << 1)
    public static let selected = UIControlState(rawValue: 1 << 2)
}

/// `UIControl.Event` (iOS 2): the events a target is added for; none is ever sent in the stand-in.
public struct UIControlEvent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = UIControlEvent(rawValue: 1 << 0)
    public static let touchUpInside = UIControlEvent(rawValue: 1 << 6)
    public static let valueChanged = UIControlEvent(rawValue: 1 << 12)
    public static let primaryActionTriggered = UIControlEvent(rawValue: 1 << 13)
    public static let editingChanged = UIControlEvent(rawValue: 1 << 17)
}

/// `UIControl`: state and targets, stored; nothing is tapped or sent (no Objective-C runtime, no touches).
@preconcurrency @MainActor
open class UIControl: UIView {
    public typealias State = UIControlState
    public typealias Event = UIControlEvent

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// The targets added, with their actions and events, in order (stand-in only).
    public private(set) var targets: [(target: AnyObject?, action: Selector, events: Event)] = []

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target as AnyObject?, action, controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { ($0.target === target as AnyObject?) && (action == nil || $0.action == action) }
    }
}

/// `UIButton`: titles, images and colours per state, stored; inert. Its size is what the screen gives it.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let plain = ButtonType.system
    }

    public let buttonType: ButtonType
    public private(set) var titles: [UInt: String] = [:]
    public private(set) var images: [UInt: UIImage] = [:]
    public private(set) var titleColors: [UInt: UIColor] = [:]
    public let titleLabel: UILabel? = UILabel(frame: .zero)
    public let imageView: UIImageView? = UIImageView(frame: .zero)

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }
}

/// `UIActivityIndicatorView`: whether it animates, stored; nothing spins.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    open var style: Style
    open var color: UIColor?
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// `UIInputView` (iOS 7): a keyboard's input view; inert.
@preconcurrency @MainActor
open class UIInputView: UIView {
    public enum Style: Int, Sendable {
        case `default`, keyboard
    }

    public let inputViewStyle: Style
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}

/// `UIInputViewAudioFeedback`: whether input clicks play; none plays in the stand-in.
@MainActor public protocol UIInputViewAudioFeedback {
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIDevice {
    /// Plays nothing: the stand-in has no sound.
    public func playInputClick() {}
}

/// `UIScreen`: `UIScreen.main` is the current environment's device (`UIKitEnvironment.current`), so code sizing a
/// layout by the screen's width (`UIScreen.main.bounds.width`) reads the device the test lays out on.
@preconcurrency @MainActor
public final class UIScreen {
    public static let main = UIScreen()

    private init() {}

    public var bounds: CGRect {
        let container = UIKitEnvironment.current.layout.container
        return CGRect(x: 0, y: 0, width: container.width, height: container.height)
    }

    public var scale: CGFloat { CGFloat(UIKitEnvironment.current.layout.scale) }
    public var nativeScale: CGFloat { scale }
}

extension UIView {
    /// Runs `animations` at once and `completion` finished: nothing animates in the stand-in.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}

/// `UIView.AnimationOptions`: accepted and ignored.
public struct UIViewAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = UIViewAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = UIViewAnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = UIViewAnimationOptions([])
    public static let curveEaseIn = UIViewAnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = UIViewAnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = UIViewAnimationOptions(rawValue: 3 << 16)
}

extension UIView {
    public typealias AnimationOptions = UIViewAnimationOptions
}

extension UICollectionView {
    /// Nil: the stand-in lays out without cells, and UIKit answers nil for a cell it has not made.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    /// Nil: no cells are made, so no point is over one.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }

    /// Accepted; the offset does not move (the stand-in lays out at rest).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}
