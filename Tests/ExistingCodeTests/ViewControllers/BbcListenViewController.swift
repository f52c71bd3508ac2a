import UIKit

// The "Listen" home of a radio and podcast player. Layout parameters transcribed from nhatquangz/BBC-Sound-Clone:
// SoundBBC/UIComponents/LayoutProvider/LayoutProvider.swift (a section layout per element theme),
// SoundBBC/AppManagements/AppConstants.swift (AppConstants.Dimension) and
// SoundBBC/AppModules/Listens/ListenViewController.swift (the section provider asks the provider for each section's
// theme and item count; a content inset of 10 pt above):
// - constants: 15 pt content padding and item space, playable rows 100 pt tall, category tiles 70 pt tall; the
//   playable width is the screen's width less 15 and 10, the spotlight's less 30;
// - basic (small: columns of up to 2 rows, large: up to 3; default 2): full-width rows 100 pt tall in vertical groups
//   of estimated width the playable width and estimated height the rows and the space between them, 15 pt between
//   rows, paging by group, a 50-pt header, insets 0 / 15 / 15 / 10;
// - impact large: cards 0.6 of the screen's width wide and 90 pt taller than wide, 10 pt apart, scrolling
//   continuously, a 50-pt header, insets 0 / 15 / 15 / 15;
// - impact small: columns of two tiles half the group tall, groups 1.8 × 70 pt wide and 2 × 70 + 7.5 pt tall,
//   7.5 pt between tiles and groups, scrolling continuously, a 50-pt header, insets 0 / 15 / 15 / 15;
// - live (dial): one full-width item of estimated height 200;
// - spotlight: one card the spotlight width wide and 200 pt tall per group, 10 pt apart, continuous, no header.
// The code is written anew in the app's way: a provider class made per section from its theme and item count, whose
// initializer switches on the theme and keeps the section layout; nested constant enums; a supplementary-item helper
// with default arguments. The app reads the screen's width from `UIScreen.main` (which the stand-in does not have);
// this screen takes the container's width from the layout environment. The app's layout function is
// `compositionalLayout()`; here it is `createLayout()`, so that the import names the layout after the screen. The
// app takes each section's theme and item count from its view model's data; this screen from an enum with raw
// values.

enum BbcAppConstants {
    enum Dimension {
        static let contenPadding: CGFloat = 15
        static let itemSpace: CGFloat = 15
        static let playableItemHeight: CGFloat = 100
        static let categoryItemHeight: CGFloat = 70

        // 15: leading offset, 10: trailing offset.
        static func playableItemWidth(screenWidth: CGFloat) -> CGFloat { screenWidth - 15 - 10 }
        static func spotlightWidth(screenWidth: CGFloat) -> CGFloat { screenWidth - 15 * 2 }
    }
}

extension BbcLayoutProvider {
    enum AppElementTheme: String {
        case dial = "dial"
        case basic = "basic"
        case basicSmall = "basic_small"
        case basicLarge = "basic_large"
        case impactSmall = "impact_small"
        case impactLarge = "impact_large"
        case spotlight = "spotlight_curation_unfamiliar"
        case unknown
    }
}

class BbcLayoutProvider {
    var sectionLayout: NSCollectionLayoutSection!
    let screenWidth: CGFloat

    init(_ theme: AppElementTheme, numberOfItems: Int = 2, screenWidth: CGFloat) {
        self.screenWidth = screenWidth
        switch theme {
        case .basicSmall:
            let columnCount = numberOfItems < 2 ? numberOfItems : 2
            sectionLayout = basicLayout(columnItemCount: columnCount)
        case .basicLarge:
            let columnCount = numberOfItems < 3 ? numberOfItems : 3
            sectionLayout = basicLayout(columnItemCount: columnCount)
        case .impactLarge:
            sectionLayout = impactLargeLayout()
        case .impactSmall:
            sectionLayout = impactSmallLayout()
        case .dial:
            sectionLayout = listenLive()
        case .spotlight:
            sectionLayout = spotlight()
        default:
            sectionLayout = basicLayout()
        }
    }
}

