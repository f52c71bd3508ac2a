import UIKit

// Transcribes the parameters of ResponsiveLayoutViewController in
// nemecek-filip/CompositionalDiffablePlayground.ios: square tiles aiming at 230 pt each, as many across as the
// container's effective width holds when divided by 230 and rounded, every tile inset 5 pt on each side and rows
// as tall as a tile is wide. The count is kept at one or more, so that a container narrower than 115 pt still
// shows a column.

class PlaygroundResponsiveViewController: UIViewController {
    /// The width each tile aims at.
    static let desiredTileWidth: CGFloat = 230

    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Responsive layout"
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] sectionIndex, layoutEnvironment in
            self.makeResponsiveSection(forIndex: sectionIndex, environment: layoutEnvironment)
        }
    }

    private func makeResponsiveSection(
        forIndex index: Int, environment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let availableWidth = environment.container.effectiveContentSize.width
        let tilesAcross = max(1, (availableWidth / Self.desiredTileWidth).rounded())
        let fraction = 1 / tilesAcross

        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(fraction))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        return NSCollectionLayoutSection(group: group)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let tileRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, identifier in
            let step = CGFloat(identifier) / 10
            cell.contentView.backgroundColor = UIColor(red: 0.35 + 0.5 * step, green: 0.7, blue: 0.55, alpha: 1)
            cell.contentView.layer.cornerRadius = 10
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: identifier)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension PlaygroundResponsiveViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        navigationItem.title = "Tile \(indexPath.item + 1)"
    }
}
