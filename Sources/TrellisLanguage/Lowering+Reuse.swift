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
        guard let root = syntax.root, let pairs = root.mapping, Self.statesVersion2(root) else { return syntax }
        var definitions: [String: SyntaxNode] = [:], first: [String: SourceRange] = [:]
        let written =
            includedFragments().compactMap { $0.pair("definitions") }
            + pairs.filter { $0.key == "definitions" }
        for written in written {
            guard let entries = written.value.mapping else {
                typeMismatch(written.value, expected: "a mapping of names to definitions", for: "definitions")
                continue
            }
            for entry in entries {
                if let earlier = first[entry.key] {
                    error(
                        .duplicateName, "a definition named '\(TerminalText.excerpt(entry.key))' already exists",
                        at: entry.keyRange, notes: [DiagnosticNote("it is first defined here", at: earlier)])
                    continue
                }
                first[entry.key] = entry.keyRange
                guard entry.value.mapping != nil else {
                    typeMismatch(
                        entry.value, expected: "a mapping (an item, group, section or other definition)",
                        for: entry.key)
                    continue
                }
                definitions[entry.key] = entry.value
            }
        }
        reuse.definitionSites = first
        var expansion = UseExpansion(definitions: definitions)
        let expanded = expansion.expand(root, through: [])
        for problem in expansion.problems {
            error(problem.rule, problem.message, at: problem.range, fixIt: problem.fixIt)
        }
        diagnostics.unresolvedUses = expansion.unresolved
        var result = syntax
        result.root = expanded
        return result
    }
}

/// Expands `use:` through the definitions, reporting unknown names and definitions that use themselves.
private struct UseExpansion {
    let definitions: [String: SyntaxNode]
    var problems: [(rule: RuleID, message: String, range: SourceRange, fixIt: FixIt?)] = []
    /// The mappings whose `use:` names no definition: the keys they lack are that mistake, said once.
    var unresolved: Set<SourceRange> = []
    /// Definitions already expanded, by name, with how many nodes each holds.
    private var expanded: [String: (node: SyntaxNode, size: Int)] = [:]
    /// Nodes uses may still add: the loader's bound on a file's nodes holds for the expanded file too, so a
    /// definition used twice in a definition used twice ... cannot grow without end.
    private var budget = Limits.aliasNodes
    private var exhausted = false
    /// How deep definitions may use definitions.
    private static let deepest = 32

    init(definitions: [String: SyntaxNode]) {
        self.definitions = definitions
    }

    mutating func expand(_ node: SyntaxNode, through chain: [String]) -> SyntaxNode {
        expanding(node, through: chain) ?? node
    }

    /// The node with its uses expanded; nil where it holds none, so that a file without uses is not copied.
    private mutating func expanding(_ node: SyntaxNode, through chain: [String]) -> SyntaxNode? {
        switch node.value {
        case .scalar: return nil
        case let .sequence(items):
            var replaced: [SyntaxNode]?
            for (index, item) in items.enumerated() {
                guard let expanded = expanding(item, through: chain) else { continue }
                if replaced == nil { replaced = items }
                replaced?[index] = expanded
            }
            guard let replaced else { return nil }
            var copy = node
            copy.value = .sequence(replaced)
            return copy
        case let .mapping(pairs):
            var replaced: [SyntaxPair]?
            // The definitions themselves are expanded where they are used; constants hold no mappings to expand.
            for (index, pair) in pairs.enumerated() where pair.key != "definitions" && pair.key != "constants" {
                guard let expanded = expanding(pair.value, through: chain) else { continue }
                if replaced == nil { replaced = pairs }
                replaced?[index].value = expanded
            }
            var own = replaced ?? pairs
            guard let index = own.firstIndex(where: { $0.key == "use" }) else {
                guard let replaced else { return nil }
                var copy = node
                copy.value = .mapping(replaced)
                return copy
            }
            let use = own.remove(at: index)
            var copy = node
            guard let definition = definition(use, through: chain) else {
                unresolved.insert(node.range)
                copy.value = .mapping(own)
                return copy
            }
            guard budget >= definition.size else {
                if !exhausted {
                    exhausted = true
                    problems.append(
                        (
                            .inputLimit,
                            "uses of definitions expand the file past \(Limits.aliasNodes) nodes, the most a file may "
                                + "hold", use.value.range, nil
                        ))
                }
                // The keys the definition would have given are that one error, not one more each.
                unresolved.insert(node.range)
                copy.value = .mapping(own)
                return copy
            }
            budget -= definition.size
            let restated = Set(own.map(\.key))
            copy.value = .mapping((definition.node.mapping ?? []).filter { !restated.contains($0.key) } + own)
            return copy
        }
    }

    /// The expanded definition a `use:` names; nil after reporting why there is none.
    private mutating func definition(_ use: SyntaxPair, through chain: [String]) -> (node: SyntaxNode, size: Int)? {
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
        guard chain.count < Self.deepest else {
            problems.append(
                (.inputLimit, "definitions use definitions more than \(Self.deepest) deep", use.value.range, nil))
            return nil
        }
        let node = expand(written, through: chain + [name])
        let result = (node, Self.size(of: node))
        expanded[name] = result
        return result
    }

    /// How many nodes a node holds, itself included.
    private static func size(of node: SyntaxNode) -> Int {
        switch node.value {
        case .scalar: return 1
        case let .sequence(items): return items.reduce(1) { $0 + size(of: $1) }
        case let .mapping(pairs): return pairs.reduce(1) { $0 + size(of: $1.value) }
        }
    }
}

extension Lowering {
    /// Whether a file's top level states `version: 2` (`2.0` too, as lowering reads the version).
    package static func statesVersion2(_ root: SyntaxNode?) -> Bool {
        root?.mapping?.contains { $0.key == "version" && $0.value.scalar?.number == 2 } ?? false
    }
}

/// A file `include:` brings in: its path, its text (for fix-its that rewrite its lines) and its root, its positions
/// in its own file of the check.
package struct IncludedFile: Sendable {
    package var path: String
    package var source: SourceFile?
    package var root: SyntaxNode?

    package init(path: String, source: SourceFile? = nil, root: SyntaxNode?) {
        self.path = path
        self.source = source
        self.root = root
    }
}

/// The files `include:` brings in, and where the definitions of the check are written.
struct ReuseState {
    /// The files `include:` brings in (version 2).
    let included: [IncludedFile]
    /// Their top levels, once checked.
    var checkedFragments: [LocatedMapping]?
    /// Where each definition is written, by name (`LoweredFile.definitionSites`).
    var definitionSites: [String: SourceRange] = [:]

    init(included: [IncludedFile]) {
        self.included = included
    }
}

extension Lowering {
    /// The included files' top levels, checked once: a fragment holds `constants`, `definitions`, `include` and
    /// `version`, and nothing of a layout.
    mutating func includedFragments() -> [LocatedMapping] {
        if let checked = reuse.checkedFragments { return checked }
        var fragments: [LocatedMapping] = []
        for file in reuse.included {
            guard let root = file.root else { continue }
            guard let fields = fields(root, Vocabulary.fragment, key: "include") else { continue }
            fragments.append(LocatedMapping(node: fields.node, pairs: fields.pairs))
        }
        reuse.checkedFragments = fragments
        return fragments
    }
}
