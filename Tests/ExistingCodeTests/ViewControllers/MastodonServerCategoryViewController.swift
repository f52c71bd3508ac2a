import UIKit

// The server picker's category strip: a single row of self-sizing category chips that scrolls sideways. Layout
// parameters transcribed from mastodon/mastodon-ios,
// Mastodon/Scene/Onboarding/PickServer/View/PickServerServerSectionTableHeaderView.swift
// (`createCollectionViewLayout()`): each chip of estimated width 88 and absolute height `collectionViewHeight` (36),
// in a group of the item's own size (the group's size is made from the item size's `widthDimension` and
// `heightDimension`), 16 pt between chips, scrolling continuously, insets measured from the readable content guide.
// The code is written anew in the app's idioms: static constants for the strip's height and spacing, a static layout
// function, a collection view made in a stored-property closure, and a diffable data source keyed by section and
// item enums. Here the strip is pinned to the top of the screen, `height` (36 + 16) pt tall, with 12 categories.
// The app overrides `viewDidLoad()` in an extension; Swift on Linux has no Objective-C runtime and refuses overrides
// of the stand-in's methods from an extension, so here it is in the class body.

final class MastodonServerCategoryViewController: UIViewController {
    enum CategoryPickerSection: Hashable {
        case main
    }

    enum CategoryPickerItem: Hashable {
        case all
        case category(name: String)
    }

    static let collectionViewHeight: CGFloat = 36
    static let spacing: CGFloat = 16

    static let height: CGFloat = collectionViewHeight + spacing

    static let categoryNames = [
        "general", "regional", "art", "music", "tech", "games", "academia", "activism", "humor", "lgbt", "food",
    ]

    var diffableDataSource: UICollectionViewDiffableDataSource<CategoryPickerSection, CategoryPickerItem>?

    static func createCollectionViewLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .estimated(88),
            heightDimension: .absolute(MastodonServerCategoryViewController.collectionViewHeight))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(
            widthDimension: itemSize.widthDimension, heightDimension: itemSize.heightDimension)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsetsReference = .readableContent
        section.interGroupSpacing = 16

        return UICollectionViewCompositionalLayout(section: section)
    }

    let collectionView: UICollectionView = {
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: MastodonServerCategoryViewController.createCollectionViewLayout())
        collectionView.register(
            MastodonCategoryChipCell.self, forCellWithReuseIdentifier: String(describing: MastodonCategoryChipCell.self)
        )
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: Self.height),
        ])
        setupDiffableDataSource()
    }
}

extension MastodonServerCategoryViewController {
    private func setupDiffableDataSource() {
        let diffableDataSource = UICollectionViewDiffableDataSource<CategoryPickerSection, CategoryPickerItem>(
            collectionView: collectionView
        ) { collectionView, indexPath, item -> UICollectionViewCell? in
            let cell =
                collectionView.dequeueReusableCell(
                    withReuseIdentifier: String(describing: MastodonCategoryChipCell.self),
                    for: indexPath) as! MastodonCategoryChipCell
            switch item {
            case .all:
                cell.titleLabel.text = "All"
            case .category(let name):
                cell.titleLabel.text = name.capitalized
            }
            return cell
        }
        self.diffableDataSource = diffableDataSource

        var snapshot = NSDiffableDataSourceSnapshot<CategoryPickerSection, CategoryPickerItem>()
        snapshot.appendSections([.main])
        snapshot.appendItems(
            [.all] + Self.categoryNames.map { CategoryPickerItem.category(name: $0) }, toSection: .main)
        diffableDataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A rounded category chip.
final class MastodonCategoryChipCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        _init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        _init()
    }

    private func _init() {
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 18
        contentView.layer.masksToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
}
