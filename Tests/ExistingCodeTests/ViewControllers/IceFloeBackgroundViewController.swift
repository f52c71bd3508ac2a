import UIKit

// A section on a card-like background. Layout parameters transcribed from BackgroundViewController of
// IceFloe/UICollectionViewCompositionalLayout: items filling their group with insets of 8 pt above and below and
// 16 pt at the sides, full-width groups 50 pt tall, the section inset 8 pt at the top and bottom, a background
// decoration inset 8 pt on every side from the section, five rows. The code is written anew: the decoration's kind
// is a constant of the type and its view is registered on the layout, the collection view is pinned to the root
// view with constraints, and cells come from a cell registration.

class IceFloeBackgroundViewController: UIViewController, UICollectionViewDelegate {
    static let cardBackgroundKind = "background"

    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var cardCollection: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Background Section"
        view.backgroundColor = .systemGray5
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let cardBackground = NSCollectionLayoutDecorationItem.background(elementKind: Self.cardBackgroundKind)
        cardBackground.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [cardBackground]
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(IceFloeBackgroundCardView.self, forDecorationViewOfKind: Self.cardBackgroundKind)
        return layout
    }

    private func configureHierarchy() {
        cardCollection = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        cardCollection.translatesAutoresizingMaskIntoConstraints = false
        cardCollection.backgroundColor = .systemBackground
        cardCollection.delegate = self
        view.addSubview(cardCollection)
        NSLayoutConstraint.activate([
            cardCollection.topAnchor.constraint(equalTo: view.topAnchor),
            cardCollection.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            cardCollection.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            cardCollection.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    private func configureDataSource() {
        let rowRegistration = UICollectionView.CellRegistration<IceFloeBackgroundRowCell, Int> { cell, indexPath, _ in
            cell.rowLabel.text = "\(indexPath.row)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: cardCollection) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: identifier)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(1..<6))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A row: a label on a light rounded fill.
class IceFloeBackgroundRowCell: UICollectionViewCell {
    let rowLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.9, green: 0.94, blue: 1.0, alpha: 1)
        contentView.layer.cornerRadius = 6
        rowLabel.translatesAutoresizingMaskIntoConstraints = false
        rowLabel.font = UIFont.preferredFont(forTextStyle: .body)
        contentView.addSubview(rowLabel)
        NSLayoutConstraint.activate([
            rowLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            rowLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            rowLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The section's background: a white card with rounded corners.
class IceFloeBackgroundCardView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    private func configure() {
        backgroundColor = .white
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 0
        layer.cornerRadius = 12
    }
}
