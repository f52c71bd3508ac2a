import TrellisModel

/// Version 2 expressions and conditions as Swift: the same arithmetic the engine evaluates, on `CGFloat`, reading
/// `NSCollectionLayoutEnvironment`, its trait collection and the layout's `Metrics` (`Grammar/Reference.md` §14.2).
enum ExpressionEmitter {
    /// The Swift for `expression`, parenthesised when an operator of precedence `outer` surrounds it.
    static func swift(_ expression: Expression, precedence outer: Int = 0) -> String {
        switch expression {
        case let .number(value): return value < 0 && outer > 0 ? "(\(literal(value)))" : literal(value)
        case let .name(name): return swift(name)
        case let .constant(name): return "constants." + member(name)
        case let .negate(operand): return "-" + swift(operand, precedence: 3)
        case let .binary(.remainder, left, right):
            // `%` is not defined on CGFloat; Swift's floating-point remainder truncates, as the engine's does.
            return "\(swift(left, precedence: 3)).truncatingRemainder(dividingBy: \(swift(right)))"
        case let .binary(op, left, right):
            let text =
                "\(swift(left, precedence: op.precedence)) \(op.rawValue) "
                + swift(right, precedence: op.precedence + 1)
            return op.precedence < outer ? "(\(text))" : text
        case let .call(function, arguments):
            let values = arguments.map { swift($0) }
            switch function {
            case .min, .max: return "\(function.rawValue)(\(values.joined(separator: ", ")))"
            case .round: return "\(swift(arguments[0], precedence: 3)).rounded()"
            case .floor: return "\(swift(arguments[0], precedence: 3)).rounded(.down)"
            case .ceil: return "\(swift(arguments[0], precedence: 3)).rounded(.up)"
            case .clamp: return "min(max(\(values[0]), \(values[1])), \(values[2]))"
            }
        case let .conditional(condition, then, otherwise):
            let text = "\(swift(condition)) ? \(swift(then, precedence: 1)) : \(swift(otherwise, precedence: 1))"
            return outer > 0 ? "(\(text))" : text
        }
    }

    static func swift(_ condition: Condition, precedence outer: Int = 0) -> String {
        switch condition {
        case let .comparison(op, left, right):
            let text = "\(swift(left, precedence: 1)) \(op.rawValue) \(swift(right, precedence: 1))"
            return outer > 2 ? "(\(text))" : text
        case let .and(left, right):
            let text = "\(swift(left, precedence: 2)) && \(swift(right, precedence: 2))"
            return outer > 2 ? "(\(text))" : text
        case let .or(left, right):
            let text = "\(swift(left, precedence: 1)) || \(swift(right, precedence: 1))"
            return outer > 1 ? "(\(text))" : text
        case let .not(operand): return "!" + swift(operand, precedence: 3)
        }
    }

    static func swift(_ name: EnvironmentName) -> String {
        switch name {
        case .width: return "environment.container.contentSize.width"
        case .height: return "environment.container.contentSize.height"
        case .effectiveWidth: return "environment.container.effectiveContentSize.width"
        case .effectiveHeight: return "environment.container.effectiveContentSize.height"
        case .scale: return "environment.traitCollection.displayScale"
        case .readableWidth: return "metrics.readableWidth"
        case .safeAreaTop, .safeAreaLeading, .safeAreaBottom, .safeAreaTrailing, .marginsTop, .marginsLeading,
            .marginsBottom, .marginsTrailing:
            return "metrics." + name.rawValue
        }
    }

    /// A constant's name as a member of the generated `Constants`, a keyword in backticks (`` constants.`in` ``).
    /// Being a member, it never meets a variable of generated code, so the author may choose any name.
    static func member(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// Swift's keywords, reserved and contextual, that a lowerCamelCase name can spell: needless backticks are
    /// harmless, a missing pair is not.
    private static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "associativity", "async", "await", "borrowing", "break", "case",
        "catch", "class", "consume", "consuming", "continue", "convenience", "copy", "default", "defer", "deinit",
        "didSet", "discard", "do", "dynamic", "each", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "indirect", "infix", "init",
        "inout", "internal", "is", "isolated", "lazy", "left", "let", "macro", "mutating", "nil", "none",
        "nonisolated", "nonmutating", "open", "operator", "optional", "override", "package", "postfix",
        "precedence", "precedencegroup", "prefix", "private", "protocol", "public", "repeat", "required",
        "rethrows", "return", "right", "self", "sending", "set", "some", "static", "struct", "subscript", "super",
        "switch", "then", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while",
        "willSet", "yield",
    ]

    /// Whether an expression reads the layout's `Metrics` (the safe area, margins or readable width), which a
    /// section provider's environment does not hold.
    static func readsMetrics(_ name: EnvironmentName) -> Bool {
        swift(name).hasPrefix("metrics.")
    }
}

extension LayoutDocument {
    /// Whether generated code needs the `Metrics` of the collection view: an expression of a section layout or a
    /// variant's `if` reads the safe area, the margins or the readable width, directly or through a constant.
    package var readsMetrics: Bool {
        let constants = constantDefinitions
        let expressions = sections.flatMap { section in
            section.numberExpressions + section.variants.flatMap { $0.condition.expression?.expressions ?? [] }
        }
        return expressions.contains {
            $0.environmentNames(constants: constants).contains(where: ExpressionEmitter.readsMetrics)
        }
    }
}
