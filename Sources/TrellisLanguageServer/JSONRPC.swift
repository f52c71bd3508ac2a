import Foundation
import TrellisCore

/// A JSON value as the language server reads and writes it: JSON-RPC messages are small and their shapes vary by
/// method, so they are handled as dictionaries rather than a type per message.
public typealias JSONObject = [String: Any]

/// The Language Server Protocol's base protocol: messages framed by a `Content-Length` header, as JSON-RPC 2.0.
public enum JSONRPC {
    /// The largest message read: a document of the size limit, escaped, with room to spare.
    public static let maximumMessageBytes = 16 << 20

    /// Reads framed messages from a byte stream, however the reads split them.
    public struct Reader {
        private var buffer: [UInt8] = []

        public init() {}

        /// Adds bytes read from the stream.
        public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

        /// The next whole message body, if the buffer holds one; throws on a malformed or oversized header.
        public mutating func next() throws(FramingError) -> [UInt8]? {
            let separator: [UInt8] = Array("\r\n\r\n".utf8)
            let end = separator.withUnsafeBufferPointer { pattern in
                buffer.withUnsafeBufferPointer { ByteSearch.firstOffset(of: pattern, in: $0) }
            }
            guard let end else {
                if buffer.count > 64 << 10 { throw FramingError(description: "a header longer than 64 KiB") }
                return nil
            }
            let header = String(decoding: buffer[..<end], as: UTF8.self)
            var length: Int?
            for line in header.split(separator: "\r\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == "content-length" {
                    length = Int(parts[1].trimmingCharacters(in: .whitespaces))
                }
            }
            guard let length, length >= 0, length <= maximumMessageBytes else {
                throw FramingError(description: "a header without a valid Content-Length")
            }
            let start = end + separator.count
            guard buffer.count >= start + length else { return nil }
            let body = Array(buffer[start..<(start + length)])
            buffer.removeFirst(start + length)
            return body
        }
    }

    public struct FramingError: Error, CustomStringConvertible {
        public var description: String
    }

    /// A message with its `Content-Length` header.
    public static func frame(_ message: JSONObject) -> [UInt8] {
        let body =
            (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
    }

    public static func response(id: Any, result: Any) -> JSONObject {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    public static func error(id: Any, code: Int, message: String) -> JSONObject {
        ["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]]
    }

    public static func notification(_ method: String, _ params: Any) -> JSONObject {
        ["jsonrpc": "2.0", "method": method, "params": params]
    }

    /// The JSON-RPC error codes the server answers with.
    public enum ErrorCode {
        public static let parseError = -32700
        public static let methodNotFound = -32601
        public static let serverNotInitialized = -32002
    }
}
