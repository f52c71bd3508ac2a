/// JUnit XML for CI test dashboards (GitLab's test reports, Jenkins, Azure DevOps, ...): one `<testsuite>` per
/// file, named by its path; one `<testcase>` per diagnostic (classname the rule id, name `file:line:column`), errors
/// and warnings as a `<failure>` whose `type` is the severity, `message` the message and text the headline with its
/// notes; a note is a passing test case with the headline as `<system-out>`. A file with no diagnostic gets one
/// passing test case, so dashboards count it.
///
/// The files listed are those of `sources` (a lint run passes every file it read: each checked layout, the files they
/// include and the configuration files) and any other file a diagnostic names; `fileCount` is not used, since it
/// cannot name a file.
///
/// There is no official specification; this follows the common subset that producers and consumers share:
/// https://github.com/testmoapp/junitxml (the common JUnit XML format) and
/// https://github.com/windyroad/JUnit-Schema/blob/master/JUnit.xsd (Ant's JUnit schema).
package struct JUnitReporter: Reporter {
    package static let identifier = "junit"
    package static let summary =
        "JUnit XML: a test suite per file, a test case per diagnostic, errors and warnings as failures"

    package init() {}

    package func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        var suites = ""
        var tests = 0
        var failures = 0
        for (path, found) in diagnostics.byFile(including: sources) {
            let failing = found.filter { $0.severity != .note }.count
            let cases: String
            if found.isEmpty {
                let file = MarkupText.escaped(path)
                cases = "    <testcase classname=\"trellis\" name=\"\(file)\" file=\"\(file)\"/>\n"
            } else {
                cases = found.map(Self.testCase).joined()
            }
            let count = max(1, found.count)
            tests += count
            failures += failing
            suites +=
                "  <testsuite name=\"\(MarkupText.escaped(path))\" tests=\"\(count)\" failures=\"\(failing)\""
                + " errors=\"0\" skipped=\"0\">\n" + cases + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"trellis\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    /// A diagnostic as a test case: failing for an error or a warning, passing for a note.
    private static func testCase(_ diagnostic: Diagnostic) -> String {
        let line = diagnostic.range.start.line
        let position = "\(diagnostic.file):\(line):\(diagnostic.range.start.column)"
        let open =
            "    <testcase classname=\"\(MarkupText.escaped(diagnostic.rule.rawValue))\""
            + " name=\"\(MarkupText.escaped(position))\" file=\"\(MarkupText.escaped(diagnostic.file))\""
            + " line=\"\(line)\">\n"
        // The headline and its notes, one per line, as the xcode reporter prints them.
        let text = ([diagnostic.headline] + diagnostic.notes.map(diagnostic.noteHeadline)).map(MarkupText.escaped)
            .joined(separator: "\n")
        let result: String
        switch diagnostic.severity {
        case .error, .warning:
            result =
                "      <failure message=\"\(MarkupText.escaped(diagnostic.message))\""
                + " type=\"\(diagnostic.severity.rawValue)\">\(text)</failure>\n"
        case .note:
            result = "      <system-out>\(text)</system-out>\n"
        }
        return open + result + "    </testcase>\n"
    }
}

extension Array where Element == Diagnostic {
    /// Every file a per-file report lists, sorted by path, with its diagnostics in the order given: the files of
    /// `sources` (those without diagnostics too) and any other file a diagnostic names.
    func byFile(including sources: [String: SourceFile]) -> [(path: String, diagnostics: [Diagnostic])] {
        var found: [String: [Diagnostic]] = [:]
        for diagnostic in self { found[diagnostic.file, default: []].append(diagnostic) }
        return Set(sources.keys).union(found.keys).sorted().map { path in
            (path: path, diagnostics: found[path] ?? [])
        }
    }
}
