/// Four directional edges, as `NSDirectionalEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = EdgeInsets()

    /// The inset at one edge.
    package subscript(edge: DirectionalEdge) -> Double {
        switch edge {
        case .top: return top
        case .leading: return leading
        case .bottom: return bottom
        case .trailing: return trailing
        }
    }
}

/// A point `[x, y]`, as `CGPoint`.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points, as `CGSize`.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// The edges of a rectangle (`NSDirectionalRectEdge`).
package enum DirectionalEdge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    package var opposite: DirectionalEdge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

/// An axis along which a group lays out its subitems, or a layout scrolls.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// Some of the two axes, in two bits: lowering and lint ask along which axes each node self-sizes, and a `Set<Axis>`
/// allocates.
package struct Axes: Hashable, Sendable {
    private var bits: UInt8 = 0

    package init() {}

    /// The axes for which `holds` is true.
    package init(where holds: (Axis) -> Bool) {
        for axis in Axis.allCases where holds(axis) { insert(axis) }
    }

    package func contains(_ axis: Axis) -> Bool { bits & Self.bit(axis) != 0 }

    package mutating func insert(_ axis: Axis) { bits |= Self.bit(axis) }

    private static func bit(_ axis: Axis) -> UInt8 { axis == .horizontal ? 1 : 2 }
}
