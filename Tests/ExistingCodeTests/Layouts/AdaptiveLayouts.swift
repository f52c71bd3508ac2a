import UIKit

// Written fresh for this suite: layouts that read the device, the traits and the collection view, and
// lists configured as settings screens configure them.

func makeIdiomGridLayout() -> UICollectionViewLayout {
    let columns: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

func makeSizeClassLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let columns = environment.traitCollection.horizontalSizeClass == .regular ? 3 : 1
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitem: item, count: columns)
        return NSCollectionLayoutSection(group: group)
    }
}

func makeDynamicTypeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let large = environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(large ? 1.0 : 0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(large ? 120 : 70)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

func makeMinimumWidthGridLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let metrics = GridMetrics(minimumColumnWidth: 110, spacing: 10)
        let count = metrics.columnCount(for: environment.container.effectiveContentSize.width)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
            subitem: item, count: count)
        group.interItemSpacing = .fixed(metrics.spacing)
        return NSCollectionLayoutSection(group: group)
    }
}

func makeInsetGroupedSettingsLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.backgroundColor = .systemGroupedBackground
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

func makeInboxLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, layoutEnvironment in
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
    }
}

/// A screen that sizes its single-item sections full width and the others as pairs, asking its own
/// collection view for the counts.
final class FeaturedViewController {
    lazy var collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: makeLayout())

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] sectionIndex, _ in
            let count = self.collectionView.numberOfItems(inSection: sectionIndex)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(count == 1 ? 1 : 0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(count == 1 ? 200 : 100)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}

/// The same question through the layout's own reference to its collection view.
final class CountingLayoutOwner {
    let layout: UICollectionViewCompositionalLayout

    init() {
        var owner: UICollectionViewCompositionalLayout?
        layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            let count = owner?.collectionView?.numberOfItems(inSection: sectionIndex) ?? 0
            return makeRowSection(height: count > 3 ? 44 : 88)
        }
        owner = layout
    }
}
