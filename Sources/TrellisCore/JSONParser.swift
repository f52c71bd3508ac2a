/// JSON text -> `JSONValue`, for what arrives from another program (MCP and language-server messages, frame dumps).
/// It is one pass over the bytes with a nesting limit, so hostile input costs time linear in its length and a
/// bounded stack, and it needs no Foundation.
public struct JSONParser {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The byte offset where the text stops being JSON.
        public var offset: Int
        public var reason: String
        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// The deepest nesting of arrays and objects accepted: far beyond any message, far within the stack.
    public static let maximumDepth = 128

    public static func parse(_ bytes: some Collection<UInt8>) throws(Failure) -> JSONValue {
        let buffer = Array(bytes)
        var parser = JSONParser(bytes: buffer)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == buffer.count else { throw parser.failure("text after the JSON value") }
        return value
    }

    private let bytes: [UInt8]
    private var offset = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ reason: String) -> Failure { Failure(offset: offset, reason: reason) }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        guard bytes[offset...].starts(with: literal.utf8) else { throw failure("an unknown word") }
        offset += literal.utf8.count
        return value
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else {
                throw failure("arrays and objects nested more than \(Self.maximumDepth) deep")
            }
            return byte == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("a character that starts no JSON value")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        offset += 1
        var pairs: [(String, JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("an object key that is not a string") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("a key without ':'") }
            offset += 1
            skipWhitespace()
            pairs.append((key, try value(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(pairs)
            default: throw failure("an object without ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        offset += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(values)
            default: throw failure("an array without ',' or ']'")
            }
        }
    }

    private mutating func number() throws(Failure) -> Double {
        let start = offset
        while let byte = current,
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (0x30...0x39).contains(byte)
        {
            offset += 1
        }
        // Swift's parser accepts a superset of JSON numbers (hex, "inf"); the characters above rule those out.
        guard offset - start <= 64, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)),
            value.isFinite
        else {
            offset = start
            throw failure("a malformed number")
        }
        return value
    }

    private mutating func string() throws(Failure) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun(_ parser: JSONParser, _ end: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = current else { throw failure("a string without its closing quote") }
            switch byte {
            case UInt8(ascii: "\""):
                flushRun(self, offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun(self, offset)
                offset += 1
                scalars.append(try escape())
                runStart = offset
            case 0x00..<0x20: throw failure("a control character inside a string")
            default: offset += 1
            }
        }
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = current else { throw failure("a string without its closing quote") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if UTF16.isLeadSurrogate(unit), current == UInt8(ascii: "\\"), offset + 1 < bytes.count,
                bytes[offset + 1] == UInt8(ascii: "u")
            {
                let resume = offset
                offset += 2
                let trail = try hexUnit()
                if UTF16.isTrailSurrogate(trail) {
                    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                offset = resume
            }
            // A lone surrogate is no scalar: it becomes the replacement character, as decoding UTF-16 would.
            return Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
        default:
            offset -= 1
            throw failure("an unknown escape in a string")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw failure("a \\u escape without four hex digits") }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw failure("a \\u escape without four hex digits")
            }
            unit = unit << 4 | UInt16(digit)
            offset += 1
        }
        return unit
    }
}

extension JSONValue {
    /// The string of a `.string`.
    public var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The number of a `.number`.
    public var numberValue: Double? {
        if case let .number(value) = self { return value }
        return nil
    }

    /// The pairs of an `.object`.
    public var objectPairs: [(String, JSONValue)]? {
        if case let .object(pairs) = self { return pairs }
        return nil
    }
}
