import UIKit

// A list above a sideways-scrolling shelf. Layout parameters transcribed from OrthoViewController of
// IceFloe/UICollectionViewCompositionalLayout: section 0 is the list (items with 8 pt insets on every side in
// full-width groups 50 pt tall, five rows); section 1 is the shelf (three items a group, 8 pt insets, groups
// spanning the width and 0.3 of the container's height, scrolling continuously sideways, 31 items). The code is
// written anew: a section enum with raw values picks a helper through `self`, and a computed property of the enum
// says how many items each section's group holds (the list's single full-width item is written as a count of 1,
// which lays out the same).

class IceFloeOrthoViewController: UIViewController, UICollectionViewDelegate {
    enum OrthoSectionKind: Int, CaseIterable {
        case list
        case shelf

        /// Items side by side in one group.
        var itemsPerGroup: Int {
            switch self {
            case .list: return 1
            case .shelf: return 3
            }
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<OrthoSectionKind, Int>! = nil
    var orthoCollection: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Orthogonal Collection"
        configureHierarchy()
        configureDataSource()
    }

    private func orthoListSection(columns: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            subitem: item, count: columns)
        return NSCollectionLayoutSection(group: group)
    }

    private func orthoShelfSection(columns: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)),
            subitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }

    private func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { sectionNumber, _ -> NSCollectionLayoutSection? in
            guard let kind = OrthoSectionKind(rawValue: sectionNumber) else { return nil }
            switch kind {
            case .list:
                return self.orthoListSection(columns: kind.itemsPerGroup)
            case .shelf:
                return self.orthoShelfSection(columns: kind.itemsPerGroup)
            }
        }
    }

    private func configureHierarchy() {
        orthoCollection = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        orthoCollection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        orthoCollection.backgroundColor = .systemBackground
        orthoCollection.register(
            UINib(nibName: "IceFloeOrthoCell", bundle: nil),
            forCellWithReuseIdentifier: IceFloeOrthoCell.reuseIdentifier)
        orthoCollection.delegate = self
        view.addSubview(orthoCollection)
    }

    private func configureDataSource() {
        dataSource = UICollectionViewDiffableDataSource<OrthoSectionKind, Int>(collectionView: orthoCollection) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            guard
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: IceFloeOrthoCell.reuseIdentifier, for: indexPath) as? IceFloeOrthoCell
            else { fatalError("Cannot create new cell") }
            cell.configure(text: "\(indexPath.row)", image: indexPath.section == 1 ? UIImage(systemName: "star") : nil)
            return cell
        }

        var snapshot = NSDiffableDataSourceSnapshot<OrthoSectionKind, Int>()
        snapshot.appendSections([.list])
        snapshot.appendItems(Array(1..<6), toSection: .list)
        snapshot.appendSections([.shelf])
        snapshot.appendItems(Array(6..<37), toSection: .shelf)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A card with an optional symbol above a label.
class IceFloeOrthoCell: UICollectionViewCell {
    static let reuseIdentifier = "IceFloeOrthoCell"

    let captionLabel = UILabel()
    let symbolView = UIImageView(image: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray5
        contentView.layer.cornerRadius = 8
        symbolView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.textAlignment = .center
        contentView.addSubview(symbolView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            symbolView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            symbolView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    func configure(text: String, image: UIImage?) {
        captionLabel.text = text
        symbolView.image = image
    }
}
