import TrellisModel

/// The scrolling strip of an orthogonal section.
package struct OrthogonalFrames: Hashable, Sendable {
    package var behavior: OrthogonalScrollingBehavior
    /// The strip's content size, section padding included.
    package var contentSize: Size
    /// Where scrolling comes to rest along the strip, for the paging and group-boundary
    /// behaviours; empty for `continuous`.
    package var restingOffsets: [Double]
}
