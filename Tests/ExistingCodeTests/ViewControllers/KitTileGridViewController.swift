import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Tile Grid" layout (TileGridViewController): a
// quarter-width column of three tiles (0.333 each) on both sides of a half-width centre made of a row of two tiles
// (0.333 of its height) over one large tile (0.666), every tile inset 8 pt, the whole block half the container's
// height. The kit has one size; here containers from 700 pt wide (a phone in landscape, an iPad) take a block 0.4 of
// the width tall and 16 pt side insets instead. Clean room: the parameters are the kit's, the code is this suite's
// own.

final class KitTileGridViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Tile Grid"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitTileGridViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let width = layoutEnvironment.container.effectiveContentSize.width
            let height = layoutEnvironment.container.effectiveContentSize.height
            var blockHeight = height / 2
            var sideInset: CGFloat = 0
            if width >= 700 {
                blockHeight = width * 0.4
                sideInset = 16
            }

            let centerItem = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.666)))
            centerItem.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)

            let sideItem = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.333)))
            sideItem.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
            let sideColumn = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
                subitem: sideItem, count: 3)

            let pairItem = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            pairItem.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
            let pairRow = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.333)),
                subitem: pairItem, count: 2)
            let centerColumn = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
                subitems: [pairRow, centerItem])

            let block = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(blockHeight)),
                subitems: [sideColumn, centerColumn, sideColumn])
            let section = NSCollectionLayoutSection(group: block)
            section.contentInsets = .init(top: 0, leading: sideInset, bottom: 0, trailing: sideInset)
            return section
        }
        return layout
    }
}

extension KitTileGridViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitTileGridTileCell, Int> { cell, _, item in
            cell.label.text = "\(item)"
            cell.contentView.backgroundColor = UIColor(
                hue: CGFloat(item % 10) / 10, saturation: 0.35, brightness: 0.95, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<45))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A tile with a centred number, rounded as the kit's tiles are.
final class KitTileGridTileCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
