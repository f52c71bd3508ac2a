import Foundation
import TrellisCore
import TrellisLanguage
import TrellisModel

/// Completion from the vocabulary: the keys of the mapping the cursor is in (those not written yet), and after a
/// key's colon, the words its value can be (enumeration words, dimension kinds, booleans, spacing forms).
/// The mapping is found from the text by indentation, so completion works while the file does not parse.
enum Completion {
    static func items(_ analysis: LanguageServer.Analysis, at lspPosition: Position) -> [JSONObject] {
        var converter = analysis.converter
        let position = converter.sourcePosition(lspPosition)
        let lines = analysis.checked.source.allLines().map(String.init)
        guard position.line - 1 < lines.count else { return [] }
        let line = Array(lines[position.line - 1].unicodeScalars)
        let split = min(max(0, position.column - 1), line.count)
        let context = Context(
            lines: lines, lineIndex: position.line - 1,
            before: String(String.UnicodeScalarView(line[..<split])),
            after: String(String.UnicodeScalarView(line[split...])))
        guard var shape = context.shape() else { return [] }
        let written = context.siblings()
        // A group with `custom:` is a masonry or flow group, with keys of its own.
        if shape.definition == Vocabulary.standardGroup.definition, let custom = written["custom"] {
            shape =
                [Vocabulary.masonryGroup, Vocabulary.flowGroup].first { group in
                    group.keys.first { $0.name == "custom" }.map { values(for: $0.type).contains(custom) } ?? false
                } ?? shape
        }
        if let key = context.valueKey {
            let version2 = lines.contains { $0.hasPrefix("version: 2") }
            if version2, key == "use" {
                return definitionNames(lines).map { item($0, kind: 7, detail: "definition") }
            }
            guard let type = shape.keys.first(where: { $0.name == key })?.type else { return [] }
            let names = version2 && (key == "if" || type.holdsNumbers) ? expressionNames(analysis) : []
            return values(for: type).map { item($0, kind: 12, detail: key) } + names
        }
        return offered(shape, written: Set(written.keys)).map { key in
            var entry = item(key.name, kind: 10, detail: key.summary)
            entry["insertText"] = key.name + ": "
            return entry
        }
    }

    /// What a version 2 expression can name: the environment's values, the functions and the file's constants.
    static func expressionNames(_ analysis: LanguageServer.Analysis) -> [JSONObject] {
        var items = EnvironmentName.allCases.map { item($0.rawValue, kind: 6, detail: $0.summary) }
        items += ExpressionFunction.allCases.map { item($0.rawValue + "(", kind: 3, detail: $0.signature) }
        let constants = (analysis.checked.model ?? analysis.checked.partial?.document)?.constants ?? []
        items += constants.map { item($0.name, kind: 21, detail: "constant: \($0.expression)") }
        return items
    }

