import AppKit

// Written fresh for this suite: the same API under AppKit's names, as a Mac app spells it.

func makeMacSidebarGridLayout() -> NSCollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(64)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 4
    let configuration = NSCollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    return NSCollectionViewCompositionalLayout(section: section, configuration: configuration)
}
