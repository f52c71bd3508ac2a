import TrellisCore
import TrellisModel
import TrellisSyntax

/// Language version 2's expressions and constants (`Grammar/Reference.md` §10). A number that does not depend on
/// the environment is evaluated here, and checked as a written number is. One that does holds its value in the
/// reference environment, and the engine's section providers evaluate it again in each environment. Inside section
/// layouts both keep their expression in the number's own slot (`LayoutNumber`), so rules judge it, and generated
/// code and the writer repeat it as written.
/// What reading an expression needs to know of the file: its language version, and its constants.
struct ExpressionContext {
    /// The language version the file declares (`version:`); 2 reads expressions, conditions and reuse.
    var languageVersion = 1
    /// The constants' names, known before any is read.
    var constantNames: Set<String> = []
    /// The scope that evaluates the constants at the reference size, keeping each constant's value once computed.
    var referenceScope = ExpressionScope.reference()
    /// The constants whose value depends on the environment.
    var environmentConstants: Set<String> = []

    /// Whether an expression depends on the environment: it names a value of it, or a constant that does.
    func readsEnvironment(_ expression: Expression) -> Bool {
        !expression.environmentNames(constants: [:]).isEmpty
            || expression.constantNames.contains(where: environmentConstants.contains)
    }
}

extension Lowering {
    /// A number written as an expression: its value with the expression, or nil after reporting why it has none.
    /// `offset`: where the text starts in `node`'s scalar, in Unicode scalars.
    mutating func expressionNumber(
        _ text: String, key: String, in node: SyntaxNode, offset: Int = 0, bounds: NumberBounds,
        at position: LoweringPosition
    ) -> LayoutNumber? {
        guard let expression = parsedExpression(text, in: node, offset: offset) else { return nil }
        let range = Self.subrange(of: node, offset: offset, length: text.unicodeScalars.count)
        guard expressions.readsEnvironment(expression) else {
            do {
                let value = try expressions.referenceScope.value(of: expression)
                // Kept as written, so generated code and the writer say what the file says (`gutter * 2`).
                return LayoutNumber(value, expression: position.inSectionLayout ? expression : nil)
            } catch {
                self.error(
                    .invalidValue, "'\(key)' is \(TerminalText.excerpt(text)), which \(error.message)", at: range)
                return nil
            }
        }
        guard position.inSectionLayout else {
            let name =
                expression.environmentNames(constants: expressions.referenceScope.constants).first?.rawValue
                ?? "the environment"
            error(
                .invalidExpression,
                "'\(key)' is fixed when the layout is made, so it cannot depend on '\(name)'; only section layouts "
                    + "are evaluated in each environment",
                at: range)
            return nil
        }
        // The value in the reference environment, or one within the bounds when it has none there: each
        // environment evaluates the expression again and checks its own value.
        var value = (try? expressions.referenceScope.value(of: expression)) ?? 1
        if bounds.violation(value) != nil { value = bounds == .nonNegative ? 0 : 1 }
        return LayoutNumber(value, expression: expression)
    }

    /// The expression a scalar's text (or part of it) holds, or nil after reporting where it does not read.
    mutating func parsedExpression(_ text: String, in node: SyntaxNode, offset: Int = 0) -> Expression? {
        do {
            return try ExpressionParser.expression(text, constants: expressions.constantNames)
        } catch {
            reportParseFailure(error, in: node, offset: offset)
            return nil
        }
    }

    mutating func reportParseFailure(_ failure: ExpressionParser.Failure, in node: SyntaxNode, offset: Int) {
        let range = Self.subrange(of: node, offset: offset + failure.offset, length: Swift.max(failure.length, 1))
        error(
            .invalidExpression, failure.message, at: range,
            fixIt: failure.suggestion.map { FixIt(range: range, replacement: $0) })
    }

    /// `constants:` of the file and of the files it includes: each an expression over the environment and the other
    /// constants, without a cycle; a name defined twice is an error at the second.
    mutating func constants(_ nodes: [SyntaxNode]) -> [NamedConstant] {
        let pairs = constantPairs(nodes)
        guard let node = nodes.last else { return [] }
        // Every name first, so a constant may use one defined below it.
        let valid = pairs.filter { validConstantName($0) }
        guard valid.count <= Self.mostConstants else {
            error(
                .inputLimit, "a file may define at most \(Self.mostConstants) constants",
                at: valid[Self.mostConstants].keyRange)
            return []
        }
        expressions.constantNames = Set(valid.map(\.key))
        var constants: [NamedConstant] = []
        for pair in valid {
            guard let scalar = pair.value.scalar, !scalar.isNull else {
                typeMismatch(pair.value, expected: "an expression", for: pair.key)
                continue
            }
            guard let expression = parsedExpression(scalar.text, in: pair.value) else { continue }
            constants.append(NamedConstant(name: pair.key, expression: expression))
        }
        return checkedConstants(constants, pairs: pairs, at: node)
    }

