import SwiftSyntax

/// Values of the files' own structs and classes: made by a memberwise or explicit initializer, read by their fields,
/// then by their types' members and those of what they inherit (a protocol extension's computed properties and
/// methods).
extension LayoutInterpreter {
    /// A type and what it inherits or conforms to, transitively, nearest first: where its members are looked up.
    func lineage(of type: String) -> [String] {
        var result: [String] = []
        var pending = [type]
        while !pending.isEmpty, result.count < 32 {
            let current = pending.removeFirst()
            guard !result.contains(current) else { continue }
            result.append(current)
            let context = Self.outerType(of: current)
            pending += (declarations.inherits[current] ?? []).map {
                Self.resolvedType($0, from: context, in: declarations)
            }
        }
        return result
    }

    /// The method `name` of `type` or of what it inherits, nearest first.
    func method(named name: String, labels: [String], of type: String) -> FunctionDeclSyntax? {
        for candidate in lineage(of: type) {
            if let function = function(named: name, labels: labels, in: candidate) { return function }
        }
        return nil
    }

    /// The type whose methods a receiver runs: an instance's, or an enum case's.
    static func typeName(of receiver: ImportValue) -> String? {
        switch receiver {
        case let .instance(instance): return instance.type
        case let .enumCase(type, _): return type
        default: return nil
        }
    }

    /// `name` read on an instance: its field, else a member of its type or of what it inherits (a computed property
    /// runs with `self` as the instance); nil when nothing of the instance has that name.
    func instanceProperty(_ name: String, of instance: ImportInstance, at node: Syntax) -> ImportValue? {
        if let value = instance.fields[name] { return value }
        guard let type = instance.type else { return nil }
        let types = lineage(of: type)
        for candidate in types {
            switch declarations.members["\(candidate).\(name)"] {
            case let .stored(initial, _, _)? where instance.isMade:
                // Not set since it was made: its initial value (a `lazy` one's may read `self`).
                let value = evaluateInitial(initial, of: candidate, on: .instance(instance))
                instance.fields[name] = value
                return value
            case .some: return property(name, of: candidate, on: .instance(instance), at: node)
            case nil: continue
            }
        }
        // An optional `var` without a value that its initializer left unset is nil, as in Swift.
        let unsetOptional = types.contains { type in
            declarations.stored[type]?.contains { $0.name == name && $0.hasDefault } == true
        }
        if instance.isMade, unsetOptional { return ImportValue.none }
        return nil
    }

    func isStoredProperty(_ name: String, of instance: ImportInstance) -> Bool {
        guard let type = instance.type else { return false }
        return lineage(of: type).contains { declarations.stored[$0]?.contains { $0.name == name } == true }
    }

    /// A stored property's initial value, evaluated in its type's scope (with `self` for a `lazy` one).
    func evaluateInitial(_ initial: ExprSyntax, of type: String, on receiver: ImportValue?) -> ImportValue {
        let saved = (scopes, enclosingType)
        scopes = [receiver.map { ["self": $0] } ?? [:]]
        enclosingType = type
        let result = typed(evaluate(initial), as: initial, in: type)
        (scopes, enclosingType) = saved
        return result
    }

    /// `.gallery` in `var sections: [Section] = [.gallery]`: a case of the enum of the files the annotation names,
    /// whose members can then be read (`sections[0].builder`). A static member of the enum stays as written.
    func typed(_ value: ImportValue, as initial: ExprSyntax, in type: String) -> ImportValue {
        guard let binding = initial.parent?.parent?.as(PatternBindingSyntax.self),
            var written = binding.typeAnnotation?.type
        else { return value }
        if let array = written.as(ArrayTypeSyntax.self) { written = array.element }
        let name = Self.resolvedType(written.trimmedDescription, from: type, in: declarations)
        guard declarations.enumTypes.contains(name) else { return value }
        func cased(_ value: ImportValue) -> ImportValue {
            switch value {
            case let .member(member) where declarations.members["\(name).\(member)"] == nil:
                return .enumCase(type: name, name: member)
            case let .array(list): return .array(list.map(cased))
            default: return value
            }
        }
        return cased(value)
    }

