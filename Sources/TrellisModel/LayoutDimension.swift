/// One axis of an `NSCollectionLayoutSize` (`NSCollectionLayoutDimension`). Values are
/// finite and positive: the lowering stage refuses anything else.
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's effective width (usable on either axis).
    case fractionalWidth(Double)
    /// A fraction of the container's effective height (usable on either axis).
    case fractionalHeight(Double)
    /// A fixed size in points.
    case absolute(Double)
    /// An estimate in points; the final size comes from self-sizing.
    case estimated(Double)
    /// iOS 17: an estimate, then the largest size among siblings.
    case uniformAcrossSiblings(estimate: Double)

    /// The kind names of the language, as written in layout files.
    public static let kindNames = [
        "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
    ]

    public var kindName: String {
        switch self {
        case .fractionalWidth: return "fractionalWidth"
        case .fractionalHeight: return "fractionalHeight"
        case .absolute: return "absolute"
        case .estimated: return "estimated"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings"
        }
    }

    public var value: Double {
        switch self {
        case let .fractionalWidth(v), let .fractionalHeight(v), let .absolute(v), let .estimated(v),
            let .uniformAcrossSiblings(v):
            return v
        }
    }

    /// Whether the final size comes from self-sizing (`isEstimated` in UIKit).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }

    /// The iOS 17 dimension: sized to the largest estimated sibling.
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    public var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: return true
        default: return false
        }
    }
}

/// `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    public subscript(axis: Axis) -> LayoutDimension {
        axis == .horizontal ? width : height
    }
}

/// `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this much space.
    case fixed(Double)
    /// At least this much; leftover space is shared among flexible spacings.
    case flexible(Double)

    public var value: Double {
        switch self {
        case let .fixed(v), let .flexible(v): return v
        }
    }
}

/// `NSCollectionLayoutEdgeSpacing`: optional spacing on each edge.
public struct EdgeSpacing: Hashable, Sendable {
    public var top: LayoutSpacing?
    public var leading: LayoutSpacing?
    public var bottom: LayoutSpacing?
    public var trailing: LayoutSpacing?

    public init(
        top: LayoutSpacing? = nil, leading: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil,
        trailing: LayoutSpacing? = nil
    ) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// How many columns (or rows) a group or custom group has.
public enum ItemCount: Hashable, Sendable {
    /// Exactly this many (at least 1).
    case fixed(Int)
    /// As many equal columns as fit with each at least `minimum` points, at least one.
    case adaptive(minimum: Double)
}
