/// A group: a standard horizontal/vertical group, or one of the built-in custom groups.
public indirect enum LayoutGroup: Hashable, Sendable {
    case standard(StandardGroup)
    case masonry(MasonryGroup)
    case flow(FlowGroup)
    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)` written in Swift. Layout files
    /// never produce it; the UIKit stand-in does, for code that builds custom groups.
    case custom(CustomGroup)
}

/// A custom group written in Swift: the model holds its size only. Its items' frames come from
/// a provider the caller hands the engine with the section's data, keyed by the group's path.
public struct CustomGroup: Hashable, Sendable {
    public var size: LayoutSize

    public init(size: LayoutSize) {
        self.size = size
    }
}

/// An element of a group's `subitems`.
public indirect enum GroupSubitem: Hashable, Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)
}

/// `NSCollectionLayoutGroup.horizontal/vertical(...)`.
public struct StandardGroup: Hashable, Sendable {
    /// What the group holds: a list of subitems repeated until the next does not fit
    /// (`subitems:`), or one subitem repeated exactly `count` times (`subitem:count:` /
    /// `repeatingSubitem:count:`).
    public enum Content: Hashable, Sendable {
        case subitems(NonEmpty<GroupSubitem>)
        case repeating(GroupSubitem, count: ItemCount)
    }

    public var axis: Axis
    public var size: LayoutSize
    public var content: Content
    public var interItemSpacing: LayoutSpacing?
    public var contentInsets: EdgeInsets
    public var edgeSpacing: EdgeSpacing?
    public var supplementaries: [SupplementaryItem]

    public init(
        axis: Axis, size: LayoutSize, content: Content, interItemSpacing: LayoutSpacing? = nil,
        contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil, supplementaries: [SupplementaryItem] = []
    ) {
        self.axis = axis
        self.size = size
        self.content = content
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
    }
}

/// Pinterest-style columns: each item goes to the shortest column (leftmost on ties); item
/// heights come from the app (or preview `measured` data).
public struct MasonryGroup: Hashable, Sendable {
    /// The group's width; its height is the tallest column.
    public var width: LayoutDimension
    public var columns: ItemCount
    public var columnSpacing: Double
    public var itemSpacing: Double
    /// Every item's height against the column width; nil: each item's height comes from the app.
    public var itemHeight: LayoutDimension?
    public var contentInsets: EdgeInsets

    public init(
        width: LayoutDimension = .fractionalWidth(1), columns: ItemCount, columnSpacing: Double = 0,
        itemSpacing: Double = 0, itemHeight: LayoutDimension? = nil, contentInsets: EdgeInsets = .zero
    ) {
        self.width = width
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.itemHeight = itemHeight
        self.contentInsets = contentInsets
    }
}

/// Tag clouds and chips: items keep their measured widths and wrap into aligned lines.
public struct FlowGroup: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case leading, center, trailing, justified
    }

    /// The group's width; its height is the sum of its lines.
    public var width: LayoutDimension
    public var alignment: Alignment
    public var itemHeight: LayoutDimension
    public var estimatedItemWidth: Double
    public var itemSpacing: Double
    public var lineSpacing: Double
    public var contentInsets: EdgeInsets

    public init(
        width: LayoutDimension = .fractionalWidth(1), alignment: Alignment = .leading, itemHeight: LayoutDimension,
        estimatedItemWidth: Double, itemSpacing: Double = 0, lineSpacing: Double = 0, contentInsets: EdgeInsets = .zero
    ) {
        self.width = width
        self.alignment = alignment
        self.itemHeight = itemHeight
        self.estimatedItemWidth = estimatedItemWidth
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.contentInsets = contentInsets
    }
}

/// `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    public var size: LayoutSize
    public var contentInsets: EdgeInsets
    public var edgeSpacing: EdgeSpacing?
    public var supplementaries: [SupplementaryItem]

    public init(
        size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaries: [SupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
    }
}
