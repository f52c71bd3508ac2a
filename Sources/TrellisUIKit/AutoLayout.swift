import Foundation

/// Auto Layout as far as collection-view code uses it to place a collection view: anchors, constraints and the
/// safe-area, margins and readable-content guides. `UIView.applyConstraints()` places each subview whose
/// `translatesAutoresizingMaskIntoConstraints` is false from its required equalities to its superview, the
/// superview's guides, or siblings placed by frame; inequalities and lower priorities are kept but not solved, as
/// layout code pins collection views edge to edge (Docs/ExistingCode.md, "View controllers").
public enum LayoutAttribute: Sendable {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline

    var isHorizontal: Bool { [.leading, .trailing, .left, .right, .width, .centerX].contains(self) }
}

/// What an anchor belongs to: a view, or a layout guide of a view.
@preconcurrency @MainActor
public enum LayoutAnchorOwner {
    case view(UIView)
    case guide(UILayoutGuide)

    var view: UIView? {
        switch self {
        case let .view(view): return view
        case let .guide(guide): return guide.owningView
        }
    }

    /// The owner's frame in `view`'s bounds: the view's frame for its superview, a guide's frame for its view.
    func frame(in view: UIView) -> CGRect? {
        switch self {
        case let .view(owner):
            if owner === view { return view.bounds }
            if owner.superview === view { return owner.frame }
            return nil
        case let .guide(guide):
            return guide.owningView === view ? guide.layoutFrame : nil
        }
    }
}

