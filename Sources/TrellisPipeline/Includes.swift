import Foundation
import TrellisCore
import TrellisLanguage
import TrellisRules
import TrellisSyntax

/// Version 2's `include:` (`Grammar/Reference.md` §14.9): the files a layout file names, read relative to it, with
/// the files they include in turn. The `n`th file read has its positions in file `n` (`SourcePosition.file`; the
/// document is file 0), so lowering and lint name a node of any of them by one position; `relocated(_:)` turns a
/// diagnostic in an included file into one naming that file, saying where it was included.
struct Includes {
    /// Includes that include further files, at most this deep, and this many files in all.
    static let deepest = 8
    static let mostFiles = 64

    /// Each loaded file: its path as diagnostics name it (relative to the file including it), where it lies, and
    /// where it was included from (file and range). All `relocated(_:)` needs, kept after lowering.
    private(set) var files: [(path: String, real: String, includedFrom: (file: String, range: SourceRange))] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Each included file's text, named as `files` names it, for the excerpts of its diagnostics: the reader's text
    /// and line index, shared rather than copied.
    private(set) var sources: [SourceFile] = []
    /// Each file's tree, its positions in its own file of the check, for lowering alone (`takeIncluded()`).
    private var trees: [SyntaxNode?] = []
    private let limits: InputLimits
    /// Every file read so far, by canonical path.
    private var readPaths: Set<String> = []
    /// Whether the bound on included files has been reported: the entries past it are that one error.
    private var reportedFileBound = false

    /// Where included files may lie.
    private var scope = IncludeScope(folders: [])

    /// Reads what `root` (the document at `path`) includes, when it states `version: 2`, from where `scope` allows,
    /// each file through `reader`: it is asked only for a document with an `include:`, as finding the project looks
    /// at every folder above it.
    init(
        of root: SyntaxNode?, path: String, limits: InputLimits, reader: any FragmentReader = DiskFragmentReader(),
        scope: () -> IncludeScope
    ) {
        self.limits = limits
        guard let pairs = root?.mapping, Lowering.statesVersion2(root), pairs.contains(where: { $0.key == "include" })
        else { return }
        self.scope = scope()
        var visiting: Set<String> = [Self.canonical(path)]
        load(pairs, of: path, file: 0, visiting: &visiting, depth: 0, reader: reader)
    }

    /// The files with their trees, handed to lowering once: the trees are dropped here, so a checked file,
    /// however long it is kept (the language server keeps one per open document), holds no copy of them.
    mutating func takeIncluded() -> [IncludedFile] {
        defer { trees = [] }
        return files.indices.map { IncludedFile(path: files[$0].path, source: sources[$0], root: trees[$0]) }
    }

    /// The files read, in order, as diagnostics name them and where they lie.
    var paths: [Pipeline.IncludedPath] {
        files.map {
            Pipeline.IncludedPath(
                path: $0.path, real: $0.real, includedBy: $0.includedFrom.file, entry: $0.includedFrom.range)
        }
    }

    private mutating func load(
        _ pairs: [SyntaxPair], of path: String, file: Int, visiting: inout Set<String>, depth: Int,
        reader: any FragmentReader
    ) {
        guard let entries = pairs.first(where: { $0.key == "include" })?.value.sequence else { return }
        for entry in entries {
            guard let name = entry.scalar?.text, entry.scalar?.isNull == false, !name.isEmpty else {
                report(.typeMismatch, "expected the path of a file to include", at: entry.range, in: path, file: file)
                continue
            }
            // Refused before anything is opened: a diagnostic in the file would quote it.
            let real: String
            do throws(IncludeScope.Refusal) { real = try scope.resolve(name, from: path) } catch {
                report(
                    .invalidValue, "cannot include '\(TerminalText.excerpt(name))': \(error.reason)", at: entry.range,
                    in: path, file: file)
                continue
            }
            // A file two others include (a diamond) is read once.
            if readPaths.contains(real) && !visiting.contains(real) { continue }
            // Past the bound on files, one error: the entries after it are that mistake, not one more each.
            if !visiting.contains(real), files.count >= Self.mostFiles {
                if !reportedFileBound {
                    report(
                        .inputLimit,
                        "a file may include at most \(Self.mostFiles) files in all; this entry and those after it are "
                            + "not read", at: entry.range, in: path, file: file)
                }
                reportedFileBound = true
                continue
            }
            if let refused = refusal(of: name, at: real, visiting: visiting, depth: depth) {
                report(refused.rule, refused.message, at: entry.range, in: path, file: file)
                continue
            }
            guard let added = read(real, named: name, at: entry.range, in: path, reader: reader) else {
                continue
            }
            readPaths.insert(real)
            visiting.insert(real)
            load(
                added.root?.mapping ?? [], of: added.path, file: added.file, visiting: &visiting, depth: depth + 1,
                reader: reader)
            visiting.remove(real)
        }
    }

