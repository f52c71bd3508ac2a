import Foundation

/// `NSCollectionLayoutGroupCustomItem` (iOS 13).
@MainActor
public class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
}

/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) ->
    [NSCollectionLayoutGroupCustomItem]
