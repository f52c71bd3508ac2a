import UIKit

// An App Store "Apps" page from charleshs/CompositionalAppStore (an App Store clone): parameters transcribed from
// the first AppStoreViewController (its private LayoutSectionKind enum). Items are 0.97 of their group's width,
// groups 0.92 of the container's, and every section is inset at the leading edge by the container's width times
// 1 - (0.97 + 0.92) / 2, 12 pt at the top:
// - the gallery pages sideways (groupPaging) through groups 300 pt tall, one full-height item each;
// - the two shelves of apps page sideways through columns 300 pt tall holding three items of estimated height 100,
//   8 pt apart, each under a 44-pt header;
// - the list is of rows 44 pt tall, (0.97 + 0.92) / 2 of the width, 10 pt apart.
// The code is written anew in the repository's way: an enum of section kinds with the ratios as static constants
// and computed statics, building a group and then the section from it by switching on itself. Where the app
// multiplies UIScreen.main's width, this screen multiplies the container's, as the app's later version does; the
// section kinds have Int raw values so the provider maps indexes to them.

final class CompAppStoreTodayViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<LayoutSectionKind, Int>!

    private lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .clear
        view.addSubview(collectionView)
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        setup()
        configureDataSource()
    }

    private func setup() {
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            view.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: collectionView.trailingAnchor),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: collectionView.bottomAnchor),
        ])
        collectionView.delegate = self
    }

    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment -> NSCollectionLayoutSection? in
            return LayoutSectionKind(rawValue: sectionIndex)?.layoutSection(for: environment)
        }
        return layout
    }
}

extension CompAppStoreTodayViewController {
    enum LayoutSectionKind: Int, CaseIterable {
        case gallery
        case topFree
        case topPaid
        case list

        private static let itemWidthRatio: CGFloat = 0.97
        private static let groupWidthRatio: CGFloat = 0.92
        private static var insetLeadingRatio: CGFloat {
            return 1 - (itemWidthRatio + groupWidthRatio) / 2
        }
        private static var contentWidthRatio: CGFloat {
            return (itemWidthRatio + groupWidthRatio) / 2
        }

        var title: String {
            switch self {
            case .gallery: return "Featured"
            case .topFree: return "Top Free Apps"
            case .topPaid: return "Top Paid Apps"
            case .list: return "Top Categories"
            }
        }

        var itemCount: Int {
            switch self {
            case .gallery: return 5
            case .topFree, .topPaid: return 12
            case .list: return 8
            }
        }

        var showsHeader: Bool {
            switch self {
            case .topFree, .topPaid: return true
            case .gallery, .list: return false
            }
        }

        func layoutSection(for environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
            return buildSection(forGroup: buildGroup(), environment: environment)
        }

        private func buildGroup() -> NSCollectionLayoutGroup {
            let group: NSCollectionLayoutGroup
            switch self {
            case .gallery:
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(Self.itemWidthRatio), heightDimension: .fractionalHeight(1))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(Self.groupWidthRatio), heightDimension: .absolute(300))
                group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
            case .topFree, .topPaid:
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(Self.itemWidthRatio), heightDimension: .estimated(100))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(Self.groupWidthRatio), heightDimension: .absolute(300))
                group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 3)
                group.interItemSpacing = .fixed(8)
            case .list:
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(Self.contentWidthRatio), heightDimension: .absolute(44))
                group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
            }
            return group
        }

        private func buildSection(
            forGroup group: NSCollectionLayoutGroup, environment: NSCollectionLayoutEnvironment
        ) -> NSCollectionLayoutSection {
            let section: NSCollectionLayoutSection
            switch self {
            case .gallery, .topFree, .topPaid:
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
            case .list:
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
            }
            if showsHeader {
                let headerSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                ]
            }
            let leadingInset = environment.container.contentSize.width * Self.insetLeadingRatio
            section.contentInsets = .init(top: 12, leading: leadingInset, bottom: 0, trailing: 0)
            return section
        }
    }
}

extension CompAppStoreTodayViewController {
    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, indexPath, _ in
            let kind = LayoutSectionKind(rawValue: indexPath.section)
            cell.contentView.backgroundColor = kind == .gallery ? .systemBlue : .systemTeal
            cell.contentView.layer.cornerRadius = 8
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<CompAppStoreTodayHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.text = LayoutSectionKind(rawValue: indexPath.section)?.title
        }

        dataSource = UICollectionViewDiffableDataSource<LayoutSectionKind, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<LayoutSectionKind, Int>()
        var next = 0
        for kind in LayoutSectionKind.allCases {
            snapshot.appendSections([kind])
            snapshot.appendItems(Array(next..<next + kind.itemCount), toSection: kind)
            next += kind.itemCount
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension CompAppStoreTodayViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A shelf's title, centred on one line.
final class CompAppStoreTodayHeaderView: UICollectionReusableView {
    var text: String? {
        get { return textLabel.text }
        set { textLabel.text = newValue }
    }

    private let textLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 1
        label.textAlignment = .center
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        layer.cornerRadius = 8
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(textLabel)
        NSLayoutConstraint.activate([
            textLabel.topAnchor.constraint(equalTo: topAnchor),
            textLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailingAnchor.constraint(equalTo: textLabel.trailingAnchor),
            bottomAnchor.constraint(equalTo: textLabel.bottomAnchor),
        ])
    }
}
