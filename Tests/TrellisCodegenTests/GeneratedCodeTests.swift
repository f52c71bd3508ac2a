import Foundation
import Testing
import TrellisCodegen
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisTestSupport
import TrellisUIKit

/// The generated Swift of every sample and every frame fixture is compiled into this test target
/// (Generated/, reviewed golden files re-recorded with TRELLIS_RECORD=1). Each must be current,
/// and lay out through TrellisUIKit to exactly the engine's frames for the same data.
@Suite struct GeneratedCodeTests {
    struct Source: CustomTestStringConvertible, Sendable {
        var path: String
        var document: LayoutDocument
        var options: CodeGenerator.Options
        var testDescription: String { path }
    }

    /// Every layout file that lowers without errors: the samples and the frame fixtures for
    /// UIKit, and Tests/Fixtures/Codegen for AppKit.
    static let sources: [Source] = {
        var paths: [(String, CodeGenerator.Platform)] = []
        for (folder, platform) in [
            ("Samples", CodeGenerator.Platform.uikit), ("Tests/Fixtures/Frames", .uikit),
            ("Tests/Fixtures/LanguageV2", .uikit),
            ("Tests/Fixtures/Codegen", .appkit),
        ] {
            let root = Repository.path(folder)
            let found = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
            paths += found.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { ("\(folder)/\($0)", platform) }
        }
        return paths.compactMap { path, platform in
            guard let text = try? String(contentsOfFile: Repository.path(path), encoding: .utf8),
                let document = Pipeline.check(text: text, path: path).document
            else { return nil }
            var options = CodeGenerator.Options()
            options.platform = platform
            return Source(path: path, document: document, options: options)
        }
    }()

    /// The frame fixtures as AppKit code, for AppKitFrameCaptureTests (whose Generated/ holds their goldens): every
    /// fixture whose features AppKit has.
    static let appKitCaptureSources: [Source] = {
        let root = Repository.path("Tests/Fixtures/Frames")
        let found = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
        return found.filter { $0.hasSuffix(".layout.yaml") }.sorted().compactMap { relative in
            let path = "Tests/Fixtures/Frames/\(relative)"
            guard let text = try? String(contentsOfFile: Repository.path(path), encoding: .utf8),
                let document = Pipeline.check(text: text, path: path).document
            else { return nil }
            var options = CodeGenerator.Options()
            options.platform = .appkit
            let source = Source(path: path, document: document, options: options)
            return (try? generated(source)) == nil ? nil : source
        }
    }()

    static let appKitCaptureFolder = "Tests/AppKitFrameCaptureTests/Generated"

