import Foundation

/// `NSCollectionLayoutBoundarySupplementaryItem` (iOS 13): headers, footers, side items.
@MainActor
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    public var extendsBoundary = true
    public var pinToVisibleBounds = false

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []),
            itemAnchor: nil, zIndex: 0)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}
