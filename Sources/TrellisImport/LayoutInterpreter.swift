import Foundation
import SwiftOperators
import SwiftSyntax
import TrellisCore
import TrellisModel
import TrellisUIKit

/// Evaluates layout code: the subset of Swift that builds compositional layouts from literals, local
/// variables, helper functions of the imported files, enums and the section provider's environment. Everything
/// else evaluates to `.unknown`, which conversion turns into a note.
final class LayoutInterpreter {
    /// The declarations of the imported files.
    struct Declarations {
        var functions: [String: FunctionDeclSyntax] = [:]
        /// Every function of each name, in source order: two types may each have their own `makeSection()`.
        var overloads: [String: [FunctionDeclSyntax]] = [:]
        /// Enums with integer raw values: their cases in order, with raw values.
        var enums: [String: [(name: String, raw: Int)]] = [:]
        /// `let` constants at file or type level.
        var constants: [String: ExprSyntax] = [:]
        /// Properties of types, by `Type.name`.
        var members: [String: Member] = [:]
        /// Names assigned somewhere: a `var` among them changes, so its initial value is not its value.
        var assigned: Set<String> = []
        /// Classes and what they inherit from, superclass first.
        var classes: [String: [String]] = [:]
        /// Every type declared, by full name.
        var types: Set<String> = []
        /// The methods each class overrides, by name.
        var overrides: [String: [String]] = [:]
        /// What each type, protocol or extension inherits or conforms to, as written.
        var inherits: [String: [String]] = [:]
        /// Each type's stored instance properties, in order: what a memberwise initializer takes.
        var stored: [String: [StoredProperty]] = [:]
        var initializers: [String: [InitializerDeclSyntax]] = [:]
        var structs: Set<String> = []
        var enumTypes: Set<String> = []
        var protocols: Set<String> = []

        /// Whether a class overrides nothing but where scrolling stops (or when the layout is invalidated): a
        /// compositional layout subclass that lays out as its superclass.
        func overridesOnlyScrolling(_ type: String) -> Bool {
            (overrides[type] ?? []).allSatisfy { ["targetContentOffset", "shouldInvalidateLayout"].contains($0) }
        }
    }

    /// A stored instance property: whether it has an initial value, and whether a memberwise initializer may leave
    /// it out (it has one, or is an optional `var`, nil by default).
    struct StoredProperty {
        var name: String
        var hasDefault: Bool
        /// Whether a memberwise initializer takes it: not a `let` with a value, not `lazy`.
        var isMemberwise: Bool
    }

    /// A property of a type: a stored one's initial value, or a computed one's getter.
    enum Member {
        case stored(ExprSyntax, isLet: Bool, name: String)
        case computed(CodeBlockItemListSyntax)
    }

    let declarations: Declarations
    /// The container's width, size class and iOS version this run evaluates at (nil: older than any the code
    /// names), and the values of the environment's names there.
    let width: Double
    let sizeClass: SizeClass
    let osVersion: OSVersion?
    let scope: ExpressionScope
    /// Where the code's branches change with the width, whether the size class was read, the iOS versions tested.
    var widthCuts: Set<WidthCut> = []
    var readsSizeClass = false
    var osVersions: Set<OSVersion> = []
    /// The expressions' placeholders, shared by every run of one layout function.
    let symbols: Symbols
    /// Conditions that could not be decided, and the branch taken instead (the one for `false` unless said).
    var undecided: [(value: ImportValue, standIn: String)] = []
    /// Constants defined in a cycle (`let a = b; let b = a`): the names around it, and the reference closing it.
    var cycles: [(names: [String], node: Syntax)] = []
    let budget: Budget
    var scopes: [[String: ImportValue]] = [[:]]
    var depth = 0
    /// The type whose code runs: a helper of that type is preferred to another type's of the same name.
    var enclosingType: String?
    /// The file whose code runs: its own helpers are preferred to another file's of the same name.
    var currentRoot: Syntax?
    /// Expressions being evaluated inside one another, across calls.
    private var nesting = 0
    /// Constants by name once evaluated (a `let` has one value, as in Swift), and those being evaluated.
    private var constantValues: [String: ImportValue] = [:]
    private var constantsInProgress: [String] = []
    /// Helper calls by function and argument values, when both arguments and result are plain values; and those
    /// being evaluated, so a helper calling itself with the same arguments stops at once.
    private var calls: [CallKey: ImportValue] = [:]
    private var callsInProgress: Set<CallKey> = []

    init(
        declarations: Declarations, width: Double, sizeClass: SizeClass, osVersion: OSVersion? = nil,
        symbols: Symbols = Symbols(), budget: Budget = Budget()
    ) {
        self.declarations = declarations
        self.width = width
        self.sizeClass = sizeClass
        self.osVersion = osVersion
        self.scope = Self.scope(width: width)
        self.symbols = symbols
        self.budget = budget
    }

    /// The work one layout function may take, shared by every run at every environment: evaluation steps (an
    /// expression evaluated or a statement executed). Memoising bounds most code far below it; what it stops is code
    /// whose work doubles at each step and cannot be memoised (helpers building new objects each time).
    final class Budget {
        let limit: Int
        private(set) var steps = 0
        /// The step the budget ran out at, if it did.
        private(set) var exhaustedAt: Syntax?
        /// What a value past the budget is; the builder notes the budget once, where it ran out, not at each.
        var exhaustion: String { "code past the import's budget of \(limit) evaluation steps" }

        init(limit: Int = Limits.importSteps) { self.limit = limit }

        /// Counts a step; false once the budget is spent.
        func spend(at node: Syntax) -> Bool {
            if exhaustedAt != nil { return false }
            steps += 1
            if steps > limit { exhaustedAt = node }
            return exhaustedAt == nil
        }
    }

    struct CallKey: Hashable {
        var function: SyntaxIdentifier
        var arguments: [String]
    }

