import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisRules
import TrellisSyntax

/// `trellis frames` and `trellis render` as a library: check a file, build the environment
/// from its preview data and the command line, and run the engine.
public enum FramesRun {

    /// What the command line overrides.
    public struct Options: Sendable {
        public var device: String?
        public var width: Double?
        public var height: Double?
        /// The display scale to lay out on, instead of the device's.
        public var scale: Double?
        /// Exact arithmetic instead of UIKit's pixel grid (`--exact`).
        public var exact = false
        public var itemCount: Int?
        public var scrollOffset: Double?
        public var sizing: SizingPass = .measured
        /// The iOS major version whose behaviour to reproduce; nil for the newest.
        public var iOSVersion: Int?
        /// The layout direction and content size category to lay out in, instead of the environment's.
        public var layoutDirection: LayoutDirection?
        public var contentSize: ContentSizeCategory?
        /// A whole environment (a lint target), instead of a device or a size; with its name.
        package var environment: (LayoutEnvironment, name: String?)?
        /// The most items laid out in all, with what would be shown (a drawing, an agent's answer); more is an
        /// `input_limit` error at the data before anything is laid out. nil for no limit (`frames` streams).
        package var itemLimit: (count: Int, purpose: String)?

        /// No overrides: the preview's device and data, the measured pass.
        public init() {}

        /// What the engine is told: the pass, the scroll offset, the iOS version (the newest unless given) and
        /// whether to lay out on the pixel grid.
        package var layoutOptions: LayoutOptions {
            LayoutOptions(
                sizing: sizing, scrollOffset: scrollOffset, iOSVersion: iOSVersion ?? LayoutOptions.newestIOSVersion,
                snapsToPixelGrid: !exact)
        }
    }

    /// What laying a file out made: its frames, or the diagnostics that refused it.
    public struct Outcome: Sendable {
        public var source: SourceFile
        /// The file's diagnostics and any the layout raised, sorted.
        public var diagnostics: [Diagnostic]
        /// nil when the file did not load or lower, or the engine refused it as UIKit would; lint's errors do not
        /// stop it (they are in `diagnostics`).
        public var tree: FrameTree?
        /// The device preset used, if any.
        public var deviceName: String?
        /// The data laid out (the preview's, with `--items`): what was measured, for drawings.
        package var data: LayoutData?
        /// Where the file states its preview data (the `preview` key), else its `layout` key: where a problem with
        /// the amount of data laid out points.
        package var dataRange: SourceRange?
        /// The structural errors the frames stand in for (laid out as if what each says were not written): the file
        /// has errors, so the run fails (status 2) though it has frames. Empty for a file that lowered whole.
        package var standIns: [Diagnostic] = []
    }

    /// Lays out what UIKit would lay out: a file that loads and lowers, whatever lint found in it (its findings are
    /// in the outcome's diagnostics); refuses a file that does not lower, and a layout UIKit raises on.
    public static func run(bytes: [UInt8], path: String, options: Options) -> Outcome {
        run(bytes: bytes, path: path, options: options, configuration: LintConfiguration())
    }

    /// As ``run(bytes:path:options:)``, linting with the configuration of the file's folder; `includesWithin` as
    /// `Pipeline.check` takes it.
    package static func run(
        bytes: [UInt8], path: String, options: Options, configuration: LintConfiguration,
        includesWithin bounds: [String]? = nil
    ) -> Outcome {
        run(bytes: bytes, path: path, each: [options], configuration: configuration, includesWithin: bounds)[0]
    }

    /// One outcome per options value (`render` draws several devices); the file is checked and
    /// linted once.
    package static func run(
        bytes: [UInt8], path: String, each list: [Options], configuration: LintConfiguration = LintConfiguration(),
        includesWithin bounds: [String]? = nil
    ) -> [Outcome] {
        // A file with structural errors is linted as far as it lowered, as `lint` does: its findings go beside the
        // frames laid out as if the errors were not written, or beside the errors when nothing is laid out.
        let checked = Pipeline.check(
            bytes: bytes, path: path, configuration: configuration, includesWithin: bounds)
        return list.map { layOut(checked, path: path, options: $0) }
    }

    /// What of a checked file lays out: the model, else a file with structural errors whose every section entry
    /// lowered (`Lowering.LoweredFile.partial`), each error it recovered from noted as laid out as if not written;
    /// nil when neither.
    static func laidOutPart(of checked: Pipeline.CheckedFile)
        -> (document: LayoutDocument, located: LocatedDocument, diagnostics: [Diagnostic], standIns: [Diagnostic])?
    {
        if let document = checked.model, let located = checked.sourceMap {
            return (document, located, checked.diagnostics, [])
        }
        guard let partial = checked.partial, partial.omittedSections.isEmpty else { return nil }
        let recovered = Set(partial.standIns.map(checked.relocated))
        var standIns: [Diagnostic] = []
        let diagnostics = checked.diagnostics.map { diagnostic in
            guard recovered.contains(diagnostic) else { return diagnostic }
            var noted = diagnostic
            noted.notes.append(
                DiagnosticNote(
                    "the frames stand in for what this says: they are laid out as if it were not written",
                    at: diagnostic.range))
            standIns.append(noted)
            return noted
        }
        return (partial.document, partial, diagnostics, standIns)
    }

