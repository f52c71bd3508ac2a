import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit, two of its screens on one page:
// - "Banner Grid" (BannerTileGridViewController): a quarter-width column of three tiles (0.333 each) on both sides of
//   a half-width centre of one small tile (0.333) over a banner (0.666), every tile inset 8 pt; the kit's block is
//   half the container's height, here at most 0.9 of the width as well, so a landscape phone keeps its proportions.
// - "Item Badges" (ItemBadgeSupplementaryViewController): a grid four to a row; here with the suite's shared grid
//   section (its gutter and side insets), at least four columns and one more per 160 pt, square cells, and a header.
// Clean room: the parameters are the kit's, the code is this suite's own.

class KitBannerGridViewController: UIViewController {
    /// The page's sections, in order.
    enum BannerBand: Int, CaseIterable {
        case tiles
        case badges
    }

    var dataSource: UICollectionViewDiffableDataSource<BannerBand, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Banner Grid"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitBannerGridViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let band = BannerBand(rawValue: sectionIndex) else { return nil }
            let width = layoutEnvironment.container.effectiveContentSize.width
            let height = layoutEnvironment.container.effectiveContentSize.height
            switch band {
            case .tiles:
                return self.bannerTilesSection(width: width, height: height)
            case .badges:
                let columns = max(4, Int(width / 160))
                let room = width - SuiteMetrics.sideInset * 2 - SuiteMetrics.gutter * CGFloat(columns - 1)
                let side = (room / CGFloat(columns)).rounded(.down)
                let section = SuiteLayoutKit.gridSection(columns: columns, height: .absolute(side))
                section.boundarySupplementaryItems = [SuiteLayoutKit.header()]
                return section
            }
        }
        return layout
    }

    /// The banner block: side columns of three tiles around a small tile over the banner.
    private func bannerTilesSection(width: CGFloat, height: CGFloat) -> NSCollectionLayoutSection {
        let blockHeight = min(height / 2, width * 0.9)

        let bannerItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.666)))
        bannerItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        let tileItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.333)))
        tileItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        let sideColumn = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
            subitem: tileItem, count: 3)
        let centerColumn = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
            subitems: [tileItem, bannerItem])

        let block = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(blockHeight)),
            subitems: [sideColumn, centerColumn, sideColumn])
        return NSCollectionLayoutSection(group: block)
    }
}

extension KitBannerGridViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitBannerGridTileCell, Int> { cell, indexPath, item in
            cell.label.text = indexPath.section == 0 ? "" : "\(item - 100)"
            cell.contentView.backgroundColor = indexPath.section == 0 ? .systemBlue : .systemGray5
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<KitBannerGridHeaderView>(
            elementKind: SuiteMetrics.sectionHeaderElementKind
        ) { header, _, _ in
            header.label.text = "Badges"
        }
        dataSource = UICollectionViewDiffableDataSource<BannerBand, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<BannerBand, Int>()
        snapshot.appendSections(BannerBand.allCases)
        snapshot.appendItems(Array(0..<28), toSection: .tiles)
        snapshot.appendItems(Array(100..<124), toSection: .badges)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A tile with a caption label, rounded as the kit's tiles are.
class KitBannerGridTileCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        label.font = UIFont.preferredFont(forTextStyle: .title3)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The badges section's title.
class KitBannerGridHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: SuiteMetrics.sideInset),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -SuiteMetrics.sideInset),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
