import Foundation
import TrellisCore
import TrellisPipeline
import TrellisRules
import TrellisSyntax

/// `trellis lsp`: a Language Server Protocol server for layout files. It keeps each open document's text, lints
/// it on every change with the whole pipeline (the nearest `.trellis.yml` applies) and publishes the findings;
/// it offers fix-its as quick fixes, hovers with what a size resolves to at each lint target, completion from
/// the vocabulary, and document symbols for sections and groups. `handle` is the whole server, message in,
/// messages out; the transport only frames them.
package final class LanguageServer {
    /// Where the rules are documented; a rule's anchor is added. `initializationOptions.rulesDocumentation`
    /// overrides it.
    package static let defaultRulesDocumentation = "https://github.com/trellis-layout/trellis/blob/main/Docs/Rules.md"

    /// Whether `exit` was received, and with which status (0 after `shutdown`, else 1).
    package private(set) var exitStatus: Int32?

    private var documents: [String: OpenDocument] = [:]
    private var analyses: [String: Analysis] = [:]
    /// The files the open documents include, each held once, which the documents' analyses read.
    let fragments = FragmentStore()
    private var initialized = false
    private var shutDown = false
    private var rulesDocumentation = LanguageServer.defaultRulesDocumentation
    private var configurationPath: String?
    /// Whether the client takes snippets in completion items (`completionItem.snippetSupport`).
    private var snippetSupport = false

    package init() {}

    /// Handles one message body (JSON); returns the messages to send, in order.
    package func handle(body: [UInt8]) -> [JSONObject] {
        if body.count > Self.leanlyCountedBytes, let refused = refusedChange(body) { return refused }
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)), let message = object as? JSONObject
        else {
            return [JSONRPC.error(id: NSNull(), code: JSONRPC.ErrorCode.parseError, message: "not a JSON object")]
        }
        return handle(message)
    }

    /// Messages larger than this are first read with `JSONParser`, whose values are small, to count a `didChange`'s
    /// edits: Foundation's objects cost about 12 KB for each small edit (150,000 of them, 1.8 GB), all made before
    /// the budget could be checked. A 10,000-edit change, the most one may carry, is about 1 MB.
    static let leanlyCountedBytes = 1 << 20

    /// The refusal of a `didChange` carrying more edits than one may, read without Foundation's objects; nil for
    /// any other message.
    private func refusedChange(_ body: [UInt8]) -> [JSONObject]? {
        guard let message = try? JSONParser.parse(body),
            message["method"]?.stringValue == "textDocument/didChange",
            case let .array(changes)? = message["params"]?["contentChanges"],
            let refusal = OpenDocument.refusal(changes: changes.count)
        else { return nil }
        return refused("textDocument/didChange", id: nil, refusal)
    }

    /// A refused message: an error answer to a request, a message to the user for a notification.
    private func refused(_ method: String, id: Any?, _ error: InvalidParams) -> [JSONObject] {
        guard let id else {
            // A notification has no answer, so the user is told: a refused change leaves the text behind the
            // editor's until the document is opened again.
            let text = "trellis lsp refused \(method): \(error.description)"
            return [JSONRPC.notification("window/showMessage", ["type": 1, "message": text])]
        }
        return [JSONRPC.error(id: id, code: JSONRPC.ErrorCode.invalidParams, message: error.description)]
    }

    /// Handles one message; returns the messages to send, in order.
    package func handle(_ message: JSONObject) -> [JSONObject] {
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response to a request of ours (the server sends none) or garbage.
            return []
        }
        let params = message["params"] as? JSONObject ?? [:]
        if !initialized && method != "initialize" && method != "exit" {
            return id.map {
                [JSONRPC.error(id: $0, code: JSONRPC.ErrorCode.serverNotInitialized, message: "initialize first")]
            }
                ?? []
        }
        do {
            return try dispatch(method, id: id, params)
        } catch {
            return refused(method, id: id, error)
        }
    }

    private func dispatch(_ method: String, id: Any?, _ params: JSONObject) throws(InvalidParams) -> [JSONObject] {
        switch method {
        case "initialize":
            initialized = true
            if let options = params["initializationOptions"] as? JSONObject {
                rulesDocumentation = options["rulesDocumentation"] as? String ?? rulesDocumentation
                configurationPath = options["config"] as? String
            }
            snippetSupport = Self.snippetSupport(params["capabilities"])
            return respond(id, Self.capabilities)
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
            return []
        case "shutdown":
            shutDown = true
            return respond(id, NSNull())
        case "exit":
            exitStatus = shutDown ? 0 : 1
            return []
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? JSONObject, let uri = item["uri"] as? String else { return [] }
            let version = try Self.version(item["version"]) ?? 0
            documents[uri] = OpenDocument(uri: uri, text: item["text"] as? String ?? "", version: version)
            return publish(uri)
        case "textDocument/didChange":
            guard let uri = Self.uri(params), var document = documents[uri] else { return [] }
            let stated = try Self.version((params["textDocument"] as? JSONObject)?["version"])
            try document.apply(params["contentChanges"] as? [Any] ?? [])
            // Without a version, the next one; the last version the protocol allows stays the last.
            document.version =
                stated ?? (document.version < Limits.lspIntegers.upperBound ? document.version + 1 : document.version)
            documents[uri] = document
            return publish(uri)
        case "textDocument/didSave":
            guard let uri = Self.uri(params), documents[uri] != nil else { return [] }
            return saved(uri)
        case "textDocument/didClose":
            guard let uri = Self.uri(params) else { return [] }
            return closed(uri)
        case "textDocument/codeAction":
            let range = try Position.range(params["range"], field: "range")
            return respond(id, analysis(Self.uri(params)).map { codeActions($0, range) } ?? [])
        case "textDocument/hover":
            let position = try Position(params["position"], field: "position")
            return respond(id, analysis(Self.uri(params)).flatMap { hover($0, at: position) } ?? NSNull())
        case "textDocument/completion":
            let position = try Position(params["position"], field: "position")
            let items = analysis(Self.uri(params)).map { Completion.items($0, at: position, snippets: snippetSupport) }
            return respond(id, items ?? [])
        case "textDocument/definition":
            let position = try Position(params["position"], field: "position")
            return respond(id, analysis(Self.uri(params)).flatMap { definition($0, at: position) } ?? NSNull())
        case "textDocument/documentSymbol":
            return respond(id, analysis(Self.uri(params)).map { DocumentSymbols.symbols($0) } ?? [])
        default:
            return id.map {
                [JSONRPC.error(id: $0, code: JSONRPC.ErrorCode.methodNotFound, message: "no method \(method)")]
            } ?? []
        }
    }

    /// A document's version, if stated: the protocol's `integer`, −2^31 to 2^31 − 1.
    private static func version(_ value: Any?) throws(InvalidParams) -> Int? {
        guard let value, !(value is NSNull) else { return nil }
        return try InvalidParams.integer(value, "textDocument.version", in: Limits.lspIntegers)
    }

    static var capabilities: JSONObject {
        [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [":", " ", "("]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "documentSymbolProvider": true,
                "definitionProvider": true,
            ],
            "serverInfo": ["name": "trellis", "version": TrellisVersion.current],
        ]
    }

    /// Whether the client's capabilities say it takes snippets in completion items.
    static func snippetSupport(_ capabilities: Any?) -> Bool {
        let textDocument = (capabilities as? JSONObject)?["textDocument"] as? JSONObject
        let item = (textDocument?["completion"] as? JSONObject)?["completionItem"] as? JSONObject
        return item?["snippetSupport"] as? Bool ?? false
    }

    /// The text the server holds for `uri`, if open.
    func text(of uri: String) -> String? { documents[uri]?.text }

    private func respond(_ id: Any?, _ result: Any) -> [JSONObject] {
        id.map { [JSONRPC.response(id: $0, result: result)] } ?? []
    }

    private static func uri(_ params: JSONObject) -> String? {
        (params["textDocument"] as? JSONObject)?["uri"] as? String
    }

    // MARK: - Analysis

    /// A document checked at one version: what every request reads.
    struct Analysis {
        var document: OpenDocument
        var checked: Pipeline.CheckedFile
        var configuration: LintConfiguration
        var converter: PositionConverter
    }

    private func analysis(_ uri: String?) -> Analysis? {
        guard let uri, let document = documents[uri] else { return nil }
        if let cached = analyses[uri], cached.document.version == document.version,
            cached.document.text == document.text
        {
            return cached
        }
        let configuration =
            (try? ConfigurationFinder(explicitPath: configurationPath).configuration(forFile: document.path))?
            .configuration ?? LintConfiguration()
        // Included files come from the store, an open one as the editor holds it; what this check read replaces what
        // the document's last one read, so a file no open document includes any more is let go.
        let reader = fragments.reader(open: documents)
        let checked = Pipeline.check(
            text: document.text, path: document.path, configuration: configuration, fragments: reader)
        fragments.hold(reader.read, for: uri)
        let made = Analysis(
            document: document, checked: checked, configuration: configuration,
            converter: PositionConverter(checked.source))
        analyses[uri] = made
        return made
    }

    /// A saved document is linted afresh, as the configuration beside it may have changed, and so is every other
    /// open document whose last check included it: those read it as the editor held it then, and are not linted again
    /// on each change of it (typing in a shared file would lint every document including it), so saving it is when
    /// they catch up.
    private func saved(_ uri: String) -> [JSONObject] {
        let file = IncludeScope.physical(OpenDocument.path(of: uri))
        let includers = analyses.filter { other, analysis in
            other != uri && analysis.checked.includedFiles.contains { $0.real == file }
        }
        var messages: [JSONObject] = []
        for stale in [uri] + includers.keys.sorted() {
            analyses[stale] = nil
            messages += publish(stale)
        }
        return messages
    }

    /// A closed document is forgotten, and so are the included files only its analysis read.
    private func closed(_ uri: String) -> [JSONObject] {
        documents[uri] = nil
        analyses[uri] = nil
        fragments.release(uri)
        return [JSONRPC.notification("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])]
    }

    private func publish(_ uri: String) -> [JSONObject] {
        guard var analysis = analysis(uri) else { return [] }
        let diagnostics = Self.shown(analysis.checked).map { lspDiagnostic($0, &analysis.converter, uri: uri) }
        analyses[uri] = analysis
        return [
            JSONRPC.notification(
                "textDocument/publishDiagnostics",
                ["uri": uri, "version": analysis.document.version, "diagnostics": diagnostics])
        ]
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, _ converter: inout PositionConverter, uri: String) -> JSONObject {
        var lsp: JSONObject = [
            "range": converter.range(diagnostic.range),
            "severity": Self.severity(diagnostic.severity),
            "code": diagnostic.rule.rawValue,
            "source": "trellis",
            "message": diagnostic.message,
        ]
        if let description = RuleRegistry.description(of: diagnostic.rule) {
            lsp["codeDescription"] = ["href": rulesDocumentation + "#" + Self.anchor(description)]
        }
        if !diagnostic.notes.isEmpty {
            lsp["relatedInformation"] = diagnostic.notes.map { note in
                ["location": ["uri": uri, "range": converter.range(note.range)], "message": note.message]
            }
        }
        return lsp
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// The heading anchor of a rule in Docs/Rules.md ("### `group_overflow` — Group Overflow"), as GitHub makes it.
    static func anchor(_ description: RuleDescription) -> String {
        let heading = "\(description.id.rawValue) — \(description.name)".lowercased()
        return String(
            heading.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "_" || character == "-"
                    ? character : nil
            })
    }

    // MARK: - Quick fixes

    /// The document's diagnostics, and those of the files it includes at its `include:` key, saying where they are:
    /// the editor shows one document's.
    static func shown(_ checked: Pipeline.CheckedFile) -> [Diagnostic] {
        let include = checked.written?.root?.mapping?.first { $0.key == "include" }?.keyRange
        return checked.diagnostics.compactMap { diagnostic in
            guard diagnostic.file != checked.source.path else { return diagnostic }
            guard let include else { return nil }
            var shown = diagnostic
            let start = diagnostic.range.start
            shown.message = "\(diagnostic.file):\(start.line):\(start.column): \(diagnostic.message)"
            shown.file = checked.source.path
            shown.range = include
            shown.notes = []
            shown.fixIt = nil
            return shown
        }
    }

    private func codeActions(_ analysis: Analysis, _ range: (start: Position, end: Position)) -> [JSONObject] {
        var analysis = analysis
        let from = analysis.converter.sourcePosition(range.start)
        let to = analysis.converter.sourcePosition(range.end)
        let uri = analysis.document.uri
        return analysis.checked.diagnostics.compactMap { diagnostic -> JSONObject? in
            guard diagnostic.file == analysis.checked.source.path, let fixIt = diagnostic.fixIt else { return nil }
            // Every fix-it whose diagnostic or edit lies on the lines asked about.
            let lines = from.line...max(from.line, to.line)
            guard lines.overlaps(Self.lines(of: diagnostic.range)) || lines.overlaps(Self.lines(of: fixIt.range))
            else { return nil }
            let edit: JSONObject = ["range": analysis.converter.range(fixIt.range), "newText": fixIt.replacement]
            return [
                "title": Self.title(fixIt, rule: diagnostic.rule),
                "kind": "quickfix",
                "isPreferred": true,
                "diagnostics": [lspDiagnostic(diagnostic, &analysis.converter, uri: uri)],
                "edit": ["changes": [uri: [edit]]],
            ]
        }
    }

    /// The lines a range spans, in order even if the range's ends are not (a closed range built backwards traps).
    static func lines(of range: SourceRange) -> ClosedRange<Int> {
        min(range.start.line, range.end.line)...max(range.start.line, range.end.line)
    }

    static func title(_ fixIt: FixIt, rule: RuleID) -> String {
        let replacement = fixIt.replacement.trimmingCharacters(in: .whitespacesAndNewlines)
        if replacement.isEmpty { return "Remove it (\(rule.rawValue))" }
        let shown = replacement.count > 60 ? String(replacement.prefix(57)) + "…" : replacement
        return "Change to \(shown.replacingOccurrences(of: "\n", with: " ")) (\(rule.rawValue))"
    }
}
