import UIKit

// A movie's details page. Layout parameters transcribed from pavlobondar/TMDB-Client: DetailsViewController
// (setupCompositionalLayout: which section layout each kind of section takes, a content inset of a quarter of the
// collection view's height above the content) and the section types of TMDB/ReusableViews/CollectionLayout
// (CollectionLayoutSetion.swift and the structs conforming to it):
// - every section has a header of estimated height 44 at the top and, unless its type says otherwise, items filling
//   their group (both from the protocol's extension);
// - overview, languages and crew: full-width rows of estimated height 100 (the type's own item), 10 pt at the sides;
// - posters: groups 0.6 of the width and 0.4 of the container's height, 15 pt after each, 10 pt around the section,
//   scrolling continuously sideways;
// - companies: 0.55 of the width, 0.07 of the height, otherwise as posters;
// - trailers: 0.8 of the width, 0.2 of the height, paging by group;
// - cast: square groups 0.3 of the width, 3 pt after each, 10 pt at the sides only, scrolling continuously;
// - similar movies: 0.4 of the width, 0.3 of the height, as posters.
// The code is written anew in the app's way: a protocol whose extension gives the header and the item, a struct per
// kind of section, made where the section provider needs it, and the layout set on the collection view controller's
// view once it is loaded. The app takes each section's kind from its presenter's data; this screen from an enum
// with raw values, and the item counts from the enum.

protocol TmdbDetailsLayoutSection {
    func createLayout() -> NSCollectionLayoutSection
    func createHeaderSupplementaryItem() -> NSCollectionLayoutBoundarySupplementaryItem
    func createItem() -> NSCollectionLayoutItem
}

extension TmdbDetailsLayoutSection {
    func createHeaderSupplementaryItem() -> NSCollectionLayoutBoundarySupplementaryItem {
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44.0))
        return NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    func createItem() -> NSCollectionLayoutItem {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        return NSCollectionLayoutItem(layoutSize: itemSize)
    }
}

/// Text that sizes itself: the overview, the languages, the crew.
struct TmdbFlexibleTextLayoutSection: TmdbDetailsLayoutSection {
    func createLayout() -> NSCollectionLayoutSection {
        let header = createHeaderSupplementaryItem()
        let item = createItem()

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100.0))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 10.0, bottom: 0.0, trailing: 10.0)
        section.orthogonalScrollingBehavior = .none
        section.boundarySupplementaryItems = [header]
        return section
    }

    func createItem() -> NSCollectionLayoutItem {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100.0))
        return NSCollectionLayoutItem(layoutSize: itemSize)
    }
}

struct TmdbPostersLayoutSection: TmdbDetailsLayoutSection {
    func createLayout() -> NSCollectionLayoutSection {
        let header = createHeaderSupplementaryItem()
        let item = createItem()

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(0.4))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 15.0)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10.0, leading: 10.0, bottom: 10.0, trailing: 10.0)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [header]
        return section
    }
}

struct TmdbCompaniesLayoutSection: TmdbDetailsLayoutSection {
    func createLayout() -> NSCollectionLayoutSection {
        let header = createHeaderSupplementaryItem()
        let item = createItem()

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.55), heightDimension: .fractionalHeight(0.07))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 15.0)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10.0, leading: 10.0, bottom: 10.0, trailing: 10.0)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [header]
        return section
    }
}

struct TmdbTrailersLayoutSection: TmdbDetailsLayoutSection {
    func createLayout() -> NSCollectionLayoutSection {
        let header = createHeaderSupplementaryItem()
        let item = createItem()

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.8), heightDimension: .fractionalHeight(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 15.0)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10.0, leading: 10.0, bottom: 10.0, trailing: 10.0)
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [header]
        return section
    }
}

struct TmdbCastLayoutSection: TmdbDetailsLayoutSection {
    func createLayout() -> NSCollectionLayoutSection {
        let header = createHeaderSupplementaryItem()
        let item = createItem()

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalWidth(0.3))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 3.0)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 10.0, bottom: 0.0, trailing: 10.0)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [header]
        return section
    }
}

struct TmdbSimilarMoviesLayoutSection: TmdbDetailsLayoutSection {
    func createLayout() -> NSCollectionLayoutSection {
        let header = createHeaderSupplementaryItem()
        let item = createItem()

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(0.3))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 15.0)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10.0, leading: 10.0, bottom: 10.0, trailing: 10.0)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [header]
        return section
    }
}

