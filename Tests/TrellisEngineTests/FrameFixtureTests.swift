import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisTestSupport

/// Every `Tests/Fixtures/Frames/<category>/<case>.layout.yaml` is laid out and compared with
/// the hand-worked expectation in `<case>.frames.json` beside it (format: Tests/Fixtures/Frames/README.md).
struct FrameFixtureTests {
    static let fixtures: [String] = {
        let base = Repository.path("Tests/Fixtures/Frames")
        let enumerator = FileManager.default.enumerator(atPath: base)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".layout.yaml") { found.append(relative) }
        }
        return found.sorted()
    }()

    static let tolerance = 0.01

    @Test func thereAreAtLeastSixtyFixturesInEveryCategory() {
        #expect(Self.fixtures.count >= 60)
        let categories = Set(Self.fixtures.map { $0.split(separator: "/").first.map(String.init) ?? "" })
        #expect(categories.count >= 10, "\(categories.sorted())")
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsExpectation(_ relative: String) throws {
        let path = Repository.path("Tests/Fixtures/Frames/" + relative)
        let expectation = try FrameExpectation.read(path.replacingOccurrences(of: ".layout.yaml", with: ".frames.json"))
        #expect(!expectation.source.isEmpty, "every expectation says where it comes from")
        let outcome = try FixtureOptions.layOut(path, as: relative, expectation: expectation)

        if let failure = expectation.failure {
            #expect(outcome.tree == nil, "the layout should be refused")
            let diagnostic = outcome.diagnostics.first { $0.severity == .error }
            #expect(
                diagnostic?.rule.rawValue == failure.rule,
                "\(outcome.diagnostics.map { "\($0.rule): \($0.message)" })")
            if let line = failure.line { #expect(diagnostic?.range.start.line == line) }
            if let fragment = failure.message {
                #expect(diagnostic?.message.contains(fragment) == true, "\(diagnostic?.message ?? "")")
            }
            return
        }
        #expect(
            !outcome.diagnostics.hasErrors,
            "\(outcome.diagnostics.map { "\($0.range.start) \($0.rule): \($0.message)" })")
        let tree = try #require(outcome.tree)
        let differences = FixtureComparison.differences(tree, expectation)
        #expect(differences.isEmpty, "\(relative) (\(expectation.source)):\n\(differences.joined(separator: "\n"))")
    }

    /// A misspelt key fails to decode instead of skipping its comparison.
    @Test func unknownKeysAreRefused() {
        for text in [
            #"{"provenance": "hand", "source": "s", "reasoning": "r", "contentSise": [1, 2]}"#,
            #"{"provenance": "hand", "source": "s", "reasoning": "r", "sections": [{"itmes": []}]}"#,
            #"{"provenance": "hand", "source": "s"}"#,
            #"{"provenance": "guessed", "source": "s", "reasoning": "r"}"#,
        ] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(FrameExpectation.self, from: Data(text.utf8))
            }
        }
    }
}

enum FixtureOptions {
    /// Lays out the layout file at `path` with the expectation's options.
    static func layOut(
        _ path: String, as name: String? = nil, expectation: FrameExpectation?, scrollOffset: Double? = nil
    ) throws -> FramesRun.Outcome {
        FramesRun.run(
            bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: name ?? path,
            options: options(expectation, scrollOffset: scrollOffset))
    }

    /// The options an expectation asks for, as `trellis frames` would take them.
    static func options(_ expectation: FrameExpectation?, scrollOffset: Double? = nil) -> FramesRun.Options {
        var options = FramesRun.Options()
        options.scrollOffset = scrollOffset ?? expectation?.scrollOffset
        options.itemCount = expectation?.items
        options.device = expectation?.device
        options.sizing = expectation?.pass ?? .measured
        options.iOSVersion = expectation?.iOSVersion
        options.scale = expectation?.scale
        options.exact = expectation?.exact ?? false
        options.width = expectation?.width
        options.height = expectation?.height
        options.layoutDirection = expectation?.layoutDirection == "rtl" ? .rightToLeft : nil
        return options
    }
}

