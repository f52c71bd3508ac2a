import UIKit

// Helpers and constants an app keeps in a file of their own and calls from its screens, as apps share layout
// pieces between view controllers. `trellis import` follows them from the other files it is given.

enum SuiteMetrics {
    static let gutter: CGFloat = 8
    static let sideInset: CGFloat = 16
    static let headerHeight: CGFloat = 44
    static let sectionHeaderElementKind = "suite-section-header"
    static let sectionFooterElementKind = "suite-section-footer"
    static let badgeElementKind = "suite-badge"
    static let backgroundElementKind = "suite-background"
}

enum SuiteLayoutKit {
    /// A full-width header of the suite's height, or of the given estimate.
    static func header(estimatedHeight: CGFloat? = nil) -> NSCollectionLayoutBoundarySupplementaryItem {
        var height = NSCollectionLayoutDimension.absolute(SuiteMetrics.headerHeight)
        if let estimate = estimatedHeight {
            height = .estimated(estimate)
        }
        return NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: height),
            elementKind: SuiteMetrics.sectionHeaderElementKind, alignment: .top)
    }

    /// A row of `columns` equal items, `height` tall, with the suite's gutter between them; items fill the row's
    /// height unless they say otherwise (an estimated row needs estimated items, which size it).
    static func gridSection(
        columns: Int, height: NSCollectionLayoutDimension,
        itemHeight: NSCollectionLayoutDimension = .fractionalHeight(1.0)
    ) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: itemHeight))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: height), subitem: item,
            count: columns)
        group.interItemSpacing = .fixed(SuiteMetrics.gutter)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = SuiteMetrics.gutter
        section.contentInsets = .init(
            top: 0, leading: SuiteMetrics.sideInset, bottom: 0, trailing: SuiteMetrics.sideInset)
        return section
    }

    /// A list section of rows estimated at 44 pt.
    static func listSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
