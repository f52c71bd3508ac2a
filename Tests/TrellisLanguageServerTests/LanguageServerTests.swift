import Foundation
import Testing
import TrellisCore
@testable import TrellisLanguageServer
import TrellisTestSupport

/// The language server at the protocol level: messages in, messages out, as an editor exchanges them.
@Suite struct LanguageServerTests {
    static let uri = "file:///tmp/trellis-lsp-tests/Grid.layout.yaml"

    /// Item widths of a third in a full-width group, in a section inset 10 pt on each side.
    static let grid = """
        layout: Grid
        sections:
          - name: grid
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(100)
              subitems:
                - item: {width: fractionalWidth(1/3), height: fractionalHeight(1)}
            contentInsets: {leading: 10, trailing: 10}

        """

    /// An initialized server with `text` open.
    static func server(opening text: String, uri: String = uri) -> (LanguageServer, [JSONObject]) {
        let server = LanguageServer()
        _ = server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as JSONObject])
        _ = server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:] as JSONObject])
        let published = server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
        ])
        return (server, published)
    }

    static func diagnostics(_ messages: [JSONObject]) -> [JSONObject] {
        messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .flatMap { ($0["params"] as? JSONObject)?["diagnostics"] as? [JSONObject] ?? [] }
    }

    static func request(_ server: LanguageServer, _ method: String, _ params: JSONObject) -> Any? {
        server.handle(["jsonrpc": "2.0", "id": 7, "method": method, "params": params]).first?["result"]
    }

    static func position(_ line: Int, _ character: Int) -> JSONObject { ["line": line, "character": character] }

    @Test func initializeAnnouncesWhatTheServerDoes() throws {
        let server = LanguageServer()
        let reply = try #require(
            server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as JSONObject]).first)
        let capabilities = try #require((reply["result"] as? JSONObject)?["capabilities"] as? JSONObject)
        #expect((capabilities["textDocumentSync"] as? JSONObject)?["change"] as? Int == 2, "incremental sync")
        #expect(capabilities["hoverProvider"] as? Bool == true)
        #expect(capabilities["documentSymbolProvider"] as? Bool == true)
        // A request before `initialize` is refused, as the protocol requires.
        let early = LanguageServer().handle(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover"])
        #expect((early.first?["error"] as? JSONObject)?["code"] as? Int == -32002)
    }

    /// A misspelt key: an error at the key (line 6, characters 6-11 in the protocol's 0-based terms), its rule as
    /// the code with a link to its documentation, and a quick fix that renames it.
    @Test func diagnosticsAndQuickFixes() throws {
        let text = Self.grid.replacingOccurrences(
            of: "      height: absolute(100)", with: "      heigth: absolute(100)")
        let (server, published) = Self.server(opening: text)
        let found = Self.diagnostics(published)
        let unknown = try #require(found.first { $0["code"] as? String == "unknown_key" }, "\(found)")
        #expect(unknown["severity"] as? Int == 1)
        let range = try #require(unknown["range"] as? JSONObject)
        #expect(range["start"] as? JSONObject as NSDictionary? == Self.position(6, 6) as NSDictionary)
        #expect(range["end"] as? JSONObject as NSDictionary? == Self.position(6, 12) as NSDictionary)
        let link = (unknown["codeDescription"] as? JSONObject)?["href"] as? String
        #expect(link?.hasSuffix("Docs/Rules.md#unknown_key--unknown-key") == true)

        let actions = try #require(
            Self.request(
                server, "textDocument/codeAction",
                [
                    "textDocument": ["uri": Self.uri],
                    "range": ["start": Self.position(6, 0), "end": Self.position(6, 0)],
                    "context": ["diagnostics": [unknown]],
                ]) as? [JSONObject])
        let action = try #require(actions.first)
        #expect(action["kind"] as? String == "quickfix")
        let edits = try #require(
            ((action["edit"] as? JSONObject)?["changes"] as? JSONObject)?[Self.uri] as? [JSONObject])
        #expect(edits.map { $0["newText"] as? String } == ["height"])

        // The editor applies it as an incremental change; the server's text follows, and the error goes.
        let fixed = server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": Self.uri, "version": 2],
                "contentChanges": [["range": edits[0]["range"]!, "text": "height"]],
            ],
        ])
        // What remains is the note that three fixed columns look sparse on an iPad, not an error.
        #expect(Self.diagnostics(fixed).map { $0["code"] as? String } == ["fixed_columns_wide_targets"])
    }

    /// A note becomes related information at its own position.
    @Test func notesAreRelatedInformation() throws {
        let text =
            Self.grid + "  - name: grid\n    group: {axis: vertical, width: fractionalWidth(1), height: absolute(10), "
            + "item: {width: fractionalWidth(1), height: fractionalHeight(1)}}\n"
        let found = Self.diagnostics(Self.server(opening: text).1)
        let duplicate = try #require(found.first { $0["code"] as? String == "duplicate_name" }, "\(found)")
        let related = try #require(duplicate["relatedInformation"] as? [JSONObject])
        let location = try #require(related.first?["location"] as? JSONObject)
        #expect(location["uri"] as? String == Self.uri)
        #expect(((location["range"] as? JSONObject)?["start"] as? JSONObject)?["line"] as? Int == 2)
    }

    /// (W − 20) / 3 at each default lint target, on its pixel grid (iOS 18 floors fractions at @3x, not at @2x):
    /// 355/3, 373/3 (on the grid already), 420/3, 800/3 and 1160/3, to the thousandth.
    @Test func hoverResolvesAWidthAtEveryLintTarget() throws {
        let (server, _) = Self.server(opening: Self.grid)
        let hover = try #require(
            Self.request(
                server, "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": Self.position(8, 26)])
                as? JSONObject)
        let text = try #require((hover["contents"] as? JSONObject)?["value"] as? String)
        #expect(text.hasPrefix("**width: fractionalWidth(1/3)** resolves to:"))
        for line in [
            "- 118.333 pt on iPhone SE (3rd generation)", "- 124.333 pt on iPhone 16", "- 140 pt on iPhone 16 Pro Max",
            "- 266.667 pt on iPad (10th generation)", "- 386.667 pt on iPad (10th generation) landscape",
        ] {
            #expect(text.contains(line), "\(line) in\n\(text)")
        }
        // On a section's name: its frames at the preview device (iPhone 16 by default: 393 wide).
        let section = try #require(
            Self.request(
                server, "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": Self.position(2, 12)])
                as? JSONObject)
        let frames = try #require((section["contents"] as? JSONObject)?["value"] as? String)
        #expect(frames.contains("**grid** on iPhone 16 (393 × 852)"), "\(frames)")
        #expect(frames.contains("item 0 at (10, 0, 124.333 × 100)"), "\(frames)")
    }

    /// On an item's key: how its first item gets its frame at the preview device, as `trellis explain` derives it,
    /// without the section's own steps.
    @Test func hoverOnAnItemExplainsItsFrame() throws {
        let (server, _) = Self.server(opening: Self.grid)
        let hover = try #require(
            Self.request(
                server, "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": Self.position(8, 11)])
                as? JSONObject)
        let text = try #require((hover["contents"] as? JSONObject)?["value"] as? String)
        #expect(text.hasPrefix("**section 0 item 0** on iPhone 16 (393 × 852): (10, 0, 124.333 × 100)"), "\(text)")
        #expect(text.contains("of 373 = 124.333"), "\(text)")
        #expect(text.contains("(Docs/Semantics.md §14)") && !text.contains("layout container"), "\(text)")
    }

    /// While one section layout has a structural error, the others still answer: hover on the grid's widths and its
    /// name, and the rule findings beside the error. Values as in `hoverResolvesAWidthAtEveryLintTarget`.
    @Test func hoverAndRulesWorkBesideAStructuralError() throws {
        let text =
            Self.grid
            + "  - name: broken\n    group: {axis: vertical, width: fractionalWidth(1), heigth: absolute(10), "
            + "item: {width: fractionalWidth(1), height: fractionalHeight(1)}}\n"
        let (server, messages) = Self.server(opening: text)
        let codes = Self.diagnostics(messages).compactMap { $0["code"] as? String }
        #expect(codes.contains("unknown_key"), "\(codes)")
        let hover = try #require(
            Self.request(
                server, "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": Self.position(8, 26)])
                as? JSONObject)
        let widths = try #require((hover["contents"] as? JSONObject)?["value"] as? String)
        #expect(widths.contains("- 124.333 pt on iPhone 16"), "\(widths)")
        let section = try #require(
            Self.request(
                server, "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": Self.position(2, 12)])
                as? JSONObject)
        let frames = try #require((section["contents"] as? JSONObject)?["value"] as? String)
        #expect(frames.contains("**grid**"), "\(frames)")
    }

    /// The nearest `.trellis.yml` applies, as for `trellis lint`: the grid's note about fixed columns on wide
    /// targets goes once the configuration beside the file disables that rule.
    @Test func theNearestConfigurationApplies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let uri = folder.appendingPathComponent("Grid.layout.yaml").absoluteString
        let before = Self.diagnostics(Self.server(opening: Self.grid, uri: uri).1).map { $0["code"] as? String }
        #expect(before == ["fixed_columns_wide_targets"])
        try "disabled_rules: [fixed_columns_wide_targets]\n".write(
            to: folder.appendingPathComponent(".trellis.yml"), atomically: true, encoding: .utf8)
        #expect(Self.diagnostics(Self.server(opening: Self.grid, uri: uri).1).isEmpty)
    }

    @Test func completionOffersKeysAndValues() throws {
        let text = Self.grid.replacingOccurrences(
            of: "      height: absolute(100)\n", with: "      height: absolute(100)\n      \n")
        let (server, _) = Self.server(opening: text)
        func labels(_ line: Int, _ character: Int) -> [String] {
            (Self.request(
                server, "textDocument/completion",
                ["textDocument": ["uri": Self.uri], "position": Self.position(line, character)]) as? [JSONObject] ?? [])
                .compactMap { $0["label"] as? String }
        }
        // On the blank line inside the group: the group's keys not yet written.
        let keys = labels(7, 6)
        #expect(keys.contains("interItemSpacing") && keys.contains("contentInsets"), "\(keys)")
        #expect(!keys.contains("axis") && !keys.contains("width"), "written keys are left out: \(keys)")
        // After `axis: ` its words; after an item's `width: ` the dimension forms.
        let axisLine = text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("      axis:") }!
        #expect(labels(axisLine, 12) == ["horizontal", "vertical"])
        let itemLine = text.components(separatedBy: "\n").firstIndex { $0.contains("- item:") }!
        #expect(labels(itemLine, 24).contains("fractionalWidth()"))
    }

    @Test func documentSymbolsNameSectionsGroupsAndItems() throws {
        let (server, _) = Self.server(opening: Self.grid)
        let symbols = try #require(
            Self.request(server, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]) as? [JSONObject])
        #expect(symbols.map { $0["name"] as? String } == ["grid"])
        let group = try #require((symbols[0]["children"] as? [JSONObject])?.first)
        #expect(group["name"] as? String == "group horizontal")
        #expect((group["children"] as? [JSONObject])?.map { $0["name"] as? String } == ["item"])
    }

    /// Messages split anywhere are reassembled; a header without a length is an error, not a hang.
    @Test func framingSurvivesAnySplit() throws {
        let first = JSONRPC.frame(["jsonrpc": "2.0", "id": 1, "method": "a"])
        let second = JSONRPC.frame(["jsonrpc": "2.0", "id": 2, "method": "b"])
        let stream = first + second
        for split in 0...stream.count {
            var reader = JSONRPC.Reader()
            var bodies: [[UInt8]] = []
            reader.append(stream[..<split])
            while let body = try reader.next() { bodies.append(body) }
            reader.append(stream[split...])
            while let body = try reader.next() { bodies.append(body) }
            #expect(bodies.count == 2)
        }
        var bad = JSONRPC.Reader()
        bad.append(Array("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: JSONRPC.FramingError.self) { try bad.next() }
    }

    /// Many messages in one read come out in order, each once, with reads arriving in between.
    @Test func framingReadsManyMessagesInOneBuffer() throws {
        var reader = JSONRPC.Reader()
        var ids: [Int] = []
        for batch in 0..<3 {
            reader.append(
                (0..<500).flatMap { JSONRPC.frame(["jsonrpc": "2.0", "id": batch * 500 + $0, "method": "a"]) })
            for _ in 0..<(batch == 1 ? 700 : 200) {
                guard let body = try reader.next() else { break }
                let object = try JSONSerialization.jsonObject(with: Data(body)) as? JSONObject
                ids.append(object?["id"] as? Int ?? -1)
            }
        }
        while let body = try reader.next() {
            ids.append((try JSONSerialization.jsonObject(with: Data(body)) as? JSONObject)?["id"] as? Int ?? -1)
        }
        #expect(ids == Array(0..<1_500))
    }

    /// A header is refused with what is wrong with it: a length over the limit says so and by how much, however
    /// many digits it has (2^63 and longer used to read as "no valid Content-Length").
    @Test(arguments: [
        ("Content-Length: 16777217", "a message of 16777217 bytes exceeds the 16 MiB limit"),
        ("Content-Length: 9223372036854775808", "a message of 9223372036854775808 bytes exceeds the 16 MiB limit"),
        ("content-length:0000099999999999", "a message of 99999999999 bytes exceeds the 16 MiB limit"),
        ("Content-Length: " + String(repeating: "9", count: 60), "99999999999999999999… (60 digits) bytes exceeds"),
        ("Content-Length: -1", "a Content-Length of \"-1\", not a byte count"),
        ("Content-Length: 1e3", "a Content-Length of \"1e3\", not a byte count"),
        ("Content-Length:", "a Content-Length of \"\", not a byte count"),
        ("Content-Length: 2\r\nContent-Length: 3", "two Content-Length headers, 2 and 3"),
        ("Content-Type: x", "a header without a Content-Length"),
    ])
    func framingErrorsSayWhatIsWrong(header: String, message: String) throws {
        var reader = JSONRPC.Reader()
        reader.append(Array((header + "\r\n\r\n{}").utf8))
        do {
            _ = try reader.next()
            Issue.record("\(header) was read")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    /// Over standard I/O (here, pipes): a message over the size limit stops the server with status 1, saying why
    /// to the log and to the editor's user, after answering what came before it; shutdown then exit is status 0.
    @Test func anOversizedMessageStopsTheServerSayingWhy() throws {
        func serve(_ stream: [UInt8]) throws -> (status: Int32, written: String, logged: String) {
            let (input, output, log) = (Pipe(), Pipe(), Pipe())
            input.fileHandleForWriting.write(Data(stream))
            try input.fileHandleForWriting.close()
            let status = LanguageServer().serve(
                input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor,
                log: log.fileHandleForWriting)
            try output.fileHandleForWriting.close()
            try log.fileHandleForWriting.close()
            return (
                status, String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            )
        }
        let initialize = JSONRPC.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as JSONObject])
        let oversized = try serve(initialize + Array("Content-Length: 16777217\r\n\r\n{}".utf8))
        #expect(oversized.status == 1)
        #expect(oversized.logged == "trellis lsp: a message of 16777217 bytes exceeds the 16 MiB limit\n")
        #expect(oversized.written.contains("\"capabilities\""), "initialize is answered first")
        #expect(
            oversized.written.contains(
                "\"method\":\"window/showMessage\",\"params\":{\"message\":\"trellis lsp: a message of 16777217 bytes "
                    + "exceeds the 16 MiB limit\",\"type\":1}"), "\(oversized.written)")
        let clean = try serve(
            initialize + JSONRPC.frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
                + JSONRPC.frame(["jsonrpc": "2.0", "method": "exit"]))
        #expect(clean.status == 0 && clean.logged.isEmpty)
    }

    /// The largest message allowed is read; a repeated Content-Length that agrees is fine, and leading zeros too.
    @Test func framingReadsTheLargestMessage() throws {
        var reader = JSONRPC.Reader()
        let body = [UInt8](repeating: UInt8(ascii: " "), count: Limits.lspMessageBytes)
        reader.append(Array("Content-Length: \(body.count)\r\ncontent-length: 0\(body.count)\r\n\r\n".utf8))
        #expect(try reader.next() == nil)
        reader.append(body)
        #expect(try reader.next()?.count == body.count)
    }

    /// Every bad input, opened and then edited a character at a time at its start, middle and end, gets a
    /// diagnostics notification and never stops the server.
    @Test func noBadInputStopsTheServer() throws {
        let folder = "Tests/TrellisPipelineTests/BadInputs"
        let files = Repository.files(in: folder, suffix: ".layout.yaml")
        #expect(files.count > 40)
        for file in files {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
            let uri = "file://" + file
            let (server, published) = Self.server(opening: text, uri: uri)
            #expect(published.count == 1, "\(file)")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            for (version, line) in [0, lines / 2, lines + 3].enumerated() {
                let changed = server.handle([
                    "jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": [
                        "textDocument": ["uri": uri, "version": version + 2],
                        "contentChanges": [
                            [
                                "range": ["start": Self.position(line, 3), "end": Self.position(line + 1, 0)],
                                "text": "x:",
                            ]
                        ],
                    ],
                ])
                #expect(changed.count == 1, "\(file)")
                _ = Self.request(
                    server, "textDocument/hover", ["textDocument": ["uri": uri], "position": Self.position(line, 1)])
                _ = Self.request(
                    server, "textDocument/completion",
                    ["textDocument": ["uri": uri], "position": Self.position(line, 2)])
                _ = Self.request(server, "textDocument/documentSymbol", ["textDocument": ["uri": uri]])
            }
        }
        // Garbage that is not JSON is answered with a parse error.
        let garbage = LanguageServer().handle(body: Array("{not json".utf8))
        #expect((garbage.first?["error"] as? JSONObject)?["code"] as? Int == -32700)
    }

    @Test func shutdownThenExitEndsCleanly() {
        let (server, _) = Self.server(opening: Self.grid)
        #expect(server.exitStatus == nil)
        _ = server.handle(["jsonrpc": "2.0", "id": 9, "method": "shutdown"])
        _ = server.handle(["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitStatus == 0)
    }
}

/// Hover in a file being typed (Tests/Fixtures/Recovery): a misspelt key no longer silences the rest of its section,
/// and a misspelt key in one section no longer stops another section's frames.
@Suite struct RecoveryHoverTests {
    static func text(_ name: String) throws -> String {
        try String(
            contentsOfFile: Repository.path("Tests/Fixtures/Recovery/\(name).layout.yaml"), encoding: .utf8)
    }

    static func hover(_ server: LanguageServer, _ line: Int, _ character: Int) -> String? {
        let reply =
            LanguageServerTests.request(
                server, "textDocument/hover",
                [
                    "textDocument": ["uri": LanguageServerTests.uri],
                    "position": LanguageServerTests.position(line, character),
                ])
            as? JSONObject
        return (reply?["contents"] as? JSONObject)?["value"] as? String
    }

    /// `width: fractionalWidth(0.9)` of the group (line 8) in the section with `interGroupSpacng`: 0.9 × 393 on an
    /// iPhone 16, 353.667 on its @3x grid.
    @Test func hoverAnswersInTheSectionWithATypo() throws {
        let (server, _) = LanguageServerTests.server(opening: try Self.text("typo-and-pitfall"))
        let widths = try #require(Self.hover(server, 7, 14))
        #expect(widths.contains("**width: fractionalWidth(0.9)** resolves to:"), "\(widths)")
        #expect(widths.contains("- 353.667 pt on iPhone 16"), "\(widths)")
    }

    /// The first section's name, with a misspelt key in the second: its frames at the preview device (iPhone 16).
    @Test func aTypoInOneSectionLeavesAnotherSectionsFrames() throws {
        let (server, _) = LanguageServerTests.server(opening: try Self.text("typo-in-second-section"))
        let frames = try #require(Self.hover(server, 3, 12))
        #expect(frames.contains("**hero** on iPhone 16 (393 × 852)"), "\(frames)")
        #expect(frames.contains("item 0 at (0, 0, 393 × 200)"), "\(frames)")
    }
}
