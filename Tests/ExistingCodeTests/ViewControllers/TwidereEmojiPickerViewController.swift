import UIKit

// A custom-emoji picker: fixed-size emoji cells spread along each row, a pinned header per category. Layout
// parameters transcribed from TwidereProject/TwidereX-iOS,
// TwidereSDK/Sources/TwidereUI/Scene/ComposeContent/Emoji/CustomEmojiPickerInputView.swift (`createLayout()`; the
// same layout is in mastodon/mastodon-ios's CustomEmojiPickerInputView): items as wide as the cell's static
// `itemSize` (44 x 44 here) and as tall as their row, with flexible edge spacing of 4 pt leading and top and 0 pt
// trailing and bottom, so the row's leftover width is shared between the emojis; full-width rows `itemSize.height`
// tall, 5 pt between rows, 10 pt above and below each section, insets measured from the readable content guide;
// a header of estimated height 44, pinned to the visible bounds and drawn above the cells (zIndex 2), whose kind is
// the header class's name (`String(describing:)`). The code is written anew in the app's idioms (a `_init()`
// helper, reuse identifiers from `String(describing:)`, a layout function in an extension); the screen is a view
// controller instead of the app's input view, and shows four categories with fixed emoji counts.

final class TwidereEmojiPickerViewController: UIViewController {
    enum Section: Hashable {
        case category(index: Int)
    }

    struct Item: Hashable {
        let category: Int
        let index: Int
    }

    static let categoryEmojiCounts = [26, 9, 14, 31]

    private(set) lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.register(
            TwidereEmojiPickerItemCell.self,
            forCellWithReuseIdentifier: String(describing: TwidereEmojiPickerItemCell.self))
        collectionView.register(
            TwidereEmojiPickerHeaderView.self,
            forSupplementaryViewOfKind: String(describing: TwidereEmojiPickerHeaderView.self),
            withReuseIdentifier: String(describing: TwidereEmojiPickerHeaderView.self))
        collectionView.backgroundColor = .secondarySystemBackground
        return collectionView
    }()

    var diffableDataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        _init()
    }
}

extension TwidereEmojiPickerViewController {
    private func _init() {
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        configureDataSource()
    }

    private func configureDataSource() {
        diffableDataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            let cell =
                collectionView.dequeueReusableCell(
                    withReuseIdentifier: String(describing: TwidereEmojiPickerItemCell.self),
                    for: indexPath) as! TwidereEmojiPickerItemCell
            cell.emojiImageView.image = UIImage(systemName: item.index % 2 == 0 ? "face.smiling" : "star")
            return cell
        }
        diffableDataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind,
                    withReuseIdentifier: String(describing: TwidereEmojiPickerHeaderView.self),
                    for: indexPath) as! TwidereEmojiPickerHeaderView
            header.titleLabel.text = "Category \(indexPath.section + 1)"
            return header
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        for (category, count) in Self.categoryEmojiCounts.enumerated() {
            snapshot.appendSections([.category(index: category)])
            snapshot.appendItems(
                (0..<count).map { Item(category: category, index: $0) }, toSection: .category(index: category))
        }
        diffableDataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension TwidereEmojiPickerViewController {
    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .absolute(TwidereEmojiPickerItemCell.itemSize.width),
            heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(4), top: .flexible(4), trailing: .flexible(0), bottom: .flexible(0))
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .absolute(TwidereEmojiPickerItemCell.itemSize.height))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsetsReference = .readableContent
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)

        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .estimated(44)),
            elementKind: String(describing: TwidereEmojiPickerHeaderView.self),
            alignment: .top)
        sectionHeader.pinToVisibleBounds = true
        sectionHeader.zIndex = 2
        section.boundarySupplementaryItems = [sectionHeader]

        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
}

/// One custom emoji.
final class TwidereEmojiPickerItemCell: UICollectionViewCell {
    static let itemSize = CGSize(width: 44, height: 44)

    let emojiImageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        _init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        _init()
    }

    private func _init() {
        emojiImageView.contentMode = .scaleAspectFit
        emojiImageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(emojiImageView)
        NSLayoutConstraint.activate([
            emojiImageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            emojiImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            emojiImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            emojiImageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}

/// A category's name above its emojis.
final class TwidereEmojiPickerHeaderView: UICollectionReusableView {
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
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }
}
