import Foundation
import TrellisCore

/// One open document: its text as the editor holds it.
struct OpenDocument {
    var uri: String
    var text: String
    var version: Int

    /// The file path of a `file:` URI, for messages and the nearest `.trellis.yml`; the URI itself otherwise.
    var path: String { Self.path(of: uri) }

    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    /// The most content changes one `didChange` may carry. An edit costs its size and its distance from the one
    /// before (`TextBuffer`), so edits scattered across the text cost their number times its length; editors send
    /// one per cursor or replaced occurrence, far fewer than this in a layout file.
    static let mostChanges = 10_000

    /// Why a `didChange` of `count` changes is refused; nil within the budget.
    static func refusal(changes count: Int) -> InvalidParams? {
        guard count > mostChanges else { return nil }
        return InvalidParams(
            "contentChanges holds \(count) changes, more than the \(mostChanges) one notification may carry; the "
                + "server's copy of the file is behind the editor's until it is closed and opened again")
    }

    /// Applies a `didChange`'s `contentChanges` in order: each a range and its new text, or the whole text.
    /// Every change is read first, so one the protocol does not allow leaves the text as it was.
    mutating func apply(_ changes: [Any]) throws(InvalidParams) {
        // Counted before any is read: past the budget the whole notification is one refusal, whatever it holds.
        if let refusal = Self.refusal(changes: changes.count) { throw refusal }
        var edits: [(range: (start: Position, end: Position)?, text: String)] = []
        edits.reserveCapacity(changes.count)
        for (index, change) in changes.enumerated() {
            let field = "contentChanges[\(index)]"
            guard let change = change as? JSONObject, let text = change["text"] as? String else {
                throw InvalidParams("\(field) has no text")
            }
            var range: (start: Position, end: Position)?
            if let value = change["range"], !(value is NSNull) {
                range = try Position.range(value, field: field + ".range")
            }
            edits.append((range, text))
        }
        // Range edits go to one buffer, so each costs its size and its distance from the last, and the string is
        // built once.
        var buffer: TextBuffer?
        for edit in edits {
            guard let range = edit.range else {
                buffer = nil
                text = edit.text
                continue
            }
            var editing = buffer ?? TextBuffer(text)
            buffer = nil
            editing.replace(from: range.start, to: range.end, with: edit.text)
            buffer = editing
        }
        if let buffer { text = buffer.text }
    }
}

/// Positions between Trellis (1-based lines, columns in Unicode scalars) and the protocol (0-based lines,
/// characters in UTF-16 code units).
struct PositionConverter {
    var index: LineIndex

    init(_ source: SourceFile) { index = LineIndex(source) }

    mutating func position(_ position: SourcePosition) -> JSONObject {
        ["line": max(0, position.line - 1), "character": max(0, index.utf16Column(of: position) - 1)]
    }

    mutating func range(_ range: SourceRange) -> JSONObject {
        ["start": position(range.start), "end": position(range.end)]
    }

    /// The Trellis position of an LSP position: a character past the end of its line is the line's end.
    mutating func sourcePosition(_ position: Position) -> SourcePosition {
        // Both are at most 2^31 − 1, so adding one cannot overflow.
        let line = position.line + 1
        guard let scalars = index.scalars(ofLine: line) else { return SourcePosition(line: line, column: 1) }
        var units = 0
        var column = 1
        for scalar in scalars {
            if units >= position.character { break }
            units += scalar.utf16.count
            column += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
