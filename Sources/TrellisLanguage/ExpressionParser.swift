import TrellisCore
import TrellisModel

/// Reads the expressions and conditions of language version 2 (`Grammar/Reference.md` §10) from a scalar's text.
/// Names resolve as they are read: the environment's, the functions, and the constants defined so far.
struct ExpressionParser {
    /// A problem, `offset` and `length` counted in Unicode scalars into the text.
    struct Failure: Error {
        var message: String
        var offset: Int
        var length: Int
        var suggestion: String?
    }

    private enum Token: Equatable {
        case number(Double)
        case word(String)
        case symbol(String)
        case end
    }

    private let scalars: [Unicode.Scalar]
    private let constants: Set<String>
    private var tokens: [(token: Token, offset: Int, length: Int)] = []
    private var position = 0
    /// Nesting of parentheses and calls, bounded so that a hostile expression cannot exhaust the stack.
    private var depth = 0
    private static let deepest = 64

    init(_ text: String, constants: Set<String>) {
        scalars = Array(text.unicodeScalars)
        self.constants = constants
    }

    /// A whole arithmetic expression.
    static func expression(_ text: String, constants: Set<String>) throws(Failure) -> Expression {
        var parser = ExpressionParser(text, constants: constants)
        try parser.tokenize()
        let start = parser.current.offset
        let value = try parser.ternary()
        try parser.expectEnd()
        return try parser.number(value, from: start, "a number")
    }

    /// A whole boolean condition.
    static func condition(_ text: String, constants: Set<String>) throws(Failure) -> Condition {
        var parser = ExpressionParser(text, constants: constants)
        try parser.tokenize()
        let start = parser.current.offset
        let value = try parser.ternary()
        try parser.expectEnd()
        return try parser.condition(value, from: start, "a condition (a comparison such as width > 500)")
    }

    // MARK: Tokens

