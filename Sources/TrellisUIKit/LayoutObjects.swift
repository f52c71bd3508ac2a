import Foundation

/// `NSCollectionLayoutDimension` (iOS 13; `uniformAcrossSiblings(estimate:)` iOS 17).
@MainActor
public class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    public let dimension: CGFloat

    required init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, dimension: fractionalWidth)
    }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, dimension: fractionalHeight)
    }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, dimension: absoluteDimension)
    }
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, dimension: estimatedDimension)
    }
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
}

/// `NSCollectionLayoutSize` (iOS 13).
@MainActor
public class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
}

/// `NSCollectionLayoutSpacing` (iOS 13).
@MainActor
public class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    required init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, flexible: false) }
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, flexible: true) }
}

/// `NSCollectionLayoutEdgeSpacing` (iOS 13).
@MainActor
public class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// `NSCollectionLayoutAnchor` (iOS 13).
@MainActor
public class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public let isFractionalOffset: Bool

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        isFractionalOffset = fractional
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: false, fractional: false)
    }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true, fractional: false)
    }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false, fractional: true)
    }
}

/// `NSCollectionLayoutItem` (iOS 13).
@MainActor
public class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        self.supplementaryItems = supplementaryItems
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(size: layoutSize, supplementaryItems: []) }
    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }
}

/// `NSCollectionLayoutSupplementaryItem` (iOS 13): badges and other views anchored to an item.
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// UIKit's default zIndex is not documented; 1 draws badges over their item (Docs/Fidelity.md).
    public var zIndex: Int = 1

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?, zIndex: Int
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: layoutSize, supplementaryItems: [])
        self.zIndex = zIndex
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil,
            zIndex: 1)
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor,
            zIndex: 1)
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem` (iOS 13): headers, footers, side items.
@MainActor
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    public var extendsBoundary = true
    public var pinToVisibleBounds = false

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []),
            itemAnchor: nil, zIndex: 0)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}

/// `NSCollectionLayoutDecorationItem` (iOS 13): section backgrounds.
@MainActor
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex = 0

    required init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}

/// `NSCollectionLayoutGroupCustomItem` (iOS 13).
@MainActor
public class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
}

/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) ->
    [NSCollectionLayoutGroupCustomItem]

/// `NSCollectionLayoutGroup` (iOS 13; `repeatingSubitem:count:` iOS 16).
@MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    enum Repetition {
        /// `subitems:`: repeated until the next does not fit.
        case none
        /// `subitem:count:`: exactly `count`, resized to equal shares.
        case resized(Int)
        /// `repeatingSubitem:count:`: exactly `count`, each keeping its size.
        case keepingSize(Int)
    }

    let arrangement: Arrangement
    let repetition: Repetition
    public let subitems: [NSCollectionLayoutItem]
    public var interItemSpacing: NSCollectionLayoutSpacing?

    required init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
        repetition: Repetition
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        super.init(size: layoutSize, supplementaryItems: [])
    }

    /// Groups take supplementary items after they are made (`supplementaryItems` is settable on groups).
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repetition: .none)
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repetition: .none)
    }

    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .resized(count))
    }

    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .resized(count))
    }

    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .keepingSize(count))
    }

    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .keepingSize(count))
    }

    public class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], repetition: .none)
    }
}

/// `NSCollectionLayoutSection` (iOS 13; `contentInsetsReference` and `list` iOS 14,
/// `supplementaryContentInsetsReference` iOS 16).
@MainActor
public class NSCollectionLayoutSection {
    let group: NSCollectionLayoutGroup?
    let list: UICollectionLayoutListConfiguration?
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    @available(iOS, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
    public var supplementariesFollowContentInsets: Bool {
        get { followsInsets ?? true }
        set { followsInsets = newValue }
    }
    public var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { supplementaryReference ?? .automatic }
        set { supplementaryReference = newValue }
    }
    var followsInsets: Bool?
    var supplementaryReference: UIContentInsetsReference?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        list = nil
    }

    init(list: UICollectionLayoutListConfiguration) {
        group = nil
        self.list = list
    }

    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }
}

/// `UICollectionLayoutListConfiguration` (iOS 14), with the keys the language has.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain = 0
        case grouped, insetGrouped, sidebar, sidebarPlain
    }
    public enum HeaderMode: Int, Sendable {
        case none = 0
        case supplementary, firstItemInSection
    }
    public enum FooterMode: Int, Sendable {
        case none = 0
        case supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators = true

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// `NSCollectionLayoutContainer` (iOS 13).
@MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment` (iOS 13).
@MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayoutConfiguration` (iOS 13).
@MainActor
public class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    public init() {}
}

/// `UICollectionViewCompositionalLayout` (iOS 13). Frames come from Trellis's engine:
/// `layout(in:sections:)` in TrellisUIKit's Layout.swift.
@MainActor
public class UICollectionViewCompositionalLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    public var configuration: UICollectionViewCompositionalLayoutConfiguration
    /// Decoration view classes by element kind, as `register(_:forDecorationViewOfKind:)` left them.
    public private(set) var decorationViewClasses: [String: AnyClass] = [:]

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }
}
