import UIKit

// A custom-emoji palette: fixed-size emoji tiles spread out along each row, under a pinned header per group. The
// layout parameters come from TwidereProject/TwidereX-iOS,
// TwidereSDK/Sources/TwidereUI/Scene/ComposeContent/Emoji/CustomEmojiPickerInputView.swift (`createLayout()`;
// mastodon/mastodon-ios's CustomEmojiPickerInputView has the same layout): each item is as wide as a static size on
// the cell class (44 x 44 here) and as tall as its row, with flexible edge spacing of 4 pt on the leading and top
// edges and 0 pt on the trailing and bottom ones, so whatever width a row has left is shared out between its emojis;
// rows span the full width and are that static size's height tall, 5 pt apart, with 10 pt above and below every
// section and insets measured from the readable content guide. A header of estimated height 44 is pinned to the
// visible bounds and drawn over the cells (zIndex 2); its element kind is the header class's name, made with
// `String(describing:)`. Written from scratch with the same organisation: an `_init()` helper, reuse identifiers
// made with `String(describing:)`, and the layout function in an extension. Unlike the app's input view, this is a
// view controller; it shows four groups holding a fixed number of emojis each.

final class TwidereEmojiPickerViewController: UIViewController {
    private struct Tile: Hashable {
        let shelf: Int
        let slot: Int
    }

    private static let tilesPerShelf = [26, 9, 14, 31]

    private static let tileReuseID = String(describing: TwidereEmojiTileCell.self)
    private static let shelfTitleKind = String(describing: TwidereEmojiShelfTitleView.self)

    lazy var palette: UICollectionView = {
        let palette = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        palette.backgroundColor = .secondarySystemBackground
        palette.register(TwidereEmojiTileCell.self, forCellWithReuseIdentifier: Self.tileReuseID)
        palette.register(
            TwidereEmojiShelfTitleView.self, forSupplementaryViewOfKind: Self.shelfTitleKind,
            withReuseIdentifier: Self.shelfTitleKind)
        return palette
    }()

    private var tileSource: UICollectionViewDiffableDataSource<Int, Tile>?

    override func viewDidLoad() {
        super.viewDidLoad()
        _init()
    }
}

extension TwidereEmojiPickerViewController {
    private func _init() {
        view.addSubview(palette)
        palette.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            palette.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            palette.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            palette.topAnchor.constraint(equalTo: view.topAnchor),
            palette.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let source = UICollectionViewDiffableDataSource<Int, Tile>(collectionView: palette) { view, path, tile in
            let cell = view.dequeueReusableCell(withReuseIdentifier: Self.tileReuseID, for: path)
            let symbol = tile.slot.isMultiple(of: 3) ? "heart" : "sun.max"
            (cell as? TwidereEmojiTileCell)?.glyph.image = UIImage(systemName: symbol)
            return cell
        }
        source.supplementaryViewProvider = { view, kind, path in
            let title = view.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.shelfTitleKind, for: path)
            (title as? TwidereEmojiShelfTitleView)?.label.text = "Group \(path.section + 1)"
            return title
        }

        var contents = NSDiffableDataSourceSnapshot<Int, Tile>()
        contents.appendSections(Array(Self.tilesPerShelf.indices))
        for shelf in Self.tilesPerShelf.indices {
            let tiles = (0..<Self.tilesPerShelf[shelf]).map { Tile(shelf: shelf, slot: $0) }
            contents.appendItems(tiles, toSection: shelf)
        }
        source.apply(contents, animatingDifferences: false)
        tileSource = source
    }
}

extension TwidereEmojiPickerViewController {
    func createLayout() -> UICollectionViewCompositionalLayout {
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(TwidereEmojiTileCell.footprint.width),
                heightDimension: .fractionalHeight(1.0)))
        tile.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(4), top: .flexible(4), trailing: .flexible(0), bottom: .flexible(0))
        let shelfRow = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .absolute(TwidereEmojiTileCell.footprint.height)),
            subitems: [tile])

        let title = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: String(describing: TwidereEmojiShelfTitleView.self),
            alignment: .top)
        title.zIndex = 2
        title.pinToVisibleBounds = true

        let shelf = NSCollectionLayoutSection(group: shelfRow)
        shelf.boundarySupplementaryItems = [title]
        shelf.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        shelf.contentInsetsReference = .readableContent
        shelf.interGroupSpacing = 5
        return UICollectionViewCompositionalLayout(section: shelf)
    }
}

/// A single emoji tile.
final class TwidereEmojiTileCell: UICollectionViewCell {
    static let footprint = CGSize(width: 44, height: 44)

    let glyph = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        _init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        _init()
    }

    private func _init() {
        glyph.contentMode = .scaleAspectFit
        glyph.frame = contentView.bounds
        glyph.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(glyph)
    }
}

/// The name of a group of emojis, above them.
final class TwidereEmojiShelfTitleView: UICollectionReusableView {
    let label = UILabel()

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
        label.font = .preferredFont(forTextStyle: .caption1)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
    }
}
