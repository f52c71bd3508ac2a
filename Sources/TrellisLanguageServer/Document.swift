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

    /// Applies one `contentChanges` entry: a range and its new text, or the whole text.
    mutating func apply(_ change: JSONObject) {
        guard let newText = change["text"] as? String else { return }
        guard let range = change["range"] as? JSONObject, let start = range["start"] as? JSONObject,
            let end = range["end"] as? JSONObject
        else {
            text = newText
            return
        }
        let from = Self.index(of: start, in: text)
        let to = max(from, Self.index(of: end, in: text))
        text.replaceSubrange(from..<to, with: newText)
    }

    /// The index of an LSP position (0-based line; character in UTF-16 code units) in `text`, clamped to the
    /// line and the text. Lines end at LF, CR LF and CR, as the protocol counts them.
    static func index(of position: JSONObject, in text: String) -> String.Index {
        let line = max(0, (position["line"] as? Int) ?? 0)
        let character = max(0, (position["character"] as? Int) ?? 0)
        let utf16 = text.utf16
        var index = utf16.startIndex
        var current = 0
        while current < line, index < utf16.endIndex {
            let unit = utf16[index]
            index = utf16.index(after: index)
            if unit == 0x0A {
                current += 1
            } else if unit == 0x0D {
                if index < utf16.endIndex, utf16[index] == 0x0A { index = utf16.index(after: index) }
                current += 1
            }
        }
        // Along the line scalar by scalar, so a character offset inside a surrogate pair stops before the pair.
        let scalars = text.unicodeScalars
        var position = index.samePosition(in: scalars) ?? scalars.startIndex
        var offset = 0
        while position < scalars.endIndex {
            let scalar = scalars[position]
            guard scalar != "\n", scalar != "\r", offset + scalar.utf16.count <= character else { break }
            offset += scalar.utf16.count
            scalars.formIndex(after: &position)
        }
        return position
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

    /// The Trellis position of an LSP position.
    mutating func sourcePosition(_ position: JSONObject) -> SourcePosition {
        let line = max(0, (position["line"] as? Int) ?? 0) + 1
        let character = max(0, (position["character"] as? Int) ?? 0)
        guard let scalars = index.scalars(ofLine: line) else { return SourcePosition(line: line, column: 1) }
        var units = 0
        var column = 1
        for scalar in scalars {
            if units >= character { break }
            units += scalar.utf16.count
            column += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
