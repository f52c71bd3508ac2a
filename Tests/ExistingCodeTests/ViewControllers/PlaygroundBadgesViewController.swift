import UIKit

// Transcribes the parameters of BadgesViewController in nemecek-filip/CompositionalDiffablePlayground.ios: a
// two-column grid of squares (items half the width, rows half the width tall, 15-pt insets on every side), each
// with an 18 × 18 count badge on its top trailing corner pushed out by a fifth of its size, and an "updated" strip
// of estimated height 20 under its bottom edge, 30 % of its height below. The playground makes the strip 5 % wider
// than the item; here it is exactly as wide, so that nothing reaches past the column it belongs to. Which badges
// show is decided from the index path instead of at random, so that every run draws the same screen.

class PlaygroundBadgesViewController: UIViewController {
    static let countBadgeElementKind = "count-badge-element-kind"
    static let updatedInfoElementKind = "updated-info-element-kind"

    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Badges example"
        configureHierarchy()
        configureDataSource()
    }
}

// MARK: - Layout

extension PlaygroundBadgesViewController {
    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(
            layoutSize: itemSize, supplementaryItems: [self.makeCountBadge(), makeUpdatedInfoStrip()])
        item.contentInsets = .init(top: 15, leading: 15, bottom: 15, trailing: 15)

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func makeCountBadge() -> NSCollectionLayoutSupplementaryItem {
        let badgeSide: CGFloat = 18
        let topTrailing = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.2, y: -0.2))
        return NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(badgeSide), heightDimension: .absolute(badgeSide)),
            elementKind: Self.countBadgeElementKind, containerAnchor: topTrailing)
    }

    private func makeUpdatedInfoStrip() -> NSCollectionLayoutSupplementaryItem {
        let belowBottom = NSCollectionLayoutAnchor(
            edges: [.bottom, .leading, .trailing], fractionalOffset: CGPoint(x: 0, y: 0.3))
        return NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(20)),
            elementKind: PlaygroundBadgesViewController.updatedInfoElementKind, containerAnchor: belowBottom)
    }
}

// MARK: - Hierarchy and data

extension PlaygroundBadgesViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let colorRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, identifier in
            let step = CGFloat(identifier) / 10
            cell.contentView.backgroundColor = UIColor(red: 0.9, green: 0.4 + 0.5 * step, blue: 0.5, alpha: 1)
            cell.contentView.layer.cornerRadius = 12
        }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<PlaygroundBadgesCountBadgeView>(
            elementKind: Self.countBadgeElementKind
        ) { badge, _, indexPath in
            badge.countLabel.text = "\(indexPath.item % 9 + 1)"
            badge.isHidden = indexPath.item % 3 == 1
        }
        let updatedRegistration = UICollectionView.SupplementaryRegistration<PlaygroundBadgesUpdatedInfoView>(
            elementKind: Self.updatedInfoElementKind
        ) { strip, _, indexPath in
            strip.isHidden = indexPath.item % 4 == 3
        }

        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: colorRegistration, for: indexPath, item: identifier)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath -> UICollectionReusableView? in
            switch kind {
            case PlaygroundBadgesViewController.countBadgeElementKind:
                return collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: indexPath)
            case PlaygroundBadgesViewController.updatedInfoElementKind:
                return collectionView.dequeueConfiguredReusableSupplementary(
                    using: updatedRegistration, for: indexPath)
            default:
                return nil
            }
        }

        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A red circle with a number in it.
class PlaygroundBadgesCountBadgeView: UICollectionReusableView {
    let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 9
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        countLabel.textColor = .white
        countLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// "Updated" in small type on a rounded capsule.
class PlaygroundBadgesUpdatedInfoView: UICollectionReusableView {
    let textLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 6
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        textLabel.text = "Updated"
        textLabel.textAlignment = .center
        textLabel.textColor = .secondaryLabel
        textLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        addSubview(textLabel)
        NSLayoutConstraint.activate([
            textLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            textLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
            textLabel.topAnchor.constraint(equalTo: topAnchor, constant: 2),
            textLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -2),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
