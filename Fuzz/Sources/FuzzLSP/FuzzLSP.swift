import Foundation
import FuzzLanguageServer
import FuzzSupport

/// libFuzzer's entry point: the bytes through the language server as a framed stream, as one message body, and as
/// a document opened, edited and asked about.
@_cdecl("FuzzLSP_main")
public func fuzzLSPMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv, fuzzLSP)
}

/// One input; libFuzzer also calls it by this C name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLSP(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    stream(bytes)
    let server = initializedServer()
    for message in server.handle(body: bytes) { _ = JSONRPC.frame(message) }
    session(bytes)
    return 0
}

private let uri = "file:///fuzz/Fuzz.layout.yaml"

private func initializedServer() -> LanguageServer {
    let server = LanguageServer()
    _ = server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:] as JSONObject])
    _ = server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:] as JSONObject])
    return server
}

/// The bytes as the stream an editor writes, read in two parts split where the first byte says (reads split
/// messages anywhere), every answer framed as the transport would write it. A framing error ends the stream, as
/// it ends the server.
private func stream(_ bytes: [UInt8]) {
    let server = LanguageServer()
    var reader = JSONRPC.Reader()
    let split = bytes.first.map { Int($0) * bytes.count / 256 } ?? 0
    for part in [bytes[..<split], bytes[split...]] {
        reader.append(part)
        do {
            while let body = try reader.next() {
                for message in server.handle(body: body) { _ = JSONRPC.frame(message) }
            }
        } catch {
            return
        }
    }
}

/// The bytes as a document's text: opened, then asked for hover, completion, quick fixes and symbols at positions
/// taken from the bytes (some past the text, some past what the protocol allows), edited there, and asked again.
private func session(_ bytes: [UInt8]) {
    let server = initializedServer()
    let text = String(decoding: bytes, as: UTF8.self)
    send(
        server, "textDocument/didOpen",
        ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
    var numbers = Numbers(bytes)
    for round in 0..<2 {
        for _ in 0..<3 {
            let position = numbers.position()
            for method in ["textDocument/hover", "textDocument/completion"] {
                send(server, method, id: 1, ["textDocument": ["uri": uri], "position": position])
            }
            send(
                server, "textDocument/codeAction", id: 2,
                ["textDocument": ["uri": uri], "range": ["start": position, "end": numbers.position()]])
        }
        send(server, "textDocument/documentSymbol", id: 3, ["textDocument": ["uri": uri]])
        guard round == 0 else { break }
        let changes: [JSONObject] = (0..<3).map { _ in
            ["range": ["start": numbers.position(), "end": numbers.position()], "text": numbers.insertion()]
        }
        send(
            server, "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": numbers.version()], "contentChanges": changes])
    }
    send(server, "textDocument/didSave", ["textDocument": ["uri": uri]])
    send(server, "textDocument/didClose", ["textDocument": ["uri": uri]])
}

/// Sends a message as bytes (through JSON, as a client's arrive), and frames every answer.
private func send(_ server: LanguageServer, _ method: String, id: Int? = nil, _ params: JSONObject) {
    var message: JSONObject = ["jsonrpc": "2.0", "method": method, "params": params]
    message["id"] = id
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
    for answer in server.handle(body: Array(body)) { _ = JSONRPC.frame(answer) }
}

/// Numbers read from the input's bytes in turn, wrapping around: mostly small, sometimes at or past the limits.
private struct Numbers {
    var bytes: [UInt8]
    var next = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes.isEmpty ? [0] : bytes }

    mutating func byte() -> Int {
        defer { next = (next + 1) % bytes.count }
        return Int(bytes[next])
    }

    mutating func number() -> Any {
        let value = byte()
        switch value {
        case 250: return Int.max
        case 251: return Int(Int32.max)
        case 252: return -1
        case 253: return 1.5
        case 254: return Int(Int32.max) + 1
        case 255: return true
        default: return value % 64
        }
    }

    mutating func position() -> JSONObject { ["line": number(), "character": number()] }

    mutating func version() -> Any { byte() > 200 ? number() : 2 }

    mutating func insertion() -> String {
        let pieces = ["", "a", "\n", "\r", "\r\n", "😀", "é", ": ", "- ", "{", "}", "  "]
        return (0..<(byte() % 4)).map { _ in pieces[byte() % pieces.count] }.joined()
    }
}
