import Foundation
import Testing
import TrellisCore
@testable import TrellisLanguageServer

/// An included file is read as the editor holds it when open, else as saved: saving one lints again every open
/// document that includes it, and no other.
@Suite struct IncludedFileTests {
    static let main = """
        version: 2
        layout: Main
        include: [shared.yaml]
        sections:
          - name: rows
            contentInsets: gutter
            group: {use: row}

        """

    static let shared = """
        version: 2
        constants: {gutter: 8}
        definitions:
          row:
            axis: horizontal
            width: fractionalWidth(1)
            height: absolute(44)
            item: {width: fractionalWidth(1), height: fractionalHeight(1)}

        """

    /// The shared file with a height of 0: an error there, which each layout including it shows at its `include:`.
    static let broken = shared.replacingOccurrences(of: "absolute(44)", with: "absolute(0)")

    static func send(_ server: LanguageServer, _ method: String, _ uri: String, _ extra: JSONObject = [:])
        -> [JSONObject]
    {
        var document = extra
        document["uri"] = uri
        return server.handle(["jsonrpc": "2.0", "method": method, "params": ["textDocument": document]])
    }

    /// The documents whose diagnostics `messages` publish, in order.
    static func published(_ messages: [JSONObject]) -> [String] {
        messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .compactMap { ($0["params"] as? JSONObject)?["uri"] as? String }
    }

    /// How many errors `messages` publish for `uri`.
    static func errors(_ messages: [JSONObject], of uri: String) -> Int {
        let params = messages.compactMap { $0["params"] as? JSONObject }.first { $0["uri"] as? String == uri }
        return (params?["diagnostics"] as? [JSONObject] ?? []).filter { $0["severity"] as? Int == 1 }.count
    }

    @Test func savingAnIncludedFileLintsTheOpenDocumentsIncludingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shared.yaml")
        try Self.broken.write(to: file, atomically: true, encoding: .utf8)
        let (first, second, fragment) = (
            folder.appendingPathComponent("A.layout.yaml").absoluteString,
            folder.appendingPathComponent("B.layout.yaml").absoluteString, file.absoluteString
        )
        // Two layouts including the file, one that does not, and the file itself, open.
        let (server, opened) = LanguageServerTests.server(opening: Self.main, uri: first)
        #expect(Self.errors(opened, of: first) > 0, "\(opened)")
        let openedSecond = Self.send(server, "textDocument/didOpen", second, ["version": 1, "text": Self.main])
        #expect(Self.errors(openedSecond, of: second) > 0, "\(openedSecond)")
        _ = Self.send(
            server, "textDocument/didOpen", folder.appendingPathComponent("Lone.layout.yaml").absoluteString,
            ["version": 1, "text": LanguageServerTests.grid])
        _ = Self.send(server, "textDocument/didOpen", fragment, ["version": 1, "text": Self.broken])

        // Mended in the editor and saved: both layouts including it are linted again, and have no error left.
        _ = server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": fragment, "version": 2], "contentChanges": [["text": Self.shared]]],
        ])
        try Self.shared.write(to: file, atomically: true, encoding: .utf8)
        let saved = Self.send(server, "textDocument/didSave", fragment)
        #expect(Self.published(saved) == [fragment, first, second])
        #expect(Self.errors(saved, of: first) == 0 && Self.errors(saved, of: second) == 0, "\(saved)")

        // Once one layout is closed, breaking the file again in the editor and saving it lints only the one still open.
        _ = Self.send(server, "textDocument/didClose", first)
        _ = server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": fragment, "version": 3], "contentChanges": [["text": Self.broken]]],
        ])
        try Self.broken.write(to: file, atomically: true, encoding: .utf8)
        let again = Self.send(server, "textDocument/didSave", fragment)
        #expect(Self.published(again) == [fragment, second])
        #expect(Self.errors(again, of: second) > 0, "\(again)")
    }
}