    /// The `name: expression` pairs of every `constants:` mapping, in order; a name defined twice is reported at
    /// the second.
    private mutating func constantPairs(_ nodes: [SyntaxNode]) -> [SyntaxPair] {
        var pairs: [SyntaxPair] = [], first: [String: SourceRange] = [:]
        for node in nodes {
            guard let mapping = node.mapping else {
                typeMismatch(node, expected: "a mapping of names to expressions", for: "constants")
                continue
            }
            for pair in mapping {
                if let earlier = first[pair.key] {
                    error(
                        .duplicateName, "a constant named '\(TerminalText.excerpt(pair.key))' is already defined",
                        at: pair.keyRange, notes: [DiagnosticNote("it is first defined here", at: earlier)])
                    continue
                }
                first[pair.key] = pair.keyRange
                pairs.append(pair)
            }
        }
        return pairs
    }

    /// Whether a constant's name is lowerCamelCase and not reserved; reports it when not.
    private mutating func validConstantName(_ pair: SyntaxPair) -> Bool {
        // An identifier here is ASCII letters and digits alone, so it holds no `_` either.
        guard pair.key.isASCIIIdentifier(firstIsUppercase: false) else {
            error(
                .invalidValue, "constant name '\(TerminalText.excerpt(pair.key))' must be lowerCamelCase",
                at: pair.keyRange)
            return false
        }
        let reserved =
            EnvironmentName(rawValue: pair.key) != nil || ExpressionFunction(rawValue: pair.key) != nil
            || pair.key == "safeArea" || pair.key == "margins"
        // The only reserved names: generated code reads constants as members of one value, so a Swift keyword or a
        // name generated code declares is the author's (`Grammar/Reference.md` §14.3).
        if reserved {
            error(
                .invalidValue, "'\(pair.key)' names a value of the environment or a function; choose another name",
                at: pair.keyRange)
        }
        return !reserved
    }

    /// The constants without a cycle, each with a value in the reference environment unless it reads the
    /// environment; none when they form a cycle (each reported once).
    private mutating func checkedConstants(_ constants: [NamedConstant], pairs: [SyntaxPair], at node: SyntaxNode)
        -> [NamedConstant]
    {
        let definitions = Dictionary(constants.map { ($0.name, $0.expression) }, uniquingKeysWith: { a, _ in a })
        // Each definition is walked once here; what follows works on the names alone, so a chain of constants each
        // naming the last many times costs its length, not its length squared.
        let dependencies = definitions.mapValues { definition in
            var seen = Set<String>()
            return definition.constantNames.filter { seen.insert($0).inserted }
        }
        let ranges = Dictionary(pairs.map { ($0.key, $0.keyRange) }, uniquingKeysWith: { a, _ in a })
        var reported = Set<String>()
        for constant in constants where !reported.contains(constant.name) {
            guard let cycle = Self.cycle(from: constant.name, in: dependencies) else { continue }
            reported.formUnion(cycle)
            error(
                .invalidExpression,
                "constants form a cycle: " + (cycle + [cycle[0]]).joined(separator: " → "),
                at: ranges[constant.name] ?? node.range)
        }
        guard reported.isEmpty else { return [] }
        expressions.referenceScope = .reference(constants: definitions)
        expressions.environmentConstants = Self.environmentDependent(constants, definitions, dependencies)
        for constant in constants where !expressions.environmentConstants.contains(constant.name) {
            do {
                _ = try expressions.referenceScope.value(of: .constant(constant.name))
            } catch {
                self.error(
                    .invalidValue, "constant '\(constant.name)' \(error.message)",
                    at: pairs.first { $0.key == constant.name }?.value.range ?? node.range)
            }
        }
        return constants
    }

    /// Constants are evaluated through each other recursively: their number bounds how deep.
    static let mostConstants = 1_000

    /// The constants a constant reaches that lead back to it, in order; nil when none do.
    private static func cycle(from start: String, in dependencies: [String: [String]]) -> [String]? {
        var path: [String] = []
        var onPath = Set<String>(), done = Set<String>()
        func visit(_ name: String) -> [String]? {
            if onPath.contains(name) { return name == start ? path : nil }
            guard !done.contains(name), let next = dependencies[name] else { return nil }
            path.append(name)
            onPath.insert(name)
            defer {
                path.removeLast()
                onPath.remove(name)
                done.insert(name)
            }
            for name in next { if let found = visit(name) { return found } }
            return nil
        }
        return visit(start)
    }

