#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads JSON one token at a time, from bytes in memory or from a file in a fixed 64 KiB buffer, so a reader can
/// walk a gigabyte of frames holding only what it keeps. `JSONParser` builds whole values with it; `trellis diff`
/// streams frame dumps through it. One pass, a nesting limit, no Foundation: hostile input costs time linear in its
/// length and a bounded stack.
package struct JSONReader {
    package typealias Failure = JSONParser.Failure

    package enum Token: Equatable, Sendable {
        case objectStart, arrayStart, string, number, literal, end
    }

    private var buffer: [UInt8]
    private var position = 0
    private var end: Int
    /// The file read in chunks; -1 when every byte is in `buffer`.
    private let descriptor: Int32
    /// Bytes consumed before `buffer[0]`.
    private var consumed = 0
    /// The bytes of the string or number being read, kept between reads so that reading allocates nothing.
    private var scratch: [UInt8] = []

    package init(bytes: some Collection<UInt8>) {
        buffer = Array(bytes)
        end = buffer.count
        descriptor = -1
    }

    /// Reads from an open file descriptor, which the caller owns and closes.
    package init(descriptor: Int32, bufferSize: Int = 1 << 16) {
        buffer = [UInt8](repeating: 0, count: bufferSize)
        end = 0
        self.descriptor = descriptor
    }

    /// The offset of the next unread byte.
    package var offset: Int { consumed + position }

    package func failure(_ reason: String) -> Failure { Failure(offset: offset, reason: reason) }

    /// The next byte without consuming it; nil at the end of the input (or when the file cannot be read further).
    private mutating func current() -> UInt8? {
        if position < end { return buffer[position] }
        guard descriptor >= 0 else { return nil }
        consumed += end
        position = 0
        end = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            end = count
            return buffer[0]
        }
    }

    private mutating func advance() { position += 1 }

    private mutating func skipWhitespace() {
        while let byte = current(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    /// What the next value is, after any whitespace.
    package mutating func peek() -> Token {
        skipWhitespace()
        guard let byte = current() else { return .end }
        switch byte {
        case UInt8(ascii: "{"): return .objectStart
        case UInt8(ascii: "["): return .arrayStart
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: return .literal
        }
    }

    private mutating func consume(_ byte: UInt8, _ reason: String) throws(Failure) {
        skipWhitespace()
        guard current() == byte else { throw failure(reason) }
        advance()
    }

    // MARK: Containers

    /// Consumes `{`; then `nextKey(first:)` walks the members.
    package mutating func beginObject() throws(Failure) { try consume(UInt8(ascii: "{"), "not a JSON object") }

    /// The next member's key with its `:` consumed, or nil after the closing `}`. `first` starts true and is kept by
    /// the caller.
    package mutating func nextKey(first: inout Bool) throws(Failure) -> String? {
        skipWhitespace()
        if current() == UInt8(ascii: "}") {
            advance()
            return nil
        }
        if !first { try consume(UInt8(ascii: ","), "an object without ',' or '}'") }
        first = false
        skipWhitespace()
        guard current() == UInt8(ascii: "\"") else { throw failure("an object key that is not a string") }
        let key = try string()
        try consume(UInt8(ascii: ":"), "a key without ':'")
        return key
    }

    /// Consumes `[`; then `nextElement(first:)` walks the elements.
    package mutating func beginArray() throws(Failure) { try consume(UInt8(ascii: "["), "not a JSON array") }

    /// Whether another element follows (its `,` consumed); false after the closing `]`.
    package mutating func nextElement(first: inout Bool) throws(Failure) -> Bool {
        skipWhitespace()
        if current() == UInt8(ascii: "]") {
            advance()
            return false
        }
        if !first { try consume(UInt8(ascii: ","), "an array without ',' or ']'") }
        first = false
        return true
    }

    /// Requires that nothing but whitespace follows the value just read.
    package mutating func finish() throws(Failure) {
        guard peek() == .end else { throw failure("text after the JSON value") }
    }

    // MARK: Values

    /// The next value, whole; arrays and objects at most `maximumDepth` deep.
    package mutating func value(depth: Int = 0) throws(Failure) -> JSONValue {
        switch peek() {
        case .objectStart, .arrayStart:
            guard depth < Limits.jsonDepth else {
                throw failure("arrays and objects nested more than \(Limits.jsonDepth) deep")
            }
            var first = true
            if peek() == .objectStart {
                try beginObject()
                var pairs: [(String, JSONValue)] = []
                while let key = try nextKey(first: &first) { pairs.append((key, try value(depth: depth + 1))) }
                return .object(pairs)
            }
            try beginArray()
            var values: [JSONValue] = []
            while try nextElement(first: &first) { values.append(try value(depth: depth + 1)) }
            return .array(values)
        case .string: return .string(try string())
        case .number: return .number(try number())
        case .literal: return try literal()
        case .end: throw failure("the text ends where a value should be")
        }
    }

    /// Skips the next value without keeping it, in constant memory: only strings are decoded, and nesting is counted.
    package mutating func skipValue() throws(Failure) {
        var depth = 0
        repeat {
            skipWhitespace()
            guard let byte = current() else { throw failure("the text ends where a value should be") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= Limits.jsonDepth else {
                    throw failure("arrays and objects nested more than \(Limits.jsonDepth) deep")
                }
                advance()
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { throw failure("a closing bracket where a value should be") }
                depth -= 1
                advance()
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else { throw failure("a separator where a value should be") }
                advance()
            case UInt8(ascii: "\""): _ = try string(limit: 0)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
            default: _ = try literal()
            }
        } while depth > 0
    }

    /// `true`, `false` or `null`.
    package mutating func literal() throws(Failure) -> JSONValue {
        skipWhitespace()
        let words: [(String, JSONValue)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]
        guard let first = current(), let match = words.first(where: { $0.0.utf8.first == first }) else {
            throw failure("a character that starts no JSON value")
        }
        let (word, value) = match
        for byte in word.utf8 {
            guard current() == byte else { throw failure("an unknown word") }
            advance()
        }
        return value
    }

    /// A finite number.
    package mutating func number() throws(Failure) -> Double {
        skipWhitespace()
        let start = offset
        scratch.removeAll(keepingCapacity: true)
        // The fast path (Clinger's): at most 15 significant digits and a power of ten up to 22 are exact doubles, so
        // their quotient or product is the correctly rounded value. Anything else goes to Swift's parser.
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0, seenPoint = false, simple = true
        while let byte = current(),
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (0x30...0x39).contains(byte)
        {
            guard scratch.count < 64 else { break }
            scratch.append(byte)
            advance()
            switch byte {
            case 0x30...0x39:
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                digits += 1
                if seenPoint { fractionDigits += 1 }
            case UInt8(ascii: "."): if seenPoint { simple = false } else { seenPoint = true }
            case UInt8(ascii: "-"): if scratch.count != 1 { simple = false }
            default: simple = false
            }
        }
        guard !scratch.isEmpty, current().map({ !(0x30...0x39).contains($0) }) ?? true else {
            throw Failure(offset: start, reason: "a malformed number")
        }
        let negative = scratch[0] == UInt8(ascii: "-")
        // JSON has no "1.", ".5" or "-": those go to the slow path, which refuses what Swift refuses.
        if simple, digits > 0, digits <= 15, scratch.last != UInt8(ascii: "."),
            scratch[negative ? 1 : 0] != UInt8(ascii: ".")
        {
            let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -value : value
        }
        guard let value = Double(String(decoding: scratch, as: UTF8.self)), value.isFinite else {
            throw Failure(offset: start, reason: "a malformed number")
        }
        return value
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// A string; one longer than `limit` UTF-8 bytes is refused (0: decode and drop it, whatever its length).
    package mutating func string(limit: Int = Int.max) throws(Failure) -> String {
        try consume(UInt8(ascii: "\""), "not a string")
        scratch.removeAll(keepingCapacity: true)
        var length = 0
        let keeps = limit > 0
        while true {
            guard let byte = current() else { throw failure("a string without its closing quote") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return keeps ? String(decoding: scratch, as: UTF8.self) : ""
            case UInt8(ascii: "\\"):
                advance()
                var scalars = String.UnicodeScalarView()
                try escape(into: &scalars)
                if keeps { scratch.append(contentsOf: String(scalars).utf8) }
                length += 1
            case 0x00..<0x20: throw failure("a control character inside a string")
            default:
                advance()
                length += 1
                if keeps { scratch.append(byte) }
            }
            guard !keeps || length <= limit else { throw failure("a string longer than \(limit) bytes") }
        }
    }

    private mutating func escape(into scalars: inout String.UnicodeScalarView) throws(Failure) {
        guard let byte = current() else { throw failure("a string without its closing quote") }
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
            UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[byte] {
            advance()
            scalars.append(scalar)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure("an unknown escape in a string") }
        advance()
        let unit = try hexUnit()
        // A lone surrogate is no scalar: it becomes the replacement character, as decoding UTF-16 would.
        guard UTF16.isLeadSurrogate(unit), current() == UInt8(ascii: "\\") else {
            scalars.append(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")
            return
        }
        advance()
        guard current() == UInt8(ascii: "u") else {
            scalars.append("\u{FFFD}")
            try escape(into: &scalars)
            return
        }
        advance()
        let trail = try hexUnit()
        if UTF16.isTrailSurrogate(trail) {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        } else {
            scalars.append("\u{FFFD}")
            scalars.append(Unicode.Scalar(UInt32(trail)) ?? "\u{FFFD}")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let digit: UInt8
            switch current() {
            case let byte? where (0x30...0x39).contains(byte): digit = byte - 0x30
            case let byte? where (0x41...0x46).contains(byte): digit = byte - 0x41 + 10
            case let byte? where (0x61...0x66).contains(byte): digit = byte - 0x61 + 10
            default: throw failure("a \\u escape without four hex digits")
            }
            advance()
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }
}
