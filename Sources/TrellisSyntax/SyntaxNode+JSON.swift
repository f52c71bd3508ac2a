import TrellisCore

extension SyntaxNode {
    /// The node as JSON under YAML 1.2 core-schema rules (plain `yes` stays a string), for
    /// validating layout files against the JSON Schema.
    package var json: JSONValue {
        switch value {
        case let .mapping(pairs): return .object(pairs.map { ($0.key, $0.value.json) })
        case let .sequence(items): return .array(items.map(\.json))
        case let .scalar(scalar):
            if scalar.isNull { return .null }
            if let bool = scalar.bool { return .bool(bool) }
            if let number = scalar.number, number.isFinite { return .number(number) }
            return .string(scalar.text)
        }
    }
}
