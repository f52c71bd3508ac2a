import Foundation
import TrellisCore
import Yams

/// Stage 1, load: raw bytes -> `SyntaxDocument`, or diagnostics saying why not.
///
/// Every position comes from a Yams `Mark` (already 1-based, columns in Unicode scalars) and
/// is converted to `SourcePosition` here and nowhere else.
public struct YAMLLoader: Sendable {
    public var limits: InputLimits

    public init(limits: InputLimits = .default) {
        self.limits = limits
    }

    public struct LoadedFile: Sendable {
        /// The document, when the YAML was well-formed and within limits.
        public var document: SyntaxDocument?
        /// The source, always (for excerpts in reports), possibly lossy for non-UTF-8 input.
        public var source: SourceFile
        public var diagnostics: [Diagnostic]
    }

    /// Composes the text with Yams alone and throws the result away: the baseline the lint
    /// benchmark compares a whole lint with. Returns whether a document was composed.
    public static func composeOnly(_ text: String) -> Bool {
        (try? Parser(yaml: text, resolver: .basic, constructor: .default, encoding: .utf8).singleRoot()) != nil
    }

    public func load(bytes: [UInt8], path: String) -> LoadedFile {
        func refuse(_ rule: RuleID, _ message: String, at position: SourcePosition, source: SourceFile, length: Int = 1)
            -> LoadedFile
        {
            let diagnostic = Diagnostic(
                .error, rule, message, file: path, at: SourceRange(start: position, length: length))
            return LoadedFile(document: nil, source: source, diagnostics: [diagnostic])
        }
        guard bytes.count <= limits.maximumBytes else {
            let empty = SourceFile(path: path, text: "")
            return refuse(
                .inputLimit, "the file is larger than \(limits.maximumBytes) bytes, the limit for layout files",
                at: .start, source: empty)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let lossy = SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
            let (offset, position) = Self.firstInvalidUTF8(bytes)
            return refuse(
                .yamlSyntax,
                "the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset "
                    + "\(offset))",
                at: position, source: lossy)
        }
        let source = SourceFile(path: path, text: text)
        if let (offset, position) = Self.firstControlCharacter(bytes) {
            return refuse(
                .yamlSyntax,
                "the file contains the control character U+\(String(format: "%04X", bytes[offset])); is it a binary "
                    + "file?",
                at: position, source: source)
        }
        if let finding = LexicalScan(limits: limits).findings(in: bytes) {
            return refuse(finding.rule, finding.message, at: finding.position, source: source)
        }
        // A duplicate key stops libyaml's composer; each one is reported, renamed in a copy of the
        // text (keeping every position) and the file read again, so the rest of it is checked too.
        var readable = text
        var duplicates: [Diagnostic] = []
        var duplicatePositions: Set<SourcePosition> = []
        // The parser whose first document composed; the same one reads the rest of the stream.
        var composed: (parser: Parser, root: Node?)?
        var failure: Error?
        while composed == nil && failure == nil {
            do {
                let parser = try Parser(yaml: readable, resolver: .basic, constructor: .default, encoding: .utf8)
                composed = (parser, try parser.nextRoot())
            } catch let YamlError.duplicatedKeysInMapping(keys, context) {
                let diagnostic = diagnostic(
                    for: .duplicatedKeysInMapping(duplicates: keys, context: context), source: source)
                guard duplicates.count < Self.maximumDuplicateKeys,
                    !duplicatePositions.contains(diagnostic.range.start),
                    let renamed = Self.renaming(diagnostic.range, in: readable, index: duplicates.count)
                else {
                    failure = YamlError.duplicatedKeysInMapping(duplicates: keys, context: context)
                    break
                }
                duplicates.append(diagnostic)
                duplicatePositions.insert(diagnostic.range.start)
                readable = renamed
            } catch {
                failure = error
            }
        }
        do {
            if let failure { throw failure }
            guard let (parser, root) = composed else { throw YamlError.no }
            guard let root else {
                return LoadedFile(
                    document: SyntaxDocument(source: source, root: nil), source: source, diagnostics: duplicates)
            }
            if let second = try parser.nextRoot() {
                let position = second.mark.map(Self.position) ?? .start
                return refuse(
                    .yamlSyntax, "a layout file holds one YAML document, but a second one starts here", at: position,
                    source: source)
            }
            var converter = SyntaxConverter(source: source, limits: limits)
            converter.duplicateKeyPositions = duplicatePositions
            let node = try converter.convert(root, depth: 1)
            return LoadedFile(
                document: SyntaxDocument(source: source, root: node), source: source,
                diagnostics: duplicates + converter.diagnostics)
        } catch let error as YamlError {
            return LoadedFile(
                document: nil, source: source, diagnostics: duplicates + [diagnostic(for: error, source: source)])
        } catch let limit as SyntaxConverter.LimitExceeded {
            return refuse(limit.rule, limit.message, at: limit.position, source: source)
        } catch {
            return refuse(.yamlSyntax, "the YAML could not be read: \(error)", at: .start, source: source)
        }
    }

