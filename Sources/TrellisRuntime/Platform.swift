#if os(Linux)
    import TrellisUIKit
#elseif canImport(UIKit)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif
import TrellisModel

// UIKit's names on iOS, tvOS, visionOS and Mac Catalyst (and the stand-in's on Linux); AppKit's on macOS.
#if os(Linux) || canImport(UIKit)
    /// The compositional layout class of the platform: `UICollectionViewCompositionalLayout`.
    public typealias PlatformCompositionalLayout = UICollectionViewCompositionalLayout
    /// The collection view class of the platform: `UICollectionView`.
    public typealias PlatformCollectionView = UICollectionView
    typealias PlatformLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration
    typealias PlatformOrthogonalScrolling = UICollectionLayoutSectionOrthogonalScrollingBehavior
#else
    /// The compositional layout class of the platform: `NSCollectionViewCompositionalLayout`.
    public typealias PlatformCompositionalLayout = NSCollectionViewCompositionalLayout
    /// The collection view class of the platform: `NSCollectionView`.
    public typealias PlatformCollectionView = NSCollectionView
    typealias PlatformLayoutConfiguration = NSCollectionViewCompositionalLayoutConfiguration
    typealias PlatformOrthogonalScrolling = NSCollectionLayoutSectionOrthogonalScrollingBehavior
#endif

/// The platform's spelling of the model's names.
enum PlatformNames {
    /// The element kind a collection view registers and dequeues a view by: the model's `header` and `footer` are the
    /// section header and footer kinds, as in generated code; every other kind is its own name.
    static func elementKind(_ kind: ElementKind) -> String {
        #if os(Linux) || canImport(UIKit)
            return kind.uikitName
        #else
            switch kind {
            case .header: return NSCollectionView.elementKindSectionHeader
            case .footer: return NSCollectionView.elementKindSectionFooter
            default: return kind.rawValue
            }
        #endif
    }
}