    /// The constants whose value depends on the environment, directly or through other constants (which form no
    /// cycle by now): each decided once, after the constants it names.
    private static func environmentDependent(
        _ constants: [NamedConstant], _ definitions: [String: Expression], _ dependencies: [String: [String]]
    ) -> Set<String> {
        var dependent = Set<String>(), decided = Set<String>()
        for constant in constants {
            // Depth first with a stack of its own: a chain of a thousand constants is no deeper than one.
            var pending: [(name: String, ready: Bool)] = [(constant.name, false)]
            while let (name, ready) = pending.popLast() {
                guard !decided.contains(name), let next = dependencies[name] else { continue }
                if ready {
                    let direct = definitions[name].map { !$0.environmentNames(constants: [:]).isEmpty } ?? false
                    if direct || next.contains(where: dependent.contains) { dependent.insert(name) }
                    decided.insert(name)
                } else {
                    pending.append((name, true))
                    pending += next.filter { !decided.contains($0) }.map { ($0, false) }
                }
            }
        }
        return dependent
    }

}

extension Lowering {
    /// The argument of a call form (`absolute(...)`, `fixed(...)`, `adaptive(...)`) as an expression in version 2;
    /// nil in version 1, or after reporting why it has no value.
    mutating func argumentExpression(
        _ call: Call, key: String, in node: SyntaxNode, bounds: NumberBounds, at position: LoweringPosition
    ) -> LayoutNumber? {
        guard expressions.languageVersion >= 2, !call.argument.isEmpty else { return nil }
        return expressionNumber(
            call.argument, key: key, in: node, offset: call.argumentOffset, bounds: bounds, at: position)
    }

    /// Whether a key of version 2 may stand here; reports it in a version 1 file.
    mutating func requireVersion2(_ pair: SyntaxPair) -> Bool {
        guard expressions.languageVersion < 2 else { return true }
        error(
            .invalidValue,
            "'\(pair.key)' is a key of language version 2; state 'version: 2' at the top of the file to use it",
            at: pair.keyRange)
        return false
    }

    /// `if`, `iOS`, `contentSize`, `minContentSize` and `layoutDirection` of a variant's `when`.
    mutating func version2Conditions(_ fields: Fields, into condition: inout VariantCondition) {
        for key in ["if", "iOS", "contentSize", "minContentSize", "layoutDirection"] {
            guard let pair = fields.pair(key), requireVersion2(pair) else { continue }
            let node = pair.value
            switch key {
            case "if":
                guard let text = string(node, "if") else { continue }
                do {
                    condition.expression = try ExpressionParser.condition(text, constants: expressions.constantNames)
                } catch {
                    reportParseFailure(error, in: node, offset: 0)
                }
            case "iOS":
                guard let text = node.scalar?.text, let version = OSVersion(text) else {
                    typeMismatch(node, expected: "an iOS version such as \"17.0\"", for: "iOS")
                    continue
                }
                condition.iOS = version
            case "contentSize":
                let names = ContentSizeCategory.allCases.map(\.rawValue) + ["accessibility"]
                guard let word = word(node, "contentSize", among: names) else { continue }
                condition.contentSize =
                    ContentSizeCategory(rawValue: word).map(ContentSizeRequirement.category)
                    ?? .accessibility
            case "minContentSize":
                condition.minContentSize = enumeration(node, "minContentSize", as: ContentSizeCategory.self)
            default:
                condition.layoutDirection = enumeration(node, "layoutDirection", as: LayoutDirection.self)
            }
        }
    }
}

/// Version 2 expressions as the editor reads them: the expression or condition a scalar holds, for hover and
/// go-to-definition (Grammar/Reference.md §14).
package enum WrittenExpression {
    /// The expression a scalar's text holds: its call's argument (`absolute(width / 2)`) or the whole text; nil for
    /// a plain number or text that does not read as an expression.
    package static func expression(in text: String, constants: Set<String>) -> Expression? {
        let written = Lowering.call(text)?.argument ?? text
        guard Lowering.numberLiteral(written) == nil else { return nil }
        return try? ExpressionParser.expression(written, constants: constants)
    }

    /// The condition an `if:` holds; nil when it does not read.
    package static func condition(in text: String, constants: Set<String>) -> Condition? {
        try? ExpressionParser.condition(text, constants: constants)
    }
}
