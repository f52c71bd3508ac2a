import UIKit

// Transcribes the parameters of the "Two-Column Grid" screen of Apple's "Implementing Modern Collection Views"
// sample: rows 44 pt tall holding exactly two items, 10 pt between the items, between the rows and at the leading
// and trailing edges of the section; 94 items. Written anew for this suite; only the parameters come from the
// sample.

class AppleTwoColumnViewController: UIViewController {
    /// The gap between the columns, between rows, and beside the grid.
    static let columnSpacing: CGFloat = 10

    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Two-Column Grid"
        addCollectionView()
        loadItems()
    }
}

extension AppleTwoColumnViewController {
    private func createLayout() -> UICollectionViewLayout {
        let spacing = Self.columnSpacing

        // The row divides its width between two items; the item's own size only says "fill your share".
        let cellSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let cellItem = NSCollectionLayoutItem(layoutSize: cellSize)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: cellItem, count: 2)
        row.interItemSpacing = .fixed(spacing)

        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: spacing, bottom: 0, trailing: spacing)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

extension AppleTwoColumnViewController {
    private func addCollectionView() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func loadItems() {
        let registration = UICollectionView.CellRegistration<AppleTwoColumnLabelCell, Int> { cell, _, number in
            cell.title.text = "\(number)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A cell whose label fills it with a 10 pt margin, on a blue ground with a thin outline.
class AppleTwoColumnLabelCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.39, green: 0.58, blue: 0.93, alpha: 1)
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        title.translatesAutoresizingMaskIntoConstraints = false
        title.textAlignment = .center
        title.font = UIFont.preferredFont(forTextStyle: .title1)
        title.adjustsFontForContentSizeCategory = true
        contentView.addSubview(title)
        let margin: CGFloat = 10
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -margin),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: margin),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -margin),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
