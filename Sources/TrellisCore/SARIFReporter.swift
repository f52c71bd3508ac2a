/// What SARIF's rule table says about a rule; the linter's registry supplies them.
package struct RuleSummary: Sendable, Hashable {
    package var id: RuleID
    package var name: String
    package var summary: String
    package var rationale: String
    package var severity: Severity

    package init(id: RuleID, name: String, summary: String, rationale: String, severity: Severity) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
    }
}

/// SARIF 2.1.0 for code-scanning services: one run, the rule table, and each diagnostic as a
/// result with its notes as related locations and its fix-it as a fix. Columns count UTF-16
/// code units, as `columnKind: utf16CodeUnits` declares.
package struct SARIFReporter: Reporter {
    package static let identifier = "sarif"
    package static let summary = "SARIF 2.1.0 with the rule table; columns in UTF-16 code units"

    package var rules: [RuleSummary]
    package var toolVersion: String

    package init(rules: [RuleSummary], toolVersion: String = TrellisVersion.current) {
        self.rules = rules
        self.toolVersion = toolVersion
    }

    package func report(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int) -> String {
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var locator = Locator(indexes: sources.mapValues(LineIndex.init))
        let results: [JSONValue] = diagnostics.map { diagnostic in
            var pairs: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule.rawValue))]
            if let index = ruleIndex[diagnostic.rule] { pairs.append(("ruleIndex", .number(Double(index)))) }
            pairs += [
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([.object(locator.location(diagnostic.file, diagnostic.range))])),
            ]
            if !diagnostic.notes.isEmpty {
                let related = diagnostic.notes.enumerated().map { index, note in
                    JSONValue.object(
                        [("id", .number(Double(index)))] + locator.location(diagnostic.file, note.range)
                            + [("message", .object([("text", .string(note.message))]))])
                }
                pairs.append(("relatedLocations", .array(related)))
            }
            if let fixIt = diagnostic.fixIt {
                pairs.append(("fixes", .array([locator.fix(fixIt, in: diagnostic.file)])))
            }
            return .object(pairs)
        }
        let driver = JSONValue.object([
            ("name", .string("trellis")), ("version", .string(toolVersion)), ("rules", .array(rules.map(Self.entry))),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])), ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        let log = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.rendered() + "\n"
    }

    /// A rule's entry in the rule table.
    private static func entry(_ rule: RuleSummary) -> JSONValue {
        .object([
            ("id", .string(rule.id.rawValue)),
            ("name", .string(rule.name.filter { !$0.isWhitespace && $0 != "-" })),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ("help", .object([("text", .string("trellis rules \(rule.id.rawValue)"))])),
            // The rule's section of the repository's rule catalogue, relative to the repository root.
            ("helpUri", .string("Docs/Rules.md#\(rule.id.rawValue)")),
        ])
    }

    /// Turns positions into SARIF regions, with each file's line index built once.
    private struct Locator {
        var indexes: [String: LineIndex]

        mutating func region(_ range: SourceRange, in file: String) -> JSONValue {
            func column(_ position: SourcePosition) -> Int {
                indexes[file]?.utf16Column(of: position) ?? position.column
            }
            return .object([
                ("startLine", .number(Double(range.start.line))), ("startColumn", .number(Double(column(range.start)))),
                ("endLine", .number(Double(range.end.line))), ("endColumn", .number(Double(column(range.end)))),
            ])
        }

        /// A location's fields: its file and region.
        mutating func location(_ file: String, _ range: SourceRange) -> [(String, JSONValue)] {
            let physical = JSONValue.object([
                ("artifactLocation", .object([("uri", .string(SARIFReporter.uri(file)))])),
                ("region", region(range, in: file)),
            ])
            return [("physicalLocation", physical)]
        }

        /// A fix-it as a SARIF fix: one replacement in the diagnostic's file.
        mutating func fix(_ fixIt: FixIt, in file: String) -> JSONValue {
            let description = fixIt.replacement.isEmpty ? "remove" : "replace with '\(fixIt.replacement)'"
            let replacement = JSONValue.object([
                ("deletedRegion", region(fixIt.range, in: file)),
                ("insertedContent", .object([("text", .string(fixIt.replacement))])),
            ])
            let change = JSONValue.object([
                ("artifactLocation", .object([("uri", .string(SARIFReporter.uri(file)))])),
                ("replacements", .array([replacement])),
            ])
            return .object([
                ("description", .object([("text", .string(description))])), ("artifactChanges", .array([change])),
            ])
        }
    }

    /// A relative path as a URI reference: spaces and other reserved characters percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if character.isASCII && (character.isLetter || character.isNumber || "-._~/".contains(character)) {
                out.append(character)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
