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

    package init(
        name: String, indexes: IndexPattern? = nil, base: SectionContent, variants: [SectionVariant] = []
    ) {
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
    package var minWidth: LayoutNumber?
    package var maxWidth: LayoutNumber?
    package var minHeight: LayoutNumber?
    package var maxHeight: LayoutNumber?
    package var horizontalSizeClass: SizeClass?
    package var verticalSizeClass: SizeClass?
    /// Version 2: `if:`, a boolean expression over the environment.
    package var expression: Condition?
    /// Version 2: `iOS:`, `if #available(iOS n, *)`.
    package var iOS: OSVersion?
    /// Version 2: `contentSize:`, the content size category (or any accessibility one).
    package var contentSize: ContentSizeRequirement?
    /// Version 2: `minContentSize:`, this category or a larger one.
    package var minContentSize: ContentSizeCategory?
    /// Version 2: `layoutDirection:`.
    package var layoutDirection: LayoutDirection?

    package init(
        minWidth: LayoutNumber? = nil, maxWidth: LayoutNumber? = nil, minHeight: LayoutNumber? = nil,
        maxHeight: LayoutNumber? = nil,
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
        (minWidth.map { width >= $0.value } ?? true) && (maxWidth.map { width < $0.value } ?? true)
            && (minHeight.map { height >= $0.value } ?? true) && (maxHeight.map { height < $0.value } ?? true)
            && (horizontalSizeClass.map { $0 == horizontal } ?? true)
            && (verticalSizeClass.map { $0 == vertical } ?? true)
    }

    /// Whether the version 2 conditions hold: the OS version, content size, layout direction and `if:`.
    package func holds(
        iOSVersion: OSVersion, environment: LayoutEnvironment, scope: inout ExpressionScope
    ) throws(ExpressionFailure) -> Bool {
        if let iOS, iOSVersion < iOS { return false }
        if let contentSize, !contentSize.matches(environment.contentSizeCategory) { return false }
        if let minContentSize, environment.contentSizeCategory < minContentSize { return false }
        if let layoutDirection, environment.layoutDirection != layoutDirection { return false }
        if let expression { return try scope.holds(expression) }
        return true
    }

    /// Whether the condition has any of version 2's keys.
    package var usesVersion2: Bool {
        expression != nil || iOS != nil || contentSize != nil || minContentSize != nil || layoutDirection != nil
    }
}