    /// Whether `type` is a struct, or a class inheriting from no class but the files' own: code the importer does
    /// not run (a view's life cycle) cannot change an instance the layout code makes of it. A `Codable` type is
    /// the app's data, which it decodes at run time: the value the source makes is a placeholder, not followed.
    func isPlain(_ type: String) -> Bool {
        if lineage(of: type).contains(where: { ["Decodable", "Codable"].contains($0) }) { return false }
        if declarations.structs.contains(type) { return true }
        var current = type
        for _ in 0..<32 {
            guard let parents = declarations.classes[current] else { return false }
            guard let first = parents.first else { return true }
            let resolved = Self.resolvedType(first, from: Self.outerType(of: current), in: declarations)
            if declarations.protocols.contains(resolved) { return true }
            current = resolved
        }
        return false
    }

    /// `Type(...)` of a struct or class of the files that `isPlain`: its initializer run with `self` as a new
    /// instance, or for a struct without one, its memberwise initializer. Nil for another type.
    func makeInstance(_ type: String, arguments: Arguments, at node: Syntax) -> ImportValue? {
        guard isPlain(type), declarations.types.contains(type) else { return nil }
        let instance = ImportInstance(type: type, isMade: true)
        let labels = arguments.map(\.label)
        let written = "`\(type)(\(labels.map { "\($0):" }.joined()))`"
        guard let initializers = declarations.initializers[type], !initializers.isEmpty else {
            guard declarations.structs.contains(type) || labels.isEmpty else { return nil }
            return memberwise(instance, arguments, written: written, at: node)
        }
        guard
            let initializer = initializers.first(where: {
                Self.accepts($0.signature.parameterClause.parameters, labels: labels)
            })
        else {
            return .unknown("\(written), which no initializer of \(type) takes", node)
        }
        guard initializer.optionalMark == nil else { return .unknown("\(written), a failable initializer", node) }
        let result = call(Callee(initializer), arguments: arguments, at: node, on: .instance(instance))
        if case .unknown = result { return result }
        return .instance(instance)
    }

    /// A struct's memberwise initializer: each stored property it takes, in order, from its argument, or left at
    /// its initial value.
    private func memberwise(
        _ instance: ImportInstance, _ arguments: Arguments, written: String, at node: Syntax
    ) -> ImportValue {
        var remaining = arguments[...]
        for property in declarations.stored[instance.type ?? ""] ?? [] where property.isMemberwise {
            if let argument = remaining.first, argument.label == property.name {
                instance.fields[property.name] = evaluate(argument.expression)
                remaining.removeFirst()
            } else if !property.hasDefault {
                return .unknown("\(written) without `\(property.name):`, which its memberwise initializer takes", node)
            }
        }
        guard remaining.isEmpty else {
            return .unknown("\(written), which its memberwise initializer does not take", node)
        }
        return .instance(instance)
    }

    /// A struct's value as a new variable holds it: a copy, so that setting a field of one leaves the other.
    func structCopy(_ value: ImportValue) -> ImportValue {
        guard case let .instance(instance) = value, let type = instance.type, declarations.structs.contains(type) else {
            return value
        }
        return .instance(ImportInstance(type: type, fields: instance.fields, isMade: instance.isMade))
    }

    /// `list[i]` of an array by a plain index. Past its end it is nil, as an optional chain holding it then is
    /// (`self?.sections[sectionIndex]` past the last section: the provider gives none there).
    func evaluateSubscript(_ subscripted: SubscriptCallExprSyntax) -> ImportValue {
        let node = Syntax(subscripted)
        let base = evaluate(subscripted.calledExpression)
        if case .none = base, Self.isOptionalChain(subscripted.calledExpression) { return .none }
        if case .unknown = base { return base }
        guard case let .array(list) = base, subscripted.arguments.count == 1,
            let argument = subscripted.arguments.first, argument.label == nil
        else {
            return .unknown("this subscript", node)
        }
        let index = evaluate(argument.expression)
        if case .unknown = index { return index }
        guard case let .number(value, nil, _) = index, value == value.rounded() else {
            return .unknown("an index the importer cannot follow", node)
        }
        guard value >= 0, value < Double(list.count) else { return .none }
        return list[Int(value)]
    }

    /// Whether `expression` is a chain with an optional link (`a?.b[c].d`): nil anywhere in it makes it nil.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let link = current {
            if link.is(OptionalChainingExprSyntax.self) { return true }
            if let member = link.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let subscripted = link.as(SubscriptCallExprSyntax.self) {
                current = subscripted.calledExpression
            } else if let call = link.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
        return false
    }
}
