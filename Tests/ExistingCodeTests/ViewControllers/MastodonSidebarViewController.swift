import UIKit

// The iPad sidebar: a sidebar-style list whose first section carries a self-sizing header (the account's avatar
// and name), and below it a second, non-scrolling list for the secondary entries. Layout parameters transcribed
// from mastodon/mastodon-ios, Mastodon/Scene/Root/Sidebar/SidebarViewController.swift (`createLayout()` and
// `createSecondaryLayout()`): both are `.sidebar` list configurations with a clear background and no separators,
// made per section with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`; section 0 adds a top header
// spanning the width, of estimated height 100 (a `switch` on the section index with `default: break`). The code is
// written anew in the app's idioms: static layout functions on the view controller, collection views made in
// stored-property closures that call them, and diffable data sources with list-cell registrations. The screen
// shows a tab section (6 entries) and an account section (2 entries) in the primary list, filling the view, and 3
// entries in the secondary one, pinned to the bottom edge over it with a 44-pt height just below required priority
// (the app grows it to its content size by observing `contentSize`, which is left out: key-value observing needs the
// Objective-C runtime). The app overrides `viewDidLoad()` and
// `viewWillTransition(to:with:)` in an extension; Swift on Linux has no Objective-C runtime and refuses overrides of
// the stand-in's methods from an extension, so here they are in the class body.

final class MastodonSidebarViewController: UIViewController {
    enum Section: Int, Hashable, CaseIterable {
        case main
        case secondary
    }

    enum Item: Hashable {
        case tab(String)
        case account(Int)
        case setting(String)
    }

    /// The secondary list's height until its content size is known (the app then grows it to fit).
    static let secondaryCollectionViewEstimatedHeight: CGFloat = 44

    static func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex, layoutEnvironment) -> NSCollectionLayoutSection? in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.backgroundColor = .clear
            configuration.showsSeparators = false
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            switch sectionIndex {
            case 0:
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .estimated(100)),
                    elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: .top
                )
                section.boundarySupplementaryItems = [header]
            default:
                break
            }
            return section
        }
        return layout
    }

    let collectionView: UICollectionView = {
        let layout = MastodonSidebarViewController.createLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.alwaysBounceVertical = false
        collectionView.backgroundColor = .clear
        return collectionView
    }()

    static func createSecondaryLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex, layoutEnvironment) -> NSCollectionLayoutSection? in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.backgroundColor = .clear
            configuration.showsSeparators = false
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            return section
        }
        return layout
    }

    let secondaryCollectionView: UICollectionView = {
        let layout = MastodonSidebarViewController.createSecondaryLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.isScrollEnabled = false
        collectionView.alwaysBounceVertical = false
        collectionView.backgroundColor = .clear
        return collectionView
    }()

    var diffableDataSource: UICollectionViewDiffableDataSource<Section, Item>!
    var secondaryDiffableDataSource: UICollectionViewDiffableDataSource<Section, Item>!
    var secondaryCollectionViewHeightLayoutConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        secondaryCollectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(secondaryCollectionView)
        let secondaryHeight = secondaryCollectionView.heightAnchor.constraint(
            equalToConstant: Self.secondaryCollectionViewEstimatedHeight)
        secondaryHeight.priority = .required - 1
        secondaryCollectionViewHeightLayoutConstraint = secondaryHeight
        NSLayoutConstraint.activate([
            secondaryCollectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            secondaryCollectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: secondaryCollectionView.bottomAnchor),
            secondaryHeight,
        ])

        setupDiffableDataSource()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { _ in
                self.collectionView.collectionViewLayout.invalidateLayout()
            }, completion: nil)
    }
}

extension MastodonSidebarViewController {
    private func setupDiffableDataSource() {
        let sidebarCellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            switch item {
            case .tab(let title):
                content.text = title
                content.image = UIImage(systemName: "house")
            case .account(let index):
                content.text = "Account \(index + 1)"
                content.image = UIImage(systemName: "person.crop.circle")
            case .setting(let title):
                content.text = title
                content.image = UIImage(systemName: "gear")
            }
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Mastodon"
            header.contentConfiguration = content
        }

        diffableDataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: sidebarCellRegistration, for: indexPath, item: item)
        }
        diffableDataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main, .secondary])
        snapshot.appendItems(
            ["Home", "Search", "Compose", "Notifications", "Me", "Lists"].map { Item.tab($0) }, toSection: .main)
        snapshot.appendItems([.account(0), .account(1)], toSection: .secondary)
        diffableDataSource.apply(snapshot, animatingDifferences: false)

        secondaryDiffableDataSource = UICollectionViewDiffableDataSource<Section, Item>(
            collectionView: secondaryCollectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: sidebarCellRegistration, for: indexPath, item: item)
        }
        var secondarySnapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        secondarySnapshot.appendSections([.secondary])
        secondarySnapshot.appendItems(
            ["Settings", "Followed Tags", "Bookmarks"].map { Item.setting($0) }, toSection: .secondary)
        secondaryDiffableDataSource.apply(secondarySnapshot, animatingDifferences: false)
    }
}
