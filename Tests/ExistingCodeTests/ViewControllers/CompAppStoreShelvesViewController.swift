import UIKit

// The App Store page of charleshs/CompositionalAppStore (an App Store clone) as its later version writes it:
// parameters and structure transcribed from AppStoreViewController and Sections/ (AppStoreLayoutSection,
// GalleryPagedSection, ClusterPagedSection, ListSection). Each kind of section is a struct built from its ratios and
// conforming to a section-building protocol; a protocol extension derives the content ratio
// ((item + group) / 2) and the inset ratio (1 - content ratio) and insets every section by the container's width
// times the inset ratio at both sides, by the vertical inset above and below. The view controller keeps an array
// of section kinds (gallery, two shelves of three, list: 0.97 items in 0.92 groups, 12-pt vertical insets) and the
// provider asks the kind at the section index for its builder:
// - gallery: groups of estimated height 300 paging sideways (groupPaging), one full-height item each;
// - shelves: columns 300 pt tall of three items of estimated height 100, 8 pt apart, paging sideways, under a
//   44-pt header;
// - list: full-width rows 44 pt tall, 10 pt apart.
// The app shows 30 items in every section; so does this screen. Where the app keeps its layout in a lazy property,
// this screen builds it in createLayout().

protocol CompAppStoreSectionBuildable {
    func layoutSection(for environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
}

protocol CompAppStoreLayoutSection: CompAppStoreSectionBuildable {
    var itemWidthRatio: CGFloat { get }
    var groupWidthRatio: CGFloat { get }
    var verticalInsets: CGFloat { get }
}

extension CompAppStoreLayoutSection {
    var contentWidthRatio: CGFloat {
        return (itemWidthRatio + groupWidthRatio) / 2
    }

    var insetLeadingRatio: CGFloat {
        return 1 - contentWidthRatio
    }

    /// Insets `section` at both sides by the container's width times the inset ratio.
    func applyInsets(to section: NSCollectionLayoutSection, for environment: NSCollectionLayoutEnvironment) {
        let horizontalInsets = environment.container.contentSize.width * insetLeadingRatio
        section.contentInsets = .init(
            top: verticalInsets, leading: horizontalInsets, bottom: verticalInsets, trailing: horizontalInsets)
    }
}

struct CompAppStoreGallerySection: CompAppStoreLayoutSection {
    let itemWidthRatio: CGFloat
    let groupWidthRatio: CGFloat
    let verticalInsets: CGFloat
    let contentHeight: CGFloat

    func layoutSection(for environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(itemWidthRatio), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(groupWidthRatio), heightDimension: .estimated(contentHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        applyInsets(to: section, for: environment)
        return section
    }
}

struct CompAppStoreClusterSection: CompAppStoreLayoutSection {
    let itemWidthRatio: CGFloat
    let groupWidthRatio: CGFloat
    let verticalInsets: CGFloat
    let itemCount: Int
    let interItemSpacing: CGFloat

    func layoutSection(for environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(itemWidthRatio), heightDimension: .estimated(100))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(groupWidthRatio), heightDimension: .absolute(300))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: itemCount)
        group.interItemSpacing = .fixed(interItemSpacing)

        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
            absoluteOffset: CGPoint(x: 0, y: 0))
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [header]
        applyInsets(to: section, for: environment)
        return section
    }
}

struct CompAppStoreListSection: CompAppStoreLayoutSection {
    let itemWidthRatio: CGFloat
    let groupWidthRatio: CGFloat
    let verticalInsets: CGFloat

    func layoutSection(for environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        applyInsets(to: section, for: environment)
        return section
    }
}

final class CompAppStoreShelvesViewController: UIViewController {
    private var sections: [Section] = [.gallery, .group3, .group3, .list]

    private lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .clear
        view.addSubview(collectionView)
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        setup()
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment -> NSCollectionLayoutSection? in
            return self?.sections[sectionIndex].builder.layoutSection(for: environment)
        }
    }

    private func setup() {
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            view.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: collectionView.trailingAnchor),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: collectionView.bottomAnchor),
        ])
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: .placeholderCell)
        collectionView.register(
            CompAppStoreShelfHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: .shelfHeader)
    }
}

extension CompAppStoreShelvesViewController {
    enum Section {
        case gallery
        case group3
        case list

        var builder: CompAppStoreSectionBuildable {
            switch self {
            case .gallery:
                return CompAppStoreGallerySection(
                    itemWidthRatio: itemWidthRatio, groupWidthRatio: groupWidthRatio, verticalInsets: 12,
                    contentHeight: 300)
            case .group3:
                return CompAppStoreClusterSection(
                    itemWidthRatio: itemWidthRatio, groupWidthRatio: groupWidthRatio, verticalInsets: 12,
                    itemCount: 3, interItemSpacing: 8)
            case .list:
                return CompAppStoreListSection(
                    itemWidthRatio: itemWidthRatio, groupWidthRatio: groupWidthRatio, verticalInsets: 12)
            }
        }

        var backgroundColor: UIColor? {
            switch self {
            case .gallery: return nil
            case .group3: return .systemTeal
            case .list: return .systemGreen
            }
        }

        private var itemWidthRatio: CGFloat { return 0.97 }
        private var groupWidthRatio: CGFloat { return 0.92 }
    }
}

extension CompAppStoreShelvesViewController: UICollectionViewDataSource, UICollectionViewDelegate {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return 30
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: .placeholderCell, for: indexPath)
        cell.contentView.backgroundColor = sections[indexPath.section].backgroundColor
        cell.contentView.layer.cornerRadius = 8
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: .shelfHeader, for: indexPath)
        header.backgroundColor = .systemGray5
        return header
    }
}

/// A shelf's header: its background only, as the app's placeholder header.
final class CompAppStoreShelfHeaderView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.cornerRadius = 8
    }
}

private extension String {
    static let shelfHeader = "CompAppStoreShelfHeader"
    static let placeholderCell = "CompAppStorePlaceholderCell"
}
