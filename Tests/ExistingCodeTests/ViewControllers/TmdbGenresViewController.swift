import UIKit

// The movie browser's home: a carousel of popular movies, then one shelf per genre. Layout parameters transcribed
// from pavlobondar/TMDB-Client: GenresViewController (setupCompositionalLayout: the popular section first, then the
// regular ones) and TMDB/ReusableViews/CollectionLayout (CollectionLayoutSetion.swift, PopularMovieLayout.swift,
// MovieLayoutSection.swift):
// - popular: full-width groups a quarter of the container's height, paging group by group, no insets; its type
//   overrides the protocol's header with one of estimated height 44 aligned to the bottom (where the app puts its
//   page indicator);
// - each genre: groups 0.4 of the width and 0.3 of the container's height, 15 pt trailing each group, 10 pt around
//   the section, continuous sideways scrolling, with the protocol's header (estimated 44, top);
// - items fill their groups (from the protocol's extension).
// Written from scratch after the app's pattern: a protocol whose extension supplies the header and the item, one
// struct per kind of section, instantiated inside the section provider. Left out: the app's popular layout also sets
// a visible-items handler that only passes the paging offset to the page indicator (no frame changes; handlers are
// deliberately not imported). The app reads each section's kind from its presenter's data; this screen uses an
// Int-backed enum with a computed kind, which also gives the item counts.

protocol TmdbGenresShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection
    func titleSlot() -> NSCollectionLayoutBoundarySupplementaryItem
    func tile() -> NSCollectionLayoutItem
}

extension TmdbGenresShelfRecipe {
    func titleSlot() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top)
    }

    func tile() -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }
}

struct TmdbSpotlightCarousel: TmdbGenresShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection {
        let slideSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.25))
        let slide = NSCollectionLayoutGroup.horizontal(
            layoutSize: slideSize, subitems: [tile()])
        slide.contentInsets = .zero

        let result = NSCollectionLayoutSection(group: slide)
        result.boundarySupplementaryItems = [titleSlot()]
        result.orthogonalScrollingBehavior = .groupPaging
        result.contentInsets = .zero
        return result
    }

    /// The page dots go below the slides.
    func titleSlot() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .bottom)
    }
}

struct TmdbGenreShelf: TmdbGenresShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection {
        let coverSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(0.3))
        let cover = NSCollectionLayoutGroup.horizontal(
            layoutSize: coverSize, subitems: [tile()])
        cover.contentInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 15)

        let result = NSCollectionLayoutSection(group: cover)
        result.boundarySupplementaryItems = [titleSlot()]
        result.orthogonalScrollingBehavior = .continuous
        result.contentInsets = .init(top: 10, leading: 10, bottom: 10, trailing: 10)
        return result
    }
}

final class TmdbGenresViewController: UIViewController {
    enum Style {
        case carousel
        case shelf
    }

    enum Row: Int, CaseIterable {
        case trending, thriller, romance, documentary, family

        var style: Style { self == .trending ? .carousel : .shelf }

        var heading: String {
            switch self {
            case .trending: return "Trending"
            case .thriller: return "Thriller"
            case .romance: return "Romance"
            case .documentary: return "Documentary"
            case .family: return "Family"
            }
        }

        var count: Int {
            switch style {
            case .carousel: return 5
            case .shelf: return 9
            }
        }
    }

    struct Film: Hashable {
        let row: Row
        let position: Int

        var name: String { "\(row.heading) \(position + 1)" }
    }

    private lazy var grid = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    private var feed: UICollectionViewDiffableDataSource<Row, Film>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Browse"
        let account = UIBarButtonItem(
            image: UIImage(systemName: "person.crop.circle"), style: .plain, target: nil,
            action: nil)
        navigationItem.rightBarButtonItems = [account]

        grid.backgroundColor = .black
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.delegate = self
        view.addSubview(grid)

        feed = makeFeed()
        feed?.apply(initialContents(), animatingDifferences: false)
    }

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            guard let row = Row(rawValue: index) else { return nil }
            switch row.style {
            case .carousel: return TmdbSpotlightCarousel().makeSection()
            case .shelf: return TmdbGenreShelf().makeSection()
            }
        }
    }

    private func makeFeed() -> UICollectionViewDiffableDataSource<Row, Film> {
        let slide = UICollectionView.CellRegistration<TmdbGenresCoverCell, Film> { cell, _, film in
            cell.caption.text = film.name
            cell.caption.font = .preferredFont(forTextStyle: .title2)
        }
        let cover = UICollectionView.CellRegistration<TmdbGenresCoverCell, Film> { cell, _, film in
            cell.caption.text = film.name
        }
        let title = UICollectionView.SupplementaryRegistration<TmdbGenresTitleView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, path in
            guard let row = Row(rawValue: path.section) else { return }
            view.label.text = row.style == .carousel ? String(repeating: "● ", count: row.count) : row.heading
        }

        let source = UICollectionViewDiffableDataSource<Row, Film>(collectionView: grid) { view, path, film in
            let registration = film.row.style == .carousel ? slide : cover
            return view.dequeueConfiguredReusableCell(using: registration, for: path, item: film)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: title, for: path)
        }
        return source
    }

    private func initialContents() -> NSDiffableDataSourceSnapshot<Row, Film> {
        var contents = NSDiffableDataSourceSnapshot<Row, Film>()
        for row in Row.allCases {
            contents.appendSections([row])
            contents.appendItems((0..<row.count).map { Film(row: row, position: $0) })
        }
        return contents
    }
}

extension TmdbGenresViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        // The app's presenter opens the movie's page; this screen shows the pick in the title instead.
        title = feed?.itemIdentifier(for: indexPath)?.name
    }
}

/// Cover art with the film's name along the bottom.
final class TmdbGenresCoverCell: UICollectionViewCell {
    let cover = UIImageView(image: UIImage(systemName: "photo"))
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.backgroundColor = .darkGray
        caption.numberOfLines = 2
        caption.textColor = .white
        for view in [cover, caption] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            cover.topAnchor.constraint(equalTo: contentView.topAnchor),
            cover.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            cover.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            cover.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is built in code only")
    }
}

/// A genre's heading, or the carousel's page dots.
final class TmdbGenresTitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textColor = .white
        label.font = .preferredFont(forTextStyle: .title3)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is built in code only")
    }
}
