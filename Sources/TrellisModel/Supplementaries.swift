/// An element kind: `header`, `footer` (UIKit's section header/footer kinds) or any identifier.
public struct ElementKind: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let header: ElementKind = "header"
    public static let footer: ElementKind = "footer"

    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `NSCollectionLayoutAnchor`: edges plus an optional absolute or fractional offset.
public struct LayoutAnchor: Hashable, Sendable {
    public enum Offset: Hashable, Sendable {
        /// Points.
        case absolute(Point)
        /// Fractions of the anchored element's own size.
        case fractional(Point)
    }

    /// One or two edges, never two opposite ones.
    public var edges: Set<DirectionalEdge>
    public var offset: Offset?

    public init(edges: Set<DirectionalEdge>, offset: Offset? = nil) {
        self.edges = edges
        self.offset = offset
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a badge or other view anchored to an item or group.
public struct SupplementaryItem: Hashable, Sendable {
    public var kind: ElementKind
    public var size: LayoutSize
    public var containerAnchor: LayoutAnchor
    public var itemAnchor: LayoutAnchor?
    public var zIndex: Int?

    public init(
        kind: ElementKind, size: LayoutSize, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil,
        zIndex: Int? = nil
    ) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}

/// `NSRectAlignment` without `.none`, which boundary items cannot use.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Top and bottom alignments span the width; leading and trailing ones the height.
    public var spansWidth: Bool {
        switch self {
        case .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing: return true
        case .leading, .trailing: return false
        }
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: headers, footers and other boundary views.
public struct BoundaryItem: Hashable, Sendable {
    public var kind: ElementKind
    public var alignment: RectAlignment
    public var size: LayoutSize
    public var pinToVisibleBounds: Bool
    public var extendsBoundary: Bool
    public var absoluteOffset: Point
    public var zIndex: Int?
    public var contentInsets: EdgeInsets

    public init(
        kind: ElementKind, alignment: RectAlignment, size: LayoutSize, pinToVisibleBounds: Bool = false,
        extendsBoundary: Bool = true, absoluteOffset: Point = .zero, zIndex: Int? = nil,
        contentInsets: EdgeInsets = .zero
    ) {
        self.kind = kind
        self.alignment = alignment
        self.size = size
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
        self.absoluteOffset = absoluteOffset
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// `NSCollectionLayoutDecorationItem.background(elementKind:)`.
public struct DecorationItem: Hashable, Sendable {
    public var kind: ElementKind
    /// The view class generated code registers for the kind; nil leaves registering to the app.
    public var viewClass: String?
    public var contentInsets: EdgeInsets
    public var zIndex: Int?

    public init(kind: ElementKind, viewClass: String? = nil, contentInsets: EdgeInsets = .zero, zIndex: Int? = nil) {
        self.kind = kind
        self.viewClass = viewClass
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
