import UIKit

// A self-sizing grid. Layout parameters transcribed from EstimatedGridViewController of
// IceFloe/UICollectionViewCompositionalLayout: two items a row, items and rows with an estimated height of 50 pt,
// 8 pt of fixed space above, below and after the cards (the example's top, trailing and bottom edge spacing, written
// here as the section's insets and the shared helper's 8 pt gutter). Variation: the rows come from the suite's
// grid helper and take a third column when the container is wider than 700 pt. The code is written anew as a
// UICollectionViewController whose static layout is handed to `super.init`.

class IceFloeEstimatedGridViewController: UICollectionViewController {
    enum Section {
        case main
    }

    static let tileCaptions = ["Cat", "", "A longer caption that wraps onto a second line", "Dog", "Fox", "Owl"]

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil

    init() {
        super.init(collectionViewLayout: IceFloeEstimatedGridViewController.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let availableWidth = layoutEnvironment.container.effectiveContentSize.width
            let columns = availableWidth > 700 ? 3 : 2
            return Self.tileSection(columns: columns)
        }
    }

    /// The suite's grid rows, estimated at 50 pt, with the example's 8 pt above, below and after the tiles.
    private static func tileSection(columns: Int) -> NSCollectionLayoutSection {
        let section = SuiteLayoutKit.gridSection(columns: columns, height: .estimated(50), itemHeight: .estimated(50))
        section.contentInsets = .init(top: 8, leading: 0, bottom: 8, trailing: 8)
        return section
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Estimated Grid"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(
            UINib(nibName: "IceFloeEstimatedGridTileCell", bundle: nil),
            forCellWithReuseIdentifier: IceFloeEstimatedGridTileCell.reuseIdentifier)
        configureDataSource()
    }

    private func configureDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, tile: Int) -> UICollectionViewCell? in
            guard
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: IceFloeEstimatedGridTileCell.reuseIdentifier, for: indexPath)
                    as? IceFloeEstimatedGridTileCell
            else { fatalError("Cannot create new cell") }
            let captions = IceFloeEstimatedGridViewController.tileCaptions
            cell.captionLabel.text = captions[tile % captions.count]
            return cell
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<24))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A tile with a picture and a caption under it.
class IceFloeEstimatedGridTileCell: UICollectionViewCell {
    static let reuseIdentifier = "IceFloeEstimatedGridTileCell"

    let pictureView = UIImageView(image: UIImage(systemName: "photo"))
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 0.98, alpha: 1)
        contentView.layer.cornerRadius = 10
        pictureView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.numberOfLines = 0
        captionLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        contentView.addSubview(pictureView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            pictureView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            pictureView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            captionLabel.topAnchor.constraint(equalTo: pictureView.bottomAnchor, constant: 4),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
