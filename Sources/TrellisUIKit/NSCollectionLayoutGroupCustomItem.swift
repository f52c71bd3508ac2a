import Foundation

/// `NSCollectionLayoutGroupCustomItem` (iOS 13).
@preconcurrency @MainActor
public class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    /// An item of a custom group at `frame`, relative to the group, drawn at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// An item of a custom group at `frame`, relative to the group.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
}

/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) ->
    [NSCollectionLayoutGroupCustomItem]
