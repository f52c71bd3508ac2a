import Foundation

/// `UICollectionReusableView`: generated code registers subclasses of it as decoration views.
@MainActor
open class UICollectionReusableView {
    public init() {}
}
