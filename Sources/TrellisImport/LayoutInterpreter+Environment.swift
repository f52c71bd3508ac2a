import SwiftSyntax
import TrellisModel

/// What layout code computes from the section provider's environment, kept as version 2 expressions and conditions
/// (`Grammar/Reference.md` §14) beside the value in the environment the code runs in.
extension LayoutInterpreter {
    /// The numbers of the model that stand for expressions while the builder assembles it: each expression gets one
    /// placeholder, the same in every run, so runs whose code computes the same expressions give equal models; the
    /// builder then records each placeholder's expression where it landed and writes the expression there.
    final class Symbols {
        private var placeholders: [Expression: Double] = [:]
        private(set) var expressions: [Double: Expression] = [:]
        /// Far above any number a layout holds (a count is at most 1000, a size at most 10^6 points).
        private static let first = 987_654_000.0

        func placeholder(for expression: Expression) -> Double {
            if let known = placeholders[expression] { return known }
            let value = Self.first + Double(placeholders.count)
            placeholders[expression] = value
            expressions[value] = expression
            return value
        }
    }

    /// A width at which a condition the code branches on changes: the runs evaluate on both sides of it, and a variant
    /// on the upper side says `above` (with `minWidth` where that is exactly what it means).
    struct WidthCut: Hashable {
        var width: Double
        /// The condition that holds on the upper side of the cut.
        var above: Condition
        /// Whether `above` holds at the cut itself: `width >= 600` does, `width > 600` does not.
        var includesCut: Bool
    }

    /// A number for the model: the value, or the placeholder of the expression it was computed by.
    func modelNumber(_ value: ImportValue) -> Double? {
        guard case let .number(number, symbol) = value else { return nil }
        return symbol.map(symbols.placeholder) ?? number
    }

    /// A value of the environment, as the name the language gives it.
    func environmentNumber(_ name: EnvironmentName) -> ImportValue {
        .number(scope.values[name] ?? 0, symbol: .name(name))
    }

    /// The names' values where this run evaluates: the run's width, the reference environment's other values.
    static func scope(width: Double) -> ExpressionScope {
        var scope = ExpressionScope(
            environment: .expressionReference, effective: LayoutEnvironment.expressionReference.container)
        scope.values[.width] = width
        scope.values[.effectiveWidth] = width
        return scope
    }

    /// `a op b` on numbers, kept as an expression when either comes from the environment.
    func arithmetic(_ op: BinaryOperator, _ left: ImportValue, _ right: ImportValue, _ node: Syntax) -> ImportValue {
        guard case let .number(a, symbolA) = left, case let .number(b, symbolB) = right else {
            if case .unknown = left { return left }
            if case .unknown = right { return right }
            return .unknown("arithmetic on something other than numbers", node)
        }
        let value: Double
        switch op {
        case .add: value = a + b
        case .subtract: value = a - b
        case .multiply: value = a * b
        case .divide, .remainder:
            guard b != 0 else { return .unknown("a division by zero", node) }
            value = op == .divide ? a / b : a.truncatingRemainder(dividingBy: b)
        }
        guard value.isFinite else { return .unknown("a number that is not finite", node) }
        guard symbolA != nil || symbolB != nil else { return .constant(value) }
        return .number(value, symbol: .binary(op, left.expression!, right.expression!))
    }

    /// `min`, `max`, `round`, `floor`, `ceil` of numbers, kept as an expression when any comes from the environment.
    func function(_ function: ExpressionFunction, _ values: [ImportValue], _ node: Syntax) -> ImportValue {
        var numbers: [Double] = []
        for value in values {
            guard case let .number(number, _) = value else {
                if case .unknown = value { return value }
                return .unknown("`\(function.rawValue)` of values that are not numbers", node)
            }
            numbers.append(number)
        }
        guard function.arity.contains(numbers.count) else { return .unknown("this call of `\(function)`", node) }
        var scope = ExpressionScope(values: [:])
        let call = Expression.call(function, numbers.map(Expression.number))
        guard let value = try? scope.value(of: call) else { return .unknown("this call of `\(function)`", node) }
        guard values.contains(where: { $0.expression != $0.number.map(Expression.number) }) else {
            return .constant(value)
        }
        return .number(value, symbol: .call(function, values.map { $0.expression! }))
    }

    /// `a op b` on numbers: a plain truth, or a condition of the environment when either side comes from it.
    func comparison(_ op: ComparisonOperator, _ left: ImportValue, _ right: ImportValue) -> ImportValue? {
        guard case let .number(a, symbolA) = left, case let .number(b, symbolB) = right else { return nil }
        let holds = op.holds(a, b)
        guard symbolA != nil || symbolB != nil else { return .bool(holds) }
        return .condition(holds, .comparison(op, left.expression!, right.expression!))
    }

