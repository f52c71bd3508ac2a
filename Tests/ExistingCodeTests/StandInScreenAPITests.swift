import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
import UIKit

/// A photo board written as apps write their screens: cells that round two corners of their layer, bar button
/// items, an action sheet presented when a photo is selected, a layout chosen again when the view rotates, a
/// content inset and its adjustment behaviour, and photos kept in a set. With `usesScreenAPIs` false it leaves out
/// every line of those APIs the screen can do without.
final class StandInPhotoBoardViewController: UIViewController {
    enum Section {
        case photos
    }

    let usesScreenAPIs: Bool
    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<Section, UIImage>! = nil
    var favorites: Set<UIImage> = []
    /// The sizes of the transitions whose completion has run.
    private(set) var transitionSizes: [CGSize] = []

    init(usesScreenAPIs: Bool) {
        self.usesScreenAPIs = usesScreenAPIs
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout(columns: 3))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        if usesScreenAPIs {
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Select", style: .plain, target: self, action: nil)
            collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
            collectionView.contentInsetAdjustmentBehavior = .always
            collectionView.isDirectionalLockEnabled = true
        }
        configureDataSource()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard usesScreenAPIs else { return }
        coordinator.animate(
            alongsideTransition: { _ in
                self.collectionView.setCollectionViewLayout(
                    self.createLayout(columns: size.width > size.height ? 5 : 3), animated: true)
            },
            completion: { _ in
                self.transitionSizes.append(size)
            })
    }

    func createLayout(columns: Int) -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func configureDataSource() {
        let registration = UICollectionView.CellRegistration<StandInPhotoCell, UIImage> { cell, _, image in
            cell.imageView.image = image
        }
        dataSource = UICollectionViewDiffableDataSource<Section, UIImage>(collectionView: collectionView) {
            collectionView, indexPath, image in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: image)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, UIImage>()
        snapshot.appendSections([.photos])
        snapshot.appendItems((0..<12).compactMap { UIImage(named: "photo-\($0)") })
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension StandInPhotoBoardViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let image = dataSource.itemIdentifier(for: indexPath) else { return }
        favorites.insert(image)
        let sheet = UIAlertController(title: "Photo \(indexPath.item + 1)", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: nil))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true, completion: nil)
    }
}

