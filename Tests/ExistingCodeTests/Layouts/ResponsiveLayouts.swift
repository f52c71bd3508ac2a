import UIKit

// Layouts whose numbers come from the environment or the OS, written as published apps write them (parameters
// transcribed from Firefox for iOS, Kurozora, eleev/compositional-layouts-kit and a responsive gallery; the code is
// this suite's own). `trellis import` turns each into version 2 expressions and conditions.

/// Firefox's homepage: a card at most 500 pt wide, centred; 16 pt side insets on narrower containers. From 700 pt
/// (exclusive) the cards page sideways.
func makeCentredCardLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let cardWidth: CGFloat = 500
        let width = environment.container.contentSize.width
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let side = width > cardWidth ? (width - cardWidth) / 2 : 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
        section.interGroupSpacing = 12
        if width > 700 {
            section.orthogonalScrollingBehavior = .groupPaging
        }
        return section
    }
}

/// A responsive grid: one column per 230 pt of the effective width, rounded; wider insets from 1000 pt.
func makeResponsiveGridLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let available = environment.container.effectiveContentSize.width
        let columns = max(1, Int((available / 230).rounded()))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
            subitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        if available >= 1000 {
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        }
        return section
    }
}

/// A ladder of widths choosing the column count (2 below 600 pt, 3 to 900 pt, 4 above), written as apps write it
/// with `if`/`else if`, and side insets from iOS 17: one `count:` expression and one iOS variant when imported.
func makeColumnLadderLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let width = environment.container.effectiveContentSize.width
        let columns: Int
        if width > 900 {
            columns = 4
        } else if width >= 600 {
            columns = 3
        } else {
            columns = 2
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        if #available(iOS 17, *) {
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        }
        return section
    }
}

/// Kurozora's shelves: one group per 384 pt of the width, rounded, at least 1 and at most 5, scrolling sideways.
func makeShelfColumnsLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let width = environment.container.contentSize.width
        let columns = min(max(round(width / 384), 1), 5)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / columns), heightDimension: .absolute(240)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return section
    }
}

/// eleev's mosaic: the group's height follows the container's height, portrait or landscape.
func makePortraitMosaicLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let size = environment.container.contentSize
        let height = size.height > size.width ? size.height / 1.25 : size.height / 0.9
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitems: [large, column])
        return NSCollectionLayoutSection(group: group)
    }
}

/// A gallery alternating a sideways strip and a two-column grid, section by section.
func makeAlternatingGalleryLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        if sectionIndex % 2 == 0 {
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(280), heightDimension: .absolute(180)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            section.interGroupSpacing = 8
            return section
        }
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitem: item, count: 2)
        return NSCollectionLayoutSection(group: group)
    }
}

/// Firefox's top sites: tiles of one height across a row from iOS 17, an estimated height before (three to a row
/// here, which keeps them wider than 100 pt at the accessibility sizes).
func makeTopSitesLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, _ in
        let tileHeight: NSCollectionLayoutDimension
        if #available(iOS 17, *) {
            tileHeight = .uniformAcrossSiblings(estimate: 282)
        } else {
            tileHeight = .estimated(282)
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: tileHeight))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: tileHeight),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
