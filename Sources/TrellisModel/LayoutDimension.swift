/// One axis of an `NSCollectionLayoutSize` (`NSCollectionLayoutDimension`). Values are
/// finite and positive: the lowering stage refuses anything else.
package enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's effective width (usable on either axis).
    case fractionalWidth(LayoutNumber)
    /// A fraction of the container's effective height (usable on either axis).
    case fractionalHeight(LayoutNumber)
    /// A fixed size in points.
    case absolute(LayoutNumber)
    /// An estimate in points; the final size comes from self-sizing.
    case estimated(LayoutNumber)
    /// iOS 17: an estimate, then the largest size among siblings.
    case uniformAcrossSiblings(estimate: LayoutNumber)

    /// The kind names of the language, as written in layout files.
    package static let kindNames = [
        "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
    ]

    package var kindName: String {
        switch self {
        case .fractionalWidth: return "fractionalWidth"
        case .fractionalHeight: return "fractionalHeight"
        case .absolute: return "absolute"
        case .estimated: return "estimated"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings"
        }
    }

    package var value: Double { number.value }

    /// The dimension's number, with its expression when one gives it.
    package var number: LayoutNumber {
        get {
            switch self {
            case let .fractionalWidth(v), let .fractionalHeight(v), let .absolute(v), let .estimated(v),
                let .uniformAcrossSiblings(v):
                return v
            }
        }
        set {
            switch self {
            case .fractionalWidth: self = .fractionalWidth(newValue)
            case .fractionalHeight: self = .fractionalHeight(newValue)
            case .absolute: self = .absolute(newValue)
            case .estimated: self = .estimated(newValue)
            case .uniformAcrossSiblings: self = .uniformAcrossSiblings(estimate: newValue)
            }
        }
    }

    /// Whether the final size comes from self-sizing (`isEstimated` in UIKit).
    package var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }

    /// The iOS 17 dimension: sized to the largest estimated sibling.
    package var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    package var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: return true
        default: return false
        }
    }
}

/// `NSCollectionLayoutSize`.
package struct LayoutSize: Hashable, Sendable {
    package var width: LayoutDimension
    package var height: LayoutDimension

    package init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    package subscript(axis: Axis) -> LayoutDimension {
        axis == .horizontal ? width : height
    }
}

/// `NSCollectionLayoutSpacing`.
package enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this much space.
    case fixed(LayoutNumber)
    /// At least this much; leftover space is shared among flexible spacings.
    case flexible(LayoutNumber)

    package var value: Double { number.value }

    /// The spacing's number, with its expression when one gives it.
    package var number: LayoutNumber {
        get {
            switch self {
            case let .fixed(v), let .flexible(v): return v
            }
        }
        set {
            if case .fixed = self { self = .fixed(newValue) } else { self = .flexible(newValue) }
        }
    }
}

/// `NSCollectionLayoutEdgeSpacing`: optional spacing on each edge.
package struct EdgeSpacing: Hashable, Sendable {
    package var top: LayoutSpacing?
    package var leading: LayoutSpacing?
    package var bottom: LayoutSpacing?
    package var trailing: LayoutSpacing?

    package init(
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
package enum ItemCount: Hashable, Sendable {
    /// Exactly this many (at least 1).
    case fixed(LayoutNumber)
    /// As many equal columns as fit with each at least `minimum` points, at least one.
    case adaptive(minimum: LayoutNumber)

    /// The count's number (the minimum width of an adaptive one), with its expression when one gives it.
    package var number: LayoutNumber {
        get {
            switch self {
            case let .fixed(v), let .adaptive(v): return v
            }
        }
        set {
            if case .fixed = self { self = .fixed(newValue) } else { self = .adaptive(minimum: newValue) }
        }
    }
}
