import Testing
import TrellisPipeline

/// Constants that name the previous one many times (hostile, yet within every input limit) are evaluated once each,
/// after the constants they name, with no recursion through the chain: 250 constants of 200 terms overflowed the
/// stack (SIGSEGV) in lint, frames and the language server, and 1,000 of 100 terms took minutes before it.
struct ConstantChainTests {
    /// `c0` is the width; each next constant is the mean of `terms` copies of the previous, so every one equals the
    /// width, and `leading: c_last - width + 8` is 8 (worked out by hand; exact in binary floating point, as
    /// 393 × terms and the division by terms are).
    static func file(constants: Int, terms: Int) -> String {
        var text = "version: 2\nlayout: Chain\nconstants:\n  c0: width\n"
        for index in 1..<constants {
            let previous = Array(repeating: "c\(index - 1)", count: terms).joined(separator: " + ")
            text += "  c\(index): \"(\(previous)) / \(terms)\"\n"
        }
        text += """
            sections:
              - name: rows
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: absolute(44)
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                contentInsets: {top: 0, leading: "c\(constants - 1) - width + 8", bottom: 0, trailing: 0}
            preview:
              device: iPhone 16
              sections: [{layout: rows, items: 1}]

            """
        return text
    }

    @Test(arguments: [(250, 200), (1_000, 100)])
    func aLongChainOfConstantsLintsAndLaysOut(constants: Int, terms: Int) throws {
        let text = Self.file(constants: constants, terms: terms)
        let checked = Pipeline.check(text: text, path: "Chain.layout.yaml")
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        let outcome = FramesRun.run(bytes: Array(text.utf8), path: "Chain.layout.yaml", options: FramesRun.Options())
        let tree = try #require(outcome.tree, "\(outcome.diagnostics.map(\.message))")
        let item = try #require(tree.sections.first?.items.first)
        // iPhone 16: 393 pt wide; the section's leading inset 8 leaves 385.
        #expect(item.frame.x == 8 && item.frame.width == 385, "\(item.frame)")
    }
}
