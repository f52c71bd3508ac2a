import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Waterfall" layout (WaterfallViewController): three
// columns a third of the width each (0.33), split top/bottom at 0.55/0.45, 0.4/0.6 and 0.65/0.35, every tile inset
// 8 pt. The kit's ±24 pt edge-spacing offsets are left out (negative spacing), and its block of columns, as tall as
// the container, is tall at least 0.6 of the width here so a landscape container keeps readable tiles. Clean room:
// the parameters are the kit's, the code is this suite's own.

class KitWaterfallViewController: UIViewController {
    enum Section {
        case main
    }

    /// The inset of every tile, as the kit insets its photos.
    static let waterfallTileInset: CGFloat = 8
    /// Each column's share of the width.
    static let waterfallColumnFraction: CGFloat = 0.33

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Waterfall"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitWaterfallViewController {
    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let size = layoutEnvironment.container.effectiveContentSize
            // As tall as the container, or 0.6 of the width where that is taller (landscape).
            let blockHeight = max(size.height, size.width * 0.6)
            let leadingColumn = self.waterfallColumn(upper: 0.55, lower: 0.45)
            let middleColumn = self.waterfallColumn(upper: 0.4, lower: 0.6)
            let trailingColumn = self.waterfallColumn(upper: 0.65, lower: 0.35)
            let block = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(blockHeight)),
                subitems: [leadingColumn, middleColumn, trailingColumn])
            return NSCollectionLayoutSection(group: block)
        }
        return layout
    }

    /// One column of the waterfall: two tiles whose heights split the column at `upper` and `lower`.
    private func waterfallColumn(upper: CGFloat, lower: CGFloat) -> NSCollectionLayoutGroup {
        let inset = Self.waterfallTileInset
        let upperTile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(upper)))
        upperTile.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        let lowerTile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(lower)))
        lowerTile.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(Self.waterfallColumnFraction),
                heightDimension: .fractionalHeight(1.0)),
            subitems: [upperTile, lowerTile])
    }
}

extension KitWaterfallViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitWaterfallImageCell, Int> { cell, _, item in
            cell.imageView.image = UIImage(systemName: item % 2 == 0 ? "photo" : "photo.fill")
            cell.contentView.backgroundColor = UIColor(
                hue: CGFloat(item % 12) / 12, saturation: 0.45, brightness: 0.9, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<60))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A photo tile: an image pinned to the content view, with the kit's 10 pt corner radius.
class KitWaterfallImageCell: UICollectionViewCell {
    let imageView = UIImageView(image: UIImage(systemName: "photo"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    private func configure() {
        contentView.backgroundColor = .systemGray5
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}
