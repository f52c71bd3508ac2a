import Foundation

/// `NSCollectionLayoutDimension` (iOS 13; `uniformAcrossSiblings(estimate:)` iOS 17).
@preconcurrency @MainActor
public class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    public let dimension: CGFloat

    required init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, dimension: fractionalWidth)
    }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, dimension: fractionalHeight)
    }
    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, dimension: absoluteDimension)
    }
    /// A first guess that self-sizing replaces with the measured length.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, dimension: estimatedDimension)
    }
    /// Estimated, then the largest measured length among the group's siblings (iOS 17).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
}
