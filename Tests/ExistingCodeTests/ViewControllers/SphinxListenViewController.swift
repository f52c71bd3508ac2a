import UIKit

// The "Listen" tab of a feed dashboard: the latest episode of each followed podcast, then the followed podcasts.
// Layout parameters transcribed from stakwork/sphinx-ios,
// sphinx/Scenes/Dashboard/Feeds/Feed Content/Listen/PodcastFeedCollectionViewController.swift (extension "Layout
// Composition"; the section enum from the earlier FeedContentCollectionViewController.swift):
// - every section takes the same layout: groups 160 × 240 pt scrolling sideways, stopping at group boundaries, items
//   filling them inset 10 pt at both sides, the section inset 11 pt above and below and 12 pt after its last group,
//   and a header of estimated height 80 at the top;
// - the layout's configuration puts 10 pt between sections (the factory's default), and the collection view rests
//   20 pt lower.
// The code is written anew in the app's way: typealiases for the diffable types, a section provider returned by a
// function that ignores the section index, the configuration assigned to the layout after it is made, and cell and
// supplementary providers made by functions. Left out: the app declares the spacing `CGFloat!` and injects it through
// its `instantiate(...)` factory (state the import does not follow by design); here it is the property's default,
// which nothing assigns. The app overrides `viewDidLoad()` and `collectionView(_:didSelectItemAt:)` in extensions,
// which Swift allows only for Objective-C members; here the overrides are in the class body. The items come from
// the app's Core Data feeds; here from fixed counts.

class SphinxListenViewController: UICollectionViewController {
    var interSectionSpacing: CGFloat = 10.0

    private var dataSource: DataSource!

    private let itemContentInsets = NSDirectionalEdgeInsets(
        top: 0,
        leading: 10,
        bottom: 0,
        trailing: 10
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

    // MARK: - `UICollectionViewDelegate` Methods

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        // The app hands the chosen episode or podcast to its container; this screen names it in the title.
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        switch item {
        case .latestPodcastEpisode(let number):
            navigationItem.title = "Episode \(number)"
        case .subscribedPodcastFeed(let number):
            navigationItem.title = "Podcast \(number)"
        }
    }
}

// MARK: - Layout & Data Structure
extension SphinxListenViewController {

    enum CollectionViewSection: Int, CaseIterable {
        case latestPodcastEpisodes
        case subscribedPodcastFeeds

        var titleForDisplay: String {
            switch self {
            case .latestPodcastEpisodes:
                return "Listen Now"
            case .subscribedPodcastFeeds:
                return "Following"
            }
        }
    }

    enum DataSourceItem: Hashable {
        case latestPodcastEpisode(Int)
        case subscribedPodcastFeed(Int)
    }

    typealias ReusableHeaderView = SphinxListenSectionHeader
    typealias CellDataItem = DataSourceItem
    typealias DataSource = UICollectionViewDiffableDataSource<CollectionViewSection, CellDataItem>
    typealias DataSourceSnapshot = NSDiffableDataSourceSnapshot<CollectionViewSection, CellDataItem>
}

// MARK: - Layout Composition
extension SphinxListenViewController {

    func makeSectionHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(80)
        )

        return NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize,
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
    }

    func makeFeedContentSectionLayout() -> NSCollectionLayoutSection {
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

    func makeSectionProvider() -> UICollectionViewCompositionalLayoutSectionProvider {
        { (sectionIndex, layoutEnvironment) -> NSCollectionLayoutSection? in
            self.makeFeedContentSectionLayout()
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
extension SphinxListenViewController {

    func registerViews(for collectionView: UICollectionView) {
        collectionView.register(
            SphinxListenThumbnailCell.self,
            forCellWithReuseIdentifier: SphinxListenThumbnailCell.reuseID
        )

        collectionView.register(
            ReusableHeaderView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: ReusableHeaderView.reuseID
        )
    }

    func configure(_ collectionView: UICollectionView) {
        collectionView.contentInset = .init(
            top: 20,
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
extension SphinxListenViewController {

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
                    withReuseIdentifier: SphinxListenThumbnailCell.reuseID,
                    for: indexPath
                ) as? SphinxListenThumbnailCell
            else {
                preconditionFailure("Failed to dequeue expected reusable cell type")
            }

            switch dataSourceItem {
            case .latestPodcastEpisode(let number):
                cell.titleLabel.text = "Episode \(number)"
            case .subscribedPodcastFeed(let number):
                cell.titleLabel.text = "Podcast \(number)"
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
            (1...6).map { DataSourceItem.latestPodcastEpisode($0) },
            toSection: .latestPodcastEpisodes
        )

        snapshot.appendItems(
            (1...4).map { DataSourceItem.subscribedPodcastFeed($0) },
            toSection: .subscribedPodcastFeeds
        )

        return snapshot
    }
}

/// A thumbnail with a title under it.
class SphinxListenThumbnailCell: UICollectionViewCell {
    static let reuseID = "SphinxListenThumbnailCell"

    let thumbnailView = UIImageView(image: UIImage(systemName: "mic"))
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
class SphinxListenSectionHeader: UICollectionReusableView {
    static let reuseID = "SphinxListenSectionHeader"

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
