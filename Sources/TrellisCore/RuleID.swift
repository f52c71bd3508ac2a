/// A permanent snake_case rule id. Ids are never reused for another meaning.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RuleID {
    // Structural checks: always on, always errors (Grammar/Reference.md, §13 "Structural rule ids").
    package static let yamlSyntax: RuleID = "yaml_syntax"
    package static let duplicateKey: RuleID = "duplicate_key"
    package static let unknownKey: RuleID = "unknown_key"
    package static let missingKey: RuleID = "missing_key"
    package static let typeMismatch: RuleID = "type_mismatch"
    package static let invalidDimension: RuleID = "invalid_dimension"
    package static let invalidValue: RuleID = "invalid_value"
    package static let duplicateName: RuleID = "duplicate_name"
    package static let unknownSection: RuleID = "unknown_section"
    package static let inputLimit: RuleID = "input_limit"
    // Structural checks this implementation adds.
    package static let nonPositiveDimension: RuleID = "non_positive_dimension"
    package static let overlappingIndexes: RuleID = "overlapping_indexes"
    package static let unreachableIndexes: RuleID = "unreachable_indexes"
    // Language version 2: an expression or condition that does not read.
    package static let invalidExpression: RuleID = "invalid_expression"
    // Code generation: the file uses a feature the chosen platform's API lacks.
    package static let unsupportedOnPlatform: RuleID = "unsupported_on_platform"
}
