import Testing
import TrellisPipeline

/// Past the budget of `use:` expansion, one error says so: the keys the definition would have given each site are
/// that mistake, not four more `missing_key` errors per site (58 of them for this file before).
struct ExpansionBudgetTests {
    @Test func pastTheBudgetIsOneError() {
        var text = "version: 2\nlayout: Budget\ndefinitions:\n  row:\n    group:\n      axis: vertical\n"
        text += "      width: fractionalWidth(1)\n      height: absolute(44)\n      subitems:\n"
        text += String(repeating: "        - item: {width: fractionalWidth(1), height: absolute(1)}\n", count: 400)
        text += "sections:\n"
        for index in 0..<120 { text += "  - {name: s\(index), indexes: \(index), use: row}\n" }
        let diagnostics = Pipeline.check(text: text, path: "Budget.layout.yaml").diagnostics
        #expect(diagnostics.map(\.rule.rawValue) == ["input_limit"], "\(diagnostics.map(\.message).prefix(5))")
        #expect(diagnostics.first?.message.contains("past 100000 nodes") == true)
    }
}
