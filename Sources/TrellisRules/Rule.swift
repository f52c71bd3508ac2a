import TrellisCore
import TrellisLanguage
import TrellisModel

/// A lint rule: one type per file under `Rules/`, registered in `RuleRegistry.all`.
///
/// A rule reads the located document through its `LintContext` and reports findings; the
/// linter adds the rule's id and severity, applies the configuration and suppressions.
package protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Finds problems in the file.
    static func check(_ context: LintContext, _ findings: inout Findings)
    /// Finds problems in what the other rules reported, before suppressions apply (for rules
    /// about the suppressions themselves).
    static func review(_ diagnostics: [Diagnostic], context: LintContext, _ findings: inout Findings)
}

extension Rule {
    package static func check(_ context: LintContext, _ findings: inout Findings) {}
    package static func review(_ diagnostics: [Diagnostic], context: LintContext, _ findings: inout Findings) {}
}

/// What kind of problem a rule finds; `trellis rules` groups by it.
package enum RuleCategory: String, Sendable, CaseIterable, Comparable {
    /// The file is not a valid layout file (checked while lowering; always on, always errors).
    case structure
    /// UIKit raises an exception or the frames are wrong.
    case correctness
    /// Self-sizing does not do what the file suggests.
    case selfSizing = "self-sizing"
    /// The API is newer than the deployment target, or deprecated there.
    case availability
    /// Frames depend on the device in ways that are easy to miss.
    case adaptivity
    /// The file says something that has no effect, or relies on a default it should state.
    case clarity
    /// Suppression comments and configuration.
    case configuration
    /// The file uses what the chosen platform's API lacks (checked by `trellis compile`; always errors).
    case generation

    package static func < (lhs: RuleCategory, rhs: RuleCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A YAML example of a rule. In `triggering` examples, `↓` marks where each finding must
/// start; the marker is removed before the example is linted.
package struct RuleExample: Sendable, Hashable {
    package var yaml: String
    /// Lint targets for this example (default: the default targets).
    package var targets: [LintTarget]?
    /// For code generation checks: the `--platform` the example is compiled for.
    package var platform: String?
    /// For checks across files: another file linted in the same run.
    package var companion: String?

    package init(_ yaml: String, targets: [LintTarget]? = nil, platform: String? = nil, companion: String? = nil) {
        self.yaml = yaml
        self.targets = targets
        self.platform = platform
        self.companion = companion
    }

    package static let marker: Character = "↓"

    /// The example without its markers, and the position each marker stood at.
    package var unmarked: (text: String, markers: [SourcePosition]) {
        var text = ""
        var markers: [SourcePosition] = []
        var line = 1, column = 1
        for character in yaml {
            if character == Self.marker {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            text.append(character)
            // Lines end where every position's do (LineBreaks); CR LF is one Character.
            if character.unicodeScalars.contains(where: LineBreaks.isBreak) {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (text, markers)
    }
}

/// Everything `trellis rules` and Docs/Rules.md say about a rule.
package struct RuleDescription: Sendable {
    /// Permanent snake_case id; never reused for another meaning.
    package var id: RuleID
    /// A few words, title case.
    package var name: String
    /// One sentence: what the rule finds.
    package var summary: String
    /// Why it matters, with the source that documents the behaviour.
    package var rationale: String
    package var severity: Severity
    package var category: RuleCategory
    /// Off unless `opt_in_rules` names it.
    package var optIn: Bool
    /// Decided at each lint target (a container size and traits), not from the file alone.
    package var sizeDependent: Bool
    /// The pitfall of the project's research this rule answers (P1 ... P26), if any.
    package var pitfall: String?
    /// When a finding comes without a fix-it, and why; nil when every finding has one (`FixTests` holds the
    /// triggering examples to it).
    package var withoutFixIt: String?
    package var triggering: [RuleExample]
    package var nonTriggering: [RuleExample]

    package init(
        id: RuleID, name: String, summary: String, rationale: String, severity: Severity, category: RuleCategory,
        optIn: Bool = false, sizeDependent: Bool = false, pitfall: String? = nil, withoutFixIt: String? = nil,
        triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.category = category
        self.optIn = optIn
        self.sizeDependent = sizeDependent
        self.pitfall = pitfall
        self.withoutFixIt = withoutFixIt
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// Structural checks run while lowering; they cannot be disabled, suppressed or downgraded.
    package var isStructural: Bool { category == .structure }
}

/// One problem a rule found: the linter turns it into a `Diagnostic`.
package struct Finding: Sendable {
    package var message: String
    package var range: SourceRange
    package var notes: [DiagnosticNote]
    package var fixIt: FixIt?
    /// Overrides the rule's default severity (before the configuration's override).
    package var severity: Severity?

    package init(
        _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil,
        severity: Severity? = nil
    ) {
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
        self.severity = severity
    }
}

/// The findings of one rule on one file. A position is reported once: a size-dependent rule
/// checks targets in order, so the first target that fails is the one reported, and a node a
/// variant inherits from its base is reported once.
package struct Findings: Sendable {
    package private(set) var all: [Finding] = []
    private var reported = Set<SourceRange>()
    /// The one resolver from a model path to the position a finding points at.
    private let located: LocatedDocument

    package init(_ located: LocatedDocument) { self.located = located }

    /// What of a node's field a finding points at.
    package enum Pointing: Sendable { case value, key }

    /// Reports a finding about a model node: it points at the value of the path's field as written (or its key),
    /// else where `LocatedDocument.range(of:)` places the node.
    package mutating func report(
        _ message: String, about node: ModelPath, pointing: Pointing = .value, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil, severity: Severity? = nil
    ) {
        let range = pointing == .value ? located.valueRange(of: node) : located.range(of: node)
        report(Finding(message, at: range, notes: notes, fixIt: fixIt, severity: severity))
    }

    package mutating func report(_ finding: Finding) {
        if reported.insert(finding.range).inserted { all.append(finding) }
    }

    package mutating func report(
        _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil,
        severity: Severity? = nil
    ) {
        report(Finding(message, at: range, notes: notes, fixIt: fixIt, severity: severity))
    }

    package func contains(_ range: SourceRange) -> Bool { reported.contains(range) }
}
