/// Checkstyle XML, which code-review and CI tools read (Jenkins' Warnings Next Generation plugin, reviewdog, ...): a
/// `<file>` per file, an `<error>` per diagnostic with its line, column, severity (`error`, `warning`, or `info` for
/// a note), message and `source="trellis.RULE_ID"`. Columns count Unicode scalars, as the json reporter's do; notes
/// are left out (the format has no place for a second position). The files listed are those of `sources`, clean
/// ones as an empty `<file>` (Checkstyle lists every file it audited), and any other file a diagnostic names.
/// `version` is the format version other linters writing it declare (ESLint, SwiftLint and detekt write 4.3), not
/// Trellis's.
///
/// The format: https://checkstyle.org/result_reports.html and its schema,
/// https://github.com/checkstyle/checkstyle/blob/master/config/checkstyle-report-1.0.0.xsd
package struct CheckstyleReporter: Reporter {
    package static let identifier = "checkstyle"
    package static let summary =
        "Checkstyle XML: a <file> per file, an <error> per diagnostic with source=\"trellis.RULE_ID\""

    package init() {}

    package func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (path, found) in diagnostics.byFile(including: sources) {
            let open = "  <file name=\"\(MarkupText.escaped(path))\""
            guard !found.isEmpty else {
                out += open + "/>\n"
                continue
            }
            out += open + ">\n"
            for diagnostic in found {
                out +=
                    "    <error line=\"\(diagnostic.range.start.line)\" column=\"\(diagnostic.range.start.column)\""
                    + " severity=\"\(Self.severity(diagnostic.severity))\""
                    + " message=\"\(MarkupText.escaped(diagnostic.message))\""
                    + " source=\"trellis.\(MarkupText.escaped(diagnostic.rule.rawValue))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    /// Checkstyle's severities are error, warning and info (and ignore, which is never reported).
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
