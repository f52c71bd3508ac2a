import UIKit

// A mosaic of nested groups. Layout parameters transcribed from ComplexGroupViewController of
// IceFloe/UICollectionViewCompositionalLayout: each repeating group spans the width and half the container's height;
// its leading 0.75 is a vertical stack of three rows 0.3 of its height, each row holding items 0.25, 0.4 and 0.25
// wide in a different order (wide one in the middle, first, last); its trailing 0.25 is a column of three items
// (items 0.3 tall, three by count). 8 pt between the items of every row and column and between repeating groups;
// 93 items. The example spreads the three rows with flexible spacing, which is left out here (the rows stack at the
// top of their stack). The code is written anew, the rows built by a helper and sizes written as `.init(...)`.

class IceFloeComplexGroupViewController: UIViewController, UICollectionViewDelegate {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var mosaicView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Complex Group"
        configureHierarchy()
        configureDataSource()
    }
}

extension IceFloeComplexGroupViewController {
    private func createLayout() -> UICollectionViewLayout {
        // The trailing column: three items stacked, 8 pt apart.
        let columnItem = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            subitem: columnItem, count: 3)
        column.interItemSpacing = .fixed(8)

        // The leading stack: three rows of a narrow, a wide and a narrow item in turn.
        let narrow = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let wide = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)))
        let stack = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1)),
            subitems: [
                mosaicRow(of: [narrow, wide, narrow]),
                mosaicRow(of: [wide, narrow, narrow]),
                mosaicRow(of: [narrow, narrow, wide]),
            ])

        let tile = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
            subitems: [stack, column])

        let section = NSCollectionLayoutSection(group: tile)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// One row of the leading stack: the full width of the stack, 0.3 of its height, 8 pt between items.
    private func mosaicRow(of items: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)),
            subitems: items)
        row.interItemSpacing = .fixed(8)
        return row
    }
}

extension IceFloeComplexGroupViewController {
    private func configureHierarchy() {
        mosaicView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        mosaicView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mosaicView.backgroundColor = .systemBackground
        mosaicView.delegate = self
        view.addSubview(mosaicView)
    }

    private func configureDataSource() {
        let tileRegistration = UICollectionView.CellRegistration<IceFloeComplexGroupTileCell, Int> {
            cell, indexPath, number in
            cell.numberLabel.text = "\(number)"
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemGray5
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: mosaicView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(1..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A mosaic tile: a number centred on a coloured, rounded background.
class IceFloeComplexGroupTileCell: UICollectionViewCell {
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 4
        contentView.layer.masksToBounds = true
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        numberLabel.textColor = .white
        numberLabel.textAlignment = .center
        numberLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        contentView.addSubview(numberLabel)
        NSLayoutConstraint.activate([
            numberLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            numberLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
