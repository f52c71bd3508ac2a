import Foundation
import SafariServices
import Testing
import UIKit

/// A screen that opens a link in a Safari view controller, as apps write it: `import SafariServices` compiles on
/// Linux, the controller keeps its URL and settings, and presenting it is recorded without changing the screen.
@MainActor @Suite struct SafariServicesStandInTests {
    final class LinkViewController: UIViewController, SFSafariViewControllerDelegate {
        func open(_ url: URL) {
            let configuration = SFSafariViewController.Configuration()
            configuration.entersReaderIfAvailable = true
            let safari = SFSafariViewController(url: url, configuration: configuration)
            safari.delegate = self
            safari.dismissButtonStyle = .close
            present(safari, animated: true)
        }
    }

    @Test func aSafariViewControllerIsPresentedAndKeepsItsSettings() throws {
        let screen = LinkViewController()
        let url = try #require(URL(string: "https://www.example.com/help"))
        screen.open(url)
        let safari = try #require(screen.presentedViewController as? SFSafariViewController)
        #expect(safari.initialURL == url)
        #expect(safari.configuration.entersReaderIfAvailable)
        #expect(safari.dismissButtonStyle == .close)
        #expect(safari.delegate === screen)
        #expect(safari.presentingViewController === screen)
    }
}
