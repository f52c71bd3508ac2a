/// JSON text -> `JSONValue`, for what arrives from another program (MCP and language-server messages). `JSONReader`
/// does the reading, with its nesting limit; this requires one whole value and nothing after it.
public enum JSONParser {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The byte offset where the text stops being JSON.
        public var offset: Int
        public var reason: String
        public var description: String { "\(reason) at byte \(offset)" }
    }

    public static func parse(_ bytes: some Collection<UInt8>) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value()
        try reader.finish()
        return value
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
