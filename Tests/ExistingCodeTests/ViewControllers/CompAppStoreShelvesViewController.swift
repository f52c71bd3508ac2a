import UIKit

// In the style of the App Store page of charleshs/CompositionalAppStore (an App Store clone) in its later version;
// the layout parameters and the organisation are those of its AppStoreViewController and its Sections/ folder (one
// type per kind of section and a protocol they share). Each kind of shelf is a struct made from its ratios that
// conforms to a section-building protocol; a protocol extension derives the row ratio ((item + group) / 2) and the
// margin ratio (1 - row ratio) and insets every section at both sides by the container's width times the margin
// ratio, and above and below by the vertical padding. The view controller keeps an array of shelf kinds (posters,
// two shelves of columns of three, rows: items 0.97 of 0.92 groups, 12 pt of vertical padding), and the provider
// asks the kind at the section index for its builder:
// - posters: groups of estimated height 300 paging sideways (groupPaging), one full-height item each;
// - columns: groups 300 pt tall of three items of estimated height 100, 8 pt apart, paging sideways, under a
//   44-pt header;
// - rows: full-width rows 44 pt tall, 10 pt apart.
// Like the app, the screen shows 30 items in every section. The app keeps its layout in a lazy property; this
// screen makes it in createLayout(). Names, cells and the data source are this screen's own.

/// Something that makes a section for an environment.
protocol AppShelfProviding {
    func layoutSection(for context: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
}

/// A shelf sized by shares of its container's width.
protocol AppShelfRatios: AppShelfProviding {
    var itemShare: CGFloat { get }
    var groupShare: CGFloat { get }
    var padding: CGFloat { get }
}

extension AppShelfRatios {
    var rowShare: CGFloat { (itemShare + groupShare) / 2 }

    var marginShare: CGFloat { 1 - rowShare }

    /// Pads `section` by `padding` above and below and by the margin share of the width at both sides.
    func pad(_ section: NSCollectionLayoutSection, using context: NSCollectionLayoutEnvironment) {
        let margin = context.container.contentSize.width * marginShare
        section.contentInsets = .init(top: padding, leading: margin, bottom: padding, trailing: margin)
    }
}

struct AppShelfPosters: AppShelfRatios {
    let itemShare: CGFloat
    let groupShare: CGFloat
    let padding: CGFloat
    let posterHeight: CGFloat

    func layoutSection(for context: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let poster = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(itemShare), heightDimension: .fractionalHeight(1)))
        let page = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(groupShare), heightDimension: .estimated(posterHeight)),
            subitems: [poster])
        let shelf = NSCollectionLayoutSection(group: page)
        shelf.orthogonalScrollingBehavior = .groupPaging
        pad(shelf, using: context)
        return shelf
    }
}

struct AppShelfColumns: AppShelfRatios {
    let itemShare: CGFloat
    let groupShare: CGFloat
    let padding: CGFloat
    let perColumn: Int
    let gap: CGFloat

    func layoutSection(for context: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let entry = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(itemShare), heightDimension: .estimated(100)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(groupShare), heightDimension: .absolute(300)),
            subitem: entry, count: perColumn)
        column.interItemSpacing = .fixed(gap)

        let shelf = NSCollectionLayoutSection(group: column)
        shelf.orthogonalScrollingBehavior = .groupPaging
        shelf.boundarySupplementaryItems = [
            .init(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top, absoluteOffset: .zero)
        ]
        pad(shelf, using: context)
        return shelf
    }
}

struct AppShelfRows: AppShelfRatios {
    let itemShare: CGFloat
    let groupShare: CGFloat
    let padding: CGFloat

    func layoutSection(for context: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let line = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let strip = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [line])
        let shelf = NSCollectionLayoutSection(group: strip)
        shelf.interGroupSpacing = 10
        pad(shelf, using: context)
        return shelf
    }
}

final class CompAppStoreShelvesViewController: UIViewController {
    private let sections: [ShelfKind] = [.posters, .columns, .columns, .rows]
    private static let itemsPerShelf = 30

    private lazy var shelfView: UICollectionView = UICollectionView(
        frame: .zero, collectionViewLayout: createLayout())
    private var shelfSource: UICollectionViewDiffableDataSource<Int, Int>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        shelfView.backgroundColor = .clear
        shelfView.delegate = self
        shelfView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shelfView)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            shelfView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            shelfView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            shelfView.topAnchor.constraint(equalTo: safe.topAnchor),
            shelfView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        stockShelves()
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            self?.sections[sectionIndex].builder.layoutSection(for: environment)
        }
    }

    private func stockShelves() {
        let kinds = sections
        let tile = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, path, _ in
            cell.contentView.backgroundColor = kinds[path.section].tint
            cell.contentView.layer.cornerRadius = 8
        }
        let strip = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            header.backgroundColor = .systemGray5
            header.layer.cornerRadius = 8
        }

        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: shelfView) { view, path, tag in
            view.dequeueConfiguredReusableCell(using: tile, for: path, item: tag)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: strip, for: path)
        }
        var contents = NSDiffableDataSourceSnapshot<Int, Int>()
        let perShelf = Self.itemsPerShelf
        for shelf in kinds.indices {
            contents.appendSections([shelf])
            contents.appendItems(Array(shelf * perShelf..<(shelf + 1) * perShelf), toSection: shelf)
        }
        source.apply(contents, animatingDifferences: false)
        shelfSource = source
    }
}

extension CompAppStoreShelvesViewController {
    /// The kinds of shelf; each makes its builder from the page's shares.
    enum ShelfKind {
        case posters, columns, rows

        private static let itemShare: CGFloat = 0.97
        private static let groupShare: CGFloat = 0.92

        var builder: AppShelfProviding {
            let item = Self.itemShare
            let group = Self.groupShare
            switch self {
            case .posters:
                return AppShelfPosters(itemShare: item, groupShare: group, padding: 12, posterHeight: 300)
            case .columns:
                return AppShelfColumns(itemShare: item, groupShare: group, padding: 12, perColumn: 3, gap: 8)
            case .rows:
                return AppShelfRows(itemShare: item, groupShare: group, padding: 12)
            }
        }

        var tint: UIColor? {
            switch self {
            case .posters: return nil
            case .columns: return .systemTeal
            case .rows: return .systemGreen
            }
        }
    }
}

extension CompAppStoreShelvesViewController: UICollectionViewDelegate {
    func collectionView(_ shelf: UICollectionView, didSelectItemAt path: IndexPath) {
        shelf.deselectItem(at: path, animated: true)
    }
}
