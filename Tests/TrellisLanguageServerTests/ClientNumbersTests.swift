import Foundation
import Testing
import TrellisCore
@testable import TrellisLanguageServer

/// Every number a client sends is range-checked: one the protocol does not allow is refused (InvalidParams for a
/// request, a message to the user for a notification) and the server goes on answering. Lines, characters and
/// versions of 2^63 − 1 used to overflow and stop the server.
@Suite struct ClientNumbersTests {
    typealias Helpers = LanguageServerTests
    static let uri = LanguageServerTests.uri

    static func send(_ server: LanguageServer, _ method: String, id: Int? = 7, _ params: JSONObject) -> [JSONObject] {
        var message: JSONObject = ["jsonrpc": "2.0", "method": method, "params": params]
        message["id"] = id
        // Through the wire's bytes, so numbers are Foundation's, as a client's are.
        let body = try! JSONSerialization.data(withJSONObject: message)
        return server.handle(body: Array(body))
    }

    static func errorCode(_ messages: [JSONObject]) -> Int? {
        (messages.first?["error"] as? JSONObject)?["code"] as? Int
    }

    /// Values no line or character can be: past 2^31 − 1 (the protocol's `uinteger`), negative, fractional,
    /// booleans, strings, and a number past `Int`'s range.
    static var badNumbers: [Any] {
        [Int.max, Int.min, Int(Int32.max) + 1, -1, 1.5, 1e300, true, "3", NSDecimalNumber(string: "1e30")]
    }

