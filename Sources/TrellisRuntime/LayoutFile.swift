import Foundation
import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisSyntax

/// A layout file loaded while the app runs: read within the command line's input limits, lowered to the model, and
/// ready to build section providers from (`compositionalLayout()`).
///
/// Loading checks what `trellis lint` reports as structural errors (YAML, keys, types, values, expressions, `use:`);
/// it runs none of lint's pitfall rules, which stay in CI (a group that does not fit its container is one: UIKit
/// refuses it when it lays out). A section whose expressions have no value in one environment (a division by zero
/// there) is reported when the section is built in it (`compositionalLayout(onFailure:)`).
public struct LayoutFile: Sendable {
    /// The layout's name (`layout:`).
    public let name: String
    /// What diagnostics call the file: its path, a URL, or the name it was given.
    public let path: String
    /// The file's warnings from loading and lowering; errors make loading throw.
    public let warnings: [Diagnostic]
    /// The section layouts' names, in the file's order: what `compositionalLayout(section:)` routes to.
    public let sectionNames: [String]
    /// The element kinds of the file's supplementary and decoration views, as UIKit (or AppKit) names them: register
    /// a view for each. In the order generated code's `ElementKind` lists them: the configuration's boundary items,
    /// then each section layout's group (its items' and groups' supplementary items), boundary items and decorations.
    /// `header` and `footer` are the collection view's section header and footer kinds.
    public let elementKinds: [String]
    package let document: LayoutDocument

    /// Reads and loads the layout file at `url` (a file URL; a layout served over a network is read by the app and
    /// given to `init(bytes:path:)`).
    /// - Throws: a ``LayoutFileError`` listing every error with `file:line:column` and rule id, as `trellis lint`
    ///   prints it; for a file that cannot be read, one with no diagnostics that says why.
    public init(contentsOf url: URL) throws(LayoutFileError) {
        let path = url.isFileURL ? url.path : url.absoluteString
        try self.init(bytes: try Self.read(url, path: path), path: path)
    }

    /// Loads layout file text. `name` is what diagnostics call it (`Shop.layout.yaml`, or where it came from).
    public init(yaml text: String, name: String = "layout.yaml") throws(LayoutFileError) {
        try self.init(bytes: Array(text.utf8), path: name)
    }

    /// Loads layout file bytes, which may come from anywhere, a network included: the same limits as the command
    /// line's (size, nesting depth, aliases, expression nesting) apply, and no input traps.
    public init(bytes: [UInt8], path: String) throws(LayoutFileError) {
        let loaded = YAMLLoader(limits: .default).load(bytes: bytes, path: path)
        var diagnostics = loaded.diagnostics
        var document: LayoutDocument?
        if let syntax = loaded.document {
            diagnostics += Self.refusedAtRunTime(syntax)
            let lowered = Lowering.lower(syntax, reported: loaded.diagnostics)
            diagnostics += lowered.diagnostics
            document = lowered.document
        }
        diagnostics = diagnostics.sortedForReporting()
        guard !diagnostics.hasErrors, let document else {
            throw LayoutFileError(diagnostics: diagnostics.filter { $0.severity == .error }, source: loaded.source)
        }
        self.init(document: document, path: path, warnings: diagnostics)
    }

    package init(document: LayoutDocument, path: String, warnings: [Diagnostic] = []) {
        self.document = document
        self.path = path
        self.warnings = warnings
        name = document.name
        sectionNames = document.sections.map(\.name)
        elementKinds = document.elementKinds.map(PlatformNames.elementKind)
    }

    /// What the runtime cannot do that a file may ask: `include:` reads other files, which a file loaded from text
    /// has none of (and one loaded from a URL would read outside the app's control).
    private static func refusedAtRunTime(_ syntax: SyntaxDocument) -> [Diagnostic] {
        guard let include = syntax.root?.mapping?.first(where: { $0.key == "include" }) else { return [] }
        return [
            Diagnostic(
                .error, .unsupportedOnPlatform,
                "'include' is not read at run time: TrellisRuntime loads one file; state the included constants and "
                    + "definitions in it", file: syntax.source.path, at: include.keyRange)
        ]
    }

    /// The file's bytes, at most one more than the size limit (the loader refuses that with its own diagnostic).
    static func read(_ url: URL, path: String) throws(LayoutFileError) -> [UInt8] {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return [UInt8](try handle.read(upToCount: InputLimits.default.maximumBytes + 1) ?? Data())
        } catch {
            throw LayoutFileError(unreadable: path, reason: (error as NSError).localizedDescription)
        }
    }
}

/// A layout file that did not load: its errors, described as `trellis lint` prints them.
public struct LayoutFileError: Error, Sendable, CustomStringConvertible {
    /// The errors, in reporting order; none when the file could not be read.
    public let diagnostics: [Diagnostic]
    /// Every error with its source line and carets, then the summary line ("1 error, 0 warnings in 1 file").
    public let description: String

    package init(diagnostics: [Diagnostic], source: SourceFile) {
        self.diagnostics = diagnostics
        description = HumanReporter(colored: false).report(diagnostics, sources: [source.path: source], fileCount: 1)
    }

    /// A file that could not be read, as `trellis lint` says so.
    init(unreadable path: String, reason: String) {
        diagnostics = []
        description = "error: cannot read '\(TerminalText.escaped(path))': \(reason)\n"
    }
}