    @Test(arguments: appKitCaptureSources)
    func appKitCaptureCodeIsTheReviewedGolden(_ source: Source) throws {
        let golden = Repository.path("\(Self.appKitCaptureFolder)/\(source.document.name).swift")
        let mismatch = Golden.mismatch(try Self.generated(source), goldenAt: golden)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func appKitCaptureRegistryIsCurrent() {
        #expect(Self.appKitCaptureSources.count > 100)
        let mismatch = Golden.mismatch(
            Self.registrySource(Self.appKitCaptureSources, appKit: true),
            goldenAt: Repository.path("\(Self.appKitCaptureFolder)/GeneratedLayouts.swift"))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    static func generated(_ source: Source) throws -> String {
        try CodeGenerator(document: source.document, sourcePath: source.path, options: source.options).generate()
    }

    @Test(arguments: sources)
    func generatedSwiftIsTheReviewedGolden(_ source: Source) throws {
        let golden = Repository.path("Tests/TrellisCodegenTests/Generated/\(source.document.name).swift")
        let mismatch = Golden.mismatch(try Self.generated(source), goldenAt: golden)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func registryIsCurrent() {
        let mismatch = Golden.mismatch(
            Self.registrySource(),
            goldenAt: Repository.path("Tests/TrellisCodegenTests/Generated/GeneratedLayouts.swift"))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// The generated layout, through the stand-in, gives the engine's frames for the preview data,
    /// on the preview's device and on each default lint target (so every variant is exercised).
    @MainActor @Test(arguments: sources)
    func generatedLayoutMatchesTheEngine(_ source: Source) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Repository.path(source.path))))
        let data = LayoutData.preview(of: source.document)
        let measuredSizes: (Int) -> [CGSize] = { index in
            let section = data.sections[index]
            let measured = section.measured["item"]
            return (0..<section.itemCount).map { item in
                CGSize(width: measured?.width(at: item) ?? 0, height: measured?.height(at: item) ?? 0)
            }
        }
        let layout = try #require(
            generatedLayout(
                named: source.document.name, section: { data.sections[$0].layout }, itemSizes: measuredSizes))
        let inputs = data.sections.map { SectionInput(itemCount: $0.itemCount, measured: $0.measured) }
        var compared = 0
        // A frame fixture's own version, scale and grid first (a measured one states what its capture implies).
        let fixture = Self.fixtureOptions(source.path)
        var targets: [(String?, FramesRun.Options)] = DevicePresets.defaultTargets.map { ($0, FramesRun.Options()) }
        if source.document.languageVersion >= 2 {
            // Version 2 evaluates expressions and conditions per environment: every target right to left and at the
            // largest accessibility size too, and the three widths of the language's own fixtures.
            for (width, height) in [(390.0, 844.0), (768, 1024), (1024, 768)] {
                var options = FramesRun.Options()
                options.width = width
                options.height = height
                targets.append((nil, options))
            }
            targets += targets.flatMap { device, options in
                var rtl = options, large = options
                rtl.layoutDirection = .rightToLeft
                large.contentSize = .accessibilityExtraExtraExtraLarge
                return [(device, rtl), (device, large)]
            }
        }
        for (device, own) in [(nil, fixture)] + targets {
            var options = own
            if let device { options.device = device }
            // Layouts refused on a device (a group that does not fit it) have no frames to compare.
            guard let engine = FramesRun.run(bytes: bytes, path: source.path, options: options).tree else { continue }
            Self.setMetrics(engine.environment)
            let standIn = try layout.layout(
                in: engine.environment, sections: inputs,
                options: LayoutOptions(
                    iOSVersion: options.iOSVersion ?? LayoutOptions.newestIOSVersion, snapsToPixelGrid: !options.exact))
            let differences = FrameComparison.differences(engine, standIn)
            #expect(
                differences.isEmpty,
                "\(source.path) on \(device ?? "the preview device"):\n\(differences.prefix(8).joined(separator: "\n"))"
            )
            compared += 1
        }
        #expect(compared > 0 || source.path.contains("refused-layouts"), "\(source.path) was laid out nowhere")
    }

    /// Gives generated layouts (and run-time ones, which read `generatedLayoutMetrics`) the safe area, margins and
    /// readable width of `environment`.
    @MainActor static func setMetrics(_ environment: LayoutEnvironment) {
        func insets(_ edges: EdgeInsets) -> NSDirectionalEdgeInsets {
            NSDirectionalEdgeInsets(
                top: edges.top, leading: edges.leading, bottom: edges.bottom, trailing: edges.trailing)
        }
        generatedLayoutMetrics = (
            insets(environment.safeArea), insets(environment.layoutMargins), environment.readableWidth
        )
    }

    /// The options a frame fixture's expectation (`<case>.frames.json`) lays it out with: its device, iOS version,
    /// scale and grid (its data is the preview's, which the stand-in is given); the defaults for a sample.
    static func fixtureOptions(_ path: String) -> FramesRun.Options {
        var options = FramesRun.Options()
        let expectation = Repository.path(path.replacingOccurrences(of: ".layout.yaml", with: ".frames.json"))
        guard let data = FileManager.default.contents(atPath: expectation),
            let keys = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return options }
        options.device = keys["device"] as? String
        options.iOSVersion = keys["iOSVersion"] as? Int
        options.scale = keys["scale"] as? Double
        options.exact = keys["exact"] as? Bool ?? false
        return options
    }

    /// A function from layout names to the generated types' providers: for TrellisCodegenTests and
    /// FrameCaptureTests (UIKit), or for AppKitFrameCaptureTests.
    static func registrySource(_ sources: [Source] = sources, appKit: Bool = false) -> String {
        let framework = appKit ? "AppKit" : "UIKit"
        let layoutType = appKit ? "NSCollectionViewCompositionalLayout" : "UICollectionViewCompositionalLayout"
        let users = appKit ? "AppKitFrameCaptureTests" : "TrellisCodegenTests and FrameCaptureTests"
        var out = """
            // Generated by GeneratedCodeTests.registrySource() — do not edit; re-record with TRELLIS_RECORD=1.
            // Compiled by \(users): \(framework) where it exists (the real one, or the
            // stand-in on Linux), else TrellisUIKit.
            import Foundation
            #if canImport(\(framework))
            import \(framework)
            #else
            import TrellisUIKit
            #endif

            /// The safe area, margins and readable width the `metrics` of generated layouts give: a test sets them to
            /// the environment it lays out in.
            @MainActor
            var generatedLayoutMetrics: (safeArea: NSDirectionalEdgeInsets, margins: NSDirectionalEdgeInsets, \
            readableWidth: CGFloat) = (.zero, .zero, 0)

            /// The generated layout named `name`, its sections named by `section`.
            @MainActor
            func generatedLayout(named name: String, section: @escaping (Int) -> String, itemSizes: @escaping (Int) \
            -> [CGSize]) -> \(layoutType)? {
                switch name {

            """
        for source in sources {
            let name = source.document.name
            let generator = CodeGenerator(document: source.document, sourcePath: source.path, options: source.options)
            var sizes = generator.usesCustomGroups ? ", itemSizes: itemSizes" : ""
            if source.document.readsMetrics {
                sizes +=
                    ", metrics: { \(name).Metrics(safeArea: generatedLayoutMetrics.safeArea, margins: "
                    + "generatedLayoutMetrics.margins, readableWidth: generatedLayoutMetrics.readableWidth) }"
            }
            let line =
                "    case \"\(name)\": return \(name).makeLayout(section: { \(name).Section(rawValue: section($0))! "
                + "}\(sizes))\n"
            // AppKit layouts are one class with UIKit's only in the stand-in.
            out += source.options.platform == .appkit && !appKit ? "    #if os(Linux)\n" + line + "    #endif\n" : line
        }
        out += "    default: return nil\n    }\n}\n"
        return out
    }
}
