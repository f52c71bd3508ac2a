import Foundation
import Testing
import TrellisCore
import TrellisEngine
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
        let expectationPath = path.replacingOccurrences(of: ".layout.yaml", with: ".frames.json")
        let expectation = try #require(FixtureOptions.expectation(at: expectationPath), "no \(expectationPath)")
        let source = try #require(expectation["source"] as? String)
        #expect(!source.isEmpty, "every expectation says where it comes from")
        let outcome = try FixtureOptions.layOut(path, as: relative, expectation: expectation)

        if let failure = expectation["failure"] as? [String: Any] {
            #expect(outcome.tree == nil, "the layout should be refused")
            let rule = try #require(failure["rule"] as? String)
            let diagnostic = outcome.diagnostics.first { $0.severity == .error }
            #expect(diagnostic?.rule.rawValue == rule, "\(outcome.diagnostics.map { "\($0.rule): \($0.message)" })")
            if let line = failure["line"] as? Int { #expect(diagnostic?.range.start.line == line) }
            if let fragment = failure["message"] as? String {
                #expect(diagnostic?.message.contains(fragment) == true, "\(diagnostic?.message ?? "")")
            }
            return
        }
        #expect(
            !outcome.diagnostics.hasErrors,
            "\(outcome.diagnostics.map { "\($0.range.start) \($0.rule): \($0.message)" })")
        let tree = try #require(outcome.tree)
        let differences = FixtureComparison.differences(tree, expectation, scale: expectation["scale"] as? Double)
        #expect(differences.isEmpty, "\(relative) (\(source)):\n\(differences.joined(separator: "\n"))")
    }
}

enum FixtureOptions {
    /// The expectation JSON at `path`, or nil when there is none.
    static func expectation(at path: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))) as? [String: Any]
    }

    /// Lays out the layout file at `path` with the expectation's options.
    static func layOut(_ path: String, as name: String? = nil, expectation: [String: Any], scrollOffset: Double? = nil)
        throws -> FramesRun.Outcome
    {
        var options = self.options(expectation)
        if let scrollOffset { options.scrollOffset = scrollOffset }
        return FramesRun.run(
            bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: name ?? path, options: options)
    }

    static func options(_ expectation: [String: Any]) -> FramesRun.Options {
        var options = FramesRun.Options()
        options.scrollOffset = expectation["scrollOffset"] as? Double
        options.itemCount = expectation["items"] as? Int
        options.device = expectation["device"] as? String
        if (expectation["pass"] as? String) == "estimates" { options.sizing = .estimates }
        return options
    }
}

