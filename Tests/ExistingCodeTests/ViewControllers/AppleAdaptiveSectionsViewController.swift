import UIKit

// Transcribes the parameters of the "Adaptive Sections" screen of Apple's "Implementing Modern Collection Views"
// sample: three sections of ten items (a list, a five-column grid, a three-column grid) whose column counts double
// when the container's effective width exceeds 800 pt (list 1 or 2, grids 5 or 10 and 3 or 6); list rows 44 pt
// tall, grid rows a fifth of the width; items inset by 2 pt, sections by 20 pt. Written anew for this suite; only
// the parameters come from the sample.

class AppleAdaptiveSectionsViewController: UIViewController {
    enum AdaptiveSectionKind: Int, CaseIterable {
        case rows, smallTiles, largeTiles

        /// The number of columns at a container width: wide containers (over 800 pt) get twice as many.
        func columnCount(forContainerWidth containerWidth: CGFloat) -> Int {
            let isWide = containerWidth > 800
            switch self {
            case .rows:
                return isWide ? 2 : 1
            case .smallTiles:
                return isWide ? 10 : 5
            case .largeTiles:
                return isWide ? 6 : 3
            }
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<AdaptiveSectionKind, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Adaptive Sections"
        configureHierarchy()
        configureDataSource()
    }
}

extension AppleAdaptiveSectionsViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let kind = AdaptiveSectionKind(rawValue: sectionIndex) else { return nil }
            let availableWidth = layoutEnvironment.container.effectiveContentSize.width
            let columns = kind.columnCount(forContainerWidth: availableWidth)

            // The count decides the item's width; the fractional width here is what the sample asks for and the
            // group overrides.
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            let rowHeight =
                kind == .rows
                ? NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: rowHeight),
                subitem: item, count: columns)

            let section = NSCollectionLayoutSection(group: row)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
        return layout
    }
}

extension AppleAdaptiveSectionsViewController {
    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let rowRegistration = UICollectionView.CellRegistration<AppleAdaptiveSectionsRowCell, Int> { cell, _, number in
            cell.caption.text = "\(number)"
        }
        let tileRegistration = UICollectionView.CellRegistration<AppleAdaptiveSectionsTileCell, Int> {
            cell, indexPath, number in
            cell.caption.text = "\(number)"
            cell.contentView.layer.cornerRadius =
                AdaptiveSectionKind(rawValue: indexPath.section) == .smallTiles ? 8 : 0
        }
        dataSource = UICollectionViewDiffableDataSource<AdaptiveSectionKind, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            switch AdaptiveSectionKind(rawValue: indexPath.section) {
            case .rows?:
                return collectionView.dequeueConfiguredReusableCell(
                    using: rowRegistration, for: indexPath, item: number)
            default:
                return collectionView.dequeueConfiguredReusableCell(
                    using: tileRegistration, for: indexPath, item: number)
            }
        }

        var snapshot = NSDiffableDataSourceSnapshot<AdaptiveSectionKind, Int>()
        for kind in AdaptiveSectionKind.allCases {
            snapshot.appendSections([kind])
            let offset = kind.rawValue * 10
            snapshot.appendItems(Array(offset..<offset + 10), toSection: kind)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension AppleAdaptiveSectionsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A list row: a label at the leading edge and a chevron at the trailing edge.
class AppleAdaptiveSectionsRowCell: UICollectionViewCell {
    let caption = UILabel()
    let chevron = UIImageView(image: UIImage(systemName: "chevron.right"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.font = UIFont.preferredFont(forTextStyle: .body)
        caption.adjustsFontForContentSizeCategory = true
        chevron.translatesAutoresizingMaskIntoConstraints = false
        chevron.tintColor = .secondaryLabel
        contentView.addSubview(caption)
        contentView.addSubview(chevron)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            chevron.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            chevron.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            chevron.widthAnchor.constraint(equalToConstant: 12),
            chevron.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// A grid tile: its number centred on a blue ground with a black outline.
class AppleAdaptiveSectionsTileCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.39, green: 0.58, blue: 0.93, alpha: 1)
        contentView.layer.borderColor = UIColor.black.cgColor
        contentView.layer.borderWidth = 1
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.textAlignment = .center
        caption.font = UIFont.preferredFont(forTextStyle: .title1)
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
