import TrellisModel

/// The scrolling strip of an orthogonal section.
public struct OrthogonalFrames: Hashable, Sendable {
    public var behavior: OrthogonalScrollingBehavior
    /// The strip's content size, section padding included.
    public var contentSize: Size
    /// Where scrolling comes to rest along the strip, for the paging and group-boundary
    /// behaviours; empty for `continuous`.
    public var restingOffsets: [Double]
}
