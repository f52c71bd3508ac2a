import Foundation
import Testing
import TrellisImport
import TrellisModel
import TrellisPipeline
import TrellisTestSupport
import UIKit

/// `trellis import` on the suite's own Swift files: every layout function becomes a layout file that lints
/// without a warning or an error; where the code can be followed, `trellis frames` on the file gives the running
/// function's frames (at each environment the suite runs it in); where it cannot, the file says so in a TODO
/// and the Swift file gets a located note.
@MainActor @Suite struct SourceImportRoundTripTests {
    nonisolated static let imported: [SwiftLayoutImporter.ImportedLayout] = {
        let folder = Repository.path("Tests/ExistingCodeTests/Layouts")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let sources = files.filter { $0.hasSuffix(".swift") }.map { name in
            ("Layouts/\(name)", (try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)) ?? "")
        }
        return SwiftLayoutImporter(sources: sources).importLayouts()
    }()

    /// The suite's cases by imported layout name (`makeFeedLayout` gives `Feed`).
    static let cases: [String: [String]] = [
        "SettingsList": ["settingsList"], "PhotoGrid": ["photoGrid"], "TwoColumnCards": ["twoColumnCards"],
        "Feed": ["feed"], "AdaptiveGrid": ["adaptiveGrid", "adaptiveGridOnIPad"], "SectionedList": ["sectionedList"],
        "Mosaic": ["mosaic"], "PinnedHeader": ["pinnedHeader"], "HeaderFooter": ["headerFooter"],
        "SelfSizingFeed": ["selfSizingFeed"], "SpacedSections": ["spacedSections"],
        "HorizontalPages": ["horizontalPages"], "GlobalHeader": ["globalHeader"], "MarginAligned": ["marginAligned"],
        "BadgedGrid": ["badgedGrid"], "CardSection": ["cardSection"], "FeaturedShelf": ["featuredShelf"],
        "ZoomingCarousel": ["zoomingCarousel"], "EvenlySpacedIcons": ["evenlySpacedIcons"],
        "FixedTiles": ["fixedTiles"], "StackedShelf": ["stackedShelf"], "RepeatingRow": ["repeatingRow"],
        "EdgeToEdgeHeader": ["edgeToEdgeHeader"], "SizeClass": ["sizeClass", "sizeClassOnIPad"],
        "InsetGroupedSettings": ["insetGroupedSettings"], "Inbox": ["inbox"], "MacSidebarGrid": ["macSidebarGrid"],
        "MinimumWidthGrid": ["minimumWidthGrid"],
    ].merging(
        [
            "CentredCard", "ResponsiveGrid", "ShelfColumns", "PortraitMosaic", "AlternatingGallery", "TopSites",
            "ColumnLadder",
        ].map {
            name in
            let caseName = name.prefix(1).lowercased() + name.dropFirst()
            return (name, LayoutFileRoundTripTests.sizes.keys.sorted().map { "\(caseName)@\($0)" })
        }
    ) { $1 }

    /// What the importer cannot follow, and must say so: the device idiom, Dynamic Type, `self`'s collection view,
    /// a custom item provider; the carousel's handler (its frames at rest still match).
    static let notFollowed: Set<String> = [
        "IdiomGrid", "DynamicType", "Featured", "Waterfall", "FourCardCustomGroup",
    ]

    @Test func everyLayoutFunctionIsImported() {
        let names = Set(Self.imported.map(\.name))
        #expect(names == Set(Self.cases.keys).union(Self.notFollowed), "\(names.sorted())")
        let noted = Set(Self.imported.filter { !$0.notes.isEmpty }.map(\.name))
        #expect(noted == Self.notFollowed.union(["ZoomingCarousel"]), "\(noted.sorted())")
        for layout in Self.imported where !layout.notes.isEmpty {
            #expect(layout.text.contains("# TODO: not imported:"), "\(layout.name)")
            #expect(layout.notes.allSatisfy { $0.file.hasPrefix("Layouts/") && $0.line > 0 && $0.column > 0 })
        }
    }

    @Test(arguments: imported.map(\.name))
    func importedFileLintsAndLaysOutAsTheFunction(_ name: String) throws {
        let layout = try #require(Self.imported.first { $0.name == name })
        let checked = Pipeline.check(text: layout.text, path: "\(name).layout.yaml")
        let loud = checked.diagnostics.filter { $0.severity != .note }
        #expect(loud.isEmpty, "\(name):\n\(layout.text)\n\(loud.map { "\($0.range.start): \($0.message)" })")
        guard let document = checked.document else {
            Issue.record("\(name) does not lower:\n\(layout.text)")
            return
        }
        for caseName in Self.cases[name] ?? [] {
            let made = LayoutFileRoundTripTests.make(caseName)
            let running = try #require(made.layout as? UICollectionViewCompositionalLayout)
            let expected = try running.layout(in: made.environment, sections: made.sections)
            // The file gets the same device and data as preview.
            let device = made.environment.layout
            var preview =
                "\npreview:\n  container: {width: \(device.container.width), height: \(device.container.height)}\n"
            let safe = device.safeArea
            preview +=
                "  safeArea: {top: \(safe.top), leading: \(safe.leading), bottom: \(safe.bottom), "
                + "trailing: \(safe.trailing)}\n"
            preview += "  scale: \(device.scale)\n  sections:\n"
            for (index, section) in made.sections.enumerated() {
                let owner = try #require(document.sections.first { $0.indexes?.contains(index) ?? false })
                var measured = ""
                if let heights = section.measured["item"]?.heights, !heights.isEmpty {
                    measured = ", measured: {item: {height: \(heights)}}"
                }
                preview += "    - {layout: \(owner.name), items: \(section.itemCount)\(measured)}\n"
            }
            let text = layout.text + preview
            let fromFile = try #require(
                FramesRun.run(bytes: Array(text.utf8), path: "\(name).layout.yaml", options: FramesRun.Options()).tree,
                "\(text)")
            let differences = FrameComparison.differences(expected, fromFile)
            #expect(differences.isEmpty, "\(caseName):\n\(text)\n\(differences.prefix(8).joined(separator: "\n"))")
            withExtendedLifetime(made.owner) {}
        }
    }
}
