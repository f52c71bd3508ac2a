import UIKit

// Transcribes the parameters of two grid screens of nemecek-filip/CompositionalDiffablePlayground.ios:
// SimpleGridViewController (square items of a fraction of the width, 5-pt insets on every side, rows as tall as
// an item is wide; its `GridItemSize` offers a half, a third and a quarter) and LazyGridViewController (the same
// half-width grid, loaded twelve items at a time as the last cell appears). The playground switches the fraction
// from a menu; here the container chooses it: halves on a phone, quarters on a container wider than 500 pt.

class PlaygroundSimpleGridViewController: UIViewController {
    enum Section {
        case colors
    }

    /// How many items one load adds, and how many the grid holds at most.
    static let batchSize = 12
    static let maximumItemCount = 96

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil
    private var loadedCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Simple Grid example"
        configureHierarchy()
        configureDataSource()
        loadNextBatch()
        loadNextBatch()
    }
}

// MARK: - Layout

extension PlaygroundSimpleGridViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] _, layoutEnvironment in
            self.makeColorGridSection(environment: layoutEnvironment)
        }
    }

    private func makeColorGridSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let fraction: CGFloat = environment.container.effectiveContentSize.width > 500 ? 0.25 : 0.5

        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(fraction))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        return NSCollectionLayoutSection(group: group)
    }
}

// MARK: - Hierarchy and data

extension PlaygroundSimpleGridViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let colorRegistration = UICollectionView.CellRegistration<PlaygroundSimpleGridColorCell, Int> {
            cell, _, identifier in
            cell.configure(number: identifier)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: colorRegistration, for: indexPath, item: identifier)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.colors])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Appends the next batch of items, as the playground's lazy grid does when its last cell appears.
    fileprivate func loadNextBatch() {
        guard loadedCount < Self.maximumItemCount else { return }
        var snapshot = dataSource.snapshot()
        let next = Array(loadedCount..<(loadedCount + Self.batchSize))
        snapshot.appendItems(next, toSection: .colors)
        dataSource.apply(snapshot, animatingDifferences: false)
        loadedCount += Self.batchSize
        title = "Loaded \(loadedCount) items"
    }
}

extension PlaygroundSimpleGridViewController: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if indexPath.item == loadedCount - 1 {
            loadNextBatch()
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A square of colour with its number in the middle.
class PlaygroundSimpleGridColorCell: UICollectionViewCell {
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        numberLabel.textAlignment = .center
        numberLabel.textColor = .label
        numberLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        contentView.addSubview(numberLabel)
        NSLayoutConstraint.activate([
            numberLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            numberLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    func configure(number: Int) {
        numberLabel.text = "\(number + 1)"
        let step = CGFloat(number % 12) / 12
        contentView.backgroundColor = UIColor(red: 0.3 + 0.6 * step, green: 0.5, blue: 0.9 - 0.6 * step, alpha: 1)
    }
}
