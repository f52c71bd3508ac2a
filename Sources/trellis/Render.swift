import ArgumentParser
import Foundation
import TrellisCore
import TrellisEngine
import TrellisPipeline
import TrellisRender
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
                only when it changes. -o - (or /dev/stdout) writes standard output: an SVG, or an HTML page \
                with --format html; --format also names the format of a device or FIFO. A file with structural \
                errors exits with status 2; nothing is written unless every section layout lowered, when the \
                drawing is laid out as if what each error says were not written, and its legend says so.
                """)

        @Argument(help: ArgumentHelp("The layout file; - reads standard input.", valueName: "FILE"))
        var file: String

        @Option(
            name: .shortAndLong, help: ArgumentHelp("OUT.svg or OUT.html; - writes standard output.", valueName: "OUT"))
        var output: String

        @Option(help: "The drawing's format where OUT has no .svg or .html extension (default for -: svg).")
        var format: RenderFormat?

        @Option(
            help: ArgumentHelp(
                "A device preset (`trellis devices`); repeat for several devices in HTML.", valueName: "name"))
        var device: [String] = []

        @OptionGroup var environment: EnvironmentOptions

        @Flag(help: "Never colour the diagnostics.")
        var noColor = false

        func validate() throws {
            if let refusal = OutputFile.refusal(output: output, input: file) {
                Terminal.standardError("error: \(refusal)\n")
                throw ExitCode(2)
            }
            if let format, let named = RenderRun.Format(outputPath: output), named != format.drawing {
                throw ValidationError("--format \(format.rawValue) disagrees with -o \(output)")
            }
            guard let drawing else {
                throw ValidationError("-o must name an .svg or .html file, or give --format svg|html")
            }
            try environment.validate(devices: device)
            if drawing == .svg && device.count > 1 {
                throw ValidationError("an SVG draws one device; use OUT.html (or --format html) for several")
            }
            if let items = environment.items, items > Limits.drawnItems {
                throw ValidationError("--items must be from 0 to \(Limits.drawnItems) for a drawing")
            }
        }

        /// The drawing's format: OUT's extension, else --format, else SVG for standard output; nil when none says.
        var drawing: RenderRun.Format? {
            RenderRun.Format(outputPath: output) ?? format?.drawing
                ?? (OutputFile.descriptor(named: output) != nil ? .svg : nil)
        }

        func run() throws {
            let configuration = try LayoutInput.configuration(
                for: file, explicit: environment.config, noColor: noColor)
            let input = try LayoutInput.read(file)
            guard let drawing else { throw ExitCode.validationFailure }
            let outcome = RenderRun.run(
                bytes: input.bytes, path: input.name, format: drawing, devices: device, base: environment.runOptions,
                configuration: configuration)
            LayoutInput.report(outcome.diagnostics, sources: [outcome.source], noColor: noColor)
            guard let text = outcome.text else { throw ExitCode(2) }
            try Terminal.writeOutput(text, to: output)
            // A drawing of a file with structural errors, laid out as if what each says were not written.
            if !outcome.standIns.isEmpty { throw ExitCode(2) }
        }
    }
}

/// `render --format svg|html`: the drawing's format where the output path does not give it.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, html

    var drawing: RenderRun.Format { self == .svg ? .svg : .html }
}
