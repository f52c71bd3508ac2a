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

    @Test func completionOffersNamesFunctionsAndConstantsInNumbers() throws {
        let labels = (try Self.request("textDocument/completion", line: 12, character: 14) as? [JSONObject] ?? [])
            .compactMap { $0["label"] as? String }
        for label in ["absolute(", "effectiveWidth", "safeArea.leading", "round(", "clamp(", "side"] {
            #expect(labels.contains(label), "\(label) in \(labels)")
        }
    }
}
