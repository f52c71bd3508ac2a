import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Mosaic" layout (MosaicViewController): a row of a
// half-width photo beside two quarter-width columns of two photos each (photo height 0.3, resized by the count), the
// next row mirrored, every photo inset 8 pt. The kit picks the rows' height from the device orientation and the
// container's height: 0.4 of height / 1.25 upright, 0.8 of height / 0.9 in landscape. Here the orientation is the
// container's shape (width against height), and the block is the two rows at that height, rounded to a point.
// Clean room: the parameters are the kit's, the code is this suite's own.

class KitMosaicViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Mosaic"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitMosaicViewController {
    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let size = layoutEnvironment.container.effectiveContentSize
            let isLandscape = size.width > size.height
            let blockHeight = isLandscape ? size.height / 0.9 : size.height / 1.25
            let rowFraction: CGFloat = isLandscape ? 0.8 : 0.4
            let rowHeight = (blockHeight * rowFraction).rounded()

            let leadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

            let trailingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

            let innerColumn = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)
            let outerColumn = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)

            let upperRow = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
                subitems: [leadingItem, innerColumn, outerColumn])
            let lowerRow = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
                subitems: [outerColumn, innerColumn, leadingItem])

            let block = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight * 2)),
                subitems: [upperRow, lowerRow])
            return NSCollectionLayoutSection(group: block)
        }
    }
}

extension KitMosaicViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitMosaicImageCell, Int> { cell, indexPath, item in
            cell.imageView.image = UIImage(systemName: indexPath.item % 5 == 0 ? "photo.artframe" : "photo")
            cell.contentView.backgroundColor = UIColor(
                red: 0.2 + CGFloat(item % 4) * 0.2, green: 0.5, blue: 0.8, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<50))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension KitMosaicViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationItem.title = "Mosaic: photo \(indexPath.item + 1)"
    }
}

/// A photo tile: an image filling the content view, with the kit's 10 pt corner radius.
class KitMosaicImageCell: UICollectionViewCell {
    let imageView = UIImageView(image: UIImage(systemName: "photo"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
