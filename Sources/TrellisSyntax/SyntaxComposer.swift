import CYaml
import TrellisCore

/// Composes `SyntaxNode`s straight from libyaml's parse events: each node gets its source range,
/// `<<` merge keys are resolved, duplicate keys are reported (and left out, so the rest of the file is
/// still checked), and the document is held to the node, depth and alias-expansion limits.
///
/// libyaml is the parser Yams wraps; composing from its events, rather than converting the tree Yams
/// composes, skips a whole intermediate tree — that tree cost more than lowering a file.
struct SyntaxComposer {
    /// Why a file cannot be composed: libyaml's error, or a limit.
    enum Failure: Error {
        /// A scanner, parser or composer error, with libyaml's context when it gives one.
        case syntax(problem: String, context: (text: String, position: SourcePosition)?, position: SourcePosition)
        /// A reader error at a byte offset.
        case reader(problem: String, byteOffset: Int)
        /// A limit, an undefined alias or a second document: reported as it is.
        case refused(rule: RuleID, message: String, position: SourcePosition)
    }

    /// What the document holds: its root (nil for an empty stream) and the problems found on the way.
    struct Composed {
        var root: SyntaxNode?
        var diagnostics: [Diagnostic]
        /// Whether a key was an alias or a collection: the text scan decides how such a key is refused.
        var hasUnusualKeys: Bool
    }

    private typealias Event = EventStream.Event

    private let source: SourceFile
    private let limits: InputLimits
    private var diagnostics: [Diagnostic] = []
    private var nodeCount = 0
    /// The bytes of scalar text (keys and values) composed so far, aliases expanded.
    private var expandedBytes = 0
    /// The deepest level reached so far, for the height of an anchored node.
    private var deepest = 0
    /// Each anchor's node, with how many nodes, levels and bytes of text it adds where an alias repeats it.
    private var anchors: [String: (node: SyntaxNode, size: Int, height: Int, bytes: Int)] = [:]
    /// Where the first alias is used: the place to blame for an alias bomb.
    private var firstAlias: SourcePosition?

    private var hasUnusualKeys = false

    private init(source: SourceFile, limits: InputLimits) {
        self.source = source
        self.limits = limits
    }

    /// Composes the one document of `bytes` (valid UTF-8, the text of `source`).
    static func compose(_ bytes: [UInt8], source: SourceFile, limits: InputLimits) throws(Failure) -> Composed {
        var composer = SyntaxComposer(source: source, limits: limits)
        // libyaml reads the buffer while parsing, so every event is taken inside the buffer's scope; an empty file
        // still needs an address.
        let input = bytes.isEmpty ? [0] : bytes
        let result: Result<SyntaxNode?, Failure> = input.withUnsafeBufferPointer { buffer in
            let events = EventStream(UnsafeBufferPointer(rebasing: buffer[..<bytes.count]))
            return Result { () throws(Failure) in try composer.document(events) }
        }
        let root = try result.get()
        return Composed(root: root, diagnostics: composer.diagnostics, hasUnusualKeys: composer.hasUnusualKeys)
    }

    private mutating func document(_ events: EventStream) throws(Failure) -> SyntaxNode? {
        _ = try events.next() // stream start
        let start = try events.next()
        guard case .documentStart = start.kind else { return nil } // an empty stream
        let root = try node(try events.next(), depth: 1, events: events)
        _ = try events.next() // document end
        let after = try events.next()
        if case .documentStart = after.kind {
            throw .refused(
                rule: .yamlSyntax, message: "a layout file holds one YAML document, but a second one starts here",
                position: try events.next().position)
        }
        return root
    }

