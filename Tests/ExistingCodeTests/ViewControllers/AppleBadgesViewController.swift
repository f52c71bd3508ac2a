import UIKit

// Transcribes the parameters of the "Item Badges" screen of Apple's "Implementing Modern Collection Views" sample:
// items a quarter of the width wide and the full row tall, inset by 5 pt, in rows a fifth of the width tall, the
// section inset by 20 pt; each item carries a 20 × 20 pt badge of kind "badge-element-kind" anchored to its top
// trailing corner with a fractional offset of (0.3, -0.3); 100 items. The sample's random badge counts are made
// deterministic here (no layout parameter depends on them). Written anew for this suite; only the parameters come
// from the sample.

class AppleBadgesViewController: UIViewController {
    static let badgeElementKind = "badge-element-kind"

    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Item Badges"
        configureHierarchy()
        configureDataSource()
    }

    /// How many unread things item `number` has: none for every fourth item, whose badge is hidden.
    func badgeCount(of number: Int) -> Int {
        number % 4
    }
}

extension AppleBadgesViewController {
    func createLayout() -> UICollectionViewLayout {
        // The badge hangs over the item's top trailing corner: pushed outward by 30% of its own size on each axis.
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: Self.badgeElementKind, containerAnchor: corner)

        let tile = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
            supplementaryItems: [badge])
        tile.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)

        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [tile])

        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = .init(top: 20, leading: 20, bottom: 20, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

extension AppleBadgesViewController {
    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let tileRegistration = UICollectionView.CellRegistration<AppleBadgesTileCell, Int> { cell, _, number in
            cell.caption.text = "\(number)"
        }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<AppleBadgesBadgeView>(
            elementKind: AppleBadgesViewController.badgeElementKind
        ) { [weak self] badgeView, _, indexPath in
            guard let self = self, let number = self.dataSource.itemIdentifier(for: indexPath) else { return }
            let count = self.badgeCount(of: number)
            badgeView.countLabel.text = "\(count)"
            badgeView.isHidden = count == 0
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<100))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension AppleBadgesViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A tile: its number centred on a rounded blue ground with a black outline.
class AppleBadgesTileCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(displayP3Red: 0.39, green: 0.58, blue: 0.93, alpha: 1)
        contentView.layer.borderColor = UIColor.black.cgColor
        contentView.layer.borderWidth = 1
        contentView.layer.cornerRadius = 8
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.textAlignment = .center
        caption.font = UIFont.preferredFont(forTextStyle: .title1)
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The badge: a red disc, as round as its 20 pt size allows, with the count in white.
class AppleBadgesBadgeView: UICollectionReusableView {
    let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
        layer.cornerRadius = 10
        layer.borderColor = UIColor.white.cgColor
        layer.borderWidth = 1
        clipsToBounds = true
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        countLabel.textAlignment = .center
        countLabel.textColor = .white
        countLabel.font = UIFont.systemFont(ofSize: 12, weight: .bold)
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