/// `contentSize:` in a variant's `when`: one category, or any of the accessibility categories.
package enum ContentSizeRequirement: Hashable, Sendable {
    case category(ContentSizeCategory)
    case accessibility

    package func matches(_ category: ContentSizeCategory) -> Bool {
        switch self {
        case let .category(wanted): return category == wanted
        case .accessibility: return category.isAccessibilityCategory
        }
    }

    package var name: String {
        switch self {
        case let .category(category): return category.rawValue
        case .accessibility: return "accessibility"
        }
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
    package var contentInsets: LayoutInsets
    package var interGroupSpacing: LayoutNumber
    package var orthogonalScrolling: OrthogonalScrollingBehavior
    package var contentInsetsReference: ContentInsetsReference?
    package var supplementaryInsets: SupplementaryInsets?
    package var boundaryItems: [BoundaryItem]
    package var decorations: [DecorationItem]

    package init(
        body: Body, contentInsets: LayoutInsets = .zero, interGroupSpacing: LayoutNumber = 0,
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

/// The section indexes a section layout serves: `0`, `[0, 3]`, `"1..<4"`, `"1...3"`, `"4..."`; in version 2
/// `{every: 2, from: 1}`, alone or in a list.
package indirect enum IndexPattern: Hashable, Sendable {
    case indexes(NonEmpty<Int>)
    /// `lower..<upper` (non-empty) or `lower...upper`, normalised to a half-open range.
    case range(Range<Int>)
    /// `lower...`: every index from `lower` on.
    case from(Int)
    /// `{every: step, from: lower}`: `lower`, `lower + step`, `lower + 2 * step`, ...
    case every(Int, from: Int)
    /// A list holding steps and indexes (`[0, {every: 3, from: 4}]`): any of them.
    case union(NonEmpty<IndexPattern>)

    /// The indexes as steps: one per listed index, the range, `lower..<Int.max`, or the progression.
    package var steps: [IndexStep] {
        switch self {
        case let .indexes(list): return list.map { IndexStep(range: $0..<($0 + 1), step: 1) }
        case let .range(range): return [IndexStep(range: range, step: 1)]
        case let .from(lower): return [IndexStep(range: lower..<Int.max, step: 1)]
        case let .every(step, lower): return [IndexStep(range: lower..<Int.max, step: step)]
        case let .union(patterns): return patterns.flatMap(\.steps)
        }
    }

    /// Whether every step is 1: the pattern is a list of ranges, as version 1 writes them.
    package var isRanges: Bool { steps.allSatisfy { $0.step == 1 } }

    /// The pattern as half-open ranges (a pattern of ranges only; steps above 1 are not ranges).
    package var ranges: [Range<Int>] { steps.map(\.range) }

    /// Whether the pattern serves `index`, decided without making its steps: rules ask it per index and section.
    package func contains(_ index: Int) -> Bool {
        switch self {
        case let .indexes(list): return list.contains(index)
        case let .range(range): return range.contains(index)
        case let .from(lower): return index >= lower
        case let .every(step, lower): return index >= lower && (index - lower) % step == 0
        case let .union(patterns): return patterns.contains { $0.contains(index) }
        }
    }

    /// The smallest index the pattern serves.
    package var lowerBound: Int { steps.map(\.range.lowerBound).min()! }

    /// One past the largest index served, or nil when open-ended.
    package var upperBound: Int? {
        let uppers = steps.map(\.range.upperBound)
        return uppers.contains(Int.max) ? nil : uppers.max()
    }
}

/// Indexes `range.lowerBound`, `+ step`, ... below `range.upperBound`: the shape of every index pattern.
package struct IndexStep: Hashable, Sendable {
    package var range: Range<Int>
    package var step: Int

    package init(range: Range<Int>, step: Int) {
        self.range = range
        self.step = step
    }

    package func contains(_ index: Int) -> Bool {
        range.contains(index) && (index - range.lowerBound) % step == 0
    }

    /// Whether the two share an index: the indexes both progressions hold are one progression whose step is the
    /// least common multiple of theirs (the Chinese remainder theorem), so its first member within both ranges
    /// decides, in a few divisions whatever the steps: lint compares each pattern with every earlier one it spans.
    package func intersects(_ other: IndexStep) -> Bool {
        let lower = Swift.max(range.lowerBound, other.range.lowerBound)
        let upper = Swift.min(range.upperBound, other.range.upperBound)
        guard lower < upper else { return false }
        guard let common = commonMember(other) else { return false }
        let period = step / Self.gcd(step, other.step) * other.step
        // The first member of the common progression at or after `lower`.
        let offset = Self.modulo(common - lower, period)
        let first = lower + offset
        return first < upper
    }

    /// An index both progressions would hold were their ranges unbounded, if any.
    private func commonMember(_ other: IndexStep) -> Int? {
        let start = range.lowerBound, otherStart = other.range.lowerBound
        let divisor = Self.gcd(step, other.step)
        guard (otherStart - start) % divisor == 0 else { return nil }
        // start + step * k ≡ otherStart (mod other.step): k ≡ (otherStart - start) / divisor * inverse of
        // step / divisor, modulo other.step / divisor.
        let modulus = other.step / divisor
        guard modulus > 1 else { return start }
        let inverse = Self.inverse(step / divisor % modulus, modulo: modulus)
        let k = Self.modulo((otherStart - start) / divisor % modulus * inverse, modulus)
        return start + step * k
    }

    /// The greatest common divisor of two steps; lowering's index checks take their period from it too.
    package static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    private static func modulo(_ value: Int, _ modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }

    /// The inverse of `value` modulo `modulus` (coprime), by the extended Euclidean algorithm.
    private static func inverse(_ value: Int, modulo modulus: Int) -> Int {
        var (oldRemainder, remainder) = (value, modulus)
        var (oldCoefficient, coefficient) = (1, 0)
        while remainder != 0 {
            let quotient = oldRemainder / remainder
            (oldRemainder, remainder) = (remainder, oldRemainder - quotient * remainder)
            (oldCoefficient, coefficient) = (coefficient, oldCoefficient - quotient * coefficient)
        }
        return modulo(oldCoefficient, modulus)
    }

    /// The first member at or after `index`, if any.
    package func first(from index: Int) -> Int? {
        let start = Swift.max(index, range.lowerBound)
        let offset = (start - range.lowerBound) % step
        let member = offset == 0 ? start : start + (step - offset)
        return member < range.upperBound ? member : nil
    }
}
