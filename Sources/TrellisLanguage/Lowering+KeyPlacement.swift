import TrellisCore
import TrellisModel
import TrellisSyntax

/// What an unknown key may be instead of a misspelling (`Grammar/Reference.md` §1): a key of the mapping one level
/// up or one level down, written at the wrong indentation, or a `UIEdgeInsets` edge in directional insets.
extension Lowering {
    /// The mapping a mapping is written in: its entries, and whether the mapping is the value of one of them
    /// (rather than an element of a sequence that is).
    struct Enclosing {
        var fields: Fields
        var isDirectValue: Bool
    }

    /// Remembers `fields` as the enclosing mapping of every mapping among its values, and in sequences among them.
    mutating func enclose(_ fields: Fields) {
        for pair in fields.pairs {
            if pair.value.mapping != nil {
                enclosingMappings[pair.value.range.start] = Enclosing(fields: fields, isDirectValue: true)
            } else if let items = pair.value.sequence {
                for item in items where item.mapping != nil {
                    enclosingMappings[item.range.start] = Enclosing(fields: fields, isDirectValue: false)
                }
            }
        }
    }

    /// `UIEdgeInsets` names its edges left and right; directional insets and edge spacing name them leading and
    /// trailing, which follow the writing direction.
    static let directionalEdgeWords = ["left": "leading", "right": "trailing"]

    /// The message and fix-it for `left` or `right` in directional insets or edge spacing; nil for other keys.
    func edgeWordHint(_ pair: SyntaxPair, in fields: Fields) -> (message: String, fixIt: FixIt?)? {
        guard
            fields.shape.definition == Vocabulary.edgeInsets.definition
                || fields.shape.definition == Vocabulary.edgeSpacingEdges.definition,
            let meant = Self.directionalEdgeWords[pair.key]
        else { return nil }
        let message =
            "unknown key '\(pair.key)' in \(fields.shape.noun)" + Suggestion.hint(meant)
            + " (directional edges are leading and trailing, which follow the writing direction; left and right are "
            + "UIEdgeInsets')"
        // Renaming onto a key the mapping states would write it twice.
        guard fields[meant] == nil else { return (message, nil) }
        return (message, FixIt(range: pair.keyRange, replacement: meant))
    }

    /// The message and fix-it for a key of the mapping one level up or one level down, when exactly one such
    /// mapping could hold it and does not already; nil otherwise.
    func placementHint(_ pair: SyntaxPair, in fields: Fields) -> (message: String, fixIt: FixIt?)? {
        let key = TerminalText.excerpt(pair.key)
        // One level up; an entry of `subitems` is a wrapper around its item or group, so its group is meant.
        var up = enclosingMappings[fields.node.range.start]
        if let wrapper = up, wrapper.fields.shape.definition == Vocabulary.subitem.definition {
            up = enclosingMappings[wrapper.fields.node.range.start].map {
                Enclosing(fields: $0.fields, isDirectValue: false)
            }
        }
        let upward = up.flatMap { $0.fields.shape.hasKey(pair.key) && $0.fields[pair.key] == nil ? $0 : nil }
        // One level down: a mapping this one states as a value.
        let downward = fields.pairs.compactMap { child -> (pair: SyntaxPair, fields: Fields)? in
            guard let shape = Self.shape(of: child, in: fields.shape), shape.hasKey(pair.key),
                let pairs = child.value.mapping, !pairs.contains(where: { $0.key == pair.key })
            else { return nil }
            return (child, Fields(shape: shape, node: child.value, pairs: pairs))
        }
        if let upward, downward.isEmpty {
            let parent = upward.fields
            return (
                "'\(key)' belongs on the \(parent.shape.noun), one level up, not in the \(fields.shape.noun)",
                upward.isDirectValue ? moveFixIt(pair, from: fields, toColumnOf: parent) : nil
            )
        }
        if upward == nil, downward.count == 1, let child = downward.first {
            return (
                "'\(key)' belongs in the \(child.fields.shape.noun) ('\(child.pair.key)'), one level down, not on the "
                    + "\(fields.shape.noun)",
                intoChildFixIt(pair, in: fields, child: child.pair, childFields: child.fields)
            )
        }
        return nil
    }