    /// `&&` and `||` where either side may be a condition of the environment.
    static func combine(_ isAnd: Bool, _ left: ImportValue, _ right: ImportValue) -> ImportValue? {
        guard let a = left.truth, let b = right.truth else { return nil }
        let holds = isAnd ? a && b : a || b
        switch (left, right) {
        case let (.condition(_, x), .condition(_, y)): return .condition(holds, isAnd ? .and(x, y) : .or(x, y))
        case let (.condition(_, condition), .bool(plain)), let (.bool(plain), .condition(_, condition)):
            // A plain side decides or drops out: `c && true` is `c`, `c && false` is false.
            return plain == isAnd ? .condition(holds, condition) : .bool(plain)
        default: return .bool(holds)
        }
    }

    /// A condition the code branches on (`if`, `guard`, a ternary of other than numbers): runs must evaluate on both
    /// sides of each width at which it changes. One that does not depend on the width alone cannot be split into
    /// runs; it is noted, and the branch it takes here stands in.
    func branch(on condition: Condition, at node: Syntax) {
        for comparison in Self.comparisons(in: condition) {
            guard let cut = cut(of: comparison) else {
                let reason = "the condition `\(comparison)`, which depends on more than the container's width"
                var scope = self.scope
                let holds = (try? scope.holds(comparison)) ?? false
                let standIn = "the branch for \(holds) (the import runs the code at a height of 844 pt)"
                undecided.append((.unknown(reason, node), standIn))
                continue
            }
            if cut.width > 0 { widthCuts.insert(cut) }
        }
    }

    private static func comparisons(in condition: Condition) -> [Condition] {
        switch condition {
        case .comparison: return [condition]
        case let .and(a, b), let .or(a, b): return comparisons(in: a) + comparisons(in: b)
        case let .not(a): return comparisons(in: a)
        }
    }

    /// The width at which a comparison of expressions linear in the width changes, and which side it holds on.
    private func cut(of comparison: Condition) -> WidthCut? {
        guard case let .comparison(op, left, right) = comparison else { return nil }
        let names = Set(comparison.expressions.flatMap { $0.environmentNames(constants: [:]) })
        guard !names.isEmpty, names.isSubset(of: [.width, .effectiveWidth]) else { return nil }
        func difference(at width: Double) -> Double? {
            var scope = Self.scope(width: width)
            guard let a = try? scope.value(of: left), let b = try? scope.value(of: right) else { return nil }
            return a - b
        }
        let start = width
        guard let f0 = difference(at: start), let f1 = difference(at: start + 1), let f2 = difference(at: start + 2)
        else { return nil }
        let slope = f1 - f0
        guard slope != 0, abs((f2 - f1) - slope) < 1e-9 * max(1, abs(slope)) else { return nil }
        let width = start - f0 / slope
        func holds(_ condition: Condition, at width: Double) -> Bool {
            var scope = Self.scope(width: width)
            return (try? scope.holds(condition)) ?? false
        }
        let above = holds(comparison, at: width + 0.5) ? comparison : Self.negation(of: op, left, right)
        return WidthCut(width: width, above: above, includesCut: holds(above, at: width))
    }

    /// `!(a < b)` as `a >= b`.
    static func negation(of op: ComparisonOperator, _ left: Expression, _ right: Expression) -> Condition {
        let negated: ComparisonOperator
        switch op {
        case .less: negated = .greaterOrEqual
        case .lessOrEqual: negated = .greater
        case .greater: negated = .lessOrEqual
        case .greaterOrEqual: negated = .less
        case .equal: negated = .notEqual
        case .notEqual: negated = .equal
        }
        return .comparison(negated, left, right)
    }

    /// `#available(iOS 17, *)`: whether it holds in this run, noting the version so runs cover both sides of it.
    func availability(_ condition: AvailabilityConditionSyntax) -> ImportValue {
        for argument in condition.availabilityArguments {
            guard case let .availabilityVersionRestriction(restriction) = argument.argument,
                restriction.platform.text == "iOS"
            else { continue }
            guard let text = restriction.version?.trimmedDescription, let version = OSVersion(text) else {
                return .unknown("an availability condition without a version", Syntax(condition))
            }
            osVersions.insert(version)
            let available = osVersion.map { $0 >= version } ?? false
            return .bool(condition.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available)
        }
        return .unknown("an availability condition naming no iOS version", Syntax(condition))
    }
}
