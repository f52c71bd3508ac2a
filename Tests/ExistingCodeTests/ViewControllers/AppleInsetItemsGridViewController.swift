import UIKit

// Transcribes the parameters of the "Inset Items Grid" screen of Apple's "Implementing Modern Collection Views"
// sample: tiles a fifth of the width wide and the full row tall, each inset by 5 pt on every edge, in rows as tall
// as a fifth of the width; 94 tiles. Written anew for this suite; only the parameters come from the sample.

class AppleInsetItemsGridViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Inset Items Grid"
        setUpCollectionView()
        setUpDataSource()
    }
}

extension AppleInsetItemsGridViewController {
    private func createLayout() -> UICollectionViewLayout {
        // Each tile takes a fifth of the row and leaves a 5 pt margin inside its slot, so gaps between tiles are
        // 10 pt and the outer edges 5 pt.
        let tileSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let tile = NSCollectionLayoutItem(layoutSize: tileSize)
        tile.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)

        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [tile])

        let section = NSCollectionLayoutSection(group: row)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

extension AppleInsetItemsGridViewController {
    private func setUpCollectionView() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func setUpDataSource() {
        let tileRegistration = UICollectionView.CellRegistration<AppleInsetItemsGridTileCell, Int> { cell, _, number in
            cell.caption.text = "\(number)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A tile: a blue square with a black outline and its number centred in it.
class AppleInsetItemsGridTileCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.39, green: 0.58, blue: 0.93, alpha: 1)
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.textAlignment = .center
        caption.font = UIFont.preferredFont(forTextStyle: .title1)
        caption.adjustsFontForContentSizeCategory = true
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
