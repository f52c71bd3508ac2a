/// An arithmetic expression of language version 2 (`Grammar/Reference.md` §10): what a layout file writes where a
/// number goes when the number comes from the environment (`(width - 3 * gutter) / 2`, `round(effectiveWidth / 230)`).
package indirect enum Expression: Hashable, Sendable {
    case number(Double)
    /// A value of the environment the section provider runs in.
    case name(EnvironmentName)
    /// A constant of the file's `constants:`, by name.
    case constant(String)
    case negate(Expression)
    case binary(BinaryOperator, Expression, Expression)
    case call(ExpressionFunction, [Expression])
    /// `condition ? then : else`, as Swift's ternary.
    case conditional(Condition, Expression, Expression)

    /// The expression's direct operands, conditions' comparisons included.
    package var operands: [Expression] {
        switch self {
        case .number, .name, .constant: return []
        case let .negate(operand): return [operand]
        case let .binary(_, left, right): return [left, right]
        case let .call(_, arguments): return arguments
        case let .conditional(condition, then, otherwise): return condition.expressions + [then, otherwise]
        }
    }

    /// Whether the value depends on the environment, directly or through a constant.
    package func dependsOnEnvironment(constants: [String: Expression]) -> Bool {
        !environmentNames(constants: constants).isEmpty
    }

    /// Whether the expression, written out, has more than `limit` parts (numbers, names, operators, calls, each
    /// condition): counted with a stack of its own and stopping past the limit, so a tree that shares its subtrees
    /// (2^n parts written out) costs at most `limit` steps.
    package func hasMoreParts(than limit: Int) -> Bool {
        var count = 0
        var pending: [Expression] = [self]
        while let expression = pending.popLast() {
            count += 1
            if case let .conditional(condition, _, _) = expression { count += condition.parts }
            if count > limit { return true }
            pending += expression.operands
        }
        return false
    }

    /// The constants the expression names directly.
    package var constantNames: [String] {
        switch self {
        case .number, .name: return []
        case let .constant(name): return [name]
        default: return operands.flatMap(\.constantNames)
        }
    }
}

/// `+ - * / %`, with the precedence of Swift's (multiplicative above additive, left to right).
package enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    package var precedence: Int {
        switch self {
        case .add, .subtract: return 1
        case .multiply, .divide, .remainder: return 2
        }
    }
}

/// The functions an expression may call.
package enum ExpressionFunction: String, Hashable, Sendable, CaseIterable {
    case min, max, round, floor, ceil, clamp

    /// How many arguments the function takes.
    package var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: return 2...16
        case .round, .floor, .ceil: return 1...1
        case .clamp: return 3...3
        }
    }

    /// How it is written in the reference: `clamp(x, lo, hi)`.
    package var signature: String {
        switch self {
        case .min, .max: return "\(rawValue)(a, b, …)"
        case .round, .floor, .ceil: return "\(rawValue)(x)"
        case .clamp: return "clamp(x, lo, hi)"
        }
    }
}

/// The environment's values an expression can name (`NSCollectionLayoutEnvironment` and the collection view's
/// insets and traits).
package enum EnvironmentName: String, Hashable, Sendable, CaseIterable {
    case width, height, effectiveWidth, effectiveHeight
    case safeAreaTop = "safeArea.top"
    case safeAreaLeading = "safeArea.leading"
    case safeAreaBottom = "safeArea.bottom"
    case safeAreaTrailing = "safeArea.trailing"
    case marginsTop = "margins.top"
    case marginsLeading = "margins.leading"
    case marginsBottom = "margins.bottom"
    case marginsTrailing = "margins.trailing"
    case readableWidth, scale

    /// What the name stands for, for hover and the reference.
    package var summary: String {
        switch self {
        case .width: return "the container's width (environment.container.contentSize.width)"
        case .height: return "the container's height (environment.container.contentSize.height)"
        case .effectiveWidth: return "the container's width less its content insets (effectiveContentSize.width)"
        case .effectiveHeight: return "the container's height less its content insets (effectiveContentSize.height)"
        case .safeAreaTop, .safeAreaLeading, .safeAreaBottom, .safeAreaTrailing:
            return "the collection view's safe area inset at that edge"
        case .marginsTop, .marginsLeading, .marginsBottom, .marginsTrailing:
            return "the collection view's layout margin at that edge (directional; includes the safe area)"
        case .readableWidth: return "the width of the readable content guide"
        case .scale: return "the display scale (traitCollection.displayScale)"
        }
    }
}

/// `< <= > >= == !=`.
package enum ComparisonOperator: String, Hashable, Sendable, CaseIterable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="

    package func holds(_ left: Double, _ right: Double) -> Bool {
        switch self {
        case .less: return left < right
        case .lessOrEqual: return left <= right
        case .greater: return left > right
        case .greaterOrEqual: return left >= right
        case .equal: return left == right
        case .notEqual: return left != right
        }
    }
}

/// A boolean expression: `when: {if: "width > 500 && scale >= 2"}`.
package indirect enum Condition: Hashable, Sendable {
    case comparison(ComparisonOperator, Expression, Expression)
    case and(Condition, Condition)
    case or(Condition, Condition)
    case not(Condition)

    /// Its comparisons and logical operators, counted without the numbers compared.
    var parts: Int {
        switch self {
        case .comparison: return 1
        case let .and(left, right), let .or(left, right): return 1 + left.parts + right.parts
        case let .not(operand): return 1 + operand.parts
        }
    }

    /// The numeric expressions the condition compares.
    package var expressions: [Expression] {
        switch self {
        case let .comparison(_, left, right): return [left, right]
        case let .and(left, right), let .or(left, right): return left.expressions + right.expressions
        case let .not(operand): return operand.expressions
        }
    }
}

/// Why an expression has no value in an environment.
package enum ExpressionFailure: Error, Hashable, Sendable {
    /// `x / 0` or `x % 0`: the divisor's text and the dividend's value.
    case divisionByZero(divisor: String)
    /// The value is NaN or infinite, or beyond the largest magnitude the language accepts.
    case outOfRange(Double)
    /// `clamp(x, lo, hi)` with `lo > hi`.
    case emptyClamp(low: Double, high: Double)
    /// A constant that is not defined (lowering refuses these; a model built by hand may hold one).
    case unknownConstant(String)

    package var message: String {
        switch self {
        case let .divisionByZero(divisor): return "divides by zero (\(divisor) is 0)"
        case let .outOfRange(value):
            return value.isNaN ? "is not a number" : value.isInfinite ? "is infinite" : "is \(value), beyond 1000000"
        case let .emptyClamp(low, high): return "clamps between \(low) and \(high), but the lower bound is larger"
        case let .unknownConstant(name): return "names the constant '\(name)', which is not defined"
        }
    }
}

extension Expression {
    /// The environment's names the expression reads, directly or through constants, in order of appearance.
    /// Walked with a stack of its own, not the call stack: a chain of constants each naming the next is as deep as it
    /// is long, and a few hundred of them overflowed the thread's stack.
    package func environmentNames(constants: [String: Expression]) -> [EnvironmentName] {
        var names: [EnvironmentName] = [], visited = Set<String>()
        // Operands pushed last to first, so they pop in the order they are written (pre-order, as recursion would).
        var pending: [Expression] = [self]
        while let expression = pending.popLast() {
            switch expression {
            case let .name(name): if !names.contains(name) { names.append(name) }
            case let .constant(constant):
                guard visited.insert(constant).inserted, let definition = constants[constant] else { continue }
                pending.append(definition)
            default: pending += expression.operands.reversed()
            }
        }
        return names
    }
}
