import Foundation

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (iOS 13).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
