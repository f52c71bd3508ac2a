import ArgumentParser
import Foundation
import TrellisCore
import TrellisPipeline

#if Preview
    import TrellisPreview
#endif

extension TrellisCommand {
    struct Preview: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve a layout file's HTML render on 127.0.0.1, reloading the page whenever it changes.",
            discussion: """
                The page is what `trellis render FILE -o OUT.html` draws, and reloads (server-sent events) when \
                the file or a .trellis.yml above it changes. While the file has errors the page lists them. \
                The first line on standard output gives the address; stop with Ctrl-C.
                """)

        @Argument(help: ArgumentHelp("The layout file.", valueName: "FILE"))
        var file: String

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("The port on 127.0.0.1 (default: any free port).", valueName: "N"))
        var port: Int = 0

        @Option(
            help: ArgumentHelp(
                "A device to draw (repeatable; default: the configuration's lint targets).", valueName: "name"))
        var device: [String] = []

        @OptionGroup var environment: EnvironmentOptions

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
            try environment.validate(devices: device)
        }

        func run() async throws {
            // A path that cannot be read is worded, and exits, as in every command.
            do throws(LintRun.ReadFailure) {
                close(try LayoutFileDiscovery.openRegularFile(file).descriptor)
            } catch {
                Terminal.standardError("error: \(error.description)\n")
                throw ExitCode(1)
            }
            #if Preview
                let server = PreviewServer(path: file, devices: device, options: environment.runOptions)
                let bound: UInt16
                do { bound = try await server.start(port: UInt16(port)) } catch {
                    Terminal.standardError("error: \(error.description)\n")
                    throw ExitCode(1)
                }
                Terminal.standardOutput("Previewing \(TerminalText.escaped(file)) at http://127.0.0.1:\(bound)/\n")
                while true { try await Task.sleep(nanoseconds: 3_600_000_000_000) }
            #else
                throw TrellisCommand.builtWithout("preview", trait: "Preview")
            #endif
        }
    }
}
