import UIKit

// The "Watch" tab of a feed dashboard: the newest episode of each followed video feed, then the followed feeds.
// Layout parameters transcribed from stakwork/sphinx-ios,
// sphinx/Scenes/Dashboard/Feeds/Feed Content/Watch/DashboardVideoFeedCollectionViewController.swift (extension
// "Layout Composition"):
// - every section has a header of estimated height 48 at the top, scrolls sideways stopping at group boundaries, and
//   is inset 11 pt above and below and 12 pt after its last group; items fill their groups, inset 12 pt at the
//   leading edge;
// - episodes: groups 0.9 of the width, of estimated height 241;
// - feeds: groups 160 × 240 pt;
// - the layout's configuration puts 20 pt between sections, and the collection view rests 20 pt lower.
// The code is written anew in the app's way: typealiases for the diffable types, an enum of sections with raw values
// force-unwrapped in the section provider, a function returning the section provider closure, the configuration
// assigned to the layout after it is made, and cell and supplementary providers made by functions. Left out: the app
// injects the spacing between sections through its `instantiate(...)` factory (state the import does not follow by
// design); here it is the property's default, which nothing assigns. The app overrides `viewDidLoad()` in an
// extension ("Lifecycle"), which Swift allows only for Objective-C members; without the Objective-C runtime the
// override is in the class body. The items come from the app's Core Data feeds; here from fixed counts.

class SphinxWatchViewController: UICollectionViewController {
    var interSectionSpacing: CGFloat = 20.0

    private var dataSource: DataSource!

    private let itemContentInsets = NSDirectionalEdgeInsets(
        top: 0,
        leading: 12,
        bottom: 0,
        trailing: 0
    )

    init() {
        // The storyboard's layout in the app; `configure(_:)` replaces it.
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        registerViews(for: collectionView)
        configure(collectionView)
        configureDataSource(for: collectionView)
    }
}

// MARK: - Layout & Data Structure
extension SphinxWatchViewController {

    enum CollectionViewSection: Int, CaseIterable {
        case videoEpisodes
        case videoFeeds

        var titleForDisplay: String {
            switch self {
            case .videoEpisodes:
                return "Watch Now"
            case .videoFeeds:
                return "Following"
            }
        }
    }

    enum DataSourceItem: Hashable {
        case videoEpisode(Int)
        case videoFeed(Int)
    }

    typealias ReusableHeaderView = SphinxWatchSectionHeader
    typealias CellDataItem = DataSourceItem
    typealias DataSource = UICollectionViewDiffableDataSource<CollectionViewSection, CellDataItem>
    typealias DataSourceSnapshot = NSDiffableDataSourceSnapshot<CollectionViewSection, CellDataItem>
}

// MARK: - Layout Composition
extension SphinxWatchViewController {

    func makeSectionHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(48)
        )

        return NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize,
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
    }

    func makeVideoFeedSectionLayout() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(1.0)
        )
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = itemContentInsets

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .absolute(160.0),
            heightDimension: .absolute(240.0)
        )
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)

        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.boundarySupplementaryItems = [makeSectionHeader()]
        section.contentInsets = .init(top: 11, leading: 0, bottom: 11, trailing: 12)

        return section
    }

    func makeVideoEpisodeSectionLayout() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(1.0)
        )
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = itemContentInsets

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.9),
            heightDimension: .estimated(241.0)
        )
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)

        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.boundarySupplementaryItems = [makeSectionHeader()]
        section.contentInsets = .init(top: 11, leading: 0, bottom: 11, trailing: 12)

        return section
    }

    func makeSectionProvider() -> UICollectionViewCompositionalLayoutSectionProvider {
        { (sectionIndex, layoutEnvironment) -> NSCollectionLayoutSection? in
            switch CollectionViewSection(rawValue: sectionIndex)! {
            case .videoEpisodes:
                return self.makeVideoEpisodeSectionLayout()
            case .videoFeeds:
                return self.makeVideoFeedSectionLayout()
            }
        }
    }

    func makeLayout() -> UICollectionViewLayout {
        let layoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()

        layoutConfiguration.interSectionSpacing = interSectionSpacing

        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: makeSectionProvider()
        )

        layout.configuration = layoutConfiguration

        return layout
    }
}

