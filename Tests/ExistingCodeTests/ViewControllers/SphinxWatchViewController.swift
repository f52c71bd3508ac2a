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
// Only the parameters come from the app; the code is written anew for this suite. Its layout half keeps the app's
// shape: an enum of sections with Int raw values, force-unwrapped and switched on in a section provider that a
// function returns, one function making each section, and the configuration assigned to the layout after the layout
// is made. The rest is this suite's own: cell and header registrations dequeued by a closure-based diffable data
// source. Left out: the app injects the spacing between sections through its `instantiate(...)` factory (state the
// import does not follow by design); here it is the property's default, which nothing assigns. The app overrides
// `viewDidLoad()` in an extension ("Lifecycle"), which Swift allows only for Objective-C members; without the
// Objective-C runtime the override is in the class body. The items come from the app's Core Data feeds; here from
// fixed counts (five of each).

class SphinxWatchViewController: UICollectionViewController {
    /// Space between the two shelves, and above the first one.
    var shelfGap: CGFloat = 20.0

    private var clips: UICollectionViewDiffableDataSource<Shelf, Clip>?

    init() {
        // The app's storyboard layout stands here; `viewDidLoad()` swaps in the shelf layout.
        let placeholder = UICollectionLayoutListConfiguration(appearance: .plain)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: placeholder))
    }

    required init?(coder: NSCoder) {
        fatalError("SphinxWatchViewController is built in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        styleShelves()
        clips = buildClipSource()
        clips?.apply(initialClips(), animatingDifferences: false)
    }
}

// MARK: - Model
extension SphinxWatchViewController {
    /// The shelves, top to bottom; a shelf's raw value is its section index.
    enum Shelf: Int, CaseIterable {
        case recentEpisodes = 0
        case channels = 1

        var heading: String {
            self == .recentEpisodes ? "Latest Videos" : "Your Channels"
        }
    }

    enum Clip: Hashable {
        case newVideo(number: Int)
        case channel(number: Int)
    }
}

// MARK: - Layout
extension SphinxWatchViewController {
    /// A full-width title on top of a shelf, 48 pt tall until measured.
    private func shelfHeading() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(48)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    /// Episodes: each group 90% of the width, 241 pt tall until measured.
    private func recentEpisodesShelf() -> NSCollectionLayoutSection {
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        tile.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0)

        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .estimated(241)),
            subitems: [tile])

        let shelf = NSCollectionLayoutSection(group: row)
        shelf.contentInsets = NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 11, trailing: 12)
        shelf.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        shelf.boundarySupplementaryItems = [shelfHeading()]
        return shelf
    }

    /// Channels: fixed 160 × 240 pt groups.
    private func channelsShelf() -> NSCollectionLayoutSection {
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        tile.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0)

        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(160), heightDimension: .absolute(240)),
            subitems: [tile])

        let shelf = NSCollectionLayoutSection(group: row)
        shelf.contentInsets = NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 11, trailing: 12)
        shelf.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        shelf.boundarySupplementaryItems = [shelfHeading()]
        return shelf
    }

    private func shelfProvider() -> UICollectionViewCompositionalLayoutSectionProvider {
        return { index, _ in
            switch Shelf(rawValue: index)! {
            case .recentEpisodes: return self.recentEpisodesShelf()
            case .channels: return self.channelsShelf()
            }
        }
    }

    private func compositionalLayout() -> UICollectionViewLayout {
        let shelves = UICollectionViewCompositionalLayout(sectionProvider: shelfProvider())
        let spacing = UICollectionViewCompositionalLayoutConfiguration()
        spacing.interSectionSpacing = shelfGap
        shelves.configuration = spacing
        return shelves
    }

    private func styleShelves() {
        collectionView.backgroundColor = .systemBackground
        collectionView.alwaysBounceVertical = true
        collectionView.showsVerticalScrollIndicator = false
        collectionView.contentInset = UIEdgeInsets(top: shelfGap, left: 0, bottom: 0, right: 0)
        collectionView.collectionViewLayout = compositionalLayout()
    }
}

// MARK: - Cells and data
extension SphinxWatchViewController {
    private func buildClipSource() -> UICollectionViewDiffableDataSource<Shelf, Clip> {
        let tileRegistration = UICollectionView.CellRegistration<SphinxWatchThumbnailCell, Clip> { tile, _, clip in
            switch clip {
            case .newVideo(let number): tile.caption.text = "Video \(number)"
            case .channel(let number): tile.caption.text = "Channel \(number)"
            }
        }
        let headingKind = UICollectionView.elementKindSectionHeader
        let headingRegistration = UICollectionView.SupplementaryRegistration<SphinxWatchSectionHeader>(
            elementKind: headingKind
        ) { heading, _, indexPath in
            heading.heading.text = Shelf(rawValue: indexPath.section)?.heading
        }

        let source = UICollectionViewDiffableDataSource<Shelf, Clip>(collectionView: collectionView) {
            collectionView, indexPath, clip in
            collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: clip)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headingRegistration, for: indexPath)
        }
        return source
    }

    private func initialClips() -> NSDiffableDataSourceSnapshot<Shelf, Clip> {
        var clips = NSDiffableDataSourceSnapshot<Shelf, Clip>()
        clips.appendSections([.recentEpisodes, .channels])
        clips.appendItems((1...5).map(Clip.newVideo(number:)), toSection: .recentEpisodes)
        clips.appendItems((1...5).map(Clip.channel(number:)), toSection: .channels)
        return clips
    }
}

/// A thumbnail with a caption under it.
class SphinxWatchThumbnailCell: UICollectionViewCell {
    let thumbnail = UIImageView(image: UIImage(systemName: "play.rectangle"))
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
        fatalError("SphinxWatchThumbnailCell is built in code")
    }
}

/// A shelf's title, 12 pt in from the sides and 8 pt from top and bottom.
class SphinxWatchSectionHeader: UICollectionReusableView {
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
        fatalError("SphinxWatchSectionHeader is built in code")
    }
}
