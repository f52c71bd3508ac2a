/// Turns diagnostics into text. One type per output format, chosen by `--reporter`.
public protocol Reporter: Sendable {
    /// The identifier users pass to `--reporter`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// The whole report. `sources` gives the text of each file by path (for source excerpts);
    /// `fileCount` is how many files were checked (for summaries).
    func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String
}

/// Every reporter, by identifier, in the order `--help` lists them.
public enum Reporters {
    public static let identifiers = ["human", "xcode", "json", "sarif", "github-actions"]

    /// `rules` is the rule table SARIF embeds.
    public static func named(
        _ identifier: String, colored: Bool = false, summarizes: Bool = true, rules: [RuleSummary] = []
    ) -> (any Reporter)? {
        switch identifier {
        case HumanReporter.identifier: return HumanReporter(colored: colored, summarizes: summarizes)
        case XcodeReporter.identifier: return XcodeReporter()
        case JSONReporter.identifier: return JSONReporter()
        case SARIFReporter.identifier: return SARIFReporter(rules: rules)
        case GitHubActionsReporter.identifier: return GitHubActionsReporter()
        default: return nil
        }
    }
}

extension Diagnostic {
    /// `path:line:col: severity: message [rule_id]`, the form Xcode and SwiftPM parse.
    var headline: String {
        "\(file):\(range.start.line):\(range.start.column): \(severity.rawValue): \(message) [\(rule)]"
    }

    func noteHeadline(_ note: DiagnosticNote) -> String {
        "\(file):\(note.range.start.line):\(note.range.start.column): note: \(note.message)"
    }
}
