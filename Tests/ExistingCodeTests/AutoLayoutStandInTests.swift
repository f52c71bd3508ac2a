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
