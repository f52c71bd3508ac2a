import Foundation

/// `UICollectionReusableView`: generated code registers subclasses of it as decoration views.
@MainActor
open class UICollectionReusableView {
    /// A view; the stand-in draws nothing.
    public init() {}
}
