import Foundation
import TrellisCore

/// A JSON value as the language server reads and writes it: JSON-RPC messages are small and their shapes vary by
/// method, so they are handled as dictionaries rather than a type per message.
package typealias JSONObject = [String: Any]

/// The Language Server Protocol's base protocol: messages framed by a `Content-Length` header, as JSON-RPC 2.0.
package enum JSONRPC {

    /// Reads framed messages from a byte stream, however the reads split them.
    package struct Reader {
        /// The bytes read and not yet returned start at `consumed`; the consumed prefix is dropped only once it
        /// is as long as the rest, so many small messages in one read cost their own length, not the buffer's.
        private var buffer: [UInt8] = []
        private var consumed = 0

        package init() {}

        /// Adds bytes read from the stream.
        package mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

        /// The next whole message body, if the buffer holds one; throws on a malformed or oversized header.
        package mutating func next() throws(FramingError) -> [UInt8]? {
            let separator: [UInt8] = Array("\r\n\r\n".utf8)
            let found = separator.withUnsafeBufferPointer { pattern in
                buffer.withUnsafeBufferPointer {
                    ByteSearch.firstOffset(of: pattern, in: UnsafeBufferPointer(rebasing: $0[consumed...]))
                }
            }
            guard let found else {
                if buffer.count - consumed > Limits.lspHeaderBytes {
                    throw FramingError(description: "a header longer than \(Limits.lspHeaderBytes >> 10) KiB")
                }
                return nil
            }
            let length = try Self.contentLength(String(decoding: buffer[consumed..<(consumed + found)], as: UTF8.self))
            // Neither sum overflows: the buffer's count and a length of at most 16 MiB.
            let start = consumed + found + separator.count
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<(start + length)])
            consumed = start + length
            if consumed >= buffer.count - consumed {
                buffer.removeFirst(consumed)
                consumed = 0
            }
            return body
        }

        /// The body's length from a header: one `Content-Length` (repeated only with the same value) of at most
        /// `Limits.lspMessageBytes`, read without arithmetic that could overflow whatever its digits.
        static func contentLength(_ header: String) throws(FramingError) -> Int {
            var length: Int?
            for line in header.split(separator: "\r\n") {
                let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
                let value = parts[1].trimmingCharacters(in: .whitespaces)
                let digits = value.drop { $0 == "0" }
                guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
                else {
                    throw FramingError(description: "a Content-Length of \"\(value.prefix(40))\", not a byte count")
                }
                // 16 MiB has 8 digits, so any longer count is over the limit (and may not fit an Int).
                guard digits.count <= 9, let bytes = Int(digits.isEmpty ? "0" : String(digits)),
                    bytes <= Limits.lspMessageBytes
                else {
                    let shown = digits.count > 40 ? "\(digits.prefix(20))… (\(digits.count) digits)" : String(digits)
                    throw FramingError(
                        description: "a message of \(shown) bytes exceeds the \(Limits.lspMessageBytes >> 20) MiB limit"
                    )
                }
                if let length, length != bytes {
                    throw FramingError(description: "two Content-Length headers, \(length) and \(bytes)")
                }
                length = bytes
            }
            guard let length else { throw FramingError(description: "a header without a Content-Length") }
            return length
        }
    }

    package struct FramingError: Error, CustomStringConvertible {
        package var description: String
    }

    /// A message with its `Content-Length` header.
    package static func frame(_ message: JSONObject) -> [UInt8] {
        let body =
            (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
    }

    package static func response(id: Any, result: Any) -> JSONObject {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    package static func error(id: Any, code: Int, message: String) -> JSONObject {
        ["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]]
    }

    package static func notification(_ method: String, _ params: Any) -> JSONObject {
        ["jsonrpc": "2.0", "method": method, "params": params]
    }

    /// `value` as an integer, if it is one: a JSON number with no fraction that fits an `Int`. Booleans (which
    /// Foundation reads as numbers), fractions and numbers past `Int`'s range are not.
    package static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber, number.objCType.pointee != CChar(UInt8(ascii: "c")) else { return nil }
        return number as? Int
    }

    /// The JSON-RPC error codes the server answers with.
    package enum ErrorCode {
        package static let parseError = -32700
        package static let methodNotFound = -32601
        package static let invalidParams = -32602
        package static let serverNotInitialized = -32002
    }
}