/// Compares a frame tree with an expectation and lists every difference readably.
enum FixtureComparison {
    static func differences(_ tree: FrameTree, _ expectation: FrameExpectation) -> [String] {
        var out: [String] = []
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= FrameFixtureTests.tolerance }
        func text(_ r: Rect) -> String {
            "(\(FrameNumbers.format(r.x)), \(FrameNumbers.format(r.y)), \(FrameNumbers.format(r.width)), "
                + "\(FrameNumbers.format(r.height)))"
        }
        func compare(_ label: String, _ expected: FrameExpectation.Box?, _ actual: Rect) {
            guard let expected = expected?.rect else { return }
            if !(close(expected.x, actual.x) && close(expected.y, actual.y) && close(expected.width, actual.width)
                && close(expected.height, actual.height))
            {
                out.append("  \(label): expected \(text(expected)), got \(text(actual))")
            }
        }
        func compareSize(_ label: String, _ expected: FrameExpectation.Pair?, _ actual: Size) {
            guard let expected else { return }
            if !(close(expected.width, actual.width) && close(expected.height, actual.height)) {
                let want = [expected.width, expected.height].map(FrameNumbers.format)
                let got = [actual.width, actual.height].map(FrameNumbers.format)
                out.append("  \(label): expected \(want), got \(got)")
            }
        }
        func compareSupplementaries(
            _ label: String, _ expected: [FrameExpectation.Supplementary], _ actual: [SupplementaryFrame]
        ) {
            if expected.count != actual.count {
                out.append(
                    "  \(label): expected \(expected.count) supplementaries, got \(actual.count): "
                        + "\(actual.map { "\($0.kind.rawValue) \(text($0.frame))" })")
            }
            for (index, (want, got)) in zip(expected, actual).enumerated() {
                let kind = want.kind
                if kind != got.kind.rawValue {
                    out.append("  \(label) supplementary \(index): expected kind \(kind), got \(got.kind.rawValue)")
                }
                if let host = want.item, got.host != .item(host) {
                    out.append("  \(label) supplementary \(index): expected host item \(host), got \(got.host)")
                }
                compare("\(label) \(kind) \(index)", want.frame, got.frame)
                if let zIndex = want.zIndex, zIndex != got.zIndex {
                    out.append("  \(label) \(kind) \(index): expected zIndex \(zIndex), got \(got.zIndex)")
                }
                if let pinned = want.pinned, pinned != got.pinned {
                    out.append("  \(label) \(kind) \(index): expected pinned \(pinned), got \(got.pinned)")
                }
                if let clipped = want.clipped, clipped != got.clipped {
                    out.append("  \(label) \(kind) \(index): expected clipped \(clipped), got \(got.clipped)")
                }
            }
        }

        compareSize("contentSize", expectation.contentSize, tree.contentSize)
        if let global = expectation.supplementaries { compareSupplementaries("layout", global, tree.supplementaries) }
        guard let sections = expectation.sections else { return out }
        if sections.count != tree.sections.count {
            out.append("  expected \(sections.count) sections, got \(tree.sections.count)")
        }
        for (index, (want, got)) in zip(sections, tree.sections).enumerated() {
            let label = "section \(index)"
            compare("\(label) frame", want.frame, got.frame)
            if let items = want.items {
                let actual = Array(got.items)
                if items.count != actual.count {
                    out.append("  \(label): expected \(items.count) items, got \(actual.count)")
                }
                for (item, (expected, frame)) in zip(items, actual).enumerated() {
                    compare("\(label) item \(item)", expected, frame.frame)
                }
                let clipped = Set(want.clipped ?? [])
                let actualClipped = Set(actual.filter(\.clipped).map(\.index))
                if clipped != actualClipped {
                    out.append("  \(label): expected clipped items \(clipped.sorted()), got \(actualClipped.sorted())")
                }
            }
            if let supplementaries = want.supplementaries {
                compareSupplementaries(label, supplementaries, got.supplementaries + got.itemSupplementaries())
            }
            if let decorations = want.decorations {
                if decorations.count != got.decorations.count {
                    out.append("  \(label): expected \(decorations.count) decorations, got \(got.decorations.count)")
                }
                for (want, decoration) in zip(decorations, got.decorations) {
                    compare("\(label) decoration \(decoration.kind.rawValue)", want.frame, decoration.frame)
                    if let zIndex = want.zIndex, zIndex != decoration.zIndex {
                        out.append("  \(label) decoration: expected zIndex \(zIndex), got \(decoration.zIndex)")
                    }
                }
            }
            if let zIndex = want.itemZIndex, zIndex != got.itemZIndex {
                out.append("  \(label): expected item zIndex \(zIndex), got \(got.itemZIndex)")
            }
            if let strip = want.orthogonalContentSize {
                if let orthogonal = got.orthogonal {
                    compareSize("\(label) orthogonalContentSize", strip, orthogonal.contentSize)
                } else {
                    out.append("  \(label): expected an orthogonal section")
                }
            }
            if let resting = want.restingOffsets {
                let actual = got.orthogonal?.restingOffsets ?? []
                if resting.count != actual.count || zip(resting, actual).contains(where: { !close($0, $1) }) {
                    out.append(
                        "  \(label) restingOffsets: expected \(resting.map(FrameNumbers.format)), got "
                            + "\(actual.map(FrameNumbers.format))")
                }
            }
        }
        return out
    }
}
