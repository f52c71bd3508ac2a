import TrellisModel

/// One element found by a rectangle query.
package enum ElementFrame: Hashable, Sendable {
    case item(section: Int, ItemFrame)
    /// `section` is nil for the configuration's boundary items.
    case supplementary(section: Int?, SupplementaryFrame)
    case decoration(section: Int, DecorationFrame)

    package var frame: Rect {
        switch self {
        case let .item(_, item): return item.frame
        case let .supplementary(_, supplementary): return supplementary.frame
        case let .decoration(_, decoration): return decoration.frame
        }
    }
}
