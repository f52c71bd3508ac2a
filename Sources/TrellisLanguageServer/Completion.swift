import Foundation
import TrellisCore
import TrellisLanguage
import TrellisModel

/// Completion from the vocabulary: the keys of the mapping the cursor is in (those not written yet), and after a
/// key's colon, what its value can be, each only where it fits: a dimension's forms, spacing and count forms,
/// enumeration words, booleans, and in version 2 the names an expression can use, the file's definitions after
/// `use:`, the device presets after the preview's `device:` and the section layouts after a preview section's
/// `layout:`. Where a section or a subitem can start, snippets write a whole one. The mapping is found from the text
/// by indentation, and the names the file defines are read from its text too, so completion works while the file
/// does not parse.
enum Completion {
    /// `snippets`: the client takes snippets (`completionItem.snippetSupport`); else a snippet's text is inserted
    /// with its placeholders at their defaults.
    static func items(_ analysis: LanguageServer.Analysis, at lspPosition: Position, snippets: Bool = false)
        -> [JSONObject]
    {
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
        let value = context.value
        // Where only a new entry of `sections:` or of a group's `subitems:` fits: what starts one, and no key.
        if value == nil, let entry = context.newEntry(),
            let found = entrySnippets(entry, lines: lines, snippets: snippets)
        {
            return found
        }
        let version2 = lines.contains { $0.hasPrefix("version: 2") }
        let path = context.path()
        // A constant's expression: the environment's names and the other constants.
        if let value, path == ["constants"] {
            return version2 ? expressionNames(analysis, lines, environment: true, excluding: value.key) : []
        }
        guard var shape = Context.shape(along: path) else { return [] }
        let written = context.siblings()
        // A group with `custom:` is a masonry or flow group, with keys of its own.
        if shape.definition == Vocabulary.standardGroup.definition, let custom = written["custom"] {
            shape =
                [Vocabulary.masonryGroup, Vocabulary.flowGroup].first { group in
                    group.keys.first { $0.name == "custom" }.map { values(for: $0.type).contains(custom) } ?? false
                } ?? shape
        }
        if let value {
            // Numbers of the configuration and the preview are fixed when the layout is made: no environment.
            let fixed = path.first == "configuration" || path.first == "preview"
            let names = version2 ? expressionNames(analysis, lines, environment: !fixed) : []
            return valueItems(
                key: value.key, prefix: value.prefix, in: shape, names: names, version2: version2, analysis: analysis,
                lines: lines, snippets: snippets)
        }
        let fitting = offered(shape, written: Set(written.keys))
        let keys = fitting.map { key in
            var entry = item(key.name, kind: 10, detail: key.summary)
            entry["insertText"] = key.name + ": "
            return entry
        }
        return keys
            + keySnippets(
                shape, offered: Set(fitting.map(\.name)), written: Set(written.keys), context: context, lines: lines,
                snippets: snippets)
    }

    /// What fits after `key: `, the value written so far being `prefix`.
    static func valueItems(
        key: String, prefix: Substring, in shape: ObjectShape, names: [JSONObject], version2: Bool,
        analysis: LanguageServer.Analysis, lines: [String], snippets: Bool
    ) -> [JSONObject] {
        if version2, key == "use" {
            return definitionNames(analysis, lines).map { item($0, kind: 7, detail: "definition") }
        }
        if shape.definition == Vocabulary.preview.definition, key == "device" {
            return DevicePresets.all.map { item($0.name, kind: 12, detail: "device preset") }
        }
        if shape.definition == Vocabulary.previewSection.definition, key == "layout" {
            return sectionNames(lines).map { item($0, kind: 12, detail: "section layout") }
        }
        guard let type = shape.keys.first(where: { $0.name == key })?.type else { return [] }
        if shape.definition == Vocabulary.condition.definition, key == "if" { return names }
        return valueItems(type, key: key, prefix: prefix, names: names, snippets: snippets)
    }

