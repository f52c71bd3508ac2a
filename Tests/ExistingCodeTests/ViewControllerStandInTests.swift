import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
import UIKit

/// The view-controller stand-in's own behaviour, with frames worked out by hand: autoresizing, constraints against
/// the superview, its guides and siblings, and the safe area a collection view inside the safe area sees.
@MainActor @Suite struct ViewControllerStandInTests {
    /// A header 50 tall pinned under the safe area, and a collection view below it to the bottom of the safe area.
    final class HeaderAboveListController: UIViewController {
        let header = UIView()
        var collectionView: UICollectionView! = nil

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsetsReference = .safeArea
            collectionView = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            collectionView.dataSource = SectionInputDataSource(itemCounts: [3])
            for subview in [header, collectionView!] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 50),
                collectionView.topAnchor.constraint(equalTo: header.bottomAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
    }

    @Test func constraintsPlaceTheHeaderAndTheCollectionViewBelowIt() throws {
        let device = UIKitEnvironment(
            layout: LayoutEnvironment(
                container: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34)))
        let controller = HeaderAboveListController()
        let frames = try controller.collectionViewFrames(on: device)
        // The header from the safe area's top (47) for 50; the list from 97 to the safe area's bottom (844 - 34).
        #expect(controller.header.frame == CGRect(x: 0, y: 47, width: 390, height: 50))
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 97, width: 390, height: 713))
        // Inside the safe area, the collection view sees none: its first row is at its top, not 47 below.
        #expect(frames.environment.safeArea == .zero)
        #expect(frames.sections[0].items[0].frame == Rect(x: 0, y: 0, width: 390, height: 40))
        // The traits are the device's (compact width), not derived from the view's own size.
        #expect(frames.environment.horizontalSizeClass == .compact)
    }

    @Test func autoresizingSharesTheChangeByTheFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretching = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        stretching.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let floating = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 10))
        floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(stretching)
        parent.addSubview(floating)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        // Width +100, height +50: the size takes all of it where only the size is flexible.
        #expect(stretching.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        // Both margins flexible (20 and 60 long): +100 shared 20 : 60, so the left margin grows by 25.
        #expect(floating.frame == CGRect(x: 45, y: 0, width: 20, height: 10))
    }

    /// A controller whose `loadView` makes a plain view and sizes its collection view from it before the window
    /// has sized the view: the frame is set before the layout callbacks, as the window does.
    final class SizedInLayoutController: UIViewController {
        var collectionView: UICollectionView! = nil
        override func loadView() {
            view = UIView()
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
            view.addSubview(collectionView)
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    @Test func theRootViewIsSizedBeforeTheLayoutCallbacks() {
        let controller = SizedInLayoutController()
        controller.layOut(on: .iPhone16)
        #expect(controller.collectionView.frame.size == CGSize(width: 393, height: 852))
    }
}
