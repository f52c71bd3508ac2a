/// A JSON array of diagnostics for tools. Lines and columns are 1-based; columns count
/// Unicode scalars, as Yams and libyaml do (SARIF converts to UTF-16 units instead).
package struct JSONReporter: Reporter {
    package static let identifier = "json"
    package static let summary =
        "a JSON array of {file, line, column, endLine, endColumn, severity, rule, message, notes, fixIt?}"

    package init() {}

    package func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        JSONValue.array(diagnostics.map(Self.json)).rendered() + "\n"
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("file", .string(diagnostic.file))]
        pairs += position(diagnostic.range)
        pairs += [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.rule.rawValue)),
            ("message", .string(diagnostic.message)),
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([("message", .string(note.message))] + position(note.range))
                    })
            ),
        ]
        if let fixIt = diagnostic.fixIt {
            pairs.append(("fixIt", .object([("replacement", .string(fixIt.replacement))] + position(fixIt.range))))
        }
        return .object(pairs)
    }

    private static func position(_ range: SourceRange) -> [(String, JSONValue)] {
        [
            ("line", .number(Double(range.start.line))), ("column", .number(Double(range.start.column))),
            ("endLine", .number(Double(range.end.line))), ("endColumn", .number(Double(range.end.column))),
        ]
    }
}
