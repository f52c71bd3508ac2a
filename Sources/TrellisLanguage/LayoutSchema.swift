import TrellisCore
import TrellisModel

/// The JSON Schema (draft-07) of the layout language, generated from `Vocabulary` so that
/// editors (yaml-language-server) and `trellis lint` accept the same keys.
/// `Grammar/layout.schema.json` is this value, checked by a test.
package enum LayoutSchema {
    package static var json: JSONValue {
        var definitions: [(String, JSONValue)] = Vocabulary.all.map { ($0.definition, object($0)) }
        definitions += valueDefinitions
        return .object([
            ("$schema", "http://json-schema.org/draft-07/schema#"),
            ("$id", "https://trellis.dev/schema/layout-1.json"),
            ("title", "Trellis layout file"),
            (
                "description",
                "A UICollectionViewCompositionalLayout described in YAML (Trellis layout language, versions 1 and 2)."
            ),
            ("$ref", "#/definitions/document"),
            ("definitions", .object(definitions)),
        ])
    }

    package static var text: String { json.rendered() + "\n" }

    private static let numberPattern = "-?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
    private static let fractionPattern = "\(numberPattern) */ *\(numberPattern)"

    private static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

    private static func object(_ shape: ObjectShape) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("type", "object"),
            ("description", .string(shape.noun)),
            (
                "properties",
                .object(
                    shape.keys.map { key in
                        (key.name, merge(schema(key.type), [("description", .string(key.summary))]))
                    } + [
                        (
                            "use",
                            .object([
                                ("type", "string"),
                                (
                                    "description",
                                    "version 2: a definition whose keys this mapping takes, its own over them"
                                ),
                            ])
                        )
                    ])
            ),
        ]
        var constraints: [JSONValue] = []
        if !shape.requiredKeys.isEmpty {
            constraints.append(.object([("required", .array(shape.requiredKeys.map(JSONValue.string)))]))
        }
        pairs.append(("additionalProperties", false))
        // Exactly-one-of constraints the lowering stage also enforces.
        let exactlyOne: [String]? =
            switch shape.definition {
            case "section": ["group", "list"]
            case "subitem": ["item", "group"]
            case "standardGroup": ["subitems", "item"]
            default: nil
            }
        if let exactlyOne {
            constraints.append(.object([("oneOf", .array(exactlyOne.map { .object([("required", [.string($0)])]) }))]))
        }
        // A mapping that uses a definition (version 2) takes its required keys from it.
        if !constraints.isEmpty {
            pairs.append(("anyOf", [.object([("required", ["use"])]), .object([("allOf", .array(constraints))])]))
        }
        if shape.definition == "standardGroup" {
            // A group with `count` or `repeating` repeats exactly one subitem.
            let repeats: JSONValue = [.object([("required", ["count"])]), .object([("required", ["repeating"])])]
            pairs.append(("if", .object([("anyOf", repeats)])))
            pairs.append(("then", .object([("properties", .object([("subitems", .object([("maxItems", 1)]))]))])))
        }
        return .object(pairs)
    }

    private static func merge(_ schema: JSONValue, _ extra: [(String, JSONValue)]) -> JSONValue {
        guard case let .object(pairs) = schema else { return schema }
        return .object(pairs + extra)
    }

    private static func pattern(_ regex: String) -> JSONValue {
        .object([("type", "string"), ("pattern", .string(regex))])
    }

    private static func schema(_ type: ValueType) -> JSONValue {
        switch type {
        case .number: return ref("number")
        case .positiveNumber: return ref("positiveNumber")
        case .nonNegativeNumber: return ref("nonNegativeNumber")
        case .integer: return .object([("type", "integer")])
        case .nonNegativeInteger: return .object([("type", "integer"), ("minimum", 0)])
        case .boolean: return .object([("type", "boolean")])
        case .string: return .object([("type", "string")])
        case .layoutName: return pattern("^[A-Z][A-Za-z0-9]*$")
        case .sectionName: return pattern("^[a-z][A-Za-z0-9]*$")
        case .elementKind: return pattern("^[A-Za-z][A-Za-z0-9_-]*$")
        case let .enumeration(words): return .object([("enum", .array(words.map(JSONValue.string)))])
        case .dimension: return ref("dimension")
        case .spacing: return ref("spacing")
        case .insets: return ref("insets")
        case .edgeSpacing: return ref("edgeSpacingEdges")
        case .point: return ref("point")
        case .count: return ref("count")
        case .copies:
            return .object([
                ("anyOf", [.object([("type", "integer"), ("minimum", 1), ("maximum", 1000)]), ref("expression")])
            ])
        case .indexes: return ref("indexes")
        case .osVersion: return ref("osVersion")
        case let .object(name): return ref(name)
        case let .array(element, minItems):
            var pairs: [(String, JSONValue)] = [("type", "array"), ("items", schema(element))]
            if minItems > 0 { pairs.append(("minItems", .number(Double(minItems)))) }
            return .object(pairs)
        case .group: return ref("group")
        case .subitem: return ref("subitem")
        case .numberOrNumbers:
            return .object([
                (
                    "anyOf",
                    [
                        ref("positiveNumber"),
                        .object([("type", "array"), ("items", ref("positiveNumber")), ("minItems", 1)]),
                    ]
                )
            ])
        case .definitions:
            return .object([("type", "object"), ("additionalProperties", .object([("type", "object")]))])
        case .constants:
            return .object([
                ("type", "object"),
                ("propertyNames", pattern("^[a-z][A-Za-z0-9]*$")),
                ("additionalProperties", .object([("type", ["number", "string"])])),
            ])
        case .measuredKinds:
            return .object([
                ("type", "object"),
                ("propertyNames", pattern("^[A-Za-z][A-Za-z0-9_-]*$")),
                ("additionalProperties", ref("measuredSize")),
            ])
        }
    }

    /// Value forms of `Grammar/Reference.md` §2 that are not mappings.
    private static var valueDefinitions: [(String, JSONValue)] {
        let fraction = pattern("^\(fractionPattern)$")
        let argument = "(?:\(fractionPattern)|\(numberPattern))"
        // Version 2 writes an expression where a number goes; lowering reads it (and refuses it in version 1).
        let expression = merge(
            pattern("[A-Za-z(]"), [("description", "version 2: an expression such as (width - 32) / 2")])
        return [
            ("expression", expression),
            (
                "group",
                .object([
                    ("description", "a standard group (axis) or a built-in custom group (custom)"),
                    ("anyOf", [ref("standardGroup"), ref("masonryGroup"), ref("flowGroup")]),
                ])
            ),
            (
                "number",
                .object([
                    ("description", "a decimal or fraction literal such as 44, 0.5 or 140/393"),
                    ("anyOf", [.object([("type", "number")]), fraction, ref("expression")]),
                ])
            ),
            (
                "positiveNumber",
                .object([
                    ("anyOf", [.object([("type", "number"), ("exclusiveMinimum", 0)]), fraction, ref("expression")])
                ])
            ),
            (
                "nonNegativeNumber",
                .object([
                    ("anyOf", [.object([("type", "number"), ("minimum", 0)]), fraction, ref("expression")])
                ])
            ),
            (
                "dimension",
                merge(
                    pattern(
                        "^\\.?(?:fractionalWidth|fractionalHeight|absolute|estimated|uniformAcrossSiblings)"
                            + "\\((?:estimate: *)? *(?:\(argument)|.*[A-Za-z(].*) *\\)$"
                    ),
                    [
                        (
                            "description",
                            .string(
                                "fractionalWidth(n), fractionalHeight(n), absolute(n), estimated(n) or "
                                    + "uniformAcrossSiblings(n); a leading '.' is accepted")
                        )
                    ])
            ),
            (
                "spacing",
                .object([
                    ("description", "a number (fixed), fixed(n) or flexible(n)"),
                    ("anyOf", [ref("number"), pattern("^\\.?(?:fixed|flexible)\\( *\(argument) *\\)$")]),
                ])
            ),
            (
                "insets",
                .object([
                    ("description", "a number for all four edges, or {top, leading, bottom, trailing}"),
                    ("anyOf", [ref("number"), ref("edgeInsets")]),
                ])
            ),
            (
                "point",
                .object([
                    ("type", "array"), ("items", ref("number")), ("minItems", 2), ("maxItems", 2),
                ])
            ),
            (
                "count",
                .object([
                    ("description", "a positive integer, or adaptive(minimum)"),
                    (
                        "anyOf",
                        [
                            .object([("type", "integer"), ("minimum", 1), ("maximum", 1000)]),
                            pattern("^adaptive\\( *\(argument) *\\)$"), ref("expression"),
                        ]
                    ),
                ])
            ),
            (
                "indexes",
                .object([
                    (
                        "description",
                        .string(
                            "a section index, a sequence of indexes, or a range \"a..<b\", \"a...b\", \"a...\"; in "
                                + "version 2 also {every: n, from: m}, alone or in the sequence")
                    ),
                    (
                        "anyOf",
                        [
                            .object([("type", "integer"), ("minimum", 0)]),
                            .object([
                                (
                                    "type", "array"
                                ),
                                (
                                    "items",
                                    .object([
                                        ("anyOf", [.object([("type", "integer"), ("minimum", 0)]), ref("indexSteps")])
                                    ])
                                ),
                                ("minItems", 1), ("uniqueItems", true),
                            ]),
                            ref("indexSteps"),
                            pattern("^ *[0-9]+ *(?:\\.\\.<|\\.\\.\\.) *[0-9]* *$"),
                        ]
                    ),
                ])
            ),
            (
                "osVersion",
                .object([
                    ("description", "an OS version such as \"15.0\""),
                    ("anyOf", [pattern("^[0-9]+(?:\\.[0-9]+){0,2}$"), .object([("type", "number"), ("minimum", 0)])]),
                ])
            ),
        ]
    }
}
