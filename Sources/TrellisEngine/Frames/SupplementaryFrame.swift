import TrellisModel

/// A supplementary item's frame: a boundary item of a section or of the layout, or a badge of an
/// item or group.
public struct SupplementaryFrame: Hashable, Sendable {
    /// What a supplementary belongs to.
    public enum Host: Hashable, Sendable {
        /// A boundary item of the section, or of the whole layout.
        case boundary
        /// A supplementary anchored to this item (or to the group whose first item it is).
        case item(Int)
    }

    public var kind: ElementKind
    public var host: Host
    public var frame: Rect
    public var zIndex: Int
    /// The measured content is larger than the frame.
    public var clipped: Bool = false
    /// A pinned boundary item that the scroll offset moved from where it rests.
    public var pinned: Bool = false
}
