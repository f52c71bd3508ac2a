import Foundation

/// `NSCollectionLayoutBoundarySupplementaryItem` (iOS 13): headers, footers, side items.
@preconcurrency @MainActor
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    public var extendsBoundary = true
    public var pinToVisibleBounds = false

    /// A header, footer or side item of a section or of the layout.
    ///
    /// - Parameters:
    ///   - layoutSize: its size, resolved against the section's band.
    ///   - elementKind: the kind the collection view dequeues it by.
    ///   - alignment: the edge or corner of the section it sits on.
    ///   - absoluteOffset: moves the frame, not the space reserved for it.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []),
            itemAnchor: nil, zIndex: 0)
    }

    /// A boundary item with no offset.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}
