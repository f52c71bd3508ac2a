/// An element kind: `header`, `footer` (UIKit's section header/footer kinds) or any identifier.
public struct ElementKind: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let header: ElementKind = "header"
    public static let footer: ElementKind = "footer"

    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ElementKind {
    /// UIKit's section header and footer kinds, by value (`UICollectionView.elementKindSectionHeader` and
    /// `...Footer`): the model's `header` and `footer`. Generated code, the UIKit stand-in and TrellisRuntime name them
    /// from here.
    package static let uikitSectionHeader = "UICollectionElementKindSectionHeader"
    package static let uikitSectionFooter = "UICollectionElementKindSectionFooter"

    /// The kind as UIKit names it: the section header and footer kinds for `header` and `footer`, else its name.
    package var uikitName: String {
        switch self {
        case .header: return Self.uikitSectionHeader
        case .footer: return Self.uikitSectionFooter
        default: return rawValue
        }
    }

    /// The model's kind for a kind as UIKit names it.
    package init(uikitName: String) {
        switch uikitName {
        case Self.uikitSectionHeader: self = .header
        case Self.uikitSectionFooter: self = .footer
        default: self.init(rawValue: uikitName)
        }
    }
}

/// `NSCollectionLayoutAnchor`: edges plus an optional absolute or fractional offset.
package struct LayoutAnchor: Hashable, Sendable {
    package enum Offset: Hashable, Sendable {
        /// Points.
        case absolute(LayoutPoint)
        /// Fractions of the anchored element's own size.
        case fractional(LayoutPoint)
    }

    /// One or two edges, never two opposite ones.
    package var edges: Set<DirectionalEdge>
    package var offset: Offset?

    package init(edges: Set<DirectionalEdge>, offset: Offset? = nil) {
        self.edges = edges
        self.offset = offset
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a badge or other view anchored to an item or group.
package struct SupplementaryItem: Hashable, Sendable {
    package var kind: ElementKind
    package var size: LayoutSize
    package var containerAnchor: LayoutAnchor
    package var itemAnchor: LayoutAnchor?
    package var zIndex: Int?

    package init(
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
package enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Top and bottom alignments span the width; leading and trailing ones the height.
    package var spansWidth: Bool {
        switch self {
        case .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing: return true
        case .leading, .trailing: return false
        }
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: headers, footers and other boundary views.
package struct BoundaryItem: Hashable, Sendable {
    package var kind: ElementKind
    package var alignment: RectAlignment
    package var size: LayoutSize
    package var pinToVisibleBounds: Bool
    package var extendsBoundary: Bool
    package var absoluteOffset: LayoutPoint
    package var zIndex: Int?
    package var contentInsets: LayoutInsets

    package init(
        kind: ElementKind, alignment: RectAlignment, size: LayoutSize, pinToVisibleBounds: Bool = false,
        extendsBoundary: Bool = true, absoluteOffset: LayoutPoint = .zero, zIndex: Int? = nil,
        contentInsets: LayoutInsets = .zero
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
package struct DecorationItem: Hashable, Sendable {
    package var kind: ElementKind
    /// The view class generated code registers for the kind; nil leaves registering to the app.
    package var viewClass: String?
    package var contentInsets: LayoutInsets
    package var zIndex: Int?

    package init(kind: ElementKind, viewClass: String? = nil, contentInsets: LayoutInsets = .zero, zIndex: Int? = nil) {
        self.kind = kind
        self.viewClass = viewClass
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
