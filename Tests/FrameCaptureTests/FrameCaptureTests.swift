import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisDiff
import TrellisPipeline
import TrellisTestSupport

#if os(Linux)
    import TrellisUIKit
#endif

/// Captures what a `UICollectionView` (or, linked into AppKitFrameCaptureTests, an `NSCollectionView`) reports for
/// every frame fixture, laid out by the fixture's generated code
/// (Tests/TrellisCodegenTests/Generated, the reviewed goldens) with its preview data, in a bare collection view of
/// the preview's size. Beside each capture it writes Trellis's own frames for the same bare environment, so that
/// `trellis diff NAME.trellis.json NAME.uikit.json` shows where they part.
///
/// - With real UIKit (the iOS simulator: `xcodebuild test -scheme Trellis-Package -only-testing FrameCaptureTests
///   -destination 'platform=iOS Simulator,name=iPhone 16'`) the captures are real UIKit's frames; nothing is
///   asserted about them, as finding the differences is the point.
/// - On Linux the collection view is TrellisUIKit's stand-in, so each capture must equal the engine's frames: that
///   checks the capture itself (the data source, the attribute walk and the JSON) end to end.
///
/// Captures go to `TRELLIS_CAPTURE_DIR`, else `.build/frame-captures/<platform>/`.
@Suite struct FrameCaptureTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        var path: String
        var document: LayoutDocument
        var testDescription: String { path }
    }

    /// Every frame fixture that lowers without errors (the refused ones have no generated code).
    static let fixtures: [Fixture] = {
        let root = Repository.path("Tests/Fixtures/Frames")
        let found = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
        return found.filter { $0.hasSuffix(".layout.yaml") }.sorted().compactMap { relative in
            let path = "Tests/Fixtures/Frames/\(relative)"
            guard let text = try? String(contentsOfFile: Repository.path(path), encoding: .utf8),
                let document = Pipeline.check(text: text, path: path).document
            else { return nil }
            return Fixture(path: path, document: document)
        }
    }()

    static let output: URL = {
        if let given = ProcessInfo.processInfo.environment["TRELLIS_CAPTURE_DIR"] {
            return URL(fileURLWithPath: given)
        }
        return URL(fileURLWithPath: Repository.path(".build/frame-captures/\(FrameCapture.platform)"))
    }()

    /// The kinds of the supplementaries attached to items anywhere in the document.
    static func itemSupplementaryKinds(of document: LayoutDocument) -> Set<String> {
        var kinds: Set<String> = []
        func visit(_ subitem: GroupSubitem) {
            switch subitem {
            case let .item(item): kinds.formUnion(item.supplementaries.map(\.kind.rawValue))
            case let .group(.standard(group)):
                kinds.formUnion(group.supplementaries.map(\.kind.rawValue))
                switch group.content {
                case let .subitems(subitems): subitems.forEach(visit)
                case let .repeating(child, _), let .copies(child, _): visit(child)
                }
            case .group: break
            }
        }
        for section in document.sections {
            for content in [section.base] + section.variants.map(\.content) {
                if case let .group(group) = content.body { visit(.group(group)) }
            }
        }
        return kinds
    }

    @MainActor @Test func everyLoweringFixtureIsCaptured() {
        // Every fixture that lowers has generated code for UIKit; for AppKit, every one whose features AppKit has.
        let generated = Self.fixtures.filter {
            generatedLayout(named: $0.document.name, section: { _ in "" }, itemSizes: { _ in [] }) != nil
        }
        #expect(generated.count > 100)
        #expect(!FrameCapture.coversEveryFixture || generated.count == Self.fixtures.count)
    }

    @MainActor @Test(arguments: fixtures) func capture(_ fixture: Fixture) throws {
        let document = fixture.document
        let data = LayoutData.preview(of: document)
        // The preview's size, in a bare environment: no safe area, as a collection view outside a window has none.
        let bytes = Array(try String(contentsOfFile: Repository.path(fixture.path), encoding: .utf8).utf8)
        // A fixture refused on its own preview device has nothing to capture.
        guard let preview = FramesRun.run(bytes: bytes, path: fixture.path, options: FramesRun.Options()).tree else {
            return
        }
        let bare = LayoutEnvironment(container: preview.environment.container, scale: preview.environment.scale)
        var options = FramesRun.Options()
        options.environment = (bare, nil)
        guard let engine = FramesRun.run(bytes: bytes, path: fixture.path, options: options).tree else {
            return // refused without a safe area: nothing to compare
        }
        #if os(Linux)
            UIKitEnvironment.current = UIKitEnvironment(layout: bare)
        #endif
        let sections = data.sections
        guard
            FrameCapture.coversEveryFixture
                || generatedLayout(
                    named: document.name, section: { _ in "" }, itemSizes: { _ in [] }) != nil
        else { return } // no AppKit code for this fixture's features (everyLoweringFixtureIsCaptured counts them)
        let layout = try #require(
            generatedLayout(
                named: document.name, section: { sections[$0].layout },
                itemSizes: { index in
                    let measured = sections[index].measured["item"]
                    return (0..<sections[index].itemCount).map {
                        CGSize(width: measured?.width(at: $0) ?? 0, height: measured?.height(at: $0) ?? 0)
                    }
                }))
        var captureData = CaptureData(itemCounts: sections.map(\.itemCount))
        captureData.sectionNames = sections.map(\.layout)
        captureData.measuredSizes = sections.map { section in
            let measured = section.measured["item"]
            return (0..<section.itemCount).map { item in
                guard let width = measured?.width(at: item), let height = measured?.height(at: item) else {
                    return nil
                }
                return CGSize(width: width, height: height)
            }
        }
        let contents = document.sections.flatMap { [$0.base] + $0.variants.map(\.content) }
        // A list's header and footer are boundary items too.
        captureData.boundaryKinds.formUnion(contents.flatMap { $0.boundaryItems.map(\.kind.rawValue) })
        captureData.layoutBoundaryKinds = Set(document.configuration.boundaryItems.map(\.kind.rawValue))
        captureData.supplementaryKinds = captureData.boundaryKinds.union(captureData.layoutBoundaryKinds)
            .union(Self.itemSupplementaryKinds(of: document))
        #if os(Linux)
            captureData.standInSections = sections.map { SectionInput(itemCount: $0.itemCount, measured: $0.measured) }
        #endif
        let captured = FrameCapture.capture(
            layout, layoutName: document.name,
            size: CGSize(width: bare.container.width, height: bare.container.height), data: captureData)
        let ours = FramesOutput(tree: engine, deviceName: nil).rendered(as: .json)

        let name = fixture.path.dropFirst("Tests/Fixtures/Frames/".count).dropLast(".layout.yaml".count)
            .replacingOccurrences(of: "/", with: "--")
        try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
        try captured.write(
            to: Self.output.appendingPathComponent("\(name).uikit.json"), atomically: true, encoding: .utf8)
        try ours.write(
            to: Self.output.appendingPathComponent("\(name).trellis.json"), atomically: true, encoding: .utf8)

        let diff = try FramesDiff(old: Array(ours.utf8), new: Array(captured.utf8))
        #if os(Linux)
            #expect(diff.isEmpty, "\(fixture.path):\n\(diff.text)")
        #else
            // Real UIKit: recorded, not judged here; `trellis diff` on the two files says what differs.
            #expect(!diff.outcomes.isEmpty || data.sections.allSatisfy { $0.itemCount == 0 })
        #endif
    }
}