    private mutating func node(_ event: Event, depth: Int, events: EventStream) throws(Failure) -> SyntaxNode {
        if case let .alias(name) = event.kind { return try alias(name, at: event.position, depth: depth) }
        nodeCount += 1
        if nodeCount > limits.maximumNodes {
            throw .refused(rule: .inputLimit, message: expansionMessage(), position: firstAlias ?? event.position)
        }
        if depth > limits.maximumDepth {
            throw .refused(
                rule: .inputLimit, message: "nesting is deeper than \(limits.maximumDepth) levels",
                position: event.position)
        }
        let outerDeepest = deepest
        let countBefore = nodeCount
        let bytesBefore = expandedBytes
        deepest = depth
        let composed: SyntaxNode
        let anchor: String?
        switch event.kind {
        case let .scalar(text, style, scalarAnchor, _):
            expandedBytes += text.utf8.count
            composed = Self.scalarNode(Scalar(text, style: style), event)
            anchor = scalarAnchor
        case let .sequenceStart(sequenceAnchor, isFlow):
            var items: [SyntaxNode] = []
            var end: Event
            while true {
                end = try events.next()
                if case .sequenceEnd = end.kind { break }
                items.append(try node(end, depth: depth + 1, events: events))
            }
            composed = SyntaxNode(
                .sequence(items), extent: Self.extent(from: event, to: end, isFlow: isFlow, last: items.last),
                pointsAtStart: true, isFlow: isFlow)
            anchor = sequenceAnchor
        case let .mappingStart(mappingAnchor, isFlow):
            let (pairs, end) = try pairs(depth: depth, events: events)
            composed = SyntaxNode(
                .mapping(pairs), extent: Self.extent(from: event, to: end, isFlow: isFlow, last: pairs.last?.value),
                pointsAtStart: true, isFlow: isFlow)
            anchor = mappingAnchor
        default:
            throw .syntax(problem: "unexpected event", context: nil, position: event.position)
        }
        if let anchor {
            anchors[anchor] = (composed, nodeCount - countBefore + 1, deepest - depth + 1, expandedBytes - bytesBefore)
        }
        deepest = max(outerDeepest, deepest)
        return composed
    }

    /// An alias repeats its anchor's node: it counts as every node the anchor holds, at this depth.
    private mutating func alias(_ name: String, at position: SourcePosition, depth: Int) throws(Failure) -> SyntaxNode {
        guard let anchored = anchors[name] else {
            throw .refused(
                rule: .yamlSyntax, message: "YAML syntax error: undefined alias '*\(TerminalText.excerpt(name))'",
                position: position)
        }
        if firstAlias == nil { firstAlias = position }
        nodeCount += anchored.size
        if nodeCount > limits.maximumNodes {
            throw .refused(rule: .inputLimit, message: expansionMessage(), position: firstAlias ?? position)
        }
        // The text an alias repeats counts again: it is blamed on the alias that passes the budget.
        expandedBytes += anchored.bytes
        if expandedBytes > limits.maximumExpandedBytes {
            throw .refused(
                rule: .inputLimit,
                message: "the document expands to more than \(limits.maximumExpandedBytes) bytes of text once its "
                    + "aliases are resolved",
                position: position)
        }
        let reached = depth + anchored.height - 1
        if reached > limits.maximumDepth {
            throw .refused(
                rule: .inputLimit, message: "nesting is deeper than \(limits.maximumDepth) levels", position: position)
        }
        deepest = max(deepest, reached)
        return anchored.node
    }

    /// A scalar spans its marks; a message about a block scalar points at its indicator (`|` or `>`).
    private static func scalarNode(_ scalar: Scalar, _ event: Event) -> SyntaxNode {
        // An empty scalar (`key:` with no value) still covers one column, where its value would be.
        let extent =
            event.end > event.position
            ? SourceRange(start: event.position, end: event.end) : SourceRange(start: event.position, length: 1)
        let isBlock = scalar.style == .literal || scalar.style == .folded
        return SyntaxNode(.scalar(scalar), extent: extent, pointsAtStart: isBlock)
    }

