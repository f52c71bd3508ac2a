import UIKit

// Transcribes the parameters of the "Section Headers/Footers" screen of Apple's "Implementing Modern Collection
// Views" sample: five sections of five full-width rows 44 pt tall, 5 pt apart, the section inset by 10 pt at its
// leading and trailing edges; a full-width header on top and footer at the bottom of every section, both estimated
// at 44 pt, of the kinds "section-header-element-kind" and "section-footer-element-kind". Written anew for this
// suite; only the parameters come from the sample.

class AppleSectionHeadersFootersViewController: UIViewController {
    static let headerElementKind = "section-header-element-kind"
    static let footerElementKind = "section-footer-element-kind"

    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Section Headers/Footers"
        configureHierarchy()
        configureDataSource()
    }
}

extension AppleSectionHeadersFootersViewController {
    func createLayout() -> UICollectionViewLayout {
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [
                NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            ])

        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 5
        section.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [
            makeTitleSupplementary(
                elementKind: AppleSectionHeadersFootersViewController.headerElementKind, alignment: .top),
            makeTitleSupplementary(
                elementKind: AppleSectionHeadersFootersViewController.footerElementKind, alignment: .bottom),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A full-width title on one edge of its section, 44 pt tall until it is measured.
    private func makeTitleSupplementary(elementKind: String, alignment: NSRectAlignment)
        -> NSCollectionLayoutBoundarySupplementaryItem
    {
        let titleSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        return NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: titleSize, elementKind: elementKind, alignment: alignment)
    }
}

extension AppleSectionHeadersFootersViewController {
    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.section),\(indexPath.item)"
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<AppleSectionHeadersFootersTitleView>(
            elementKind: AppleSectionHeadersFootersViewController.headerElementKind
        ) { titleView, _, indexPath in
            titleView.title.text = "Header of section \(indexPath.section)"
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<AppleSectionHeadersFootersTitleView>(
            elementKind: AppleSectionHeadersFootersViewController.footerElementKind
        ) { titleView, _, indexPath in
            titleView.title.text = "Footer of section \(indexPath.section)"
        }

        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let isHeader = kind == AppleSectionHeadersFootersViewController.headerElementKind
            return collectionView.dequeueConfiguredReusableSupplementary(
                using: isHeader ? headerRegistration : footerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var nextItem = 0
        for sectionNumber in 0..<5 {
            snapshot.appendSections([sectionNumber])
            snapshot.appendItems(Array(nextItem..<nextItem + 5), toSection: sectionNumber)
            nextItem += 5
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension AppleSectionHeadersFootersViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A header or footer: a title label with a 10 pt margin on a grey band outlined in black.
class AppleSectionHeadersFootersTitleView: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        title.translatesAutoresizingMaskIntoConstraints = false
        title.font = UIFont.preferredFont(forTextStyle: .title3)
        title.adjustsFontForContentSizeCategory = true
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