    // MARK: - Scopes

    func lookup(_ name: String) -> ImportValue? {
        for scope in scopes.reversed() { if let value = scope[name] { return value } }
        return nil
    }

    func bind(_ name: String, _ value: ImportValue) { scopes[scopes.count - 1][name] = value }

    func withScope<T>(_ bindings: [String: ImportValue], _ body: () -> T) -> T {
        scopes.append(bindings)
        defer { scopes.removeLast() }
        return body()
    }

    // MARK: - Functions and closures

    enum Flow {
        case next
        case returned(ImportValue)
    }

    /// Calls a function of the imported files with labelled arguments.
    /// A call's arguments: labels (`_` for none) and expressions, trailing closures included.
    typealias Arguments = [(label: String, expression: ExprSyntax)]

    func call(
        _ function: FunctionDeclSyntax, arguments: Arguments, at node: Syntax, on receiver: ImportValue? = nil
    ) -> ImportValue {
        call(Callee(function), arguments: arguments, at: node, on: receiver)
    }

    /// What a call runs: a function's or an initializer's parameters and body.
    struct Callee {
        var node: Syntax
        var name: String
        var signature: FunctionSignatureSyntax
        var body: CodeBlockSyntax?

        init(_ function: FunctionDeclSyntax) {
            (node, name, signature, body) = (Syntax(function), function.name.text, function.signature, function.body)
        }

        init(_ initializer: InitializerDeclSyntax) {
            (node, name, signature, body) = (Syntax(initializer), "init", initializer.signature, initializer.body)
        }
    }

