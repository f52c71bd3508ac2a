/// JSON text -> `JSONValue`, for what arrives from another program (MCP and language-server messages). `JSONReader`
/// does the reading, with its nesting limit; this requires one whole value and nothing after it.
package enum JSONParser {
    package struct Failure: Error, CustomStringConvertible, Equatable {
        /// The byte offset where the text stops being JSON.
        package var offset: Int
        package var reason: String
        package var description: String { "\(reason) at byte \(offset)" }
    }

    package static func parse(_ bytes: some Collection<UInt8>) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value()
        try reader.finish()
        return value
    }
}

extension JSONValue {
    /// The string of a `.string`.
    package var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The number of a `.number`.
    package var numberValue: Double? {
        if case let .number(value) = self { return value }
        return nil
    }

    /// The pairs of an `.object`.
    package var objectPairs: [(String, JSONValue)]? {
        if case let .object(pairs) = self { return pairs }
        return nil
    }
}
