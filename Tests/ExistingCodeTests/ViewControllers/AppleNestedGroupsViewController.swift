import UIKit

// Transcribes the parameters of the "Nested Groups" screen of Apple's "Implementing Modern Collection Views"
// sample: bands 40% of the container's height tall, each a horizontal group of one item 70% of the width wide and a
// vertical group 30% wide holding exactly two items (asked for at 30% of the height, given half each by the count);
// every item inset by 10 pt; 100 items. Written anew for this suite; only the parameters come from the sample.
//
//   +----------------------------------------+
//   | +--------------------------+ +-------+ |
//   | |                          | |   1   | |
//   | |            0             | +-------+ |
//   | |                          | +-------+ |
//   | |                          | |   2   | |
//   | +--------------------------+ +-------+ |
//   +----------------------------------------+

class AppleNestedGroupsViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Nested Groups"
        configureHierarchy()
        configureDataSource()
    }
}

extension AppleNestedGroupsViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            [unowned self]
            (sectionIndex: Int, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let feature = self.makeNestedInsetItem(width: .fractionalWidth(0.7), height: .fractionalHeight(1.0))

            let stacked = self.makeNestedInsetItem(width: .fractionalWidth(1.0), height: .fractionalHeight(0.3))
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                subitem: stacked, count: 2)

            let band = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
                subitems: [feature, column])
            return NSCollectionLayoutSection(group: band)
        }
        return layout
    }

    /// An item of the given size that keeps 10 pt clear on every side.
    private func makeNestedInsetItem(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutItem
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height))
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return item
    }
}

extension AppleNestedGroupsViewController {
    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let registration = UICollectionView.CellRegistration<AppleNestedGroupsTileCell, Int> { cell, indexPath, _ in
            cell.caption.text = "\(indexPath.section), \(indexPath.item)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([Section.main])
        snapshot.appendItems(Array(0..<100))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension AppleNestedGroupsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A tile: its index path centred on a rounded blue ground with a black outline.
class AppleNestedGroupsTileCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.39, green: 0.58, blue: 0.93, alpha: 1)
        contentView.layer.borderColor = UIColor.black.cgColor
        contentView.layer.borderWidth = 1
        contentView.layer.cornerRadius = 8
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.textAlignment = .center
        caption.font = UIFont.preferredFont(forTextStyle: .title1)
        caption.adjustsFontForContentSizeCategory = true
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
