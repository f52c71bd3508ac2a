import UIKit

// Transcribes the parameters of the "List" screen of Apple's "Implementing Modern Collection Views" sample (its
// iOS 14 form): a single section laid out by a list configuration of the inset-grouped appearance, 94 rows of
// system list cells. Written anew for this suite; only the parameters come from the sample.

class AppleListViewController: UIViewController {
    enum Section {
        case main
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    private var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List"
        installCollectionView()
        populateRows()
    }
}

extension AppleListViewController {
    /// Rows in rounded, inset groups: the list configuration does all the sizing.
    private func createLayout() -> UICollectionViewLayout {
        let listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: listConfiguration)
    }
}

extension AppleListViewController {
    private func installCollectionView() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func populateRows() {
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(number)"
            content.image = UIImage(systemName: "number")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94), toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension AppleListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
