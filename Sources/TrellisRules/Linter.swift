import TrellisCore
import TrellisLanguage
import TrellisModel

/// Runs the enabled rules on a file that lowered without errors, or on the part of a file with
/// errors that lowered (`Lowering.LoweredFile.partial`: its section layouts without errors), then
/// applies the configuration's severities and the file's suppression comments.
package struct Linter: Sendable {
    package var configuration: LintConfiguration

    package init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// The findings of every enabled rule on a file, through its source map.
    package func lint(_ located: LocatedDocument) -> [Diagnostic] {
        let document = located.document
        let stated = located.root.pair("deploymentTarget")
        let context = LintContext(
            located: located, targets: configuration.targets,
            deploymentTarget: stated == nil
                ? (configuration.deploymentTarget ?? document.deploymentTarget) : document.deploymentTarget,
            deploymentTargetRange: stated?.keyRange)
        let suppressions = context.suppressions
        let headers = RuleRegistry.headers
        var diagnostics: [Diagnostic] = []
        for index in RuleRegistry.all.indices where configuration.isEnabled(headers[index]) {
            var findings = Findings(located)
            RuleRegistry.all[index].check(context, &findings)
            if !findings.all.isEmpty { diagnostics += diagnosticsOf(headers[index], findings, file: context.file) }
        }
        for index in RuleRegistry.all.indices where configuration.isEnabled(headers[index]) {
            var findings = Findings(located)
            RuleRegistry.all[index].review(diagnostics, context: context, &findings)
            if !findings.all.isEmpty { diagnostics += diagnosticsOf(headers[index], findings, file: context.file) }
        }
        // A comment of the document suppresses on its own lines; a finding in an included file is that file's.
        return diagnostics.filter { $0.range.file != 0 || !suppressions.suppresses($0.rule, line: $0.range.start.line) }
    }

    private func diagnosticsOf(_ rule: RuleRegistry.Header, _ findings: Findings, file: String) -> [Diagnostic] {
        findings.all.map { finding in
            Diagnostic(
                configuration.severity(of: rule, default: finding.severity ?? rule.severity),
                rule.id, finding.message,
                file: file, at: finding.range, notes: finding.notes, fixIt: finding.fixIt)
        }
    }
}
