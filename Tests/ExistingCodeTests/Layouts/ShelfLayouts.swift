import UIKit

// Written fresh for this suite: badges, decorations, shelves and carousels as shopping and media apps
// build them.

let badgeKind = "badge"
let sectionBackgroundKind = "section-background"

final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

func makeBadgedGridLayout() -> UICollectionViewLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: badgeKind,
        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
        supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

func makeCardSectionLayout() -> UICollectionViewLayout {
    let section = makeRowSection(height: 60)
    section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: sectionBackgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(SectionBackgroundView.self, forDecorationViewOfKind: sectionBackgroundKind)
    return layout
}

func makeFeaturedShelfLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return UICollectionViewCompositionalLayout(section: section)
}

/// A carousel that shrinks the cards away from the middle of the screen.
func makeZoomingCarouselLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(180)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        let width = environment.container.contentSize.width
        for item in items {
            let distance = abs(item.frame.midX - offset.x - width / 2)
            let scale = max(0.8, 1 - distance / width)
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
    }
    return UICollectionViewCompositionalLayout(section: section)
}

func makeEvenlySpacedIconsLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
        subitems: [item])
    group.interItemSpacing = .flexible(0)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

func makeFixedTilesLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(120)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
        subitems: [item])
    group.interItemSpacing = .fixed(8)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

let waterfallHeights: [CGFloat] = [120, 80, 100, 60]

func makeWaterfallLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let width = environment.container.effectiveContentSize.width
        let frames = GridMetrics.waterfallFrames(heights: waterfallHeights, width: width, spacing: 8)
        let height = frames.map(\.maxY).max() ?? 0
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height))
        ) { _ in
            frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
        }
        return NSCollectionLayoutSection(group: group)
    }
}

func makeStackedShelfLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(210)),
        subitem: item, count: 3)
    group.interItemSpacing = .fixed(6)
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    return UICollectionViewCompositionalLayout(section: section)
}

func makeRepeatingRowLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(90)),
        repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

extension NSCollectionLayoutSize {
    static func fullWidth(height: CGFloat) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height))
    }
}

func makeEdgeToEdgeHeaderLayout() -> UICollectionViewLayout {
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .fullWidth(height: 50), subitems: [NSCollectionLayoutItem(layoutSize: .fullWidth(height: 50))])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    section.supplementariesFollowContentInsets = false
    section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .fullWidth(height: 40), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return UICollectionViewCompositionalLayout(section: section)
}
