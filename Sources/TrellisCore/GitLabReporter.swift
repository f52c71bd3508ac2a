/// GitLab Code Quality: the JSON array of issues a job's `artifacts:reports:codequality` file holds, which GitLab
/// shows in merge requests. It is the subset of the Code Climate issue format GitLab reads: `description` (the
/// message), `check_name` (the rule id), `fingerprint`, `severity` and `location` (`path`, and `lines` with `begin`
/// and `end`); GitLab ignores the rest of Code Climate's fields, so they are left out, and so are notes.
///
/// Severities: GitLab's scale is info, minor, major, critical, blocker. An error is `major`, a warning `minor`, a
/// note `info`; critical and blocker are left for findings worse than a layout that fails to read or misbehaves
/// (security, data loss).
///
/// `location.path` is the path as the diagnostic names it: GitLab wants it relative to the repository root, so run
/// `trellis lint` from there with relative paths.
///
/// The format: https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format ("Implement a custom
/// tool") and https://github.com/codeclimate/platform/blob/master/spec/analyzers/SPEC.md#data-types
package struct GitLabReporter: Reporter {
    package static let identifier = "gitlab"
    package static let summary =
        "GitLab Code Quality JSON: [{description, check_name, fingerprint, severity, location: {path, lines}}]"

    package init() {}

    package func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        JSONValue.array(diagnostics.map(Self.issue)).rendered() + "\n"
    }

    static func issue(_ diagnostic: Diagnostic) -> JSONValue {
        let lines = JSONValue.object([
            ("begin", .number(Double(diagnostic.range.start.line))),
            ("end", .number(Double(diagnostic.range.end.line))),
        ])
        return .object([
            ("description", .string(diagnostic.message)),
            ("check_name", .string(diagnostic.rule.rawValue)),
            ("fingerprint", .string(fingerprint(diagnostic))),
            ("severity", .string(severity(diagnostic.severity))),
            ("location", .object([("path", .string(diagnostic.file)), ("lines", lines)])),
        ])
    }

    /// GitLab's word for a severity.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// What identifies a finding across runs: its file, rule, line, column and message, hashed. GitLab shows findings
    /// with the same fingerprint as one and compares the merge request's fingerprints with the target branch's, so
    /// the fingerprint depends on nothing else (not the order of the report, nor the severity, which configuration
    /// can change).
    package static func fingerprint(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.range.start
        let fields = [diagnostic.file, diagnostic.rule.rawValue, "\(start.line)", "\(start.column)"]
        // NUL separates the fields, so that no two different findings join into the same text.
        return fnv1a64((fields + [diagnostic.message]).joined(separator: "\u{0}"))
    }

    /// The 64-bit FNV-1a hash of the text's UTF-8 bytes, as 16 lowercase hexadecimal digits. Not cryptographic: a
    /// fingerprint only has to tell a project's findings apart, the same on every machine and in every run (Swift's
    /// `Hasher` is seeded per process). http://www.isthe.com/chongo/tech/comp/fnv/index.html
    package static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