    private mutating func tokenize() throws(Failure) {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
            } else if scalar.isASCIIDigit
                || (scalar == "." && index + 1 < scalars.count && scalars[index + 1].isASCIIDigit)
            {
                let start = index
                while index < scalars.count, scalars[index].isASCIIDigit || scalars[index] == "." { index += 1 }
                if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                    var next = index + 1
                    if next < scalars.count, scalars[next] == "+" || scalars[next] == "-" { next += 1 }
                    if next < scalars.count, scalars[next].isASCIIDigit {
                        index = next
                        while index < scalars.count, scalars[index].isASCIIDigit { index += 1 }
                    }
                }
                let text = asciiText(start..<index)
                guard let value = Double(text), value.isFinite else {
                    throw Failure(message: "'\(text)' is not a number", offset: start, length: index - start)
                }
                tokens.append((.number(value), start, index - start))
            } else if scalar.isASCIILetter || scalar == "_" {
                let start = index
                // `safeArea.top`: a dot followed by a letter continues the name.
                while index < scalars.count,
                    scalars[index].isASCIILetter || scalars[index].isASCIIDigit || scalars[index] == "_"
                        || (scalars[index] == "." && index + 1 < scalars.count && scalars[index + 1].isASCIILetter)
                {
                    index += 1
                }
                tokens.append((.word(asciiText(start..<index)), start, index - start))
            } else {
                let startsPair = index + 1 < scalars.count && "<>=!&|".unicodeScalars.contains(scalar)
                let pair = startsPair ? asciiText(index..<index + 2) : ""
                if ["<=", ">=", "==", "!=", "&&", "||"].contains(pair) {
                    tokens.append((.symbol(pair), index, 2))
                    index += 2
                } else if "+-*/%(),<>!?:".unicodeScalars.contains(scalar) {
                    tokens.append((.symbol(String(scalar)), index, 1))
                    index += 1
                } else {
                    let shown = scalar == "=" ? "'=' (compare with ==)" : "'\(TerminalText.excerpt(String(scalar)))'"
                    throw Failure(message: "unexpected \(shown) in an expression", offset: index, length: 1)
                }
            }
        }
        tokens.append((.end, scalars.count, 0))
        // Every stage walks an expression recursively: a long chain (`1 + 1 + ...`) nests as deep as it is long.
        guard tokens.count <= Self.mostTokens else {
            throw Failure(
                message: "the expression holds more than \(Self.mostTokens) numbers, names and operators",
                offset: tokens[Self.mostTokens].offset, length: 1)
        }
    }

    /// The text of scalars the tokenizer has read as ASCII (a number, a name or a symbol pair), written as bytes:
    /// building it a scalar at a time showed in lowering's profile.
    private func asciiText(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, index) in range.enumerated() {
                buffer[offset] = UInt8(truncatingIfNeeded: scalars[index].value)
            }
            return range.count
        }
    }

    /// The longest expression read, in tokens.
    static let mostTokens = 512

    private var current: (token: Token, offset: Int, length: Int) { tokens[position] }

    private mutating func take(_ symbol: String) -> Bool {
        guard current.token == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private func unexpected(_ expected: String) -> Failure {
        let (token, offset, length) = current
        switch token {
        case .end:
            return Failure(message: "the expression ends where \(expected) should follow", offset: offset, length: 0)
        case let .number(value):
            return Failure(
                message: "expected \(expected), found \(Expression.numberText(value))", offset: offset, length: length)
        case let .word(word), let .symbol(word):
            return Failure(message: "expected \(expected), found '\(word)'", offset: offset, length: length)
        }
    }

    private mutating func expectEnd() throws(Failure) {
        guard current.token == .end else { throw unexpected("an operator or the end") }
    }

    private mutating func nested<T>(_ body: (inout ExpressionParser) throws(Failure) -> T) throws(Failure) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.deepest else {
            throw Failure(
                message: "the expression nests deeper than \(Self.deepest) levels", offset: current.offset, length: 1)
        }
        return try body(&self)
    }

    // MARK: Expressions and conditions, one grammar

    /// What a part of the text reads as: arithmetic or a condition. One grammar reads both, with Swift's
    /// precedence (`?:` below `||` below `&&` below `!`, comparisons, `+ -`, `* / %`, unary `-`), so parentheses
    /// never need a second try; the parts are checked to be of the kind their operator takes.
    private enum Value {
        case number(Expression)
        case condition(Condition)
    }

    private func number(_ value: Value, from start: Int, _ expected: String) throws(Failure) -> Expression {
        guard case let .number(expression) = value else {
            throw Failure(
                message: "expected \(expected), found a condition", offset: start,
                length: Swift.max(current.offset - start, 1))
        }
        return expression
    }

    private func condition(_ value: Value, from start: Int, _ expected: String) throws(Failure) -> Condition {
        guard case let .condition(condition) = value else {
            throw Failure(
                message: "expected \(expected), found a number", offset: start,
                length: Swift.max(current.offset - start, 1))
        }
        return condition
    }

    private mutating func ternary() throws(Failure) -> Value {
        let start = current.offset
        let first = try disjunction()
        guard take("?") else { return first }
        let test = try condition(first, from: start, "a condition before '?'")
        let thenStart = current.offset
        let then = try number(
            try nested { (parser: inout ExpressionParser) throws(Failure) in try parser.ternary() }, from: thenStart,
            "a number after '?'")
        guard take(":") else { throw unexpected("':' and the value when the condition does not hold") }
        let otherwiseStart = current.offset
        let otherwise = try number(
            try nested { (parser: inout ExpressionParser) throws(Failure) in try parser.ternary() },
            from: otherwiseStart, "a number after ':'")
        return .number(.conditional(test, then, otherwise))
    }

    private mutating func disjunction() throws(Failure) -> Value {
        let start = current.offset
        var result = try conjunction()
        while take("||") {
            let left = try condition(result, from: start, "a condition before '||'")
            let rightStart = current.offset
            result = .condition(.or(left, try condition(try conjunction(), from: rightStart, "a condition after '||'")))
        }
        return result
    }

    private mutating func conjunction() throws(Failure) -> Value {
        let start = current.offset
        var result = try negation()
        while take("&&") {
            let left = try condition(result, from: start, "a condition before '&&'")
            let rightStart = current.offset
            result = .condition(.and(left, try condition(try negation(), from: rightStart, "a condition after '&&'")))
        }
        return result
    }

    private mutating func negation() throws(Failure) -> Value {
        guard take("!") else { return try comparison() }
        let start = current.offset
        let operand = try nested { (parser: inout ExpressionParser) throws(Failure) in try parser.negation() }
        return .condition(.not(try condition(operand, from: start, "a condition after '!'")))
    }

    private mutating func comparison() throws(Failure) -> Value {
        let start = current.offset
        let left = try sum()
        guard case let .symbol(symbol) = current.token,
            let comparison = ComparisonOperator.allCases.first(where: { $0.rawValue == symbol })
        else { return left }
        position += 1
        let leftNumber = try number(left, from: start, "a number before '\(symbol)'")
        let rightStart = current.offset
        let right = try number(try sum(), from: rightStart, "a number after '\(symbol)'")
        if case let .symbol(next) = current.token, ComparisonOperator(rawValue: next) != nil {
            throw Failure(
                message: "comparisons do not chain; join them with && (a < b && b < c)", offset: current.offset,
                length: current.length)
        }
        return .condition(.comparison(comparison, leftNumber, right))
    }

    private mutating func sum() throws(Failure) -> Value {
        let start = current.offset
        var result = try product()
        while case let .symbol(symbol) = current.token, let op = BinaryOperator(rawValue: symbol), op.precedence == 1 {
            position += 1
            let left = try number(result, from: start, "a number before '\(symbol)'")
            let rightStart = current.offset
            result = .number(
                .binary(op, left, try number(try product(), from: rightStart, "a number after '\(symbol)'")))
        }
        return result
    }

    private mutating func product() throws(Failure) -> Value {
        let start = current.offset
        var result = try unary()
        while case let .symbol(symbol) = current.token, let op = BinaryOperator(rawValue: symbol), op.precedence == 2 {
            position += 1
            let left = try number(result, from: start, "a number before '\(symbol)'")
            let rightStart = current.offset
            result = .number(.binary(op, left, try number(try unary(), from: rightStart, "a number after '\(symbol)'")))
        }
        return result
    }

    private mutating func unary() throws(Failure) -> Value {
        guard current.token == .symbol("-") || current.token == .symbol("+") else { return try primary() }
        let negative = current.token == .symbol("-")
        position += 1
        let start = current.offset
        let operand = try number(
            try nested { (parser: inout ExpressionParser) throws(Failure) in try parser.unary() }, from: start,
            "a number after the sign")
        guard negative else { return .number(operand) }
        if case let .number(value) = operand { return .number(.number(-value)) }
        return .number(.negate(operand))
    }

    private mutating func primary() throws(Failure) -> Value {
        let (token, offset, length) = current
        switch token {
        case let .number(value):
            position += 1
            return .number(.number(value))
        case .symbol("("):
            position += 1
            let inner = try nested { (parser: inout ExpressionParser) throws(Failure) in try parser.ternary() }
            guard take(")") else { throw unexpected("')'") }
            return inner
        case let .word(word):
            position += 1
            if current.token == .symbol("(") {
                guard let function = ExpressionFunction(rawValue: word) else {
                    throw unknownName(
                        word, offset: offset, length: length, among: ExpressionFunction.allCases.map(\.rawValue),
                        kind: "function")
                }
                return .number(try call(function, offset: offset, length: length))
            }
            if let name = EnvironmentName(rawValue: word) { return .number(.name(name)) }
            if constants.contains(word) { return .number(.constant(word)) }
            if let function = ExpressionFunction(rawValue: word) {
                throw Failure(
                    message: "\(word) is a function; call it as \(function.signature)", offset: offset, length: length)
            }
            throw unknownName(
                word, offset: offset, length: length,
                among: EnvironmentName.allCases.map(\.rawValue) + constants.sorted(), kind: "name")
        default:
            throw unexpected("a number, a name or '('")
        }
    }

    private mutating func call(_ function: ExpressionFunction, offset: Int, length: Int) throws(Failure) -> Expression {
        position += 1
        var arguments: [Expression] = []
        if !take(")") {
            repeat {
                let start = current.offset
                let argument = try nested { (parser: inout ExpressionParser) throws(Failure) in try parser.ternary() }
                arguments.append(try number(argument, from: start, "a number as an argument of \(function.rawValue)"))
            } while take(",")
            guard take(")") else { throw unexpected("',' or ')'") }
        }
        guard function.arity.contains(arguments.count) else {
            let arity = function.arity
            let wanted = arity.count == 1 ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)"
            throw Failure(
                message: "\(function.rawValue) takes \(wanted) argument\(arity.upperBound == 1 ? "" : "s") "
                    + "(\(function.signature)), found \(arguments.count)",
                offset: offset, length: length)
        }
        return .call(function, arguments)
    }

    private func unknownName(_ word: String, offset: Int, length: Int, among names: [String], kind: String) -> Failure {
        let suggestion = Suggestion.closest(to: word, in: names)
        let known = kind == "function" ? " (functions: \(names.joined(separator: ", ")))" : ""
        return Failure(
            message: "unknown \(kind) '\(TerminalText.excerpt(word))'" + (suggestion.map(Suggestion.hint) ?? known),
            offset: offset, length: length, suggestion: suggestion)
    }
}
