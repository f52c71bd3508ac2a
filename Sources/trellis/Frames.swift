import ArgumentParser
import Foundation
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisRules

/// The environment options `frames` and `render` share; each command adds its own `--device`. Numbers are parsed
/// `.unconditional`ly, so that `--items -3` reads -3 and is refused by its range, not as a missing value.
struct EnvironmentOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The collection view's width in points.", valueName: "points"))
    var width: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The collection view's height in points.", valueName: "points"))
    var height: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The display scale to lay out on, pixels per point (default: the device's; UIKit always lays out on its "
                + "screen's pixel grid).", valueName: "S"))
    var scale: Double?

    @Flag(help: "Exact arithmetic: no pixel grid, nothing floored or rounded (where a device disagrees, compare).")
    var exact = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Items in every section, overriding the preview data.", valueName: "N"))
    var items: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "UIKit's content offset along the scroll axis (negative above the content's top, as "
                + "--scroll-offset -59); pinned boundary items are reported and drawn where they are at it. "
                + "Default: the layout at rest, whose offset leaves the top safe area uncovered.",
            valueName: "offset"))
    var scrollOffset: Double?

    @Option(
        name: .customLong("os"), parsing: .unconditional,
        help: ArgumentHelp(
            "The iOS major version whose measured behaviour to reproduce "
                + "(\(LayoutOptions.supportedIOSVersions.lowerBound)-\(LayoutOptions.newestIOSVersion); "
                + "default: the newest). It decides the pixel grid (16 and later floor fractional lengths at @3x, "
                + "17 and later floor count slots) and 16 and earlier count an empty section as "
                + "-interGroupSpacing long.",
            valueName: "version"))
    var iOSVersion: Int?

    @Option(
        help: ArgumentHelp(
            "The layout direction: ltr (the default) or rtl, where leading is the right edge and the collection "
                + "view flips the frames.", valueName: "direction"))
    var layoutDirection: LayoutDirectionArgument?

    @Option(
        help: ArgumentHelp(
            "The preferred content size category (Dynamic Type), for version 2 conditions: "
                + "extraSmall ... extraExtraExtraLarge, accessibilityMedium ... accessibilityExtraExtraExtraLarge "
                + "(default: large).", valueName: "category"))
    var contentSize: ContentSizeArgument?

    @Option(help: ArgumentHelp("The lint configuration, instead of the nearest .trellis.yml.", valueName: "file"))
    var config: String?

    func validate() throws {
        if let iOSVersion, !LayoutOptions.supportedIOSVersions.contains(iOSVersion) {
            throw ValidationError(
                "--os must be an iOS major version from \(LayoutOptions.supportedIOSVersions.lowerBound) to "
                    + "\(LayoutOptions.newestIOSVersion)")
        }
        // Sane ranges, shared with `trellis mcp` (Limits.viewLengths and .scales).
        for (name, value, range) in [
            ("width", width, Limits.viewLengths), ("height", height, Limits.viewLengths),
            ("scale", scale, Limits.scales),
        ] {
            if let value, !range.contains(value) {
                throw ValidationError(
                    "--\(name) must be a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
            }
        }
        if let items, !(0...Limits.framesItems).contains(items) {
            throw ValidationError("--items must be from 0 to \(Limits.framesItems)")
        }
        if let scrollOffset, !(scrollOffset.isFinite && abs(scrollOffset) <= 1e9) {
            throw ValidationError("--scroll-offset must be a finite number")
        }
    }

    /// Refuses device names that are no preset, and a device together with a size.
    func validate(devices: [String]) throws {
        for name in devices where DevicePresets.named(name) == nil {
            throw ValidationError(DeviceTable.unknownDevice(name))
        }
        if !devices.isEmpty && (width != nil || height != nil) {
            throw ValidationError("give either --device or --width/--height, not both")
        }
    }

    var runOptions: FramesRun.Options {
        var options = FramesRun.Options()
        options.width = width
        options.height = height
        options.scale = scale
        options.exact = exact
        options.itemCount = items
        options.scrollOffset = scrollOffset
        options.iOSVersion = iOSVersion
        options.layoutDirection = layoutDirection?.direction
        options.contentSize = contentSize?.category
        return options
    }
}

