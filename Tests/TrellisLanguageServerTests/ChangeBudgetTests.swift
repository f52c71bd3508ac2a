import Foundation
import Testing
import TrellisCore
@testable import TrellisLanguageServer

/// A `didChange` of many edits: up to `OpenDocument.mostChanges` apply, each to the text the one before left; one
/// more and the notification is refused whole with one message, counted before any change is read.
@Suite struct ChangeBudgetTests {
    static let uri = LanguageServerTests.uri
    /// 100 lines, `k0: 1` to `k99: 1`.
    static let text = (0..<100).map { "k\($0): 1\n" }.joined()

    /// `count` edits, the i-th inserting "x" at the start of line 37 × i modulo 100, so that each jumps across the
    /// text from the one before.
    static func insertions(_ count: Int) -> [Any] {
        (0..<count).map { index -> Any in
            let start: JSONObject = ["line": index * 37 % 100, "character": 0]
            return ["range": ["start": start, "end": start], "text": "x"] as JSONObject
        }
    }

    static func change(_ server: LanguageServer, version: Int, _ changes: [Any]) -> [JSONObject] {
        ClientNumbersTests.send(
            server, "textDocument/didChange", id: nil,
            ["textDocument": ["uri": Self.uri, "version": version], "contentChanges": changes])
    }

    @Test func asManyEditsAsTheBudgetAllowsAllApply() throws {
        let (server, _) = LanguageServerTests.server(opening: Self.text, uri: Self.uri)
        let count = OpenDocument.mostChanges
        let reply = Self.change(server, version: 2, Self.insertions(count))
        #expect(reply.count == 1, "\(reply.count) messages")
        #expect(reply.first?["method"] as? String == "textDocument/publishDiagnostics")
        #expect((reply.first?["params"] as? JSONObject)?["version"] as? Int == 2)
        // Each line gains an "x" for every edit that lands on it.
        var landed = [Int](repeating: 0, count: 100)
        for index in 0..<count { landed[index * 37 % 100] += 1 }
        let expected = (0..<100).map { String(repeating: "x", count: landed[$0]) + "k\($0): 1\n" }.joined()
        #expect(server.text(of: Self.uri) == expected)
    }

    @Test func onePastTheBudgetIsRefusedWholeWithOneMessage() throws {
        let (server, _) = LanguageServerTests.server(opening: Self.text, uri: Self.uri)
        let count = OpenDocument.mostChanges + 1
        // Edits that would apply, and as many without text: the count refuses both before any change is read, so
        // the message is about the count, not about `contentChanges[0]`.
        let textless = [Any](repeating: ["range": NSNull()] as JSONObject, count: count)
        for changes in [Self.insertions(count), textless] {
            let reply = Self.change(server, version: 2, changes)
            #expect(reply.count == 1, "\(reply.count) messages")
            #expect(reply.first?["method"] as? String == "window/showMessage")
            let params = reply.first?["params"] as? JSONObject
            #expect(params?["type"] as? Int == 1, "an error")
            let message = params?["message"] as? String ?? ""
            #expect(
                message.contains("contentChanges holds \(count) changes, more than the \(OpenDocument.mostChanges)"),
                "\(message)")
            #expect(server.text(of: Self.uri) == Self.text)
        }
        // The server goes on: the next change applies to the text as it was, and is published.
        let reply = Self.change(server, version: 3, Self.insertions(1))
        #expect((reply.first?["params"] as? JSONObject)?["version"] as? Int == 3)
        #expect(server.text(of: Self.uri) == "x" + Self.text)
    }

    /// A change too large for Foundation's objects to be made before counting (150,000 edits, about 12 MB: 1.8 GB of
    /// them) is counted from a lean reading of its bytes and refused with the same one message; the text is as it
    /// was, and the next change applies.
    @Test func aChangeOfManyEditsIsCountedBeforeItIsRead() throws {
        let (server, _) = LanguageServerTests.server(opening: Self.text, uri: Self.uri)
        let count = 150_000
        let edits = (0..<count).map { index in
            let line = index * 37 % 100
            return "{\"range\":{\"start\":{\"line\":\(line),\"character\":0},\"end\":{\"line\":\(line),"
                + "\"character\":0}},\"text\":\"x\"}"
        }
        let body =
            "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":"
            + "\"\(Self.uri)\",\"version\":2},\"contentChanges\":[\(edits.joined(separator: ","))]}}"
        #expect(body.utf8.count > LanguageServer.leanlyCountedBytes)
        let reply = server.handle(body: Array(body.utf8))
        #expect(reply.count == 1, "\(reply.count) messages")
        #expect(reply.first?["method"] as? String == "window/showMessage")
        let message = (reply.first?["params"] as? JSONObject)?["message"] as? String ?? ""
        #expect(message.contains("contentChanges holds 150000 changes"), "\(message)")
        #expect(server.text(of: Self.uri) == Self.text)
        let next = Self.change(server, version: 3, Self.insertions(1))
        #expect((next.first?["params"] as? JSONObject)?["version"] as? Int == 3)
    }
}
