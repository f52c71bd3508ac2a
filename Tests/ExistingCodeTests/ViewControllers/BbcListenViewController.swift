import UIKit

// The "Listen" home of a radio and podcast player. Layout parameters transcribed from nhatquangz/BBC-Sound-Clone:
// SoundBBC/UIComponents/LayoutProvider/LayoutProvider.swift (one section layout per element theme),
// SoundBBC/AppManagements/AppConstants.swift (AppConstants.Dimension) and
// SoundBBC/AppModules/Listens/ListenViewController.swift (the section provider asks the provider for each section's
// theme and item count; a content inset of 10 pt at the top):
// - constants: 15 pt content padding and item space, playable rows 100 pt tall, category tiles 70 pt tall; the
//   playable width is the screen's width minus 15 and 10, the spotlight's minus 30;
// - basic (small: columns of at most 2 rows, large: at most 3; default 2): full-width rows 100 pt tall in vertical
//   groups whose estimated width is the playable width and estimated height the rows plus the gaps between them,
//   15 pt between rows, paging group by group, a 50-pt header, insets 0 / 15 / 15 / 10;
// - impact large: cards 0.6 of the screen's width wide and 90 pt taller than wide, 10 pt apart, continuous
//   scrolling, a 50-pt header, insets 0 / 15 / 15 / 15;
// - impact small: columns of two tiles each half the group tall, groups 1.8 × 70 pt wide and 2 × 70 + 7.5 pt tall,
//   7.5 pt between tiles and between groups, continuous scrolling, a 50-pt header, insets 0 / 15 / 15 / 15;
// - live (dial): a single full-width item of estimated height 200;
// - spotlight: one card per group, the spotlight width wide and 200 pt tall, 10 pt apart, continuous, no header.
// Written from scratch after the app's pattern: a provider class built per section from its theme and item count,
// whose initializer switches on the theme and stores the section layout; nested constant enums; a helper for
// supplementary items with default arguments. The app reads the screen's width from `UIScreen.main` (absent from
// the stand-in); this screen reads the container's width from the layout environment. The app's layout function is
// `compositionalLayout()`; here it is `makeLayout()`, so the import names the layout after the screen. The app reads
// each section's theme and item count from its view model; this screen uses an Int-backed enum.

enum BbcListenMetrics {
    enum Spacing {
        static let gutter: CGFloat = 15
        static let gap: CGFloat = 15
    }

    enum Heights {
        static let row: CGFloat = 100
        static let tile: CGFloat = 70
    }

    enum Widths {
        /// The row starts 15 pt in and stops 10 pt short of the edge.
        static func row(in width: CGFloat) -> CGFloat { width - 15 - 10 }
        static func banner(in width: CGFloat) -> CGFloat { width - 15 * 2 }
    }
}

extension BbcListenSectionFactory {
    enum Look {
        case wheel
        case rows
        case shortRows
        case tallRows
        case bigCards
        case tileGrid
        case banner
        case other
    }
}

final class BbcListenSectionFactory {
    private(set) var section: NSCollectionLayoutSection!
    private let width: CGFloat

    init(look: Look, itemCount: Int = 2, width: CGFloat) {
        self.width = width
        switch look {
        case .shortRows:
            section = rowColumns(depth: itemCount > 2 ? 2 : itemCount)
        case .tallRows:
            section = rowColumns(depth: itemCount > 3 ? 3 : itemCount)
        case .bigCards:
            section = cardStrip()
        case .tileGrid:
            section = tilePairs()
        case .wheel:
            section = wheelHolder()
        case .banner:
            section = bannerStrip()
        case .rows, .other:
            section = rowColumns()
        }
    }
}

