import Foundation

/// `NSCollectionLayoutAnchor` (iOS 13).
@preconcurrency @MainActor
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

    /// An anchor on `edges` of the host, with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: false, fractional: false)
    }
    /// An anchor on `edges` of the host, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true, fractional: false)
    }
    /// An anchor on `edges` of the host, moved by `fractionalOffset` times the supplementary's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false, fractional: true)
    }
}