    /// At most this many duplicate keys are reported and read past in one file.
    static let maximumDuplicateKeys = 32

    /// `text` with the key at `range` renamed to a placeholder of as many scalars (from the
    /// private use area, distinct for each `index`), so every position stays where it was.
    static func renaming(_ range: SourceRange, in text: String, index: Int) -> String? {
        var scalars = Array(text.unicodeScalars)
        let lines = LineBreaks.lineRanges(scalars)
        let offset: Int? =
            range.start.line <= lines.count ? lines[range.start.line - 1].lowerBound + range.start.column - 1 : nil
        let length = range.end.column - range.start.column
        guard let offset, range.end.line == range.start.line, length > 0, offset + length <= scalars.count,
            let first = Unicode.Scalar(0xE000 + index), let filler = Unicode.Scalar(0xE0FF)
        else { return nil }
        scalars.replaceSubrange(offset..<(offset + length), with: [first] + Array(repeating: filler, count: length - 1))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    static func position(_ mark: Mark) -> SourcePosition {
        SourcePosition(line: max(1, mark.line), column: max(1, mark.column))
    }

    private func diagnostic(for error: YamlError, source: SourceFile) -> Diagnostic {
        func syntax(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> Diagnostic {
            let position = Self.position(mark)
            if let explained = SyntaxErrorExplainer(source: source).explain(
                problem: problem, context: context?.text, contextPosition: context.map { Self.position($0.mark) },
                at: position)
            {
                return Diagnostic(
                    .error, .yamlSyntax, explained.message, file: source.path, at: explained.range,
                    fixIt: explained.fixIt)
            }
            var message = "YAML syntax error: \(problem)"
            if let context, !context.text.isEmpty { message += " (\(context.text) at \(Self.position(context.mark)))" }
            if let line = source.line(position.line),
                line.unicodeScalars.dropFirst(position.column - 1).first == "\t" || line.hasPrefix("\t")
            {
                message += "; tabs cannot indent YAML, use spaces"
            }
            return Diagnostic(
                .error, .yamlSyntax, message, file: source.path, at: SourceRange(start: position, length: 1))
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            return syntax(problem, context, mark)
        case let .reader(problem, offset, _, _):
            let position = offset.map { Self.position(ofCharacterOffset: $0, in: source.text) } ?? .start
            return Diagnostic(
                .error, .yamlSyntax, "YAML syntax error: \(problem)", file: source.path,
                at: SourceRange(start: position, length: 1))
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let first = Self.position(context.mark)
            let second = DuplicateKeyFinder(source: source).occurrence(of: key, after: first) ?? first
            return Diagnostic(
                .error, .duplicateKey, "duplicate key '\(key)'; a key may appear once in a mapping",
                file: source.path, at: SourceRange(start: second, length: key.unicodeScalars.count),
                notes: [
                    DiagnosticNote(
                        "'\(key)' is first set here", at: SourceRange(start: first, length: key.unicodeScalars.count))
                ])
        default:
            return Diagnostic(
                .error, .yamlSyntax, "YAML syntax error: \(error)", file: source.path,
                at: SourceRange(start: .start, length: 1))
        }
    }

    /// The position of the `offset`-th Character (Yams reports reader errors that way).
    static func position(ofCharacterOffset offset: Int, in text: String) -> SourcePosition {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if let last = character.unicodeScalars.last, LineBreaks.isBreak(last) {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourcePosition(line: line, column: column)
    }

    private static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }

    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, SourcePosition) {
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            let length =
                lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            let end = offset + length
            if length == 0 || end > bytes.count
                || String(validating: bytes[offset..<end], as: UTF8.self) == nil
            {
                return (offset, position(ofByte: offset, in: bytes))
            }
            offset = end
        }
        return (0, .start)
    }

    /// NUL and other C0 controls (but tab, LF, CR) mark binary data; libyaml would refuse them too.
    private static func firstControlCharacter(_ bytes: [UInt8]) -> (Int, SourcePosition)? {
        guard
            let offset = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F })
        else { return nil }
        return (offset, position(ofByte: offset, in: bytes))
    }
}
