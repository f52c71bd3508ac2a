import Foundation
import Testing
import TrellisCore
import TrellisPipeline
import TrellisSyntax
import TrellisTestSupport

/// Every bad input yields its expected rule at its expected line:column, as an error, and
/// no model; generated inputs (too big, too deep, too many aliases) are refused by limits.
struct BadInputCorpusTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var rule: String
        var line: Int
        var column: Int
        var testDescription: String { "\(file) -> \(rule) at \(line):\(column)" }
    }

    static let folder = "Tests/TrellisPipelineTests/BadInputs"

    static let expectations: [Expectation] = {
        let text = (try? String(contentsOfFile: Repository.path(folder + "/expectations.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
            let fields = row.split(separator: "\t").map(String.init)
            let position = fields[2].split(separator: ":").compactMap { Int($0) }
            return Expectation(file: fields[0], rule: fields[1], line: position[0], column: position[1])
        }
    }()

    @Test func corpusIsLargeAndEveryFileHasAnExpectation() throws {
        let files = Repository.files(in: Self.folder, suffix: ".layout.yaml").map { ($0 as NSString).lastPathComponent }
        #expect(files.count >= 30)
        #expect(Set(files) == Set(Self.expectations.map { $0.file + ".layout.yaml" }))
    }

    @Test(arguments: expectations)
    func badInputIsDiagnosedAtItsPosition(_ expectation: Expectation) throws {
        let path = Repository.path("\(Self.folder)/\(expectation.file).layout.yaml")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let checked = Pipeline.check(bytes: bytes, path: path)
        #expect(checked.document == nil)
        let found = checked.diagnostics.contains {
            $0.rule.rawValue == expectation.rule && $0.severity == .error
                && $0.range.start == SourcePosition(line: expectation.line, column: expectation.column)
        }
        #expect(
            found,
            Comment(
                rawValue: "expected \(expectation.rule) at \(expectation.line):\(expectation.column); got "
                    + "\(checked.diagnostics.map { "\($0.rule) \($0.range.start): \($0.message)" })")
        )
    }

    /// A message quotes at most 40 characters of a value, escaped: `trellis lint /etc/passwd` printed the whole file,
    /// read as one plain scalar (its lines folded into one), in one message.
    @Test func messagesQuoteAShortExcerptOfAValue() throws {
        let path = Repository.path("\(Self.folder)/passwd_file.layout.yaml")
        let checked = Pipeline.check(bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        #expect(
            checked.diagnostics.map(\.message) == [
                "expected a mapping (layout file), found the string \"root:x:0:0:root:/root:/bin/bash daemon:x…\""
            ])
        // A key, a word and a dimension, each 1,000 characters with a line break inside: 40 characters, escaped.
        let long = String(repeating: "w", count: 500) + "\\n" + String(repeating: "w", count: 500)
        let text = """
            layout: Long
            "\(long)": 1
            sections:
              - name: grid
                orthogonalScrolling: "\(long)"
                group: {axis: vertical, width: "\(long)", height: absolute(44), item: {width: fractionalWidth(1), \
            height: fractionalHeight(1)}}

            """
        let found = Self.check(text).diagnostics.map(\.message)
        let excerpt = String(repeating: "w", count: 40) + "…"
        #expect(found.count == 3, "\(found)")
        #expect(found.allSatisfy { $0.contains("'\(excerpt)'") && $0.count < 300 }, "\(found)")
        // A rule quotes what is written the same way: a valid dimension can be long too.
        let fraction = "fractionalHeight(1." + String(repeating: "0", count: 200) + ")"
        let rule = Self.check(
            "layout: Long\nsections:\n  - name: grid\n    group: {axis: vertical, width: fractionalWidth(1), height: "
                + "estimated(50), item: {width: fractionalWidth(1), height: \(fraction)}}\n"
        ).diagnostics
        #expect(rule.map(\.rule) == ["fractional_in_estimated_parent"])
        #expect(
            rule.first?.message.hasPrefix("'fractionalHeight(1." + String(repeating: "0", count: 21) + "…' is a")
                == true)
        // A line break, escaped in the YAML, is written as \u{A}: the 31st of the 40 characters.
        let newline = String(repeating: "w", count: 30) + "\\n" + String(repeating: "w", count: 30)
        let escaped = Self.check("layout: \"\(newline)\"\nsections: []\n").diagnostics.map(\.message)
        #expect(escaped.contains { $0.contains("'" + String(repeating: "w", count: 30) + "\\u{A}wwwwwwwww…'") })
    }

    /// A long scalar aliased many times is refused by the bytes it expands to, at the alias that passes 4 MiB: the
    /// node budget alone let 400 KB aliased 20,000 times through (3.9 GB to lint).
    @Test func aliasedTextIsBoundedByItsBytes() {
        let text =
            "layout: Bomb\ntext: &t " + String(repeating: "x", count: 400_000) + "\nsections: ["
            + Array(repeating: "*t", count: 20_000).joined(separator: ", ") + "]\n"
        // Before the aliases: "layout", "Bomb", "text", the scalar and "sections" are 400,022 bytes; with each alias
        // 400,000 more, the tenth passes 4,194,304. "sections: [" is 11 columns and each "*t, " 4 more: column 48.
        #expect(Self.onlyDiagnostic(Self.check(text))! == ("input_limit", 3, 48))
        // At a limit of 1,000 bytes: keys "a" and "b" and twice 499 bytes are exactly 1,000, accepted; twice 500 are
        // not, refused at the alias (2:4).
        var limits = InputLimits.default
        limits.maximumExpandedBytes = 1000
        let exact = "a: &t " + String(repeating: "y", count: 499) + "\nb: *t\n"
        #expect(
            !Pipeline.check(text: exact, path: "t.yaml", limits: limits).diagnostics.contains { $0.rule == .inputLimit }
        )
        let over = "a: &t " + String(repeating: "y", count: 500) + "\nb: *t\n"
        #expect(
            Self.onlyDiagnostic(Pipeline.check(text: over, path: "t.yaml", limits: limits))! == ("input_limit", 2, 4))
    }

    /// Nested `count`s multiply: three levels of 1,000 make 10⁹ leaves in one repetition, refused at the
    /// 10,000-leaf limit (it used to be checked per level, taking 8 GB and never finishing). Every slot stays at
    /// least a pixel long (1,000 pt, a third of 393/1,000, 1 pt), so no level is refused for flooring to nothing.
    @Test func nestedCountsAreBoundedByTheirProduct() {
        func level(_ axis: String, _ width: String, _ height: String, _ inner: String, _ indent: String) -> String {
            ["axis: \(axis)", "width: \(width)", "height: \(height)", "count: 1000"].map { indent + $0 + "\n" }.joined()
                + inner
        }
        let item = "                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}\n"
        let third = level("vertical", "absolute(0.001)", "fractionalHeight(1)", item, "                  ")
        let second = level(
            "horizontal", "fractionalWidth(1)", "absolute(1000)",
            "            subitems:\n              - group:\n" + third, "            ")
        let first = level(
            "vertical", "fractionalWidth(1)", "absolute(1000000)", "      subitems:\n        - group:\n" + second,
            "      "
        )
        let text = "layout: Bomb\nsections:\n  - name: a\n    group:\n" + first
        let checked = Self.check(text)
        #expect(
            checked.diagnostics.contains { $0.rule == "group_capacity_limit" && $0.severity == .error },
            "\(text)\n\(checked.diagnostics.map(\.message))")
    }

    // MARK: - Generated inputs

    static func check(_ text: String) -> Pipeline.CheckedFile {
        Pipeline.check(text: text, path: "generated.layout.yaml")
    }

    static func onlyDiagnostic(_ checked: Pipeline.CheckedFile) -> (String, Int, Int)? {
        guard checked.diagnostics.count == 1, let diagnostic = checked.diagnostics.first else { return nil }
        return (diagnostic.rule.rawValue, diagnostic.range.start.line, diagnostic.range.start.column)
    }

    /// A 20 MB file is refused by size before it is parsed.
    @Test func twentyMegabyteFileIsRefusedBySize() {
        let text = "layout: Big\n" + String(repeating: "# padding padding\n", count: 20 * 1024 * 1024 / 18)
        #expect(text.utf8.count > 20_000_000)
        let checked = Self.check(text)
        #expect(Self.onlyDiagnostic(checked)! == ("input_limit", 1, 1))
    }

    /// "Billion laughs": ten levels of ten aliases each would expand to 10^10 nodes.
    @Test func aliasBombIsRefusedAtTheFirstAlias() {
        var lines = ["layout: Bomb", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append("sections: *a9")
        let checked = Self.check(lines.joined(separator: "\n") + "\n")
        // Line 3 is `a1: &a1 [*a0, ...`: the first alias use starts at column 10.
        #expect(Self.onlyDiagnostic(checked)! == ("input_limit", 3, 10))
    }

    /// 10,000 nested flow sequences: the 64th bracket opens level 65 (the top mapping is level 1).
    @Test func tenThousandDeepFlowNestingIsRefused() {
        let text =
            "layout: Deep\nsections: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
            + "\n"
        // "sections: " is 10 columns, so bracket k is at column 10 + k; k = 64 -> column 74.
        #expect(Self.onlyDiagnostic(Self.check(text))! == ("input_limit", 2, 74))
    }

    /// The depth pre-scan ends lines where libyaml does, so its position names the same line whatever the breaks:
    /// the third line, after two lines ended by CR, CR LF, NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR.
    @Test(arguments: ["\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func depthPositionsFollowEveryLineBreak(_ lineBreak: String) {
        let text =
            "layout: Deep" + lineBreak + "# comment" + lineBreak + "sections: " + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + lineBreak
        #expect(Self.onlyDiagnostic(Self.check(text))! == ("input_limit", 3, 74))
    }

    /// 10,000 nested flow mappings `{a: {a: ...}}`.
    @Test func tenThousandDeepMappingNestingIsRefused() {
        let text =
            "layout: Deep\nsections: " + String(repeating: "{a: ", count: 10_000) + "1"
            + String(repeating: "}", count: 10_000) + "\n"
        // Brace k is at column 11 + 4(k - 1); k = 64 -> column 263.
        #expect(Self.onlyDiagnostic(Self.check(text))! == ("input_limit", 2, 263))
    }

    /// 10,000 compact block sequences `- - - ... x` on one line.
    @Test func tenThousandDeepBlockNestingIsRefused() {
        let text = "layout: Deep\nsections:\n" + String(repeating: "- ", count: 10_000) + "x\n"
        // Dash k is at column 2k - 1 and opens level k + 1; k = 64 -> column 127.
        #expect(Self.onlyDiagnostic(Self.check(text))! == ("input_limit", 3, 127))
    }

    /// Exactly at the depth limit is still accepted as YAML (and then fails on types).
    @Test func nestingAtTheLimitIsNotALimitError() {
        let text =
            "layout: Deep\nsections: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n"
        #expect(!Self.check(text).diagnostics.contains { $0.rule == .inputLimit })
    }

    /// 150,000 sequence entries stay under the size limit but pass the node budget.
    @Test func tooManyNodesAreRefused() {
        let text = "layout: Many\nsections:\n" + String(repeating: "- 1\n", count: 150_000)
        // Root, "Many" and the sequence are nodes 1-3; the entry on line L is node L + 1,
        // so node 100,001 is on line 100,000, its value at column 3.
        #expect(Self.onlyDiagnostic(Self.check(text))! == ("input_limit", 100_000, 3))
    }
}
