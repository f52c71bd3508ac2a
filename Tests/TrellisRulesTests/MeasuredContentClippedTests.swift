import Foundation
import Testing
import TrellisCore
import TrellisPipeline
import TrellisRules
import TrellisTestSupport

/// `measured_content_clipped` lays out only the preview sections whose items the preview measures: an item's size does
/// not depend on the sections around it, so a section the engine refuses at the target hides nothing.
@Suite struct MeasuredContentClippedTests {
    /// Rows of 60-pt items the preview measures at 44 and 90 pt, then `crowded`, whose insets leave
    /// 375 − 200 − 200 = −25 pt for its groups on the first lint target (iPhone SE, 375 pt wide).
    static let text = """
        layout: Issues
        sections:
          - name: rows
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: absolute(60)
              item: {width: fractionalWidth(1), height: absolute(60)}
          - name: crowded
            contentInsets: {leading: 200, trailing: 200}
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(44)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}
        preview:
          sections:
            - {layout: rows, items: 3, measured: {item: {height: [44, 90]}}}
            - {layout: crowded, items: 2}
        """

    @Test func aRefusedSectionHidesNoClippedItem() throws {
        let diagnostics = Pipeline.check(text: Self.text, path: "Issues.layout.yaml").diagnostics
        // The engine refuses `crowded` on iPhone SE: that is another rule's error, at its `contentInsets` (line 10).
        #expect(
            diagnostics.contains {
                $0.rule == "non_positive_effective_size" && $0.range.start == SourcePosition(line: 10, column: 5)
            }, "\(diagnostics.map(\.message))")
        let clipped = diagnostics.filter { $0.rule == "measured_content_clipped" }
        #expect(clipped.count == 1, "\(diagnostics.map(\.message))")
        let finding = try #require(clipped.first)
        // `      item: {width: fractionalWidth(1), height: absolute(60)}` is line 8; the value starts at column 49.
        #expect(finding.range.start == SourcePosition(line: 8, column: 49))
        // Item 1 is measured at 90 pt (the list cycles: 44, 90, 44) in a 60-pt frame.
        #expect(finding.message.contains("measures item 1 of section 'rows' as 90 pt tall, but it is 60 pt"))
    }
}
