import TrellisModel

/// An item's frame: its index in the section, its rectangle, and whether measured content is larger.
public struct ItemFrame: Hashable, Sendable {
    public var index: Int
    public var frame: Rect
    /// The measured content is larger than the frame (Docs/Semantics.md §6.2).
    public var clipped: Bool
}
