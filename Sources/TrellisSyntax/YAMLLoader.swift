import Foundation
import TrellisCore
import Yams

/// Stage 1, load: raw bytes -> `SyntaxDocument`, or diagnostics saying why not.
///
/// Every node's start and end come from libyaml's marks (0-based, columns in Unicode scalars), converted to
/// `SourcePosition` in `SyntaxComposer` and nowhere else; Yams itself serves only the benchmark's baseline.
package struct YAMLLoader: Sendable {
    package var limits: InputLimits

    package init(limits: InputLimits = .default) {
        self.limits = limits
    }

    package struct LoadedFile: Sendable {
        /// The document, when the YAML was well-formed and within limits.
        package var document: SyntaxDocument?
        /// The source, always (for excerpts in reports), possibly lossy for non-UTF-8 input.
        package var source: SourceFile
        package var diagnostics: [Diagnostic]
    }

    /// Composes the text with Yams alone and throws the result away: the baseline the lint
    /// benchmark compares a whole lint with. Returns whether a document was composed.
    package static func composeOnly(_ text: String) -> Bool {
        (try? Parser(yaml: text, resolver: .basic, constructor: .default, encoding: .utf8).singleRoot()) != nil
    }

    /// EF BB BF, U+FEFF in UTF-8: some editors on Windows start every file with it.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    package func load(bytes: [UInt8], path: String) -> LoadedFile {
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
        // A UTF-8 byte order mark is not part of the text: lines and columns count from after it, and `--fix`
        // writes it back (`SourceFile.byteOrderMark`).
        let hasMark = bytes.starts(with: Self.byteOrderMark)
        let bytes = hasMark ? Array(bytes.dropFirst(Self.byteOrderMark.count)) : bytes
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let lossy = SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self), byteOrderMark: hasMark)
            let (offset, position) = Self.firstInvalidUTF8(bytes)
            let fileOffset = offset + (hasMark ? Self.byteOrderMark.count : 0)
            return refuse(
                .yamlSyntax,
                "the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset "
                    + "\(fileOffset))",
                at: position, source: lossy)
        }
        let source = SourceFile(path: path, text: text, byteOrderMark: hasMark)
        let scan = LexicalScan(limits: limits)
        do {
            let composed = try SyntaxComposer.compose(bytes, source: source, limits: limits)
            // The scan refuses keys the language does not allow (explicit `?` keys, aliases and collections as keys)
            // before any rule sees the file; libyaml reads them without complaint. It runs only where such a key may
            // be: where the composer met an alias or a collection as a key, or the text holds a `?` at all.
            if composed.hasUnusualKeys || bytes.contains(UInt8(ascii: "?")), let finding = scan.findings(in: bytes) {
                return refuse(finding.rule, finding.message, at: finding.position, source: source)
            }
            return LoadedFile(
                document: SyntaxDocument(source: source, root: composed.root), source: source,
                diagnostics: composed.diagnostics)
        } catch {
            // libyaml reads and checks every byte of a file it composes, refusing control characters and nesting past
            // a limit of its own (far past ours) in its own words, and the composer refuses what passes a limit. So
            // the text is scanned only once the file cannot be composed, and what the scans find is reported in the
            // language's terms instead: a control character (a binary file, most likely), where the text first
            // nests too deeply, or a key the language refuses.
            if let (offset, position) = Self.firstControlCharacter(bytes) {
                return refuse(
                    .yamlSyntax,
                    "the file contains the control character U+\(String(format: "%04X", bytes[offset])); is it a "
                        + "binary file?",
                    at: position, source: source)
            }
            if let finding = scan.findings(in: bytes) {
                return refuse(finding.rule, finding.message, at: finding.position, source: source)
            }
            return LoadedFile(document: nil, source: source, diagnostics: [diagnostic(for: error, source: source)])
        }
    }

    private func diagnostic(for failure: SyntaxComposer.Failure, source: SourceFile) -> Diagnostic {
        switch failure {
        case let .syntax(problem, context, position):
            if let explained = SyntaxErrorExplainer(source: source).explain(
                problem: problem, context: context?.text, contextPosition: context?.position, at: position)
            {
                return Diagnostic(
                    .error, .yamlSyntax, explained.message, file: source.path, at: explained.range,
                    fixIt: explained.fixIt)
            }
            var message = "YAML syntax error: \(problem)"
            if let context, !context.text.isEmpty { message += " (\(context.text) at \(context.position))" }
            if let line = source.line(position.line),
                line.unicodeScalars.dropFirst(position.column - 1).first == "\t" || line.hasPrefix("\t")
            {
                message += "; tabs cannot indent YAML, use spaces"
            }
            return Diagnostic(
                .error, .yamlSyntax, message, file: source.path, at: SourceRange(start: position, length: 1))
        case let .reader(problem, byteOffset):
            return Diagnostic(
                .error, .yamlSyntax, "YAML syntax error: \(problem)", file: source.path,
                at: SourceRange(start: LineBreaks.position(ofByte: byteOffset, in: Array(source.text.utf8)), length: 1))
        case let .refused(rule, message, position):
            return Diagnostic(.error, rule, message, file: source.path, at: SourceRange(start: position, length: 1))
        }
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
                return (offset, LineBreaks.position(ofByte: offset, in: bytes))
            }
            offset = end
        }
        return (0, .start)
    }

    /// NUL and the other C0 controls but tab, LF and CR, and DEL, mark binary data; libyaml refuses them too.
    private static func firstControlCharacter(_ bytes: [UInt8]) -> (Int, SourcePosition)? {
        guard
            let offset = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F })
        else { return nil }
        return (offset, LineBreaks.position(ofByte: offset, in: bytes))
    }
}
