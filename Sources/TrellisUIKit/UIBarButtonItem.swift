import Foundation

#if !canImport(ObjectiveC)
    /// `Selector`, the type of a bar button item's `action`, which Linux lacks with the Objective-C runtime. It
    /// only names a method: nothing is ever sent on Linux. `#selector(...)` and `@objc` need the runtime and do not
    /// compile here ("'#selector' can only be used with the Objective-C runtime", "Objective-C interoperability is
    /// disabled"); `action: nil` and `Selector("name")` do.
    public struct Selector: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        public init(_ string: String) { description = string }
    }
#endif

/// `UIBarItem`, the abstract superclass of bar button items: their title, image and state; inert.
@preconcurrency @MainActor
open class UIBarItem {
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var tag = 0

    public init() {}

    public required init?(coder: NSCoder) {}
}

/// `UIBarButtonItem`: what a navigation item or toolbar shows. Stored, never drawn; its action is never sent (no
/// Objective-C runtime, and no bar to tap).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    open var style: Style = .plain
    open var width: CGFloat = 0
    open var customView: UIView?
    open var tintColor: UIColor?
    open weak var target: AnyObject?
    open var action: Selector?
    /// The system item it was made with, if any (stand-in only; UIKit does not expose it).
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        setTarget(target, action: action)
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.title, self.style) = (title, style)
        setTarget(target, action: action)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.image, self.style) = (image, style)
        setTarget(target, action: action)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, deprecated: 8.0)
        case bordered = 1
        case done = 2
    }

    /// `UIBarButtonItem.SystemItem`: the system-supplied buttons.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search
        case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(iOS, deprecated: 11.0)
        case pageCurl
        case close
    }
}
