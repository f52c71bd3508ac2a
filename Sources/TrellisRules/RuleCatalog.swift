import TrellisCore

/// `trellis rules` and Docs/Rules.md: the registry as text, JSON or Markdown.
package enum RuleCatalog {
    package enum Format: String, CaseIterable, Sendable {
        case text, json, markdown
    }

    /// Every rule, or the one with `id`.
    package static func render(_ descriptions: [RuleDescription] = RuleRegistry.descriptions, as format: Format)
        -> String
    {
        switch format {
        case .text:
            if descriptions.count == 1 { return explanation(descriptions[0]) }
            return overview(descriptions)
        case .json:
            let values = descriptions.map(json)
            return (descriptions.count == 1 ? values[0] : .array(values)).rendered() + "\n"
        case .markdown:
            if descriptions.count == 1 { return markdown(descriptions[0], level: 1) }
            return document(descriptions)
        }
    }

    package static var summaries: [RuleSummary] {
        RuleRegistry.descriptions.map {
            RuleSummary(id: $0.id, name: $0.name, summary: $0.summary, rationale: $0.rationale, severity: $0.severity)
        }
    }

    private static func flags(_ description: RuleDescription) -> [String] {
        [
            description.optIn ? "opt-in" : nil, description.sizeDependent ? "per target" : nil,
            description.isStructural ? "always on" : nil,
        ].compactMap { $0 }
    }

    /// "on every finding", "Only for ..." or "none. Why ...".
    static func fixItStatement(_ description: RuleDescription) -> String {
        guard let without = description.withoutFixIt else {
            return "on every finding; `trellis lint --fix` applies it."
        }
        return without.hasPrefix("Only") ? without : "none. \(without)"
    }

    private static func overview(_ descriptions: [RuleDescription]) -> String {
        let idWidth = descriptions.map(\.id.rawValue.count).max() ?? 0
        var out = ""
        for category in RuleCategory.allCases {
            let inCategory = descriptions.filter { $0.category == category }
            guard !inCategory.isEmpty else { continue }
            out += "\(category.rawValue)\n"
            for description in inCategory {
                let id = description.id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                let severity = description.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                let extra = flags(description)
                out +=
                    "  \(id)  \(severity)  "
                    + "\(description.summary)\(extra.isEmpty ? "" : " (\(extra.joined(separator: ", ")))")\n"
            }
        }
        out += "\n\(descriptions.count) rules. `trellis rules ID` explains one, with examples.\n"
        return out
    }

    private static func explanation(_ description: RuleDescription) -> String {
        var out = "\(description.id) — \(description.name)\n"
        out += "severity: \(description.severity.rawValue); category: \(description.category.rawValue)"
        let extra = flags(description)
        if !extra.isEmpty { out += "; \(extra.joined(separator: ", "))" }
        if let pitfall = description.pitfall { out += "; pitfall \(pitfall)" }
        out += "\n\n\(description.summary)\n\n\(description.rationale)\n"
        out += "\nFix-it: \(fixItStatement(description))\n"
        for (title, examples) in [
            ("Triggers (↓ marks where it reports)", description.triggering),
            ("Does not trigger", description.nonTriggering),
        ] where !examples.isEmpty {
            out += "\n\(title):\n"
            for example in examples {
                out +=
                    "\n"
                    + example.yaml.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(
                        separator: "\n") + "\n"
            }
        }
        return out
    }

    private static func json(_ description: RuleDescription) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("id", .string(description.id.rawValue)), ("name", .string(description.name)),
            ("summary", .string(description.summary)), ("rationale", .string(description.rationale)),
            ("severity", .string(description.severity.rawValue)), ("category", .string(description.category.rawValue)),
            ("optIn", .bool(description.optIn)), ("sizeDependent", .bool(description.sizeDependent)),
        ]
        if let pitfall = description.pitfall { pairs.append(("pitfall", .string(pitfall))) }
        pairs.append(("fixIt", .string(fixItStatement(description))))
        pairs.append(("triggering", .array(description.triggering.map { .string($0.yaml) })))
        pairs.append(("nonTriggering", .array(description.nonTriggering.map { .string($0.yaml) })))
        return .object(pairs)
    }

    private static func markdown(_ description: RuleDescription, level: Int) -> String {
        let heading = String(repeating: "#", count: level)
        var out = "\(heading) `\(description.id)` — \(description.name)\n\n"
        var facts = ["severity **\(description.severity.rawValue)**", "category \(description.category.rawValue)"]
        facts += flags(description)
        if let pitfall = description.pitfall { facts.append("pitfall \(pitfall)") }
        out += facts.joined(separator: " · ") + "\n\n"
        out += "\(description.summary)\n\n\(description.rationale)\n\n"
        out += "**Fix-it:** \(fixItStatement(description))\n\n"
        for (title, examples) in [
            ("Triggers (`↓` marks where it reports)", description.triggering),
            ("Does not trigger", description.nonTriggering),
        ] where !examples.isEmpty {
            out += "\(title):\n\n"
            for example in examples {
                if let targets = example.targets {
                    out += "At targets \(targets.map(\.description).joined(separator: ", ")):\n\n"
                }
                if let platform = example.platform { out += "Compiled with `--platform \(platform)`:\n\n" }
                out += "```yaml\n\(example.yaml)\n```\n\n"
                if let companion = example.companion {
                    out += "With another file in the same run:\n\n```yaml\n\(companion)\n```\n\n"
                }
            }
        }
        return out
    }

    private static func document(_ descriptions: [RuleDescription]) -> String {
        var out = """
            # Trellis rules

            Generated from the rule registry by `trellis rules --format markdown`; a test fails when \
            this file is stale. Regenerate with `swift run trellis rules --format markdown > Docs/Rules.md`.

            Structural checks run while a file is read and are always errors. Every other rule can \
            be disabled, made opt-in or re-rated in `.trellis.yml`, and suppressed with comments. \
            Rules marked *per target* are decided at every lint target (by default five: iPhone SE \
            (3rd generation), iPhone 16 and iPhone 16 Pro Max in portrait, and iPad (10th generation) in \
            portrait and in landscape), and report the first target that fails.

            A structural error does not stop the rules: each section layout is read on its own, and \
            `trellis lint` (and the language server) runs the rules on the section layouts that have \
            no error, reporting their findings beside the errors. This holds when every error lies \
            inside a section layout; an error at the top level, in `configuration` or in `preview` \
            stops the rules, whose findings would rest on a guess. Rules about every section layout \
            of a file (`section_index_without_layout`, `superfluous_suppression`) wait until none is \
            left out. `frames`, `compile` and `render` refuse a file with a structural error.


            """
        for category in RuleCategory.allCases {
            let inCategory = descriptions.filter { $0.category == category }
            guard !inCategory.isEmpty else { continue }
            out += "| \(category.rawValue) | severity | summary |\n|---|---|---|\n"
            for description in inCategory {
                out +=
                    "| [`\(description.id)`](#\(description.id.rawValue)) | "
                    + "\(description.severity.rawValue)\(description.optIn ? " (opt-in)" : "") | "
                    + "\(description.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
            }
            out += "\n"
        }
        for category in RuleCategory.allCases {
            let inCategory = descriptions.filter { $0.category == category }
            guard !inCategory.isEmpty else { continue }
            out += "## \(category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst())\n\n"
            for description in inCategory {
                out += "<a id=\"\(description.id)\"></a>\n\n" + markdown(description, level: 3)
            }
        }
        return out.trimmingTrailingNewlines() + "\n"
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
