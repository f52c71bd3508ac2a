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
        // The file an `include:` entry names, as the check read it (nothing when it refused the entry).
        if let included = analysis.checked.includedFile(at: node.range) {
            let start: JSONObject = ["line": 0, "character": 0]
            return [
                "uri": URL(fileURLWithPath: included.real).standardizedFileURL.absoluteString,
                "range": ["start": start, "end": start],
            ]
        }
        var target: SourceRange?
        if key == "use" {
            // Where lowering found the definition: in this file or one it includes.
            guard let site = analysis.checked.definitionSites[text] else { return nil }
            guard let real = site.real else {
                return ["uri": analysis.document.uri, "range": converter.range(site.range)]
            }
            let source = fragments.fragment(real, readFor: analysis.document.uri)?.source
            return [
                "uri": URL(fileURLWithPath: real).standardizedFileURL.absoluteString,
                "range": Self.range(site.range, in: source),
            ]
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

    /// A range of an included file in the editor's terms: its UTF-16 columns from the text the check read, else
    /// (the store let it go) its scalar columns.
    static func range(_ range: SourceRange, in source: SourceFile?) -> JSONObject {
        func position(_ at: SourcePosition) -> JSONObject {
            ["line": at.line - 1, "character": (source?.utf16Column(of: at) ?? at.column) - 1]
        }
        return ["start": position(range.start), "end": position(range.end)]
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