    /// Lays out a file already checked (the language server holds one per document version).
    package static func layOut(_ checked: Pipeline.CheckedFile, path: String, options: Options) -> Outcome {
        guard let part = laidOutPart(of: checked) else {
            return Outcome(source: checked.source, diagnostics: checked.diagnostics, tree: nil, deviceName: nil)
        }
        let (document, located, standIns) = (part.document, part.located, part.standIns)
        var diagnostics = part.diagnostics
        let (environment, deviceName) = self.environment(document.preview, options: options)
        let data = LayoutData.preview(of: document, itemCount: options.itemCount)
        let dataRange = located.root.pair("preview")?.keyRange ?? located.root.keyRange("layout")
        if let limit = options.itemLimit {
            // Summed without overflow: a count near Int.max is possible in preview data.
            let total = data.sections.reduce(0) { $0.addingReportingOverflow($1.itemCount).partialValue }
            if total > limit.count || total < 0 {
                diagnostics.append(
                    Diagnostic(
                        .error, .inputLimit,
                        "\(limit.purpose) holds at most \(limit.count) items, and this data has \(total); give fewer "
                            + "items with --items or in the preview data",
                        file: path, at: dataRange))
                return Outcome(
                    source: checked.source, diagnostics: diagnostics.sortedForReporting(), tree: nil,
                    deviceName: deviceName)
            }
        }
        do {
            let tree = try LayoutEngine.layout(
                document, environment: environment, data: data, options: options.layoutOptions)
            return Outcome(
                source: checked.source, diagnostics: diagnostics, tree: tree, deviceName: deviceName, data: data,
                dataRange: dataRange, standIns: standIns)
        } catch {
            let at = environmentDescription(environment, deviceName: deviceName)
            let report = error.report
            diagnostics.append(
                checked.relocated(
                    Diagnostic(
                        .error, report.rule, "\(at): \(report.message)", file: path, at: located.range(of: error.path)))
            )
            return Outcome(
                source: checked.source, diagnostics: diagnostics.sortedForReporting(), tree: nil, deviceName: deviceName
            )
        }
    }

    /// "on iPhone 16 (393 × 852)" or "at 320 × 568".
    package static func environmentDescription(_ environment: LayoutEnvironment, deviceName: String?) -> String {
        let size = FrameNumbers.text(of: environment.container)
        return deviceName.map { "on \($0) (\(size))" } ?? "at \(size)"
    }

    /// The preset (`--device`, else `preview.device`, else iPhone 16 unless the preview gives a
    /// container), with the preview's fields and then the command line's applied on top.
    /// Lowering has refused unknown `preview.device` names, and the command line unknown
    /// `--device` names.
    static func environment(_ preview: PreviewData?, options: Options) -> (LayoutEnvironment, String?) {
        var (environment, name) = baseEnvironment(preview, options: options)
        if let direction = options.layoutDirection { environment.layoutDirection = direction }
        if let category = options.contentSize { environment.contentSizeCategory = category }
        return (environment, name)
    }

    private static func baseEnvironment(_ preview: PreviewData?, options: Options) -> (LayoutEnvironment, String?) {
        if let (given, name) = options.environment {
            var environment = given
            if let scale = options.scale { environment.scale = scale }
            return (environment, name)
        }
        var preset: DevicePreset?
        if let name = options.device ?? preview?.device {
            preset = DevicePresets.named(name)
        } else if preview?.container == nil {
            preset = DevicePresets.named("iPhone 16")
        }
        var environment =
            preset?.environment ?? LayoutEnvironment(container: preview?.container ?? Size(width: 393, height: 852))
        if options.device == nil, let preview {
            // A preview container of its own derives margins, readable width and size classes
            // from its size rather than keeping the preset's.
            let kept: LayoutEnvironment? = preview.container == nil ? environment : nil
            environment = LayoutEnvironment(
                container: preview.container ?? environment.container,
                safeArea: preview.safeArea ?? environment.safeArea,
                layoutMargins: preview.layoutMargins ?? kept?.layoutMargins,
                readableWidth: preview.readableWidth ?? kept?.readableWidth,
                scale: preview.scale ?? environment.scale,
                horizontalSizeClass: preview.horizontalSizeClass ?? kept?.horizontalSizeClass,
                verticalSizeClass: preview.verticalSizeClass ?? kept?.verticalSizeClass)
        }
        if let scale = options.scale { environment.scale = scale }
        if options.width != nil || options.height != nil {
            environment = LayoutEnvironment(
                container: Size(
                    width: options.width ?? environment.container.width,
                    height: options.height ?? environment.container.height),
                safeArea: environment.safeArea, scale: environment.scale)
            return (environment, nil)
        }
        return (environment, preset?.name)
    }
}