    /// A flow collection ends at its closing bracket (the end event's mark); a block collection's end event is
    /// marked where the next token starts, lines later past comments, so it ends with its last entry.
    private static func extent(from start: Event, to end: Event, isFlow: Bool, last: SyntaxNode?) -> SourceRange {
        if isFlow { return SourceRange(start: start.position, end: end.end) }
        return SourceRange(start: start.position, end: last?.extent.end ?? start.position.advanced(by: 1))
    }

    /// The pairs of a mapping up to its end event: keys are scalars, each stated once; `<<` merges in the keys it
    /// does not state itself.
    private mutating func pairs(depth: Int, events: EventStream) throws(Failure) -> ([SyntaxPair], end: Event) {
        var pairs: [SyntaxPair] = []
        var merged: [SyntaxPair] = []
        // Where each key was first written: a short list scanned in order, as most mappings hold a few keys, and a
        // dictionary beside it once a mapping grows, so time stays linear.
        var firstRanges: [(key: String, range: SourceRange)] = []
        var firstRangeByKey: [String: SourceRange] = [:]
        func firstRange(of key: String) -> SourceRange? {
            firstRanges.count <= 16 ? firstRanges.first { $0.key == key }?.range : firstRangeByKey[key]
        }
        var keyEvent: Event
        while true {
            keyEvent = try events.next()
            if case .mappingEnd = keyEvent.kind { break }
            let key = try key(keyEvent, depth: depth + 1, events: events)
            let value = try node(try events.next(), depth: depth + 1, events: events)
            if case .alias = keyEvent.kind { hasUnusualKeys = true }
            guard let keyScalar = key.scalar else {
                hasUnusualKeys = true
                diagnostics.append(
                    Diagnostic(
                        .error, .typeMismatch, "mapping keys must be plain scalars, found \(key.kindDescription)",
                        file: source.path, at: SourceRange(start: keyEvent.position, length: 1)))
                continue
            }
            let text = keyScalar.text
            // A plain key on one line, without an anchor or a tag (its start mark includes them), spans its text
            // already: counting its scalars again cost a hundredth of lint.
            var spansItsText: Bool {
                guard case let .scalar(_, style, anchor, tagged) = keyEvent.kind else { return false }
                return style == .plain && anchor == nil && !tagged && key.range.start.line == key.range.end.line
            }
            let named =
                spansItsText ? key.range : SourceRange(start: key.range.start, length: text.unicodeScalars.count)
            if let first = firstRange(of: text) {
                // The first occurrence stays; the later one is reported and left out.
                diagnostics.append(
                    Diagnostic(
                        .error, .duplicateKey,
                        "duplicate key '\(TerminalText.excerpt(text))'; a key may appear once in a mapping",
                        file: source.path, at: named,
                        notes: [DiagnosticNote("'\(TerminalText.excerpt(text))' is first set here", at: first)]))
                continue
            }
            firstRanges.append((text, named))
            if firstRanges.count == 17 {
                firstRangeByKey = Dictionary(
                    firstRanges.map { ($0.key, $0.range) }, uniquingKeysWith: { first, _ in first })
            } else if firstRanges.count > 17 {
                firstRangeByKey[text] = named
            }
            if text == "<<", keyScalar.isPlain {
                merged += mergedPairs(value)
                continue
            }
            pairs.append(SyntaxPair(key: text, keyRange: key.range, value: value))
        }
        guard !merged.isEmpty else { return (pairs, keyEvent) }
        // Merge keys (`<<: *base`) supply only the keys the mapping does not state itself.
        let stated = Set(pairs.map(\.key))
        var mergedKeys = Set<String>()
        for pair in merged where !stated.contains(pair.key) && mergedKeys.insert(pair.key).inserted {
            pairs.append(pair)
        }
        return (pairs, keyEvent)
    }

