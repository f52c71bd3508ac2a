import Foundation

/// `NSCollectionLayoutAnchor` (iOS 13).
@MainActor
public class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public let isFractionalOffset: Bool

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        isFractionalOffset = fractional
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: false, fractional: false)
    }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true, fractional: false)
    }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false, fractional: true)
    }
}
