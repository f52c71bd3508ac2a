import TrellisModel

public struct DecorationFrame: Hashable, Sendable {
    public var kind: ElementKind
    public var frame: Rect
    public var zIndex: Int
}
