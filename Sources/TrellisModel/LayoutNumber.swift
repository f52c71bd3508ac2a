/// A number of the model that a version 2 expression may give: its value, and the expression when there is one.
/// Lowering writes the expression into the number's own slot; `SectionContent.evaluated(in:)` gives it its value in
/// each environment; rules, fix-its, generated code, the writer and the importer read and write it at the node.
package struct LayoutNumber: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The value: for an expression, its value in the environment it was last evaluated in (the reference
    /// environment after lowering; the section provider's own once the engine evaluates it).
    package var value: Double
    /// How a version 2 file computes the number, when it does.
    package var expression: Expression?

    package init(_ value: Double, expression: Expression? = nil) {
        self.value = value
        self.expression = expression
    }

    package init(floatLiteral value: Double) { self.init(value) }
    package init(integerLiteral value: Int) { self.init(Double(value)) }

    package static let zero = LayoutNumber(0)

    /// The same expression (if any) with another value.
    package func with(value: Double) -> LayoutNumber { LayoutNumber(value, expression: expression) }
}

/// Content insets of the model (`NSDirectionalEdgeInsets`), each edge a number an expression may give.
package struct LayoutInsets: Hashable, Sendable {
    package var top: LayoutNumber
    package var leading: LayoutNumber
    package var bottom: LayoutNumber
    package var trailing: LayoutNumber

    package init(
        top: LayoutNumber = 0, leading: LayoutNumber = 0, bottom: LayoutNumber = 0, trailing: LayoutNumber = 0
    ) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    package init(all value: LayoutNumber) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    package init(_ insets: EdgeInsets) {
        self.init(
            top: LayoutNumber(insets.top), leading: LayoutNumber(insets.leading), bottom: LayoutNumber(insets.bottom),
            trailing: LayoutNumber(insets.trailing))
    }

    /// No insets: an edge an expression gives differs from it even where its value is 0, so generated code sets
    /// such insets in every environment.
    package static let zero = LayoutInsets()

    /// The insets in points, as the engine lays them out.
    package var value: EdgeInsets {
        EdgeInsets(top: top.value, leading: leading.value, bottom: bottom.value, trailing: trailing.value)
    }

    package subscript(edge: DirectionalEdge) -> LayoutNumber {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }
}

/// A point of the model (an anchor's offset, a boundary item's absolute offset), each coordinate a number an
/// expression may give.
package struct LayoutPoint: Hashable, Sendable {
    package var x: LayoutNumber
    package var y: LayoutNumber

    package init(x: LayoutNumber, y: LayoutNumber) {
        self.x = x
        self.y = y
    }

    package init(_ point: Point) { self.init(x: LayoutNumber(point.x), y: LayoutNumber(point.y)) }

    package static let zero = LayoutPoint(x: 0, y: 0)

    /// The point in points, as the engine lays it out.
    package var value: Point { Point(x: x.value, y: y.value) }
}
