import UIKit

// A media wall: square thumbnails in as many columns as fit at roughly 200 pt each, followed by a self-sizing
// "loading more" row. The layout parameters come from TwidereProject/TwidereX-iOS,
// TwidereX/Scene/Timeline/Base/Grid/GridTimelineViewController.swift (`createCollectionViewLayout()`): the number of
// columns is the effective content width divided by 200 and rounded, never below 1; each item takes a 1/columns
// fraction of the width and is inset 8 pt on all four sides, each row is as tall as an item is wide (built with
// `subitem:count:`, the column count turned into an `Int`), and both sections measure their insets from the readable
// content guide. The last section holds a single full-width item of estimated height 60 inside a horizontal group (the
// app notes the horizontal axis is there so the row can size itself). Written from scratch with the same organisation:
// a static layout function in an extension, a `switch` over the section index matched against the raw values of an
// `Int` enum with a default that calls `assertionFailure()`, and a diffable data source keyed by that enum. The app's
// `viewDidLoad()` override sits in an extension; Swift on Linux lacks the Objective-C runtime and rejects overriding
// the stand-in's methods from an extension, so it is in the class body here.

class TwidereMediaGridViewController: UIViewController {
    enum Tray: Int, Hashable {
        case thumbnails
        case loader
    }

    enum Tile: Hashable {
        case thumbnail(Int)
        case spinner
    }

    private(set) lazy var mediaWall: UICollectionView = {
        let wall = UICollectionView(
            frame: .zero, collectionViewLayout: TwidereMediaGridViewController.makeCompositionalLayout())
        wall.backgroundColor = .systemBackground
        return wall
    }()

    private var wallSource: UICollectionViewDiffableDataSource<Tray, Tile>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Media"
        view.addSubview(mediaWall)
        mediaWall.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            mediaWall.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            mediaWall.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            mediaWall.topAnchor.constraint(equalTo: view.topAnchor),
            mediaWall.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        wallSource = makeWallSource()
    }
}

extension TwidereMediaGridViewController {
    static func makeCompositionalLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment -> NSCollectionLayoutSection? in
            switch index {
            case Tray.thumbnails.rawValue:
                let columns: CGFloat = round(max(1.0, environment.container.effectiveContentSize.width / 200.0))
                let square = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / columns), heightDimension: .fractionalHeight(1.0)))
                square.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                let rowSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / columns))
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: square, count: Int(columns))
                let wall = NSCollectionLayoutSection(group: row)
                wall.contentInsetsReference = .readableContent
                return wall
            case Tray.loader.rawValue:
                let spinnerSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(60))
                let spinner = NSCollectionLayoutItem(layoutSize: spinnerSize)
                // A horizontal group lets the row take its own height.
                let holder = NSCollectionLayoutGroup.horizontal(layoutSize: spinnerSize, subitem: spinner, count: 1)
                let tail = NSCollectionLayoutSection(group: holder)
                tail.contentInsetsReference = .readableContent
                return tail
            default:
                assertionFailure("no section \(index)")
                return nil
            }
        }
    }
}

extension TwidereMediaGridViewController {
    private func makeWallSource() -> UICollectionViewDiffableDataSource<Tray, Tile> {
        let thumbnailCell = UICollectionView.CellRegistration<TwidereWallThumbnailCell, Int> { cell, _, number in
            cell.picture.image = UIImage(systemName: number % 3 == 0 ? "film" : "photo.on.rectangle")
        }
        let spinnerCell = UICollectionView.CellRegistration<UICollectionViewListCell, Tile> { cell, _, _ in
            var text = cell.defaultContentConfiguration()
            text.text = "Fetching older media…"
            cell.contentConfiguration = text
        }
        let source = UICollectionViewDiffableDataSource<Tray, Tile>(collectionView: mediaWall) { view, path, tile in
            guard case .thumbnail(let number) = tile else {
                return view.dequeueConfiguredReusableCell(using: spinnerCell, for: path, item: tile)
            }
            return view.dequeueConfiguredReusableCell(using: thumbnailCell, for: path, item: number)
        }
        var contents = NSDiffableDataSourceSnapshot<Tray, Tile>()
        contents.appendSections([.thumbnails, .loader])
        contents.appendItems((0..<23).map(Tile.thumbnail), toSection: .thumbnails)
        contents.appendItems([.spinner], toSection: .loader)
        source.apply(contents, animatingDifferences: false)
        return source
    }
}

/// A thumbnail filling its cell, with rounded corners.
final class TwidereWallThumbnailCell: UICollectionViewCell {
    let picture = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.layer.masksToBounds = true
        contentView.backgroundColor = .tertiarySystemBackground
        picture.contentMode = .scaleAspectFill
        picture.frame = contentView.bounds
        picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(picture)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used from a storyboard") }
}