/// Reads one layout file, or standard input for `-`.
enum LayoutInput {
    static func read(_ path: String) throws -> (bytes: [UInt8], name: String) {
        // Bounded reads: a file or stream past the size limit is refused by the pipeline without being read whole.
        let limit = LayoutFileDiscovery.maximumBytes
        if path == "-" { return (LayoutFileDiscovery.readStandardInput(limit: limit), "<stdin>") }
        do throws(LintRun.ReadFailure) {
            return (try LayoutFileDiscovery.read(path, limit: limit), path)
        } catch {
            Terminal.standardError("error: \(error.description)\n")
            throw ExitCode(1)
        }
    }

    /// The lint configuration for a file: `--config`, else the nearest `.trellis.yml`. Problems
    /// in the configuration file are printed; errors there stop the command with status 2.
    static func configuration(for path: String, explicit: String?, noColor: Bool) throws -> LintConfiguration {
        let loaded: ConfigurationFinder.Loaded
        do {
            loaded = try ConfigurationFinder(explicitPath: explicit).configuration(forFile: path == "-" ? nil : path)
        } catch {
            Terminal.standardError("error: \(error.description)\n")
            throw ExitCode(1)
        }
        if let source = loaded.source {
            report(loaded.configuration.diagnostics, sources: [source], noColor: noColor)
            if loaded.configuration.diagnostics.hasErrors { throw ExitCode(2) }
        }
        return loaded.configuration
    }

    /// Prints diagnostics to standard error with the human reporter.
    static func report(_ diagnostics: [Diagnostic], sources: [SourceFile], noColor: Bool) {
        guard !diagnostics.isEmpty else { return }
        let reporter = Reporters.make(.human, colored: !noColor && Terminal.colorsStandardError, summarizes: false)
        Terminal.standardError(
            reporter.report(
                diagnostics,
                sources: Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }),
                fileCount: 1))
    }
}

extension TrellisCommand {
    struct Frames: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lay out a file with the engine and print every frame.",
            discussion: """
                Frames are in the collection view's content coordinates; orthogonal sections are \
                reported at orthogonal offset 0. Pinned headers and footers are where they are at \
                rest (the content offset that leaves the top safe area uncovered), or at \
                --scroll-offset. The environment is --device, else --width/--height, \
                else the file's preview data, else iPhone 16 in portrait.

                Diagnostics go to standard error. Exit status 2 when the file has structural errors: \
                nothing is printed then, unless every section layout lowered, when the frames are printed \
                laid out as if what each error says were not written (each says so in a note).
                """
        )

        @Argument(help: ArgumentHelp("The layout file; - reads standard input.", valueName: "FILE"))
        var file: String

        @Option(help: "The output format.")
        var format: FramesFormat = .json

        @Option(
            help: ArgumentHelp(
                "A device preset (`trellis devices` lists them); overrides preview.device.", valueName: "name"))
        var device: String?

        @Option(
            help: ArgumentHelp(
                "Self-sizing pass: measured (the final layout) or estimates (pass 1, every estimated size at its "
                    + "estimate)."))
        var pass: SizingPass = .measured

        @OptionGroup var environment: EnvironmentOptions

        @Flag(help: "Report errors only.")
        var quiet = false

        @Flag(help: "Never colour the output.")
        var noColor = false

        func validate() throws {
            try environment.validate(devices: device.map { [$0] } ?? [])
        }

        func run() throws {
            let configuration = try LayoutInput.configuration(
                for: file, explicit: environment.config, noColor: noColor)
            let input = try LayoutInput.read(file)
            var options = environment.runOptions
            options.device = device
            options.sizing = pass
            let outcome = FramesRun.run(
                bytes: input.bytes, path: input.name, options: options, configuration: configuration)
            let shown = quiet ? outcome.diagnostics.filter { $0.severity == .error } : outcome.diagnostics
            LayoutInput.report(shown, sources: [outcome.source], noColor: noColor)
            guard let tree = outcome.tree else { throw ExitCode(2) }
            let output = FramesOutput(tree: tree, deviceName: outcome.deviceName)
            output.write(as: format) { Terminal.standardOutput(bytes: $0) }
            // Frames of a file with structural errors, laid out as if what each says were not written.
            if !outcome.standIns.isEmpty { throw ExitCode(2) }
        }
    }

    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the device presets usable with --device and preview.device.")

        @Option(help: "The output format.")
        var format: DeviceTable.Format = .text

        func run() throws {
            Terminal.standardOutput(DeviceTable.rendered(as: format))
        }
    }
}
