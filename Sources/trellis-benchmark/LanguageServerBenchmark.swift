import Foundation
import TrellisLanguageServer

/// (f) The language server's latency: a 500-line layout file opened, then 100 one-character edits, each timed
/// from the change arriving to its diagnostics being ready to publish.
enum LanguageServerBenchmark {
    static func run() {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        guard
            let sample = try? String(
                contentsOfFile: repository.appendingPathComponent("Samples/PopupStoreMain.layout.yaml").path,
                encoding: .utf8)
        else { return print("(f) skipped: no sample") }
        // The sample's sections repeated under new names until the file is 500 lines.
        let lines = sample.components(separatedBy: "\n")
        let start = lines.firstIndex { $0.hasPrefix("sections:") }! + 1
        let end = lines.firstIndex { $0.hasPrefix("preview:") } ?? lines.count
        var text = lines[..<start].joined(separator: "\n") + "\n"
        var copy = 0
        while text.components(separatedBy: "\n").count < 500 {
            copy += 1
            text +=
                lines[start..<end].joined(separator: "\n")
                .replacingOccurrences(of: "name: ", with: "name: copy\(copy)") + "\n"
        }
        let lineCount = text.components(separatedBy: "\n").count
        let uri = "file:///tmp/trellis-benchmark/Big.layout.yaml"
        let server = LanguageServer()
        _ = server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as JSONObject])
        _ = server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
        ])
        var times: [Double] = []
        var found = 0
        for edit in 0..<100 {
            // Toggle one character of an inset value in the middle of the file: a real edit, re-linted each time.
            let line = lineCount / 2 + (edit / 2) % 20
            let change: JSONObject = [
                "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]],
                "text": edit % 2 == 0 ? " " : "",
            ]
            let undo: JSONObject = [
                "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 1]], "text": "",
            ]
            var published: [JSONObject] = []
            times.append(
                seconds {
                    published = server.handle([
                        "jsonrpc": "2.0", "method": "textDocument/didChange",
                        "params": [
                            "textDocument": ["uri": uri, "version": edit + 2],
                            "contentChanges": [edit % 2 == 0 ? change : undo],
                        ],
                    ])
                })
            found = (published.first?["params"] as? JSONObject)?["diagnostics"].map { ($0 as? [Any])?.count ?? 0 } ?? 0
        }
        times.sort()
        print(
            String(
                format: "(f) trellis lsp, %d-line file, 100 edits: diagnostics in %.1f ms median, %.1f ms worst "
                    + "(%d diagnostics at the end)", lineCount, times[50] * 1000, times[99] * 1000, found))
    }
}