    /// Reads the file at `real`, which the entry at `range` of `path` names `name`, and adds it: its path as
    /// diagnostics name it, its file index in the check and its root there; nil when it could not be read.
    private mutating func read(
        _ real: String, named name: String, at range: SourceRange, in path: String, reader: any FragmentReader
    ) -> (path: String, file: Int, root: SyntaxNode?)? {
        let fragment: LoadedFragment
        do throws(LintRun.ReadFailure) {
            fragment = try reader.fragment(at: real, limits: limits)
        } catch {
            report(
                .invalidValue, "cannot include '\(TerminalText.excerpt(name))': \(error.reason)", at: range, in: path,
                file: range.file)
            return nil
        }
        // Named as written (relative to the including file), as diagnostics name it; read where it lies.
        let written =
            (path as NSString).deletingLastPathComponent.isEmpty
            ? name : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
        sources.append(fragment.source.named(written))
        let site = (file: path, range: range.inFile(0))
        diagnostics += fragment.diagnostics.map { loaded in
            var named = loaded
            named.file = written
            return Self.noting(named, includedFrom: site)
        }
        let index = files.count + 1
        let root = fragment.root?.inFile(index)
        files.append((written, real, site))
        trees.append(root)
        return (written, index, root)
    }

    /// Why the file at `real` (named `name`) is not read here: a cycle, or includes nested too deep.
    private func refusal(of name: String, at real: String, visiting: Set<String>, depth: Int)
        -> (rule: RuleID, message: String)?
    {
        if visiting.contains(real) {
            return (.invalidValue, "'\(TerminalText.excerpt(name))' includes itself, through the files that include it")
        }
        if depth >= Self.deepest { return (.inputLimit, "includes nest deeper than \(Self.deepest) files") }
        return nil
    }

    private mutating func report(_ rule: RuleID, _ message: String, at range: SourceRange, in path: String, file: Int) {
        var diagnostic = Diagnostic(.error, rule, message, file: path, at: range.inFile(0))
        if file > 0, let file = files.first(where: { $0.path == path }) {
            diagnostic = Self.noting(diagnostic, includedFrom: file.includedFrom)
        }
        diagnostics.append(diagnostic)
    }

