import Foundation

/// The values of the environment's names and the file's constants in one environment: what an expression is
/// evaluated against. Constants are evaluated when first named, once per scope.
package struct ExpressionScope: Sendable {
    package var values: EnvironmentValues
    package let constants: [String: Expression]
    private var constantValues: [String: Double] = [:]

    package init(values: EnvironmentValues, constants: [String: Expression] = [:]) {
        self.values = values
        self.constants = constants
    }

    /// The names' values for an environment: `effective` is the container a section provider sees
    /// (`effectiveContentSize`), which the engine computes from the layout's configuration.
    package init(environment: LayoutEnvironment, effective: Size, constants: [String: Expression] = [:]) {
        let safe = environment.safeArea, margins = environment.layoutMargins
        self.init(
            values: [
                .width: environment.container.width, .height: environment.container.height,
                .effectiveWidth: effective.width, .effectiveHeight: effective.height,
                .safeAreaTop: safe.top, .safeAreaLeading: safe.leading, .safeAreaBottom: safe.bottom,
                .safeAreaTrailing: safe.trailing, .marginsTop: margins.top, .marginsLeading: margins.leading,
                .marginsBottom: margins.bottom, .marginsTrailing: margins.trailing,
                .readableWidth: environment.readableWidth, .scale: environment.scale,
            ], constants: constants)
    }

    /// Evaluates an expression; a constant's failure is the failure of every expression that names it.
    package mutating func value(of expression: Expression) throws(ExpressionFailure) -> Double {
        let value = try evaluate(expression)
        guard value.isFinite, abs(value) <= 1_000_000 else { throw .outOfRange(value) }
        return value
    }

    package mutating func holds(_ condition: Condition) throws(ExpressionFailure) -> Bool {
        switch condition {
        // Compared as Swift compares: any values, without the bounds a number of the layout has.
        case let .comparison(comparison, left, right):
            return comparison.holds(try evaluate(left), try evaluate(right))
        // Short-circuiting, as Swift's `&&` and `||` in generated code.
        case let .and(left, right):
            guard try holds(left) else { return false }
            return try holds(right)
        case let .or(left, right):
            if try holds(left) { return true }
            return try holds(right)
        case let .not(operand): return !(try holds(operand))
        }
    }

    /// Evaluates `name` and the constants it depends on, each after those it names, with a stack of its own: a chain
    /// of constants each naming the next then costs no depth of the call stack, which a few hundred of them
    /// overflowed. A definition is evaluated once its constants have values, so evaluating it recurses only as deep
    /// as the expression is written. A cycle (lowering refuses them; a model built by hand may hold one) is an
    /// unknown constant.
    private mutating func evaluateConstants(reaching name: String) throws(ExpressionFailure) {
        var pending: [(name: String, ready: Bool)] = [(name, false)]
        var open = Set<String>()
        while let (current, ready) = pending.popLast() {
            if constantValues[current] != nil { continue }
            guard let definition = constants[current] else { throw .unknownConstant(current) }
            if ready {
                open.remove(current)
                constantValues[current] = try evaluate(definition)
                continue
            }
            guard open.insert(current).inserted else { throw .unknownConstant(current) }
            pending.append((current, true))
            for dependency in definition.constantNames where constantValues[dependency] == nil {
                pending.append((dependency, false))
            }
        }
    }

    private mutating func evaluate(_ expression: Expression) throws(ExpressionFailure) -> Double {
        switch expression {
        case let .number(value): return value
        case let .name(name): return values[name] ?? 0
        case let .constant(name):
            if let known = constantValues[name] { return known }
            try evaluateConstants(reaching: name)
            guard let value = constantValues[name] else { throw .unknownConstant(name) }
            return value
        case let .negate(operand): return -(try evaluate(operand))
        case let .binary(op, left, right):
            let a = try evaluate(left), b = try evaluate(right)
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide, .remainder:
                guard b != 0 else { throw .divisionByZero(divisor: right.description) }
                // Swift's `/` and `truncatingRemainder(dividingBy:)` on CGFloat, which generated code calls.
                return op == .divide ? a / b : a.truncatingRemainder(dividingBy: b)
            }
        case let .conditional(condition, then, otherwise):
            return try evaluate(try holds(condition) ? then : otherwise)
        case let .call(function, arguments):
            var values: [Double] = []
            values.reserveCapacity(arguments.count)
            for argument in arguments { values.append(try evaluate(argument)) }
            switch function {
            case .min: return values.min() ?? 0
            case .max: return values.max() ?? 0
            // Swift's `rounded()`: halves away from zero, as generated code rounds.
            case .round: return values[0].rounded()
            case .floor: return values[0].rounded(.down)
            case .ceil: return values[0].rounded(.up)
            case .clamp:
                guard values[1] <= values[2] else { throw .emptyClamp(low: values[1], high: values[2]) }
                return Swift.min(Swift.max(values[0], values[1]), values[2])
            }
        }
    }
}

