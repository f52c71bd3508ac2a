import TrellisCore

/// A position as the protocol writes it: a 0-based line, and a character offset in UTF-16 code units. Both are
/// read range-checked, so no arithmetic on them can overflow.
struct Position: Equatable, Comparable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads the position `value`, named `field` in messages. Throws unless its line and character are both
    /// `uinteger`s; a character past its line's end is valid, and clamped where it is used, as the protocol says.
    init(_ value: Any?, field: String) throws(InvalidParams) {
        guard let object = value as? JSONObject else { throw InvalidParams("\(field) is not a position") }
        line = try InvalidParams.integer(object["line"], "\(field).line", in: 0...Limits.lspIntegers.upperBound)
        character = try InvalidParams.integer(
            object["character"], "\(field).character", in: 0...Limits.lspIntegers.upperBound)
    }

    /// Reads the range `value`: its start and end positions, the end no earlier than the start.
    static func range(_ value: Any?, field: String) throws(InvalidParams) -> (start: Position, end: Position) {
        guard let object = value as? JSONObject else { throw InvalidParams("\(field) is not a range") }
        let start = try Position(object["start"], field: "\(field).start")
        let end = try Position(object["end"], field: "\(field).end")
        guard start <= end else { throw InvalidParams("\(field) ends before it starts") }
        return (start, end)
    }

    static func < (left: Position, right: Position) -> Bool {
        (left.line, left.character) < (right.line, right.character)
    }

    var json: JSONObject { ["line": line, "character": character] }
}

/// Parameters the protocol does not allow: answered with JSON-RPC's InvalidParams error for a request, and
/// refused with a message to the user for a notification (which has no answer).
struct InvalidParams: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }

    /// The integer `value`, named `field` in messages, if it is one in `range`.
    static func integer(_ value: Any?, _ field: String, in range: ClosedRange<Int>) throws(InvalidParams) -> Int {
        guard let value else { throw InvalidParams("\(field) is missing") }
        guard let integer = JSONRPC.integer(value) else {
            throw InvalidParams("\(field) is \(Self.shown(value)), not an integer")
        }
        guard range.contains(integer) else {
            throw InvalidParams(
                "\(field) is \(integer), outside \(range.lowerBound) to \(range.upperBound)")
        }
        return integer
    }

    /// A JSON value briefly, for a message.
    static func shown(_ value: Any) -> String {
        let text = value is String ? "\"\(value)\"" : String(describing: value)
        return text.count > 40 ? String(text.prefix(37)) + "…" : text
    }
}
