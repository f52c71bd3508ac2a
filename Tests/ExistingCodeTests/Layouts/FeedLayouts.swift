import UIKit

// Written fresh for this suite, in the shapes app code takes: free functions returning
// UICollectionViewLayout, section providers switching on an enum, helpers returning sections.

func makeSettingsListLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(52)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(52)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 1
    return UICollectionViewCompositionalLayout(section: section)
}

func makePhotoGridLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

func makeTwoColumnCardsLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(220)),
        subitem: item, count: 2)
    group.interItemSpacing = .fixed(12)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    section.interGroupSpacing = 12
    return UICollectionViewCompositionalLayout(section: section)
}

enum FeedSection: Int, CaseIterable {
    case banner
    case posts
}

func makeFeedLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
        guard let kind = FeedSection(rawValue: sectionIndex) else { return nil }
        switch kind {
        case .banner:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        case .posts:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
            )
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}

func makeAdaptiveGridLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, layoutEnvironment in
        let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

func makeSectionHeader(height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
}

func makeRowSection(height: CGFloat) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return NSCollectionLayoutSection(group: group)
}

func makeSectionedListLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, _ in
        let section = makeRowSection(height: 60)
        section.boundarySupplementaryItems = [makeSectionHeader(height: 40)]
        return section
    }
}

func makeMosaicLayout() -> UICollectionViewLayout {
    let large = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
    let small = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
    let pair = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)),
        subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(240)),
        subitems: [large, pair])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

func makePinnedHeaderLayout() -> UICollectionViewLayout {
    let section = makeRowSection(height: 50)
    let header = makeSectionHeader(height: 44)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
}

let sectionFooterKind = "section-footer"

func makeHeaderFooterLayout() -> UICollectionViewLayout {
    let section = makeRowSection(height: 44)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(20)),
        elementKind: sectionFooterKind, alignment: .bottom)
    section.boundarySupplementaryItems = [makeSectionHeader(height: 30), footer]
    return UICollectionViewCompositionalLayout(section: section)
}

func makeSelfSizingFeedLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100)))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    return UICollectionViewCompositionalLayout(section: section)
}

func makeSpacedSectionsLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 24
    return UICollectionViewCompositionalLayout(
        sectionProvider: { _, _ in makeRowSection(height: 100) }, configuration: configuration)
}

func makeHorizontalPagesLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0 / 3.0)))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1.0)),
        subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: group), configuration: configuration)
}

let layoutHeaderKind = "layout-header"

func makeGlobalHeaderLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            elementKind: layoutHeaderKind, alignment: .top)
    ]
    return UICollectionViewCompositionalLayout(
        section: makeRowSection(height: 80), configuration: configuration)
}

func makeMarginAlignedLayout() -> UICollectionViewLayout {
    let section = makeRowSection(height: 44)
    section.contentInsetsReference = .layoutMargins
    return UICollectionViewCompositionalLayout(section: section)
}