    /// The shape of the mapping a pair holds, when it holds one the vocabulary describes.
    static func shape(of pair: SyntaxPair, in shape: ObjectShape) -> ObjectShape? {
        guard let pairs = pair.value.mapping, let type = shape.key(pair.key)?.type else { return nil }
        switch type {
        case let .object(definition):
            return Vocabulary.all.first { $0.definition == definition }
        case .group:
            switch pairs.first(where: { $0.key == "custom" })?.value.scalar?.text {
            case nil: return Vocabulary.standardGroup
            case "masonry": return Vocabulary.masonryGroup
            case "flow": return Vocabulary.flowGroup
            default: return nil
            }
        case .insets: return Vocabulary.edgeInsets
        case .edgeSpacing: return Vocabulary.edgeSpacingEdges
        default: return nil
        }
    }

    /// Moving a pair to the enclosing mapping is one edit when the pair is the last of a block mapping, on a line of
    /// its own, and the enclosing mapping is in block style too: its indentation becomes the enclosing mapping's, and
    /// the nested block ends before it.
    private func moveFixIt(_ pair: SyntaxPair, from fields: Fields, toColumnOf parent: Fields) -> FixIt? {
        guard let last = fields.pairs.max(by: { $0.keyRange.start < $1.keyRange.start }),
            last.keyRange == pair.keyRange,
            let parentColumn = Self.blockKeyColumn(parent), Self.blockKeyColumn(fields) != nil
        else { return nil }
        return reindented(pair, to: parentColumn)
    }

    /// Moving a pair into the mapping of the pair just before it is one edit when that mapping is in block style and
    /// the pair is on a line of its own: it takes the mapping's indentation and becomes its last key.
    private func intoChildFixIt(_ pair: SyntaxPair, in fields: Fields, child: SyntaxPair, childFields: Fields)
        -> FixIt?
    {
        let before = fields.pairs.filter { $0.keyRange.start < pair.keyRange.start }
            .max { $0.keyRange.start < $1.keyRange.start }
        guard before?.keyRange == child.keyRange, Self.blockKeyColumn(fields) != nil,
            let childColumn = Self.blockKeyColumn(childFields)
        else { return nil }
        return reindented(pair, to: childColumn)
    }

    /// The column a block mapping's keys start at; nil for a flow mapping, or one whose keys are not all at one
    /// column (merged in from elsewhere, say).
    private static func blockKeyColumn(_ fields: Fields) -> Int? {
        let mapping = LocatedMapping(node: fields.node, pairs: fields.pairs)
        guard !mapping.isFlow, let first = fields.pairs.first?.keyRange.start.column,
            fields.pairs.allSatisfy({ $0.keyRange.start.column == first })
        else { return nil }
        return first
    }

    /// The pair's line with its indentation replaced, when the key starts the line and its value (a scalar, or a
    /// flow collection) ends on that line.
    private func reindented(_ pair: SyntaxPair, to column: Int) -> FixIt? {
        let line = pair.keyRange.start.line
        guard let text = source.line(line),
            text.unicodeScalars.prefix(pair.keyRange.start.column - 1).allSatisfy({ $0 == " " })
        else { return nil }
        let value = pair.value
        let end =
            value.scalar != nil
            ? (value.scalar?.style == .literal || value.scalar?.style == .folded ? nil : value.range.end)
            : source.positionAfterClosingBracket(of: value.range.start)
        guard let end, end.line == line, value.range.start.line == line else { return nil }
        return FixIt(
            range: SourceRange(
                start: SourcePosition(line: line, column: 1),
                end: SourcePosition(line: line, column: pair.keyRange.start.column)),
            replacement: String(repeating: " ", count: column - 1))
    }
}
