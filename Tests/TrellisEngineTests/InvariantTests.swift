import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisTestSupport

/// Properties every layout must have, checked on every fixture and sample.
enum Invariants {
    /// Finite frames, no negative sizes, items inside their section along the scroll axis
    /// (and across it, except in orthogonal strips), unless `overhang` allows it.
    static func violations(_ tree: FrameTree, overhang: Bool = false) -> [String] {
        var found: [String] = []
        func check(_ label: String, _ frame: Rect) {
            if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
                found.append("\(label): not finite \(frame)")
            }
            if frame.width < 0 || frame.height < 0 { found.append("\(label): negative size \(frame)") }
        }
        check("contentSize", Rect(x: 0, y: 0, width: tree.contentSize.width, height: tree.contentSize.height))
        let main: KeyPath<Rect, Double> = tree.scrollDirection == .vertical ? \.minY : \.minX
        let mainEnd: KeyPath<Rect, Double> = tree.scrollDirection == .vertical ? \.maxY : \.maxX
        let cross: KeyPath<Rect, Double> = tree.scrollDirection == .vertical ? \.minX : \.minY
        let crossEnd: KeyPath<Rect, Double> = tree.scrollDirection == .vertical ? \.maxX : \.maxY
        for section in tree.sections {
            check("section \(section.index)", section.frame)
            if section.frame[keyPath: mainEnd] > tree.contentSize.height + tree.contentSize.width {
                found.append("section \(section.index) ends past the content")
            }
            for item in section.items {
                let label = "section \(section.index) item \(item.index)"
                check(label, item.frame)
                if item.frame.width <= 0 || item.frame.height <= 0 { found.append("\(label): empty frame") }
                guard !overhang else { continue }
                let tolerance = 0.01
                if item.frame[keyPath: main] < section.frame[keyPath: main] - tolerance
                    || item.frame[keyPath: mainEnd] > section.frame[keyPath: mainEnd] + tolerance
                {
                    found.append("\(label) \(item.frame) leaves its section \(section.frame) along the scroll axis")
                }
                if section.orthogonal == nil
                    && (item.frame[keyPath: cross] < section.frame[keyPath: cross] - tolerance
                        || item.frame[keyPath: crossEnd] > section.frame[keyPath: crossEnd] + tolerance)
                {
                    found.append("\(label) \(item.frame) leaves its section \(section.frame) across the scroll axis")
                }
            }
            for supplementary in section.supplementaries + section.itemSupplementaries() {
                check("section \(section.index) \(supplementary.kind.rawValue)", supplementary.frame)
            }
            for decoration in section.decorations {
                check("section \(section.index) \(decoration.kind.rawValue)", decoration.frame)
            }
        }
        return found
    }

    /// Every element, found the slow way, for comparison with the rectangle query.
    static func allElements(_ tree: FrameTree) -> [ElementFrame] {
        var all = tree.supplementaries.map { ElementFrame.supplementary(section: nil, $0) }
        for section in tree.sections {
            all += section.decorations.map { .decoration(section: section.index, $0) }
            all += section.supplementaries.map { .supplementary(section: section.index, $0) }
            all += section.items.map { .item(section: section.index, $0) }
            all += section.itemSupplementaries().map { .supplementary(section: section.index, $0) }
        }
        return all
    }
}

struct InvariantTests {
    static let inputs: [String] =
        FrameFixtureTests.fixtures.map { "Tests/Fixtures/Frames/" + $0 }
        + Repository.files(in: "Samples", suffix: ".layout.yaml").map {
            "Samples/" + ($0 as NSString).lastPathComponent
        }

    static func layOut(_ relative: String, scrollOffset: Double? = nil) throws -> (tree: FrameTree?, overhang: Bool) {
        let path = Repository.path(relative)
        let expectationPath = path.replacingOccurrences(of: ".layout.yaml", with: ".frames.json")
        // Samples without an expectation file are laid out with their own preview data.
        let expectation =
            FileManager.default.fileExists(atPath: expectationPath) ? try FrameExpectation.read(expectationPath) : nil
        let outcome = try FixtureOptions.layOut(path, expectation: expectation, scrollOffset: scrollOffset)
        return (outcome.tree, expectation?.overhang ?? false)
    }

    @Test(arguments: inputs)
    func framesAreFiniteAndInsideTheirSections(_ relative: String) throws {
        let (tree, overhang) = try Self.layOut(relative)
        guard let tree else { return } // refused layouts are checked by their fixtures
        #expect(
            Invariants.violations(tree, overhang: overhang).isEmpty,
            "\(Invariants.violations(tree, overhang: overhang))")
    }

    @Test(arguments: inputs)
    func layoutIsDeterministic(_ relative: String) throws {
        guard let first = try Self.layOut(relative).tree, let second = try Self.layOut(relative).tree else { return }
        for format in FramesFormat.allCases {
            #expect(
                FramesOutput(tree: first, deviceName: nil).rendered(as: format)
                    == FramesOutput(tree: second, deviceName: nil).rendered(as: format))
        }
    }

    /// The rectangle query returns exactly what filtering every element returns.
    @Test(arguments: inputs)
    func rectangleQueryMatchesFilteringEveryElement(_ relative: String) throws {
        guard let tree = try Self.layOut(relative, scrollOffset: 120).tree else { return }
        let all = Invariants.allElements(tree)
        let size = tree.environment.container
        let extent = max(tree.contentSize.width, tree.contentSize.height)
        let rects = [
            Rect(x: 0, y: 0, width: size.width, height: size.height),
            Rect(x: 0, y: extent / 3, width: size.width, height: size.height / 2),
            Rect(x: size.width / 2, y: extent / 2, width: 5, height: 5),
            Rect(x: extent / 3, y: 0, width: size.width, height: size.height),
            Rect(x: -100, y: -100, width: extent + 200, height: extent + 200),
            Rect(x: 0, y: extent + 50, width: 10, height: 10),
        ]
        for rect in rects {
            let expected = Set(all.filter { $0.frame.intersects(rect) })
            let found = tree.elements(in: rect)
            #expect(found.count == Set(found).count, "no element twice")
            #expect(
                Set(found) == expected,
                Comment(
                    rawValue: "\(relative) in \(rect): missing \(expected.subtracting(found).count), extra "
                        + "\(Set(found).subtracting(expected).count)")
            )
        }
    }
}