/// `NSLayoutAnchor`: makes constraints between two anchors of the same axis.
@preconcurrency @MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
    let owner: LayoutAnchorOwner
    let attribute: LayoutAttribute

    init(_ owner: LayoutAnchorOwner, _ attribute: LayoutAttribute) {
        self.owner = owner
        self.attribute = attribute
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, .greaterThanOrEqual, anchor, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, .lessThanOrEqual, anchor, constant: constant)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutDimension`: width and height anchors, which also take constants and multipliers.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, nil, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, nil, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, nil, constant: constant)
    }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: constant)
    }
}

/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
}

/// `NSLayoutConstraint`: `first = second × multiplier + constant` (or ≤, ≥).
@preconcurrency @MainActor
public final class NSLayoutConstraint {
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal, greaterThanOrEqual
    }

    let first: (owner: LayoutAnchorOwner, attribute: LayoutAttribute)
    let second: (owner: LayoutAnchorOwner, attribute: LayoutAttribute)?
    public let relation: Relation
    public let multiplier: CGFloat
    public var constant: CGFloat
    public var priority: UILayoutPriority = .required
    public var identifier: String?
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in [first.owner.view, second?.owner.view].compactMap({ $0 }) {
                if isActive {
                    if !view.activeConstraints.contains(where: { $0 === self }) { view.activeConstraints.append(self) }
                } else {
                    view.activeConstraints.removeAll { $0 === self }
                }
            }
        }
    }

    init<T>(
        _ first: NSLayoutAnchor<T>, _ relation: Relation, _ second: NSLayoutAnchor<T>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) {
        self.first = (first.owner, first.attribute)
        self.second = second.map { ($0.owner, $0.attribute) }
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// `UILayoutGuide`: a rectangle of its owning view that constraints can use.
@preconcurrency @MainActor
public class UILayoutGuide {
    public weak var owningView: UIView?
    public var identifier = ""
    /// The guide's rectangle in its view's bounds.
    let frameIn: (UIView) -> CGRect

    init(_ view: UIView, _ frameIn: @escaping (UIView) -> CGRect) {
        owningView = view
        self.frameIn = frameIn
    }

    public init() {
        frameIn = { $0.bounds }
    }

    public var layoutFrame: CGRect { owningView.map(frameIn) ?? .zero }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.guide(self), .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.guide(self), .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.guide(self), .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.guide(self), .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(.guide(self), .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(.guide(self), .height) }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(.view(self), .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(.view(self), .height) }

    /// The bounds inside the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        UILayoutGuide(self) { view in
            let insets = view.safeAreaInsets
            return CGRect(
                x: insets.left, y: insets.top, width: view.bounds.width - insets.left - insets.right,
                height: view.bounds.height - insets.top - insets.bottom)
        }
    }

    /// The bounds inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        UILayoutGuide(self) { view in
            let margins = view.directionalLayoutMargins
            return CGRect(
                x: margins.leading, y: margins.top, width: view.bounds.width - margins.leading - margins.trailing,
                height: view.bounds.height - margins.top - margins.bottom)
        }
    }

    /// The readable content guide: the margins' width at most the environment's readable width, centred.
    public var readableContentGuide: UILayoutGuide {
        UILayoutGuide(self) { view in
            let margins = view.directionalLayoutMargins
            let inner = view.bounds.width - margins.leading - margins.trailing
            let width = Swift.min(inner, CGFloat(view.environment.layout.readableWidth))
            return CGRect(
                x: margins.leading + (inner - width) / 2, y: margins.top, width: width,
                height: view.bounds.height - margins.top - margins.bottom)
        }
    }

    public func addLayoutGuide(_ guide: UILayoutGuide) { guide.owningView = self }

    /// Places every subview that opted out of autoresizing from its constraints, then their subviews in turn.
    public func applyConstraints() {
        for view in subviews {
            if !view.translatesAutoresizingMaskIntoConstraints { view.frame = view.constrainedFrame(in: self) }
            view.applyConstraints()
        }
    }

    /// The frame the view's equalities give it in `superview`, the required ones first; an optional one (priority
    /// below 1000) holds where no stronger one set its attribute, as Auto Layout satisfies an optional constraint
    /// exactly when nothing conflicts. What they leave open keeps its value.
    private func constrainedFrame(in superview: UIView) -> CGRect {
        // Each attribute's value in the superview's coordinates, from `self.attribute = other × m + c`.
        var values: [LayoutAttribute: CGFloat] = [:]
        func isSelf(_ owner: LayoutAnchorOwner) -> Bool {
            if case let .view(view) = owner { return view === self }
            return false
        }
        // Stronger first; among equals, in the order activated.
        let equalities = activeConstraints.enumerated().filter { $0.element.relation == .equal }
            .sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
        for constraint in equalities {
            let (multiplier, constant) = (constraint.multiplier, constraint.constant)
            let optional = constraint.priority < .required
            if optional, isSelf(constraint.first.owner), values[constraint.first.attribute] != nil { continue }
            if optional, let mine = constraint.second, isSelf(mine.owner), values[mine.attribute] != nil { continue }
            if isSelf(constraint.first.owner) {
                // `self.a = other.b × m + c`, or `self.a = c`.
                guard let other = constraint.second else {
                    values[constraint.first.attribute] = constant
                    continue
                }
                guard let frame = other.owner.frame(in: superview) else { continue }
                values[constraint.first.attribute] = Self.value(of: other.attribute, in: frame) * multiplier + constant
            } else if let mine = constraint.second, isSelf(mine.owner), multiplier != 0 {
                // `other.a = self.b × m + c`: `self.b = (other.a - c) / m`, where `other` is the superview or one of
                // its guides (a sibling's own constraint places the sibling, not this view).
                if case let .view(other) = constraint.first.owner, other !== superview { continue }
                guard let frame = constraint.first.owner.frame(in: superview) else { continue }
                values[mine.attribute] = (Self.value(of: constraint.first.attribute, in: frame) - constant) / multiplier
            }
        }
        var frame = self.frame
        func place(
            _ start: LayoutAttribute, _ end: LayoutAttribute, _ center: LayoutAttribute, _ size: LayoutAttribute,
            _ origin: inout CGFloat, _ length: inout CGFloat
        ) {
            let lower = values[start], upper = values[end], middle = values[center], extent = values[size]
            switch (lower, upper, middle, extent) {
            case let (lower?, upper?, _, _): (origin, length) = (lower, upper - lower)
            case let (lower?, nil, _, extent?): (origin, length) = (lower, extent)
            case let (nil, upper?, _, extent?): (origin, length) = (upper - extent, extent)
            case let (nil, nil, middle?, extent?): (origin, length) = (middle - extent / 2, extent)
            case let (lower?, nil, _, nil): origin = lower
            case let (nil, nil, _, extent?): length = extent
            default: break
            }
        }
        var x = frame.minX, width = frame.width, y = frame.minY, height = frame.height
        if values[.leading] == nil { values[.leading] = values[.left] }
        if values[.trailing] == nil { values[.trailing] = values[.right] }
        place(.leading, .trailing, .centerX, .width, &x, &width)
        place(.top, .bottom, .centerY, .height, &y, &height)
        frame = CGRect(x: x, y: y, width: width, height: height)
        return frame
    }

    private static func value(of attribute: LayoutAttribute, in frame: CGRect) -> CGFloat {
        switch attribute {
        case .leading, .left: return frame.minX
        case .trailing, .right: return frame.maxX
        case .centerX: return frame.midX
        case .width: return frame.width
        case .top, .firstBaseline: return frame.minY
        case .bottom, .lastBaseline: return frame.maxY
        case .centerY: return frame.midY
        case .height: return frame.height
        }
    }
}

/// `CALayer`: the properties cells set on their layers; nothing is drawn.
@preconcurrency @MainActor
public final class CALayer {
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var masksToBounds = false
    public var shadowColor: CGColor?
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var cornerCurve: CALayerCornerCurve = .circular
    /// The corners `cornerRadius` rounds: all four until set.
    public var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    public init() {}
}

/// `CACornerMask` (iOS 11): the corners of a layer that `maskedCorners` rounds; inert.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// `CALayerCornerCurve`.
public enum CALayerCornerCurve: Sendable {
    case circular, continuous
}

/// `CGColor`, which layers take; inert.
public final class CGColor: Sendable {
    public let name: String
    init(name: String) { self.name = name }
}
