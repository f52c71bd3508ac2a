/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A replacement text for a range of the file: what the user probably meant.
package struct FixIt: Hashable, Sendable {
    package var range: SourceRange
    package var replacement: String

    package init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A secondary message attached to a diagnostic, with its own position.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var range: SourceRange

    package init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}

/// One problem found in one file. The value every stage produces and every reporter prints.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    /// A permanent snake_case rule id (`unknown_key`, `yaml_syntax`, ...).
    public var rule: RuleID
    public var message: String
    public var file: String
    public var range: SourceRange
    public var notes: [DiagnosticNote]
    package var fixIt: FixIt?

    package init(
        _ severity: Severity, _ rule: RuleID, _ message: String,
        file: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.file = file
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }
}

extension Diagnostic {
    /// Reporting order: by file, then position, then rule id (stable across runs).
    package static func reportingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.range.start, lhs.range.end, lhs.rule.rawValue, lhs.message)
            < (rhs.file, rhs.range.start, rhs.range.end, rhs.rule.rawValue, rhs.message)
    }
}

extension Array where Element == Diagnostic {
    package var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted for reporting, with exact repeats removed (a node reached through several
    /// YAML aliases is checked once per use but reported once).
    package func sortedForReporting() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }.sorted(by: Diagnostic.reportingOrder)
    }
}
