import ArgumentParser
import Foundation
import TrellisCore
import TrellisEngine
import TrellisPipeline
import TrellisRules

extension TrellisCommand {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw the layout: an SVG for one device, or an HTML page with several devices side by side.",
            discussion: """
                OUT.svg draws one device: --device, else --width/--height, else the file's preview, else \
                iPhone 16. OUT.html shows every --device given, else --width/--height, else the lint \
                targets of the configuration (by default iPhone SE, iPhone 16, iPhone 16 Pro Max and \
                iPad (10th generation) in portrait and landscape). The output is byte-stable and written \
                only when it changes. A file with errors (lint included) exits with status 2 and nothing \
                is written.
                """)

        @Argument(help: ArgumentHelp("The layout file; - reads standard input.", valueName: "FILE"))
        var file: String

        @Option(name: .shortAndLong, help: ArgumentHelp("OUT.svg or OUT.html.", valueName: "OUT"))
        var output: String

        @Option(
            help: ArgumentHelp(
                "A device preset (`trellis devices`); repeat for several devices in HTML.", valueName: "name"))
        var device: [String] = []

        @Option(help: ArgumentHelp("The collection view's width in points.", valueName: "points"))
        var width: Double?

        @Option(help: ArgumentHelp("The collection view's height in points.", valueName: "points"))
        var height: Double?

        @Option(
            help: ArgumentHelp(
                "Round frames to 1/S points, as UIKit does on screen (default: unrounded).", valueName: "S"))
        var scale: Double?

        @Option(help: ArgumentHelp("Items in every section, overriding the preview data.", valueName: "N"))
        var items: Int?

        @Option(
            help: ArgumentHelp(
                "Draw the viewport and pinned boundary items at this content offset.", valueName: "offset"))
        var scrollOffset: Double?

        @Option(help: ArgumentHelp("The lint configuration, instead of the nearest .trellis.yml.", valueName: "file"))
        var config: String?

        @Flag(help: "Never colour the diagnostics.")
        var noColor = false

        enum Format { case svg, html }

        var format: Format? {
            if output.lowercased().hasSuffix(".svg") { return .svg }
            if output.lowercased().hasSuffix(".html") || output.lowercased().hasSuffix(".htm") { return .html }
            return nil
        }

        func validate() throws {
            guard let format else { throw ValidationError("-o must name an .svg or .html file") }
            for name in device where DevicePresets.named(name) == nil {
                let hint =
                    Suggestion.closest(to: name, in: DevicePresets.all.map(\.name)).map(Suggestion.hint)
                    ?? ""
                throw ValidationError("unknown device '\(name)'\(hint) (`trellis devices` lists them)")
            }
            if format == .svg && device.count > 1 {
                throw ValidationError("an SVG draws one device; use OUT.html for several")
            }
            if !device.isEmpty && (width != nil || height != nil) {
                throw ValidationError("give either --device or --width/--height, not both")
            }
            for (name, value) in [("width", width), ("height", height), ("scale", scale)] {
                if let value, !(value > 0 && value <= 1_000_000) {
                    throw ValidationError("--\(name) must be a number above 0 and at most 1000000")
                }
            }
            if let items, !(0...100_000).contains(items) {
                throw ValidationError("--items must be between 0 and 100000")
            }
            if let scrollOffset, !(scrollOffset.isFinite && abs(scrollOffset) <= 1e9) {
                throw ValidationError("--scroll-offset must be a finite number")
            }
        }

        func run() throws {
            let configuration = try LayoutInput.configuration(for: file, explicit: config, noColor: noColor)
            let input = try LayoutInput.read(file)
            var base = FramesRun.Options()
            base.width = width
            base.height = height
            base.roundingScale = scale
            base.itemCount = items
            base.scrollOffset = scrollOffset

            // One layout per device; the file is checked once, so its diagnostics are the same for each.
            var runs: [FramesRun.Options] = []
            if !device.isEmpty {
                runs = device.map { name in
                    var options = base; options.device = name; return options
                }
            } else if format == .html && width == nil && height == nil {
                runs = configuration.targets.map { target in
                    var options = base; options.environment = (target.environment, target.name); return options
                }
            } else {
                runs = [base]
            }
            let outcomes = FramesRun.run(bytes: input.bytes, path: input.name, each: runs, configuration: configuration)
            if let refused = outcomes.first(where: { $0.tree == nil }) {
                LayoutInput.report(refused.diagnostics, sources: [refused.source], noColor: noColor)
                throw ExitCode(2)
            }
            let diagnostics = outcomes[0].diagnostics
            LayoutInput.report(diagnostics, sources: [outcomes[0].source], noColor: noColor)
            let text: String
            switch format! {
            case .svg:
                text = SVGRender(
                    tree: outcomes[0].tree!, deviceName: outcomes[0].deviceName, scrollOffset: scrollOffset,
                    roundingScale: scale, diagnostics: diagnostics
                ).rendered()
            case .html:
                let devices = outcomes.map { HTMLRender.Device(tree: $0.tree!, name: $0.deviceName) }
                text = HTMLRender(file: input.name, devices: devices, roundingScale: scale, diagnostics: diagnostics)
                    .rendered()
            }
            do {
                _ = try OutputFile.writeIfChanged(text, to: output)
            } catch {
                Terminal.standardError("error: cannot write '\(output)': \(error.localizedDescription)\n")
                throw ExitCode(1)
            }
        }
    }
}
