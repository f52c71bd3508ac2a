import ArgumentParser
import Foundation
import TrellisCore
import TrellisDiff
import TrellisPipeline
import TrellisRules

extension TrellisCommand {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two frame dumps, or two layout files at one device, and report what changed.",
            discussion: """
                Each input is a frame dump in the shape `trellis frames --format json` writes (a .json file, \
                such as one captured from real UIKit on a Mac) or a layout file, laid out with the same \
                environment options as `frames`. Elements are matched by section, kind and index; each that \
                moved, resized, appeared or vanished is listed. --svg draws both over each other.

                Exit status: 0 when nothing changed, 1 when something did, 2 when an input cannot be read or \
                laid out (its diagnostics go to standard error).
                """
        )

        @Argument(help: ArgumentHelp("The old frames: a .json frame dump or a layout file.", valueName: "OLD"))
        var old: String

        @Argument(help: ArgumentHelp("The new frames: a .json frame dump or a layout file.", valueName: "NEW"))
        var new: String

        @Option(help: "The output format: text or json.")
        var format: DiffFormat = .text

        @Option(help: ArgumentHelp("Also draw both dumps over each other into this SVG file.", valueName: "file"))
        var svg: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Numbers closer than this many points are equal.", valueName: "points"))
        var tolerance: Double = 0.01

        @Option(help: ArgumentHelp("A device preset for layout-file inputs (`trellis devices`).", valueName: "name"))
        var device: String?

        @Flag(help: "Compare dumps of different devices (refused otherwise: every frame would differ).")
        var acrossDevices = false

        @OptionGroup var environment: EnvironmentOptions

        @Flag(help: "Never colour the output.")
        var noColor = false

        enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        func validate() throws {
            try environment.validate(devices: device.map { [$0] } ?? [])
            guard tolerance.isFinite, tolerance >= 0, tolerance <= 1000 else {
                throw ValidationError("--tolerance must be a number from 0 to 1000")
            }
            if let svg {
                for input in [old, new] {
                    if let refusal = OutputFile.refusal(output: svg, input: input) {
                        throw ValidationError(refusal)
                    }
                }
                guard svg.hasSuffix(".svg") else { throw ValidationError("--svg must name an .svg file") }
            }
        }

        func run() throws {
            let oldFile = try dumpFile(old)
            defer { close(oldFile) }
            let newFile = try dumpFile(new)
            defer { close(newFile) }
            do {
                var before = try FrameDump.Reader(JSONReader(descriptor: oldFile), name: old)
                var after = try FrameDump.Reader(JSONReader(descriptor: newFile), name: new)
                if let first = before.header.device, let second = after.header.device, first != second, !acrossDevices {
                    Terminal.standardError(
                        "error: '\(TerminalText.escaped(old))' is of \(TerminalText.excerpt(first)) and "
                            + "'\(TerminalText.escaped(new))' of \(TerminalText.excerpt(second)); compare them anyway "
                            + "with --across-devices\n")
                    throw ExitCode(2)
                }
                var writer = DiffWriter(
                    format: format == .json ? .json : .text, old: before.header, new: after.header,
                    tolerance: tolerance, sink: { Terminal.standardOutput(bytes: $0) })
                let counts = try FramesDiff.compare(&before, &after, tolerance: tolerance) { writer.write($0) }
                writer.finish(counts)
                let changed = counts.changed > 0 || writer.contentSizeChanged
                if let svg { try drawOverlay(svg, elements: counts.elements, oldFile, newFile) }
                if changed { throw ExitCode(1) }
            } catch let failure as FrameDump.ReadFailure {
                Terminal.standardError("error: \(failure.description)\n")
                throw ExitCode(2)
            }
        }

        /// The overlay takes a second pass over both dumps, keeping what it draws.
        private func drawOverlay(_ svg: String, elements: Int, _ oldFile: Int32, _ newFile: Int32) throws {
            guard elements <= Limits.drawnDiffElements else {
                Terminal.standardError(
                    "error: --svg draws at most \(Limits.drawnDiffElements) elements, and these dumps have "
                        + "\(elements); nothing was drawn\n")
                throw ExitCode(2)
            }
            lseek(oldFile, 0, SEEK_SET)
            lseek(newFile, 0, SEEK_SET)
            var before = try FrameDump.Reader(JSONReader(descriptor: oldFile), name: old)
            var after = try FrameDump.Reader(JSONReader(descriptor: newFile), name: new)
            let diff = try FramesDiff(&before, &after, tolerance: tolerance)
            try Terminal.writeOutput(diff.overlaySVG, to: svg, failureStatus: 2)
        }

        /// A dump file opened for reading, or a layout file laid out as `frames` would, its dump in a temporary file.
        private func dumpFile(_ path: String) throws -> Int32 {
            if path.hasSuffix(".json") {
                do throws(FrameDump.ReadFailure) {
                    return try FrameDump.open(path)
                } catch {
                    Terminal.standardError("error: \(error.description)\n")
                    throw ExitCode(2)
                }
            }
            // Trouble reading a layout or its configuration is status 2 here: 1 means that something changed.
            let configuration: LintConfiguration
            let input: (bytes: [UInt8], name: String)
            do {
                configuration = try LayoutInput.configuration(for: path, explicit: environment.config, noColor: noColor)
                input = try LayoutInput.read(path)
            } catch { throw ExitCode(2) }
            var options = environment.runOptions
            options.device = device
            let outcome = FramesRun.run(
                bytes: input.bytes, path: input.name, options: options, configuration: configuration)
            LayoutInput.report(
                outcome.diagnostics.filter { $0.severity == .error }, sources: [outcome.source], noColor: noColor)
            guard let tree = outcome.tree else { throw ExitCode(2) }
            let output = FramesOutput(tree: tree, deviceName: outcome.deviceName)
            do throws(FrameDump.ReadFailure) {
                return try FrameDump.spool { sink in output.write(as: .json, to: sink) }
            } catch {
                Terminal.standardError("error: \(error.description)\n")
                throw ExitCode(2)
            }
        }
    }
}
