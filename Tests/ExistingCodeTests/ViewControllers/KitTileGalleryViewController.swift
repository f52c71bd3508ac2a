import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Tile Gallery" layout, its vertically continuous
// behaviour (TileGalleryViewController): a layout scrolling horizontally whose group is two container widths wide and
// as tall as the container: a big tile (0.5 of the width) beside a two-by-two block of small tiles (0.5; rows of 0.5
// of the height); every tile inset 8 pt. Here a container gets one such group per screen for each whole 400 pt of its
// width, at least one: a phone upright keeps the kit's two widths, wider containers fit a group on one screen. The
// group's width is rounded to a point. Clean room: the parameters are the kit's, the code is this suite's own.

class KitTileGalleryViewController: UIViewController {
    enum Section {
        case tiles
    }

    /// The inset of every tile.
    static let tileGalleryInset: CGFloat = 8
    /// The width, in points, each group on a screen asks for.
    static let tileGalleryWidthPerGroup: CGFloat = 400

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Tile Gallery"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitTileGalleryViewController {
    private func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { _, layoutEnvironment in
                let width = layoutEnvironment.container.effectiveContentSize.width
                let groupsPerScreen = max(1, Int(width / Self.tileGalleryWidthPerGroup))
                let groupWidth = round(width * 2 / CGFloat(groupsPerScreen))
                let inset = Self.tileGalleryInset

                let smallItem = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                smallItem.contentInsets = .init(top: inset, leading: inset, bottom: inset, trailing: inset)
                let smallPair = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
                    subitem: smallItem, count: 2)
                let smallBlock = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
                    subitem: smallPair, count: 2)

                let bigItem = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                bigItem.contentInsets = .init(top: inset, leading: inset, bottom: inset, trailing: inset)
                let bigColumn = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
                    subitem: bigItem, count: 1)

                let spread = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .absolute(groupWidth), heightDimension: .fractionalHeight(1.0)),
                    subitems: [bigColumn, smallBlock])
                return NSCollectionLayoutSection(group: spread)
            }, configuration: configuration)
        return layout
    }
}

extension KitTileGalleryViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitTileGalleryTileCell, Int> { cell, indexPath, _ in
            cell.label.text = indexPath.item % 5 == 0 ? "Featured" : ""
            cell.contentView.backgroundColor = indexPath.item % 5 == 0 ? .systemBlue : .systemGray5
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.tiles])
        snapshot.appendItems(Array(0..<40), toSection: .tiles)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A tile with a label in its lower corner, rounded as the kit's tiles are.
class KitTileGalleryTileCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .caption1)
        label.textColor = .label
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
