import TrellisCore
import TrellisModel
import TrellisSyntax

/// Stage 2, lower: a located syntax tree -> the typed `LayoutDocument`.
///
/// Lowering is also where every structural problem is found: it reads the whole file,
/// reports each problem at the offending key or value and keeps going, so one run shows
/// them all. It yields a document only when no error was found; later stages may assume
/// a valid model.
public struct Lowering {
    /// What lowering made of a file: the document and its source map when the file has no
    /// error, and every diagnostic.
    public struct LoweredFile: Sendable {
        public var document: LayoutDocument?
        public var diagnostics: [Diagnostic]
        /// Where each model node was written; nil when the document is.
        public var sourceMap: LocatedDocument?

        public init(document: LayoutDocument?, diagnostics: [Diagnostic], sourceMap: LocatedDocument? = nil) {
            self.document = document
            self.diagnostics = diagnostics
            self.sourceMap = sourceMap
        }
    }

    let source: SourceFile
    var file: String { source.path }
    private(set) var diagnostics: [Diagnostic] = []
    /// The axes along which the group being lowered self-sizes (its size there is estimated), so a
    /// bare number in one of its subitems is offered `estimated(n)`, not `absolute(n)`.
    var selfSizingAxes: Set<Axis> = []

    init(source: SourceFile) {
        self.source = source
    }

    public static func lower(_ syntax: SyntaxDocument) -> LoweredFile {
        var lowering = Lowering(source: syntax.source)
        let lowered = lowering.document(syntax.root)
        let diagnostics = lowering.diagnostics.sortedForReporting()
        guard !diagnostics.hasErrors, let document = lowered else {
            return LoweredFile(document: nil, diagnostics: diagnostics)
        }
        return LoweredFile(
            document: document, diagnostics: diagnostics,
            sourceMap: LocatedDocument(document: document, syntax: syntax))
    }

    // MARK: - Reporting

    mutating func error(
        _ rule: RuleID, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) {
        diagnostics.append(Diagnostic(.error, rule, message, file: file, at: range, notes: notes, fixIt: fixIt))
    }

    /// "expected a number, found the string \"44\"".
    mutating func typeMismatch(_ node: SyntaxNode, expected: String, for key: String?) {
        let subject = key.map { " for '\($0)'" } ?? ""
        error(
            .typeMismatch, "expected \(expected)\(subject), found \(node.kindDescription)", at: node.range,
            fixIt: soleElementFixIt(node))
    }

    /// `[8]` where `8` belongs: the one repair is the element itself, written as it was. Only for a flow
    /// sequence on one line whose element is not itself a sequence.
    private func soleElementFixIt(_ node: SyntaxNode) -> FixIt? {
        guard case let .sequence(items) = node.value, items.count == 1, items[0].sequence == nil,
            let end = source.positionAfterClosingBracket(of: node.range.start), end.line == node.range.start.line,
            let line = source.line(end.line)
        else { return nil }
        let inner = line.unicodeScalars.dropFirst(node.range.start.column).prefix(
            end.column - node.range.start.column - 2)
        let element = String(String.UnicodeScalarView(inner)).trimmingSpaces
        guard !element.isEmpty else { return nil }
        return FixIt(range: SourceRange(start: node.range.start, end: end), replacement: element)
    }

    // MARK: - Mappings

    /// The entries of a mapping, checked against its shape: unknown keys are reported with
    /// a "did you mean" suggestion and a fix-it.
    struct Fields {
        let shape: ObjectShape
        let node: SyntaxNode
        let pairs: [SyntaxPair]

        subscript(key: String) -> SyntaxNode? { pairs.first { $0.key == key }?.value }

        func pair(_ key: String) -> SyntaxPair? { pairs.first { $0.key == key } }

        var statedKeys: Set<String> { Set(pairs.map(\.key)) }
    }

    mutating func fields(
        _ node: SyntaxNode, _ shape: ObjectShape, key: String? = nil, forbidden: [String: String] = [:]
    ) -> Fields? {
        guard let pairs = node.mapping else {
            typeMismatch(node, expected: "a mapping (\(shape.noun))", for: key)
            return nil
        }
        // The known keys not stated yet, once and only for an unknown key: a suggestion is one of them (linear in
        // the mapping's size).
        var unstatedKeys: [String]?
        for pair in pairs where !shape.hasKey(pair.key) {
            if let reason = forbidden[pair.key] {
                error(.unknownKey, "'\(pair.key)' cannot appear in a \(shape.noun): \(reason)", at: pair.keyRange)
                continue
            }
            let unstated =
                unstatedKeys
                ?? {
                    let stated = Set(pairs.map(\.key)); return shape.keyNames.filter { !stated.contains($0) }
                }()
            unstatedKeys = unstated
            let suggestion = Suggestion.closest(to: pair.key, in: unstated)
            var message = "unknown key '\(pair.key)' in \(shape.noun)"
            if let suggestion {
                message += Suggestion.hint(suggestion)
            } else {
                message += " (known keys: \(shape.keyNames.joined(separator: ", ")))"
            }
            error(
                .unknownKey, message, at: pair.keyRange,
                fixIt: suggestion.map { FixIt(range: pair.keyRange, replacement: $0) })
        }
        return Fields(shape: shape, node: node, pairs: pairs)
    }

    /// The value of a required key, or a `missing_key` error at the mapping.
    mutating func require(_ fields: Fields, _ key: String) -> SyntaxNode? {
        if let value = fields[key] { return value }
        // A misspelling of the missing key is the likely cause: point at it.
        let misspelled = fields.pairs.first {
            $0.key != key && !fields.shape.hasKey($0.key) && Suggestion.closest(to: $0.key, in: [key]) != nil
        }
        error(
            .missingKey, "\(fields.shape.noun) is missing the required key '\(key)'", at: fields.node.range,
            notes: misspelled.map { [DiagnosticNote("'\($0.key)' may be a misspelling of '\(key)'", at: $0.keyRange)] }
                ?? [])
        return nil
    }

    /// Reports when more than one of `keys` is stated; returns the stated ones.
    mutating func exclusive(_ fields: Fields, _ keys: [String], reason: String) -> [String] {
        // In file order, so the error lands on the key written second.
        let stated = keys.compactMap { fields.pair($0) }.sorted { $0.keyRange < $1.keyRange }.map(\.key)
        if stated.count > 1, let second = fields.pair(stated[1]), let first = fields.pair(stated[0]) {
            error(
                .invalidValue,
                "'\(stated[0])' and '\(stated[1])' cannot both appear in a \(fields.shape.noun): \(reason)",
                at: second.keyRange, notes: [DiagnosticNote("'\(stated[0])' is stated here", at: first.keyRange)])
        }
        return stated
    }

    /// Reads a sequence, element by element; nil when the node is not a sequence.
    mutating func sequence<T>(
        _ node: SyntaxNode, key: String, of noun: String, _ read: (inout Lowering, SyntaxNode) -> T?
    ) -> [T]? {
        guard let items = node.sequence else {
            typeMismatch(node, expected: "a sequence of \(noun)", for: key)
            return nil
        }
        return items.compactMap { read(&self, $0) }
    }
}
