import UIKit

// A movie's details page. Layout parameters transcribed from pavlobondar/TMDB-Client: DetailsViewController
// (setupCompositionalLayout: the section layout each kind of section takes, and content inset above by a quarter
// of the collection view's height) and the section types in TMDB/ReusableViews/CollectionLayout (the protocol in
// CollectionLayoutSetion.swift and the structs adopting it):
// - each section carries a header of estimated height 44 at its top and, unless its type overrides it, an item
//   filling its group (both supplied by the protocol's extension);
// - overview, languages and crew: full-width rows of estimated height 100 (an item of the type's own), 10 pt at the
//   leading and trailing edges;
// - posters: groups 0.6 of the width and 0.4 of the container's height, 15 pt trailing each, 10 pt around the
//   section, continuous sideways scrolling;
// - companies: 0.55 of the width, 0.07 of the height, otherwise like posters;
// - trailers: 0.8 of the width, 0.2 of the height, paging group by group;
// - cast: square groups 0.3 of the width, 3 pt trailing each, 10 pt on the sides only, continuous scrolling;
// - similar movies: 0.4 of the width, 0.3 of the height, like posters.
// Written from scratch after the app's pattern: a protocol whose extension supplies the header and the item, one
// struct per kind of section, instantiated inside the section provider, and the layout installed on the collection
// view controller's view after it loads. The app reads each section's kind from its presenter's data; this screen
// uses an Int-backed enum, which also gives the item counts.

protocol TmdbDetailsShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection
    func titleSlot() -> NSCollectionLayoutBoundarySupplementaryItem
    func tile() -> NSCollectionLayoutItem
}

extension TmdbDetailsShelfRecipe {
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

/// Self-sizing prose: the synopsis, the spoken languages, the crew list.
struct TmdbProseShelf: TmdbDetailsShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: rowSize, subitems: [tile()])

        let result = NSCollectionLayoutSection(group: row)
        result.boundarySupplementaryItems = [titleSlot()]
        result.orthogonalScrollingBehavior = .none
        result.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
        return result
    }

    func tile() -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
    }
}

struct TmdbArtworkShelf: TmdbDetailsShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection {
        let cardSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(0.4))
        let card = NSCollectionLayoutGroup.horizontal(
            layoutSize: cardSize, subitems: [tile()])
        card.contentInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 15)

        let result = NSCollectionLayoutSection(group: card)
        result.boundarySupplementaryItems = [titleSlot()]
        result.orthogonalScrollingBehavior = .continuous
        result.contentInsets = .init(top: 10, leading: 10, bottom: 10, trailing: 10)
        return result
    }
}

struct TmdbStudioShelf: TmdbDetailsShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection {
        let logoSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.55), heightDimension: .fractionalHeight(0.07))
        let logo = NSCollectionLayoutGroup.horizontal(
            layoutSize: logoSize, subitems: [tile()])
        logo.contentInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 15)

        let result = NSCollectionLayoutSection(group: logo)
        result.boundarySupplementaryItems = [titleSlot()]
        result.orthogonalScrollingBehavior = .continuous
        result.contentInsets = .init(top: 10, leading: 10, bottom: 10, trailing: 10)
        return result
    }
}

struct TmdbClipShelf: TmdbDetailsShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection {
        let stillSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.8), heightDimension: .fractionalHeight(0.2))
        let still = NSCollectionLayoutGroup.horizontal(
            layoutSize: stillSize, subitems: [tile()])
        still.contentInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 15)

        let result = NSCollectionLayoutSection(group: still)
        result.boundarySupplementaryItems = [titleSlot()]
        result.orthogonalScrollingBehavior = .groupPaging
        result.contentInsets = .init(top: 10, leading: 10, bottom: 10, trailing: 10)
        return result
    }
}

struct TmdbFaceShelf: TmdbDetailsShelfRecipe {
    func makeSection() -> NSCollectionLayoutSection {
        let faceSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalWidth(0.3))
        let face = NSCollectionLayoutGroup.horizontal(
            layoutSize: faceSize, subitems: [tile()])
        face.contentInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 3)

        let result = NSCollectionLayoutSection(group: face)
        result.boundarySupplementaryItems = [titleSlot()]
        result.orthogonalScrollingBehavior = .continuous
        result.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
        return result
    }
}

