import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisRules
import TrellisSyntax

/// The compiler, in one page:
///
/// 1. **load** (`YAMLLoader`): bytes -> `SyntaxDocument`, a located YAML tree, within `InputLimits`;
/// 2. **lower** (`Lowering`): `SyntaxDocument` -> `LayoutDocument`, reporting every structural problem;
/// 3. **lint** (`Linter`): the pitfall rules, on the located document, at every lint target;
/// 4. engine, code generation and rendering read the `LayoutDocument`.
///
/// Every stage reports through the same `Diagnostic` value; a stage runs only when the
/// one before it succeeded, with one exception: a file whose structural errors all lie inside
/// some section layouts is linted without them (`Lowering.LoweredFile.partial`), so its
/// other findings are reported beside those errors. It still has no document.
package enum Pipeline {
    /// One checked file: its source (for report excerpts), the model when it is valid, and
    /// every diagnostic, sorted.
    package struct CheckedFile: Sendable {
        package var source: SourceFile
        package var document: LayoutDocument?
        /// The lowered model whenever loading and lowering found no error, even where lint rules found some: what
        /// UIKit would be handed. `frames`, `render` and `diff` lay it out, reporting lint's findings beside the
        /// frames rather than instead of them; `compile` takes only `document`.
        package var model: LayoutDocument?
        package var diagnostics: [Diagnostic]
        /// Lowering's source map, for stages that point at keys after lowering; nil when the
        /// file did not lower.
        package var sourceMap: LocatedDocument?
        /// What lowered of a file with structural errors (`Lowering.LoweredFile.partial`), which lint checks, and
        /// `frames` and `render` lay out when no section entry is left out; nil otherwise.
        package var partial: LocatedDocument?
        /// The file as written, before version 2's `use:` are expanded (the source map holds them expanded): what
        /// the editor points at. Nil when the file did not load.
        package var written: SyntaxDocument? = nil
        /// The files the document includes (version 2), which place a diagnostic of a later stage in its own file.
        /// Their trees are not kept: lowering had them, and a reader that shares files (the language server's) holds
        /// each once for every document.
        var includes: Includes? = nil

        /// The included files in the order read: the one at index `i` is file `i + 1` of the check's positions
        /// (`SourcePosition.file`).
        package var includedFiles: [IncludedPath] { includes?.paths ?? [] }
        /// Where each version 2 definition is written, by name: the file (the document's path, or an included
        /// file's as diagnostics name it, with its real path) and the key's range in it. What `use:` finds.
        package var definitionSites: [String: (file: String, real: String?, range: SourceRange)] {
            definitionRanges.mapValues { range in
                let index = range.file - 1
                guard index >= 0, includedFiles.indices.contains(index) else { return (source.path, nil, range) }
                return (includedFiles[index].path, includedFiles[index].real, range.inFile(0))
            }
        }
        /// The same, at the check's positions.
        var definitionRanges: [String: SourceRange] = [:]

        /// The included file an `include:` entry of the document names, as the check read it.
        package func includedFile(at entry: SourceRange) -> IncludedPath? {
            includedFiles.first { $0.includedBy == source.path && $0.entry == entry }
        }

        /// The included files' texts, for excerpts of their diagnostics; shared with the reader's, not copied.
        package var includedSources: [SourceFile] { includes?.sources ?? [] }

        /// A diagnostic of a later stage (the engine's refusals, code generation's) in the file it is in: the document
        /// or one it includes.
        package func relocated(_ diagnostic: Diagnostic) -> Diagnostic {
            includes.map { $0.relocated(diagnostic) } ?? diagnostic
        }
    }

    /// A file the document includes: its path as its diagnostics name it (relative to the file including it), and
    /// where it lies (`IncludeScope.resolve`), by which a reader that shares files knows it.
    package struct IncludedPath: Sendable, Hashable {
        package var path: String
        package var real: String
        /// The file whose `include:` names it, as diagnostics name that file, and the entry there.
        package var includedBy: String
        package var entry: SourceRange

        package init(path: String, real: String, includedBy: String, entry: SourceRange) {
            self.path = path
            self.real = real
            self.includedBy = includedBy
            self.entry = entry
        }
    }

    /// Loads, lowers and lints one file. The document is nil when an error-severity
    /// diagnostic remains (after the configuration's severities and the file's suppressions).
    /// `lintsPartialDocument`: whether a file whose structural errors all lie inside some section
    /// layouts is linted without them (lint and the language server); `frames`, `compile` and
    /// `render`, which need the whole document, pass false and report its structural errors alone.
    /// `includesWithin`: folders (real paths) outside which no included file is read, whatever the project and its
    /// `includeRoots` allow (`trellis mcp`'s roots); nil for none beyond them. `fragments`: where an included file's
    /// text comes from once it is resolved and allowed (from disk unless given).
    package static func check(
        bytes: [UInt8], path: String, limits: InputLimits = .default,
        configuration: LintConfiguration = LintConfiguration(), lintsPartialDocument: Bool = true,
        includesWithin bounds: [String]? = nil, fragments reader: any FragmentReader = DiskFragmentReader()
    ) -> CheckedFile {
        let loaded = YAMLLoader(limits: limits).load(bytes: bytes, path: path)
        guard let syntax = loaded.document else {
            return CheckedFile(
                source: loaded.source, document: nil, model: nil, diagnostics: loaded.diagnostics.sortedForReporting(),
                sourceMap: nil, partial: nil)
        }
        // Version 2's `include:`: the files read here (paths are relative to this one, inside its project), their
        // diagnostics moved back to where they are.
        var includes = Includes(of: syntax.root, path: path, limits: limits, reader: reader) {
            let scope = IncludeScope(layout: path, configuration: configuration)
            return bounds.map(scope.within) ?? scope
        }
        // The included trees, each at its own file of the check's positions, go to lowering and no further.
        let lowered = Lowering.lower(syntax, reported: loaded.diagnostics, included: includes.takeIncluded())
        var diagnostics = loaded.diagnostics + includes.diagnostics + lowered.diagnostics.map(includes.relocated)
        let model = diagnostics.hasErrors ? nil : lowered.document
        let partial = diagnostics.hasErrors ? lowered.partial : nil
        if !diagnostics.hasErrors, let sourceMap = lowered.sourceMap {
            diagnostics += Linter(configuration: configuration).lint(sourceMap).map(includes.relocated)
        } else if lintsPartialDocument, let partial {
            diagnostics += Linter(configuration: configuration).lint(partial).map(includes.relocated)
        }
        diagnostics = diagnostics.sortedForReporting()
        return CheckedFile(
            source: loaded.source, document: diagnostics.hasErrors ? nil : lowered.document, model: model,
            diagnostics: diagnostics, sourceMap: lowered.sourceMap, partial: partial, written: syntax,
            includes: includes, definitionRanges: lowered.definitionSites)
    }

    /// Loads, lowers and lints text, as the `bytes:` overload does.
    package static func check(
        text: String, path: String, limits: InputLimits = .default,
        configuration: LintConfiguration = LintConfiguration(), lintsPartialDocument: Bool = true,
        includesWithin bounds: [String]? = nil, fragments reader: any FragmentReader = DiskFragmentReader()
    ) -> CheckedFile {
        check(
            bytes: Array(text.utf8), path: path, limits: limits, configuration: configuration,
            lintsPartialDocument: lintsPartialDocument, includesWithin: bounds, fragments: reader)
    }
}
