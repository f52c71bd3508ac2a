import Foundation
import TrellisEngine
import TrellisModel

/// What a section provider sees: the container and traits of an engine environment.
package struct StandInEnvironment: NSCollectionLayoutEnvironment {
    package struct Container: NSCollectionLayoutContainer {
        package var contentSize: CGSize
        package var contentInsets: NSDirectionalEdgeInsets
        package var effectiveContentSize: CGSize {
            CGSize(
                width: contentSize.width - contentInsets.leading - contentInsets.trailing,
                height: contentSize.height - contentInsets.top - contentInsets.bottom)
        }
        package var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

        package init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
            self.contentSize = contentSize
            self.contentInsets = contentInsets
        }
    }

    package var container: any NSCollectionLayoutContainer
    package var traitCollection: UITraitCollection

    package init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