/// A photo cell with its top corners rounded.
final class StandInPhotoCell: UICollectionViewCell {
    let imageView = UIImageView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        contentView.addSubview(imageView)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The screen APIs beside the layout (scroll view insets, bar button items, presentations, size transitions,
/// layers, images): the screen compiles and lays out, the inert ones change no frame, and `adjustedContentInset`
/// and the resting `contentOffset` follow the rule Apple documents, worked out by hand.
@MainActor @Suite struct StandInScreenAPITests {
    /// An iPhone 16 in portrait (393 × 852, safe area 59 top and 34 bottom), without the pixel grid.
    nonisolated static let iPhone16 = ExistingCodeTests.iPhone16
    /// The same iPhone in landscape: 852 × 393, safe area 59 at each side and 21 at the bottom.
    nonisolated static let iPhone16Landscape = ExistingCodeTests.exact(
        UIKitEnvironment(
            layout: LayoutEnvironment(
                container: Size(width: 852, height: 393),
                safeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), scale: 3)))

    func itemFrames(_ controller: UIViewController) throws -> [CGRect] {
        let collectionView = try #require(controller.firstCollectionView)
        return (0..<collectionView.numberOfItems(inSection: 0)).map {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null
        }
    }

    @Test func theScreenLaysOutWithTheSameFramesAsWithoutItsScreenAPIs() throws {
        for environment in [Self.iPhone16, Self.iPhone16Landscape] {
            let with = StandInPhotoBoardViewController(usesScreenAPIs: true)
            let without = StandInPhotoBoardViewController(usesScreenAPIs: false)
            let framesWith = try with.collectionViewFrames(on: environment)
            let framesWithout = try without.collectionViewFrames(on: environment)
            #expect(framesWith.sections.first?.items.count == 12)
            #expect(FrameComparison.differences(framesWithout, framesWith).isEmpty)
            // Through the collection view too, which lays out at its content offset.
            #expect(try itemFrames(with) == itemFrames(without))
        }
    }

    @Test func theContentInsetMovesTheRestingOffsetOnly() throws {
        let controller = StandInPhotoBoardViewController(usesScreenAPIs: true)
        controller.layOut(on: Self.iPhone16)
        let collectionView = try #require(controller.collectionView)
        // `.always`: contentInset (10, 0, 10, 0) plus the safe area (59, 0, 34, 0) on every edge.
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 44, right: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -69))
        #expect(collectionView.isDirectionalLockEnabled)
        // Three columns of 393 / 3 = 131: the fourth photo starts the second row, at the content's top + 131.
        let fourth = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
        #expect(fourth == CGRect(x: 2, y: 133, width: 127, height: 127))
    }

    @Test func barButtonItemsAreKeptOnTheNavigationItem() throws {
        let controller = StandInPhotoBoardViewController(usesScreenAPIs: true)
        controller.loadViewIfNeeded()
        let add = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(add.systemItem == .add && add.target === controller && add.action == nil && add.style == .plain)
        let select = try #require(controller.navigationItem.leftBarButtonItem)
        #expect(select.title == "Select" && select.systemItem == nil)
        #expect(controller.navigationItem.title == nil && controller.title == "Photos")

        // UIKit's rule: the single item is the first of the array; setting it replaces the first item, or moves an
        // item the array holds to the front; nil removes the first item.
        let navigationItem = UINavigationItem(title: "Album")
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let share = UIBarButtonItem(
            image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        func rightItems(are items: [UIBarButtonItem]) -> Bool {
            let current = navigationItem.rightBarButtonItems ?? []
            return current.count == items.count && zip(current, items).allSatisfy { $0 === $1 }
        }
        navigationItem.rightBarButtonItems = [edit, share]
        navigationItem.rightBarButtonItem = done
        #expect(rightItems(are: [done, share]))
        navigationItem.rightBarButtonItem = share
        #expect(rightItems(are: [share]) == false && rightItems(are: [share, done]))
        navigationItem.rightBarButtonItem = nil
        #expect(rightItems(are: [done]))
        #expect(navigationItem.title == "Album")
    }

    @Test func selectingAPhotoPresentsAnActionSheet() throws {
        let controller = StandInPhotoBoardViewController(usesScreenAPIs: true)
        let before = try controller.collectionViewFrames(on: Self.iPhone16)
        controller.collectionView(controller.collectionView, didSelectItemAt: IndexPath(item: 4, section: 0))
        let sheet = try #require(controller.presentedViewController as? UIAlertController)
        #expect(sheet.presentingViewController === controller)
        #expect(sheet.title == "Photo 5" && sheet.message == nil && sheet.preferredStyle == .actionSheet)
        #expect(sheet.actions.map(\.title) == ["Share", "Delete", "Cancel"])
        #expect(sheet.actions.map(\.style) == [.default, .destructive, .cancel])
        // A presentation changes no frame of the presenting screen.
        let after = try controller.collectionViewFrames(on: Self.iPhone16)
        #expect(FrameComparison.differences(before, after).isEmpty)
        // Dismissed by the presented controller, the presentation ends at the presenting one; the completion runs.
        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        #expect(dismissed && controller.presentedViewController == nil && sheet.presentingViewController == nil)
        // The photo is in the set, found by an equal image made again.
        #expect(controller.favorites.contains(UIImage(named: "photo-4")!))
    }

    @Test func rotatingCallsViewWillTransitionAndItsCoordinatorsBlocks() throws {
        let controller = StandInPhotoBoardViewController(usesScreenAPIs: true)
        controller.layOut(on: Self.iPhone16)
        controller.layOut(on: Self.iPhone16)
        #expect(controller.transitionSizes.isEmpty)
        controller.layOut(on: Self.iPhone16Landscape)
        #expect(controller.transitionSizes == [CGSize(width: 852, height: 393)])
        // The alongside block chose five columns: photos 0 to 4 share the first row, photo 5 starts the second.
        let landscape = try itemFrames(controller)
        #expect(controller.collectionView.frame.size == CGSize(width: 852, height: 393))
        #expect(landscape[0..<5].allSatisfy { $0.minY == landscape[0].minY } && landscape[5].minY > landscape[0].minY)
        // Without the override, three columns stay: photo 3 starts the second row.
        let plain = StandInPhotoBoardViewController(usesScreenAPIs: false)
        plain.layOut(on: Self.iPhone16)
        plain.layOut(on: Self.iPhone16Landscape)
        let three = try itemFrames(plain)
        #expect(three[3].minY > three[2].minY)
    }

    @Test func layersAndImages() {
        let cell = StandInPhotoCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(cell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cell.layer.maskedCorners.rawValue == 0b0011)
        // Until set, every corner is rounded.
        #expect(CALayer().maskedCorners.rawValue == 0b1111)
        // Images are equal when made the same way from the same name.
        let images: Set<UIImage> = [UIImage(named: "star")!, UIImage(named: "star")!, UIImage(systemName: "star")!]
        #expect(images.count == 2)
        #expect(UIImage(named: "star") == UIImage(named: "star"))
        #expect(UIImage(named: "star") != UIImage(systemName: "star"))
    }

    /// A collection view of the iPhone's size, full-width rows 100 tall, `rows` of them, with a content inset of 10
    /// on every edge.
    func insetCollectionView(rows: Int, behavior: UIScrollView.ContentInsetAdjustmentBehavior) -> UICollectionView {
        UIKitEnvironment.current = Self.iPhone16
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        view.dataSource = SectionInputDataSource(itemCounts: [rows])
        view.contentInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        view.contentInsetAdjustmentBehavior = behavior
        return view
    }

    /// adjustedContentInset = contentInset + the safe area (59 top, 34 bottom, none at the sides) on the edges the
    /// behaviour selects; a vertical collection view rests at (0, −adjustedContentInset.top).
    @Test func adjustedContentInsetFollowsTheBehaviour() {
        // `.never`: the content inset alone.
        let never = insetCollectionView(rows: 3, behavior: .never)
        #expect(never.adjustedContentInset == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(never.contentOffset == CGPoint(x: 0, y: -10))
        // `.always`: 10 + 59 at the top, 10 + 34 at the bottom, 10 + 0 at the sides.
        let always = insetCollectionView(rows: 3, behavior: .always)
        #expect(always.adjustedContentInset == UIEdgeInsets(top: 69, left: 10, bottom: 44, right: 10))
        #expect(always.contentOffset == CGPoint(x: 0, y: -69))
        // `.automatic`: top and bottom always (the stand-in takes the screen to be shown by a navigation
        // controller), even for 300 pt of content in an 852 pt view; the sides only if the content is wider than the
        // view (393 is not).
        let automatic = insetCollectionView(rows: 3, behavior: .automatic)
        #expect(automatic.adjustedContentInset == UIEdgeInsets(top: 69, left: 10, bottom: 44, right: 10))
        #expect(automatic.contentOffset == CGPoint(x: 0, y: -69))
        // `.scrollableAxes`: top and bottom only when the content (3 × 100) is taller than the view (852)…
        let short = insetCollectionView(rows: 3, behavior: .scrollableAxes)
        #expect(short.adjustedContentInset == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(short.contentOffset == CGPoint(x: 0, y: -10))
        let long = insetCollectionView(rows: 20, behavior: .scrollableAxes)
        #expect(long.adjustedContentInset == UIEdgeInsets(top: 69, left: 10, bottom: 44, right: 10))
        #expect(long.contentOffset == CGPoint(x: 0, y: -69))
        // …or when it always bounces vertically.
        short.alwaysBounceVertical = true
        #expect(short.adjustedContentInset == UIEdgeInsets(top: 69, left: 10, bottom: 44, right: 10))
        // An offset the app sets is kept whatever the insets.
        never.contentOffset = CGPoint(x: 0, y: 120)
        never.contentInset = .zero
        #expect(never.contentOffset == CGPoint(x: 0, y: 120))
        // The rows stay where the content inset does not reach: the layout's container is the view's bounds.
        let second = always.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(second == CGRect(x: 0, y: 100, width: 393, height: 100))
    }

    /// A horizontal collection view rests at (−adjustedContentInset.left, 0).
    @Test func aHorizontalCollectionViewRestsLeftOfItsInset() {
        UIKitEnvironment.current = Self.iPhone16Landscape
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 852, height: 393),
            collectionViewLayout: UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(group: group), configuration: configuration))
        view.dataSource = SectionInputDataSource(itemCounts: [10])
        view.contentInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        // 10 pages of 300 are wider than 852, so `.automatic` adds the side safe areas (59): 69 at the left.
        #expect(view.contentSize.width > 852)
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 10, left: 69, bottom: 31, right: 69))
        #expect(view.contentOffset == CGPoint(x: -69, y: 0))
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.contentOffset == CGPoint(x: -10, y: 0))
    }

    /// A custom layout as apps write them, whose content size reads the adjusted content inset that reads it.
    final class InsetReadingLayout: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize {
            guard let collectionView = collectionView else { return .zero }
            let insets = collectionView.adjustedContentInset
            return CGSize(width: collectionView.bounds.width - insets.left - insets.right, height: 2000)
        }
    }

    /// Asked while the content size is read, the adjustment takes the content as not scrolling, instead of asking
    /// again: the 2000-pt content is measured once and adds the safe area at the top and bottom.
    @Test func aLayoutReadingTheAdjustedInsetDoesNotRecurse() {
        UIKitEnvironment.current = Self.iPhone16
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: InsetReadingLayout())
        view.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(view.contentOffset == CGPoint(x: 0, y: -59))
    }

    /// Changing the content inset lays the layout out again: a visible-items handler sees the new resting offset.
    @Test func aContentInsetChangeReachesTheVisibleItemsHandler() {
        UIKitEnvironment.current = Self.iPhone16
        var offsets: [CGPoint] = []
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { _, offset, _ in offsets.append(offset) }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.dataSource = SectionInputDataSource(itemCounts: [4])
        _ = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        _ = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(offsets == [CGPoint(x: 0, y: -59), CGPoint(x: 0, y: -69)])
    }
}
