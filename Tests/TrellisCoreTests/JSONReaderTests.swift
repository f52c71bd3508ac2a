import Foundation
import Testing
@testable import TrellisCore

/// `JSONReader` reads the same from a file in chunks of any size as from bytes in memory, and refuses what is not
/// JSON at the byte where it stops being JSON.
@Suite struct JSONReaderTests {
    static let documents = [
        #"{"a": [1, -2.5e3, true, false, null], "b": {"c": "d\"\\\/\b\f\n\r\t\u00e9"}}"#,
        #"["\ud83d\ude00", "\ud83d", "\ud83dx", "\ud83d\n", "\ud83d\u0041", "plain é ✓"]"#,
        "  \r\n\t[ ]  ", #"{}"#, #"0"#, #""""#,
    ]

    static func parsedInChunks(_ text: String, of size: Int) throws -> JSONValue {
        // One file per call: the arguments run in parallel.
        let name = "trellis-json-\(UUID().uuidString)"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var reader = JSONReader(descriptor: descriptor, bufferSize: size)
        let value = try reader.value()
        try reader.finish()
        return value
    }

    @Test(arguments: documents)
    func chunkedReadingGivesTheWholeValue(_ text: String) throws {
        let whole = try JSONParser.parse(Array(text.utf8))
        for size in [1, 2, 5, 4096] { #expect(try Self.parsedInChunks(text, of: size) == whole, "chunks of \(size)") }
    }

    /// Surrogate pairs join; a lone surrogate becomes U+FFFD, and what follows it is kept.
    @Test func surrogatesJoinOrBecomeTheReplacementCharacter() throws {
        let value = try JSONParser.parse(Array(Self.documents[1].utf8))
        #expect(
            value
                == .array(["😀", "\u{FFFD}", "\u{FFFD}x", "\u{FFFD}\n", "\u{FFFD}A", "plain é ✓"].map(JSONValue.string)))
    }

    @Test(arguments: [
        ("[1,]", 3, "a character that starts no JSON value"), ("{\"a\" 1}", 5, "a key without ':'"),
        ("[1e400]", 1, "a malformed number"), ("\"a\u{01}\"", 2, "a control character inside a string"),
        ("[tru]", 4, "an unknown word"), ("{} x", 3, "text after the JSON value"),
        ("\"\\q\"", 2, "an unknown escape in a string"), ("[", 1, "the text ends where a value should be"),
        (String(repeating: "[", count: 129), 128, "arrays and objects nested more than 128 deep"),
    ])
    func malformedTextIsRefusedWhereItStops(_ text: String, offset: Int, reason: String) {
        #expect(throws: JSONParser.Failure(offset: offset, reason: reason)) { try JSONParser.parse(Array(text.utf8)) }
    }

    /// Skipping a value keeps no more than a counter, however deep or long (up to the nesting limit).
    @Test func skippingAValueKeepsOnlyItsDepth() throws {
        let long = "[" + String(repeating: #"{"k": ["x", 1.5, null]},"#, count: 10_000) + "0]"
        var reader = JSONReader(bytes: Array((long + " 7").utf8))
        try reader.skipValue()
        #expect(try reader.number() == 7)
        var deep = JSONReader(
            bytes: Array((String(repeating: "[", count: 129) + String(repeating: "]", count: 129)).utf8))
        #expect(throws: JSONParser.Failure.self) { try deep.skipValue() }
    }
}