/// Compares a frame tree with an expectation and lists every difference readably.
enum FixtureComparison {
    static func differences(_ tree: FrameTree, _ expectation: [String: Any], scale: Double?) -> [String] {
        var out: [String] = []
        func round(_ rect: Rect) -> Rect { scale.map { rect.rounded(toScale: $0) } ?? rect }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= FrameFixtureTests.tolerance }
        func rect(_ value: Any?) -> Rect? {
            guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        func text(_ r: Rect) -> String {
            "(\(FrameNumbers.format(r.x)), \(FrameNumbers.format(r.y)), \(FrameNumbers.format(r.width)), "
                + "\(FrameNumbers.format(r.height)))"
        }
        func compare(_ label: String, _ expected: Rect, _ actual: Rect) {
            if !(close(expected.x, actual.x) && close(expected.y, actual.y) && close(expected.width, actual.width)
                && close(expected.height, actual.height))
            {
                out.append("  \(label): expected \(text(expected)), got \(text(actual))")
            }
        }
        func compareSize(_ label: String, _ expected: Any?, _ actual: (Double, Double)) {
            guard let numbers = expected as? [Double] else { return }
            if !(close(numbers[0], actual.0) && close(numbers[1], actual.1)) {
                out.append(
                    "  \(label): expected \(numbers.map(FrameNumbers.format)), got [\(FrameNumbers.format(actual.0)), "
                        + "\(FrameNumbers.format(actual.1))]"
                )
            }
        }
        func compareSupplementaries(_ label: String, _ expected: [[String: Any]], _ actual: [SupplementaryFrame]) {
            if expected.count != actual.count {
                out.append(
                    "  \(label): expected \(expected.count) supplementaries, got \(actual.count): "
                        + "\(actual.map { "\($0.kind.rawValue) \(text($0.frame))" })"
                )
            }
            for (index, (want, got)) in zip(expected, actual).enumerated() {
                let kind = want["kind"] as? String ?? "?"
                if kind != got.kind.rawValue {
                    out.append("  \(label) supplementary \(index): expected kind \(kind), got \(got.kind.rawValue)")
                }
                if let host = want["item"] as? Int, got.host != .item(host) {
                    out.append("  \(label) supplementary \(index): expected host item \(host), got \(got.host)")
                }
                if let frame = rect(want["frame"]) { compare("\(label) \(kind) \(index)", frame, round(got.frame)) }
                if let zIndex = want["zIndex"] as? Int, zIndex != got.zIndex {
                    out.append("  \(label) \(kind) \(index): expected zIndex \(zIndex), got \(got.zIndex)")
                }
                if let pinned = want["pinned"] as? Bool, pinned != got.pinned {
                    out.append("  \(label) \(kind) \(index): expected pinned \(pinned), got \(got.pinned)")
                }
                if let clipped = want["clipped"] as? Bool, clipped != got.clipped {
                    out.append("  \(label) \(kind) \(index): expected clipped \(clipped), got \(got.clipped)")
                }
            }
        }

        compareSize("contentSize", expectation["contentSize"], (tree.contentSize.width, tree.contentSize.height))
        if let global = expectation["supplementaries"] as? [[String: Any]] {
            compareSupplementaries("layout", global, tree.supplementaries)
        }
        guard let sections = expectation["sections"] as? [[String: Any]] else { return out }
        if sections.count != tree.sections.count {
            out.append("  expected \(sections.count) sections, got \(tree.sections.count)")
        }
        for (index, (want, got)) in zip(sections, tree.sections).enumerated() {
            let label = "section \(index)"
            if let frame = rect(want["frame"]) { compare("\(label) frame", frame, round(got.frame)) }
            if let items = want["items"] as? [Any] {
                let actual = Array(got.items)
                if items.count != actual.count {
                    out.append("  \(label): expected \(items.count) items, got \(actual.count)")
                }
                for (item, (expected, frame)) in zip(items, actual).enumerated() {
                    if let expected = rect(expected) { compare("\(label) item \(item)", expected, round(frame.frame)) }
                }
                let clipped = Set(want["clipped"] as? [Int] ?? [])
                let actualClipped = Set(actual.filter(\.clipped).map(\.index))
                if clipped != actualClipped {
                    out.append("  \(label): expected clipped items \(clipped.sorted()), got \(actualClipped.sorted())")
                }
            }
            if let supplementaries = want["supplementaries"] as? [[String: Any]] {
                compareSupplementaries(label, supplementaries, got.supplementaries + got.itemSupplementaries())
            }
            if let decorations = want["decorations"] as? [[String: Any]] {
                if decorations.count != got.decorations.count {
                    out.append("  \(label): expected \(decorations.count) decorations, got \(got.decorations.count)")
                }
                for (want, decoration) in zip(decorations, got.decorations) {
                    if let frame = rect(want["frame"]) {
                        compare("\(label) decoration \(decoration.kind.rawValue)", frame, round(decoration.frame))
                    }
                    if let zIndex = want["zIndex"] as? Int, zIndex != decoration.zIndex {
                        out.append("  \(label) decoration: expected zIndex \(zIndex), got \(decoration.zIndex)")
                    }
                }
            }
            if let zIndex = want["itemZIndex"] as? Int, zIndex != got.itemZIndex {
                out.append("  \(label): expected item zIndex \(zIndex), got \(got.itemZIndex)")
            }
            if let strip = want["orthogonalContentSize"] {
                if let orthogonal = got.orthogonal {
                    compareSize(
                        "\(label) orthogonalContentSize", strip,
                        (orthogonal.contentSize.width, orthogonal.contentSize.height))
                } else {
                    out.append("  \(label): expected an orthogonal section")
                }
            }
            if let resting = want["restingOffsets"] as? [Double] {
                let actual = got.orthogonal?.restingOffsets ?? []
                if resting.count != actual.count || zip(resting, actual).contains(where: { !close($0, $1) }) {
                    out.append(
                        "  \(label) restingOffsets: expected \(resting.map(FrameNumbers.format)), got "
                            + "\(actual.map(FrameNumbers.format))"
                    )
                }
            }
        }
        return out
    }
}
