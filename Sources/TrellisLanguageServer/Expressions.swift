import Foundation
import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisPipeline
import TrellisSyntax

/// Language version 2 in the editor: an expression's value at each lint target on hover, the definition a `use:` or
/// a constant names on go-to-definition, and the names an expression can use in completion.
extension LanguageServer {
    /// On a scalar that holds an expression or an `if:` condition: its value (or whether it holds) at each target.
    func expressionHover(_ analysis: Analysis, at position: SourcePosition, _ converter: inout PositionConverter)
        -> JSONObject?
    {
        guard let located = analysis.checked.sourceMap ?? analysis.checked.partial,
            located.document.languageVersion >= 2,
            let (key, node) = Self.scalar(at: position, in: located.syntax.root), let text = node.scalar?.text,
            !["name", "layout", "kind", "use", "view", "device", "alignment", "axis", "custom"].contains(key ?? "")
        else { return nil }
        let document = located.document
        let constants = Set(document.constants.map(\.name))
        let providers = SectionProviders(document: document)
        var lines: [String] = []
        for target in analysis.configuration.targets {
            var scope = providers.expressionScope(target.environment)
            let place = target.name ?? target.description
            if key == "if", let condition = WrittenExpression.condition(in: text, constants: constants) {
                let holds = (try? scope.holds(condition)).map { $0 ? "holds" : "does not hold" } ?? "has no value"
                lines.append("- \(holds) on \(place)")
            } else if let expression = WrittenExpression.expression(in: text, constants: constants) {
                let value = Result { () throws(ExpressionFailure) in try scope.value(of: expression) }
                switch value {
                case let .success(number): lines.append("- \(FrameNumbers.format(number)) on \(place)")
                case let .failure(failure): lines.append("- \(failure.message) on \(place)")
                }
            }
        }
        guard !lines.isEmpty else { return nil }
        let markdown = "**\(TerminalText.excerpt(text))**\n\n" + lines.joined(separator: "\n")
        return ["contents": ["kind": "markdown", "value": markdown], "range": converter.range(node.range)]
    }

    /// The definition a `use:` names (in this file or one it includes), the file an `include:` entry names, or the
    /// constant named under the cursor in an expression.
    func definition(_ analysis: Analysis, at lspPosition: Position) -> JSONObject? {
        var converter = analysis.converter
        let position = converter.sourcePosition(lspPosition)
        guard let root = analysis.checked.written?.root?.mapping,
            let (key, node) = Self.scalar(at: position, in: analysis.checked.written?.root),
            let text = node.scalar?.text
        else { return nil }
        if let entries = root.first(where: { $0.key == "include" })?.value.sequence,
            entries.contains(where: { $0.range == node.range })
        {
            // The entry names the file as `include:` reads it: relative to this one, and only a file it would read
            // (inside the project, a regular file), so the editor opens nothing lint refuses.
            let source = analysis.checked.source.path
            let scope = IncludeScope(layout: source, configuration: analysis.configuration)
            guard (try? scope.resolve(text, from: source)) != nil else { return nil }
            let path = ((source as NSString).deletingLastPathComponent as NSString).appendingPathComponent(text)
            let start: JSONObject = ["line": 0, "character": 0]
            return [
                "uri": URL(fileURLWithPath: path).standardizedFileURL.absoluteString,
                "range": ["start": start, "end": start],
            ]
        }
        var target: SourceRange?
        if key == "use" {
            // Where lowering takes it from: the included files first (a later definition of the name is an error).
            if let found = includedDefinition(text, analysis) { return found }
            target = root.first { $0.key == "definitions" }?.value.mapping?.first { $0.key == text }?.keyRange
        } else if let constants = root.first(where: { $0.key == "constants" })?.value.mapping {
            // The identifier under the cursor, within the scalar's text.
            let scalars = Array(text.unicodeScalars)
            let quote = node.scalar?.isPlain == false ? 1 : 0
            let offset = position.column - node.range.start.column - quote
            guard offset >= 0, offset <= scalars.count else { return nil }
            func isName(_ scalar: Unicode.Scalar) -> Bool {
                CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
            }
            var start = offset, end = offset
            while start > 0, isName(scalars[start - 1]) { start -= 1 }
            while end < scalars.count, isName(scalars[end]) { end += 1 }
            let name = String(String.UnicodeScalarView(scalars[start..<end]))
            target = constants.first { $0.key == name }?.keyRange
        }
        guard let target else { return nil }
        return ["uri": analysis.document.uri, "range": converter.range(target)]
    }

    /// The definition named `name` in a file the analysis included, in the order lowering reads them: the key, in
    /// the file as the store holds it (each file once, at its own positions, for every open document).
    private func includedDefinition(_ name: String, _ analysis: Analysis) -> JSONObject? {
        for file in analysis.checked.includedFiles {
            guard
                let found = fragments.fragment(file.real, readFor: analysis.document.uri)?.root?.mapping?
                    .first(where: { $0.key == "definitions" })?.value.mapping?.first(where: { $0.key == name })
            else { continue }
            // The store's tree was never moved: its positions are the file's own, from line 1.
            let at = found.keyRange
            let start: JSONObject = ["line": at.start.line - 1, "character": at.start.column - 1]
            let end: JSONObject = ["line": at.end.line - 1, "character": at.end.column - 1]
            return [
                "uri": URL(fileURLWithPath: file.path).standardizedFileURL.absoluteString,
                "range": ["start": start, "end": end],
            ]
        }
        return nil
    }

    /// The innermost scalar whose text holds `position`, with the key it is the value of.
    static func scalar(at position: SourcePosition, in node: SyntaxNode?) -> (key: String?, node: SyntaxNode)? {
        guard let node else { return nil }
        switch node.value {
        case .scalar: return node.range.covers(position) ? (nil, node) : nil
        case let .sequence(items):
            return items.lazy.compactMap { scalar(at: position, in: $0) }.first
        case let .mapping(pairs):
            for pair in pairs {
                if pair.value.scalar != nil, pair.value.range.covers(position) { return (pair.key, pair.value) }
                if let found = scalar(at: position, in: pair.value) { return found }
            }
            return nil
        }
    }
}
