import TrellisModel

/// A supplementary item's frame: a boundary item of a section or of the layout, or a badge of an
/// item or group.
public struct SupplementaryFrame: Hashable, Sendable {
    /// What a supplementary belongs to.
    package enum Host: Hashable, Sendable {
        /// A boundary item of the section, or of the whole layout.
        case boundary
        /// A supplementary anchored to this item (or to the group whose first item it is).
        case item(Int)
    }

    public var kind: ElementKind
    package var host: Host
    public var frame: Rect
    public var zIndex: Int
    /// The measured content is larger than the frame.
    public var clipped: Bool = false
    /// A pinned boundary item that the scroll offset moved from where it rests.
    public var pinned: Bool = false
    /// For a boundary item that pins to the visible bounds: how scrolling moves it.
    package var pinning: Pinning?

    /// How a pinned boundary item follows scrolling along the scroll axis (Docs/Semantics.md §9): a start item's
    /// start stays at the visible start, an end item's end at the visible end, each within `range`, the bounds of
    /// its start; `natural` is its start unpinned.
    package struct Pinning: Hashable, Sendable {
        package enum Edge: Hashable, Sendable { case start, end }
        package var edge: Edge
        package var natural: Double
        package var range: ClosedRange<Double>
    }
}
