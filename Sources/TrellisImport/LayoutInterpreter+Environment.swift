import SwiftSyntax
import TrellisCore
import TrellisModel

/// What layout code computes from the section provider's environment, kept as version 2 expressions and conditions
/// (`Grammar/Reference.md` §14) beside the value in the environment the code runs in.
extension LayoutInterpreter {
    /// A number computed from the environment, as an expression a layout file can hold: one with more parts than
    /// `Limits.importExpressionParts` is a located note (with the TODO the builder writes) and its value stands in.
    func symbolic(_ value: Double, _ expression: Expression, kind: NumberKind = .real, at node: Syntax) -> ImportValue {
        guard expression.hasMoreParts(than: Limits.importExpressionParts) else {
            return .number(value, symbol: expression, kind: kind)
        }
        return .unknown(
            "an expression of more than \(Limits.importExpressionParts) parts computed from the environment (more "
                + "than a layout file's expression holds)", node)
    }

    /// What every run of one layout function shares about the environment's expressions.
    final class Symbols {
        private var referenceValues: [Expression: Double] = [:]
        /// The width cuts of each comparison, solved once.
        var cuts: [Condition: Set<WidthCut>] = [:]

        /// A number of the model an expression gives: it holds the expression's value in the reference environment,
        /// as lowering the written file does, whatever width the run evaluates at, so runs whose code computes the
        /// same expressions give equal models.
        func number(for expression: Expression) -> LayoutNumber {
            if let known = referenceValues[expression] { return LayoutNumber(known, expression: expression) }
            var scope = ExpressionScope.reference()
            let value = (try? scope.value(of: expression)) ?? 0
            referenceValues[expression] = value
            return LayoutNumber(value, expression: expression)
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

    /// A number for the model: the value, or the expression it was computed by.
    func modelNumber(_ value: ImportValue) -> LayoutNumber? {
        guard case let .number(number, symbol, _) = value else { return nil }
        return symbol.map(symbols.number(for:)) ?? LayoutNumber(number)
    }

    /// A value of the environment, as the name the language gives it.
    func environmentNumber(_ name: EnvironmentName) -> ImportValue {
        .number(scope.values[name] ?? 0, symbol: .name(name))
    }

    /// The names' values where this run evaluates: the run's width, the reference environment's other values.
    static func scope(width: Double) -> ExpressionScope {
        var scope = ExpressionScope.reference()
        scope.values[.width] = width
        scope.values[.effectiveWidth] = width
        return scope
    }

    /// `a op b` on numbers, kept as an expression when either comes from the environment. `Int` divided by `Int`
    /// truncates, as in Swift: written `floor(a / b)`, which it is for the non-negative numbers layout code divides.
    func arithmetic(_ op: BinaryOperator, _ left: ImportValue, _ right: ImportValue, _ node: Syntax) -> ImportValue {
        guard case let .number(a, symbolA, kindA) = left, case let .number(b, symbolB, kindB) = right else {
            if case .unknown = left { return left }
            if case .unknown = right { return right }
            return .unknown("arithmetic on something other than numbers", node)
        }
        let kind = kindA.combined(with: kindB)
        var value: Double
        switch op {
        case .add: value = a + b
        case .subtract: value = a - b
        case .multiply: value = a * b
        case .divide, .remainder:
            guard b != 0 else { return .unknown("a division by zero", node) }
            value = op == .divide ? a / b : a.truncatingRemainder(dividingBy: b)
        }
        guard value.isFinite else { return .unknown("a number that is not finite", node) }
        let truncates = op == .divide && kind == .integer
        if truncates { value.round(.towardZero) }
        guard symbolA != nil || symbolB != nil else { return .constant(value, kind: kind) }
        let quotient = Expression.binary(op, left.expression!, right.expression!)
        guard truncates else { return symbolic(value, quotient, kind: kind, at: node) }
        guard a / b >= 0 else {
            return .unknown("`Int` division of a negative number computed from the environment", node)
        }
        return symbolic(value, .call(.floor, [quotient]), kind: kind, at: node)
    }

    /// `min`, `max`, `round`, `floor`, `ceil` of numbers, kept as an expression when any comes from the environment.
    func function(_ function: ExpressionFunction, _ values: [ImportValue], _ node: Syntax) -> ImportValue {
        var numbers: [Double] = []
        for value in values {
            guard case let .number(number, _, _) = value else {
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
        return symbolic(value, .call(function, values.map { $0.expression! }), at: node)
    }

    /// `a op b` on numbers: a plain truth, or a condition of the environment when either side comes from it.
    func comparison(_ op: ComparisonOperator, _ left: ImportValue, _ right: ImportValue) -> ImportValue? {
        guard case let .number(a, symbolA, _) = left, case let .number(b, symbolB, _) = right else { return nil }
        let holds = op.holds(a, b)
        guard symbolA != nil || symbolB != nil else { return .bool(holds) }
        return .condition(holds, .comparison(op, left.expression!, right.expression!))
    }

    /// A truth stored where a layout object takes a `Bool` (`pinToVisibleBounds = width < 600`): the runs split on
    /// its condition, and each holds the plain truth.
    func plainTruth(_ value: ImportValue, at node: Syntax) -> ImportValue {
        guard case let .condition(holds, condition) = value else { return value }
        branch(on: condition, at: node)
        return .bool(holds)
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

    /// A condition the code branches on (`if`, `guard`, `switch`, a ternary of other than numbers, a `Bool` stored in
    /// a layout object): runs must evaluate on both sides of each width at which it changes. One that depends on
    /// more than the width cannot be split into runs; it is noted, and the branch it takes here stands in.
    func branch(on condition: Condition, at node: Syntax) {
        for comparison in Self.comparisons(in: condition) {
            guard let cuts = cuts(of: comparison) else {
                let reason = "the condition `\(comparison)`, which depends on more than the container's width"
                var scope = self.scope
                let holds = (try? scope.holds(comparison)) ?? false
                let standIn = "the branch for \(holds) (the import runs the code at a height of 844 pt)"
                undecided.append((.unknown(reason, node), standIn))
                continue
            }
            widthCuts.formUnion(cuts)
        }
    }

    private static func comparisons(in condition: Condition) -> [Condition] {
        switch condition {
        case .comparison: return [condition]
        case let .and(a, b), let .or(a, b): return comparisons(in: a) + comparisons(in: b)
        case let .not(a): return comparisons(in: a)
        }
    }

    /// The widths, from 1 to 4096 pt, at which a comparison of the width changes (a step of `floor`, a kink of
    /// `min`, a threshold), each found to a millionth of a point, and which side it holds on; nil for a comparison
    /// of anything else. Remembered per comparison across runs.
    private func cuts(of comparison: Condition) -> Set<WidthCut>? {
        if let known = symbols.cuts[comparison] { return known }
        let names = Set(comparison.expressions.flatMap { $0.environmentNames(constants: [:]) })
        guard !names.isEmpty, names.isSubset(of: [.width, .effectiveWidth]) else { return nil }
        func holds(_ condition: Condition, at width: Double) -> Bool {
            var scope = Self.scope(width: width)
            return (try? scope.holds(condition)) ?? false
        }
        var cuts: Set<WidthCut> = []
        var previous = holds(comparison, at: 1)
        for step in 2...4096 {
            let width = Double(step)
            let current = holds(comparison, at: width)
            defer { previous = current }
            guard current != previous else { continue }
            // The change lies in (width - 1, width]: halve the interval until it is a millionth wide.
            var (low, high) = (width - 1, width)
            while high - low > 1e-7 {
                let middle = (low + high) / 2
                if holds(comparison, at: middle) == previous { low = middle } else { high = middle }
            }
            // Snapped, so runs at other widths find the same cut.
            let cut = (high * 1e6).rounded() / 1e6
            guard case let .comparison(op, left, right) = comparison else { continue }
            let above = current ? comparison : Self.negation(of: op, left, right)
            cuts.insert(WidthCut(width: cut, above: above, includesCut: holds(above, at: cut)))
        }
        symbols.cuts[comparison] = cuts
        return cuts
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
