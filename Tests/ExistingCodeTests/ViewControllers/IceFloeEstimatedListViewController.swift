import UIKit

// A self-sizing list of text snippets. Layout parameters transcribed from EstimatedListViewController of
// IceFloe/UICollectionViewCompositionalLayout: full-width items and groups, both with an estimated height of 50 pt,
// 8 pt of fixed space above and below every row (the example's top and bottom edge spacing, written here as the
// section's top and bottom insets plus twice that between rows), five rows. Variation: the section carries the
// suite's estimated header, and the 8 pt is the suite's gutter. The code is written anew with cell and
// supplementary registrations.

class IceFloeEstimatedListViewController: UIViewController, UICollectionViewDelegate {
    enum Section {
        case main
    }

    static let snippetTexts = [
        "Maecenas id erat non metus viverra semper efficitur in mauris.",
        "",
        "Vestibulum sit amet urna eu odio vestibulum gravida. Integer finibus tellus eget lacus malesuada.",
        "Ut dapibus, ligula et elementum cursus, lorem sapien rhoncus nunc, nec bibendum massa sapien sed neque.",
        "Nulla bibendum maximus velit, blandit fermentum purus. Sed dapibus condimentum purus quis varius.",
    ]

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var snippetsView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Estimated List"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let rowSpacing = SuiteMetrics.gutter
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = rowSpacing * 2
        section.contentInsets = NSDirectionalEdgeInsets(top: rowSpacing, leading: 0, bottom: rowSpacing, trailing: 0)
        section.boundarySupplementaryItems = [SuiteLayoutKit.header(estimatedHeight: 44)]

        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        snippetsView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        snippetsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        snippetsView.backgroundColor = .systemBackground
        snippetsView.delegate = self
        view.addSubview(snippetsView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<IceFloeEstimatedListSnippetCell, Int> {
            cell, _, snippet in
            let text = IceFloeEstimatedListViewController.snippetTexts[snippet]
            cell.configure(text: text, image: text.isEmpty ? UIImage(systemName: "photo") : nil)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<IceFloeEstimatedListHeaderView>(
            elementKind: SuiteMetrics.sectionHeaderElementKind
        ) { header, _, _ in
            header.titleLabel.text = "Snippets"
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: snippetsView) {
            collectionView, indexPath, snippet in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: snippet)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<5))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A multi-line snippet with an optional picture above it.
class IceFloeEstimatedListSnippetCell: UICollectionViewCell {
    let snippetLabel = UILabel()
    let pictureView = UIImageView(image: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        pictureView.translatesAutoresizingMaskIntoConstraints = false
        snippetLabel.translatesAutoresizingMaskIntoConstraints = false
        snippetLabel.numberOfLines = 0
        snippetLabel.font = UIFont.preferredFont(forTextStyle: .body)
        contentView.addSubview(pictureView)
        contentView.addSubview(snippetLabel)
        NSLayoutConstraint.activate([
            pictureView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            pictureView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            snippetLabel.topAnchor.constraint(equalTo: pictureView.bottomAnchor, constant: 4),
            snippetLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            snippetLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            snippetLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    func configure(text: String, image: UIImage?) {
        snippetLabel.text = text
        pictureView.image = image
    }
}

/// The list's header: a bold title on the leading side.
class IceFloeEstimatedListHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
