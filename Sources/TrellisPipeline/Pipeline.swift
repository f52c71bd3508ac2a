import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisSyntax

/// The compiler, in one page:
///
/// 1. **load** (`YAMLLoader`): bytes -> `SyntaxDocument`, a located YAML tree, within `InputLimits`;
/// 2. **lower** (`Lowering`): `SyntaxDocument` -> `LayoutDocument`, reporting every structural problem;
/// 3. engine, code generation and rendering read the `LayoutDocument` (later stages).
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
        /// The located tree, for stages that point at keys after lowering.
        public var syntax: SyntaxDocument?
    }

    public static func check(bytes: [UInt8], path: String, limits: InputLimits = .default) -> CheckedFile {
        let loaded = YAMLLoader(limits: limits).load(bytes: bytes, path: path)
        guard let syntax = loaded.document else {
            return CheckedFile(source: loaded.source, document: nil, diagnostics: loaded.diagnostics.sortedForReporting(), syntax: nil)
        }
        let lowered = Lowering.lower(syntax)
        let diagnostics = (loaded.diagnostics + lowered.diagnostics).sortedForReporting()
        return CheckedFile(source: loaded.source, document: diagnostics.hasErrors ? nil : lowered.document, diagnostics: diagnostics, syntax: syntax)
    }

    public static func check(text: String, path: String, limits: InputLimits = .default) -> CheckedFile {
        check(bytes: Array(text.utf8), path: path, limits: limits)
    }
}