    /// The names under a top-level `definitions:`, read from the text so they complete while the file has errors.
    static func definitionNames(_ lines: [String]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("definitions:") }) else { return [] }
        var names: [String] = []
        for line in lines[(start + 1)...] {
            guard line.hasPrefix(" ") || line.isEmpty else { break }
            let trimmed = line.drop { $0 == " " }
            // A name is written at the first indentation level below `definitions:`.
            guard line.count - trimmed.count == 2, let colon = trimmed.firstIndex(of: ":") else { continue }
            names.append(String(trimmed[..<colon]))
        }
        return names
    }

    /// Keys of which a mapping holds at most one, by its shape's schema definition: the ones lowering refuses
    /// together (`exclusive`), of which the schema's `oneOf` states the first three. The vocabulary does not
    /// list them, so a test checks this table against the schema.
    static let exclusiveKeys: [String: [Set<String>]] = [
        "section": sectionExclusiveKeys,
        "variant": sectionExclusiveKeys,
        "standardGroup": [["subitems", "item"], ["count", "repeating"]],
        "subitem": [["item", "group"]],
        "anchor": [["fractionalOffset", "absoluteOffset"]],
    ]

    private static let sectionExclusiveKeys: [Set<String>] = [
        ["group", "list"], ["supplementaryContentInsetsReference", "supplementariesFollowContentInsets"],
    ]

    /// The keys of `shape` that fit beside the `written` ones: not written yet, and in no exclusive set with one
    /// that is.
    static func offered(_ shape: ObjectShape, written: Set<String>) -> [ObjectShape.Key] {
        var excluded = written
        for set in exclusiveKeys[shape.definition] ?? [] where !set.isDisjoint(with: written) {
            excluded.formUnion(set)
        }
        return shape.keys.filter { !excluded.contains($0.name) }
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
        /// The cursor's line before the cursor and from it on.
        var before: String
        var after: String

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
            if let brace = Self.openBrace(in: before) {
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

        /// The keys written in the mapping the cursor is in, with their values as written (to leave them out,
        /// and the keys they exclude): in an inline `{` on the cursor's line, its keys; else the block mapping's,
        /// from the line that opens it (a less indented line, or the `- ` of its sequence entry) to its end.
        func siblings() -> [String: String] {
            var keys: [String: String] = [:]
            if let brace = Self.openBrace(in: before) {
                // The rest of the flow mapping runs to the first `}` after the cursor (nested ones aside).
                let rest = after.prefix { $0 != "}" }
                for piece in (before[before.index(after: brace)...] + rest).split(separator: ",") {
                    if let (key, value) = Self.pair(piece) { keys[key] = value }
                }
                return keys
            }
            let current = lines[lineIndex]
            let trimmed = current.trimmingCharacters(in: .whitespaces)
            let indent = trimmed.isEmpty ? before.count : Self.indent(of: current)
            // Upwards, unless the cursor's line starts a sequence entry: then the mapping starts on it.
            var index = lineIndex - 1
            while !trimmed.hasPrefix("-"), index >= 0 {
                let line = lines[index]
                let text = line.trimmingCharacters(in: .whitespaces)
                index -= 1
                if text.isEmpty || text.hasPrefix("#") { continue }
                let lineIndent = Self.indent(of: line)
                if lineIndent < indent { break }
                guard lineIndent == indent else { continue }
                if let (key, value) = Self.pair(Substring(text)) { keys[key] = value }
                if text.hasPrefix("-") { break }
            }
            // Downwards, to the next less indented line or the next entry of the same sequence.
            index = lineIndex + 1
            while index < lines.count {
                let line = lines[index]
                let text = line.trimmingCharacters(in: .whitespaces)
                index += 1
                if text.isEmpty || text.hasPrefix("#") { continue }
                let lineIndent = Self.indent(of: line)
                if lineIndent < indent || lineIndent == indent && text.hasPrefix("-") { break }
                guard lineIndent == indent else { continue }
                if let (key, value) = Self.pair(Substring(text)) { keys[key] = value }
            }
            return keys
        }

        /// A line's or flow piece's `key: value`, a sequence's dash and a comment left out; nil without a colon.
        static func pair(_ text: Substring) -> (key: String, value: String)? {
            let content = text.drop { $0 == "-" || $0 == " " }
            guard let colon = content.firstIndex(of: ":") else { return nil }
            let key = content[..<colon].trimmingCharacters(in: .whitespaces)
            var value = content[content.index(after: colon)...]
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            return key.isEmpty ? nil : (key, value.trimmingCharacters(in: .whitespaces))
        }

        /// The innermost `{` before the cursor that is not closed before it.
        static func openBrace(in before: String) -> String.Index? {
            var depth = 0
            var index = before.endIndex
            while index > before.startIndex {
                before.formIndex(before: &index)
                if before[index] == "}" {
                    depth += 1
                } else if before[index] == "{" {
                    if depth == 0 { return index }
                    depth -= 1
                }
            }
            return nil
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
