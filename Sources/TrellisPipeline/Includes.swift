import Foundation
import TrellisCore
import TrellisLanguage
import TrellisSyntax

/// Version 2's `include:` (`Grammar/Reference.md` §14.9): the files a layout file names, read relative to it, with
/// the files they include in turn. Each file's positions are moved past the including file's by a multiple of
/// `lineOffset`, so lowering and lint name a node of any of them by one position; `relocated(_:)` turns a diagnostic
/// at a moved position back into one in its own file, saying where that file was included.
struct Includes {
    /// Far more lines than any file the limits admit.
    static let lineOffset = 10_000_000
    /// Includes that include further files, at most this deep, and this many files in all.
    static let deepest = 8
    static let mostFiles = 64

    /// Each loaded file: its path, where it was included from (file and range), and its root, moved.
    private(set) var files: [(path: String, includedFrom: (file: String, range: SourceRange), root: SyntaxNode?)] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Each included file's text, for the excerpts of its diagnostics.
    private(set) var sources: [SourceFile] = []
    private let limits: InputLimits
    /// Every file read so far, by canonical path.
    private var readPaths: Set<String> = []

    /// Reads what `root` (the document at `path`) includes, when it states `version: 2`.
    init(of root: SyntaxNode?, path: String, limits: InputLimits) {
        self.limits = limits
        guard let pairs = root?.mapping, Lowering.statesVersion2(root) else { return }
        var visiting: Set<String> = [Self.canonical(path)]
        load(pairs, of: path, shift: 0, visiting: &visiting, depth: 0)
    }

    var included: [IncludedFile] { files.map { IncludedFile(path: $0.path, root: $0.root) } }

    private mutating func load(
        _ pairs: [SyntaxPair], of path: String, shift: Int, visiting: inout Set<String>, depth: Int
    ) {
        guard let entries = pairs.first(where: { $0.key == "include" })?.value.sequence else { return }
        for entry in entries {
            guard let name = entry.scalar?.text, entry.scalar?.isNull == false, !name.isEmpty else {
                report(.typeMismatch, "expected the path of a file to include", at: entry.range, in: path, shift: shift)
                continue
            }
            let resolved =
                name.hasPrefix("/")
                ? name
                : (path as NSString).deletingLastPathComponent.isEmpty
                    ? name : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
            let canonical = Self.canonical(resolved)
            // A file two others include (a diamond) is read once.
            if readPaths.contains(canonical) && !visiting.contains(canonical) { continue }
            guard !visiting.contains(canonical) else {
                report(
                    .invalidValue, "'\(TerminalText.excerpt(name))' includes itself, through the files that include it",
                    at: entry.range, in: path, shift: shift)
                continue
            }
            guard files.count < Self.mostFiles else {
                report(
                    .inputLimit, "a file may include at most \(Self.mostFiles) files in all", at: entry.range, in: path,
                    shift: shift)
                continue
            }
            guard depth < Self.deepest else {
                report(
                    .inputLimit, "includes nest deeper than \(Self.deepest) files", at: entry.range, in: path,
                    shift: shift)
                continue
            }
            let bytes: [UInt8]
            do throws(LintRun.ReadFailure) {
                bytes = try LayoutFileDiscovery.read(resolved, limit: limits.maximumBytes)
            } catch {
                report(
                    .invalidValue, "cannot include '\(TerminalText.excerpt(name))': \(error.reason)", at: entry.range,
                    in: path, shift: shift)
                continue
            }
            let loaded = YAMLLoader(limits: limits).load(bytes: bytes, path: resolved)
            sources.append(loaded.source)
            let site = (file: path, range: entry.range.shifted(lines: -shift))
            diagnostics += loaded.diagnostics.map { Self.noting($0, includedFrom: site) }
            let moved = (files.count + 1) * Self.lineOffset
            let root = loaded.document?.root?.shifted(lines: moved)
            files.append((resolved, site, root))
            readPaths.insert(canonical)
            visiting.insert(canonical)
            load(root?.mapping ?? [], of: resolved, shift: moved, visiting: &visiting, depth: depth + 1)
            visiting.remove(canonical)
        }
    }

    private mutating func report(_ rule: RuleID, _ message: String, at range: SourceRange, in path: String, shift: Int)
    {
        var diagnostic = Diagnostic(.error, rule, message, file: path, at: range.shifted(lines: -shift))
        if shift > 0, let file = files.first(where: { $0.path == path }) {
            diagnostic = Self.noting(diagnostic, includedFrom: file.includedFrom)
        }
        diagnostics.append(diagnostic)
    }

    /// A diagnostic at a moved position, in its own file and there; one at the document's own positions in the
    /// document, with what it says about other files (a note, a fix-it) said in its message or left out.
    func relocated(_ diagnostic: Diagnostic) -> Diagnostic {
        let line = diagnostic.range.start.line
        guard line > Self.lineOffset else {
            var own = diagnostic
            own.notes = []
            for note in diagnostic.notes {
                let file = note.range.start.line / Self.lineOffset - 1
                guard files.indices.contains(file) else {
                    own.notes.append(note)
                    continue
                }
                let at = note.range.shifted(lines: -(file + 1) * Self.lineOffset).start
                own.message += "; \(note.message) in \(files[file].path):\(at.line):\(at.column)"
            }
            if let fix = diagnostic.fixIt, fix.range.start.line > Self.lineOffset { own.fixIt = nil }
            return own
        }
        let index = line / Self.lineOffset - 1
        guard files.indices.contains(index) else { return diagnostic }
        let file = files[index], shift = (index + 1) * Self.lineOffset
        var moved = diagnostic
        moved.file = file.path
        moved.range = diagnostic.range.shifted(lines: -shift)
        // Notes and fix-its at the same file's positions move with it; others (in the including file) are dropped.
        moved.notes = diagnostic.notes.filter { $0.range.start.line / Self.lineOffset == index + 1 }.map {
            DiagnosticNote($0.message, at: $0.range.shifted(lines: -shift))
        }
        moved.fixIt = diagnostic.fixIt.flatMap { fix in
            fix.range.start.line / Self.lineOffset == index + 1
                ? FixIt(range: fix.range.shifted(lines: -shift), replacement: fix.replacement) : nil
        }
        return Self.noting(moved, includedFrom: file.includedFrom)
    }

    /// The message says which file included the one the diagnostic is in, and where.
    private static func noting(_ diagnostic: Diagnostic, includedFrom site: (file: String, range: SourceRange))
        -> Diagnostic
    {
        var noted = diagnostic
        noted.message += " (in a file included from \(site.file):\(site.range.start.line):\(site.range.start.column))"
        return noted
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
