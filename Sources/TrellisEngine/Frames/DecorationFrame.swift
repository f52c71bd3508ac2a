import TrellisModel

/// A decoration item's frame: its element kind, rectangle and zIndex.
public struct DecorationFrame: Hashable, Sendable {
    public var kind: ElementKind
    public var frame: Rect
    public var zIndex: Int
}
