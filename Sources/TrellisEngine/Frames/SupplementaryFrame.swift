import TrellisModel

public struct SupplementaryFrame: Hashable, Sendable {
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
