import TrellisCore
import Yams

/// Converts a Yams node tree to `SyntaxNode`s, giving each node a source range, resolving
/// `<<` merge keys, and holding the document to the depth and alias-expansion limits.
struct SyntaxConverter {
    struct LimitExceeded: Error {
        var rule: RuleID
        var message: String
        var position: SourcePosition
    }

    let source: SourceFile
    let limits: InputLimits
    /// Where duplicate keys stood; the loader renamed them so that the rest of the file could be
    /// read, and they are left out of the tree (their duplicate_key error is already reported).
    var duplicateKeyPositions: Set<SourcePosition> = []
    private(set) var diagnostics: [Diagnostic] = []
    private var nodeCount = 0
    private var seenAnchors = Set<String>()
    /// The scalars of the line the last scalar was on: columns index it directly, so a line holding thousands of
    /// values is not rescanned from its start for each (that was quadratic in the line's length).
    private var cachedLine: (number: Int, scalars: [Unicode.Scalar]) = (0, [])

    init(source: SourceFile, limits: InputLimits) {
        self.source = source
        self.limits = limits
    }

    mutating func convert(_ node: Node, depth: Int) throws -> SyntaxNode {
        let position = node.mark.map(YAMLLoader.position) ?? .start
        nodeCount += 1
        if nodeCount > limits.maximumNodes {
            throw LimitExceeded(rule: .inputLimit, message: expansionMessage(), position: aliasPosition() ?? position)
        }
        if depth > limits.maximumDepth {
            throw LimitExceeded(
                rule: .inputLimit, message: "nesting is deeper than \(limits.maximumDepth) levels", position: position)
        }
        switch node {
        case let .scalar(scalar):
            if let anchor = scalar.anchor?.rawValue { seenAnchors.insert(anchor) }
            let converted = Scalar(scalar.string, style: Self.style(scalar.style))
            return SyntaxNode(.scalar(converted), range: scalarRange(converted, at: position))
        case let .sequence(sequence):
            if let anchor = sequence.anchor?.rawValue { seenAnchors.insert(anchor) }
            var items: [SyntaxNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(try convert(item, depth: depth + 1)) }
            return SyntaxNode(.sequence(items), range: SourceRange(start: position, length: 1))
        case let .mapping(mapping):
            if let anchor = mapping.anchor?.rawValue { seenAnchors.insert(anchor) }
            var pairs: [SyntaxPair] = []
            var merged: [SyntaxPair] = []
            for (key, value) in mapping {
                let keyPosition = key.mark.map(YAMLLoader.position) ?? position
                guard case let .scalar(keyScalar) = key else {
                    diagnostics.append(
                        Diagnostic(
                            .error, .typeMismatch, "mapping keys must be plain scalars, found \(key.kindName)",
                            file: source.path, at: SourceRange(start: keyPosition, length: 1)))
                    continue
                }
                if duplicateKeyPositions.contains(keyPosition) { continue }
                if keyScalar.string == "<<", keyScalar.style == .plain {
                    merged += try mergedPairs(value, depth: depth + 1)
                    continue
                }
                let keyRange = scalarRange(
                    Scalar(keyScalar.string, style: Self.style(keyScalar.style)), at: keyPosition)
                pairs.append(
                    SyntaxPair(key: keyScalar.string, keyRange: keyRange, value: try convert(value, depth: depth + 1)))
            }
            guard !merged.isEmpty else {
                return SyntaxNode(.mapping(pairs), range: SourceRange(start: position, length: 1))
            }
            // Merge keys (`<<: *base`) supply only the keys the mapping does not state itself.
            let stated = Set(pairs.map(\.key))
            var mergedKeys = Set<String>()
            for pair in merged where !stated.contains(pair.key) && mergedKeys.insert(pair.key).inserted {
                pairs.append(pair)
            }
            return SyntaxNode(.mapping(pairs), range: SourceRange(start: position, length: 1))
        case let .alias(alias):
            // Yams resolves aliases while composing; an unresolved one is an undefined anchor.
            throw LimitExceeded(
                rule: .yamlSyntax, message: "YAML syntax error: undefined alias '*\(alias.anchor.rawValue)'",
                position: position)
        }
    }

