import ArgumentParser
import TrellisCore
import TrellisRules

extension TrellisCommand {
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every rule, or explain one with its examples.",
            discussion: "Markdown output of every rule is Docs/Rules.md.")

        @Argument(help: ArgumentHelp("A rule id to explain.", valueName: "RULE_ID"))
        var id: String?

        @Option(help: "The output format.")
        var format: RuleCatalog.Format = .text

        func validate() throws {
            if let id, RuleRegistry.description(of: RuleID(rawValue: id)) == nil {
                throw ValidationError(RuleRegistry.unknownRule(id))
            }
        }

        func run() throws {
            let chosen =
                id.flatMap { RuleRegistry.description(of: RuleID(rawValue: $0)) }.map { [$0] }
                ?? RuleRegistry.descriptions
            Terminal.standardOutput(RuleCatalog.render(chosen, as: format))
        }
    }
}
