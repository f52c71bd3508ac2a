import Foundation

/// `UIAlertController`: an alert or action sheet's title, message and actions, so screens that present one compile
/// and lay out. Presenting it records the presentation (`present(_:animated:completion:)`); nothing is shown, and
/// no action's handler is ever called (there is nothing to tap).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    open var message: String?
    open private(set) var preferredStyle: Style = .alert
    open private(set) var actions: [UIAlertAction] = []
    /// The action UIKit emphasizes; one of `actions`.
    open var preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
}

/// `UIAlertAction`: a button of an alert, its title, style and handler; the handler is kept, never called.
@preconcurrency @MainActor
open class UIAlertAction {
    open private(set) var title: String?
    open private(set) var style: Style = .default
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}
