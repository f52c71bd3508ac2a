import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Portrait Grid" layout
// (PortraitTileGridViewController): three columns a third of the width each (0.33); the outer ones three tiles of
// 0.33, the middle one a small tile (0.33) over a tall portrait tile (0.66); every tile inset 8 pt. The kit's block
// is half the container's height; here it keeps portrait proportions, 1.25 widths tall but no taller than the
// container, rounded down to a point. Containers from 700 pt wide take a block 0.6 of the height tall, with the
// suite's side insets. Clean room: the parameters are the kit's, the code is this suite's own.

class KitPortraitGridViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Portrait Grid"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitPortraitGridViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let width = layoutEnvironment.container.effectiveContentSize.width
            let height = layoutEnvironment.container.effectiveContentSize.height
            guard width >= 700 else {
                let portraitHeight = min(width * 1.25, height).rounded(.down)
                return self.portraitTilesSection(blockHeight: portraitHeight, sideInset: 0)
            }
            let wideHeight = (height * 0.6).rounded(.down)
            return self.portraitTilesSection(blockHeight: wideHeight, sideInset: SuiteMetrics.sideInset)
        }
    }

    /// The kit's block of three columns, `blockHeight` tall, inset `sideInset` from the sides.
    func portraitTilesSection(blockHeight: CGFloat, sideInset: CGFloat) -> NSCollectionLayoutSection {
        let portraitItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.66)))
        portraitItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        let tileItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.33)))
        tileItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        let outerColumn = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.33), heightDimension: .fractionalHeight(1.0)),
            subitem: tileItem, count: 3)
        let middleColumn = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.33), heightDimension: .fractionalHeight(1.0)),
            subitems: [tileItem, portraitItem])

        let block = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(blockHeight)),
            subitems: [outerColumn, middleColumn, outerColumn])
        let section = NSCollectionLayoutSection(group: block)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: sideInset, bottom: 0, trailing: sideInset)
        return section
    }
}

extension KitPortraitGridViewController {
    private func configureHierarchy() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        self.collectionView = collectionView
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitPortraitGridImageCell, Int> { cell, _, item in
            cell.imageView.image = UIImage(systemName: "person.crop.rectangle")
            cell.contentView.backgroundColor = UIColor(
                hue: 0.6, saturation: 0.2 + CGFloat(item % 5) * 0.1, brightness: 0.9, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<40))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A portrait tile: an image pinned inside the content view, with the kit's 10 pt corner radius.
class KitPortraitGridImageCell: UICollectionViewCell {
    let imageView = UIImageView(image: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
