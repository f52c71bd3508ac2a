import UIKit

// An iPad sidebar in the manner of mastodon/mastodon-ios (Mastodon/Scene/Root/Sidebar/SidebarViewController.swift,
// whose `createLayout()` and `createSecondaryLayout()` give the layout parameters): a main list whose first section
// has a self-sizing banner on top, and a second list below it that does not scroll. Both lists use a `.sidebar`
// list configuration, transparent and without separators, turned into a section per index by
// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`; only section 0 gets a top header as wide as the list
// and of estimated height 100, chosen by a `switch` over the section index whose `default` does nothing. Written
// from scratch, following the same organisation: the two layout functions are static members of the controller,
// each handed to its own collection view in a stored property, and each list is fed by a diffable data source with
// list-cell registrations. The main list fills the view and holds 6 destinations and 2 signed-in profiles; the
// second list, with 3 extra entries, sits on the bottom edge over it, 44 pt tall at a priority one below required.
// (The app then resizes it to its content by key-value observing `contentSize`; that needs the Objective-C runtime,
// so it is left out.) The app's `viewDidLoad()` and `viewWillTransition(to:with:)` overrides live in an extension;
// Swift on Linux lacks the Objective-C runtime and rejects overriding the stand-in's methods from an extension, so
// they are in the class body here.

final class MastodonSidebarViewController: UIViewController {
    private enum Pane: Hashable {
        case destinations
        case profiles
        case extras
    }

    private enum Entry: Hashable {
        case destination(title: String, symbol: String)
        case profile(number: Int)
        case extra(title: String)
    }

    /// How tall the bottom list starts out; the app later stretches it to fit what it shows.
    private static let bottomListStartHeight: CGFloat = 44

    static func createLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            var look = UICollectionLayoutListConfiguration(appearance: .sidebar)
            look.showsSeparators = false
            look.backgroundColor = .clear
            let part = NSCollectionLayoutSection.list(using: look, layoutEnvironment: environment)
            switch index {
            case 0:
                let bannerSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
                let banner = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: bannerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                part.boundarySupplementaryItems = [banner]
            default:
                break
            }
            return part
        }
    }

    static func createSecondaryLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            var look = UICollectionLayoutListConfiguration(appearance: .sidebar)
            look.showsSeparators = false
            look.backgroundColor = .clear
            return NSCollectionLayoutSection.list(using: look, layoutEnvironment: environment)
        }
    }

    lazy private(set) var collectionView: UICollectionView = {
        let list = UICollectionView(frame: .zero, collectionViewLayout: Self.createLayout())
        list.backgroundColor = .clear
        list.alwaysBounceVertical = false
        return list
    }()

    lazy private(set) var secondaryCollectionView: UICollectionView = {
        let list = UICollectionView(frame: .zero, collectionViewLayout: Self.createSecondaryLayout())
        list.backgroundColor = .clear
        list.alwaysBounceVertical = false
        list.isScrollEnabled = false
        return list
    }()

    private var mainSource: UICollectionViewDiffableDataSource<Pane, Entry>?
    private var bottomSource: UICollectionViewDiffableDataSource<Pane, Entry>?
    private var bottomListHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for list in [collectionView, secondaryCollectionView] {
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(list)
        }

        let height = secondaryCollectionView.heightAnchor.constraint(equalToConstant: Self.bottomListStartHeight)
        height.priority = UILayoutPriority.required - 1
        bottomListHeight = height

        let main = collectionView, bottom = secondaryCollectionView
        NSLayoutConstraint.activate([
            main.topAnchor.constraint(equalTo: view.topAnchor),
            main.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            main.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            main.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottom.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            height,
        ])

        fillLists()
    }

    override func viewWillTransition(to newSize: CGSize, with transition: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: newSize, with: transition)
        transition.animate(alongsideTransition: { [weak self] _ in
            self?.collectionView.collectionViewLayout.invalidateLayout()
        })
    }
}

extension MastodonSidebarViewController {
    private static let destinations: [(String, String)] = [
        ("Home", "house"), ("Search", "magnifyingglass"), ("Compose", "square.and.pencil"),
        ("Notifications", "bell"), ("Me", "person"), ("Lists", "list.bullet"),
    ]

    private func fillLists() {
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
            var text = cell.defaultContentConfiguration()
            switch entry {
            case let .destination(title, symbol):
                text.text = title
                text.image = UIImage(systemName: symbol)
            case let .profile(number):
                text.text = "Profile \(number)"
                text.image = UIImage(systemName: "person.crop.circle")
            case let .extra(title):
                text.text = title
                text.image = UIImage(systemName: "ellipsis.circle")
            }
            cell.contentConfiguration = text
        }
        let banner = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, _ in
            var text = view.defaultContentConfiguration()
            text.text = "Signed in"
            view.contentConfiguration = text
        }

        let main = UICollectionViewDiffableDataSource<Pane, Entry>(collectionView: collectionView) {
            list, path, entry in
            list.dequeueConfiguredReusableCell(using: row, for: path, item: entry)
        }
        main.supplementaryViewProvider = { list, _, path in
            list.dequeueConfiguredReusableSupplementary(using: banner, for: path)
        }
        var mainItems = NSDiffableDataSourceSnapshot<Pane, Entry>()
        mainItems.appendSections([.destinations, .profiles])
        mainItems.appendItems(
            Self.destinations.map { Entry.destination(title: $0.0, symbol: $0.1) }, toSection: .destinations)
        mainItems.appendItems((1...2).map(Entry.profile(number:)), toSection: .profiles)
        main.apply(mainItems, animatingDifferences: false)
        mainSource = main

        let bottom = UICollectionViewDiffableDataSource<Pane, Entry>(collectionView: secondaryCollectionView) {
            list, path, entry in
            list.dequeueConfiguredReusableCell(using: row, for: path, item: entry)
        }
        var bottomItems = NSDiffableDataSourceSnapshot<Pane, Entry>()
        bottomItems.appendSections([.extras])
        bottomItems.appendItems(
            ["Preferences", "Saved", "About"].map(Entry.extra(title:)), toSection: .extras)
        bottom.apply(bottomItems, animatingDifferences: false)
        bottomSource = bottom
    }
}
