import TrellisPipeline
import TrellisCore
import TrellisRules

/// `trellis render` as a library: which environments a picture shows, and the picture.
public enum RenderRun {
    /// What the output file's extension asks for.
    public enum Format: Sendable {
        /// One device, as an SVG drawing.
        case svg
        /// Several devices side by side, as a self-contained HTML page.
        case html

        /// The format `path` names by its extension; nil for any other.
        public init?(outputPath path: String) {
            let lowered = path.lowercased()
            if lowered.hasSuffix(".svg") {
                self = .svg
            } else if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
                self = .html
            } else {
                return nil
            }
        }
    }

    /// What a render made: the text to write, nil when the file has error-severity diagnostics.
    public struct Outcome: Sendable {
        public var source: SourceFile
        public var diagnostics: [Diagnostic]
        public var text: String?
        /// The structural errors the drawing stands in for (`FramesRun.Outcome.standIns`): the run fails though it
        /// draws.
        package var standIns: [Diagnostic] = []
    }

    /// The environments a picture shows: every device named; else, for a page without a given
    /// size, the configuration's lint targets; else the one `base` describes (the preview's
    /// device, or the size).
    package static func environments(
        of base: FramesRun.Options, devices: [String], format: Format, configuration: LintConfiguration
    ) -> [FramesRun.Options] {
        if !devices.isEmpty {
            return devices.map { name in
                var options = base
                options.device = name
                return options
            }
        }
        if format == .html && base.width == nil && base.height == nil {
            return configuration.targets.map { target in
                var options = base
                options.environment = (target.environment, target.name)
                return options
            }
        }
        return [base]
    }

    /// Checks the file once and draws it on each device named (empty: the file's preview device for SVG, the
    /// default lint targets for HTML), linting with the default configuration.
    public static func run(
        bytes: [UInt8], path: String, format: Format, devices: [String], options: FramesRun.Options = .init()
    ) -> Outcome {
        run(bytes: bytes, path: path, format: format, devices: devices, base: options, configuration: .init())
    }

    /// Checks the file once and draws it in each environment.
    ///
    /// - Parameters:
    ///   - bytes: the layout file's contents.
    ///   - path: the name diagnostics and the picture give the file.
    ///   - format: SVG (one environment) or HTML (several side by side).
    ///   - devices: device presets to draw; empty for the default policy of
    ///     ``environments(of:devices:format:configuration:)``.
    ///   - base: the size, scale, item count and scroll offset every environment shares.
    ///   - configuration: the lint configuration the file is checked with.
    ///   - includesWithin: folders outside which no included file is read (`trellis mcp`'s roots); nil for none.
    package static func run(
        bytes: [UInt8], path: String, format: Format, devices: [String], base: FramesRun.Options,
        configuration: LintConfiguration, includesWithin: [String]? = nil
    ) -> Outcome {
        // Refused before anything is laid out: a picture of millions of items is one no viewer opens, and building
        // it would take gigabytes.
        var base = base
        if (base.itemLimit?.count ?? .max) > Limits.drawnItems { base.itemLimit = (Limits.drawnItems, "a drawing") }
        let runs = environments(of: base, devices: devices, format: format, configuration: configuration)
        let outcomes = FramesRun.run(
            bytes: bytes, path: path, each: runs, configuration: configuration, includesWithin: includesWithin)
        if let refused = outcomes.first(where: { $0.tree == nil }) {
            return Outcome(source: refused.source, diagnostics: refused.diagnostics, text: nil)
        }
        let first = outcomes[0]
        let drawn = outcomes.compactMap { outcome in outcome.tree.map { ($0, outcome.deviceName, outcome.data) } }
        let text: String
        switch format {
        case .svg:
            text = SVGRender(
                tree: drawn[0].0, deviceName: drawn[0].1, scrollOffset: base.scrollOffset,
                diagnostics: first.diagnostics
            ).rendered()
        case .html:
            text = HTMLRender(
                file: path, devices: drawn.map { HTMLRender.Device(tree: $0.0, name: $0.1, data: $0.2) },
                diagnostics: first.diagnostics
            ).rendered()
        }
        return Outcome(source: first.source, diagnostics: first.diagnostics, text: text, standIns: first.standIns)
    }
}