    private mutating func mergedPairs(_ node: Node, depth: Int) throws -> [SyntaxPair] {
        switch node {
        case .mapping:
            return try convert(node, depth: depth).mapping ?? []
        case let .sequence(sequence):
            var pairs: [SyntaxPair] = []
            for item in sequence { pairs += try mergedPairs(item, depth: depth + 1) }
            return pairs
        default:
            let position = node.mark.map(YAMLLoader.position) ?? .start
            diagnostics.append(
                Diagnostic(
                    .error, .typeMismatch,
                    "a merge key `<<` takes a mapping or a sequence of mappings, found \(node.kindName)",
                    file: source.path, at: SourceRange(start: position, length: 1)))
            return []
        }
    }

    private func expansionMessage() -> String {
        "the document expands to more than \(limits.maximumNodes) nodes"
            + (seenAnchors.isEmpty ? "" : " once its aliases are resolved")
    }

    /// Where the first alias of an anchor is used: the place to blame for an alias bomb.
    private func aliasPosition() -> SourcePosition? {
        for (index, line) in source.lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            for (column, scalar) in scalars.enumerated() where scalar == "*" {
                let name = String(
                    String.UnicodeScalarView(scalars[(column + 1)...].prefix { !" ,]}\r".unicodeScalars.contains($0) }))
                if seenAnchors.contains(name) { return SourcePosition(line: index + 1, column: column + 1) }
            }
        }
        return nil
    }

    /// The span a scalar covers in the source: its text as written, quotes included, on one line.
    private mutating func scalarRange(_ scalar: Scalar, at start: SourcePosition) -> SourceRange {
        if cachedLine.number != start.line {
            guard let line = source.line(start.line) else { return SourceRange(start: start, length: 1) }
            cachedLine = (start.line, Array(line.unicodeScalars))
        }
        let rest = cachedLine.scalars.dropFirst(start.column - 1)
        switch scalar.style {
        case .plain:
            if !scalar.text.utf8.contains(UInt8(ascii: "\n")), rest.starts(with: scalar.text.unicodeScalars) {
                return SourceRange(start: start, length: scalar.text.unicodeScalars.count)
            }
            return SourceRange(start: start, length: Self.trimmedLength(rest))
        case .singleQuoted, .doubleQuoted:
            let quote: Unicode.Scalar = scalar.style == .singleQuoted ? "'" : "\""
            var escaped = false
            for (offset, character) in rest.enumerated().dropFirst() {
                if escaped { escaped = false; continue }
                if character == "\\", quote == "\"" { escaped = true; continue }
                if character == quote { return SourceRange(start: start, length: offset + 1) }
            }
            return SourceRange(start: start, length: rest.count)
        case .literal, .folded:
            return SourceRange(start: start, length: 1)
        }
    }

    /// The length of `text` up to a comment or the end, without trailing blanks.
    private static func trimmedLength(_ text: ArraySlice<Unicode.Scalar>) -> Int {
        var length = 0
        var lastNonBlank = 0
        var previous: Unicode.Scalar = " "
        for scalar in text {
            if scalar == "#", previous == " " || previous == "\t" { break }
            length += 1
            if scalar != " ", scalar != "\t", scalar != "\r" { lastNonBlank = length }
            previous = scalar
        }
        return lastNonBlank
    }

    private static func style(_ style: Node.Scalar.Style) -> Scalar.Style {
        switch style {
        case .singleQuoted: return .singleQuoted
        case .doubleQuoted: return .doubleQuoted
        case .literal: return .literal
        case .folded: return .folded
        case .any, .plain: return .plain
        }
    }
}

private extension Node {
    var kindName: String {
        switch self {
        case .scalar: return "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .alias: return "an alias"
        }
    }
}
