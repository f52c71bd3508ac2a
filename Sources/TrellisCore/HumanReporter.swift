/// For people: clang-style headline, the source line with a caret underline spanning the
/// offending text, notes, the fix-it, and a closing summary.
package struct HumanReporter: Reporter {
    package static let identifier = "human"
    package static let summary =
        "clang-style messages with the source line, carets, notes, fix-its and a summary (default)"

    package var colored: Bool
    /// Whether the report ends with "2 errors, 1 warning in 3 files".
    package var summarizes: Bool

    package init(colored: Bool = false, summarizes: Bool = true) {
        self.colored = colored
        self.summarizes = summarizes
    }

    package func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        var out = ""
        var indexes = sources.mapValues(LineIndex.init)
        for diagnostic in diagnostics {
            out += paint(diagnostic.headline, for: diagnostic.severity) + "\n"
            out += excerpt(diagnostic.range, in: &indexes[diagnostic.file], fixIt: diagnostic.fixIt)
            for note in diagnostic.notes {
                out += paint(diagnostic.noteHeadline(note), for: .note) + "\n"
                out += excerpt(note.range, in: &indexes[diagnostic.file], fixIt: nil)
            }
        }
        if summarizes { out += Self.summaryLine(diagnostics, fileCount: fileCount) + "\n" }
        return out
    }

    /// "2 errors, 1 warning in 3 files", or "no problems in 3 files".
    package static func summaryLine(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let files = count(fileCount, "file")
        if errors == 0 && warnings == 0 { return "no problems in \(files)" }
        return "\(count(errors, "error")), \(count(warnings, "warning")) in \(files)"
    }

    /// The most columns of a source line an excerpt shows; a longer line is cut to a window around the caret.
    static let excerptWidth = 200

    /// The source line, a caret line under the range (`^~~~`), and the fix-it text under that. A long line shows
    /// only a window around the caret (marked `…` where cut), and unsafe characters show as `�`, so that the
    /// output stays proportional to the number of findings and nothing in the file can drive the terminal.
    private func excerpt(_ range: SourceRange, in index: inout LineIndex?, fixIt: FixIt?) -> String {
        guard let scalars = index?.scalars(ofLine: range.start.line) else { return "" }
        let startIndex = min(range.start.column - 1, scalars.count)
        // The window: from a little before the caret, at most `excerptWidth` scalars.
        let windowStart = scalars.count > Self.excerptWidth ? max(0, startIndex - Self.excerptWidth / 4) : 0
        let windowEnd = min(scalars.count, windowStart + Self.excerptWidth)
        let lead = windowStart > 0 ? "…" : ""
        let window = scalars[windowStart..<windowEnd].map { TerminalText.isUnsafe($0) ? "\u{FFFD}" : $0 }
        let shown =
            lead + String(String.UnicodeScalarView(window))
            + (windowEnd < scalars.count ? "…" : "")
        // Keep tabs in the padding so the caret lines up under tab-indented text.
        let padding =
            lead.map { _ in " " }.joined()
            + String(String.UnicodeScalarView(scalars[windowStart..<startIndex].map { $0 == "\t" ? "\t" : " " }))
        let endColumn = range.end.line == range.start.line ? range.end.column : scalars.count + 1
        let width = max(1, min(endColumn - range.start.column, windowEnd - startIndex))
        var out = "\(shown)\n"
        out += padding + paint("^" + String(repeating: "~", count: width - 1), color: "32") + "\n"
        if let fixIt, fixIt.range.start.line == range.start.line, fixIt.range.start.column - 1 >= windowStart {
            let fixPadding = String(repeating: " ", count: lead.count + fixIt.range.start.column - 1 - windowStart)
            out += fixPadding + paint(TerminalText.escaped(Self.shown(fixIt.replacement)), color: "32") + "\n"
        }
        return out
    }

    /// A replacement on one line: "(delete)" for a removal, and the lines of a multi-line one joined by " ⏎ "
    /// without their indentation, so the excerpt stays three lines.
    static func shown(_ replacement: String) -> String {
        let lines = replacement.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
        return lines.isEmpty ? "(delete)" : lines.joined(separator: " ⏎ ")
    }

    private func paint(_ text: String, for severity: Severity) -> String {
        switch severity {
        case .error: return paint(text, color: "1;31")
        case .warning: return paint(text, color: "1;33")
        case .note: return paint(text, color: "1;36")
        }
    }

    private func paint(_ text: String, color: String) -> String {
        colored ? "\u{1B}[\(color)m\(text)\u{1B}[0m" : text
    }
}
