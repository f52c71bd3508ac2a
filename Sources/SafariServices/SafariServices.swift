// On Linux, `import SafariServices` is this stand-in: a screen that presents a web page in a Safari view controller
// compiles and lays out unchanged. Nothing is shown; the layout never depends on it. Package.swift declares this
// module on Linux only: it can never shadow the real framework.
import Foundation
import TrellisUIKit

/// `SFSafariViewController`: a view controller that shows a web page. Inert in the stand-in: it records its URL and
/// settings, and its view is an empty one.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    /// `SFSafariViewController.Configuration`.
    open class Configuration {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public init() {}
    }

    /// `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Sendable {
        case done = 0
        case close, cancel
    }

    /// The page it opens.
    public let initialURL: URL
    public let configuration: Configuration
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    public required init?(coder: NSCoder) { nil }
}

/// `SFSafariViewControllerDelegate`; the stand-in never calls it.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
