import UIKit

// Section functions with no whole layout in the file: each is checked in a one-section layout whose provider passes
// its environment and its section index.

enum BannerSections {
    /// A banner 200 pt tall where the container is wider than 600 pt, 120 pt elsewhere.
    static func banner(environment: NSCollectionLayoutEnvironment, sectionIndex: Int) -> NSCollectionLayoutSection {
        let tall = environment.container.effectiveContentSize.width > 600
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(
                widthDimension: .fractionalWidth(sectionIndex == 0 ? 1 : 0.5),
                heightDimension: .absolute(tall ? 200 : 120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }
}
