import Testing
import TrellisCodegen
import TrellisPipeline

/// `repeating` in generated Swift: `repeatingSubitem:count:` on every target, the count as written (`Int(...)` around
/// an expression), with iOS 16 as the API's availability (`@available`, or a variant's `if #available`).
@Suite struct RepeatingCodegenTests {
    static func swift(_ text: String) throws -> String {
        let checked = Pipeline.check(text: text, path: "R.layout.yaml")
        let document = try #require(checked.document, "\(checked.diagnostics.map(\.message))")
        return try CodeGenerator(document: document, sourcePath: "R.layout.yaml").generate()
    }

    /// A 100-pt row of 100 × 100 copies, 10 apart; `count` as the value of `repeating`.
    static func row(_ count: String) -> String {
        """
        group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(100)
              repeating: \(count)
              interItemSpacing: 10
              item: {width: absolute(100), height: absolute(100)}
        """
    }

    static let item =
        "let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), "
        + "heightDimension: .absolute(100)))"

    static func group(count: String) -> String {
        "let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: "
            + ".fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item, count: \(count))"
    }

    @Test func anExpressionCountIsAnInt() throws {
        let swift = try Self.swift(
            """
            version: 2
            layout: R
            deploymentTarget: {iOS: "16.0"}
            sections:
              - name: row
                \(Self.row("\"width > 600 ? 3 : 2\""))

            """)
        // The item at its own size (no share overrides it), then the group with the count the app computes.
        #expect(swift.contains(Self.item))
        #expect(swift.contains(Self.group(count: "Int(environment.container.contentSize.width > 600 ? 3 : 2)")))
        #expect(swift.contains("group.interItemSpacing = .fixed(10)"))
        #expect(swift.contains("@available(iOS 16.0, *)"))
        // Copies need no equal share, so no layout arithmetic is embedded.
        #expect(!swift.contains("LayoutArithmetic"))
    }

    @Test func aWholeNumberIsWrittenAsItIs() throws {
        let swift = try Self.swift(
            """
            version: 2
            layout: R
            deploymentTarget: {iOS: "17.0"}
            sections:
              - name: row
                \(Self.row("3"))

            """)
        #expect(swift.contains(Self.group(count: "3")))
        // `count: 3` would be given the equal share as its size from iOS 16; `repeating` keeps the item's own.
        #expect(!swift.contains("LayoutArithmetic.equalShare"))
    }

    /// Below iOS 16 a variant guarded by `iOS: "16.0"` may hold it: generated code tests `#available` around it,
    /// and the layout as a whole needs nothing newer than iOS 15.
    @Test func aVariantGuardedByIOS16HoldsItBelowThatTarget() throws {
        let swift = try Self.swift(
            """
            version: 2
            layout: R
            deploymentTarget: {iOS: "15.0"}
            sections:
              - name: row
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(100)
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                variants:
                  - when: {iOS: "16.0"}
                    \(Self.row("3").replacing("\n      ", with: "\n          "))

            """)
        #expect(swift.contains("if #available(iOS 16.0, *) {"))
        #expect(swift.contains("repeatingSubitem: item, count: 3)"))
        #expect(!swift.contains("@available(iOS 16"))
    }
}