final class TmdbDetailsViewController: UICollectionViewController {
    enum DetailSection: Int, CaseIterable {
        case overview
        case posters
        case companies
        case trailers
        case cast
        case languages
        case crew
        case similar

        var title: String {
            switch self {
            case .overview: return "Overview"
            case .posters: return "Posters"
            case .companies: return "Production companies"
            case .trailers: return "Trailers"
            case .cast: return "Cast"
            case .languages: return "Spoken languages"
            case .crew: return "Crew"
            case .similar: return "Similar movies"
            }
        }

        var itemCount: Int {
            switch self {
            case .overview: return 1
            case .posters: return 6
            case .companies: return 4
            case .trailers: return 3
            case .cast: return 12
            case .languages: return 2
            case .crew: return 3
            case .similar: return 8
            }
        }
    }

    struct DetailItem: Hashable {
        let section: DetailSection
        let index: Int
    }

    private var dataSource: UICollectionViewDiffableDataSource<DetailSection, DetailItem>!

    init() {
        // The storyboard's flow layout in the app; the compositional layout replaces it in `viewDidLoad`.
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setupCollectionView()
    }

    private func setupCollectionView() {
        collectionView.backgroundColor = .black
        setupCompositionalLayout()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { section, _ in
            let sectionType = DetailSection(rawValue: section)
            switch sectionType {
            case .overview, .languages, .crew:
                return TmdbFlexibleTextLayoutSection().createLayout()
            case .posters:
                return TmdbPostersLayoutSection().createLayout()
            case .companies:
                return TmdbCompaniesLayoutSection().createLayout()
            case .trailers:
                return TmdbTrailersLayoutSection().createLayout()
            case .cast:
                return TmdbCastLayoutSection().createLayout()
            case .similar:
                return TmdbSimilarMoviesLayoutSection().createLayout()
            case .none:
                return nil
            }
        }
    }

    private func setupCompositionalLayout() {
        let topInset = collectionView.frame.height / 4
        collectionView.contentInset = .init(top: topInset, left: 0.0, bottom: 0.0, right: 0.0)
        collectionView.setCollectionViewLayout(createLayout(), animated: true)
    }

    private func configureDataSource() {
        let textRegistration = UICollectionView.CellRegistration<TmdbDetailsTextCell, DetailItem> { cell, _, item in
            cell.textLabel.text = "\(item.section.title) \(item.index + 1)"
        }
        let imageRegistration = UICollectionView.CellRegistration<TmdbDetailsImageCell, DetailItem> { cell, _, item in
            cell.captionLabel.text = item.section == .cast ? "Actor \(item.index + 1)" : nil
            cell.contentView.layer.cornerRadius = item.section == .cast ? 8 : 12
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TmdbDetailsHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.titleLabel.text = DetailSection(rawValue: indexPath.section)?.title
        }

        dataSource = UICollectionViewDiffableDataSource<DetailSection, DetailItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item.section {
            case .overview, .languages, .crew:
                return collectionView.dequeueConfiguredReusableCell(using: textRegistration, for: indexPath, item: item)
            case .posters, .companies, .trailers, .cast, .similar:
                return collectionView.dequeueConfiguredReusableCell(
                    using: imageRegistration, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<DetailSection, DetailItem>()
        snapshot.appendSections(DetailSection.allCases)
        for section in DetailSection.allCases {
            snapshot.appendItems(
                (0..<section.itemCount).map { DetailItem(section: section, index: $0) }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A paragraph of text.
final class TmdbDetailsTextCell: UICollectionViewCell {
    let textLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        textLabel.numberOfLines = 0
        textLabel.textColor = .white
        contentView.addSubview(textLabel)
        NSLayoutConstraint.activate([
            textLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            textLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            textLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            textLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A poster, a logo, a trailer's still or a face, with an optional caption.
final class TmdbDetailsImageCell: UICollectionViewCell {
    let imageView = UIImageView(image: UIImage(systemName: "film"))
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray
        contentView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.textColor = .white
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section's title.
final class TmdbDetailsHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title3)
        titleLabel.textColor = .white
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
