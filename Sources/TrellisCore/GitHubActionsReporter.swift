/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request.
package struct GitHubActionsReporter: Reporter {
    package static let identifier = "github-actions"
    package static let summary = "::error file=...,line=...,col=...::message [rule_id] workflow commands"

    package init() {}

    package func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        diagnostics.map { diagnostic in
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let properties = [
                "file=\(Self.escapeProperty(diagnostic.file))",
                "line=\(diagnostic.range.start.line)", "col=\(diagnostic.range.start.column)",
                "endLine=\(diagnostic.range.end.line)", "endColumn=\(diagnostic.range.end.column)",
                "title=\(Self.escapeProperty(diagnostic.rule.rawValue))",
            ]
            let message = Self.escapeData("\(diagnostic.message) [\(diagnostic.rule)]")
            return "::\(command) \(properties.joined(separator: ","))::\(message)\n"
        }.joined()
    }

    /// Message text: `%`, carriage returns and line feeds are escaped (GitHub's toolkit rules), then other control
    /// and bidirectional characters are made visible, as every reporter does: the log is read in a terminal too.
    static func escapeData(_ text: String) -> String {
        TerminalText.escaped(text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A"))
    }

    /// Property values additionally escape `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
