import UIKit

// Transcribes the parameters of the "Orthogonal Section Behaviors" screen of Apple's "Implementing Modern Collection
// Views" sample: six sections of 18 items, one per orthogonal scrolling behaviour (continuous, continuous with group
// leading boundary, paging, group paging, group paging centred, and none), 20 pt apart. Each section repeats a group
// 40% of the container's height tall holding an item 70% wide and a vertical pair of items 30% wide, every item
// inset by 10 pt; the group is 85% of the width where the section scrolls sideways and the full width where it does
// not; each section has a full-width header estimated at 44 pt, here the suite's shared one (SuiteLayoutKit), whose
// size is the sample's. Written anew for this suite; only the parameters come from the sample.

class AppleOrthogonalBehaviorsViewController: UIViewController {
    /// One section per behaviour, in this order; section indexes are the raw values.
    enum OrthogonalSectionKind: Int, CaseIterable {
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, stationary

        /// How the section's groups move across the screen.
        var scrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch self {
            case .continuous:
                return .continuous
            case .continuousGroupLeadingBoundary:
                return .continuousGroupLeadingBoundary
            case .paging:
                return .paging
            case .groupPaging:
                return .groupPaging
            case .groupPagingCentered:
                return .groupPagingCentered
            case .stationary:
                return UICollectionLayoutSectionOrthogonalScrollingBehavior.none
            }
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Orthogonal Section Behaviors"
        configureHierarchy()
        configureDataSource()
    }
}

extension AppleOrthogonalBehaviorsViewController {
    func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20

        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { [unowned self] sectionIndex, _ in
                guard let kind = OrthogonalSectionKind(rawValue: sectionIndex) else { return nil }

                // A section that scrolls sideways shows 85% of a group, so the next one peeks in at the edge.
                let widthFraction: CGFloat = kind == .stationary ? 1.0 : 0.85
                let section = NSCollectionLayoutSection(group: self.makeFeatureGroup(widthFraction: widthFraction))
                section.orthogonalScrollingBehavior = kind.scrollingBehavior
                section.boundarySupplementaryItems = [SuiteLayoutKit.header(estimatedHeight: 44)]
                return section
            }, configuration: configuration)
        return layout
    }

    /// A large item 70% wide beside a column of two items, every item inset by 10 pt, in a group `widthFraction`
    /// of the section's width and 40% of the container's height.
    private func makeFeatureGroup(widthFraction: CGFloat) -> NSCollectionLayoutGroup {
        let insets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = insets

        let pairedItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        pairedItem.contentInsets = insets
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: pairedItem, count: 2)

        return NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(widthFraction), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, pair])
    }
}

extension AppleOrthogonalBehaviorsViewController {
    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let tileRegistration = UICollectionView.CellRegistration<AppleOrthogonalBehaviorsTileCell, Int> {
            cell, indexPath, _ in
            cell.caption.text = "\(indexPath.section), \(indexPath.item)"
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<AppleOrthogonalBehaviorsTitleView>(
            elementKind: SuiteMetrics.sectionHeaderElementKind
        ) { titleView, _, indexPath in
            let kind = OrthogonalSectionKind(rawValue: indexPath.section)
            titleView.title.text = kind.map { "." + String(describing: $0) } ?? ""
        }

        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        let itemsPerSection = 18
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for kind in OrthogonalSectionKind.allCases {
            let first = kind.rawValue * itemsPerSection
            snapshot.appendSections([kind.rawValue])
            snapshot.appendItems(Array(first..<first + itemsPerSection), toSection: kind.rawValue)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension AppleOrthogonalBehaviorsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A tile: its index path centred on a rounded blue ground with a black outline.
class AppleOrthogonalBehaviorsTileCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.39, green: 0.58, blue: 0.93, alpha: 1)
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

/// A section title: the behaviour's name in the headline style, with a 10 pt margin.
class AppleOrthogonalBehaviorsTitleView: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        title.font = UIFont.preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
