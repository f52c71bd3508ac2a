import Foundation

/// `NSCollectionLayoutDecorationItem` (iOS 13): section backgrounds.
@preconcurrency @MainActor
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex = 0

    required init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background decoration covering its section.
    public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}