    func call(
        _ function: Callee, arguments: Arguments, at node: Syntax, on receiver: ImportValue? = nil
    ) -> ImportValue {
        guard depth < Limits.importCallDepth, let body = function.body else {
            return .unknown("a recursive or bodiless function", node)
        }
        var bindings: [String: ImportValue] = [:]
        // A method runs with `self` as the enum case or instance it is called on.
        if let receiver, Self.typeName(of: receiver) != nil { bindings["self"] = receiver }
        var remaining = arguments
        // Default values are evaluated in the function's own scope, after the arguments.
        var defaults: [(name: String, value: ExprSyntax)] = []
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let index = remaining.firstIndex(where: { $0.label == label }) {
                bindings[name] = evaluate(remaining[index].expression)
                remaining.remove(at: index)
            } else if let defaultValue = parameter.defaultValue {
                defaults.append((name, defaultValue.value))
            } else if depth == 0,
                function.signature.returnClause?.type.trimmedDescription == "NSCollectionLayoutSection"
            {
                // An entry point's parameters: a section function's environment and section index.
                switch EntryCall.role(of: parameter, inSectionFunction: true) {
                case .environment: bindings[name] = .environment
                case .sectionIndex: bindings[name] = .constant(0, kind: .integer)
                case .value: break
                }
            }
        }
        // A function sees its parameters and the files' declarations, not its caller's variables: so a call with the
        // same plain arguments gives the same plain result, and is evaluated once.
        let key = Self.key(of: bindings).map { CallKey(function: function.node.id, arguments: $0) }
        if let key {
            if let known = calls[key] { return known }
            if callsInProgress.contains(key) {
                return .unknown("`\(function.name)` calling itself with the same arguments", node)
            }
            callsInProgress.insert(key)
        }
        depth += 1
        let saved = (scopes, enclosingType, currentRoot)
        scopes = [bindings]
        enclosingType = Self.enclosingType(of: function.node)
        currentRoot = function.node.root
        for (name, value) in defaults { bind(name, evaluate(value)) }
        let value = result(of: body.statements)
        (scopes, enclosingType, currentRoot) = saved
        depth -= 1
        if let key {
            callsInProgress.remove(key)
            // What cannot be followed stays so for the same arguments: remembered too.
            if case .unknown = value {
                calls[key] = value
            } else if Self.key(of: value) != nil {
                calls[key] = value
            }
        }
        return value
    }

    /// The helper a call by `name` with these argument labels means, as Swift chooses an overload: among the
    /// functions whose parameters take the labels (in order, the rest having defaults), the one of `type` (the
    /// running code's by default), else the first declared.
    func function(
        named name: String, labels: [String]? = nil, in type: String? = nil, staticOnly: Bool = false
    ) -> FunctionDeclSyntax? {
        var candidates = declarations.overloads[name] ?? []
        if let labels { candidates = candidates.filter { Self.accepts($0, labels: labels) } }
        // `.name(...)` names a static function (or a global one), never an instance method.
        if staticOnly {
            candidates = candidates.filter { candidate in
                Self.enclosingType(of: candidate) == nil
                    || candidate.modifiers.contains { ["static", "class"].contains($0.name.text) }
            }
        }
        // The running code's own file first: two files may each have a private `makeSection()`.
        if let currentRoot {
            candidates = candidates.filter { $0.root == currentRoot } + candidates.filter { $0.root != currentRoot }
        }
        // `Type.name(...)` and `self.name(...)`: a function of that type (or an extension of it), nothing else.
        if let type { return candidates.first { Self.enclosingType(of: $0) == type } }
        if let enclosingType, let own = candidates.first(where: { Self.enclosingType(of: $0) == enclosingType }) {
            return own
        }
        return candidates.first
    }

    /// Whether a call with these labels (`_` for none; trailing closures last) can call `function`.
    static func accepts(_ function: FunctionDeclSyntax, labels: [String]) -> Bool {
        accepts(function.signature.parameterClause.parameters, labels: labels)
    }

    static func accepts(_ parameters: FunctionParameterListSyntax, labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if let label = remaining.first, label == parameter.firstName.text {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// The name of the type (or extension) a declaration is in, if any.
    /// The full name of the type a declaration is in (`HomeViewController.Section` for a member of a nested enum),
    /// an extension standing for the type it extends.
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var parent = node.parent
        while let current = parent {
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
                break
            }
            if let type = current.asProtocol(NamedDeclSyntax.self), !current.is(FunctionDeclSyntax.self),
                current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                    || current.is(ActorDeclSyntax.self) || current.is(ProtocolDeclSyntax.self)
            {
                names.insert(type.name.text, at: 0)
            }
            parent = current.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The type `type` is nested in (`Outer` for `Outer.Inner`); nil for a top-level type.
    static func outerType(of type: String) -> String? {
        type.lastIndex(of: ".").map { String(type[..<$0]) }
    }

    /// The type a name written in code of `context` means, as Swift looks it up: a type nested in `context` or in
    /// a type enclosing it, else the top-level type of that name.
    static func resolvedType(_ name: String, from context: String?, in declarations: Declarations) -> String {
        var scope = context
        while let current = scope {
            let candidate = "\(current).\(name)"
            if declarations.types.contains(candidate) { return candidate }
            scope = Self.outerType(of: current)
        }
        return name
    }

    /// A key for plain values (numbers, strings, members, dimensions, ...), which a call's result can depend on
    /// only by value; nil for objects, closures and what cannot be followed.
    static func key(of bindings: [String: ImportValue]) -> [String]? {
        var parts: [String] = []
        for name in bindings.keys.sorted() {
            guard let value = key(of: bindings[name]!) else { return nil }
            parts.append("\(name)=\(value)")
        }
        return parts
    }

    static func key(of value: ImportValue) -> String? {
        switch value {
        case .object, .closure, .unknown: return nil
        // A made instance's fields may change: a call on it is not remembered.
        case let .instance(instance):
            return instance.isMade || !instance.fields.isEmpty ? nil : "instance(\(instance.type ?? ""))"
        case let .array(list):
            var parts: [String] = []
            for element in list {
                guard let part = key(of: element) else { return nil }
                parts.append(part)
            }
            return "[\(parts.joined(separator: ","))]"
        default: return "\(value)"
        }
    }

    /// Calls a closure with positional arguments.
    func call(_ closure: ClosureExprSyntax, with values: [ImportValue]) -> ImportValue {
        var bindings: [String: ImportValue] = [:]
        for (name, value) in zip(Self.parameterNames(of: closure), values) where name != "_" { bindings[name] = value }
        depth += 1
        // A closure runs as code of the file it is written in.
        let savedRoot = currentRoot
        currentRoot = closure.root
        defer {
            depth -= 1
            currentRoot = savedRoot
        }
        return withScope(bindings) { result(of: closure.statements) }
    }

    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case let .simpleInput(list)?: return list.map(\.name.text)
        case let .parameterClause(clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// The value a body returns: its `return`, or its only expression.
    func result(of statements: CodeBlockItemListSyntax) -> ImportValue {
        if statements.count == 1, case let .expr(expression) = statements.first!.item {
            return evaluate(expression)
        }
        if case let .returned(value) = execute(statements) { return value }
        return .none
    }

    func execute(_ statements: CodeBlockItemListSyntax) -> Flow {
        for statement in statements {
            if case let .returned(value) = execute(statement.item) { return .returned(value) }
        }
        return .next
    }

    private func execute(_ item: CodeBlockItemSyntax.Item) -> Flow {
        guard budget.spend(at: Syntax(item)) else { return .next }
        switch item {
        case let .decl(declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    bind(name, binding.initializer.map { structCopy(evaluate($0.value)) } ?? .none)
                }
            }
            return .next
        case let .stmt(statement):
            if let returned = statement.as(ReturnStmtSyntax.self) {
                return .returned(returned.expression.map(evaluate) ?? .none)
            }
            if let guarded = statement.as(GuardStmtSyntax.self) {
                if conditionsHold(guarded.conditions) { return .next }
                return withScope([:]) { execute(guarded.body.statements) }
            }
            if let expression = statement.as(ExpressionStmtSyntax.self) { return flow(of: expression.expression) }
            if let block = statement.as(DoStmtSyntax.self) { return withScope([:]) { execute(block.body.statements) } }
            // `break` in a `switch` case does nothing more, as skipping it does. Anything else the importer does
            // not run (a loop, `throw`, `continue`, `fallthrough`, `defer`) is a guess to say so.
            if !statement.is(BreakStmtSyntax.self) {
                let keyword = statement.firstToken(viewMode: .sourceAccurate)?.text ?? "statement"
                undecided.append(
                    (
                        .unknown("a `\(keyword)` statement, which the importer does not run", Syntax(statement)),
                        "the code without it"
                    ))
            }
            return .next
        case let .expr(expression):
            return flow(of: expression)
        }
    }

    /// `if` and `switch` used as statements may return; other expressions are evaluated for their effects.
    private func flow(of expression: ExprSyntax) -> Flow {
        if let branch = expression.as(IfExprSyntax.self) {
            if let ladder = numberLadder(branch) { return ladder }
            if conditionsHold(branch.conditions) { return withScope([:]) { execute(branch.body.statements) } }
            switch branch.elseBody {
            case let .ifExpr(next)?: return flow(of: ExprSyntax(next))
            case let .codeBlock(block)?: return withScope([:]) { execute(block.statements) }
            case nil: return .next
            }
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            guard let statements = matchingCase(of: choice) else { return .next }
            return withScope([:]) { execute(statements) }
        }
        _ = evaluate(expression)
        return .next
    }

    static let falseBranch = "the branch taken when it is false"

    private func conditionsHold(_ conditions: ConditionElementListSyntax) -> Bool {
        for condition in conditions {
            switch condition.condition {
            case let .expression(expression):
                let value = evaluate(expression)
                if case .unknown = value { undecided.append((value, Self.falseBranch)) }
                if case let .condition(_, decided) = value { branch(on: decided, at: Syntax(expression)) }
                guard value.truth == true else { return false }
            case let .availability(availability):
                let value = self.availability(availability)
                if case .unknown = value { undecided.append((value, Self.falseBranch)) }
                guard value.truth == true else { return false }
            case let .optionalBinding(binding):
                // `if let x` and `guard let self` (Swift 5.7's shorthand): the name's own value.
                let shorthand = binding.pattern.as(IdentifierPatternSyntax.self).map {
                    evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: $0.identifier.trimmed)))
                }
                let value = binding.initializer.map { evaluate($0.value) } ?? shorthand ?? .none
                if case .none = value { return false }
                // Whether app data or state is nil cannot be told from the source: the branch taken when it is not
                // stands in.
                if case .unknown = value {
                    undecided.append((value, "the branch taken when it is not nil"))
                }
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { bind(name, value) }
            default:
                return false
            }
        }
        return true
    }

    /// The statements of the case a `switch` takes. A case the importer cannot decide (a subject or a pattern it
    /// cannot evaluate, such as app data, or a pattern that binds) is not taken; the branch taken in its place
    /// (`default:`, a later case, or none) is then a stand-in, and a note says so at the `switch`.
    private func matchingCase(of choice: SwitchExprSyntax) -> CodeBlockItemListSyntax? {
        let subject = evaluate(choice.subject)
        var undecidable: ImportValue?
        func taken(_ statements: CodeBlockItemListSyntax?, _ description: String) -> CodeBlockItemListSyntax? {
            if let undecidable { undecided.append((undecidable, description)) }
            return statements
        }
        for element in choice.cases {
            guard case let .switchCase(switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                return taken(switchCase.statements, "the `default:` branch")
            case let .case(label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        undecidable =
                            undecidable ?? .unknown("a case pattern the importer cannot match", Syntax(item.pattern))
                        continue
                    }
                    let patternValue = evaluate(pattern.expression)
                    let matched = match(subject, patternValue)
                    if case let .condition(_, condition) = matched { branch(on: condition, at: Syntax(pattern)) }
                    if case .bool = matched, undecidable == nil {
                        if case .unknown = subject {
                            let written = String(choice.subject.trimmedDescription.prefix(80))
                            undecidable = .unknown(
                                "a `switch` on `\(written)`, which the importer cannot decide from the source",
                                Syntax(choice.subject))
                        } else if case .unknown = patternValue {
                            undecidable = .unknown("a case the importer cannot decide", Syntax(pattern))
                        }
                    }
                    if matched.truth == true {
                        return taken(switchCase.statements, "the case at `\(label.trimmedDescription)`")
                    }
                }
            }
        }
        return taken(nil, "no case")
    }

    /// Whether `subject` matches `pattern` (`==`, `~=`, a `switch` case): a plain truth, or a condition of the
    /// environment where the subject is computed from it.
    func match(_ subject: ImportValue, _ pattern: ImportValue) -> ImportValue {
        switch (subject, pattern) {
        case let (.number(value, symbol?, _), .number(other, _, _)):
            return .condition(value == other, .comparison(.equal, symbol, pattern.expression!))
        case let (.number(other, _, _), .number(value, symbol?, _)):
            return .condition(value == other, .comparison(.equal, subject.expression!, symbol))
        case let (.number(value, symbol?, _), .range(lower, upper, closed)):
            let holds = value >= lower && (closed ? value <= upper : value < upper)
            return .condition(
                holds,
                .and(
                    .comparison(.greaterOrEqual, symbol, .number(lower)),
                    .comparison(closed ? .lessOrEqual : .less, symbol, .number(upper))))
        case let (.condition(holds, condition), .bool(truth)), let (.bool(truth), .condition(holds, condition)):
            return .condition(holds == truth, truth ? condition : .not(condition))
        default:
            return .bool(matches(subject, pattern))
        }
    }

    func matches(_ subject: ImportValue, _ pattern: ImportValue) -> Bool {
        switch (subject, pattern) {
        case let (.number(a, _, _), .number(b, _, _)): return a == b
        case let (.enumCase(_, a), .member(b)), let (.enumCase(_, a), .enumCase(_, b)), let (.member(a), .member(b)):
            return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.number(value, _, _), .range(lower, upper, closed)):
            return value >= lower && (closed ? value <= upper : value < upper)
        default: return false
        }
    }

    // MARK: - Expressions

    func evaluate(_ expression: ExprSyntax) -> ImportValue {
        let node = Syntax(expression)
        guard budget.spend(at: node) else {
            return .unknown(budget.exhaustion, node)
        }
        guard nesting < Limits.importNesting else {
            return .unknown("an expression nested more than \(Limits.importNesting) levels deep", node)
        }
        nesting += 1
        defer { nesting -= 1 }
        return evaluateNested(expression, node)
    }

    private func evaluateNested(_ expression: ExprSyntax, _ node: Syntax) -> ImportValue {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let value = Self.finite(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")), node)
            guard case let .number(number, _, _) = value else { return value }
            return .constant(number, kind: .literal)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Self.finite(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")), node)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.text == "true") }
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let parts = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
            guard parts.count == literal.segments.count else { return .unknown("an interpolated string", node) }
            return .string(parts.joined())
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return evaluate(tuple.elements.first!.expression)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { evaluate($0.expression) })
        }
        if let closure = expression.as(ClosureExprSyntax.self) { return .closure(closure) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = evaluate(prefix.expression)
            switch (prefix.operator.text, operand) {
            case let ("-", .number(value, symbol, kind)):
                return .number(-value, symbol: symbol.map(Expression.negate), kind: kind)
            case let ("!", .bool(value)): return .bool(!value)
            case let ("!", .condition(value, condition)): return .condition(!value, .not(condition))
            default: return .unknown("the operator \(prefix.operator.text)", node)
            }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = evaluate(ternary.condition)
            guard let holds = condition.truth else {
                if case .unknown = condition { return condition }
                return .unknown("a condition the importer cannot decide", Syntax(ternary.condition))
            }
            // A choice of numbers by the environment is an expression; of anything else, a branch the runs split on.
            if case let .condition(_, decided) = condition {
                let then = evaluate(ternary.thenExpression), otherwise = evaluate(ternary.elseExpression)
                if let a = then.expression, let b = otherwise.expression {
                    return symbolic(
                        holds ? then.number! : otherwise.number!, .conditional(decided, a, b), at: Syntax(ternary))
                }
                branch(on: decided, at: Syntax(ternary.condition))
                return holds ? then : otherwise
            }
            return evaluate(holds ? ternary.thenExpression : ternary.elseExpression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return evaluateInfix(infix) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return evaluateName(reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return evaluateMember(member) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return evaluateCall(call) }
        if let branch = expression.as(IfExprSyntax.self), case let .returned(value) = flow(of: ExprSyntax(branch)) {
            return value
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression) }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return evaluateSubscript(subscripted) }
        return .unknown("this expression", node)
    }

    /// A property of `type` read on `value` (the instance, an enum case, or the type for a static one): a `let`'s
    /// value, a `var` no code assigns, or a computed property's getter run with `self` as `value`.
    func property(_ name: String, of type: String, on value: ImportValue, at node: Syntax) -> ImportValue {
        switch declarations.members["\(type).\(name)"] {
        case let .stored(initial, isLet, _)?:
            guard isLet || !declarations.assigned.contains(name) else {
                return .unknown("`\(name)`, a property the app changes", node)
            }
            let key = "\(type).\(name)"
            if let known = constantValues[key] { return known }
            if constantsInProgress.contains(key) {
                return .unknown("`\(name)`, defined in terms of itself", node)
            }
            constantsInProgress.append(key)
            let result = evaluateInitial(initial, of: type, on: nil)
            constantsInProgress.removeLast()
            constantValues[key] = result
            return result
        case let .computed(body)?:
            guard depth < Limits.importCallDepth else { return .unknown("a recursive property", node) }
            depth += 1
            let saved = (scopes, enclosingType)
            scopes = [["self": value]]
            enclosingType = type
            let result = self.result(of: body)
            (scopes, enclosingType) = saved
            depth -= 1
            return result
        case nil:
            return .unknown("`\(name)`", node)
        }
    }

    private func evaluateName(_ reference: DeclReferenceExprSyntax) -> ImportValue {
        let name = reference.baseName.text
        if let value = lookup(name) { return value }
        if name == "self" { return .instance(ImportInstance(type: enclosingType)) }
        // A property of `self` written without `self.`: its field, or a member of its type or of what it inherits.
        if case let .instance(instance)? = lookup("self"),
            let value = instanceProperty(name, of: instance, at: Syntax(reference))
        {
            return value
        }
        // A property of the running code's type (or an enclosing one), written without `self.`.
        var scope = enclosingType
        while let type = scope {
            if declarations.members["\(type).\(name)"] != nil {
                let receiver = lookup("self") ?? .instance(ImportInstance(type: type))
                return property(name, of: type, on: receiver, at: Syntax(reference))
            }
            scope = Self.outerType(of: type)
        }
        if let constant = declarations.constants[name] { return evaluateConstant(name, constant, at: reference) }
        if name == "Self" { return .type(enclosingType ?? name) }
        if name.first?.isUppercase == true {
            return .type(Self.resolvedType(name, from: enclosingType, in: declarations))
        }

        return .unknown("`\(name)`, which is not a constant of the imported files", Syntax(reference))
    }

    /// A constant's value, evaluated once, in the files' scope; a constant reached again while it is being evaluated
    /// closes a cycle, which is reported, and which nothing of the cycle can be followed through.
    private func evaluateConstant(
        _ name: String, _ constant: ExprSyntax, at reference: DeclReferenceExprSyntax
    ) -> ImportValue {
        if let known = constantValues[name] { return known }
        if let start = constantsInProgress.firstIndex(of: name) {
            let names = Array(constantsInProgress[start...]) + [name]
            cycles.append((names, Syntax(reference)))
            return .unknown("`\(name)`, defined in a cycle (\(names.joined(separator: " → ")))", Syntax(reference))
        }
        constantsInProgress.append(name)
        // A global constant is evaluated at file scope, where no type's properties are visible.
        let saved = (scopes, enclosingType)
        scopes = [[:]]
        enclosingType = nil
        let value = evaluate(constant)
        (scopes, enclosingType) = saved
        constantsInProgress.removeLast()
        constantValues[name] = value
        return value
    }

    private func evaluateInfix(_ infix: InfixOperatorExprSyntax) -> ImportValue {
        let node = Syntax(infix)
        if infix.operator.is(AssignmentExprSyntax.self) {
            assign(plainTruth(evaluate(infix.rightOperand), at: Syntax(infix.rightOperand)), to: infix.leftOperand)
            return .none
        }
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return .unknown("this operator", node)
        }
        if symbol == "+=" || symbol == "-=" || symbol == "*=" || symbol == "/=" {
            let current = evaluate(infix.leftOperand)
            if case let .array(list) = current, case let .array(more) = evaluate(infix.rightOperand) {
                assign(.array(list + more), to: infix.leftOperand)
            } else {
                let op = BinaryOperator(rawValue: String(symbol.first!))!
                assign(arithmetic(op, current, evaluate(infix.rightOperand), node), to: infix.leftOperand)
            }
            return .none
        }
        let left = evaluate(infix.leftOperand)
        if symbol == "&&" || symbol == "||" {
            guard let a = left.truth else {
                if case .unknown = left { return left }
                return .unknown("a condition the importer cannot decide", node)
            }
            if case .bool = left, a == (symbol == "||") { return left }
            let right = evaluate(infix.rightOperand)
            if case .unknown = right { return right }
            return Self.combine(symbol == "&&", left, right) ?? .unknown("a condition the importer cannot decide", node)
        }
        let right = evaluate(infix.rightOperand)
        if symbol == "..." || symbol == "..<", case let .number(a, nil, _) = left, case let .number(b, nil, _) = right {
            return .range(a, b, closed: symbol == "...")
        }
        if let op = BinaryOperator(rawValue: symbol) { return arithmetic(op, left, right, node) }
        if let op = ComparisonOperator(rawValue: symbol), let compared = comparison(op, left, right) { return compared }
        switch symbol {
        case "==", "!=", "~=":
            if case .unknown = left { return left }
            if case .unknown = right { return right }
            // `pattern ~= value`: the value matched against the pattern.
            let matched = symbol == "~=" ? match(right, left) : match(left, right)
            guard symbol == "!=" else { return matched }
            if case let .condition(holds, condition) = matched { return .condition(!holds, .not(condition)) }
            return .bool(matched.truth != true)
        case "<", ">", "<=", ">=":
            return .unknown("a comparison the importer cannot decide", node)
        default:
            return .unknown("the operator \(symbol)", node)
        }
    }

    /// A number from the source, if it is one a layout file can hold: `1e400` and arithmetic that overflows are
    /// infinite, and a layout file has no word for that (it was written as `absolute(null)`).
    private static func finite(_ value: Double?, _ node: Syntax) -> ImportValue {
        guard let value else { return .unknown("a number literal", node) }
        guard value.isFinite else { return .unknown("a number that is not finite", node) }
        return .constant(value)
    }

    private func assignAppended(_ value: ImportValue, to target: ExprSyntax) { assign(value, to: target) }

    /// `object.field = value`, `object.field.edge = value`, `variable = value`.
    func assign(_ value: ImportValue, to target: ExprSyntax) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            for index in scopes.indices.reversed() where scopes[index][name] != nil {
                scopes[index][name] = value
                return
            }
            // `x = v` in an initializer or method of a made instance: its stored property, not a new local.
            if case let .instance(instance)? = lookup("self"), instance.isMade, isStoredProperty(name, of: instance) {
                instance.fields[name] = value
                return
            }
            bind(name, value)
            return
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let field = member.declName.baseName.text
        let receiver = evaluate(base)
        if case let .object(object) = receiver {
            object.fields[field] = value
            return
        }
        if case let .instance(instance) = receiver, instance.isMade {
            instance.fields[field] = value
            return
        }
        // A component of an object's insets: `section.contentInsets.leading = 16`.
        guard let outer = base.as(MemberAccessExprSyntax.self), let objectExpression = outer.base,
            case let .object(object) = evaluate(objectExpression)
        else { return }
        let key = outer.declName.baseName.text
        guard let number = modelNumber(value) else {
            object.fields[key] = .unknown("a value the importer cannot follow", Syntax(target))
            return
        }
        var insets: LayoutInsets = .zero
        if case let .insets(current)? = object.fields[key] { insets = current }
        guard let edge = DirectionalEdge(rawValue: field) else { return }
        insets[edge] = number
        object.fields[key] = .insets(insets)
    }

    // MARK: - Members

    private func evaluateMember(_ member: MemberAccessExprSyntax) -> ImportValue {
        let name = member.declName.baseName.text
        let node = Syntax(member)
        guard let baseExpression = member.base else { return .member(name) }
        if name == "self", let type = baseExpression.as(DeclReferenceExprSyntax.self) {
            return .type(type.baseName.text)
        }
        let base = evaluate(baseExpression)
        // `Section(rawValue: 9)?.kind`: optional chaining on nil is nil, which a `switch` then matches as `.none`
        // (or `default:`), as Swift does.
        if case .none = base, Self.isOptionalChain(baseExpression) { return .none }
        switch (base, name) {
        case (.type, "elementKindSectionHeader"): return .string(UICollectionView.elementKindSectionHeader)
        case (.type, "elementKindSectionFooter"): return .string(UICollectionView.elementKindSectionFooter)
        case let (.type(type), _):
            if let cases = declarations.enums[type], cases.contains(where: { $0.name == name }) {
                return .enumCase(type: type, name: name)
            }
            if type == "UIDevice" {
                return .unknown("UIDevice.current: the device's idiom is not a variant condition", node)
            }
            // A static constant of a type of the files (`Self.badgeElementKind`, `Metrics.gutter`).
            if declarations.members["\(type).\(name)"] != nil {
                return property(name, of: type, on: base, at: node)
            }
            // A type nested in a type of the files (`AppConstants.Dimension` in `AppConstants.Dimension.itemSpace`).
            if declarations.types.contains("\(type).\(name)") { return .type("\(type).\(name)") }
            return .member(name)
        case let (.instance(instance), _):
            if let value = instanceProperty(name, of: instance, at: node) { return value }
            if instance.isMade { return .unknown("`.\(name)` of \(instance.type ?? "this value")", node) }
            return .unknown("`self.\(name)`: the app's own state", node)
        case let (.enumCase(type, caseName), "rawValue"):
            guard let raw = declarations.enums[type]?.first(where: { $0.name == caseName })?.raw else {
                return .unknown("`.rawValue` of this value", node)
            }
            return .constant(Double(raw), kind: .integer)
        case let (.enumCase(type, _), _):
            if declarations.members["\(type).\(name)"] != nil { return property(name, of: type, on: base, at: node) }
            return .unknown("`.\(name)` of \(type)", node)
        case (.environment, "container"): return .container
        case (.environment, "traitCollection"): return .traits
        case (.container, "contentSize"): return .containerSize(effective: false)
        case (.container, "effectiveContentSize"): return .containerSize(effective: true)
        case let (.containerSize(effective), "width"): return environmentNumber(effective ? .effectiveWidth : .width)
        case let (.containerSize(effective), "height"):
            return environmentNumber(effective ? .effectiveHeight : .height)
        case (.traits, "displayScale"): return environmentNumber(.scale)
        case (.traits, "horizontalSizeClass"):
            readsSizeClass = true
            return .member(sizeClass.rawValue)
        case (.traits, _):
            return .unknown("the trait `\(name)`: not a variant condition of the language", node)
        case let (.object(object), _):
            return object.fields[name] ?? .none
        // A size's dimensions, read back (`NSCollectionLayoutSize(widthDimension: itemSize.widthDimension, ...)`).
        case let (.size(size), "widthDimension"): return .dimension(size.width)
        case let (.size(size), "heightDimension"): return .dimension(size.height)
        case let (.array(list), "count"):
            return .constant(Double(list.count), kind: .integer)
        case (.unknown, _):
            return base
        default:
            return .unknown("`.\(name)` of this value", node)
        }
    }

    // MARK: - Calls

    private func evaluateCall(_ call: FunctionCallExprSyntax) -> ImportValue {
        let node = Syntax(call)
        if let resource = BundleResource.name(of: call) {
            return .unknown("`\(resource)`, read from the app's bundle, which the importer does not read", node)
        }
        var arguments: Arguments = call.arguments.map { ($0.label?.text ?? "_", $0.expression) }
        if let closure = call.trailingClosure {
            // The only trailing closure of a layout initializer is its section provider.
            arguments.append((call.arguments.isEmpty ? "sectionProvider" : "_", ExprSyntax(closure)))
        }
        let labels = arguments.map(\.label)
        func argument(_ label: String) -> ImportValue {
            arguments.first { $0.label == label }.map { plainTruth(evaluate($0.expression), at: Syntax($0.expression)) }
                ?? .none
        }
        // `.init(...)` and `Type.init(...)`: the initializer of the type its labels name.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            let typeName = member.base?.trimmedDescription ?? Self.implicitType(labels: labels)
            guard let typeName else { return .unknown("`.init(\(labels.map { "\($0):" }.joined()))`", node) }
            return construct(typeName, labels: labels, argument: argument, node: node, typeName: typeName)
        }
        // Static functions of the imported files, written with or without their type (`.fullWidth(height:)`,
        // `Self.makeHeader()`, `Metrics.header()`).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base.map(Self.namesType) ?? true {
            let written = member.base?.trimmedDescription
            let type =
                written == "Self"
                ? enclosingType : written.map { Self.resolvedType($0, from: enclosingType, in: declarations) }
            if type != nil || written == nil,
                let function = function(
                    named: member.declName.baseName.text, labels: labels, in: type, staticOnly: written == nil)
            {
                return self.call(function, arguments: arguments, at: node)
            }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpression = member.base {
            let name = member.declName.baseName.text
            // The receiver, evaluated once: a chain `a.f().g()` is not evaluated again at each call.
            let receiver = evaluate(baseExpression)
            // `Kind(rawValue: sectionIndex)?.layoutSection(for: environment)` past the last case: the chain stops at
            // nil, as Swift's does, and the provider has no section there.
            if case .none = receiver, Self.isOptionalChain(baseExpression) { return .none }
            // Methods of an instance's type (or what it inherits: a protocol extension's), and of an enum's cases.
            if let type = Self.typeName(of: receiver) {
                guard let function = method(named: name, labels: labels, of: type) else {
                    return .unknown("`\(name)(...)`, which is not a method of \(type)", node)
                }
                return self.call(function, arguments: arguments, at: node, on: receiver)
            }
            if name == "append", arguments.count == 1 {
                let appended = evaluate(arguments[0].expression)
                switch receiver {
                case let .array(list):
                    assignAppended(.array(list + [appended]), to: baseExpression)
                    return .none
                case .none:
                    // A layout object's array property not set yet is empty, as in UIKit.
                    assignAppended(.array([appended]), to: baseExpression)
                    return .none
                default:
                    break
                }
            }
            let base = receiver
            if case let .object(object) = base {
                if object.kind == .layout, name == "register", case let .type(view) = argument("_"),
                    case let .string(kind) = argument("forDecorationViewOfKind")
                {
                    object.decorationViews[kind] = view
                    return .none
                }
                return .unknown("`\(name)(...)` on a layout object", node)
            }
            if case .type = base {
                return construct(
                    name, labels: labels, argument: argument, node: node, typeName: baseExpression.trimmedDescription)
            }
            if case .number = base, let value = numberMethod(name, of: base, arguments, node) { return value }
            if case .unknown = base { return base }
            return .unknown("`\(name)(...)`", node)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return construct(
                member.declName.baseName.text, labels: labels, argument: argument, node: node, typeName: nil)
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            return .unknown("this call", node)
        }
        let name = reference.baseName.text
        // A method called without `self.` runs on the same receiver, found first in its type's lineage.
        let own = lookup("self").flatMap(Self.typeName(of:))
        if let function = own.flatMap({ method(named: name, labels: labels, of: $0) })
            ?? function(named: name, labels: labels)
        {
            return self.call(function, arguments: arguments, at: node, on: lookup("self"))
        }
        if let numeric = ExpressionFunction(rawValue: name), numeric != .clamp, labels.allSatisfy({ $0 == "_" }) {
            return function(numeric, arguments.map { evaluate($0.expression) }, node)
        }
        if let cases = declarations.enums[Self.resolvedType(name, from: enclosingType, in: declarations)],
            labels == ["rawValue"]
        {
            let name = Self.resolvedType(name, from: enclosingType, in: declarations)
            guard case let .number(raw, _, _) = argument("rawValue") else { return .unknown("a raw value", node) }
            return cases.first { Double($0.raw) == raw }.map { .enumCase(type: name, name: $0.name) } ?? .none
        }
        let typeName = Self.resolvedType(name, from: enclosingType, in: declarations)
        // `GalleryBuilder(ratio: 0.9)`, `LayoutProvider(theme)`: a value of a struct or class of the files, its
        // initializer run (see `makeInstance`).
        if let made = makeInstance(typeName, arguments: arguments, at: node) { return made }
        // `MovieLayoutSection()` of a type `makeInstance` does not make (a view controller): its methods run as its
        // own; its properties are its `let`s and the `var`s no code assigns, as for `self`.
        if labels.isEmpty, declarations.types.contains(typeName), declarations.enums[typeName] == nil,
            declarations.classes[typeName]?.first.map({ Self.layoutClassNames.contains($0) }) != true
        {
            return .instance(ImportInstance(type: typeName))
        }
        // A subclass of the compositional layout that overrides only where scrolling stops
        // (`SnapCenterItemCollectionViewLayout(section:configuration:)`) lays out as its superclass.
        if let superclass = declarations.classes[typeName]?.first, Self.layoutClassNames.contains(superclass),
            declarations.overridesOnlyScrolling(typeName)
        {
            return construct(superclass, labels: labels, argument: argument, node: node, typeName: superclass)
        }
        return construct(name, labels: labels, argument: argument, node: node, typeName: name)
    }

    static let layoutClassNames: Set<String> = [
        "UICollectionViewCompositionalLayout", "NSCollectionViewCompositionalLayout",
    ]

    /// Whether an expression is written as a type's name: `Metrics`, or a nested type `AppConstants.Dimension`.
    static func namesType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.baseName.text.first?.isUppercase == true && namesType(base)
        }
        return false
    }

    /// The type an implicit-member `.init(...)` makes, from its labels (Swift takes it from the context, which these
    /// initializers' labels name unambiguously in layout code).
    static func implicitType(labels: [String]) -> String? {
        switch labels {
        case ["widthDimension", "heightDimension"]: return "NSCollectionLayoutSize"
        case ["top", "leading", "bottom", "trailing"]: return "NSDirectionalEdgeInsets"
        case ["leading", "top", "trailing", "bottom"]: return "NSCollectionLayoutEdgeSpacing"
        case ["appearance"]: return "UICollectionLayoutListConfiguration"
        case ["layoutSize"], ["layoutSize", "supplementaryItems"]: return "NSCollectionLayoutItem"
        case ["group"]: return "NSCollectionLayoutSection"
        case ["x", "y"]: return "CGPoint"
        default:
            if labels.first == "edges" { return "NSCollectionLayoutAnchor" }
            if labels.starts(with: ["layoutSize", "elementKind", "alignment"]) {
                return "NSCollectionLayoutBoundarySupplementaryItem"
            }
            if labels.starts(with: ["layoutSize", "elementKind", "containerAnchor"]) {
                return "NSCollectionLayoutSupplementaryItem"
            }
            return nil
        }
    }

    /// `x.rounded()`, `x.rounded(.down)`, `x.truncatingRemainder(dividingBy: y)` as the language's functions.
    private func numberMethod(_ name: String, of base: ImportValue, _ arguments: Arguments, _ node: Syntax)
        -> ImportValue?
    {
        switch (name, arguments.map(\.label)) {
        case ("rounded", []): return function(.round, [base], node)
        case ("rounded", ["_"]):
            switch evaluate(arguments[0].expression) {
            case .member("toNearestOrAwayFromZero"): return function(.round, [base], node)
            case .member("down"): return function(.floor, [base], node)
            case .member("up"): return function(.ceil, [base], node)
            case .member("towardZero"): return truncated(base, node)
            default: return .unknown("this rounding rule", node)
            }
        case ("truncatingRemainder", ["dividingBy"]):
            return arithmetic(.remainder, base, evaluate(arguments[0].expression), node)
        default: return nil
        }
    }

    /// `Int(x)`: toward zero, which is `floor` for the widths and counts layout code computes; a negative value
    /// computed from the environment is not followed, since `floor` would round it the other way.
    func truncated(_ value: ImportValue, _ node: Syntax) -> ImportValue {
        guard case let .number(number, symbol, kind) = value else { return value }
        guard let symbol else { return .constant(number.rounded(.towardZero), kind: .integer) }
        guard number >= 0 else { return .unknown("`Int` of a negative number computed from the environment", node) }
        // Already whole: `Int(x.rounded())` is the rounding.
        switch symbol {
        case .call(.round, _), .call(.floor, _), .call(.ceil, _): return .number(number, symbol: symbol, kind: .integer)
        default:
            _ = kind
            guard case let .number(floored, floorSymbol, _) = function(.floor, [value], node) else { return value }
            return .number(floored, symbol: floorSymbol, kind: .integer)
        }
    }

    /// Initializers and static factories of UIKit's layout types, and the numeric functions layout code uses.
    private func construct(
        _ name: String, labels: [String], argument: (String) -> ImportValue, node: Syntax, typeName: String?
    ) -> ImportValue {
        let call = Construction(name: name, labels: labels, node: node)
        if let value = constructNumber(call, argument) ?? constructGeometry(call, argument)
            ?? constructObject(call, argument)
        {
            return value
        }
        // `String(describing: HeaderView.self)`: a type's name without its module, as element kinds and reuse
        // identifiers are often written.
        if name == "String", labels == ["describing"], case let .type(type) = argument("describing") {
            return .string(String(type.split(separator: ".").last ?? Substring(type)))
        }
        if let typeName, typeName.first?.isUppercase == true {
            return .unknown("`\(typeName)(\(labels.map { "\($0):" }.joined()))`, which is app code", node)
        }
        return .unknown("`\(name)(...)`, which is app code", node)
    }
}