    private static func valueItems(
        _ type: ValueType, key: String, prefix: Substring, names: [JSONObject], snippets: Bool
    ) -> [JSONObject] {
        switch type {
        case let .enumeration(words): return words.map { item($0, kind: 12, detail: key) }
        case .boolean: return ["true", "false"].map { item($0, kind: 12, detail: key) }
        case let .array(inner, _): return valueItems(inner, key: key, prefix: prefix, names: names, snippets: snippets)
        case .dimension, .spacing, .count:
            switch argument(prefix) {
            // In a form's parentheses: a number, or in version 2 an expression.
            case .inside: return names
            case .closed: return []
            case .word:
                let forms = Self.forms(of: type).map { form in
                    snippet(form.label, form.body, kind: 12, detail: form.detail, snippets: snippets)
                }
                // A dimension is always one of its forms; a spacing or count may be a bare number or expression.
                if case .dimension = type { return forms }
                return forms + names
            }
        default: return type.holdsNumbers ? names : []
        }
    }

    /// Where a value's text leaves the cursor: inside a form's parentheses, after a form closed, or neither.
    enum Argument { case word, inside, closed }

    static func argument(_ prefix: Substring) -> Argument {
        var depth = 0
        var opened = false
        var quote: Character?
        for character in prefix {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
                opened = true
            } else if character == ")" {
                depth -= 1
            }
        }
        return depth > 0 ? .inside : opened ? .closed : .word
    }

    /// A value form: its label, its snippet (the cursor in its parentheses) and what it is.
    struct Form {
        var label: String
        var body: String
        var detail: String
    }

    static func forms(of type: ValueType) -> [Form] {
        switch type {
        case .dimension:
            return [
                Form(label: "fractionalWidth()", body: "fractionalWidth(${1:1})", detail: "a fraction of the width"),
                Form(label: "fractionalHeight()", body: "fractionalHeight(${1:1})", detail: "a fraction of the height"),
                Form(label: "absolute()", body: "absolute(${1:44})", detail: "points"),
                Form(label: "estimated()", body: "estimated(${1:44})", detail: "points until measured"),
                Form(
                    label: "uniformAcrossSiblings()", body: "uniformAcrossSiblings(${1:44})",
                    detail: "the largest sibling's measured size (iOS 17)"),
            ]
        case .spacing:
            return [
                Form(label: "fixed()", body: "fixed(${1:8})", detail: "exactly this spacing"),
                Form(label: "flexible()", body: "flexible(${1:8})", detail: "at least this spacing"),
            ]
        case .count:
            return [Form(label: "adaptive()", body: "adaptive(${1:160})", detail: "columns at least this wide")]
        default: return []
        }
    }

    /// What a version 2 expression can name: the environment's values (not in the configuration or the preview,
    /// fixed when the layout is made), the functions and the constants, the file's own read from its text (so they
    /// complete while it does not parse) and then those its includes bring; never `excluding`, a constant's own name.
    static func expressionNames(
        _ analysis: LanguageServer.Analysis, _ lines: [String], environment: Bool, excluding: String? = nil
    ) -> [JSONObject] {
        var items = environment ? EnvironmentName.allCases.map { item($0.rawValue, kind: 6, detail: $0.summary) } : []
        items += ExpressionFunction.allCases.map { item($0.rawValue + "(", kind: 3, detail: $0.signature) }
        var seen: Set<String> = excluding.map { [$0] } ?? []
        for (name, expression) in entries(under: "constants", lines) where seen.insert(name).inserted {
            items.append(item(name, kind: 21, detail: "constant: \(expression)"))
        }
        let constants = (analysis.checked.model ?? analysis.checked.partial?.document)?.constants ?? []
        for constant in constants where seen.insert(constant.name).inserted {
            items.append(item(constant.name, kind: 21, detail: "constant: \(constant.expression)"))
        }
        return items
    }

    /// The names under the top-level `definitions:`, from the text, then those the last check found in included
    /// files.
    static func definitionNames(_ analysis: LanguageServer.Analysis, _ lines: [String]) -> [String] {
        var names = entries(under: "definitions", lines).map(\.name)
        for name in analysis.checked.definitionSites.keys.sorted() where !names.contains(name) { names.append(name) }
        return names
    }

    /// The keys and values of a top-level mapping, read from the text so they complete while the file has errors:
    /// the keys at the indentation of the first line below `key:`, or those of an inline mapping on its line.
    static func entries(under key: String, _ lines: [String]) -> [(name: String, value: String)] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return [] }
        let rest = lines[start].dropFirst(key.count + 1)
        if let brace = rest.firstIndex(of: "{") {
            return Context.pieces(rest[rest.index(after: brace)...]).compactMap(Context.pair).map {
                (name: unquoted($0.key), value: $0.value)
            }
        }
        var entries: [(name: String, value: String)] = []
        var level: Int?
        for line in lines[(start + 1)...] {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            let indent = line.prefix { $0 == " " }.count
            if indent == 0 { break }
            if level == nil { level = indent }
            guard indent == level, !text.hasPrefix("-"), let (name, value) = Context.pair(Substring(text)) else {
                continue
            }
            entries.append((unquoted(name), value))
        }
        return entries
    }

    /// The section layouts' names, from the text: each entry's `name:` under the top-level `sections:`, written in
    /// a block or an inline mapping.
    static func sectionNames(_ lines: [String]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("sections:") }) else { return [] }
        var names: [String] = []
        // Where the entries' dashes are, and where their keys start.
        var entry: (dash: Int, keys: Int)?
        for line in lines[(start + 1)...] {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            let spaces = line.prefix { $0 == " " }.count
            if spaces == 0 && !text.hasPrefix("-") { break }
            if text.hasPrefix("-"), entry == nil { entry = (spaces, Context.indent(of: line)) }
            guard let entry else { continue }
            var content = Substring(text)
            if text.hasPrefix("-") {
                guard spaces == entry.dash else { continue }
                content = content.drop { $0 == "-" || $0 == " " }
            } else {
                guard spaces == entry.keys else { continue }
            }
            let pairs =
                content.hasPrefix("{")
                ? Context.pieces(content.dropFirst()).compactMap(Context.pair)
                : Context.pair(content).map { [$0] } ?? []
            if let name = pairs.first(where: { $0.key == "name" })?.value, !name.isEmpty {
                names.append(unquoted(name))
            }
        }
        return names
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }

    // MARK: - Snippets

    /// A new section's mapping, its lines from its first key's column: a name, a group with its axis and size, and
    /// an item. Every size self-sizes at full width, which lints clean in any section.
    static func sectionBody(name: String) -> [String] {
        [
            "name: ${1:\(name)}", "group:", "  axis: ${2:vertical}", "  width: fractionalWidth(${3:1})",
            "  height: estimated(${4:44})", "  item:", "    width: fractionalWidth(${5:1})",
            "    height: estimated(${6:44})",
        ]
    }

    /// A subitem's `item:` key and mapping.
    static let itemBody = ["item:", "  width: fractionalWidth(${1:1})", "  height: estimated(${2:44})"]

    /// A subitem's `group:` key and mapping, with one item.
    static let groupBody = [
        "group:", "  axis: ${1:horizontal}", "  width: fractionalWidth(${2:1})", "  height: estimated(${3:44})",
        "  item:", "    width: fractionalWidth(${4:1})", "    height: estimated(${5:44})",
    ]

    /// `body` as inserted with its first line at the cursor, in `column`: the other lines indented from it (the
    /// item says to insert them as they are), after a sequence's `- ` when `dash`.
    static func text(_ body: [String], column: Int, dash: Bool) -> String {
        let indent = String(repeating: " ", count: column + (dash ? 2 : 0))
        return (dash ? "- " : "") + body.joined(separator: "\n" + indent)
    }

    /// The snippets at a new entry of `sections:` or a group's `subitems:`, its `- ` included; nil at another
    /// sequence's.
    static func entrySnippets(_ entry: Context.Entry, lines: [String], snippets: Bool) -> [JSONObject]? {
        guard case let .array(element, _)? = Context.type(along: entry.path) else { return nil }
        switch element {
        case .object(Vocabulary.section.definition):
            let body = sectionBody(name: newSectionName(lines))
            return [snippet("new section", text(body, column: entry.column, dash: true), detail: "a section layout")]
                .map { resolved($0, snippets: snippets) }
        case .subitem:
            return [
                snippet("new item", text(itemBody, column: entry.column, dash: true), detail: "an item subitem"),
                snippet("new group", text(groupBody, column: entry.column, dash: true), detail: "a nested group"),
            ].map { resolved($0, snippets: snippets) }
        default: return nil
        }
    }

    /// The snippets at a key of `shape`: a section's name and group on a new entry's line, a subitem's item or group,
    /// and in a group without subitems yet, an item or a nested group.
    static func keySnippets(
        _ shape: ObjectShape, offered: Set<String>, written: Set<String>, context: Context, lines: [String],
        snippets: Bool
    ) -> [JSONObject] {
        guard let (column, dash) = context.keyStart else { return [] }
        var found: [JSONObject] = []
        switch shape.definition {
        case Vocabulary.section.definition:
            guard dash, written.isDisjoint(with: ["name", "group", "list"]) else { break }
            let body = sectionBody(name: newSectionName(lines))
            found.append(snippet("new section", text(body, column: column, dash: false), detail: "a section layout"))
        case Vocabulary.subitem.definition:
            if offered.contains("item") {
                found.append(snippet("new item", text(itemBody, column: column, dash: false), detail: "an item"))
            }
            if offered.contains("group") {
                found.append(snippet("new group", text(groupBody, column: column, dash: false), detail: "a group"))
            }
        case Vocabulary.standardGroup.definition:
            if offered.contains("item") {
                found.append(snippet("new item", text(itemBody, column: column, dash: false), detail: "the item"))
            }
            if offered.contains("subitems") {
                let body = ["subitems:", "  - " + groupBody[0]] + groupBody.dropFirst().map { "    " + $0 }
                found.append(
                    snippet("new group", text(body, column: column, dash: false), detail: "a nested group in subitems"))
            }
        default: break
        }
        return found.map { resolved($0, snippets: snippets) }
    }

    /// `section`, or `section2`, `section3`... : the first no section layout of the file has.
    static func newSectionName(_ lines: [String]) -> String {
        let taken = Set(sectionNames(lines))
        var number = 1
        while taken.contains(number == 1 ? "section" : "section\(number)") { number += 1 }
        return number == 1 ? "section" : "section\(number)"
    }

    /// A multi-line snippet, inserted as written (its lines carry their indentation).
    private static func snippet(_ label: String, _ body: String, detail: String) -> JSONObject {
        ["label": label, "kind": 15, "detail": detail, "insertText": body, "insertTextMode": 1]
    }

    /// A value form as a snippet, or as plain text with its placeholders at their defaults.
    private static func snippet(_ label: String, _ body: String, kind: Int, detail: String, snippets: Bool)
        -> JSONObject
    {
        resolved(["label": label, "kind": kind, "detail": detail, "insertText": body], snippets: snippets)
    }

    /// The item as a snippet (`insertTextFormat` 2) when the client takes them, else as plain text.
    private static func resolved(_ item: JSONObject, snippets: Bool) -> JSONObject {
        var item = item
        guard let body = item["insertText"] as? String else { return item }
        if snippets {
            item["insertTextFormat"] = 2
        } else {
            item["insertText"] = plain(body)
        }
        return item
    }

    /// A snippet's text with each placeholder `${n:default}` at its default and each tab stop `$n` removed.
    static func plain(_ snippet: String) -> String {
        var result = ""
        var rest = Substring(snippet)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            rest = rest[rest.index(after: dollar)...]
            if rest.first == "{", let colon = rest.firstIndex(of: ":"), let close = rest.firstIndex(of: "}"),
                colon < close, rest[rest.index(after: rest.startIndex)..<colon].allSatisfy(\.isNumber)
            {
                result += rest[rest.index(after: colon)..<close]
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest.drop { $0.isNumber }
            }
        }
        return result + rest
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
        case .dimension, .spacing, .count: return forms(of: type).map(\.label)
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
        var valueKey: String? { value?.key }

        /// The key whose value the cursor is in, with the value written before the cursor; nil where a key goes.
        var value: (key: String, prefix: Substring)? {
            var piece = Substring(before)
            // In an inline mapping: from its last comma (outside brackets, parentheses and quotes) or its brace.
            if let brace = Self.openBrace(in: before) {
                piece = Self.pieces(before[before.index(after: brace)...]).last ?? ""
            }
            let stripped = piece.trimmingCharacters(in: .whitespaces).drop { $0 == "-" || $0 == " " }
            guard let colon = stripped.firstIndex(of: ":") else { return nil }
            let key = stripped[..<colon].trimmingCharacters(in: .whitespaces)
            return (key, stripped[stripped.index(after: colon)...].drop { $0 == " " })
        }

        /// The shape of the mapping the cursor is in.
        func shape() -> ObjectShape? { Self.shape(along: path()) }

        /// The shape of the mapping the keys of `path` lead to from the top of the file.
        static func shape(along path: some Sequence<String>) -> ObjectShape? {
            var shape: ObjectShape? = Vocabulary.document
            for key in path {
                guard let current = shape, let type = current.keys.first(where: { $0.name == key })?.type else {
                    return nil
                }
                shape = Self.shape(of: type)
            }
            return shape
        }

        /// The type of the value of the last key of `path`.
        static func type(along path: [String]) -> ValueType? {
            guard let last = path.last, let shape = shape(along: path.dropLast()) else { return nil }
            return shape.keys.first { $0.name == last }?.type
        }

        /// Where a key starts at the cursor, when only spaces, a sequence's `- ` and the start of the key's name
        /// are before it on its line: the column of the name, and whether the dash is there.
        var keyStart: (column: Int, dash: Bool)? {
            let word = before.reversed().prefix { $0.isLetter || $0.isNumber }.count
            let lead = before.dropLast(word)
            let spaces = lead.prefix { $0 == " " }
            let rest = lead.dropFirst(spaces.count)
            guard rest.isEmpty || rest.first == "-" && rest.dropFirst().allSatisfy({ $0 == " " }) else { return nil }
            return (lead.count, !rest.isEmpty)
        }

        /// A new entry of a block sequence: the keys to the sequence, and the column its `- ` goes in.
        struct Entry {
            var path: [String]
            var column: Int
        }

        /// The new entry the cursor starts: only spaces (and the start of a word) are before it, in the column
        /// of the sequence's other entries or, for the first one, right of the sequence's key. A key written there
        /// would not be valid YAML, so only an entry fits.
        func newEntry() -> Entry? {
            guard let (column, dash) = keyStart, !dash, column > 0 else { return nil }
            // Upwards, past deeper lines and the sequence's other entries, to the key that opens the sequence.
            var index = lineIndex - 1
            var opener: Int?
            while index >= 0 {
                let line = lines[index]
                let text = line.trimmingCharacters(in: .whitespaces)
                index -= 1
                if text.isEmpty || text.hasPrefix("#") { continue }
                let spaces = line.prefix { $0 == " " }.count
                if spaces > column || spaces == column && text.hasPrefix("-") { continue }
                guard spaces < column, let (_, value) = Self.pair(Substring(text)), value.isEmpty,
                    Self.indent(of: line) < column
                else { return nil }
                opener = index + 1
                break
            }
            guard let opener, let (key, _) = Self.pair(Substring(lines[opener].trimmingCharacters(in: .whitespaces)))
            else { return nil }
            // The sequence's first entry, if written, sets the column; a deeper line that is not an entry means
            // the key holds a mapping.
            let keyIndent = Self.indent(of: lines[opener])
            for next in (opener + 1)..<lines.count where next != lineIndex {
                let line = lines[next]
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.isEmpty || text.hasPrefix("#") { continue }
                if Self.indent(of: line) <= keyIndent { break }
                guard text.hasPrefix("-"), line.prefix(while: { $0 == " " }).count == column else { return nil }
                break
            }
            return Entry(path: Self.outer(lines, from: opener, indent: keyIndent) + [key], column: column)
        }

        /// `text` cut at its commas outside brackets, braces, parentheses and quotes, up to the bracket that closes
        /// the one it is in: the pieces of an inline mapping or sequence, from after its opening bracket.
        static func pieces(_ text: Substring) -> [Substring] {
            var pieces: [Substring] = []
            var depth = 0
            var quote: Character?
            var start = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if "([{".contains(character) {
                    depth += 1
                } else if ")]}".contains(character) {
                    depth -= 1
                    if depth < 0 { break }
                } else if character == ",", depth == 0 {
                    pieces.append(text[start..<index])
                    start = text.index(after: index)
                }
                text.formIndex(after: &index)
            }
            pieces.append(text[start..<index])
            return pieces
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
