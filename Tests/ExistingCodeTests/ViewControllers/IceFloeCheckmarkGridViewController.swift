import UIKit

// A grid of tiles with check marks. Layout parameters transcribed from CheckmarkGridViewController of
// IceFloe/UICollectionViewCompositionalLayout: three items a row (by count), each filling its slot with 8 pt insets
// on every side, rows spanning the width and 0.2 of the container's height, a 45 × 45 pt check mark anchored to the
// top trailing corner with no offset, 93 tiles. Variation: the check mark is attached to every item rather than to
// the row group. The code is written anew as a UICollectionViewController with a static layout, the element kind a
// constant of the type, and cell and supplementary registrations.

class IceFloeCheckmarkGridViewController: UICollectionViewController {
    static let checkmarkElementKind = "checkmark-element-kind"

    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil

    init() {
        super.init(collectionViewLayout: IceFloeCheckmarkGridViewController.createLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Checkmark Grid"
        collectionView.backgroundColor = .systemBackground
        configureDataSource()
    }

    static func createLayout() -> UICollectionViewCompositionalLayout {
        let checkmarkAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0, y: 0))
        let checkmark = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(45), heightDimension: .absolute(45)),
            elementKind: Self.checkmarkElementKind, containerAnchor: checkmarkAnchor)

        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [checkmark])
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 3)

        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let tileRegistration = UICollectionView.CellRegistration<IceFloeCheckmarkGridTileCell, Int> {
            cell, _, number in
            cell.numberLabel.text = "\(number)"
        }
        let checkmarkRegistration = UICollectionView.SupplementaryRegistration<IceFloeCheckmarkGridCheckmarkView>(
            elementKind: IceFloeCheckmarkGridViewController.checkmarkElementKind
        ) { checkmarkView, _, indexPath in
            checkmarkView.isChecked = indexPath.item % 3 == 0
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: checkmarkRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(1..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A grid tile: a bordered square with its number.
class IceFloeCheckmarkGridTileCell: UICollectionViewCell {
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.black.cgColor
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        numberLabel.font = UIFont.preferredFont(forTextStyle: .title2)
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

/// The check mark in a tile's corner: a symbol on a round badge, filled when checked.
class IceFloeCheckmarkGridCheckmarkView: UICollectionReusableView {
    let symbolView = UIImageView(image: UIImage(systemName: "checkmark.circle"))

    var isChecked = false {
        didSet {
            symbolView.image = UIImage(systemName: isChecked ? "checkmark.circle.fill" : "checkmark.circle")
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 22.5
        layer.masksToBounds = true
        symbolView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(symbolView)
        NSLayoutConstraint.activate([
            symbolView.leadingAnchor.constraint(equalTo: leadingAnchor),
            symbolView.trailingAnchor.constraint(equalTo: trailingAnchor),
            symbolView.topAnchor.constraint(equalTo: topAnchor),
            symbolView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
