import Foundation
import TrellisCore
import TrellisLanguage

/// Completion from the vocabulary: the keys of the mapping the cursor is in (those not written yet), and after a
/// key's colon, the words its value can be (enumeration words, dimension kinds, booleans, spacing forms).
/// The mapping is found from the text by indentation, so completion works while the file does not parse.
enum Completion {
    static func items(_ analysis: LanguageServer.Analysis, _ params: JSONObject) -> [JSONObject] {
        var converter = analysis.converter
        let position = converter.sourcePosition(params["position"] as? JSONObject ?? [:])
        let lines = analysis.checked.source.lines.map(String.init)
        guard position.line - 1 < lines.count else { return [] }
        let line = Array(lines[position.line - 1].unicodeScalars)
        let before = String(String.UnicodeScalarView(line.prefix(max(0, position.column - 1))))
        let context = Context(lines: lines, lineIndex: position.line - 1, before: before)
        guard let shape = context.shape() else { return [] }
        if let key = context.valueKey {
            guard let type = shape.keys.first(where: { $0.name == key })?.type else { return [] }
            return values(for: type).map { item($0, kind: 12, detail: key) }
        }
        let written = context.siblingKeys()
        return shape.keys.filter { !written.contains($0.name) }.map { key in
            var entry = item(key.name, kind: 10, detail: key.summary)
            entry["insertText"] = key.name + ": "
            return entry
        }
    }

    private static func item(_ label: String, kind: Int, detail: String) -> JSONObject {
        ["label": label, "kind": kind, "detail": detail]
    }

    /// The words a value of `type` starts with.
    static func values(for type: ValueType) -> [String] {
        switch type {
        case let .enumeration(words): return words
        case .boolean: return ["true", "false"]
        case .dimension:
            return [
                "fractionalWidth(", "fractionalHeight(", "absolute(", "estimated(", "uniformAcrossSiblings(estimate: ",
            ]
        case .spacing: return ["fixed(", "flexible("]
        case .count: return ["adaptive("]
        case let .array(inner, _): return values(for: inner)
        default: return []
        }
    }

    /// Where the cursor is: the keys of the mappings that hold it, outermost first, from the lines above it.
    struct Context {
        var lines: [String]
        var lineIndex: Int
        var before: String

        /// The key whose value the cursor is in (`key: |`), or nil when the cursor is where a key goes.
        var valueKey: String? {
            let flowTail = before.split(separator: "{").last.map(String.init) ?? before
            let pieceInFlow = flowTail.split(separator: ",").last.map(String.init) ?? flowTail
            let piece = before.contains("{") ? pieceInFlow : before
            let stripped = piece.trimmingCharacters(in: .whitespaces).drop { $0 == "-" || $0 == " " }
            guard let colon = stripped.firstIndex(of: ":") else { return nil }
            return String(stripped[..<colon]).trimmingCharacters(in: .whitespaces)
        }

        /// The shape of the mapping the cursor is in.
        func shape() -> ObjectShape? {
            var shape: ObjectShape? = Vocabulary.document
            for key in path() {
                guard let current = shape, let type = current.keys.first(where: { $0.name == key })?.type else {
                    return nil
                }
                shape = Self.shape(of: type)
            }
            return shape
        }

        static func shape(of type: ValueType) -> ObjectShape? {
            switch type {
            case let .object(definition): return Vocabulary.all.first { $0.definition == definition }
            case .group: return Vocabulary.standardGroup
            case .subitem: return Vocabulary.subitem
            case .insets: return Vocabulary.edgeInsets
            case .edgeSpacing: return Vocabulary.edgeSpacingEdges
            case let .array(inner, _): return shape(of: inner)
            default: return nil
            }
        }

        /// The keys that open the mappings around the cursor: an inline `{` on the cursor's line first, then each
        /// less indented `key:` line above.
        func path() -> [String] {
            var path: [String] = []
            // Inside `key: {` on this line: the key before the innermost open brace.
            if let brace = before.lastIndex(of: "{"), !before[brace...].contains("}") {
                let head = before[..<brace].trimmingCharacters(in: .whitespaces)
                if head.hasSuffix(":") {
                    let key = head.dropLast().split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "," }).last
                    if let key { path.append(String(key)) }
                }
                path = Self.outer(lines, from: lineIndex, indent: Self.indent(of: lines[lineIndex])) + path
                return path
            }
            let current = lines[lineIndex]
            let indent =
                current.trimmingCharacters(in: .whitespaces).isEmpty ? before.count : Self.indent(of: current)
            return Self.outer(lines, from: lineIndex, indent: indent)
        }

        /// The keys of the block mappings that hold a line indented `indent`, outermost first.
        static func outer(_ lines: [String], from lineIndex: Int, indent: Int) -> [String] {
            var keys: [String] = []
            var limit = indent
            var index = lineIndex - 1
            while index >= 0, limit > 0 {
                let line = lines[index]
                let text = line.trimmingCharacters(in: .whitespaces)
                index -= 1
                guard !text.isEmpty, !text.hasPrefix("#") else { continue }
                let lineIndent = Self.indent(of: line)
                guard lineIndent < limit else { continue }
                // A less indented `key:` with nothing after it opens the mapping (or sequence) holding the cursor;
                // a less indented `key: value` is a sibling of an outer mapping, passed over.
                let content = String(text.drop { $0 == "-" || $0 == " " })
                guard let colon = content.firstIndex(of: ":") else {
                    if text.hasPrefix("-") { limit = lineIndent }
                    continue
                }
                let rest = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if rest.isEmpty || rest.hasPrefix("#") {
                    keys.insert(String(content[..<colon]), at: 0)
                    limit = lineIndent
                }
            }
            return keys
        }

        /// The keys written in the same mapping as the cursor (to leave them out).
        func siblingKeys() -> Set<String> {
            let current = lines[lineIndex]
            let indent = current.trimmingCharacters(in: .whitespaces).isEmpty ? before.count : Self.indent(of: current)
            var keys: Set<String> = []
            for direction in [-1, 1] {
                var index = lineIndex + direction
                while index >= 0, index < lines.count {
                    let line = lines[index]
                    let text = line.trimmingCharacters(in: .whitespaces)
                    index += direction
                    if text.isEmpty || text.hasPrefix("#") { continue }
                    let lineIndent = Self.indent(of: line)
                    if lineIndent < indent { break }
                    if lineIndent == indent, let colon = text.firstIndex(of: ":") {
                        keys.insert(String(text[..<colon]))
                        if text.hasPrefix("-") { break }
                    }
                }
            }
            return keys
        }

        /// Where a line's content starts, a sequence's dash counting as indentation.
        static func indent(of line: String) -> Int {
            var count = 0
            for character in line {
                if character == " " || character == "-" { count += 1 } else { break }
            }
            return count
        }
    }
}
