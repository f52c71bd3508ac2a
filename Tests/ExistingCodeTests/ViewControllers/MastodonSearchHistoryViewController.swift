import UIKit

// A list of past searches, people first and then tags, each section under a supplementary header. The layout
// parameters come from mastodon/mastodon-ios, Mastodon/Scene/Search/SearchDetail/SearchHistory/
// SearchHistoryViewController.swift: an `.insetGrouped` list configuration with a transparent background,
// `headerMode = .supplementary`, and both the top and bottom separator insets pushed 62 pt in from the leading edge
// (clear of the avatar); dragging the list dismisses the keyboard. The app makes that list layout right inside the
// closure that initialises its collection-view property, which `trellis import` does not read (it imports functions
// that return a layout), so here `createLayout()` makes the same configuration and the closure calls it. Otherwise
// written from scratch with the same organisation: a section enum and an item enum, list-cell registrations filled
// with content configurations, a header registration and a diffable data source; it shows 4 people and 3 tags.

final class MastodonSearchHistoryViewController: UIViewController {
    private enum Group: Hashable {
        case people
        case tags
    }

    private enum Recent: Hashable {
        case person(Int)
        case tag(String)
    }

    /// How far the separators start from the leading edge, so that they begin after the avatar.
    static let avatarClearance: CGFloat = 62

    let collectionView: UICollectionView = {
        let history = UICollectionView(
            frame: .zero, collectionViewLayout: MastodonSearchHistoryViewController.createLayout())
        history.keyboardDismissMode = .onDrag
        return history
    }()

    private var historySource: UICollectionViewDiffableDataSource<Group, Recent>?

    static func createLayout() -> UICollectionViewCompositionalLayout {
        var rows = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        rows.headerMode = .supplementary
        rows.backgroundColor = .clear
        rows.separatorConfiguration.topSeparatorInsets.leading = avatarClearance
        rows.separatorConfiguration.bottomSeparatorInsets.leading = avatarClearance
        return UICollectionViewCompositionalLayout.list(using: rows)
    }

    // The app's `viewDidLoad()` override sits in an extension; Swift on Linux lacks the Objective-C runtime and
    // rejects overriding the stand-in's methods from an extension, so it is in the class body here.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let history = collectionView
        history.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(history)
        NSLayoutConstraint.activate([
            history.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            history.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            history.topAnchor.constraint(equalTo: view.topAnchor),
            history.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        historySource = makeHistorySource(for: history)
    }
}

extension MastodonSearchHistoryViewController {
    private func makeHistorySource(
        for history: UICollectionView
    ) -> UICollectionViewDiffableDataSource<Group, Recent> {
        let personCell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var text = cell.defaultContentConfiguration()
            text.image = UIImage(systemName: "person.circle")
            text.text = "Person \(number)"
            text.secondaryText = "@person\(number)@example.social"
            cell.contentConfiguration = text
        }
        let tagCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, word in
            var text = cell.defaultContentConfiguration()
            text.image = UIImage(systemName: "tag")
            text.text = "#\(word)"
            cell.contentConfiguration = text
        }
        let titleView = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, path in
            var text = view.defaultContentConfiguration()
            text.text = path.section == 0 ? "People" : "Tags"
            view.contentConfiguration = text
        }

        let source = UICollectionViewDiffableDataSource<Group, Recent>(collectionView: history) {
            view, path, recent in
            if case .person(let number) = recent {
                return view.dequeueConfiguredReusableCell(using: personCell, for: path, item: number)
            }
            guard case .tag(let word) = recent else { return nil }
            return view.dequeueConfiguredReusableCell(using: tagCell, for: path, item: word)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: titleView, for: path)
        }

        var contents = NSDiffableDataSourceSnapshot<Group, Recent>()
        contents.appendSections([.people, .tags])
        contents.appendItems((1...4).map(Recent.person), toSection: .people)
        contents.appendItems(["sunsets", "knitting", "birding"].map(Recent.tag), toSection: .tags)
        source.apply(contents, animatingDifferences: false)
        return source
    }
}
