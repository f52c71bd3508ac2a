import Foundation
import TrellisCore
import TrellisSyntax

/// Document symbols: each section (by its name), its variants, and the groups and items inside, nested as
/// written. Read from the YAML alone, so they stay while the file has other errors.
enum DocumentSymbols {
    /// LSP's symbol kinds used here.
    enum Kind {
        static let module = 2, `class` = 5, field = 8, `struct` = 23
    }

    static func symbols(_ analysis: LanguageServer.Analysis) -> [JSONObject] {
        var converter = analysis.converter
        let loaded = YAMLLoader().load(bytes: Array(analysis.document.text.utf8), path: analysis.document.path)
        guard let root = loaded.document?.root, let pairs = root.mapping,
            let sections = pairs.first(where: { $0.key == "sections" })?.value.sequence
        else { return [] }
        let lastLine = max(1, analysis.checked.source.lineCount)
        var symbols: [JSONObject] = []
        for (position, section) in sections.enumerated() {
            guard let fields = section.mapping else { continue }
            let name = fields.first { $0.key == "name" }?.value.scalar?.text ?? "section \(position + 1)"
            // A section runs to the line before the next one.
            let endLine = position + 1 < sections.count ? sections[position + 1].range.start.line - 1 : lastLine
            let range = span(from: section.range.start, toLine: max(section.range.start.line, endLine), analysis)
            var symbol = symbol(
                name, kind: Kind.module, range: range,
                selection: fields.first { $0.key == "name" }?.value.range ?? section.range, &converter)
            symbol["children"] = children(of: fields, until: range.end, analysis, &converter)
            symbols.append(symbol)
        }
        return symbols
    }

    /// The groups, items and variants of a mapping, each spanning to the end of its value as far as known.
    private static func children(
        of fields: [SyntaxPair], until end: SourcePosition, _ analysis: LanguageServer.Analysis,
        _ converter: inout PositionConverter
    ) -> [JSONObject] {
        var found: [JSONObject] = []
        for (index, pair) in fields.enumerated() {
            let next = index + 1 < fields.count ? fields[index + 1].keyRange.start : end
            let range = SourceRange(start: pair.keyRange.start, end: max(pair.keyRange.end, next))
            switch pair.key {
            case "group", "item":
                let axis = pair.value.mapping?.first { $0.key == "axis" }?.value.scalar?.text
                let title = [pair.key, axis].compactMap { $0 }.joined(separator: " ")
                var symbol = symbol(
                    title, kind: pair.key == "group" ? Kind.struct : Kind.field, range: range,
                    selection: pair.keyRange, &converter)
                symbol["children"] = children(of: pair.value.mapping ?? [], until: range.end, analysis, &converter)
                found.append(symbol)
            case "subitems", "variants":
                for (position, entry) in (pair.value.sequence ?? []).enumerated() {
                    let entryEnd =
                        position + 1 < (pair.value.sequence?.count ?? 0)
                        ? pair.value.sequence![position + 1].range.start : range.end
                    let entryRange = SourceRange(start: entry.range.start, end: max(entry.range.end, entryEnd))
                    if pair.key == "variants" {
                        var symbol = symbol(
                            "variant \(position + 1)", kind: Kind.class, range: entryRange, selection: entry.range,
                            &converter)
                        symbol["children"] = children(
                            of: entry.mapping ?? [], until: entryRange.end, analysis, &converter)
                        found.append(symbol)
                    } else {
                        found += children(of: entry.mapping ?? [], until: entryRange.end, analysis, &converter)
                    }
                }
            default:
                continue
            }
        }
        return found
    }

    private static func span(from start: SourcePosition, toLine line: Int, _ analysis: LanguageServer.Analysis)
        -> SourceRange
    {
        let length = analysis.checked.source.line(line)?.unicodeScalars.count ?? 0
        return SourceRange(start: start, end: SourcePosition(line: line, column: length + 1))
    }

    private static func symbol(
        _ name: String, kind: Int, range: SourceRange, selection: SourceRange, _ converter: inout PositionConverter
    ) -> JSONObject {
        // The selection must lie inside the range.
        let selected =
            selection.start >= range.start && selection.end <= range.end
            ? selection : SourceRange(start: range.start, length: 0)
        return [
            "name": name, "kind": kind, "range": converter.range(range), "selectionRange": converter.range(selected),
            "children": [],
        ]
    }
}
