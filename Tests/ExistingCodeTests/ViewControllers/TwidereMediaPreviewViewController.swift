import UIKit

// A paged media viewer: one preview per page, flicked through sideways. The layout parameters come from
// TwidereProject/TwidereX-iOS, TwidereX/Scene/Share/View/CollectionViewCell/SearchMediaPhotoCollectionViewCell.swift
// (`createCollectionViewLayout()` of SearchMediaCollectionViewCell): a section provider that, whatever the section,
// puts an item filling its group (fractional width and height 1) in a horizontal group filling the collection view
// (fractional width and height 1), and pages the section sideways one group at a time (`.groupPaging`). In the app
// the pager lives inside a search-result cell; here it is the screen's own collection view and fills the view.
// Written from scratch with the same organisation: a private layout function in an extension, a section enum and an
// item enum nested in the type (the item holding an optional URL), reuse identifiers made with
// `String(describing:)`, and a diffable data source set up in `_init()`; it shows 5 previews.

final class TwidereMediaPreviewViewController: UIViewController {
    lazy var pager: UICollectionView = {
        let pager = UICollectionView(frame: .zero, collectionViewLayout: buildLayout())
        pager.register(TwidereSlideCell.self, forCellWithReuseIdentifier: Self.slideReuseID)
        return pager
    }()

    private var slideSource: UICollectionViewDiffableDataSource<Strip, Slide>?

    override func viewDidLoad() {
        super.viewDidLoad()
        _init()
    }
}

extension TwidereMediaPreviewViewController {
    enum Strip: Hashable {
        case slides
    }

    enum Slide: Hashable {
        case picture(URL?)
    }

    static let slideReuseID = String(describing: TwidereSlideCell.self)
}

extension TwidereMediaPreviewViewController {
    private func _init() {
        view.addSubview(pager)
        pager.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.topAnchor.constraint(equalTo: view.topAnchor),
            pager.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let source = UICollectionViewDiffableDataSource<Strip, Slide>(collectionView: pager) { view, path, slide in
            let cell = view.dequeueReusableCell(withReuseIdentifier: Self.slideReuseID, for: path)
            if case .picture(let address) = slide, let slideCell = cell as? TwidereSlideCell {
                slideCell.artwork.image = UIImage(systemName: address == nil ? "questionmark.square" : "photo")
            }
            return cell
        }
        var contents = NSDiffableDataSourceSnapshot<Strip, Slide>()
        contents.appendSections([.slides])
        let addresses: [URL?] = (1...5).map { number in
            number == 3 ? nil : URL(string: "https://example.org/slides/\(number).png")
        }
        contents.appendItems(addresses.map(Slide.picture), toSection: .slides)
        source.apply(contents, animatingDifferences: false)
        slideSource = source
    }
}

extension TwidereMediaPreviewViewController {
    private func buildLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ -> NSCollectionLayoutSection? in
            let whole = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let picture = NSCollectionLayoutItem(layoutSize: whole)
            let page = NSCollectionLayoutGroup.horizontal(layoutSize: whole, subitems: [picture])
            let slides = NSCollectionLayoutSection(group: page)
            slides.orthogonalScrollingBehavior = .groupPaging
            return slides
        }
    }
}

/// A preview picture that fills its page.
final class TwidereSlideCell: UICollectionViewCell {
    let artwork = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        _init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        _init()
    }

    private func _init() {
        artwork.clipsToBounds = true
        artwork.contentMode = .scaleAspectFill
        artwork.frame = contentView.bounds
        artwork.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(artwork)
    }
}
