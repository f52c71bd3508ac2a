import TrellisModel

/// A rectangle in points, as `CGRect`; origin at the top-leading corner.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle with its origin at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var size: Size { Size(width: width, height: height) }

    /// Whether the two rectangles share interior area or touch along an edge, as
    /// `layoutAttributesForElements(in:)` answers for elements at the rectangle's border.
    package func intersects(_ other: Rect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// The rectangle moved by `dx` and `dy`, as `CGRect.offsetBy(dx:dy:)`.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return Rect(
            x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// Shrunk by `insets` (grown when they are negative).
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.leading, y: y + insets.top, width: width - insets.leading - insets.trailing,
            height: height - insets.top - insets.bottom)
    }

    /// The start, length and end along one axis.
    func start(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func end(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
}

extension Size {
    /// The width along the horizontal axis, the height along the vertical.
    package func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// A size `length` along `axis` and `cross` across it.
    package static func along(_ axis: Axis, _ length: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(width: length, height: cross) : Size(width: cross, height: length)
    }
}

extension Point {
    static func along(_ axis: Axis, _ value: Double, cross: Double) -> Point {
        axis == .horizontal ? Point(x: value, y: cross) : Point(x: cross, y: value)
    }
}

extension EdgeInsets {
    /// The insets before and after the content along an axis: leading/trailing for
    /// horizontal, top/bottom for vertical.
    func before(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    func after(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    func total(_ axis: Axis) -> Double { before(axis) + after(axis) }

    /// These insets with the components along `axis` set to zero.
    func zeroing(_ axis: Axis) -> EdgeInsets {
        var insets = self
        if axis == .horizontal { insets.leading = 0; insets.trailing = 0 } else { insets.top = 0; insets.bottom = 0 }
        return insets
    }

    /// Content insets are ignored on any axis whose dimension is estimated (semantics ).
    package func ignoringEstimatedAxes(of size: LayoutSize) -> EdgeInsets {
        var insets = self
        if size.width.isEstimated { insets = insets.zeroing(.horizontal) }
        if size.height.isEstimated { insets = insets.zeroing(.vertical) }
        return insets
    }
}

extension LayoutInsets {
    /// The insets in points along an axis, as `EdgeInsets` measures them: the engine lays out evaluated numbers.
    func before(_ axis: Axis) -> Double { value.before(axis) }
    func after(_ axis: Axis) -> Double { value.after(axis) }
    func total(_ axis: Axis) -> Double { value.total(axis) }

    package func ignoringEstimatedAxes(of size: LayoutSize) -> EdgeInsets { value.ignoringEstimatedAxes(of: size) }

    var arithmetic: LayoutArithmetic.Insets { value.arithmetic }
}
