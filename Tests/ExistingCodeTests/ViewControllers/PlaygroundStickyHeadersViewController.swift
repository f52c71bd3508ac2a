import UIKit

// Transcribes the parameters of StickyHeadersViewController in nemecek-filip/CompositionalDiffablePlayground.ios:
// four sections of self-sizing rows (7, 6, 6 and 6 items), each under a full-width header of estimated height 44
// that stays pinned to the top while its section scrolls under it, and 15 pt between sections. Rows and header
// come from the suite's shared helpers, as the playground's come from its shared list-section helper; the gap is
// each section's bottom inset, none under the last, where the playground sets the layout's inter-section spacing.
// The pinned header is raised above the rows (zIndex 2), as Apple's pinned-header sample raises its own.

class PlaygroundStickyHeadersViewController: UIViewController {
    enum StickySection: Int, CaseIterable {
        case first, second, third, fourth

        var itemCount: Int { self == .first ? 7 : 6 }

        /// The space under the section: the playground's 15 pt between sections, nothing under the last.
        var spacingBelow: CGFloat { self == .fourth ? 0 : 15 }

        var title: String { "Sticky header \(rawValue + 1)" }
    }

    var dataSource: UICollectionViewDiffableDataSource<StickySection, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sticky headers"
        configureHierarchy()
        configureDataSource()
    }
}

// MARK: - Layout

extension PlaygroundStickyHeadersViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let kind = StickySection(rawValue: sectionIndex) else { return nil }
            let section = SuiteLayoutKit.listSection()
            section.contentInsets = .init(top: 0, leading: 0, bottom: kind.spacingBelow, trailing: 0)

            let header = SuiteLayoutKit.header(estimatedHeight: 44)
            header.pinToVisibleBounds = true
            header.zIndex = 2
            section.boundarySupplementaryItems = [header]
            return section
        }
    }
}

// MARK: - Hierarchy and data

extension PlaygroundStickyHeadersViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Item #\(number)"
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<PlaygroundStickyHeadersHeaderView>(
            elementKind: SuiteMetrics.sectionHeaderElementKind
        ) { header, _, indexPath in
            header.titleLabel.text = StickySection(rawValue: indexPath.section)?.title
        }

        dataSource = UICollectionViewDiffableDataSource<StickySection, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath -> UICollectionReusableView? in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<StickySection, Int>()
        var number = 1
        for kind in StickySection.allCases {
            snapshot.appendSections([kind])
            snapshot.appendItems(Array(number..<(number + kind.itemCount)), toSection: kind)
            number += kind.itemCount
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// An orange bar with the section's title, as the playground's sticky header is.
class PlaygroundStickyHeadersHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemOrange
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