    /// A diagnostic in an included file, named by that file; one in the document stays, with what it says about
    /// other files (a note, a fix-it) said in its message or left out.
    func relocated(_ diagnostic: Diagnostic) -> Diagnostic {
        let index = diagnostic.range.file - 1
        guard index >= 0 else {
            var own = diagnostic
            own.notes = []
            for note in diagnostic.notes {
                guard files.indices.contains(note.range.file - 1) else {
                    own.notes.append(note)
                    continue
                }
                let at = note.range.start
                own.message += "; \(note.message) in \(files[note.range.file - 1].path):\(at.line):\(at.column)"
            }
            if let fix = diagnostic.fixIt, fix.range.file != 0 { own.fixIt = nil }
            return own
        }
        guard files.indices.contains(index) else { return diagnostic }
        let file = files[index]
        var moved = diagnostic
        moved.file = file.path
        moved.range = diagnostic.range.inFile(0)
        // Notes and fix-its in the same file go with it; others (in another file) are dropped.
        moved.notes = diagnostic.notes.filter { $0.range.file == index + 1 }.map {
            DiagnosticNote($0.message, at: $0.range.inFile(0))
        }
        moved.fixIt = diagnostic.fixIt.flatMap { fix in
            fix.range.file == index + 1 ? FixIt(range: fix.range.inFile(0), replacement: fix.replacement) : nil
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

    /// Where the file lies, as `IncludeScope.resolve` gives the files it includes (`/var` on macOS is `/private/var`).
    private static func canonical(_ path: String) -> String {
        IncludeScope.physical(path)
    }
}

/// Where `include:` may read (`Grammar/Reference.md` §14.9): the project the layout is in, and the folders its
/// `.trellis.yml` adds with `includeRoots`. A layout is not necessarily trusted (a pull request, a file handed to an
/// agent) and a diagnostic quotes the file it is in, so `include: [../../.env]` must not read, and then quote, a file
/// the project never chose to share. Lint, the other commands, the language server and `trellis mcp` all resolve an
/// include here.
package struct IncludeScope: Sendable {
    /// Why an include is refused, in the words that follow "cannot include 'name': ".
    package struct Refusal: Error, Sendable {
        package var reason: String
    }

    /// The folders, as real paths, an included file must lie in once every symbolic link is resolved.
    package private(set) var folders: [String]

    package init(folders: [String]) {
        self.folders = folders
    }

    /// The project of the layout at `path`, with the configuration's `includeRoots` (relative to its folder; one
    /// that does not exist holds nothing and is left out).
    package init(layout path: String, configuration: LintConfiguration) {
        let widened = configuration.includeRoots.map(configuration.path)
            .filter { FileManager.default.fileExists(atPath: $0) }.map(Self.physical)
        let project = Self.project(of: Self.folder(of: path))
        // The file system's root holds every file: a layout read from standard input in `/` (where some agents run
        // tools) has no project to include from.
        self.init(folders: (project == "/" ? [] : [project]) + widened)
    }

    /// Only what also lies under one of `bounds` (real paths): `trellis mcp` reads nothing outside its roots,
    /// whatever the project allows.
    package func within(_ bounds: [String]) -> IncludeScope {
        var narrowed: [String] = []
        for folder in folders {
            for bound in bounds {
                let kept = Self.lies(folder, within: bound) ? folder : Self.lies(bound, within: folder) ? bound : nil
                if let kept, !narrowed.contains(kept) { narrowed.append(kept) }
            }
        }
        return IncludeScope(folders: narrowed)
    }

    /// The real path of the regular file `name` names, read relative to the file at `includer`; nothing is opened.
    package func resolve(_ name: String, from includer: String) throws(Refusal) -> String {
        // The system reads a path up to its first NUL (`frag.yaml\0/../x` would include `frag.yaml`), and a
        // control character makes the path shown differ from the one read.
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw Refusal(reason: "the path holds a control character")
        }
        guard !name.hasPrefix("/") else {
            throw Refusal(reason: "an absolute path is never included; name the file relative to this one")
        }
        let real = Self.physical(Self.folder(of: includer) + "/" + name)
        guard folders.contains(where: { Self.lies(real, within: $0) }) else {
            let named = folders.isEmpty ? "none here" : folders.map(TerminalText.escaped).joined(separator: ", ")
            throw Refusal(
                reason: "it lies outside the folders includes are read from (\(named)), symbolic links resolved; "
                    + "'includeRoots' in .trellis.yml adds folders")
        }
        var status = stat()
        guard stat(real, &status) == 0 else { throw Refusal(reason: LayoutFileDiscovery.openFailure(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            // Opening a FIFO waits for a writer, reading a device may never end; a folder is no file.
            throw Refusal(reason: "it is \(Self.kind(of: status.st_mode)), not a regular file")
        }
        return real
    }

    /// The project root of a layout in `folder` (a real path): the nearest folder at or above it holding a
    /// `.trellis.yml`, else the nearest holding a `.git` entry (the repository), else `folder` itself. A marker in
    /// `/` is passed over: a stray `/.trellis.yml` would otherwise open every file.
    static func project(of folder: String) -> String {
        for marker in [LintConfiguration.fileName, ".git"] {
            var current = folder
            while current != "/" && !current.isEmpty {
                var status = stat()
                if lstat(current + "/" + marker, &status) == 0 { return current }
                current = (current as NSString).deletingLastPathComponent
            }
        }
        return folder
    }

    /// The real folder of the file at `path` (standard input's name, without a folder, is in the current one).
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return physical(folder.isEmpty ? "." : folder)
    }

    /// Whether `inner` is `outer` or lies below it, both real paths.
    static func lies(_ inner: String, within outer: String) -> Bool { ProjectRoot.lies(inner, within: outer) }

    /// "a folder", "a FIFO", "a device", "a socket": what a path that is no regular file names.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "something other than a file"
        }
    }

    /// Where `path` lies on disk, as writes judge it too (`ProjectRoot.physical`).
    package static func physical(_ path: String) -> String { ProjectRoot.physical(path) }
}
