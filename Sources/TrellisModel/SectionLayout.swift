/// One section layout: what the section provider returns for the section indexes it serves.
package struct SectionLayout: Hashable, Sendable {
    /// lowerCamelCase; unique in the document.
    package var name: String
    /// The section indexes this layout serves in an index-based provider.
    package var indexes: IndexPattern?
    /// The layout used when no variant matches.
    package var base: SectionContent
    /// Alternatives chosen from the environment; the first whose condition holds wins.
    package var variants: [SectionVariant]

    package init(name: String, indexes: IndexPattern? = nil, base: SectionContent, variants: [SectionVariant] = []) {
        self.name = name
        self.indexes = indexes
        self.base = base
        self.variants = variants
    }
}

/// A variant: a condition on the environment and the complete section it produces (the
/// base section with the variant's keys replacing the base's keys of the same name).
package struct SectionVariant: Hashable, Sendable {
    package var condition: VariantCondition
    package var content: SectionContent

    package init(condition: VariantCondition, content: SectionContent) {
        self.condition = condition
        self.content = content
    }
}

/// All conditions must hold. Widths and heights are the container's effective content size.
package struct VariantCondition: Hashable, Sendable {
    package var minWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var maxHeight: Double?
    package var horizontalSizeClass: SizeClass?
    package var verticalSizeClass: SizeClass?

    package init(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil
    ) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// `minWidth <= width < maxWidth`, likewise for heights, and matching size classes.
    package func holds(width: Double, height: Double, horizontal: SizeClass, vertical: SizeClass) -> Bool {
        (minWidth.map { width >= $0 } ?? true) && (maxWidth.map { width < $0 } ?? true)
            && (minHeight.map { height >= $0 } ?? true) && (maxHeight.map { height < $0 } ?? true)
            && (horizontalSizeClass.map { $0 == horizontal } ?? true)
            && (verticalSizeClass.map { $0 == vertical } ?? true)
    }
}

/// `UIUserInterfaceSizeClass` without `.unspecified`.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// Everything `NSCollectionLayoutSection` holds.
package struct SectionContent: Hashable, Sendable {
    package enum Body: Hashable, Sendable {
        case group(LayoutGroup)
        case list(ListConfiguration)
    }

    package var body: Body
    package var contentInsets: EdgeInsets
    package var interGroupSpacing: Double
    package var orthogonalScrolling: OrthogonalScrollingBehavior
    package var contentInsetsReference: ContentInsetsReference?
    package var supplementaryInsets: SupplementaryInsets?
    package var boundaryItems: [BoundaryItem]
    package var decorations: [DecorationItem]

    package init(
        body: Body, contentInsets: EdgeInsets = .zero, interGroupSpacing: Double = 0,
        orthogonalScrolling: OrthogonalScrollingBehavior = .none, contentInsetsReference: ContentInsetsReference? = nil,
        supplementaryInsets: SupplementaryInsets? = nil, boundaryItems: [BoundaryItem] = [],
        decorations: [DecorationItem] = []
    ) {
        self.body = body
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrolling = orthogonalScrolling
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryInsets = supplementaryInsets
        self.boundaryItems = boundaryItems
        self.decorations = decorations
    }
}

/// How boundary items treat the section's content insets: the iOS 16 reference, or the
/// deprecated iOS 13 boolean. A section states at most one of the two.
package enum SupplementaryInsets: Hashable, Sendable {
    case reference(ContentInsetsReference)
    case followsContentInsets(Bool)
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
package enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `UIContentInsetsReference`.
package enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// `UICollectionLayoutListConfiguration`.
package struct ListConfiguration: Hashable, Sendable {
    package enum Appearance: String, Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    package enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    package enum FooterMode: String, Hashable, Sendable, CaseIterable {
        case none, supplementary
    }

    package var appearance: Appearance
    package var headerMode: HeaderMode
    package var footerMode: FooterMode
    package var showsSeparators: Bool

    package init(
        appearance: Appearance = .plain, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
        showsSeparators: Bool = true
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.showsSeparators = showsSeparators
    }
}

/// The section indexes a section layout serves: `0`, `[0, 3]`, `"1..<4"`, `"1...3"`, `"4..."`.
package enum IndexPattern: Hashable, Sendable {
    case indexes(NonEmpty<Int>)
    /// `lower..<upper` (non-empty) or `lower...upper`, normalised to a half-open range.
    case range(Range<Int>)
    /// `lower...`: every index from `lower` on.
    case from(Int)

    /// The pattern as half-open ranges: one per listed index, the range, or `lower..<Int.max`.
    package var ranges: [Range<Int>] {
        switch self {
        case let .indexes(list): return list.map { $0..<($0 + 1) }
        case let .range(range): return [range]
        case let .from(lower): return [lower..<Int.max]
        }
    }

    package func contains(_ index: Int) -> Bool {
        switch self {
        case let .indexes(list): return list.contains(index)
        case let .range(range): return range.contains(index)
        case let .from(lower): return index >= lower
        }
    }

    /// The smallest index the pattern serves.
    package var lowerBound: Int {
        switch self {
        case let .indexes(list): return list.min()!
        case let .range(range): return range.lowerBound
        case let .from(lower): return lower
        }
    }

    /// One past the largest index served, or nil when open-ended.
    package var upperBound: Int? {
        switch self {
        case let .indexes(list): return list.max()! + 1
        case let .range(range): return range.upperBound
        case .from: return nil
        }
    }
}
