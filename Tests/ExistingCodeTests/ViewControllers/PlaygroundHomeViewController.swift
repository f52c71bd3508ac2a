import UIKit

// Transcribes the parameters of the home screen of nemecek-filip/CompositionalDiffablePlayground.ios
// (ViewController, "Modern Collection Views"):
// - the first two sections (example layouts, complex examples) page sideways through full-width cards inset 10 pt
//   at the sides, 32 % of the screen's height, with a 20-pt footer for the page control; on an iPad three cards
//   share the width, 20 % of the height, scrolling freely without the footer;
// - the next two (articles, colours) are grids of half-width tiles inset 10 pt, rows half the width tall; on an
//   iPad quarter-width tiles in rows 20 % of the height; only the first has a header;
// - the rest scroll sideways in columns of two tiles inset 5 pt, 30 % of the screen's height, the columns
//   spread so that a section with fewer than eight items fills the width and one with more shows four columns;
//   the last section ends with a footer of estimated height 35.
// Every section but the colour grid has a header of estimated height 44. Where the playground asks whether the
// device is an iPad, this screen asks whether the container is wider than 500 pt; the item counts come from the
// section enum instead of from the data source. The page-control footer is 20 pt from iOS 16 on, 26 pt before.

class PlaygroundHomeViewController: UIViewController {
    static let pagingFooterElementKind = "paging-footer-element-kind"
    /// The container width from which the screen lays out as the playground does on an iPad.
    static let wideContainerWidth: CGFloat = 500

    enum HomeSection: Int, CaseIterable {
        case layouts
        case examples
        case articles
        case colors
        case swatches
        case moreSwatches

        var title: String {
            switch self {
            case .layouts: return "Example layouts"
            case .examples: return "More complex examples"
            case .articles: return "iOS Feeds"
            case .colors: return "Colours"
            case .swatches, .moreSwatches: return "Responsive section items"
            }
        }

        var itemCount: Int {
            switch self {
            case .layouts: return 8
            case .examples: return 6
            case .articles: return 8
            case .colors: return 6
            case .swatches: return 5
            case .moreSwatches: return 9
            }
        }

        var showsHeader: Bool { self != .colors }

        var isLast: Bool { self == .moreSwatches }
    }

    struct HomeItem: Hashable {
        let section: HomeSection
        let index: Int
    }

    var dataSource: UICollectionViewDiffableDataSource<HomeSection, HomeItem>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Modern Collection Views"
        configureHierarchy()
        configureDataSource()
    }
}

// MARK: - Layout

extension PlaygroundHomeViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] sectionIndex, layoutEnvironment in
            guard let kind = HomeSection(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .layouts, .examples:
                return self.makeCarouselSection(environment: layoutEnvironment)
            case .articles, .colors:
                return self.makeTileSection(for: kind, environment: layoutEnvironment)
            case .swatches, .moreSwatches:
                return self.makeSwatchSection(for: kind)
            }
        }
    }

    private func makeCarouselSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let isWide = environment.container.effectiveContentSize.width > Self.wideContainerWidth

        let item = NSCollectionLayoutItem(
            layoutSize: .init(
                widthDimension: .fractionalWidth(isWide ? 1.0 / 3.0 : 1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)

        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(isWide ? 0.2 : 0.32)),
            subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = isWide ? .continuous : .groupPagingCentered

        var supplementaries = [SuiteLayoutKit.header(estimatedHeight: 44)]
        if !isWide {
            let pagingFooterHeight: CGFloat
            if #available(iOS 16, *) {
                pagingFooterHeight = 20
            } else {
                pagingFooterHeight = 26
            }
            let pagingFooter = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(pagingFooterHeight)),
                elementKind: Self.pagingFooterElementKind, alignment: .bottom)
            supplementaries.append(pagingFooter)
        }
        section.boundarySupplementaryItems = supplementaries
        return section
    }

    private func makeTileSection(
        for kind: HomeSection, environment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let isWide = environment.container.effectiveContentSize.width > Self.wideContainerWidth

        let item = NSCollectionLayoutItem(
            layoutSize: .init(
                widthDimension: .fractionalWidth(isWide ? 0.25 : 0.5), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = Self.uniformInsets(10)

        let rowHeight: NSCollectionLayoutDimension = isWide ? .fractionalHeight(0.2) : .fractionalWidth(0.5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: rowHeight), subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        if kind.showsHeader {
            section.boundarySupplementaryItems = [SuiteLayoutKit.header(estimatedHeight: 44)]
        }
        return section
    }

    private func makeSwatchSection(for kind: HomeSection) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        item.contentInsets = Self.uniformInsets(5)

        let columnWidth = Self.swatchColumnFraction(itemCount: kind.itemCount, maxVisibleCount: 8)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(columnWidth), heightDimension: .fractionalHeight(1.0)),
            subitem: item, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)),
            subitems: [column])

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary

        var supplementaries = [SuiteLayoutKit.header(estimatedHeight: 44)]
        if kind.isLast {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(35)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            supplementaries.append(footer)
        }
        section.boundarySupplementaryItems = supplementaries
        return section
    }

    /// The width of one column of two swatches: wide enough that a short section fills the row, a quarter when the
    /// section holds `maxVisibleCount` items or more.
    static func swatchColumnFraction(itemCount: Int, maxVisibleCount: Int) -> CGFloat {
        guard itemCount < maxVisibleCount else { return 0.25 }
        let columns = (Double(itemCount) / 2).rounded(.up)
        return CGFloat(1 / columns)
    }

    static func uniformInsets(_ inset: CGFloat) -> NSDirectionalEdgeInsets {
        .init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }
}

