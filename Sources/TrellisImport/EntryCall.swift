import SwiftSyntax

/// How an entry function (a layout or section function) is called: with the arguments the first call in the given
/// files passes, the rest their defaults. A section function's environment and section index are the layout's own:
/// the import binds them, and the check program passes its provider's.
struct EntryCall {
    /// What a parameter stands for.
    enum Role: Equatable {
        /// `NSCollectionLayoutEnvironment`: the provider's environment.
        case environment
        /// A section function's `Int` named as an index (`sectionIndex`, `index`, `section`): the section index, 0
        /// in the one-section layout it makes.
        case sectionIndex
        /// Anything else: a value a caller passes, or the default.
        case value
    }

    /// The call whose arguments are used, and the calls that pass others.
    var site: FunctionCallExprSyntax?
    var otherSites: [FunctionCallExprSyntax] = []
    /// The call's arguments for parameters of role `.value`, for the interpreter.
    var arguments: LayoutInterpreter.Arguments = []
    /// The Swift arguments the check program passes (`columns: 3`, `environment: environment`), or why it cannot.
    var swiftArguments: Result<[String], Refusal> = .success([])

    struct Refusal: Error, Equatable {
        var reason: String
    }

    init(of function: FunctionDeclSyntax, calls: [FunctionCallExprSyntax]) {
        let parameters = Array(function.signature.parameterClause.parameters)
        let isSectionFunction = !SwiftLayoutImporter.returnsLayout(function)
        let roles = parameters.map { Self.role(of: $0, inSectionFunction: isSectionFunction) }
        // A call passing a value for a parameter of role `.value`; the first in source order is the one used.
        let sites = calls.filter { call in
            call.trailingClosure == nil
                && LayoutInterpreter.accepts(function, labels: call.arguments.map { $0.label?.text ?? "_" })
        }
        let passesValues = zip(parameters, roles).contains { $1 == .value }
        if passesValues, let first = sites.first {
            site = first
            let written = Self.argumentTexts(first)
            otherSites = sites.dropFirst().filter { Self.argumentTexts($0) != written }
        }
        var swift: [String] = []
        var refusal: Refusal?
        for (parameter, role) in zip(parameters, roles) {
            let label = parameter.firstName.text
            let prefix = label == "_" ? "" : "\(label): "
            switch role {
            case .environment: swift.append(prefix + "environment")
            case .sectionIndex: swift.append(prefix + "index")
            case .value:
                if let argument = site?.arguments.first(where: { ($0.label?.text ?? "_") == label }) {
                    // Every argument goes to the import; the check program refuses at the first it cannot pass.
                    arguments.append((label, argument.expression))
                    if refusal == nil, !Self.isSelfContained(argument.expression) {
                        refusal = Refusal(
                            reason: "`\(function.name.text)` is called with `\(prefix)"
                                + "\(argument.expression.trimmedDescription)`, which only its caller can evaluate")
                    }
                    swift.append(prefix + argument.expression.trimmedDescription)
                } else if parameter.defaultValue == nil, refusal == nil {
                    refusal = Refusal(
                        reason: "`\(function.name.text)` takes `\(label)`, and no call in the given files passes it")
                }
            }
        }
        swiftArguments = refusal.map { .failure($0) } ?? .success(swift)
    }

    static func role(of parameter: FunctionParameterSyntax, inSectionFunction: Bool) -> Role {
        let type = parameter.type.trimmedDescription
        if type.hasSuffix("NSCollectionLayoutEnvironment") { return .environment }
        let name = (parameter.secondName ?? parameter.firstName).text.lowercased()
        if inSectionFunction, type == "Int", parameter.defaultValue == nil, name.contains("index") || name == "section"
        {
            return .sectionIndex
        }
        return .value
    }

    static func argumentTexts(_ call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { "\($0.label?.text ?? "_"): \($0.expression.trimmedDescription)" }
    }

    /// Whether `expression` means the same in the check program as at its call: literals, implicit members
    /// (`.grid`), negations and arithmetic of those, and members of a type (`Metrics.columns`).
    static func isSelfContained(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self)
        {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isSelfContained(prefix.expression) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(BinaryOperatorExprSyntax.self) {
            return isSelfContained(infix.leftOperand) && isSelfContained(infix.rightOperand)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isSelfContained(only.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            // `Metrics.columns`, `Layout.Size.wide`: a type's member, not `self`'s.
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
                && base.trimmedDescription != "Self"
        }
        return false
    }
}

extension EntryCall {
    /// The stored property of `type` holding the collection view whose layout a call of `function` makes:
    /// `collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())`, a property initialised
    /// so (through a closure's local too), or `secondary.collectionViewLayout = createSecondaryLayout()`.
    static func collectionViewProperty(
        of function: FunctionDeclSyntax, type: String, calls: [FunctionCallExprSyntax],
        stored: [String: [LayoutInterpreter.StoredProperty]]
    ) -> String? {
        for call in calls
        where LayoutInterpreter.accepts(function, labels: call.arguments.map { $0.label?.text ?? "_" }) {
            var node = call.parent
            while let current = node {
                if current.is(FunctionDeclSyntax.self) || current.is(MemberBlockSyntax.self) { break }
                if let name = Self.assignedName(current), stored[type]?.contains(where: { $0.name == name }) == true {
                    return name
                }
                node = current.parent
            }
        }
        return nil
    }

    /// The name `node` binds or assigns: `let name = ...`, `name = ...`, `self.name = ...`,
    /// `name.collectionViewLayout = ...`.
    private static func assignedName(_ node: Syntax) -> String? {
        if let binding = node.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else {
            return nil
        }
        var target = infix.leftOperand
        if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "collectionViewLayout",
            let base = member.base
        {
            target = base
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text
        }
        return nil
    }
}
