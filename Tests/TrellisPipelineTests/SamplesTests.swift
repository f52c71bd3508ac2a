import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisTestSupport

/// The samples are real layouts users copy from: they must stay clean and complete.
struct SamplesTests {
    static let samples = Repository.files(in: "Samples", suffix: ".layout.yaml")

    @Test func thereAreAtLeastTenSamples() {
        #expect(Self.samples.count >= 10)
    }

    @Test(arguments: samples)
    func sampleLintsCleanAndHasPreviewData(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let checked = Pipeline.check(text: text, path: path)
        #expect(
            checked.diagnostics.isEmpty, "\(checked.diagnostics.map { "\($0.range.start) \($0.rule): \($0.message)" })")
        let document = try #require(checked.document)
        #expect(document.preview != nil)
        #expect(text.hasPrefix("# yaml-language-server: $schema=../Grammar/layout.schema.json\n"))
        let fileName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(
            of: ".layout", with: "")
        #expect(document.name == fileName, "the layout is named after its file")
    }

    /// One sample per seed article, with the feature that article is about.
    @Test func eachSeedArticleHasItsSample() throws {
        func document(_ name: String) throws -> LayoutDocument {
            let path = Repository.path("Samples/\(name).layout.yaml")
            return try #require(
                Pipeline.check(text: try String(contentsOfFile: path, encoding: .utf8), path: path).document)
        }
        // 000: rows that self-size with their labels.
        guard case let .group(.standard(issues)) = try document("IssueList").sections.first.base.body else {
            Issue.record("IssueList"); return
        }
        #expect(issues.size.height.isEstimated)
        // 001: two sections, each with a header.
        let multi = try document("MultiSectionHeaders")
        #expect(multi.sections.count == 2 && multi.sections.allSatisfy { $0.base.boundaryItems.first?.kind == .header })
        // 002: orthogonal carousels and a two-column grid.
        let popup = try document("PopupStoreMain")
        #expect(popup.sections.filter { $0.base.orthogonalScrolling == .continuous }.count == 2)
        // 003: leading and centred tag clouds.
        let tags = try document("TagCloud").sections.map(\.base.body)
        let alignments: [FlowGroup.Alignment] = tags.compactMap { body in
            guard case let .group(.flow(flow)) = body else { return nil }
            return flow.alignment
        }
        #expect(alignments == [.leading, .center])
        // 004: masonry columns.
        guard case .group(.masonry) = try document("PinterestFeed").sections.first.base.body else {
            Issue.record("PinterestFeed"); return
        }
    }
}

/// The version 2 rewrites of seed samples say the same layout in fewer words: on every device preset, in both
/// directions, their frames equal the version 1 sample's, whose frames are pinned by hand-checked fixtures.
struct SampleRewriteTests {
    static let pairs = [
        ("AdaptiveColumns", "AdaptiveColumnsV2"), ("OrthogonalShelves", "OrthogonalShelvesV2"),
        ("PopupStoreMain", "PopupStoreMainV2"),
    ]

    @Test(arguments: pairs)
    func rewriteLaysOutAsTheOriginal(_ original: String, _ rewrite: String) throws {
        func frames(_ name: String, _ device: String, _ direction: LayoutDirection) throws -> TrellisEngine.FrameTree {
            let text = try String(contentsOfFile: Repository.path("Samples/\(name).layout.yaml"), encoding: .utf8)
            var options = FramesRun.Options()
            options.device = device
            options.layoutDirection = direction
            return try #require(FramesRun.run(bytes: Array(text.utf8), path: name, options: options).tree)
        }
        var compared = 0
        for device in DevicePresets.all.map(\.name) {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let differences = FrameComparison.differences(
                    try frames(original, device, direction), try frames(rewrite, device, direction))
                #expect(differences.isEmpty, "\(rewrite) on \(device), \(direction): \(differences.prefix(4))")
                compared += 1
            }
        }
        #expect(compared == 2 * DevicePresets.all.count)
    }
}
