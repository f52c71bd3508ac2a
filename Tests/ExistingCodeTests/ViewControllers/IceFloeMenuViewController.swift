import UIKit

// The demo's opening menu. Layout parameters transcribed from MainViewController of
// IceFloe/UICollectionViewCompositionalLayout: one section of full-width rows, each item filling its group, groups
// 44 pt tall, one row per example screen (nine). The code is written anew: a nib-registered text cell dequeued by
// reuse identifier from a diffable data source, the layout in a private method of the controller.

class IceFloeMenuViewController: UIViewController, UICollectionViewDelegate {
    enum Section {
        case main
    }

    /// The examples the menu lists, in the demo's order; an item's identifier is its index here.
    static let menuEntryTitles = [
        "List", "Edged List", "Estimated List", "Estimated Grid", "Complex Group", "Orthogonal Collection",
        "Checkmark Grid", "Header & Footer", "Background Section",
    ]

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var menuCollection: UICollectionView! = nil
    private(set) var chosenEntry: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Main"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let entryItem = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let entryGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [entryItem])
        let section = NSCollectionLayoutSection(group: entryGroup)
        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }

    private func configureHierarchy() {
        menuCollection = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        menuCollection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        menuCollection.backgroundColor = .systemBackground
        menuCollection.register(
            UINib(nibName: "IceFloeMenuTextCell", bundle: nil),
            forCellWithReuseIdentifier: IceFloeMenuTextCell.reuseIdentifier)
        menuCollection.delegate = self
        view.addSubview(menuCollection)
    }

    private func configureDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: menuCollection) {
            (collectionView: UICollectionView, indexPath: IndexPath, entry: Int) -> UICollectionViewCell? in
            guard
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: IceFloeMenuTextCell.reuseIdentifier, for: indexPath) as? IceFloeMenuTextCell
            else { fatalError("Could not dequeue a menu cell") }
            cell.show(title: IceFloeMenuViewController.menuEntryTitles[entry])
            return cell
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<9))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosenEntry = indexPath.item
    }
}

/// The menu's row: the example's title, left-aligned with a chevron at the trailing edge.
class IceFloeMenuTextCell: UICollectionViewCell {
    static let reuseIdentifier = "IceFloeMenuTextCell"

    let titleLabel = UILabel()
    let chevron = UIImageView(image: UIImage(systemName: "chevron.right"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel.textColor = .label
        chevron.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        contentView.addSubview(chevron)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            chevron.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            chevron.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    func show(title: String) {
        titleLabel.text = title
    }
}
