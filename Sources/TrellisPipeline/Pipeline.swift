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
/// one before it succeeded.
public enum Pipeline {
    /// One checked file: its source (for report excerpts), the model when it is valid, and
    /// every diagnostic, sorted.
    public struct CheckedFile: Sendable {
        public var source: SourceFile
        public var document: LayoutDocument?
        public var diagnostics: [Diagnostic]
        /// Lowering's source map, for stages that point at keys after lowering; nil when the
        /// file did not lower.
        public var sourceMap: LocatedDocument?
    }

    /// Loads, lowers and lints one file. The document is nil when an error-severity
    /// diagnostic remains (after the configuration's severities and the file's suppressions).
    public static func check(
        bytes: [UInt8], path: String, limits: InputLimits = .default,
        configuration: LintConfiguration = LintConfiguration()
    ) -> CheckedFile {
        let loaded = YAMLLoader(limits: limits).load(bytes: bytes, path: path)
        guard let syntax = loaded.document else {
            return CheckedFile(
                source: loaded.source, document: nil, diagnostics: loaded.diagnostics.sortedForReporting(),
                sourceMap: nil)
        }
        let lowered = Lowering.lower(syntax)
        var diagnostics = loaded.diagnostics + lowered.diagnostics
        if !diagnostics.hasErrors, let sourceMap = lowered.sourceMap {
            diagnostics += Linter(configuration: configuration).lint(sourceMap)
        }
        diagnostics = diagnostics.sortedForReporting()
        return CheckedFile(
            source: loaded.source, document: diagnostics.hasErrors ? nil : lowered.document, diagnostics: diagnostics,
            sourceMap: lowered.sourceMap)
    }

    /// Loads, lowers and lints text; see ``check(bytes:path:limits:configuration:)``.
    public static func check(
        text: String, path: String, limits: InputLimits = .default,
        configuration: LintConfiguration = LintConfiguration()
    ) -> CheckedFile {
        check(bytes: Array(text.utf8), path: path, limits: limits, configuration: configuration)
    }
}
