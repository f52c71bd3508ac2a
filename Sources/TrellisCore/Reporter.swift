/// Turns diagnostics into text. One type per output format, chosen by `--reporter`.
package protocol Reporter: Sendable {
    /// The identifier users pass to `--reporter`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// The whole report. `sources` gives the text of each file by path (for source excerpts);
    /// `fileCount` is how many files were checked (for summaries).
    func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String
}

/// Every reporter, by identifier, in the order `--help` lists them.
package enum Reporters {
    /// A reporter, by the name `--reporter` takes.
    package enum Name: String, CaseIterable, Sendable {
        case human, xcode, json, sarif
        case githubActions = "github-actions"
        case junit, checkstyle, gitlab

        /// The human reporter writes to standard error; the others are output for tools.
        package var writesToStandardError: Bool { self == .human }
    }

    package static let identifiers = Name.allCases.map(\.rawValue)

    /// `rules` is the rule table SARIF embeds.
    package static func make(
        _ name: Name, colored: Bool = false, summarizes: Bool = true, rules: [RuleSummary] = []
    ) -> any Reporter {
        switch name {
        case .human: return HumanReporter(colored: colored, summarizes: summarizes)
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(rules: rules)
        case .githubActions: return GitHubActionsReporter()
        case .junit: return JUnitReporter()
        case .checkstyle: return CheckstyleReporter()
        case .gitlab: return GitLabReporter()
        }
    }

    /// The reporter an identifier names; nil for an unknown one.
    package static func named(
        _ identifier: String, colored: Bool = false, summarizes: Bool = true, rules: [RuleSummary] = []
    ) -> (any Reporter)? {
        Name(rawValue: identifier).map { make($0, colored: colored, summarizes: summarizes, rules: rules) }
    }
}

extension Diagnostic {
    /// `path:line:col: severity: message [rule_id]`, the form Xcode and SwiftPM parse.
    /// Terminal-safe: the message may echo the file's text.
    package var headline: String {
        TerminalText.escaped(
            "\(file):\(range.start.line):\(range.start.column): \(severity.rawValue): \(message) [\(rule)]")
    }

    func noteHeadline(_ note: DiagnosticNote) -> String {
        TerminalText.escaped("\(file):\(note.range.start.line):\(note.range.start.column): note: \(note.message)")
    }
}
