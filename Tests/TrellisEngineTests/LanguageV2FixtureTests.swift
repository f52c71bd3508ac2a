import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisPipeline
import TrellisTestSupport

/// The constructs of published layouts that language version 2 was made for (Tests/Fixtures/LanguageV2/README.md):
/// each `<case>.layout.yaml` has a folder `<case>/` of expectations, one per container width and layout direction,
/// worked out by hand.
@Suite struct LanguageV2FixtureTests {
    static let root = Repository.path("Tests/Fixtures/LanguageV2")

    /// `(layout, expectation)` paths relative to the root.
    static let cases: [String] = {
        let found = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
        return found.filter { $0.hasSuffix(".frames.json") }.sorted()
    }()

    @Test func everyConstructIsPinnedAtThreeWidthsInBothDirections() {
        let layouts = ((try? FileManager.default.contentsOfDirectory(atPath: Self.root)) ?? []).filter {
            $0.hasSuffix(".layout.yaml")
        }
        #expect(layouts.count >= 6)
        for layout in layouts {
            let name = String(layout.dropLast(".layout.yaml".count))
            for width in ["390", "768", "1024"] {
                for direction in ["ltr", "rtl"] {
                    #expect(
                        Self.cases.contains("\(name)/\(width)-\(direction).frames.json"),
                        "\(name) has no expectation at \(width) pt, \(direction)")
                }
            }
        }
    }

    @Test(arguments: cases)
    func constructMatchesItsExpectation(_ relative: String) throws {
        let folder = relative.split(separator: "/").first.map(String.init) ?? relative
        let layout = "\(Self.root)/\(folder).layout.yaml"
        let expectation = try FrameExpectation.read("\(Self.root)/\(relative)")
        let outcome = try FixtureOptions.layOut(layout, as: "\(folder).layout.yaml", expectation: expectation)
        #expect(
            !outcome.diagnostics.hasErrors,
            "\(outcome.diagnostics.map { "\($0.range.start) \($0.rule): \($0.message)" })")
        let tree = try #require(outcome.tree)
        let differences = FixtureComparison.differences(tree, expectation)
        #expect(differences.isEmpty, "\(relative):\n\(differences.joined(separator: "\n"))")
    }
}
