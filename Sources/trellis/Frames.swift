import ArgumentParser
import Foundation
import TrellisCore
import TrellisEngine
import TrellisPipeline
import TrellisRules

/// Options `frames` and `render` share (README.md).
struct LayoutTargetOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A device preset (`trellis devices` lists them); overrides preview.device.", valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("The collection view's width in points.", valueName: "points"))
    var width: Double?

    @Option(help: ArgumentHelp("The collection view's height in points.", valueName: "points"))
    var height: Double?

    @Option(
        help: ArgumentHelp("Round frames to 1/S points, as UIKit does on screen (default: unrounded).", valueName: "S"))
    var scale: Double?

    @Option(help: ArgumentHelp("Items in every section, overriding the preview data.", valueName: "N"))
    var items: Int?

    @Option(
        help: ArgumentHelp("Report pinned boundary items where they are at this content offset.", valueName: "offset"))
    var scrollOffset: Double?

    @Option(help: ArgumentHelp("The lint configuration, instead of the nearest .trellis.yml.", valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Self-sizing pass: measured (the final layout) or estimates (pass 1, every estimated size at its "
                + "estimate).",
            valueName: "pass"))
    var pass: String = "measured"

    func validate() throws {
        guard SizingPass(rawValue: pass) != nil else {
            throw ValidationError("unknown pass '\(pass)'; choose measured or estimates")
        }
        if let device, DevicePresets.named(device) == nil {
            let hint =
                Suggestion.closest(to: device, in: DevicePresets.all.map(\.name)).map(Suggestion.hint)
                ?? ""
            throw ValidationError("unknown device '\(device)'\(hint) (`trellis devices` lists them)")
        }
        if device != nil && (width != nil || height != nil) {
            throw ValidationError("give either --device or --width/--height, not both")
        }
        for (name, value) in [("width", width), ("height", height), ("scale", scale)] {
            if let value, !(value > 0 && value <= 1_000_000) {
                throw ValidationError("--\(name) must be a number above 0 and at most 1000000")
            }
        }
        if let items, !(0...10_000_000).contains(items) {
            throw ValidationError("--items must be between 0 and 10000000")
        }
        if let scrollOffset, !(scrollOffset.isFinite && abs(scrollOffset) <= 1e9) {
            throw ValidationError("--scroll-offset must be a finite number")
        }
    }

    var runOptions: FramesRun.Options {
        var options = FramesRun.Options()
        options.device = device
        options.width = width
        options.height = height
        options.roundingScale = scale
        options.itemCount = items
        options.scrollOffset = scrollOffset
        options.sizing = SizingPass(rawValue: pass) ?? .measured
        return options
    }
}

/// Reads one layout file, or standard input for `-`.
enum LayoutInput {
    static func read(_ path: String) throws -> (bytes: [UInt8], name: String) {
        if path == "-" { return ([UInt8](FileHandle.standardInput.readDataToEndOfFile()), "<stdin>") }
        guard let data = FileManager.default.contents(atPath: path) else {
            Terminal.standardError("error: cannot read '\(path)'\n")
            throw ExitCode(1)
        }
        return ([UInt8](data), path)
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
        let reporter = Reporters.named(
            HumanReporter.identifier, colored: !noColor && Terminal.colorsStandardError, summarizes: false)!
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
                reported at orthogonal offset 0. The environment is --device, else --width/--height, \
                else the file's preview data, else iPhone 16 in portrait.

                Diagnostics go to standard error; exit status 2 when the file has errors (nothing is \
                printed on standard output then).
                """
        )

        @Argument(help: ArgumentHelp("The layout file; - reads standard input.", valueName: "FILE"))
        var file: String

        @Option(help: ArgumentHelp("json, text or csv.", valueName: "format"))
        var format: String = "json"

        @OptionGroup var target: LayoutTargetOptions

        @Flag(help: "Report errors only.")
        var quiet = false

        @Flag(help: "Never colour the output.")
        var noColor = false

        func validate() throws {
            guard FramesFormat(rawValue: format) != nil else {
                throw ValidationError(
                    "unknown format '\(format)'; choose one of "
                        + "\(FramesFormat.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
        }

        func run() throws {
            let configuration = try LayoutInput.configuration(for: file, explicit: target.config, noColor: noColor)
            let input = try LayoutInput.read(file)
            let outcome = FramesRun.run(
                bytes: input.bytes, path: input.name, options: target.runOptions, configuration: configuration)
            let shown = quiet ? outcome.diagnostics.filter { $0.severity == .error } : outcome.diagnostics
            LayoutInput.report(shown, sources: [outcome.source], noColor: noColor)
            guard let tree = outcome.tree else { throw ExitCode(2) }
            let output = FramesOutput(tree: tree, deviceName: outcome.deviceName, roundingScale: target.scale)
            Terminal.standardOutput(output.rendered(as: FramesFormat(rawValue: format)!))
        }
    }

    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the device presets usable with --device and preview.device.")

        @Option(help: ArgumentHelp("text or json.", valueName: "format"))
        var format: String = "text"

        func validate() throws {
            guard ["text", "json"].contains(format) else {
                throw ValidationError("unknown format '\(format)'; choose text or json")
            }
        }

        func run() throws {
            Terminal.standardOutput(DeviceTable.rendered(json: format == "json"))
        }
    }
}
