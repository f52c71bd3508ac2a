import UIKit

// Parameters transcribed from eleev/compositional-layouts-kit's "Gallery" layout (GalleryViewController): a layout
// scrolling horizontally, one photo per page, as wide and as tall as the container, inset 8 pt. Here a landscape
// container (wider than tall) shows two pages side by side, each half the width. Clean room: the parameters are the
// kit's, the code is this suite's own.

final class KitGalleryViewController: UIViewController {
    enum Section {
        case photos
    }

    /// The inset of every photo inside its page.
    static let galleryPhotoInset: CGFloat = 8

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Gallery"
        configureHierarchy()
        configureDataSource()
    }
}

extension KitGalleryViewController {
    private func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return UICollectionViewCompositionalLayout(
            sectionProvider: { _, layoutEnvironment in
                let size = layoutEnvironment.container.effectiveContentSize
                let pagesAcross: CGFloat = size.width > size.height ? 2 : 1
                let pageWidth = size.width / pagesAcross

                let photo = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                let inset = Self.galleryPhotoInset
                photo.contentInsets = .init(top: inset, leading: inset, bottom: inset, trailing: inset)

                let page = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .absolute(pageWidth), heightDimension: .fractionalHeight(1.0)),
                    subitems: [photo])
                return NSCollectionLayoutSection(group: page)
            }, configuration: configuration)
    }
}

extension KitGalleryViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<KitGalleryPhotoCell, Int> { cell, _, item in
            cell.imageView.image = UIImage(systemName: "photo")
            cell.caption.text = "Photo \(item + 1)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.photos])
        snapshot.appendItems(Array(0..<20), toSection: .photos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension KitGalleryViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationItem.title = "Gallery \(indexPath.item + 1) of 20"
    }
}

/// A page of the gallery: a photo with a caption along its bottom edge.
final class KitGalleryPhotoCell: UICollectionViewCell {
    let imageView = UIImageView(image: nil)
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray5
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.font = UIFont.preferredFont(forTextStyle: .footnote)
        caption.textColor = .label
        contentView.addSubview(imageView)
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: caption.topAnchor, constant: -4),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
