import UIKit

// A media preview pager: one full-size preview a page, paged sideways. Layout parameters transcribed from
// TwidereProject/TwidereX-iOS, TwidereX/Scene/Share/View/CollectionViewCell/SearchMediaPhotoCollectionViewCell.swift
// (`createCollectionViewLayout()` of SearchMediaCollectionViewCell): a section provider returning, for every section,
// an item filling its group (fractional width and height 1) in a horizontal group filling the collection view
// (fractional width and height 1), the section scrolling sideways a group at a time (`.groupPaging`). The app puts
// this pager inside a search-result cell; here it is the screen's own collection view, filling the view. The code is
// written anew in the app's idioms: a private layout function in an extension, `Section`/`Item` enums nested in the
// type (the item carrying an optional URL), reuse identifiers from `String(describing:)`, and a diffable data source
// made in `_init()`; 5 previews.

final class TwidereMediaPreviewViewController: UIViewController {
    lazy var previewCollectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createCollectionViewLayout())
        collectionView.register(
            TwidereMediaPreviewCell.self, forCellWithReuseIdentifier: String(describing: TwidereMediaPreviewCell.self))
        return collectionView
    }()

    var diffableDataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        _init()
    }
}

extension TwidereMediaPreviewViewController {
    private func _init() {
        previewCollectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(previewCollectionView)
        NSLayoutConstraint.activate([
            previewCollectionView.topAnchor.constraint(equalTo: view.topAnchor),
            previewCollectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            previewCollectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            previewCollectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        diffableDataSource = UICollectionViewDiffableDataSource(collectionView: previewCollectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            switch item {
            case .preview(let url):
                let cell =
                    collectionView.dequeueReusableCell(
                        withReuseIdentifier: String(describing: TwidereMediaPreviewCell.self),
                        for: indexPath) as! TwidereMediaPreviewCell
                cell.previewImageView.image = UIImage(systemName: url == nil ? "photo" : "photo.fill")
                return cell
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(
            (0..<5).map { index in
                Item.preview(url: index == 2 ? nil : URL(string: "https://example.com/media/\(index).jpg"))
            },
            toSection: .main)
        diffableDataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension TwidereMediaPreviewViewController {
    private func createCollectionViewLayout() -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout {
            sectionIndex, layoutEnvironment -> NSCollectionLayoutSection? in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .fractionalHeight(1.0)),
                subitems: [item]
            )
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            return section
        }
        return layout
    }
}

extension TwidereMediaPreviewViewController {
    enum Section: Hashable {
        case main
    }

    enum Item: Hashable {
        case preview(url: URL?)
    }
}

/// A preview image filling its page.
final class TwidereMediaPreviewCell: UICollectionViewCell {
    let previewImageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        _init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        _init()
    }

    private func _init() {
        previewImageView.contentMode = .scaleAspectFill
        previewImageView.clipsToBounds = true
        previewImageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(previewImageView)
        NSLayoutConstraint.activate([
            previewImageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            previewImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            previewImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            previewImageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}
