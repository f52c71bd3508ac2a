/// One section layout: what the section provider returns for the section indexes it serves.
public struct SectionLayout: Hashable, Sendable {
    /// lowerCamelCase; unique in the document.
    public var name: String
    /// The section indexes this layout serves in an index-based provider.
    public var indexes: IndexPattern?
    /// The layout used when no variant matches.
    public var base: SectionContent
    /// Alternatives chosen from the environment; the first whose condition holds wins.
    public var variants: [SectionVariant]

    public init(name: String, indexes: IndexPattern? = nil, base: SectionContent, variants: [SectionVariant] = []) {
        self.name = name
        self.indexes = indexes
        self.base = base
        self.variants = variants
    }
}

/// A variant: a condition on the environment and the complete section it produces (the
/// base section with the variant's keys replacing the base's keys of the same name).
public struct SectionVariant: Hashable, Sendable {
    public var condition: VariantCondition
    public var content: SectionContent

    public init(condition: VariantCondition, content: SectionContent) {
        self.condition = condition
        self.content = content
    }
}

/// All conditions must hold. Widths and heights are the container's effective content size.
public struct VariantCondition: Hashable, Sendable {
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?

    public init(
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
    public func holds(width: Double, height: Double, horizontal: SizeClass, vertical: SizeClass) -> Bool {
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
public struct SectionContent: Hashable, Sendable {
    public enum Body: Hashable, Sendable {
        case group(LayoutGroup)
        case list(ListConfiguration)
    }

    public var body: Body
    public var contentInsets: EdgeInsets
    public var interGroupSpacing: Double
    public var orthogonalScrolling: OrthogonalScrollingBehavior
    public var contentInsetsReference: ContentInsetsReference?
    public var supplementaryInsets: SupplementaryInsets?
    public var boundaryItems: [BoundaryItem]
    public var decorations: [DecorationItem]

    public init(
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
public enum SupplementaryInsets: Hashable, Sendable {
    case reference(ContentInsetsReference)
    case followsContentInsets(Bool)
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `UIContentInsetsReference`.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// `UICollectionLayoutListConfiguration`.
public struct ListConfiguration: Hashable, Sendable {
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        case none, supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode
    public var footerMode: FooterMode
    public var showsSeparators: Bool

    public init(
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
public enum IndexPattern: Hashable, Sendable {
    case indexes(NonEmpty<Int>)
    /// `lower..<upper` (non-empty) or `lower...upper`, normalised to a half-open range.
    case range(Range<Int>)
    /// `lower...`: every index from `lower` on.
    case from(Int)

    /// The pattern as half-open ranges: one per listed index, the range, or `lower..<Int.max`.
    public var ranges: [Range<Int>] {
        switch self {
        case let .indexes(list): return list.map { $0..<($0 + 1) }
        case let .range(range): return [range]
        case let .from(lower): return [lower..<Int.max]
        }
    }

    public func contains(_ index: Int) -> Bool {
        switch self {
        case let .indexes(list): return list.contains(index)
        case let .range(range): return range.contains(index)
        case let .from(lower): return index >= lower
        }
    }

    /// The smallest index the pattern serves.
    public var lowerBound: Int {
        switch self {
        case let .indexes(list): return list.min()!
        case let .range(range): return range.lowerBound
        case let .from(lower): return lower
        }
    }

    /// One past the largest index served, or nil when open-ended.
    public var upperBound: Int? {
        switch self {
        case let .indexes(list): return list.max()! + 1
        case let .range(range): return range.upperBound
        case .from: return nil
        }
    }
}