// MARK: - Section builders
extension BbcListenSectionFactory {
    private func boundary(
        _ height: NSCollectionLayoutDimension,
        alignment: NSRectAlignment,
        breadth: NSCollectionLayoutDimension = .fractionalWidth(1),
        elementKind: String = UICollectionView.elementKindSectionHeader
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: breadth, heightDimension: height),
            elementKind: elementKind,
            alignment: alignment)
    }

    private var titleBar: NSCollectionLayoutBoundarySupplementaryItem {
        boundary(.absolute(50), alignment: .top)
    }

    private func rowColumns(depth: Int = 2) -> NSCollectionLayoutSection {
        let gap = BbcListenMetrics.Spacing.gap
        let rowHeight = BbcListenMetrics.Heights.row
        let columnWidth = BbcListenMetrics.Widths.row(in: width)
        let columnHeight = CGFloat(depth) * rowHeight + CGFloat(depth - 1) * gap

        let row = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .estimated(columnWidth), heightDimension: .estimated(columnHeight)),
            subitem: row, count: depth)
        column.interItemSpacing = .fixed(gap)

        let result = NSCollectionLayoutSection(group: column)
        result.contentInsets = .init(top: 0, leading: gap, bottom: gap, trailing: gap - 5)
        result.orthogonalScrollingBehavior = .groupPaging
        result.boundarySupplementaryItems = [titleBar]
        return result
    }

    private func cardStrip() -> NSCollectionLayoutSection {
        let gutter = BbcListenMetrics.Spacing.gutter
        let spacing = BbcListenMetrics.Spacing.gap - 5
        let cardWidth = 0.6 * width
        let cardHeight = cardWidth + 90

        let card = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let holder = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(cardWidth), heightDimension: .absolute(cardHeight)),
            subitems: [card])

        let result = NSCollectionLayoutSection(group: holder)
        result.contentInsets = .init(top: 0, leading: gutter, bottom: gutter, trailing: gutter)
        result.interGroupSpacing = spacing
        result.orthogonalScrollingBehavior = .continuous
        result.boundarySupplementaryItems = [titleBar]
        return result
    }

    private func tilePairs() -> NSCollectionLayoutSection {
        let gutter = BbcListenMetrics.Spacing.gutter
        let spacing = BbcListenMetrics.Spacing.gap / 2
        let tileHeight = BbcListenMetrics.Heights.tile
        let pairWidth = 1.8 * tileHeight

        let tile = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(
                widthDimension: .absolute(pairWidth), heightDimension: .absolute(2 * tileHeight + spacing)),
            subitem: tile, count: 2)
        pair.interItemSpacing = .fixed(spacing)

        let result = NSCollectionLayoutSection(group: pair)
        result.contentInsets = .init(top: 0, leading: gutter, bottom: gutter, trailing: gutter)
        result.interGroupSpacing = spacing
        result.orthogonalScrollingBehavior = .continuous
        result.boundarySupplementaryItems = [titleBar]
        return result
    }

    private func wheelHolder() -> NSCollectionLayoutSection {
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200))
        return NSCollectionLayoutSection(
            group: .horizontal(layoutSize: full, subitems: [NSCollectionLayoutItem(layoutSize: full)]))
    }

    private func bannerStrip() -> NSCollectionLayoutSection {
        let gutter = BbcListenMetrics.Spacing.gutter
        let spacing = BbcListenMetrics.Spacing.gap - 5
        let bannerSize = NSCollectionLayoutSize(
            widthDimension: .absolute(BbcListenMetrics.Widths.banner(in: width)),
            heightDimension: .absolute(2 * BbcListenMetrics.Heights.row))
        let banner = NSCollectionLayoutItem(layoutSize: bannerSize)

        let result = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: bannerSize, subitems: [banner]))
        result.contentInsets = .init(top: 0, leading: gutter, bottom: gutter, trailing: gutter)
        result.interGroupSpacing = spacing
        result.orthogonalScrollingBehavior = .continuous
        return result
    }
}

class BbcListenViewController: UIViewController {
    enum Block: Int, CaseIterable {
        case onAir, resume, picks, moods, banner, forYou

        var look: BbcListenSectionFactory.Look {
            switch self {
            case .onAir: return .wheel
            case .resume: return .shortRows
            case .picks: return .bigCards
            case .moods: return .tileGrid
            case .banner: return .banner
            case .forYou: return .tallRows
            }
        }

        var count: Int {
            switch self {
            case .onAir: return 1
            case .resume: return 6
            case .picks: return 5
            case .moods: return 10
            case .banner: return 3
            case .forYou: return 9
            }
        }

        var heading: String {
            switch self {
            case .onAir: return "On Air"
            case .resume: return "Pick Up Where You Left Off"
            case .picks: return "Editor's Picks"
            case .moods: return "Moods & Genres"
            case .banner: return "Don't Miss"
            case .forYou: return "Suggested"
            }
        }
    }

    struct Tile: Hashable {
        let block: Block
        let position: Int
    }

    private var list: UICollectionView!
    private var feed: UICollectionViewDiffableDataSource<Block, Tile>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Listen"
        list = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        list.backgroundColor = .black
        list.contentInset.top = 10
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor),
            list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        feed = makeFeed()
        feed?.apply(initialContents(), animatingDifferences: false)
    }

    func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            guard let block = Block(rawValue: index) else { return nil }
            return BbcListenSectionFactory(
                look: block.look,
                itemCount: block.count,
                width: environment.container.contentSize.width
            ).section
        }
    }

    private func makeFeed() -> UICollectionViewDiffableDataSource<Block, Tile> {
        let episode = UICollectionView.CellRegistration<BbcListenEpisodeCell, Tile> { cell, _, tile in
            cell.title.text = "\(tile.block.heading) \(tile.position + 1)"
            cell.detail.text = tile.block == .onAir ? "Live" : "Part \(tile.position + 1)"
        }
        let heading = UICollectionView.SupplementaryRegistration<BbcListenHeadingView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, path in
            view.label.text = Block(rawValue: path.section)?.heading
        }

        let source = UICollectionViewDiffableDataSource<Block, Tile>(collectionView: list) { view, path, tile in
            view.dequeueConfiguredReusableCell(using: episode, for: path, item: tile)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: heading, for: path)
        }
        return source
    }

    private func initialContents() -> NSDiffableDataSourceSnapshot<Block, Tile> {
        var contents = NSDiffableDataSourceSnapshot<Block, Tile>()
        for block in Block.allCases {
            contents.appendSections([block])
            contents.appendItems((0..<block.count).map { Tile(block: block, position: $0) })
        }
        return contents
    }
}

/// Cover art next to a title and a detail line.
class BbcListenEpisodeCell: UICollectionViewCell {
    let cover = UIImageView(image: UIImage(systemName: "waveform"))
    let title = UILabel()
    let detail = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        title.font = .preferredFont(forTextStyle: .headline)
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        for view in [cover, title, detail] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            cover.topAnchor.constraint(equalTo: contentView.topAnchor),
            cover.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            cover.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            cover.widthAnchor.constraint(equalTo: cover.heightAnchor),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: cover.trailingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is built in code only")
    }
}

/// A section's heading in a serif face.
class BbcListenHeadingView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont(name: "Georgia-Bold", size: 20) ?? .systemFont(ofSize: 20, weight: .medium)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is built in code only")
    }
}
