import UIKit

// Transcribes the parameters of the "Pinned Section Headers" screen of Apple's "Implementing Modern Collection
// Views" sample: five sections of five full-width rows 44 pt tall, 5 pt apart, the section inset by 10 pt at its
// leading and trailing edges; a full-width header estimated at 44 pt, pinned to the visible bounds with a zIndex of
// 2, and a full-width footer estimated at 44 pt. The header is the suite's shared one (SuiteLayoutKit), whose size
// is the sample's; the footer keeps the sample's kind. Written anew for this suite; only the parameters come from
// the sample.

class ApplePinnedHeadersViewController: UIViewController {
    static let footerElementKind = "section-footer-element-kind"

    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Pinned Section Headers"
        configureHierarchy()
        configureDataSource()
    }
}

extension ApplePinnedHeadersViewController {
    func makeLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

        // The header stays at the top of the screen while the rows of its section scroll under it.
        let header = SuiteLayoutKit.header(estimatedHeight: 44)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: Self.footerElementKind, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]

        return UICollectionViewCompositionalLayout(section: section)
    }
}

extension ApplePinnedHeadersViewController {
    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let rowRegistration = UICollectionView.CellRegistration<ApplePinnedHeadersRowCell, Int> { cell, indexPath, _ in
            cell.caption.text = "\(indexPath.section),\(indexPath.item)"
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<ApplePinnedHeadersTitleView>(
            elementKind: SuiteMetrics.sectionHeaderElementKind
        ) { titleView, _, indexPath in
            titleView.title.text = "Section \(indexPath.section)"
            titleView.backgroundColor = .systemGray5
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<ApplePinnedHeadersTitleView>(
            elementKind: ApplePinnedHeadersViewController.footerElementKind
        ) { titleView, _, indexPath in
            titleView.title.text = "End of section \(indexPath.section)"
            titleView.backgroundColor = .clear
        }

        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            if kind == SuiteMetrics.sectionHeaderElementKind {
                return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for sectionNumber in 0..<5 {
            let firstItem = sectionNumber * 5
            snapshot.appendSections([sectionNumber])
            snapshot.appendItems(Array(firstItem..<firstItem + 5), toSection: sectionNumber)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension ApplePinnedHeadersViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A row: its label with a 10 pt leading margin, centred vertically.
class ApplePinnedHeadersRowCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.font = UIFont.preferredFont(forTextStyle: .body)
        caption.adjustsFontForContentSizeCategory = true
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// A header or footer: a bold title with a 10 pt margin, outlined in black.
class ApplePinnedHeadersTitleView: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        title.translatesAutoresizingMaskIntoConstraints = false
        title.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
