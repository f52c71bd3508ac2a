import TrellisCore

/// `trellis mcp`: the Model Context Protocol's server side over newline-delimited JSON-RPC, as a value: a message
/// in, the messages to send out. It answers `initialize`, `ping`, `tools/list` and `tools/call` with the tools of
/// `TrellisTools`, and asks a client that offers roots for them (`roots/list`), because tools read files only under
/// those roots or the working directory.
///
/// Written against the protocol rather than the SDK's server: the SDK's module brings an HTTP client, and with it
/// libcurl, into the command-line tool, and its standard-input transport rescans its buffer on every read.
package struct MCPServer {
    /// The protocol versions this server speaks: its subset (tools, roots) is the same in each.
    package static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    /// The folders tools may read from.
    package private(set) var access: FileAccess
    private var clientOffersRoots = false
    private var rootsRequests = 0

    package init(workingDirectory: String) {
        access = FileAccess(workingDirectory: workingDirectory)
    }

    /// The replies and requests to send for one message (its JSON text, without the newline).
    package mutating func handle(message bytes: [UInt8]) -> [JSONValue] {
        let message: JSONValue
        do { message = try JSONParser.parse(bytes) } catch {
            return [Self.error(id: .null, code: -32700, message: "the message is not JSON: \(error)")]
        }
        guard case .object = message else {
            return [Self.error(id: .null, code: -32600, message: "a message must be a JSON object")]
        }
        let id = message["id"]
        guard let method = message["method"]?.stringValue else {
            // A response to a request of ours: only `roots/list` is ever asked.
            if let id, id.stringValue?.hasPrefix("roots-") == true, let result = message["result"] {
                access.roots = Self.rootPaths(result)
            }
            return []
        }
        let params = message["params"] ?? .object([])
        guard let id else { return notification(method) }
        // MCP's ids are strings or integers, never null (JSON-RPC's "SHOULD NOT" on fractions made a "MUST"): an
        // answer echoing any other would be one the client cannot match, or must reject.
        guard Self.isRequestID(id) else {
            return [Self.error(id: .null, code: -32600, message: "a request's id must be a string or a whole number")]
        }
        switch method {
        case "initialize":
            clientOffersRoots = params["capabilities"]?["roots"].map { $0 != .null } ?? false
            let requested = params["protocolVersion"]?.stringValue ?? ""
            let version = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
            return [
                Self.result(
                    id: id,
                    .object([
                        ("protocolVersion", .string(version)),
                        ("capabilities", .object([("tools", .object([("listChanged", false)]))])),
                        ("serverInfo", .object([("name", "trellis"), ("version", .string(TrellisVersion.current))])),
                        ("instructions", .string(Self.instructions)),
                    ]))
            ]
        case "ping": return [Self.result(id: id, .object([]))]
        case "tools/list": return [Self.result(id: id, .object([("tools", .array(TrellisTools.tools))]))]
        case "tools/call":
            guard let name = params["name"]?.stringValue else {
                return [Self.error(id: id, code: -32602, message: "tools/call needs the tool's `name`")]
            }
            let arguments = params["arguments"]?.objectPairs ?? []
            let call = TrellisTools.call(name, Dictionary(arguments, uniquingKeysWith: { $1 }), access: access)
            return [Self.result(id: id, call)]
        default:
            return [Self.error(id: id, code: -32601, message: "no method '\(TerminalText.excerpt(method))'")]
        }
    }

    private mutating func notification(_ method: String) -> [JSONValue] {
        switch method {
        case "notifications/initialized", "notifications/roots/list_changed":
            guard clientOffersRoots else { return [] }
            rootsRequests += 1
            return [
                .object([
                    ("jsonrpc", "2.0"), ("id", .string("roots-\(rootsRequests)")), ("method", "roots/list"),
                ])
            ]
        default: return []
        }
    }

    /// The folders of a `roots/list` result: `file:` URIs only, as the protocol requires.
    static func rootPaths(_ result: JSONValue) -> [String] {
        guard case let .array(roots)? = result["roots"] else { return [] }
        return roots.compactMap { root in root["uri"]?.stringValue.flatMap(FileAccess.path(ofFileURI:)) }
    }

    static let instructions =
        "Check UICollectionViewCompositionalLayout layouts written as Trellis layout files (*.layout.yaml): lint "
        + "them, print their frames, render them, and explain lint rules. Paths are read only under the client's "
        + "roots or the server's working directory; otherwise pass the file's text."

    /// A string, or a whole number a JSON number holds exactly.
    static func isRequestID(_ id: JSONValue) -> Bool {
        switch id {
        case .string: return true
        case let .number(value): return value == value.rounded() && abs(value) <= 9_007_199_254_740_991
        default: return false
        }
    }

    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object([("jsonrpc", "2.0"), ("id", id), ("result", result)])
    }

    static func error(id: JSONValue, code: Int, message: String) -> JSONValue {
        .object([
            ("jsonrpc", "2.0"), ("id", id),
            ("error", .object([("code", .number(Double(code))), ("message", .string(message))])),
        ])
    }
}
