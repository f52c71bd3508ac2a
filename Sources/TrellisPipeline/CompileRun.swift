import Foundation
import TrellisCodegen
import TrellisCore
import TrellisLanguage
import TrellisRules

/// `trellis compile` as a library: check a file (lint included) and generate its Swift.
package enum CompileRun {
    /// What compiling made: the Swift when the file has no error, and every diagnostic.
    package struct Outcome: Sendable {
        package var source: SourceFile
        package var diagnostics: [Diagnostic]
        /// nil when the file has error-severity diagnostics.
        package var swift: String?
    }

    /// Checks and lints a layout file, then generates its Swift.
    ///
    /// - Parameters:
    ///   - bytes: the layout file's contents.
    ///   - path: the name diagnostics and the generated header give the file.
    ///   - options: the platform and access level of the generated code.
    ///   - configuration: the lint configuration the file is checked with.
    /// - Returns: the Swift, or nil with the diagnostics that refused the file.
    package static func run(
        bytes: [UInt8], path: String, options: CodeGenerator.Options,
        configuration: LintConfiguration = LintConfiguration()
    ) -> Outcome {
        // A file with structural errors is refused with those errors alone: its partial lint is lint's.
        let checked = Pipeline.check(
            bytes: bytes, path: path, configuration: configuration, lintsPartialDocument: false)
        guard let document = checked.document, let located = checked.sourceMap else {
            return Outcome(source: checked.source, diagnostics: checked.diagnostics, swift: nil)
        }
        do {
            let swift = try CodeGenerator(document: document, sourcePath: path, options: options).generate()
            return Outcome(source: checked.source, diagnostics: checked.diagnostics, swift: swift)
        } catch {
            let range = located.range(of: .section(error.section, variant: error.variant, field: error.key))
            let diagnostic = checked.relocated(
                Diagnostic(
                    .error, .unsupportedOnPlatform, "\(error.message) (--platform \(options.platform.rawValue))",
                    file: path, at: range))
            return Outcome(
                source: checked.source, diagnostics: (checked.diagnostics + [diagnostic]).sortedForReporting(),
                swift: nil)
        }
    }

    /// `Layouts/Home.layout.yaml` -> `Layouts/Home.swift`.
    package static func defaultOutputPath(for input: String) -> String {
        let base =
            input.hasSuffix(LayoutFileDiscovery.fileSuffix)
            ? String(input.dropLast(LayoutFileDiscovery.fileSuffix.count)) : (input as NSString).deletingPathExtension
        return base + ".swift"
    }
}