/// The value of each environment name a scope knows, by the name's place among `EnvironmentName.allCases`: a scope
/// is made per section layout and lint target, and hashing fourteen names into a dictionary each time showed in lint's
/// profile.
package struct EnvironmentValues: Sendable, ExpressibleByDictionaryLiteral {
    /// The names in slot order, read once rather than asked of the type at every lookup.
    private static let names = EnvironmentName.allCases
    private var slots = [Double?](repeating: nil, count: names.count)

    package init(dictionaryLiteral elements: (EnvironmentName, Double)...) {
        for (name, value) in elements { self[name] = value }
    }

    package subscript(name: EnvironmentName) -> Double? {
        get { slots[Self.slot(name)] }
        set { slots[Self.slot(name)] = newValue }
    }

    private static func slot(_ name: EnvironmentName) -> Int {
        names.firstIndex(of: name) ?? 0
    }
}

extension Expression: CustomStringConvertible {
    /// The expression as the language writes it, with only the parentheses precedence needs.
    package var description: String { text(precedence: 0) }

    fileprivate func text(precedence outer: Int) -> String {
        switch self {
        case let .number(value): return Self.numberText(value)
        case let .name(name): return name.rawValue
        case let .constant(name): return name
        case let .negate(operand): return "-" + operand.text(precedence: 3)
        case let .binary(op, left, right):
            // Left-associative: the right operand of `a - (b - c)` keeps its parentheses.
            let text =
                left.text(precedence: op.precedence) + " \(op.rawValue) " + right.text(precedence: op.precedence + 1)
            return op.precedence < outer ? "(\(text))" : text
        case let .call(function, arguments):
            return function.rawValue + "(" + arguments.map { $0.text(precedence: 0) }.joined(separator: ", ") + ")"
        case let .conditional(condition, then, otherwise):
            let text = "\(condition) ? \(then.text(precedence: 0)) : \(otherwise.text(precedence: 0))"
            return outer > 0 ? "(\(text))" : text
        }
    }

    /// `16`, `0.5`, `1e-05` as Swift prints a Double, without a trailing `.0`.
    package static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension Condition: CustomStringConvertible {
    package var description: String { text(precedence: 0) }

    private func text(precedence outer: Int) -> String {
        switch self {
        case let .comparison(op, left, right):
            let text = "\(left.text(precedence: 1)) \(op.rawValue) \(right.text(precedence: 1))"
            return outer > 2 ? "(\(text))" : text
        case let .and(left, right):
            let text = left.text(precedence: 2) + " && " + right.text(precedence: 2)
            return outer > 2 ? "(\(text))" : text
        case let .or(left, right):
            let text = left.text(precedence: 1) + " || " + right.text(precedence: 1)
            return outer > 1 ? "(\(text))" : text
        case let .not(operand): return "!" + operand.text(precedence: 3)
        }
    }
}

extension LayoutEnvironment {
    /// Where version 2 expressions are provisionally evaluated, by lowering and by the importer: the 390 × 844 of the
    /// iPhone 12 to 14 (the commonest phone width) in portrait, its safe area and the default margins.
    package static let expressionReference = LayoutEnvironment(
        container: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))
}

extension ExpressionScope {
    /// The names' values in the reference environment (`LayoutEnvironment.expressionReference`), with `constants`.
    package static func reference(constants: [String: Expression] = [:]) -> ExpressionScope {
        ExpressionScope(
            environment: .expressionReference, effective: LayoutEnvironment.expressionReference.container,
            constants: constants)
    }
}
