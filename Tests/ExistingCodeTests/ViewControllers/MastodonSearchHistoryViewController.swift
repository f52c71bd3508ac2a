import UIKit

// Recent searches: an inset-grouped list with a supplementary header per section (accounts, then hashtags).
// Layout parameters transcribed from mastodon/mastodon-ios,
// Mastodon/Scene/Search/SearchDetail/SearchHistory/SearchHistoryViewController.swift: an `.insetGrouped` list
// configuration with a clear background, `headerMode = .supplementary`, and the top and bottom separators inset
// 62 pt at the leading edge (past the avatar), the collection view dismissing the keyboard on drag. The app builds
// the list layout inline in the collection view's stored-property closure, which `trellis import` does not read
// (it imports functions returning a layout); here the same configuration is made in `createLayout()`, which the
// closure calls. The code is otherwise written anew in the app's idioms: section and item enums, list-cell
// registrations with content configurations, a header registration, and a diffable data source; 4 recent
// accounts and 3 hashtags.

final class MastodonSearchHistoryViewController: UIViewController {
    enum SearchHistorySection: Hashable {
        case main
        case hashtags
    }

    enum SearchHistoryItem: Hashable {
        case account(index: Int)
        case hashtag(name: String)
    }

    static let separatorLeadingInset: CGFloat = 62

    let collectionView: UICollectionView = {
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: MastodonSearchHistoryViewController.createLayout())
        collectionView.keyboardDismissMode = .onDrag
        return collectionView
    }()

    var diffableDataSource: UICollectionViewDiffableDataSource<SearchHistorySection, SearchHistoryItem>!

    static func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.bottomSeparatorInsets.leading = separatorLeadingInset
        configuration.separatorConfiguration.topSeparatorInsets.leading = separatorLeadingInset
        configuration.backgroundColor = .clear
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        return layout
    }

    // The app overrides `viewDidLoad()` in an extension; Swift on Linux has no Objective-C runtime and refuses
    // overrides of the stand-in's methods from an extension, so here it is in the class body.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        setupDataSource()
    }
}

extension MastodonSearchHistoryViewController {
    private func setupDataSource() {
        let accountRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
            var content = cell.defaultContentConfiguration()
            content.text = "Account \(index + 1)"
            content.secondaryText = "@user\(index + 1)@mastodon.social"
            content.image = UIImage(systemName: "person.crop.circle")
            cell.contentConfiguration = content
        }
        let hashtagRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = "#" + name
            content.image = UIImage(systemName: "number")
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Recent Searches" : "Hashtags"
            header.contentConfiguration = content
        }

        diffableDataSource = UICollectionViewDiffableDataSource<SearchHistorySection, SearchHistoryItem>(
            collectionView: collectionView
        ) { collectionView, indexPath, item -> UICollectionViewCell? in
            switch item {
            case .account(let index):
                return collectionView.dequeueConfiguredReusableCell(
                    using: accountRegistration, for: indexPath, item: index)
            case .hashtag(let name):
                return collectionView.dequeueConfiguredReusableCell(
                    using: hashtagRegistration, for: indexPath, item: name)
            }
        }
        diffableDataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<SearchHistorySection, SearchHistoryItem>()
        snapshot.appendSections([.main, .hashtags])
        snapshot.appendItems((0..<4).map { SearchHistoryItem.account(index: $0) }, toSection: .main)
        snapshot.appendItems(
            ["photography", "swift", "caturday"].map { SearchHistoryItem.hashtag(name: $0) }, toSection: .hashtags)
        diffableDataSource.apply(snapshot, animatingDifferences: false)
    }
}
