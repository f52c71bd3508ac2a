/// One line per diagnostic and per note, nothing else: for Xcode, editors and `grep`.
package struct XcodeReporter: Reporter {
    package static let identifier = "xcode"
    package static let summary = "path:line:col: severity: message [rule_id], one line per diagnostic and note"

    package init() {}

    package func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        diagnostics.map { diagnostic in
            ([diagnostic.headline] + diagnostic.notes.map(diagnostic.noteHeadline)).joined(separator: "\n") + "\n"
        }.joined()
    }
}
