import Foundation
import Testing
import TrellisCore
@testable import TrellisLanguageServer
import TrellisTestSupport

/// Language version 2 in the editor: hover shows an expression's value at every lint target, completion offers the
/// names an expression can use, and go-to-definition follows `use:` and constants. Values worked out by hand.
@Suite struct ExpressionEditingTests {
    static let uri = "file:///tmp/trellis-lsp-tests/Cards.layout.yaml"

    static let cards = """
        version: 2
        layout: Cards
        constants:
          side: "width > 500 ? (width - 500) / 2 : 16"
        definitions:
          cell: {width: fractionalWidth(1), height: fractionalHeight(1)}
        sections:
          - name: cards
            contentInsets: {leading: side, trailing: side}
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(120)
              item: {use: cell}

        """

    static func request(_ method: String, line: Int, character: Int) throws -> Any? {
        let (server, _) = LanguageServerTests.server(opening: Self.cards, uri: Self.uri)
        return LanguageServerTests.request(
            server, method,
            ["textDocument": ["uri": Self.uri], "position": LanguageServerTests.position(line, character)])
    }

    @Test func hoverEvaluatesAnExpressionAtEveryTarget() throws {
        // On the constant's expression (line 4, 0-based 3).
        let hover = try #require(try Self.request("textDocument/hover", line: 3, character: 12) as? JSONObject)
        let text = try #require((hover["contents"] as? JSONObject)?["value"] as? String)
        // iPhone SE 375 and iPhone 16 393 wide: 16; iPad 820: (820 - 500) / 2 = 160; landscape 1180: 340.
        for line in [
            "- 16 on iPhone SE (3rd generation)", "- 16 on iPhone 16", "- 160 on iPad (10th generation)",
            "- 340 on iPad (10th generation) landscape",
        ] {
            #expect(text.contains(line), "\(line) in\n\(text)")
        }
    }

    @Test func goToDefinitionFollowsUsesAndConstants() throws {
        // `item: {use: cell}` on line 14 (0-based 13): the definition's key on line 6.
        let use = try #require(try Self.request("textDocument/definition", line: 13, character: 20) as? JSONObject)
        let useRange = try #require(use["range"] as? JSONObject)
        #expect((useRange["start"] as? JSONObject)?["line"] as? Int == 5)
        // `side` in `{leading: side, ...}` on line 9 (0-based 8): the constant's key on line 4.
        let constant = try #require(try Self.request("textDocument/definition", line: 8, character: 30) as? JSONObject)
        let constantRange = try #require(constant["range"] as? JSONObject)
        #expect((constantRange["start"] as? JSONObject)?["line"] as? Int == 3)
    }

    @Test func goToDefinitionFollowsIncludesIntoTheirFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fragment =
            "version: 2\n# shared cells\ndefinitions:\n  cell: {width: fractionalWidth(1), height: absolute(80)}\n"
        try fragment.write(to: folder.appendingPathComponent("Shared.layout.yaml"), atomically: true, encoding: .utf8)
        let main = """
            version: 2
            layout: Main
            include: [Shared.layout.yaml]
            sections:
              - name: rows
                group: {axis: vertical, width: fractionalWidth(1), height: absolute(80), item: {use: cell}}

            """
        let uri = folder.appendingPathComponent("Main.layout.yaml").absoluteString
        let (server, _) = LanguageServerTests.server(opening: main, uri: uri)
        func definition(line: Int, character: Int) -> JSONObject? {
            LanguageServerTests.request(
                server, "textDocument/definition",
                ["textDocument": ["uri": uri], "position": LanguageServerTests.position(line, character)])
                as? JSONObject
        }
        let shared = folder.appendingPathComponent("Shared.layout.yaml").standardizedFileURL.absoluteString
        // On the include entry (line 3, 0-based 2): the fragment, at its start.
        let file = try #require(definition(line: 2, character: 14))
        #expect(file["uri"] as? String == shared)
        // On `use: cell` (line 6, 0-based 5): the fragment's `cell:` key, its line 4 (0-based 3), column 3.
        let use = try #require(definition(line: 5, character: 90))
        #expect(use["uri"] as? String == shared)
        let start = (use["range"] as? JSONObject)?["start"] as? JSONObject
        #expect(start?["line"] as? Int == 3 && start?["character"] as? Int == 2, "\(use)")
    }

    /// In a dimension's parentheses (`height: absolute(|120)`), not before its form: a dimension is never a bare
    /// expression.
    @Test func completionOffersNamesFunctionsAndConstantsInNumbers() throws {
        func labels(_ character: Int) throws -> [String] {
            (try Self.request("textDocument/completion", line: 12, character: character) as? [JSONObject] ?? [])
                .compactMap { $0["label"] as? String }
        }
        let inside = try labels(23)
        for label in ["effectiveWidth", "safeArea.leading", "round(", "clamp(", "side"] {
            #expect(inside.contains(label), "\(label) in \(inside)")
        }
        #expect(!inside.contains("absolute()"), "\(inside)")
        let form = try labels(14)
        #expect(form.contains("absolute()") && !form.contains("effectiveWidth") && !form.contains("side"), "\(form)")
    }
}
