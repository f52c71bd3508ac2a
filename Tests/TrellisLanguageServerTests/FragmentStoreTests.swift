import Foundation
import Testing
import TrellisCore
@testable import TrellisLanguageServer
import TrellisPipeline

/// The server holds each included file once, however many open documents include it, and lets it go when no open
/// document's last analysis read it; an open file's text in the editor is what the documents including it read.
@Suite struct FragmentStoreTests {
    /// A folder holding `shared.yaml` with `text`, removed afterwards; the body gets the folder and the file's real
    /// path (the store's key: `/var` is `/private/var` on macOS).
    static func folder(sharing text: String, _ body: (URL, String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shared.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try body(folder, IncludeScope.physical(file.path))
    }

    /// A server with the layouts named `names` open in `folder`, each including `shared.yaml`.
    static func server(opening names: [String], in folder: URL) -> (LanguageServer, [String: [JSONObject]]) {
        let server = LanguageServer()
        _ = server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as JSONObject])
        var published: [String: [JSONObject]] = [:]
        for name in names {
            let uri = folder.appendingPathComponent(name).absoluteString
            published[uri] = IncludedFileTests.send(
                server, "textDocument/didOpen", uri, ["version": 1, "text": IncludedFileTests.main])
        }
        return (server, published)
    }

    /// The whole text of `uri` replaced with `text` at `version`.
    static func change(_ server: LanguageServer, _ uri: String, to text: String, version: Int) -> [JSONObject] {
        server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]],
        ])
    }

    @Test func twoDocumentsIncludingOneFileShareOneEntry() throws {
        // The file as saved has a height of 0: each layout shows that error only if it read the file.
        try Self.folder(sharing: IncludedFileTests.broken) { folder, real in
            let (server, published) = Self.server(opening: ["A.layout.yaml", "B.layout.yaml"], in: folder)
            let (first, second) = (
                folder.appendingPathComponent("A.layout.yaml").absoluteString,
                folder.appendingPathComponent("B.layout.yaml").absoluteString
            )
            #expect(IncludedFileTests.errors(published[first] ?? [], of: first) > 0, "\(published)")
            #expect(IncludedFileTests.errors(published[second] ?? [], of: second) > 0, "\(published)")
            // One entry, the file as saved, which both documents' analyses read.
            let saved = try #require(FragmentStore.Reader.diskVersion(of: real))
            #expect(server.fragments.count == 1)
            #expect(server.fragments.keys == Set([FragmentStore.Key(path: real, version: saved)]))
            #expect(server.fragments.fragment(real, readFor: first) != nil)
            #expect(server.fragments.fragment(real, readFor: second) != nil)
        }
    }

    @Test func aFileGoesWhenNoOpenDocumentsLastAnalysisReadIt() throws {
        try Self.folder(sharing: IncludedFileTests.shared) { folder, _ in
            let (server, _) = Self.server(opening: ["A.layout.yaml", "B.layout.yaml", "C.layout.yaml"], in: folder)
            let uris = ["A", "B", "C"].map { folder.appendingPathComponent("\($0).layout.yaml").absoluteString }
            #expect(server.fragments.count == 1)
            // A document that no longer includes it lets go of it; the others still hold it.
            let alone = IncludedFileTests.main.replacingOccurrences(of: "include: [shared.yaml]\n", with: "")
            _ = Self.change(server, uris[2], to: alone, version: 2)
            #expect(server.fragments.count == 1)
            _ = IncludedFileTests.send(server, "textDocument/didClose", uris[0])
            #expect(server.fragments.count == 1)
            // Closing the last document including it empties the store.
            _ = IncludedFileTests.send(server, "textDocument/didClose", uris[1])
            #expect(server.fragments.count == 0)
        }
    }

    @Test func anOpenFilesUnsavedTextIsWhatDocumentsIncludingItSee() throws {
        // As saved, the file is fine.
        try Self.folder(sharing: IncludedFileTests.shared) { folder, real in
            let (server, published) = Self.server(opening: ["A.layout.yaml"], in: folder)
            let main = folder.appendingPathComponent("A.layout.yaml").absoluteString
            #expect(IncludedFileTests.errors(published[main] ?? [], of: main) == 0, "\(published)")
            // Opened and broken in the editor, not saved.
            let fragment = folder.appendingPathComponent("shared.yaml").absoluteString
            _ = IncludedFileTests.send(
                server, "textDocument/didOpen", fragment, ["version": 1, "text": IncludedFileTests.shared])
            _ = Self.change(server, fragment, to: IncludedFileTests.broken, version: 2)

            // The layout's next analysis reads the editor's text: the error, at its `include:`.
            let next = Self.change(server, main, to: IncludedFileTests.main, version: 2)
            #expect(IncludedFileTests.errors(next, of: main) > 0, "\(next)")
            let edited = FragmentStore.Key(path: real, version: .editor(uri: fragment, version: 2))
            #expect(server.fragments.keys == Set([edited]), "the editor's text alone, the file as saved let go")

            // Closed without saving: the next analysis reads the file as saved again.
            _ = IncludedFileTests.send(server, "textDocument/didClose", fragment)
            let closed = Self.change(server, main, to: IncludedFileTests.main, version: 3)
            #expect(IncludedFileTests.errors(closed, of: main) == 0, "\(closed)")
            let saved = try #require(FragmentStore.Reader.diskVersion(of: real))
            #expect(server.fragments.keys == Set([FragmentStore.Key(path: real, version: saved)]))
        }
    }
}
