import TrellisModel

/// Every frame of a laid-out collection view, in content coordinates.
public struct FrameTree: Sendable {
    public var layoutName: String
    public var environment: LayoutEnvironment
    public var scrollDirection: Axis
    /// The scrollable content size (`collectionViewContentSize`).
    public var contentSize: Size
    public var sections: [SectionFrames]
    /// Boundary items of the configuration, anchored to the whole layout.
    public var supplementaries: [SupplementaryFrame]
}
