import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Group Grid" layout (GroupGridViewController): a
// layout scrolling horizontally whose groups are 1.5 container widths wide and as tall as the container: a leading
// column (0.33) of one tall tile, then a column (0.66) of a row of two tiles (0.25 of the height), a wide tile (0.5)
// and another row of two (0.25); every tile inset 8 pt. Here the group is never wider than 1.6 container heights, so
// a landscape phone does not get tiles wider than tall. Clean room: the parameters are the kit's, the code is this
// suite's own.

class KitGroupGridViewController: UIViewController {
    enum Section {
        case main
    }

    /// The inset of every tile.
    static let groupGridTileInset: CGFloat = 8
    /// How many container widths one group spans.
    static let groupGridSpan: CGFloat = 1.5

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Group Grid"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitGroupGridViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let width = layoutEnvironment.container.effectiveContentSize.width
            let height = layoutEnvironment.container.effectiveContentSize.height
            let spanWidth = min(width * Self.groupGridSpan, height * 1.6)
            let inset = Self.groupGridTileInset

            let tallItem = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.33)))
            tallItem.contentInsets = .init(top: inset, leading: inset, bottom: inset, trailing: inset)
            let leadingColumn = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(0.33), heightDimension: .fractionalHeight(1.0)),
                subitem: tallItem, count: 1)

            let pairItem = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            pairItem.contentInsets = .init(top: inset, leading: inset, bottom: inset, trailing: inset)
            let pairRow = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)),
                subitem: pairItem, count: 2)

            let wideItem = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
            wideItem.contentInsets = .init(top: inset, leading: inset, bottom: inset, trailing: inset)

            let trailingColumn = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(0.66), heightDimension: .fractionalHeight(1.0)),
                subitems: [pairRow, wideItem, pairRow])

            let span = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(spanWidth), heightDimension: .fractionalHeight(1.0)),
                subitems: [leadingColumn, trailingColumn])
            return NSCollectionLayoutSection(group: span)
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        layout.configuration = configuration
        return layout
    }
}

extension KitGroupGridViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitGroupGridTileCell, Int> { cell, _, item in
            cell.imageView.image = UIImage(systemName: item % 6 == 0 ? "star.fill" : "photo")
            cell.contentView.backgroundColor = UIColor(
                hue: 0.08 * CGFloat(item % 8), saturation: 0.4, brightness: 0.95, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<42))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A tile: an image pinned to the content view, rounded as the kit's tiles are.
class KitGroupGridTileCell: UICollectionViewCell {
    let imageView = UIImageView(image: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
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

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
