import Testing
import TrellisCore
import TrellisModel
import TrellisPipeline
import TrellisRules

/// Issue 38's regressions: rules that judged and rewrote a number written as a version 2 expression by its value in
/// the reference environment (390 × 844), because the model held that value and kept the expression apart
/// (`SectionLayout.expressions[path]`). Each number is now a `LayoutNumber` holding its expression.
@Suite struct ExpressionFixItRegressionTests {
    /// The number at `field` of the item or group at `node` of the first section's base content.
    static func number(_ field: String, of node: ModelPath.Node, in document: LayoutDocument) -> LayoutNumber? {
        document.sections[0].base.numbers.first { $0.site.node == node && $0.site.field == field }?.number
    }

    /// Before: the rule read the item's insets as `EdgeInsets` (the reference environment's values, where
    /// `width > 500 ? 16 : 8` is 8) and wrote each edge it keeps with `JSONValue.format`, so the fix-it was
    /// `{leading: 8}` and `lint --fix` turned the adaptive inset into a constant.
    @Test func insetsFixKeepsAnExpressionEdge() throws {
        let text = """
            version: 2
            layout: Rows
            sections:
              - name: rows
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: estimated(44)
                  item:
                    width: fractionalWidth(1)
                    height: estimated(44)
                    contentInsets: {top: 4, leading: "width > 500 ? 16 : 8", bottom: 0, trailing: 0}
            """
        let checked = Pipeline.check(text: text, path: "Rows.layout.yaml")
        let original = try #require(checked.model)
        let written = try #require(Self.number("contentInsets.leading", of: .group([0]), in: original)?.expression)
        let finding = try #require(checked.diagnostics.first { $0.rule == "insets_on_estimated_axis" })
        // Only the top inset lies on the estimated axis.
        #expect(finding.message.hasPrefix("the content insets top 4 are ignored"), "\(finding.message)")
        let fixIt = try #require(finding.fixIt)
        #expect(fixIt.replacement == #"{leading: "width > 500 ? 16 : 8"}"#)

        let fixedText = FixIt.apply([fixIt], to: text).text
        #expect(!fixedText.contains("leading: 8"))
        let fixed = Pipeline.check(text: fixedText, path: "Rows.layout.yaml")
        let model = try #require(fixed.model, "\(fixed.diagnostics.map(\.message))\n\(fixedText)")
        #expect(Self.number("contentInsets.leading", of: .group([0]), in: model)?.expression == written)
        #expect(Self.number("contentInsets.top", of: .group([0]), in: model) == LayoutNumber(0))
        #expect(!fixed.diagnostics.contains { $0.rule == "insets_on_estimated_axis" })
    }

    /// Before: the fix-it and the message wrote `estimated(\(JSONValue.format(estimate)))` of the model's number, the
    /// reference environment's value, so `uniformAcrossSiblings(width > 500 ? 60 : 44)` became `estimated(44)`.
    @Test func availabilityFixKeepsTheEstimateExpression() throws {
        let text = """
            version: 2
            layout: Rows
            deploymentTarget: {iOS: "16.0"}
            sections:
              - name: rows
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: estimated(44)
                  item: {width: fractionalWidth(1), height: "uniformAcrossSiblings(width > 500 ? 60 : 44)"}
            """
        let checked = Pipeline.check(text: text, path: "Rows.layout.yaml")
        let original = try #require(checked.model)
        let written = try #require(Self.number("height", of: .group([0]), in: original)?.expression)
        let finding = try #require(
            checked.diagnostics.first { $0.rule == "api_availability" && $0.message.contains("uniformAcrossSiblings") })
        #expect(finding.message.contains("estimated(width > 500 ? 60 : 44) self-sizes each item on its own"))
        let fixIt = try #require(finding.fixIt)
        #expect(fixIt.replacement == #""estimated(width > 500 ? 60 : 44)""#)

        let fixedText = FixIt.apply([fixIt], to: text).text
        let fixed = Pipeline.check(text: fixedText, path: "Rows.layout.yaml")
        let model = try #require(fixed.model, "\(fixed.diagnostics.map(\.message))\n\(fixedText)")
        guard case let .group(.standard(group)) = model.sections[0].base.body,
            case let .subitems(subitems) = group.content, case let .item(item) = subitems.first,
            case let .estimated(estimate) = item.size.height
        else {
            Issue.record("the item's height is not estimated after the fix:\n\(fixedText)")
            return
        }
        #expect(estimate.expression == written)
        #expect(!fixed.diagnostics.contains { $0.rule == "api_availability" })
    }

    /// Before: the rule compared the model's value with 0, and the model held the reference environment's value
    /// (390 pt wide, where `width > 500 ? 16 : 0` is 0), so it reported nothing at any target, iPad included.
    @Test func insetsRuleJudgesAnExpressionAtEachTarget() throws {
        let text = """
            version: 2
            layout: Chips
            sections:
              - name: chips
                orthogonalScrolling: continuous
                group:
                  axis: horizontal
                  width: estimated(80)
                  height: absolute(32)
                  item:
                    width: estimated(80)
                    height: fractionalHeight(1)
                    contentInsets: {leading: "width > 500 ? 16 : 0"}
            """
        let iPad = LintTarget(preset: try #require(DevicePresets.named("iPad Air 13-inch (M3)")))
        let iPhone = LintTarget(preset: try #require(DevicePresets.named("iPhone 16")))
        #expect(iPad.environment.container.width == 1024 && iPhone.environment.container.width == 393)
        func findings(at targets: [LintTarget]) -> [Diagnostic] {
            var configuration = LintConfiguration()
            configuration.targets = targets
            return Pipeline.check(text: text, path: "Chips.layout.yaml", configuration: configuration).diagnostics
                .filter { $0.rule == "insets_on_estimated_axis" }
        }

        let reported = findings(at: [iPad, iPhone])
        #expect(reported.count == 1)
        let message = try #require(reported.first?.message)
        #expect(message.contains("leading 'width > 500 ? 16 : 0'"), "\(message)")
        // It names the target where the inset is not 0, with its value there, and not the other.
        #expect(message.contains("16 on iPad Air 13-inch (M3) (1024 × 1366)"), "\(message)")
        #expect(!message.contains("iPhone 16 (393"), "\(message)")
        // UIKit ignores the inset at every target, so the fix-it drops it.
        #expect(reported.first?.fixIt?.replacement == "0")

        // Where the inset is 0 at every target, there is nothing to report.
        #expect(findings(at: [iPhone]).isEmpty)
    }
}