    /// A key: a scalar key is not a node of the document's budget (values are), anything else is composed to be
    /// reported.
    private mutating func key(_ event: Event, depth: Int, events: EventStream) throws(Failure) -> SyntaxNode {
        guard case let .scalar(text, style, anchor, _) = event.kind else {
            return try node(event, depth: depth, events: events)
        }
        expandedBytes += text.utf8.count
        let key = Self.scalarNode(Scalar(text, style: style), event)
        if let anchor { anchors[anchor] = (key, 1, 1, text.utf8.count) }
        return key
    }

    private mutating func mergedPairs(_ node: SyntaxNode) -> [SyntaxPair] {
        switch node.value {
        case let .mapping(pairs):
            return pairs
        case let .sequence(items):
            return items.flatMap { mergedPairs($0) }
        case .scalar:
            diagnostics.append(
                Diagnostic(
                    .error, .typeMismatch,
                    "a merge key `<<` takes a mapping or a sequence of mappings, found "
                        + node.kindDescription,
                    file: source.path, at: SourceRange(start: node.range.start, length: 1)))
            return []
        }
    }

    private func expansionMessage() -> String {
        "the document expands to more than \(limits.maximumNodes) nodes"
            + (firstAlias == nil ? "" : " once its aliases are resolved")
    }
}

/// libyaml's parse events, each copied into a Swift value and released at once.
final class EventStream {
    enum Kind {
        case streamStart, streamEnd, documentStart, documentEnd
        /// `tagged`: whether the scalar has a tag, which its start mark, like an anchor's, includes.
        case scalar(String, Scalar.Style, anchor: String?, tagged: Bool)
        case sequenceStart(anchor: String?, isFlow: Bool)
        case sequenceEnd
        case mappingStart(anchor: String?, isFlow: Bool)
        case mappingEnd
        case alias(String)
    }

    struct Event {
        var kind: Kind
        /// Where the event starts and ends (libyaml's marks are 0-based, columns in Unicode scalars).
        var position: SourcePosition
        var end: SourcePosition
    }

    // libyaml's parser stays at one address from set-up to deletion. Allocated rather than a stored property:
    // passing a property `&parser` checks exclusive access at run time on every event.
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)

    /// Reads `buffer`, which must outlive the stream.
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    func next() throws(SyntaxComposer.Failure) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
        defer { yaml_event_delete(&event) }
        let marked = { (kind: Kind) in
            Event(kind: kind, position: Self.position(event.start_mark), end: Self.position(event.end_mark))
        }
        switch event.type {
        case YAML_STREAM_START_EVENT: return marked(.streamStart)
        case YAML_STREAM_END_EVENT: return marked(.streamEnd)
        case YAML_DOCUMENT_START_EVENT: return marked(.documentStart)
        case YAML_DOCUMENT_END_EVENT: return marked(.documentEnd)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return marked(
                .scalar(text, Self.style(scalar.style), anchor: Self.text(scalar.anchor), tagged: scalar.tag != nil))
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            return marked(
                .sequenceStart(anchor: Self.text(start.anchor), isFlow: start.style == YAML_FLOW_SEQUENCE_STYLE))
        case YAML_SEQUENCE_END_EVENT: return marked(.sequenceEnd)
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            return marked(
                .mappingStart(anchor: Self.text(start.anchor), isFlow: start.style == YAML_FLOW_MAPPING_STYLE))
        case YAML_MAPPING_END_EVENT: return marked(.mappingEnd)
        case YAML_ALIAS_EVENT: return marked(.alias(Self.text(event.data.alias.anchor) ?? ""))
        default: return marked(.streamEnd)
        }
    }

    private func failure() -> SyntaxComposer.Failure {
        let parser = parser.pointee
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML could not be read"
        if parser.error == YAML_READER_ERROR {
            return .reader(problem: problem, byteOffset: parser.problem_offset)
        }
        let context = parser.context.map { (String(cString: $0), Self.position(parser.context_mark)) }
        return .syntax(problem: problem, context: context, position: Self.position(parser.problem_mark))
    }

    private static func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: mark.line + 1, column: mark.column + 1)
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
