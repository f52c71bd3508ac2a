import Foundation
import TrellisEngine
import TrellisModel

/// One section of data for `UICollectionViewCompositionalLayout.layout(in:sections:)`: how many
/// items it has and what self-sizing measures (by element kind, cycling as in preview data).
public struct SectionInput: Sendable {
    public var itemCount: Int
    public var measured: [String: MeasuredSizes]

    /// - Parameters:
    ///   - itemCount: how many items the section has.
    ///   - measured: what self-sizing measures, by element kind; values cycle as in preview data.
    public init(itemCount: Int, measured: [String: MeasuredSizes] = [:]) {
        self.itemCount = itemCount
        self.measured = measured
    }
}
