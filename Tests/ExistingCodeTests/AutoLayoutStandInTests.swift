import Testing
import UIKit

/// The stand-in's Auto Layout: equalities, the required ones first; an optional one holds where no stronger one set
/// its attribute (Mastodon's secondary sidebar list is 44 pt tall at priority 999 until it grows to its content).
@MainActor @Suite struct AutoLayoutStandInTests {
    @Test func anOptionalEqualityHoldsWhereNothingStrongerSetsIt() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        height.priority = .required - 1
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            parent.bottomAnchor.constraint(equalTo: child.bottomAnchor), height,
        ])
        parent.applyConstraints()
        // Pinned to the bottom, 44 tall: y = 844 - 44.
        #expect(child.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        // A required height set later wins over the optional one: y = 844 - 100.
        NSLayoutConstraint.activate([child.heightAnchor.constraint(equalToConstant: 100)])
        parent.applyConstraints()
        #expect(child.frame == CGRect(x: 0, y: 744, width: 390, height: 100))
    }
}

/// Controls and screen APIs the studied apps' files use: inert, except `UIScreen.main`, which is the device a test
/// lays out on, since apps size layouts by its width.
@MainActor @Suite struct ControlsStandInTests {
    @Test func theScreenIsTheCurrentDevice() {
        let saved = UIKitEnvironment.current
        defer { UIKitEnvironment.current = saved }
        UIKitEnvironment.current = .iPhone16
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
    }

    @Test func controlsKeepWhatTheyAreGiven() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.addTarget(nil, action: Selector("follow"), for: .touchUpInside)
        #expect(button.title(for: .highlighted) == "Follow")
        #expect(button.targets.count == 1)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        var ran = false
        UIView.animate(withDuration: 0.3, animations: { ran = true })
        #expect(ran)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