struct TmdbLookalikeShelf: TmdbDetailsShelfRecipe {
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

final class TmdbDetailsViewController: UICollectionViewController {
    enum Part: Int, CaseIterable {
        case synopsis, artwork, studios, clips, faces, tongues, staff, lookalikes

        var heading: String {
            switch self {
            case .synopsis: return "Story"
            case .artwork: return "Artwork"
            case .studios: return "Made by"
            case .clips: return "Clips"
            case .faces: return "Starring"
            case .tongues: return "Audio"
            case .staff: return "Behind the camera"
            case .lookalikes: return "You may also like"
            }
        }

        var count: Int {
            switch self {
            case .synopsis: return 1
            case .artwork: return 6
            case .studios: return 4
            case .clips: return 3
            case .faces: return 12
            case .tongues: return 2
            case .staff: return 3
            case .lookalikes: return 8
            }
        }

        var isProse: Bool { [.synopsis, .tongues, .staff].contains(self) }
    }

    struct Entry: Hashable {
        let part: Part
        let position: Int
    }

    private var feed: UICollectionViewDiffableDataSource<Part, Entry>?

    init() {
        // The app's storyboard gives a flow layout; `viewDidLoad` swaps in the compositional one.
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is built in code only")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .black
        collectionView.contentInset.top = collectionView.frame.height / 4
        collectionView.setCollectionViewLayout(makeLayout(), animated: true)
        feed = makeFeed()
        feed?.apply(initialContents(), animatingDifferences: false)
    }

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            guard let part = Part(rawValue: index) else { return nil }
            switch part {
            case .synopsis, .tongues, .staff: return TmdbProseShelf().makeSection()
            case .artwork: return TmdbArtworkShelf().makeSection()
            case .studios: return TmdbStudioShelf().makeSection()
            case .clips: return TmdbClipShelf().makeSection()
            case .faces: return TmdbFaceShelf().makeSection()
            case .lookalikes: return TmdbLookalikeShelf().makeSection()
            }
        }
    }

    private func makeFeed() -> UICollectionViewDiffableDataSource<Part, Entry> {
        let prose = UICollectionView.CellRegistration<TmdbDetailsProseCell, Entry> { cell, _, entry in
            cell.body.text = "\(entry.part.heading) – paragraph \(entry.position + 1)"
        }
        let picture = UICollectionView.CellRegistration<TmdbDetailsPictureCell, Entry> { cell, _, entry in
            let isFace = entry.part == .faces
            cell.caption.text = isFace ? "Performer #\(entry.position + 1)" : nil
            cell.contentView.layer.cornerRadius = isFace ? 8 : 12
        }
        let title = UICollectionView.SupplementaryRegistration<TmdbDetailsTitleView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, path in
            view.label.text = Part(rawValue: path.section)?.heading
        }

        let source = UICollectionViewDiffableDataSource<Part, Entry>(
            collectionView: collectionView
        ) { view, path, entry in
            entry.part.isProse
                ? view.dequeueConfiguredReusableCell(using: prose, for: path, item: entry)
                : view.dequeueConfiguredReusableCell(using: picture, for: path, item: entry)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: title, for: path)
        }
        return source
    }

    private func initialContents() -> NSDiffableDataSourceSnapshot<Part, Entry> {
        var contents = NSDiffableDataSourceSnapshot<Part, Entry>()
        for part in Part.allCases {
            contents.appendSections([part])
            contents.appendItems((0..<part.count).map { Entry(part: part, position: $0) })
        }
        return contents
    }
}

/// A block of wrapping text.
final class TmdbDetailsProseCell: UICollectionViewCell {
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        body.textColor = .white
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is built in code only")
    }
}

/// Artwork, a studio logo, a clip's frame or a portrait, with an optional caption.
final class TmdbDetailsPictureCell: UICollectionViewCell {
    let picture = UIImageView(image: UIImage(systemName: "photo"))
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        contentView.backgroundColor = .darkGray
        caption.textColor = .white
        for view in [picture, caption] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            picture.topAnchor.constraint(equalTo: contentView.topAnchor),
            picture.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            picture.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            picture.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is built in code only")
    }
}

/// The heading above a section.
final class TmdbDetailsTitleView: UICollectionReusableView {
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
