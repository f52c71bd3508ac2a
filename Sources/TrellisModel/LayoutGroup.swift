/// A group: a standard horizontal/vertical group, or one of the built-in custom groups.
package indirect enum LayoutGroup: Hashable, Sendable {
    case standard(StandardGroup)
    case masonry(MasonryGroup)
    case flow(FlowGroup)
    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)` written in Swift. Layout files
    /// never produce it; the UIKit stand-in does, for code that builds custom groups.
    case custom(CustomGroup)
}

/// A custom group written in Swift: the model holds its size only. Its items' frames come from
/// a provider the caller hands the engine with the section's data, keyed by the group's path.
package struct CustomGroup: Hashable, Sendable {
    package var size: LayoutSize

    package init(size: LayoutSize) {
        self.size = size
    }
}

/// An element of a group's `subitems`.
package indirect enum GroupSubitem: Hashable, Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)
}

/// `NSCollectionLayoutGroup.horizontal/vertical(...)`.
package struct StandardGroup: Hashable, Sendable {
    /// What the group holds: a list of subitems repeated until the next does not fit
    /// (`subitems:`), one subitem repeated exactly `count` times and resized to equal shares (`count:`:
    /// `subitem:count:`, or `repeatingSubitem:count:` given the share as its size), or `count` copies of one
    /// subitem at its own size (`repeating:`: `repeatingSubitem:count:`, iOS 16).
    package enum Content: Hashable, Sendable {
        case subitems(NonEmpty<GroupSubitem>)
        case repeating(GroupSubitem, count: ItemCount)
        /// Exactly `count` copies (a whole number from 1 to 1000), each at the subitem's own size.
        case copies(GroupSubitem, count: LayoutNumber)
    }

    package var axis: Axis
    package var size: LayoutSize
    package var content: Content
    package var interItemSpacing: LayoutSpacing?
    package var contentInsets: LayoutInsets
    package var edgeSpacing: EdgeSpacing?
    package var supplementaries: [SupplementaryItem]

    package init(
        axis: Axis, size: LayoutSize, content: Content, interItemSpacing: LayoutSpacing? = nil,
        contentInsets: LayoutInsets = .zero, edgeSpacing: EdgeSpacing? = nil, supplementaries: [SupplementaryItem] = []
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
package struct MasonryGroup: Hashable, Sendable {
    /// The group's width; its height is the tallest column.
    package var width: LayoutDimension
    package var columns: ItemCount
    package var columnSpacing: LayoutNumber
    package var itemSpacing: LayoutNumber
    /// Every item's height against the column width; nil: each item's height comes from the app.
    package var itemHeight: LayoutDimension?
    package var contentInsets: LayoutInsets

    package init(
        width: LayoutDimension = .fractionalWidth(1), columns: ItemCount, columnSpacing: LayoutNumber = 0,
        itemSpacing: LayoutNumber = 0, itemHeight: LayoutDimension? = nil, contentInsets: LayoutInsets = .zero
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
package struct FlowGroup: Hashable, Sendable {
    package enum Alignment: String, Hashable, Sendable, CaseIterable {
        case leading, center, trailing, justified
    }

    /// The group's width; its height is the sum of its lines.
    package var width: LayoutDimension
    package var alignment: Alignment
    package var itemHeight: LayoutDimension
    package var estimatedItemWidth: LayoutNumber
    package var itemSpacing: LayoutNumber
    package var lineSpacing: LayoutNumber
    package var contentInsets: LayoutInsets

    package init(
        width: LayoutDimension = .fractionalWidth(1), alignment: Alignment = .leading, itemHeight: LayoutDimension,
        estimatedItemWidth: LayoutNumber, itemSpacing: LayoutNumber = 0, lineSpacing: LayoutNumber = 0,
        contentInsets: LayoutInsets = .zero
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
package struct LayoutItem: Hashable, Sendable {
    package var size: LayoutSize
    package var contentInsets: LayoutInsets
    package var edgeSpacing: EdgeSpacing?
    package var supplementaries: [SupplementaryItem]

    package init(
        size: LayoutSize, contentInsets: LayoutInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaries: [SupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
    }
}
