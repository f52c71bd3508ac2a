import UIKit

// A media timeline: square thumbnails in as many columns as the width holds at about 200 pt each, above a
// self-sizing "load more" footer. Layout parameters transcribed from TwidereProject/TwidereX-iOS,
// TwidereX/Scene/Timeline/Base/Grid/GridTimelineViewController.swift (`createCollectionViewLayout()`): the column
// count is the effective width over 200 rounded (at least 1), each item a 1/count fraction of the width inset 8 pt on
// every side, rows as tall as an item is wide (`subitem:count:` with the count converted to `Int`), and both sections
// measured against the readable content guide; the footer section is one full-width item of estimated height 60 in a
// horizontal group ("horizontal for self size"). The code is written anew in the app's idioms: a static layout
// function in an extension, a switch on the section index against an `Int` enum's raw values with an
// `assertionFailure()` default, and a diffable data source keyed by that enum. The app overrides `viewDidLoad()` in
// an extension; Swift on Linux has no Objective-C runtime and refuses overrides of the stand-in's methods from an
// extension, so here it is in the class body.

class TwidereMediaGridViewController: UIViewController {
    enum MediaSection: Int, Hashable, CaseIterable {
        case main
        case footer
    }

    enum MediaItem: Hashable {
        case media(index: Int)
        case bottomLoader
    }

    private(set) lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: TwidereMediaGridViewController.createCollectionViewLayout())
        collectionView.backgroundColor = .systemBackground
        return collectionView
    }()

    var diffableDataSource: UICollectionViewDiffableDataSource<MediaSection, MediaItem>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Media"

        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        configureDataSource()
    }
}

extension TwidereMediaGridViewController {
    static func createCollectionViewLayout() -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout {
            sectionIndex, layoutEnvironment -> NSCollectionLayoutSection? in
            switch sectionIndex {
            case MediaSection.main.rawValue:
                let columnCount: CGFloat = round(
                    max(1.0, layoutEnvironment.container.effectiveContentSize.width / 200.0))
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / columnCount),
                        heightDimension: .fractionalHeight(1.0)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .fractionalWidth(1.0 / columnCount)),
                    subitem: item,
                    count: Int(columnCount)
                )
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsetsReference = .readableContent
                return section
            case MediaSection.footer.rawValue:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .estimated(60)))
                let group = NSCollectionLayoutGroup.horizontal( // horizontal, so the footer sizes itself
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .estimated(60)),
                    subitem: item,
                    count: 1
                )
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsetsReference = .readableContent
                return section
            default:
                assertionFailure()
                return nil
            }
        }
        return layout
    }
}

extension TwidereMediaGridViewController {
    private func configureDataSource() {
        let mediaRegistration = UICollectionView.CellRegistration<TwidereMediaThumbnailCell, Int> { cell, _, index in
            cell.thumbnailView.image = UIImage(systemName: index % 3 == 0 ? "play.rectangle" : "photo")
        }
        let loaderRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Loading…"
            cell.contentConfiguration = content
        }
        diffableDataSource = UICollectionViewDiffableDataSource<MediaSection, MediaItem>(
            collectionView: collectionView
        ) { collectionView, indexPath, item -> UICollectionViewCell? in
            switch item {
            case .media(let index):
                return collectionView.dequeueConfiguredReusableCell(
                    using: mediaRegistration, for: indexPath, item: index)
            case .bottomLoader:
                return collectionView.dequeueConfiguredReusableCell(
                    using: loaderRegistration, for: indexPath, item: 0)
            }
        }

        var snapshot = NSDiffableDataSourceSnapshot<MediaSection, MediaItem>()
        snapshot.appendSections([.main, .footer])
        snapshot.appendItems((0..<23).map { MediaItem.media(index: $0) }, toSection: .main)
        snapshot.appendItems([.bottomLoader], toSection: .footer)
        diffableDataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A media thumbnail filling its cell, cornered as the timeline's previews are.
final class TwidereMediaThumbnailCell: UICollectionViewCell {
    let thumbnailView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        _init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        _init()
    }

    private func _init() {
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        contentView.layer.masksToBounds = true
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(thumbnailView)
        NSLayoutConstraint.activate([
            thumbnailView.topAnchor.constraint(equalTo: contentView.topAnchor),
            thumbnailView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            thumbnailView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            thumbnailView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}
