import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Mosaic Redux" layout (MosaicReduxViewController): a
// layout scrolling horizontally whose page is two rows (0.5 of the height each); the upper row a big photo (0.5 of
// the width) beside a two-by-two block of small photos (0.5), the lower row mirrored; every photo inset 8 pt. The kit
// offers the page one container width wide ("small") or two ("big"); here the container's shape picks: one width
// when it is wider than tall, two when it is upright. Clean room: the parameters are the kit's, the code is this
// suite's own.

class KitMosaicReduxViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Mosaic Redux"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitMosaicReduxViewController {
    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let size = layoutEnvironment.container.effectiveContentSize
            // The kit's "small" page (one width) on a landscape container, its "big" one (two widths) upright.
            let pageFraction: CGFloat = size.width > size.height ? 1.0 : 2.0

            let smallItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            smallItem.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
            let smallPair = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
                subitem: smallItem, count: 2)
            let smallBlock = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
                subitem: smallPair, count: 2)

            let bigItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            bigItem.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
            let bigColumn = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
                subitem: bigItem, count: 1)

            let upperRow = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
                subitems: [bigColumn, smallBlock])
            let lowerRow = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
                subitems: [smallBlock, bigColumn])

            let page = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(pageFraction), heightDimension: .fractionalHeight(1.0)),
                subitems: [upperRow, lowerRow])
            return NSCollectionLayoutSection(group: page)
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        layout.configuration = configuration
        return layout
    }
}

extension KitMosaicReduxViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitMosaicReduxPhotoCell, Int> { cell, _, item in
            cell.imageView.image = UIImage(systemName: "photo.on.rectangle")
            cell.contentView.backgroundColor = item % 2 == 0 ? .systemBlue : .systemGray5
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

/// A photo: an image pinned to the content view, with the kit's 10 pt corner radius.
class KitMosaicReduxPhotoCell: UICollectionViewCell {
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
