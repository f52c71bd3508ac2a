import ArgumentParser
import TrellisCore
import TrellisEngine
import TrellisPipeline

extension TrellisCommand {
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show how the engine derived one frame, step by step, with the rule behind each step.",
            discussion: """
                ELEMENT is "section S item I", "section S item I KIND" (an item's supplementary, a badge), \
                "section S KIND" (a header or footer; "header 2" for the second of a kind), or LINE:COLUMN \
                (the item or group written there, by the first item it places in the first section that \
                uses its section layout). The environment and options are those of `trellis frames`.

                Each step names the section of Docs/Semantics.md that states its rule. Exit status 2 when the \
                file has errors or the layout has no such element.
                """
        )

        @Argument(help: ArgumentHelp("The layout file; - reads standard input.", valueName: "FILE"))
        var file: String

        @Argument(help: ArgumentHelp("The element, as \"section 1 item 3\" or LINE:COLUMN.", valueName: "ELEMENT"))
        var element: String

        @Option(help: "The output format: text or json.")
        var format: ExplainFormat = .text

        @Option(
            help: ArgumentHelp(
                "A device preset (`trellis devices` lists them); overrides preview.device.", valueName: "name"))
        var device: String?

        @OptionGroup var environment: EnvironmentOptions

        @Flag(help: "Never colour the output.")
        var noColor = false

        func validate() throws {
            try environment.validate(devices: device.map { [$0] } ?? [])
            if ExplainRun.Target(element) == nil {
                throw ValidationError(
                    "ELEMENT must be \"section S item I\", \"section S item I KIND\", \"section S KIND\" or LINE:COLUMN"
                )
            }
        }

        func run() throws {
            guard let target = ExplainRun.Target(element) else { throw ExitCode(64) }
            let configuration = try LayoutInput.configuration(
                for: file, explicit: environment.config, noColor: noColor)
            let input = try LayoutInput.read(file)
            var options = environment.runOptions
            options.device = device
            let outcome = ExplainRun.run(
                bytes: input.bytes, path: input.name, target: target, options: options, configuration: configuration)
            LayoutInput.report(
                outcome.diagnostics.filter { $0.severity == .error }, sources: [outcome.source], noColor: noColor)
            guard let derivation = outcome.derivation, let layout = outcome.environment else { throw ExitCode(2) }
            Terminal.standardOutput(
                ExplainRun.rendered(
                    derivation, environment: layout, deviceName: outcome.deviceName, json: format == .json))
        }
    }
}

enum ExplainFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
