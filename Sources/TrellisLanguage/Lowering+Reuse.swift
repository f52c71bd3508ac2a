import TrellisCore
import TrellisModel
import TrellisSyntax

/// Version 2's reuse (`Grammar/Reference.md` §14.8): a top-level `definitions:` of named mappings, and `use: name` in
/// any mapping, which stands for the definition's keys with the mapping's own keys over them. Uses are expanded
/// before anything reads the file, so every stage sees the keys as if written in place; a key that came from a
/// definition keeps its position there, so a mistake in it is reported where the definition writes it.
extension Lowering {
    /// The document with every `use:` expanded, in a file that states `version: 2`; the document as it is otherwise.
    mutating func expandingUses(_ syntax: SyntaxDocument) -> SyntaxDocument {
        guard let root = syntax.root, let pairs = root.mapping,
            pairs.contains(where: { $0.key == "version" && $0.value.scalar?.text == "2" })
        else { return syntax }
        var definitions: [String: SyntaxNode] = [:]
        if let written = pairs.first(where: { $0.key == "definitions" }) {
            guard let entries = written.value.mapping else {
                typeMismatch(written.value, expected: "a mapping of names to definitions", for: "definitions")
                return syntax
            }
            for entry in entries {
                guard entry.value.mapping != nil else {
                    typeMismatch(
                        entry.value, expected: "a mapping (an item, group, section or other definition)",
                        for: entry.key)
                    continue
                }
                definitions[entry.key] = entry.value
            }
        }
        var expansion = UseExpansion(definitions: definitions)
        let expanded = expansion.expand(root, through: [])
        for problem in expansion.problems {
            error(problem.rule, problem.message, at: problem.range, fixIt: problem.fixIt)
        }
        var result = syntax
        result.root = expanded
        return result
    }
}

/// Expands `use:` through the definitions, reporting unknown names and definitions that use themselves.
private struct UseExpansion {
    let definitions: [String: SyntaxNode]
    var problems: [(rule: RuleID, message: String, range: SourceRange, fixIt: FixIt?)] = []
    /// Definitions already expanded, by name.
    private var expanded: [String: SyntaxNode] = [:]

    init(definitions: [String: SyntaxNode]) {
        self.definitions = definitions
    }

    mutating func expand(_ node: SyntaxNode, through chain: [String]) -> SyntaxNode {
        switch node.value {
        case .scalar: return node
        case let .sequence(items):
            var copy = node
            copy.value = .sequence(items.map { expand($0, through: chain) })
            return copy
        case let .mapping(pairs):
            var own = pairs.map { pair -> SyntaxPair in
                var pair = pair
                // The definitions themselves are expanded where they are used.
                if pair.key != "definitions" { pair.value = expand(pair.value, through: chain) }
                return pair
            }
            guard let index = own.firstIndex(where: { $0.key == "use" }) else {
                var copy = node
                copy.value = .mapping(own)
                return copy
            }
            let use = own.remove(at: index)
            var copy = node
            guard let definition = definition(use, through: chain) else {
                copy.value = .mapping(own)
                return copy
            }
            let restated = Set(own.map(\.key))
            copy.value = .mapping((definition.mapping ?? []).filter { !restated.contains($0.key) } + own)
            return copy
        }
    }

    /// The expanded definition a `use:` names; nil after reporting why there is none.
    private mutating func definition(_ use: SyntaxPair, through chain: [String]) -> SyntaxNode? {
        guard let name = use.value.scalar?.text, use.value.scalar?.isNull == false else {
            problems.append((.typeMismatch, "expected the name of a definition for 'use'", use.value.range, nil))
            return nil
        }
        guard let written = definitions[name] else {
            let suggestion = Suggestion.closest(to: name, in: definitions.keys.sorted())
            let known = definitions.isEmpty ? " (the file has no 'definitions')" : ""
            problems.append(
                (
                    .invalidValue,
                    "'\(TerminalText.excerpt(name))' is not a definition of this file"
                        + (suggestion.map(Suggestion.hint) ?? known),
                    use.value.range, suggestion.map { FixIt(range: use.value.range, replacement: $0) }
                ))
            return nil
        }
        guard !chain.contains(name) else {
            problems.append(
                (
                    .invalidValue,
                    "definitions use each other in a cycle: "
                        + (chain.drop { $0 != name } + [name]).joined(separator: " → "), use.value.range, nil
                ))
            return nil
        }
        if let done = expanded[name] { return done }
        let result = expand(written, through: chain + [name])
        expanded[name] = result
        return result
    }
}
