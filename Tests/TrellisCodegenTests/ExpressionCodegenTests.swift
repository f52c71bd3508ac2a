import Testing
import TrellisCodegen
import TrellisPipeline

/// Version 2 expressions in generated Swift: written where the file writes them, with Swift's precedence.
@Suite struct ExpressionCodegenTests {
    static func swift(_ text: String) throws -> String {
        let document = try #require(Pipeline.check(text: text, path: "E.layout.yaml").document)
        return try CodeGenerator(document: document, sourcePath: "E.layout.yaml").generate()
    }

    static let group = """
        group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(44)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}
        """

    /// At the 390-pt reference width these are 0, which a written number of 0 leaves out; an expression is set.
    @Test func anExpressionWorthZeroInTheReferenceIsStillSet() throws {
        let swift = try Self.swift(
            """
            version: 2
            layout: E
            sections:
              - name: rows
                interGroupSpacing: "width > 600 ? 24 : 0"
                contentInsets: {leading: "width > 600 ? 32 : 0"}
                \(Self.group)

            """)
        #expect(swift.contains("section.interGroupSpacing = (environment.container.contentSize.width > 600 ? 24 : 0)"))
        #expect(swift.contains("leading: environment.container.contentSize.width > 600 ? 32 : 0,"))
    }

    /// `minWidth` and an `if` holding `||`: the engine requires both, so the `if` keeps its parentheses.
    @Test func anIfBesideOtherConditionsKeepsItsParentheses() throws {
        let swift = try Self.swift(
            """
            version: 2
            layout: E
            sections:
              - name: rows
                \(Self.group)
                variants:
                  - when: {minWidth: 600, if: "height < 500 || scale < 2"}
                    interGroupSpacing: 8

            """)
        #expect(
            swift.contains(
                "if container.width >= 600 && (environment.container.contentSize.height < 500 || "
                    + "environment.traitCollection.displayScale < 2) {"))
    }
}
