import Foundation
import TrellisEngine
import TrellisModel

/// What a section provider sees: the container and traits of an engine environment.
struct StandInEnvironment: NSCollectionLayoutEnvironment {
    struct Container: NSCollectionLayoutContainer {
        var contentSize: CGSize
        var contentInsets: NSDirectionalEdgeInsets
        var effectiveContentSize: CGSize {
            CGSize(
                width: contentSize.width - contentInsets.leading - contentInsets.trailing,
                height: contentSize.height - contentInsets.top - contentInsets.bottom)
        }
        var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    }

    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
