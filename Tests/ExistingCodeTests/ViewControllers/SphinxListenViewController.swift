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
// Only the parameters come from the app; the code is written anew for this suite. Its layout half keeps the app's
// shape: a section provider returned by a function that ignores the section index, one function making the section,
// and the configuration assigned to the layout after the layout is made. The rest is this suite's own: cell and
// header registrations dequeued by a closure-based diffable data source. Left out: the app declares the spacing
// `CGFloat!` and injects it through its `instantiate(...)` factory (state the import does not follow by design);
// here it is the property's default, which nothing assigns. The app overrides `viewDidLoad()` and
// `collectionView(_:didSelectItemAt:)` in extensions, which Swift allows only for Objective-C members; here the
// overrides are in the class body. The items come from the app's Core Data feeds; here from fixed counts (six
// episodes, four podcasts).

class SphinxListenViewController: UICollectionViewController {
    /// Space between the two rows of shows.
    var rowGap: CGFloat = 10.0

    private var shows: UICollectionViewDiffableDataSource<Row, Show>?

    init() {
        // The app's storyboard layout stands here; `viewDidLoad()` swaps in the rows layout.
        let placeholder = UICollectionLayoutListConfiguration(appearance: .plain)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: placeholder))
    }

    required init?(coder: NSCoder) {
        fatalError("SphinxListenViewController is built in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        styleRows()
        shows = buildShowSource()
        shows?.apply(initialShows(), animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        // The app hands the chosen episode or podcast to its container; this screen names it in the title.
        switch shows?.itemIdentifier(for: indexPath) {
        case .newEpisode(let number)?: navigationItem.title = "Episode \(number)"
        case .podcast(let number)?: navigationItem.title = "Podcast \(number)"
        case nil: break
        }
    }
}

// MARK: - Model
extension SphinxListenViewController {
    /// The rows, top to bottom; a row's raw value is its section index.
    enum Row: Int, CaseIterable {
        case newEpisodes = 0
        case podcasts = 1

        var heading: String {
            self == .newEpisodes ? "Latest Episodes" : "Your Podcasts"
        }
    }

    enum Show: Hashable {
        case newEpisode(number: Int)
        case podcast(number: Int)
    }
}

// MARK: - Layout
extension SphinxListenViewController {
    /// A full-width title on top of a row, 80 pt tall until measured.
    private func rowHeading() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    /// Either row: fixed 160 × 240 pt groups, each tile inset 10 pt at both sides.
    private func showRow() -> NSCollectionLayoutSection {
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        tile.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

        let cluster = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(160), heightDimension: .absolute(240)),
            subitems: [tile])

        let row = NSCollectionLayoutSection(group: cluster)
        row.contentInsets = NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 11, trailing: 12)
        row.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        row.boundarySupplementaryItems = [rowHeading()]
        return row
    }

    private func rowProvider() -> UICollectionViewCompositionalLayoutSectionProvider {
        return { _, _ in self.showRow() }
    }

    private func compositionalLayout() -> UICollectionViewLayout {
        let rows = UICollectionViewCompositionalLayout(sectionProvider: rowProvider())
        let spacing = UICollectionViewCompositionalLayoutConfiguration()
        spacing.interSectionSpacing = rowGap
        rows.configuration = spacing
        return rows
    }

    private func styleRows() {
        collectionView.backgroundColor = .systemBackground
        collectionView.alwaysBounceVertical = true
        collectionView.showsVerticalScrollIndicator = false
        collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        collectionView.collectionViewLayout = compositionalLayout()
    }
}

// MARK: - Cells and data
extension SphinxListenViewController {
    private func buildShowSource() -> UICollectionViewDiffableDataSource<Row, Show> {
        let tileRegistration = UICollectionView.CellRegistration<SphinxListenThumbnailCell, Show> { tile, _, show in
            switch show {
            case .newEpisode(let number): tile.caption.text = "Episode \(number)"
            case .podcast(let number): tile.caption.text = "Podcast \(number)"
            }
        }
        let headingKind = UICollectionView.elementKindSectionHeader
        let headingRegistration = UICollectionView.SupplementaryRegistration<SphinxListenSectionHeader>(
            elementKind: headingKind
        ) { heading, _, indexPath in
            heading.heading.text = Row(rawValue: indexPath.section)?.heading
        }

        let source = UICollectionViewDiffableDataSource<Row, Show>(collectionView: collectionView) {
            collectionView, indexPath, show in
            collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: show)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headingRegistration, for: indexPath)
        }
        return source
    }

    private func initialShows() -> NSDiffableDataSourceSnapshot<Row, Show> {
        var shows = NSDiffableDataSourceSnapshot<Row, Show>()
        shows.appendSections([.newEpisodes, .podcasts])
        shows.appendItems((1...6).map(Show.newEpisode(number:)), toSection: .newEpisodes)
        shows.appendItems((1...4).map(Show.podcast(number:)), toSection: .podcasts)
        return shows
    }
}

/// A thumbnail with a caption under it.
class SphinxListenThumbnailCell: UICollectionViewCell {
    let thumbnail = UIImageView(image: UIImage(systemName: "mic"))
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumbnail.layer.cornerRadius = 6
        caption.font = UIFont.preferredFont(forTextStyle: .subheadline)
        for view in [thumbnail, caption] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            thumbnail.topAnchor.constraint(equalTo: contentView.topAnchor),
            thumbnail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            thumbnail.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("SphinxListenThumbnailCell is built in code")
    }
}

/// A row's title, 12 pt in from the sides and 8 pt from top and bottom.
class SphinxListenSectionHeader: UICollectionReusableView {
    let heading = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        heading.font = UIFont.preferredFont(forTextStyle: .title2)
        heading.translatesAutoresizingMaskIntoConstraints = false
        addSubview(heading)
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            heading.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            heading.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            heading.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("SphinxListenSectionHeader is built in code")
    }
}
