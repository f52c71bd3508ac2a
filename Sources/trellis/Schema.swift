import ArgumentParser
import TrellisLanguage

extension TrellisCommand {
    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the JSON Schema (draft-07) of the layout language.",
            discussion: """
                Editors that use yaml-language-server validate and complete layout files with it. \
                It is the same schema as Grammar/layout.schema.json.
                """
        )

        func run() throws {
            Terminal.standardOutput(LayoutSchema.text)
        }
    }
}