    @Test(arguments: ["line", "character"])
    func requestsWithBadPositionsAreInvalidParams(field: String) throws {
        let (server, _) = Helpers.server(opening: Helpers.grid)
        for bad in Self.badNumbers {
            var position: JSONObject = ["line": 8, "character": 26]
            position[field] = bad
            for method in ["textDocument/hover", "textDocument/completion"] {
                let reply = Self.send(server, method, ["textDocument": ["uri": Self.uri], "position": position])
                #expect(Self.errorCode(reply) == -32602, "\(method) \(field) \(bad): \(reply)")
                let message = (reply.first?["error"] as? JSONObject)?["message"] as? String ?? ""
                #expect(message.contains("position.\(field)"), "\(message)")
            }
            let range: JSONObject = ["start": position, "end": position]
            let actions = Self.send(
                server, "textDocument/codeAction", ["textDocument": ["uri": Self.uri], "range": range])
            #expect(Self.errorCode(actions) == -32602, "codeAction \(field) \(bad)")
        }
        // A missing position, or one that is not an object, is refused as well.
        #expect(Self.errorCode(Self.send(server, "textDocument/hover", ["textDocument": ["uri": Self.uri]])) == -32602)
        let notObject = Self.send(
            server, "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": [1, 2]])
        #expect(Self.errorCode(notObject) == -32602)
        // The server still answers, with what it always did.
        let hover = Self.send(
            server, "textDocument/hover",
            ["textDocument": ["uri": Self.uri], "position": ["line": 8, "character": 26]])
        let text = ((hover.first?["result"] as? JSONObject)?["contents"] as? JSONObject)?["value"] as? String
        #expect(text?.hasPrefix("**width: fractionalWidth(1/3)** resolves to:") == true, "\(hover)")
    }

    /// A position as large as the protocol allows is valid and clamped: past the last line, and past a line's end.
    @Test func theLargestPositionsAreClamped() throws {
        let (server, _) = Helpers.server(opening: Helpers.grid)
        let largest = Limits.lspIntegers.upperBound
        for position in [["line": largest, "character": largest], ["line": 8, "character": largest]] {
            for method in ["textDocument/hover", "textDocument/completion"] {
                let reply = Self.send(server, method, ["textDocument": ["uri": Self.uri], "position": position])
                #expect(reply.first?["error"] == nil, "\(method) \(position): \(reply)")
            }
        }
        // An edit there goes to the end of its line, and past the last line, to the end of the text.
        let end: JSONObject = ["line": 0, "character": largest]
        let last: JSONObject = ["line": largest, "character": largest]
        _ = Self.send(
            server, "textDocument/didChange", id: nil,
            [
                "textDocument": ["uri": Self.uri, "version": 2],
                "contentChanges": [
                    ["range": ["start": end, "end": end], "text": " # Grid"],
                    ["range": ["start": last, "end": last], "text": "# end\n"],
                ],
            ])
        let expected =
            Helpers.grid.replacingOccurrences(of: "layout: Grid\n", with: "layout: Grid # Grid\n") + "# end\n"
        #expect(server.text(of: Self.uri) == expected)
    }

    /// A change with a bad position is refused whole, with a message (a notification has no answer); the text is
    /// as before, and the server goes on.
    @Test func aChangeWithABadPositionIsRefusedWhole() throws {
        let (server, _) = Helpers.server(opening: Helpers.grid)
        let good: JSONObject = [
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "# x\n",
        ]
        for bad in Self.badNumbers {
            let change: JSONObject = [
                "range": ["start": ["line": bad, "character": 0], "end": ["line": 0, "character": 0]], "text": "x",
            ]
            let reply = Self.send(
                server, "textDocument/didChange", id: nil,
                ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [good, change]])
            #expect(reply.count == 1, "\(bad): \(reply)")
            #expect(reply.first?["method"] as? String == "window/showMessage")
            let message = (reply.first?["params"] as? JSONObject)?["message"] as? String ?? ""
            #expect(message.contains("contentChanges[1].range.start.line"), "\(message)")
        }
        // A range that ends before it starts, and a change without text, are refused too.
        let backwards: JSONObject = [
            "range": ["start": ["line": 1, "character": 0], "end": ["line": 0, "character": 0]], "text": "",
        ]
        for change in [backwards, ["range": good["range"]!]] {
            let reply = Self.send(
                server, "textDocument/didChange", id: nil,
                ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [change]])
            #expect(reply.first?["method"] as? String == "window/showMessage", "\(reply)")
        }
        // Nothing was applied: the good edit before each bad one neither.
        #expect(server.text(of: Self.uri) == Helpers.grid)
        let symbols = Self.send(server, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
        #expect((symbols.first?["result"] as? [JSONObject])?.first?["name"] as? String == "grid")
    }

    /// Versions are the protocol's `integer`: −2^31 to 2^31 − 1. Past that they are refused; the last one allowed
    /// stays the last when a change states none (2^63 − 1 plus one trapped).
    @Test func versionsAreRangeChecked() throws {
        let (server, _) = Helpers.server(opening: Helpers.grid)
        for bad in [Int.max, Int(Int32.max) + 1, Int(Int32.min) - 1, 2.5, true, "2"] as [Any] {
            let reply = Self.send(
                server, "textDocument/didChange", id: nil,
                ["textDocument": ["uri": Self.uri, "version": bad], "contentChanges": [] as [Any]])
            let message = (reply.first?["params"] as? JSONObject)?["message"] as? String ?? ""
            #expect(message.contains("textDocument.version"), "\(bad): \(reply)")
            let opened = Self.send(
                server, "textDocument/didOpen", id: nil,
                ["textDocument": ["uri": "file:///tmp/other.layout.yaml", "version": bad, "text": ""]])
            #expect(opened.first?["method"] as? String == "window/showMessage", "\(bad): \(opened)")
        }
        func published(_ params: JSONObject) -> Int? {
            let reply = Self.send(server, "textDocument/didChange", id: nil, params)
            return (reply.first?["params"] as? JSONObject)?["version"] as? Int
        }
        let last = Int(Int32.max)
        #expect(
            published(["textDocument": ["uri": Self.uri, "version": last], "contentChanges": [] as [Any]]) == last)
        #expect(published(["textDocument": ["uri": Self.uri], "contentChanges": [] as [Any]]) == last)
        #expect(published(["textDocument": ["uri": Self.uri, "version": -5], "contentChanges": [] as [Any]]) == -5)
        #expect(published(["textDocument": ["uri": Self.uri], "contentChanges": [] as [Any]]) == -4)
    }

    /// JSON's integers written with a fraction of zero are integers; booleans are not, though Foundation reads
    /// them as the numbers 0 and 1.
    @Test func integersAreNumbersWithoutAFraction() throws {
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data("[3, 3.0, 3.5, true, false, -0, 9223372036854775808]".utf8))
                as? [Any])
        #expect(parsed.map(JSONRPC.integer) == [3, 3, nil, nil, nil, 0, nil])
        #expect([7, 7.0, true, "7"].map(JSONRPC.integer) == [7, 7, nil, nil])
    }
}
