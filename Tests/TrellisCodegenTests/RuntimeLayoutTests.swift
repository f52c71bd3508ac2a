import Foundation
import Testing
import TrellisCodegen
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisRuntime
import TrellisTestSupport
import TrellisUIKit

/// One meaning: every sample and fixture loaded at run time (TrellisRuntime) and laid out through the stand-in gives
/// the engine's frames and its generated code's, at every lint target, right to left and at the largest
/// accessibility size too.
@Suite struct RuntimeLayoutTests {
    /// The lint targets (portrait and landscape), then each right to left and at the largest accessibility size, and
    /// the fixture's own device, version and grid first.
    static func targets(_ path: String) -> [(device: String?, options: FramesRun.Options)] {
        var targets: [(String?, FramesRun.Options)] =
            [(nil, GeneratedCodeTests.fixtureOptions(path))]
            + (DevicePresets.defaultTargets + ["iPhone 16 landscape"]).map { ($0, FramesRun.Options()) }
        targets += targets.flatMap { device, options in
            var rtl = options, large = options
            rtl.layoutDirection = .rightToLeft
            large.contentSize = .accessibilityExtraExtraExtraLarge
            return [(device, rtl), (device, large)]
        }
        return targets
    }

    @MainActor @Test(arguments: GeneratedCodeTests.sources)
    func runtimeLayoutMatchesTheEngineAndGeneratedCode(_ source: GeneratedCodeTests.Source) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Repository.path(source.path))))
        let file = try LayoutFile(bytes: bytes, path: source.path)
        #expect(file.name == source.document.name)
        let data = LayoutData.preview(of: source.document)
        let sizes: (Int) -> [CGSize] = { index in
            let measured = data.sections[index].measured["item"]
            return (0..<data.sections[index].itemCount).map { item in
                CGSize(width: measured?.width(at: item) ?? 0, height: measured?.height(at: item) ?? 0)
            }
        }
        var failures: [LayoutFile.SectionFailure] = []
        let runtime = file.compositionalLayout(
            section: { data.sections[$0].layout }, itemSizes: sizes,
            metrics: {
                LayoutFile.Metrics(
                    safeArea: generatedLayoutMetrics.safeArea, margins: generatedLayoutMetrics.margins,
                    readableWidth: generatedLayoutMetrics.readableWidth)
            }, onFailure: { failures.append($0) })
        let generated = try #require(
            generatedLayout(named: source.document.name, section: { data.sections[$0].layout }, itemSizes: sizes))
        let inputs = data.sections.map { SectionInput(itemCount: $0.itemCount, measured: $0.measured) }
        var compared = 0
        for (device, own) in Self.targets(source.path) {
            var options = own
            if let device { options.device = device }
            guard let engine = FramesRun.run(bytes: bytes, path: source.path, options: options).tree else { continue }
            let environment = engine.environment
            GeneratedCodeTests.setMetrics(environment)
            let layoutOptions = LayoutOptions(
                iOSVersion: options.iOSVersion ?? LayoutOptions.newestIOSVersion, snapsToPixelGrid: !options.exact)
            let atRunTime = try runtime.layout(in: environment, sections: inputs, options: layoutOptions)
            let fromCode = try generated.layout(in: environment, sections: inputs, options: layoutOptions)
            let target =
                "\(source.path) on \(device ?? "the preview device") \(options.layoutDirection?.rawValue ?? "")"
                + " \(options.contentSize?.rawValue ?? "")"
            let fromEngine = FrameComparison.differences(engine, atRunTime)
            #expect(
                fromEngine.isEmpty, "\(target), engine vs run time:\n\(fromEngine.prefix(8).joined(separator: "\n"))")
            let fromGenerated = FrameComparison.differences(fromCode, atRunTime)
            #expect(
                fromGenerated.isEmpty,
                "\(target), generated vs run time:\n\(fromGenerated.prefix(8).joined(separator: "\n"))")
            compared += 1
        }
        #expect(failures.isEmpty, "\(failures.map(\.description))")
        #expect(compared > 0 || source.path.contains("refused-layouts"), "\(source.path) was laid out nowhere")
    }
}