// MARK: - Hierarchy and data

extension PlaygroundHomeViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cardRegistration = UICollectionView.CellRegistration<PlaygroundHomeCardCell, HomeItem> { cell, _, item in
            cell.titleLabel.text = "\(item.section.title) \(item.index + 1)"
            cell.contentView.backgroundColor = Self.color(for: item)
        }
        let articleRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, HomeItem> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Article \(item.index + 1)"
            content.secondaryText = "iOS Feeds"
            content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
            content.image = UIImage(systemName: "doc.richtext")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let colorRegistration = UICollectionView.CellRegistration<UICollectionViewCell, HomeItem> { cell, _, item in
            cell.contentView.backgroundColor = Self.color(for: item)
            cell.contentView.layer.cornerRadius = 8
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<PlaygroundHomeHeaderView>(
            elementKind: SuiteMetrics.sectionHeaderElementKind
        ) { header, _, indexPath in
            header.titleLabel.text = HomeSection(rawValue: indexPath.section)?.title
        }
        let pagingFooterRegistration = UICollectionView.SupplementaryRegistration<PlaygroundHomePagingFooterView>(
            elementKind: Self.pagingFooterElementKind
        ) { footer, _, indexPath in
            footer.pageCount = HomeSection(rawValue: indexPath.section)?.itemCount ?? 0
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<PlaygroundHomeHeaderView>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { footer, _, _ in
            footer.titleLabel.text = "Thanks for checking out this example!"
            footer.titleLabel.textColor = .secondaryLabel
        }

        dataSource = UICollectionViewDiffableDataSource<HomeSection, HomeItem>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            switch item.section {
            case .layouts, .examples:
                return collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: item)
            case .articles:
                return collectionView.dequeueConfiguredReusableCell(
                    using: articleRegistration, for: indexPath, item: item)
            case .colors, .swatches, .moreSwatches:
                return collectionView.dequeueConfiguredReusableCell(
                    using: colorRegistration, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath -> UICollectionReusableView? in
            switch kind {
            case SuiteMetrics.sectionHeaderElementKind:
                return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            case PlaygroundHomeViewController.pagingFooterElementKind:
                return collectionView.dequeueConfiguredReusableSupplementary(
                    using: pagingFooterRegistration, for: indexPath)
            default:
                return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
            }
        }

        var snapshot = NSDiffableDataSourceSnapshot<HomeSection, HomeItem>()
        snapshot.appendSections(HomeSection.allCases)
        for kind in HomeSection.allCases {
            let items = (0..<kind.itemCount).map { HomeItem(section: kind, index: $0) }
            snapshot.appendItems(items, toSection: kind)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static func color(for item: HomeItem) -> UIColor {
        let step = CGFloat(item.index) / CGFloat(max(item.section.itemCount, 1))
        let hue = CGFloat(item.section.rawValue) / CGFloat(HomeSection.allCases.count)
        return UIColor(red: 0.3 + 0.6 * hue, green: 0.4 + 0.5 * step, blue: 0.9 - 0.5 * hue, alpha: 1)
    }
}

extension PlaygroundHomeViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        // The playground pushes the chosen example; this screen names it in the title.
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationItem.title = "\(item.section.title) \(item.index + 1)"
    }
}

/// A rounded card with a title in its bottom leading corner.
class PlaygroundHomeCardCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title3)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 0
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// A header or footer of one line of text.
class PlaygroundHomeHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// Where the playground shows its page control: a row of dots, one per card.
class PlaygroundHomePagingFooterView: UICollectionReusableView {
    let dotsLabel = UILabel()

    var pageCount = 0 {
        didSet { dotsLabel.text = String(repeating: "• ", count: pageCount) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dotsLabel.translatesAutoresizingMaskIntoConstraints = false
        dotsLabel.textAlignment = .center
        dotsLabel.textColor = .secondaryLabel
        dotsLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        addSubview(dotsLabel)
        NSLayoutConstraint.activate([
            dotsLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            dotsLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
