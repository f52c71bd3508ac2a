import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Showcase Gallery" layout
// (ShowcaseGalleryViewController): sections alternate. Even sections page sideways through single photos 0.85 of the
// width and 0.75 of the container's height, centred (groupPagingCentered); odd sections show a showcase block 0.8 of
// the height: a row of four (0.25 of the block) over a column of three (0.25 of the width) beside a feature photo
// (0.75); every photo inset 8 pt. Here each section also takes the suite's shared header, and the heights are capped
// by the width (the gallery at 1.1 widths, the showcase at 1.25), so a landscape phone keeps its proportions. Clean
// room: the parameters are the kit's, the code is this suite's own.

class KitShowcaseGalleryViewController: UIViewController {
    /// The inset of every photo.
    static let showcasePhotoInset: CGFloat = 8
    /// The sections: gallery, showcase, gallery, showcase.
    static let showcaseSectionCount = 4

    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Showcase Gallery"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitShowcaseGalleryViewController {
    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            let size = layoutEnvironment.container.effectiveContentSize
            let inset = Self.showcasePhotoInset
            let photo = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            photo.contentInsets = .init(top: inset, leading: inset, bottom: inset, trailing: inset)

            if sectionIndex % 2 == 0 {
                let galleryHeight = min(size.height * 0.75, size.width * 1.1)
                let page = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(
                        widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(galleryHeight)),
                    subitem: photo, count: 1)
                let gallery = NSCollectionLayoutSection(group: page)
                gallery.orthogonalScrollingBehavior = .groupPagingCentered
                gallery.boundarySupplementaryItems = [SuiteLayoutKit.header()]
                return gallery
            }

            let showcaseHeight = min(size.height * 0.8, size.width * 1.25)
            let topRow = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)),
                subitem: photo, count: 4)
            let sideColumn = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
                subitem: photo, count: 3)
            let feature = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1.0)),
                subitem: photo, count: 1)
            let lowerPart = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.75)),
                subitems: [sideColumn, feature])
            let block = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(showcaseHeight)),
                subitems: [topRow, lowerPart])
            let showcase = NSCollectionLayoutSection(group: block)
            showcase.boundarySupplementaryItems = [SuiteLayoutKit.header()]
            return showcase
        }
        return layout
    }
}

extension KitShowcaseGalleryViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        view.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitShowcaseGalleryPhotoCell, Int> {
            cell, indexPath, item in
            cell.imageView.image = UIImage(systemName: indexPath.section % 2 == 0 ? "photo" : "square.grid.2x2")
            cell.contentView.backgroundColor = UIColor(
                hue: CGFloat(indexPath.section) / 4, saturation: 0.3, brightness: 0.9 - CGFloat(item % 8) * 0.05,
                alpha: 1)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<KitShowcaseGalleryHeaderView>(
            elementKind: SuiteMetrics.sectionHeaderElementKind
        ) { header, _, indexPath in
            header.label.text = indexPath.section % 2 == 0 ? "Gallery" : "Showcase"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        // Eight photos a section: a gallery's pages, or one showcase block (4 + 3 + 1).
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for section in 0..<Self.showcaseSectionCount {
            snapshot.appendSections([section])
            snapshot.appendItems(Array((section * 100)..<(section * 100 + 8)), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A photo: an image pinned to the content view, with the kit's 10 pt corner radius.
class KitShowcaseGalleryPhotoCell: UICollectionViewCell {
    let imageView = UIImageView(image: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// A section's title.
class KitShowcaseGalleryHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .title2)
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: SuiteMetrics.sideInset),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -SuiteMetrics.sideInset),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
