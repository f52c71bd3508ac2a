import UIKit

// The movie browser's home: popular movies, then a shelf per genre. Layout parameters transcribed from
// pavlobondar/TMDB-Client: GenresViewController (setupCompositionalLayout: the popular section, then the regular
// ones) and TMDB/ReusableViews/CollectionLayout (CollectionLayoutSetion.swift, PopularMovieLayout.swift,
// MovieLayoutSection.swift):
// - popular: full-width groups a quarter of the container's height, paging by group, no insets; its type replaces
//   the protocol's header with one of estimated height 44 aligned to the bottom (where the app shows its page
//   indicator);
// - each genre: groups 0.4 of the width and 0.3 of the container's height, 15 pt after each group, 10 pt around the
//   section, scrolling continuously sideways, with the protocol's header (estimated 44, top);
// - items fill their groups (the protocol's extension).
// The code is written anew in the app's way: a protocol whose extension gives the header and the item, a struct per
// kind of section, made where the section provider needs it. Left out: the app's popular layout also installs a
// visible-items handler that only reports the paging offset to the page indicator (it changes no frame; handlers are
// not imported by design). The app takes each section's kind from its presenter's data; this screen from an enum
// with raw values and a computed kind, and the item counts from the enum.

protocol TmdbGenresLayoutSection {
    func createLayout() -> NSCollectionLayoutSection
    func createHeaderSupplementaryItem() -> NSCollectionLayoutBoundarySupplementaryItem
    func createItem() -> NSCollectionLayoutItem
}

extension TmdbGenresLayoutSection {
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

struct TmdbPopularMovieLayout: TmdbGenresLayoutSection {
    func createLayout() -> NSCollectionLayoutSection {
        let header = createHeaderSupplementaryItem()
        let item = createItem()

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// The page indicator sits under the carousel.
    func createHeaderSupplementaryItem() -> NSCollectionLayoutBoundarySupplementaryItem {
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44.0))
        return NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .bottom)
    }
}

struct TmdbGenreMovieLayoutSection: TmdbGenresLayoutSection {
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

final class TmdbGenresViewController: UIViewController {
    enum SectionType {
        case popular
        case regular
    }

    enum GenreSection: Int, CaseIterable {
        case popular
        case action
        case comedy
        case drama
        case animation

        var type: SectionType {
            switch self {
            case .popular: return .popular
            case .action, .comedy, .drama, .animation: return .regular
            }
        }

        var title: String {
            switch self {
            case .popular: return "Popular"
            case .action: return "Action"
            case .comedy: return "Comedy"
            case .drama: return "Drama"
            case .animation: return "Animation"
            }
        }

        var movieCount: Int { self == .popular ? 5 : 9 }
    }

    struct MovieItem: Hashable {
        let section: GenreSection
        let index: Int
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<GenreSection, MovieItem>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Genres"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(
                image: UIImage(systemName: "rectangle.portrait.and.arrow.right"), style: .plain, target: nil,
                action: nil)
        ]
        setupCollectionView()
        configureDataSource()
    }

    private func setupCollectionView() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .black
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { section, _ in
            let sectionType = GenreSection(rawValue: section)?.type
            switch sectionType {
            case .popular:
                return TmdbPopularMovieLayout().createLayout()
            case .regular:
                return TmdbGenreMovieLayoutSection().createLayout()
            default:
                return nil
            }
        }
    }

    private func configureDataSource() {
        let popularRegistration = UICollectionView.CellRegistration<TmdbGenresPosterCell, MovieItem> { cell, _, item in
            cell.titleLabel.text = "Popular movie \(item.index + 1)"
            cell.titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        }
        let movieRegistration = UICollectionView.CellRegistration<TmdbGenresPosterCell, MovieItem> { cell, _, item in
            cell.titleLabel.text = "\(item.section.title) \(item.index + 1)"
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TmdbGenresHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            let section = GenreSection(rawValue: indexPath.section)
            header.titleLabel.text = section == .popular ? "• • • • •" : section?.title
        }

        dataSource = UICollectionViewDiffableDataSource<GenreSection, MovieItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item.section.type {
            case .popular:
                return collectionView.dequeueConfiguredReusableCell(
                    using: popularRegistration, for: indexPath, item: item)
            case .regular:
                return collectionView.dequeueConfiguredReusableCell(
                    using: movieRegistration, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<GenreSection, MovieItem>()
        snapshot.appendSections(GenreSection.allCases)
        for section in GenreSection.allCases {
            snapshot.appendItems(
                (0..<section.movieCount).map { MovieItem(section: section, index: $0) }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension TmdbGenresViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        // The app asks its presenter to show the movie's details; this screen names it in the title.
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationItem.title = "\(item.section.title) \(item.index + 1)"
    }
}

/// A poster with its title over the bottom edge.
final class TmdbGenresPosterCell: UICollectionViewCell {
    let posterView = UIImageView(image: UIImage(systemName: "film"))
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray
        contentView.layer.cornerRadius = 10
        posterView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        contentView.addSubview(posterView)
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            posterView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            posterView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            posterView.topAnchor.constraint(equalTo: contentView.topAnchor),
            posterView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A genre's name, or the popular carousel's page dots.
final class TmdbGenresHeaderView: UICollectionReusableView {
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