// MARK: - Collection View Configuration and View Registration
extension SphinxWatchViewController {

    func registerViews(for collectionView: UICollectionView) {
        collectionView.register(
            SphinxWatchThumbnailCell.self,
            forCellWithReuseIdentifier: SphinxWatchThumbnailCell.reuseID
        )

        collectionView.register(
            ReusableHeaderView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: ReusableHeaderView.reuseID
        )
    }

    func configure(_ collectionView: UICollectionView) {
        collectionView.contentInset = .init(
            top: interSectionSpacing,
            left: 0,
            bottom: 0,
            right: 0
        )

        collectionView.collectionViewLayout = makeLayout()
        collectionView.alwaysBounceVertical = true
        collectionView.backgroundColor = .systemBackground
        collectionView.showsVerticalScrollIndicator = false
    }
}

// MARK: - Data Source Configuration
extension SphinxWatchViewController {

    func makeDataSource(for collectionView: UICollectionView) -> DataSource {
        let dataSource = DataSource(
            collectionView: collectionView,
            cellProvider: makeCellProvider(for: collectionView)
        )

        dataSource.supplementaryViewProvider = makeSupplementaryViewProvider(for: collectionView)

        return dataSource
    }

    func configureDataSource(for collectionView: UICollectionView) {
        dataSource = makeDataSource(for: collectionView)

        dataSource.apply(makeSnapshotForCurrentState(), animatingDifferences: false)
    }

    func makeCellProvider(for collectionView: UICollectionView) -> DataSource.CellProvider {
        { (collectionView, indexPath, dataSourceItem) -> UICollectionViewCell in
            guard
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: SphinxWatchThumbnailCell.reuseID,
                    for: indexPath
                ) as? SphinxWatchThumbnailCell
            else {
                preconditionFailure("Failed to dequeue expected reusable cell type")
            }

            switch dataSourceItem {
            case .videoEpisode(let number):
                cell.titleLabel.text = "Episode \(number)"
            case .videoFeed(let number):
                cell.titleLabel.text = "Channel \(number)"
            }

            return cell
        }
    }

    func makeSupplementaryViewProvider(for collectionView: UICollectionView) -> DataSource.SupplementaryViewProvider {
        return {
            (collectionView: UICollectionView, kind: String, indexPath: IndexPath)
                -> UICollectionReusableView? in
            switch kind {
            case UICollectionView.elementKindSectionHeader:
                guard
                    let headerView = collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind,
                        withReuseIdentifier: ReusableHeaderView.reuseID,
                        for: indexPath
                    ) as? ReusableHeaderView
                else {
                    preconditionFailure()
                }

                let section = CollectionViewSection.allCases[indexPath.section]

                headerView.render(withTitle: section.titleForDisplay)

                return headerView
            default:
                return UICollectionReusableView()
            }
        }
    }

    func makeSnapshotForCurrentState() -> DataSourceSnapshot {
        var snapshot = DataSourceSnapshot()

        snapshot.appendSections(CollectionViewSection.allCases)

        snapshot.appendItems(
            (1...5).map { DataSourceItem.videoFeed($0) },
            toSection: .videoFeeds
        )

        snapshot.appendItems(
            (1...5).map { DataSourceItem.videoEpisode($0) },
            toSection: .videoEpisodes
        )

        return snapshot
    }
}

/// A thumbnail with a title under it.
class SphinxWatchThumbnailCell: UICollectionViewCell {
    static let reuseID = "SphinxWatchThumbnailCell"

    let thumbnailView = UIImageView(image: UIImage(systemName: "play.rectangle"))
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumbnailView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        thumbnailView.layer.cornerRadius = 6
        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        contentView.addSubview(thumbnailView)
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            thumbnailView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            thumbnailView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            thumbnailView.topAnchor.constraint(equalTo: contentView.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section's title.
class SphinxWatchSectionHeader: UICollectionReusableView {
    static let reuseID = "SphinxWatchSectionHeader"

    let sectionTitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        sectionTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        sectionTitleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        addSubview(sectionTitleLabel)
        NSLayoutConstraint.activate([
            sectionTitleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            sectionTitleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            sectionTitleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            sectionTitleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func render(withTitle title: String) {
        sectionTitleLabel.text = title
    }
}
