/// One line per diagnostic and per note, nothing else: for Xcode, editors and `grep`.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "path:line:col: severity: message [rule_id], one line per diagnostic and note"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        diagnostics.map { diagnostic in
            ([diagnostic.headline] + diagnostic.notes.map(diagnostic.noteHeadline)).joined(separator: "\n") + "\n"
        }.joined()
    }
}
