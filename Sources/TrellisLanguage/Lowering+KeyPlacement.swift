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

    /// What the placement of a key needs to know of a mapping, found once per mapping.
    struct KeySummary {
        var stated: Set<String>
        /// The column every key starts at, for a block mapping whose keys are written in order at one column (none
        /// merged in from elsewhere); nil otherwise.
        var blockColumn: Int?
    }

    /// The mappings around a mapping with unknown keys: the one it is written in and those it holds. Found once per
    /// mapping, at its first unknown key, so the time stays linear in the number of keys however many are unknown.
    struct Neighbours {
        var summary: KeySummary
        var up: (fields: Fields, summary: KeySummary, isDirectValue: Bool)?
        var down: [(pair: SyntaxPair, fields: Fields, summary: KeySummary)]
    }

    /// The mappings met so far, each indexed by where it starts when an unknown key first needs it, so a file
    /// without one never builds the index.
    struct KeyPlacementIndex {
        /// The mappings met so far, in order; `enclosingMappings` indexes the first `indexed` of them.
        private var enclosures: [Fields] = []
        private var indexed = 0
        /// The mapping each mapping indexed so far is written in, by where it starts, so that an unknown key can be
        /// recognised as one that belongs a level up.
        private var enclosingMappings: [SourcePosition: Enclosing] = [:]
        /// `KeySummary` of each mapping summarised so far, by where it starts.
        private var keySummaries: [SourcePosition: KeySummary] = [:]

        /// Remembers `fields` as the enclosing mapping of every mapping among its values, and in sequences among
        /// them.
        mutating func enclose(_ fields: Fields) { enclosures.append(fields) }

        /// Brings `enclosingMappings` up to date with the mappings met so far, in the order they were met.
        private mutating func indexEnclosures() {
            for fields in enclosures[indexed...] { index(fields) }
            indexed = enclosures.count
        }

        private mutating func index(_ fields: Fields) {
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

        /// A mapping's summary, memoized: a mapping that encloses many others is summarised once.
        private mutating func summary(of fields: Fields) -> KeySummary {
            if let known = keySummaries[fields.node.range.start] { return known }
            let mapping = LocatedMapping(node: fields.node, pairs: fields.pairs)
            let column = fields.pairs.first?.keyRange.start.column
            let inOrder = zip(fields.pairs, fields.pairs.dropFirst()).allSatisfy {
                $0.keyRange.start < $1.keyRange.start && $1.keyRange.start.column == column
            }
            let summary = KeySummary(
                stated: Set(fields.pairs.map(\.key)), blockColumn: !mapping.isFlow && inOrder ? column : nil)
            keySummaries[fields.node.range.start] = summary
            return summary
        }

        mutating func neighbours(of fields: Fields) -> Neighbours {
            indexEnclosures()
            // One level up; an entry of `subitems` is a wrapper around its item or group, so its group is meant.
            var up = enclosingMappings[fields.node.range.start]
            if let wrapper = up, wrapper.fields.shape.definition == Vocabulary.subitem.definition {
                up = enclosingMappings[wrapper.fields.node.range.start].map {
                    Enclosing(fields: $0.fields, isDirectValue: false)
                }
            }
            var down: [(pair: SyntaxPair, fields: Fields, summary: KeySummary)] = []
            // Only pairs with a known key hold a mapping of a known shape: at most one per key of the shape.
            for pair in fields.pairs {
                guard let shape = Lowering.shape(of: pair, in: fields.shape), let pairs = pair.value.mapping else {
                    continue
                }
                let child = Fields(shape: shape, node: pair.value, pairs: pairs)
                down.append((pair, child, summary(of: child)))
            }
            return Neighbours(
                summary: summary(of: fields), up: up.map { ($0.fields, summary(of: $0.fields), $0.isDirectValue) },
                down: down)
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
        // Renaming onto a key the mapping states would write it twice (a mapping holds each key once, so this runs
        // at most twice per mapping).
        guard fields[meant] == nil else { return (message, nil) }
        return (message, FixIt(range: pair.keyRange, replacement: meant))
    }

    /// The message and fix-it for the unknown key at `index` of `fields` when it is a key of the mapping one level
    /// up or one level down, and exactly one such mapping could hold it and does not already; nil otherwise.
    mutating func placementHint(_ index: Int, in fields: Fields, _ found: inout Neighbours?)
        -> (message: String, fixIt: FixIt?)?
    {
        let pair = fields.pairs[index]
        let around = found ?? placements.neighbours(of: fields)
        found = around
        let key = TerminalText.excerpt(pair.key)
        let upward = around.up.flatMap {
            $0.fields.shape.hasKey(pair.key) && !$0.summary.stated.contains(pair.key) ? $0 : nil
        }
        let downward = around.down.filter { $0.fields.shape.hasKey(pair.key) && !$0.summary.stated.contains(pair.key) }
        if let upward, downward.isEmpty {
            // Moving the pair up is one edit when it is the last of its block mapping, whose block then ends before
            // it, and the mapping above is a block mapping too: the line takes that mapping's indentation.
            let column = upward.summary.blockColumn
            let movable =
                upward.isDirectValue && index == fields.pairs.count - 1 && around.summary.blockColumn != nil
            return (
                "'\(key)' belongs on the \(upward.fields.shape.noun), one level up, not in the \(fields.shape.noun)",
                movable ? column.flatMap { reindented(pair, to: $0) } : nil
            )
        }
        if upward == nil, downward.count == 1, let child = downward.first {
            // Moving the pair down is one edit when it follows the block mapping it belongs in: the line takes that
            // mapping's indentation and becomes its last key.
            let movable =
                index > 0 && fields.pairs[index - 1].keyRange == child.pair.keyRange
                && around.summary.blockColumn != nil
            return (
                "'\(key)' belongs in the \(child.fields.shape.noun) ('\(child.pair.key)'), one level down, not on the "
                    + "\(fields.shape.noun)",
                movable ? child.summary.blockColumn.flatMap { reindented(pair, to: $0) } : nil
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

    /// The pair's line with its indentation replaced, when the key starts the line and its value (a scalar, or a
    /// flow collection) ends on that line.
    private func reindented(_ pair: SyntaxPair, to column: Int) -> FixIt? {
        let line = pair.keyRange.start.line
        guard let text = text(of: pair.keyRange.file)?.line(line),
            text.unicodeScalars.prefix(pair.keyRange.start.column - 1).allSatisfy({ $0 == " " })
        else { return nil }
        let value = pair.value
        // A block scalar or block collection runs onto later lines; a flow collection may end on this one.
        let isBlockScalar = value.scalar?.style == .literal || value.scalar?.style == .folded
        let end = value.extent.end
        guard !isBlockScalar, value.scalar != nil || value.isFlow, end.line == line, value.range.start.line == line
        else { return nil }
        return FixIt(
            range: SourceRange(
                start: pair.keyRange.start.at(line: line, column: 1), end: pair.keyRange.start),
            replacement: String(repeating: " ", count: column - 1))
    }
}
