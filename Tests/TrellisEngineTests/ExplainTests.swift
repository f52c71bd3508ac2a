import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisTestSupport

/// `trellis explain`: every derivation ends at the frame the engine reports, and its steps show the rules with
/// their numbers.
struct ExplainTests {
    static func explain(_ relative: String, _ target: ExplainRun.Target) throws -> ExplainRun.Outcome {
        let path = Repository.path(relative)
        let expectationPath = path.replacingOccurrences(of: ".layout.yaml", with: ".frames.json")
        let expectation =
            FileManager.default.fileExists(atPath: expectationPath) ? try FrameExpectation.read(expectationPath) : nil
        return ExplainRun.run(
            bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: relative, target: target,
            options: FixtureOptions.options(expectation))
    }

    /// For every fixture and sample: the first and last item of every section, its first item supplementary and
    /// its boundary items are explained, each ending at exactly the frame `trellis frames` reports.
    @Test(arguments: InvariantTests.inputs)
    func everyExplanationEndsAtTheReportedFrame(_ relative: String) throws {
        guard let tree = try InvariantTests.layOut(relative).tree else { return }
        for section in tree.sections {
            var elements: [(FrameDerivation.Element, Rect)] = []
            if let first = section.items.first, let last = section.items.last {
                elements += [
                    (.item(section: section.index, index: first.index), first.frame),
                    (.item(section: section.index, index: last.index), last.frame),
                ]
            }
            if let badge = section.itemSupplementaries().first, case let .item(host) = badge.host {
                elements.append(
                    (.itemSupplementary(section: section.index, item: host, kind: badge.kind.rawValue), badge.frame))
            }
            for boundary in section.supplementaries where !boundary.pinned {
                let earlier = section.supplementaries.prefix { $0 != boundary }.filter { $0.kind == boundary.kind }
                elements.append(
                    (
                        .boundary(section: section.index, kind: boundary.kind.rawValue, occurrence: earlier.count),
                        boundary.frame
                    ))
            }
            for (element, frame) in elements {
                let outcome = try Self.explain(relative, .element(element))
                let derivation = try #require(
                    outcome.derivation, "\(relative) \(element.description): \(outcome.diagnostics.map(\.message))")
                #expect(derivation.frame == frame, "\(relative) \(element.description)")
                #expect(derivation.steps.last?.rule == "Docs/Semantics.md §14", "the last step is the pixel grid")
                #expect(derivation.steps.count >= 3)
            }
        }
    }

    /// The measured nested groups (Docs/Measurements.md M2-nested): item 6 (index 5) shows each level floored to
    /// the @3x grid, and ends where UIKit drew it.
    @Test func nestedItemShowsEveryFlooredLevel() throws {
        let outcome = try Self.explain(
            "Tests/Fixtures/Frames/measured/m2-tb-nested-groups-vertical.layout.yaml",
            .element(.item(section: 0, index: 5)))
        let derivation = try #require(outcome.derivation)
        let text = derivation.steps.map(\.text).joined(separator: "\n")
        for fragment in [
            "fractionalHeight(0.25) of 852 = 213",
            "fractionalHeight(0.7) of 213 = 149.1, floored to the pixel grid: 149",
            "fractionalWidth(0.2) of 393 = 78.6, floored to the pixel grid: 78.333", "iOS 16 at @3x floors",
        ] {
            #expect(text.contains(fragment), "\(fragment)\n\(text)")
        }
        let measured = Rect(x: 952.0 / 3, y: 224.0 / 3, width: 217.0 / 3, height: 143)
        #expect(abs(derivation.frame.x - measured.x) < 0.01 && abs(derivation.frame.y - measured.y) < 0.01)
        #expect(abs(derivation.frame.width - measured.width) < 0.01 && derivation.frame.height == measured.height)
    }

    /// A position inside a variant the device does not choose is refused with a diagnostic, not explained in the
    /// content the device does choose (iPhone 16 is narrower than the variant's 700 pt); the base's item is explained.
    @Test func positionInAnUnusedVariantIsRefused() throws {
        let path = "Tests/Fixtures/Frames/variants/narrow-container-keeps-the-base.layout.yaml"
        let unused = try Self.explain(path, .position(SourcePosition(line: 17, column: 11)))
        #expect(unused.derivation == nil)
        #expect(unused.diagnostics.contains { $0.message.contains("variant 1 of section 'grid' is not the content") })
        let base = try Self.explain(path, .position(SourcePosition(line: 9, column: 7)))
        #expect(base.derivation?.element == .item(section: 0, index: 0))
    }

    /// `--scale` reaches every environment, the lint targets `render` draws included.
    @Test func scaleOverridesEveryEnvironment() throws {
        var options = FramesRun.Options()
        options.environment = (LayoutEnvironment(container: Size(width: 393, height: 852), scale: 3), "target")
        options.scale = 2
        let outcome = FramesRun.run(
            bytes: Array(
                try String(contentsOfFile: Repository.path("Samples/Badges.layout.yaml"), encoding: .utf8).utf8),
            path: "Badges.layout.yaml", options: options)
        #expect(try #require(outcome.tree).environment.scale == 2)
    }

    /// Every step names sections Docs/Semantics.md has.
    @Test func stepsCiteSectionsTheRulesDocumentHas() throws {
        let semantics = try String(contentsOfFile: Repository.path("Docs/Semantics.md"), encoding: .utf8)
        let outcome = try Self.explain(
            "Samples/Badges.layout.yaml",
            .element(
                .itemSupplementary(
                    section: 0, item: 1, kind: "badge")))
        let derivation = try #require(outcome.derivation)
        #expect(derivation.steps.contains { $0.rule == "Docs/Semantics.md §10" })
        for step in derivation.steps {
            for cited in step.sections.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                let number = cited.dropFirst()
                #expect(
                    semantics.contains("## \(number). ") || semantics.contains("### \(number) "),
                    "\(cited) is no section of Docs/Semantics.md")
            }
        }
    }

    /// A position explains the item written there (its first item), and the elements are parsed as documented.
    @Test func positionsAndElementsAreParsed() throws {
        let text = try String(contentsOfFile: Repository.path("Samples/Badges.layout.yaml"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("item:") })
        let column = try #require(lines[line].range(of: "item:")).lowerBound.utf16Offset(in: lines[line]) + 1
        let outcome = try Self.explain(
            "Samples/Badges.layout.yaml", try #require(ExplainRun.Target("\(line + 1):\(column)")))
        #expect(outcome.derivation?.element == .item(section: 0, index: 0))
        #expect(ExplainRun.Target("section 1 item 3") == .element(.item(section: 1, index: 3)))
        #expect(
            ExplainRun.Target("section 0 item 2 badge")
                == .element(.itemSupplementary(section: 0, item: 2, kind: "badge")))
        #expect(
            ExplainRun.Target("section 0 header 2") == .element(.boundary(section: 0, kind: "header", occurrence: 1)))
        for bad in [
            "", "section", "section x item 1", "section 0 item", "section 0 item -1", "0:0", "12:", "a:b",
            "section 0 header 0", "section 0 item 1 badge 2 3",
        ] {
            #expect(ExplainRun.Target(bad) == nil, "\(bad)")
        }
        let missing = try Self.explain("Samples/Badges.layout.yaml", .element(.item(section: 0, index: 10_000)))
        #expect(missing.derivation == nil && missing.diagnostics.contains { $0.severity == .error })
    }
}
