import TrellisCore
import TrellisModel
import TrellisSyntax

/// Stage 2, lower: a located syntax tree -> the typed `LayoutDocument`.
///
/// Lowering is also where every structural problem is found: it reads the whole file,
/// reports each problem at the offending key or value and keeps going, so one run shows
/// them all. It yields a document only when no error was found; later stages may assume
/// a valid model. Each section layout is lowered on its own, so a file with errors inside
/// some section layouts still yields the rest of it, for lint alone (`LoweredFile.partial`).
package struct Lowering {
    /// What lowering made of a file: the document and its source map when the file has no
    /// error, what of it lowered when it has some, and every diagnostic.
    package struct LoweredFile: Sendable {
        package var document: LayoutDocument?
        package var diagnostics: [Diagnostic]
        /// Where each model node was written; nil when the document is.
        package var sourceMap: LocatedDocument?
        /// When the file has errors: what of it lowered, so that one error does not hide the feedback on the rest.
        /// Lowering recovers per key: an unknown key is ignored, a value that does not read is left to its key's
        /// default, an entry of a list that does not lower is left out, a missing or unreadable `layout` name stands
        /// in as the file's name makes it; each such error is one of its `standIns`. A section entry that does not
        /// lower at all (a required key missing), or whose name or indexes clash with another's, or in which the
        /// loader `reported` an error, is one of its `omittedSections`. Nil when the file has no error (`document`
        /// is whole), when no section layout lowered, when a loader error lies outside the section entries, or past an
        /// input limit.
        /// Lint checks it; `frames` and `render` lay it out when no entry is omitted, saying which parts stand in.
        package var partial: LocatedDocument?
        /// Where each version 2 definition is written, by name: its key, in whichever file of the check defines it
        /// (`SourcePosition.file`), as `use:` finds it. What the editor goes to from a `use:`.
        package var definitionSites: [String: SourceRange] = [:]

        package init(
            document: LayoutDocument?, diagnostics: [Diagnostic], sourceMap: LocatedDocument? = nil,
            partial: LocatedDocument? = nil
        ) {
            self.document = document
            self.diagnostics = diagnostics
            self.sourceMap = sourceMap
            self.partial = partial
        }
    }

    let source: SourceFile
    var file: String { source.path }
    var diagnostics = DiagnosticSink()
    /// The mappings met so far, for placing an unknown key (`Lowering+KeyPlacement.swift`).
    var placements = KeyPlacementIndex()
    /// The language version and the file's constants, for reading numbers and conditions.
    var expressions = ExpressionContext()
    /// The included files and the definitions' sites (`Lowering+Reuse.swift`).
    var reuse: ReuseState
    /// Where each content and preview section was written (`SourceRecord.swift`).
    var recorder = SourceRecorder()

    private init(source: SourceFile, included: [IncludedFile]) {
        self.source = source
        reuse = ReuseState(included: included)
    }

    /// Lowers a loaded file. `reported`: what the loader found in it (duplicate keys, keys that are not scalars),
    /// so that the section layouts those problems lie in are left out of the partial document too.
    /// `included`: the files the document's `include:` names (version 2), loaded by the caller with their
    /// positions in their own files of the check (`SyntaxNode.inFile(_:)`).
    package static func lower(
        _ written: SyntaxDocument, reported: [Diagnostic] = [], included: [IncludedFile] = []
    ) -> LoweredFile {
        var lowering = Lowering(source: written.source, included: included)
        // Every stage after this one reads the file with its `use:` expanded (version 2).
        let syntax = lowering.expandingUses(written)
        let lowered = lowering.document(syntax.root)
        let diagnostics = lowering.diagnostics.reported.sortedForReporting()
        var file = file(lowered, syntax: syntax, diagnostics: diagnostics, reported: reported)
        file.definitionSites = lowering.reuse.definitionSites
        return file
    }

    private static func file(
        _ lowered: LoweredDocument?, syntax: SyntaxDocument, diagnostics: [Diagnostic], reported: [Diagnostic]
    ) -> LoweredFile {
        guard let lowered else { return LoweredFile(document: nil, diagnostics: diagnostics) }
        if !diagnostics.hasErrors, lowered.omitted.isEmpty {
            let whole = LocatedDocument(
                document: lowered.document, syntax: syntax, sectionRecords: lowered.sectionRecords,
                configuration: lowered.configurationRecord, preview: lowered.previewNodes, omitted: [])
            guard reported.hasErrors else {
                return LoweredFile(document: lowered.document, diagnostics: diagnostics, sourceMap: whole)
            }
            return LoweredFile(
                document: lowered.document, diagnostics: diagnostics, sourceMap: whole,
                partial: partial(lowered, syntax: syntax, diagnostics: diagnostics, reported: reported))
        }
        return LoweredFile(
            document: nil, diagnostics: diagnostics,
            partial: partial(lowered, syntax: syntax, diagnostics: diagnostics, reported: reported))
    }

    /// The lowered part of a file with errors (`LoweredFile.partial`): without the entries that did not lower or
    /// clash, nor those the loader's errors lie in; nil when a loader error lies outside every entry, when no entry
    /// is left, or past an input limit.
    private static func partial(
        _ lowered: LoweredDocument, syntax: SyntaxDocument, diagnostics: [Diagnostic], reported: [Diagnostic]
    ) -> LocatedDocument? {
        // Past an input limit lowering stopped reading: what it made is not the file's.
        guard !diagnostics.contains(where: { $0.rule == .inputLimit }) else { return nil }
        let errors = reported.filter { $0.severity == .error }
        var kept = zip(lowered.document.sections, zip(lowered.sectionNodes, lowered.sectionRecords)).map {
            ($0, $1.0, $1.1)
        }
        var omitted = lowered.omitted
        if !errors.isEmpty {
            // Placed by position: an entry spans from its start to the next entry's, the last to the next top-level
            // key. Entries that are aliases start where their anchor does, out of order: nothing is placed then.
            guard let root = syntax.root?.mapping, let index = root.firstIndex(where: { $0.key == "sections" }),
                let entries = root[index].value.sequence,
                zip(entries, entries.dropFirst()).allSatisfy({ $0.range.start < $1.range.start })
            else { return nil }
            let sectionsKey = root[index].keyRange.start
            let end = root.map(\.keyRange.start).filter { $0 > sectionsKey }.min()
            var hit = Set<Int>()
            for error in errors {
                let position = error.range.start
                guard let first = entries.first, first.range.start <= position, end.map({ position < $0 }) ?? true
                else { return nil }
                // The last entry starting at or before the position, by bisection: the entries are in order.
                hit.insert(entries.partitioningIndex { $0.range.start > position } - 1)
            }
            let hitStarts = Set(hit.map { entries[$0].range.start })
            omitted += kept.filter { hitStarts.contains($0.1.range.start) }.map(\.1)
            kept.removeAll { hitStarts.contains($0.1.range.start) }
        }
        guard let sections = NonEmpty(kept.map(\.0)) else { return nil }
        var document = lowered.document
        document.sections = sections
        // Lowering's errors outside the entries left out: it recovered from each. The entries are disjoint and sorted,
        // so the one that may hold an error is found by bisection (a file of thousands of errors stays linear).
        omitted.sort { $0.extent.start < $1.extent.start }
        let standIns = diagnostics.filter { diagnostic in
            let position = diagnostic.range.start
            guard diagnostic.severity == .error else { return false }
            let after = omitted.partitioningIndex { $0.extent.start > position }
            return after == 0 || position >= omitted[after - 1].extent.end
        }
        return LocatedDocument(
            document: document, syntax: syntax, sectionRecords: kept.map(\.2),
            configuration: lowered.configurationRecord, preview: lowered.previewNodes, omitted: omitted,
            standIns: standIns)
    }

    // MARK: - Reporting

    mutating func error(
        _ rule: RuleID, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) {
        diagnostics.report(Diagnostic(.error, rule, message, file: file, at: range, notes: notes, fixIt: fixIt))
    }

    /// "expected a number, found the string \"44\"".
    mutating func typeMismatch(_ node: SyntaxNode, expected: String, for key: String?) {
        let subject = key.map { " for '\($0)'" } ?? ""
        error(
            .typeMismatch, "expected \(expected)\(subject), found \(node.kindDescription)", at: node.range,
            fixIt: soleElementFixIt(node))
    }

    /// The text of file `file` of the check (`SourcePosition.file`): the document's, or an included file's.
    func text(of file: Int) -> SourceFile? {
        file == 0 ? source : reuse.included.indices.contains(file - 1) ? reuse.included[file - 1].source : nil
    }

    /// `[8]` where `8` belongs: the one repair is the element itself, written as it was. Only for a flow
    /// sequence on one line whose element is not itself a sequence.
    private func soleElementFixIt(_ node: SyntaxNode) -> FixIt? {
        guard case let .sequence(items) = node.value, items.count == 1, items[0].sequence == nil,
            node.isFlow, node.extent.end.line == node.range.start.line,
            let line = text(of: node.range.file)?.line(node.range.start.line)
        else { return nil }
        let end = node.extent.end
        let inner = line.unicodeScalars.dropFirst(node.range.start.column).prefix(
            end.column - node.range.start.column - 2)
        let element = String(String.UnicodeScalarView(inner)).trimmingSpaces
        guard !element.isEmpty else { return nil }
        return FixIt(range: SourceRange(start: node.range.start, end: end), replacement: element)
    }

    // MARK: - Mappings

    /// The entries of a mapping, checked against its shape: unknown keys are reported with
    /// a "did you mean" suggestion and a fix-it, or as belonging one level up or down.
    struct Fields {
        let shape: ObjectShape
        let node: SyntaxNode
        let pairs: [SyntaxPair]

        subscript(key: String) -> SyntaxNode? { pairs.value(ofKey: key) }

        func pair(_ key: String) -> SyntaxPair? { pairs.pair(ofKey: key) }

        var statedKeys: Set<String> { Set(pairs.map(\.key)) }
    }

    mutating func fields(
        _ node: SyntaxNode, _ shape: ObjectShape, key: String? = nil, forbidden: [String: String] = [:]
    ) -> Fields? {
        guard let pairs = node.mapping else {
            typeMismatch(node, expected: "a mapping (\(shape.noun))", for: key)
            return nil
        }
        let fields = Fields(shape: shape, node: node, pairs: pairs)
        placements.enclose(fields)
        // The known keys not stated yet, once and only for an unknown key: a suggestion is one of them (linear in
        // the mapping's size).
        var unstatedKeys: [String]?
        // The mappings around this one, once and only for an unknown key.
        var neighbours: Neighbours?
        for (index, pair) in pairs.enumerated() where !shape.hasKey(pair.key) {
            if forbidden[pair.key] == nil,
                let hint = edgeWordHint(pair, in: fields) ?? placementHint(index, in: fields, &neighbours)
            {
                error(.unknownKey, hint.message, at: pair.keyRange, fixIt: hint.fixIt)
                continue
            }
            if let reason = forbidden[pair.key] {
                error(
                    .unknownKey, "'\(TerminalText.excerpt(pair.key))' cannot appear in a \(shape.noun): \(reason)",
                    at: pair.keyRange)
                continue
            }
            let unstated =
                unstatedKeys
                ?? {
                    let stated = Set(pairs.map(\.key)); return shape.keyNames.filter { !stated.contains($0) }
                }()
            unstatedKeys = unstated
            let suggestion = Suggestion.closest(to: pair.key, in: unstated)
            var message = "unknown key '\(TerminalText.excerpt(pair.key))' in \(shape.noun)"
            if let suggestion {
                message += Suggestion.hint(suggestion)
            } else {
                message += " (known keys: \(shape.keyNames.joined(separator: ", ")))"
            }
            error(
                .unknownKey, message, at: pair.keyRange,
                fixIt: suggestion.map { FixIt(range: pair.keyRange, replacement: $0) })
        }
        return fields
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
            notes: misspelled.map {
                [DiagnosticNote("'\(TerminalText.excerpt($0.key))' may be a misspelling of '\(key)'", at: $0.keyRange)]
            }
                ?? [])
        return nil
    }

    /// Reports when more than one of `keys` is stated; returns the stated ones.
    mutating func exclusive(_ fields: Fields, _ keys: [String], reason: String) -> [String] {
        let pairs = keys.compactMap { fields.pair($0) }
        // Most mappings state one of the keys at most: nothing to order or report then.
        guard pairs.count > 1 else { return pairs.map(\.key) }
        // In file order, so the error lands on the key written second.
        let ordered = pairs.sorted { $0.keyRange < $1.keyRange }
        let (first, second) = (ordered[0], ordered[1])
        error(
            .invalidValue,
            "'\(first.key)' and '\(second.key)' cannot both appear in a \(fields.shape.noun): \(reason)",
            at: second.keyRange, notes: [DiagnosticNote("'\(first.key)' is stated here", at: first.keyRange)])
        return ordered.map(\.key)
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

/// What lowering reports.
struct DiagnosticSink {
    private(set) var reported: [Diagnostic] = []
    /// The ranges of mappings whose `use:` names no definition (version 2).
    var unresolvedUses: Set<SourceRange> = []

    mutating func report(_ diagnostic: Diagnostic) {
        // A mapping whose `use:` failed lacks what the definition would have given; that is already reported.
        if diagnostic.rule == .missingKey, unresolvedUses.contains(diagnostic.range) { return }
        reported.append(diagnostic)
    }
}