// MARK: - Layouts
extension BbcLayoutProvider {
    private func supplementaryView(
        height: NSCollectionLayoutDimension,
        width: NSCollectionLayoutDimension = .fractionalWidth(1),
        kind: String = UICollectionView.elementKindSectionHeader,
        alignment: NSRectAlignment
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
        return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)
    }

    private func defaultSectionHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        return supplementaryView(height: .absolute(50), alignment: .top)
    }

    private func basicLayout(columnItemCount: Int = 2) -> NSCollectionLayoutSection {
        let itemSpace = BbcAppConstants.Dimension.itemSpace
        let itemHeight = BbcAppConstants.Dimension.playableItemHeight
        let itemWidth = BbcAppConstants.Dimension.playableItemWidth(screenWidth: screenWidth)

        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(itemHeight)))

        let groupHeight = itemHeight * CGFloat(columnItemCount) + itemSpace * CGFloat(columnItemCount - 1)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .estimated(itemWidth), heightDimension: .estimated(groupHeight)),
            subitem: item, count: columnItemCount)
        group.interItemSpacing = .fixed(itemSpace)

        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [defaultSectionHeader()]
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: itemSpace, bottom: itemSpace, trailing: itemSpace - 5)
        return section
    }

    private func impactLargeLayout() -> NSCollectionLayoutSection {
        let itemSpace = BbcAppConstants.Dimension.itemSpace - 5
        let itemWidth = screenWidth * 0.6
        let itemHeight = itemWidth + 90
        let sectionPadding = BbcAppConstants.Dimension.contenPadding

        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(itemWidth), heightDimension: .absolute(itemHeight)),
            subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [defaultSectionHeader()]
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = itemSpace
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: sectionPadding, bottom: sectionPadding, trailing: sectionPadding)
        return section
    }

    private func impactSmallLayout() -> NSCollectionLayoutSection {
        let itemSpace = BbcAppConstants.Dimension.itemSpace * 0.5
        let itemHeight = BbcAppConstants.Dimension.categoryItemHeight
        let itemWidth = itemHeight * 1.8
        let sectionPadding = BbcAppConstants.Dimension.contenPadding

        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(itemWidth), heightDimension: .absolute(itemHeight * 2 + itemSpace)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(itemSpace)

        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [defaultSectionHeader()]
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = itemSpace
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: sectionPadding, bottom: sectionPadding, trailing: sectionPadding)
        return section
    }

    private func listenLive() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private func spotlight() -> NSCollectionLayoutSection {
        let itemHeight = BbcAppConstants.Dimension.playableItemHeight * 2
        let itemWidth = BbcAppConstants.Dimension.spotlightWidth(screenWidth: screenWidth)
        let itemSpace = BbcAppConstants.Dimension.itemSpace - 5
        let sectionPadding = BbcAppConstants.Dimension.contenPadding
        let size = NSCollectionLayoutSize(widthDimension: .absolute(itemWidth), heightDimension: .absolute(itemHeight))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = itemSpace
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: sectionPadding, bottom: sectionPadding, trailing: sectionPadding)
        return section
    }
}

class BbcListenViewController: UIViewController {
    enum ListenSection: Int, CaseIterable {
        case liveStations
        case continueListening
        case featured
        case categories
        case spotlight
        case recommended

        var theme: BbcLayoutProvider.AppElementTheme {
            switch self {
            case .liveStations: return .dial
            case .continueListening: return .basicSmall
            case .featured: return .impactLarge
            case .categories: return .impactSmall
            case .spotlight: return .spotlight
            case .recommended: return .basicLarge
            }
        }

        var numberOfItems: Int {
            switch self {
            case .liveStations: return 1
            case .continueListening: return 6
            case .featured: return 5
            case .categories: return 10
            case .spotlight: return 3
            case .recommended: return 9
            }
        }

        var title: String {
            switch self {
            case .liveStations: return "Live"
            case .continueListening: return "Continue Listening"
            case .featured: return "Featured"
            case .categories: return "Categories"
            case .spotlight: return "Spotlight"
            case .recommended: return "Recommended for You"
            }
        }
    }

    struct ListenItem: Hashable {
        let section: ListenSection
        let index: Int
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<ListenSection, ListenItem>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Listen"
        setup()
        configureDataSource()
    }

    func setup() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
        collectionView.backgroundColor = .black
        collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func createLayout() -> UICollectionViewCompositionalLayout {
        return UICollectionViewCompositionalLayout { (sectionIndex, layoutEnvironment) -> NSCollectionLayoutSection? in
            guard let section = ListenSection(rawValue: sectionIndex) else { return nil }
            let screenWidth = layoutEnvironment.container.contentSize.width
            let layout = BbcLayoutProvider(
                section.theme, numberOfItems: section.numberOfItems, screenWidth: screenWidth
            ).sectionLayout
            return layout
        }
    }

    private func configureDataSource() {
        let playableRegistration = UICollectionView.CellRegistration<BbcListenPlayableCell, ListenItem> {
            cell, _, item in
            cell.titleLabel.text = "\(item.section.title) \(item.index + 1)"
            cell.subtitleLabel.text = item.section == .liveStations ? "On air now" : "Episode \(item.index + 1)"
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<BbcListenHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.titleLabel.text = ListenSection(rawValue: indexPath.section)?.title
        }

        dataSource = UICollectionViewDiffableDataSource<ListenSection, ListenItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: playableRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<ListenSection, ListenItem>()
        snapshot.appendSections(ListenSection.allCases)
        for section in ListenSection.allCases {
            snapshot.appendItems(
                (0..<section.numberOfItems).map { ListenItem(section: section, index: $0) }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Artwork beside a title and a subtitle.
class BbcListenPlayableCell: UICollectionViewCell {
    let artworkView = UIImageView(image: UIImage(systemName: "radio"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        for view in [artworkView, titleLabel, subtitleLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        subtitleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        NSLayoutConstraint.activate([
            artworkView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            artworkView.topAnchor.constraint(equalTo: contentView.topAnchor),
            artworkView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            artworkView.widthAnchor.constraint(equalTo: artworkView.heightAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: artworkView.trailingAnchor, constant: 10),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section's title in the app's serif face.
class BbcListenHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont(name: "BBCReithSerif-Medium", size: 20) ?? UIFont.systemFont(ofSize: 20)
        titleLabel.textColor = .white
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
