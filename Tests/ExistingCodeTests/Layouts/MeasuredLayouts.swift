import UIKit

// Layouts whose frames real UIKit drew in published screenshots (Docs/Measurements.md), written fresh from the
// parameters the measurement transcribes.

/// M2-mu-custom: a custom group of four cards in two columns, short and tall alternating, 16 pt from the sides,
/// 12 pt apart, whose group insets its top by 13; the provider places the cards inside the container's insets.
func makeFourCardCustomGroupLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let side: CGFloat = 16, gap: CGFloat = 12
        let width = (environment.container.contentSize.width - side * 2 - gap) / 2
        let short = width, tall = width * 1.2
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(short + gap + tall + gap))
        ) { groupEnvironment in
            let insets = groupEnvironment.container.effectiveContentInsets
            let left = insets.leading, right = left + width + gap
            return [
                CGRect(x: left, y: insets.top, width: width, height: short),
                CGRect(x: right, y: insets.top, width: width, height: tall),
                CGRect(x: left, y: insets.top + short + gap, width: width, height: tall),
                CGRect(x: right, y: insets.top + tall + gap, width: width, height: short),
            ].map { NSCollectionLayoutGroupCustomItem(frame: $0) }
        }
        group.contentInsets = NSDirectionalEdgeInsets(top: 13, leading: 0, bottom: 0, trailing: 0)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        return section
    }
}
