import SwiftSyntax
import TrellisModel

/// A ladder of conditions on the environment that only chooses numbers (`if width > 900 { columns = 4 } else if
/// width >= 600 { columns = 3 } else { columns = 2 }`, the same with `return`, or as an `if` expression) is one
/// conditional expression per number, as the same choice written with `?:` is: not a branch the runs split on, which
/// would write a whole section per rung.
extension LayoutInterpreter {
    /// What each rung of a ladder does with its numbers.
    private enum RungEffect {
        /// Assigns these variables (the same ones, in the same order, on every rung).
        case assigns([String])
        /// Returns a number.
        case returns
        /// Is a number: an `if` expression's value.
        case value
    }

    /// The flow of `branch` as a ladder of numbers, or nil when it is not one (a rung does more than choose numbers,
    /// the chain has no final `else`, or a condition or number cannot be followed): then it runs as a branch.
    func numberLadder(_ branch: IfExprSyntax) -> Flow? {
        guard let rungs = Self.rungs(of: branch), let effect = Self.effect(of: rungs.map(\.body)) else { return nil }
        // Every condition decided or computed from the environment; every rung's numbers followed.
        var conditions: [ImportValue] = []
        for rung in rungs.dropLast() {
            guard let condition = rung.condition else { return nil }
            let value = evaluate(condition)
            switch value {
            case .bool, .condition: conditions.append(value)
            default: return nil
            }
        }
        var values: [[ImportValue]] = []
        for rung in rungs {
            let numbers = Self.expressions(of: rung.body).map(evaluate)
            guard numbers.allSatisfy({ $0.expression != nil }) else { return nil }
            values.append(numbers)
        }
        var chosen = values[values.count - 1]
        for (condition, numbers) in zip(conditions, values.dropLast()).reversed() {
            chosen = zip(numbers, chosen).map { then, otherwise in
                self.choose(condition, then, otherwise, at: Syntax(branch))
            }
        }
        switch effect {
        case let .assigns(names):
            for (name, value) in zip(names, chosen) {
                assign(value, to: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
            }
            return .next
        case .returns, .value:
            return .returned(chosen[0])
        }
    }

    /// `condition ? then : otherwise` of two numbers.
    private func choose(_ condition: ImportValue, _ then: ImportValue, _ otherwise: ImportValue, at node: Syntax)
        -> ImportValue
    {
        guard case let .number(a, symbolA, kindA) = then, case let .number(b, symbolB, kindB) = otherwise else {
            return otherwise
        }
        let kind = kindA.combined(with: kindB)
        switch condition {
        case let .bool(holds): return holds ? then : otherwise
        case let .condition(holds, decided):
            let expression = Expression.conditional(decided, symbolA ?? .number(a), symbolB ?? .number(b))
            return symbolic(holds ? a : b, expression, kind: kind, at: node)
        default: return otherwise
        }
    }

    /// The chain's conditions (one expression each; nil for the final `else`) and bodies, or nil without a final
    /// `else` or with a condition that is not one plain expression.
    private static func rungs(of branch: IfExprSyntax) -> [(condition: ExprSyntax?, body: CodeBlockItemListSyntax)]? {
        var rungs: [(ExprSyntax?, CodeBlockItemListSyntax)] = []
        var current: IfExprSyntax? = branch
        while let rung = current {
            guard rung.conditions.count == 1, case let .expression(condition)? = rung.conditions.first?.condition
            else { return nil }
            rungs.append((condition, rung.body.statements))
            switch rung.elseBody {
            case let .ifExpr(next)?: current = next
            case let .codeBlock(block)?:
                rungs.append((nil, block.statements))
                current = nil
            case nil: return nil
            }
        }
        return rungs.count > 1 ? rungs : nil
    }

    /// What every body does, if they all do the same with numbers alone.
    private static func effect(of bodies: [CodeBlockItemListSyntax]) -> RungEffect? {
        let effects = bodies.map { body -> RungEffect? in
            if body.count == 1, let only = body.first {
                if let returned = only.item.as(ReturnStmtSyntax.self), returned.expression != nil { return .returns }
                if let expression = only.item.as(ExprSyntax.self), assignment(expression) == nil { return .value }
            }
            var names: [String] = []
            for item in body {
                guard let expression = item.item.as(ExprSyntax.self), let (name, _) = assignment(expression) else {
                    return nil
                }
                names.append(name)
            }
            return names.isEmpty ? nil : .assigns(names)
        }
        guard let first = effects.first, let effect = first else { return nil }
        for other in effects.dropFirst() {
            switch (effect, other) {
            case (.returns, .returns?), (.value, .value?): continue
            case let (.assigns(a), .assigns(b)?) where a == b: continue
            default: return nil
            }
        }
        return effect
    }

    /// The numbers a body chooses: the assigned values, the returned value, or the body's value.
    private static func expressions(of body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        body.compactMap { item in
            if let returned = item.item.as(ReturnStmtSyntax.self) { return returned.expression }
            guard let expression = item.item.as(ExprSyntax.self) else { return nil }
            return assignment(expression)?.value ?? expression
        }
    }

    /// `name = value` of a local variable.
    private static func assignment(_ expression: ExprSyntax) -> (name: String, value: ExprSyntax)? {
        guard let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
            let name = infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        return (name, infix.rightOperand)
    }
}
