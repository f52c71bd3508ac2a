import UIKit

// In the style of an App Store "Apps" page from charleshs/CompositionalAppStore (an App Store clone); the layout
// parameters are those of the first version of its AppStoreViewController (a private enum of section kinds). Items
// take 0.97 of their group's width and groups 0.92 of the container's; each section is inset 12 pt at the top and,
// at the leading edge, by the container's width times 1 - (0.97 + 0.92) / 2:
// - the spotlight pages sideways (groupPaging) through groups 300 pt tall of one full-height item each;
// - the two charts page sideways through columns 300 pt tall of three items of estimated height 100, 8 pt apart,
//   each chart under a 44-pt header;
// - the genres are rows 44 pt tall and (0.97 + 0.92) / 2 of the width, 10 pt apart.
// The organisation follows the app's: an enum of section kinds keeps the ratios as static constants and computed
// statics, builds a group, then the section from it, switching on itself. The app multiplies UIScreen.main's
// width; this screen multiplies the container's, as the app's later version does. The kinds have Int raw values
// so the provider turns an index into a kind. Names, titles, cells and counts are this screen's own.

final class CompAppStoreTodayViewController: UIViewController {
    private var rackSource: UICollectionViewDiffableDataSource<Rack, Int>?

    private lazy var rackView: UICollectionView = UICollectionView(
        frame: .zero, collectionViewLayout: createLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        rackView.backgroundColor = .clear
        rackView.delegate = self
        rackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(rackView)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            rackView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            rackView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            rackView.topAnchor.constraint(equalTo: safe.topAnchor),
            rackView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        stockRacks()
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            Rack(rawValue: sectionIndex)?.makeSection(in: environment)
        }
    }
}

extension CompAppStoreTodayViewController {
    /// The page's kinds of section; a kind's raw value is its section index.
    enum Rack: Int, CaseIterable {
        case spotlight, freeChart, paidChart, genres

        private static let itemShare: CGFloat = 0.97
        private static let groupShare: CGFloat = 0.92
        private static var rowShare: CGFloat { (itemShare + groupShare) / 2 }
        private static var leadShare: CGFloat { 1 - rowShare }

        var heading: String? {
            switch self {
            case .freeChart: return "Free Charts"
            case .paidChart: return "Paid Charts"
            case .spotlight, .genres: return nil
            }
        }

        var tileCount: Int {
            switch self {
            case .spotlight: return 5
            case .freeChart, .paidChart: return 12
            case .genres: return 8
            }
        }

        func makeSection(in environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
            let section = buildSection(forGroup: buildGroup())
            let lead = environment.container.contentSize.width * Self.leadShare
            section.contentInsets = .init(top: 12, leading: lead, bottom: 0, trailing: 0)
            return section
        }

        private func buildGroup() -> NSCollectionLayoutGroup {
            let itemWidth = NSCollectionLayoutDimension.fractionalWidth(Self.itemShare)
            let groupWidth = NSCollectionLayoutDimension.fractionalWidth(Self.groupShare)
            switch self {
            case .spotlight:
                let page = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: itemWidth, heightDimension: .fractionalHeight(1)))
                return .horizontal(
                    layoutSize: .init(widthDimension: groupWidth, heightDimension: .absolute(300)), subitems: [page])
            case .freeChart, .paidChart:
                let entry = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: itemWidth, heightDimension: .estimated(100)))
                let column = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: groupWidth, heightDimension: .absolute(300)),
                    subitem: entry, count: 3)
                column.interItemSpacing = .fixed(8)
                return column
            case .genres:
                let cell = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return .horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(Self.rowShare), heightDimension: .absolute(44)),
                    subitems: [cell])
            }
        }

        private func buildSection(forGroup group: NSCollectionLayoutGroup) -> NSCollectionLayoutSection {
            let built = NSCollectionLayoutSection(group: group)
            switch self {
            case .spotlight:
                built.orthogonalScrollingBehavior = .groupPaging
            case .freeChart, .paidChart:
                built.orthogonalScrollingBehavior = .groupPaging
                let bar = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                built.boundarySupplementaryItems = [
                    .init(layoutSize: bar, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                ]
            case .genres:
                built.interGroupSpacing = 10
            }
            return built
        }
    }
}

extension CompAppStoreTodayViewController {
    private func stockRacks() {
        let tile = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, path, _ in
            cell.contentView.layer.cornerRadius = 8
            cell.contentView.backgroundColor = path.section == Rack.spotlight.rawValue ? .systemBlue : .systemTeal
        }
        let banner = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, path in
            var text = header.defaultContentConfiguration()
            text.text = Rack(rawValue: path.section)?.heading
            text.textProperties.alignment = .center
            header.contentConfiguration = text
            header.layer.cornerRadius = 8
        }

        let source = UICollectionViewDiffableDataSource<Rack, Int>(collectionView: rackView) { view, path, tag in
            view.dequeueConfiguredReusableCell(using: tile, for: path, item: tag)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: banner, for: path)
        }
        var contents = NSDiffableDataSourceSnapshot<Rack, Int>()
        var firstTag = 0
        for rack in Rack.allCases {
            contents.appendSections([rack])
            contents.appendItems(Array(firstTag..<(firstTag + rack.tileCount)), toSection: rack)
            firstTag += rack.tileCount
        }
        source.apply(contents, animatingDifferences: false)
        rackSource = source
    }
}

extension CompAppStoreTodayViewController: UICollectionViewDelegate {
    func collectionView(_ rack: UICollectionView, didSelectItemAt path: IndexPath) {
        rack.deselectItem(at: path, animated: true)
    }
}
