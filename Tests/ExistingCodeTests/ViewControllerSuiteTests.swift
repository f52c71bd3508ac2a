import Foundation
import Testing
import TrellisEngine
import TrellisImport
import TrellisModel
import TrellisPipeline
import TrellisTestSupport
import UIKit

/// The view-controller suite (`ViewControllers/`): screens written the way published apps write them (a view
/// controller with a collection view, a diffable data source, registrations, a layout function, section enums and
/// constants), compiled unchanged against the stand-in. Each is laid out through its own lifecycle at three sizes;
/// `trellis import` on its file gives a layout file whose frames, for the same data, equal the running screen's.
@MainActor @Suite struct ViewControllerSuiteTests {
    /// Every screen of the suite by the name `trellis import` gives its layout.
    static let screens: [String: @MainActor () -> UIViewController] = [
        "AppleAdaptiveSections": { AppleAdaptiveSectionsViewController() },
        "AppleBadges": { AppleBadgesViewController() },
        "AppleDistinctSections": { AppleDistinctSectionsViewController() },
        "AppleInsetItemsGrid": { AppleInsetItemsGridViewController() },
        "AppleList": { AppleListViewController() },
        "AppleNestedGroups": { AppleNestedGroupsViewController() },
        "AppleOrthogonalBehaviors": { AppleOrthogonalBehaviorsViewController() },
        "ApplePinnedHeaders": { ApplePinnedHeadersViewController() },
        "AppleSectionHeadersFooters": { AppleSectionHeadersFootersViewController() },
        "AppleTwoColumn": { AppleTwoColumnViewController() },
        "Grid": { GridViewController() },
        "IceFloeBackground": { IceFloeBackgroundViewController() },
        "IceFloeCheckmarkGrid": { IceFloeCheckmarkGridViewController() },
        "IceFloeComplexGroup": { IceFloeComplexGroupViewController() },
        "IceFloeEdgedList": { IceFloeEdgedListViewController() },
        "IceFloeEstimatedGrid": { IceFloeEstimatedGridViewController() },
        "IceFloeEstimatedList": { IceFloeEstimatedListViewController() },
        "IceFloeHeaderFooter": { IceFloeHeaderFooterViewController() },
        "IceFloeList": { IceFloeListViewController() },
        "IceFloeMenu": { IceFloeMenuViewController() },
        "IceFloeOrtho": { IceFloeOrthoViewController() },
        "KitBannerGrid": { KitBannerGridViewController() },
        "KitGallery": { KitGalleryViewController() },
        "KitGroupGrid": { KitGroupGridViewController() },
        "KitMosaic": { KitMosaicViewController() },
        "KitMosaicRedux": { KitMosaicReduxViewController() },
        "KitPortraitGrid": { KitPortraitGridViewController() },
        "KitShowcaseGallery": { KitShowcaseGalleryViewController() },
        "KitTileGallery": { KitTileGalleryViewController() },
        "KitTileGrid": { KitTileGridViewController() },
        "KitWaterfall": { KitWaterfallViewController() },
        "PlaygroundBackgroundDecoration": { PlaygroundBackgroundDecorationViewController() },
        "PlaygroundBadges": { PlaygroundBadgesViewController() },
        "PlaygroundHome": { PlaygroundHomeViewController() },
        "PlaygroundOnboarding": { PlaygroundOnboardingViewController() },
        "PlaygroundProfile": { PlaygroundProfileViewController() },
        "PlaygroundResponsive": { PlaygroundResponsiveViewController() },
        "PlaygroundSettings": { PlaygroundSettingsViewController() },
        "PlaygroundSimpleGrid": { PlaygroundSimpleGridViewController() },
        "PlaygroundStickyHeaders": { PlaygroundStickyHeadersViewController() },
        "PlaygroundSystemList": { PlaygroundSystemListViewController() },
        "BbcDial": { BbcDialViewController() },
        "BbcListen": { BbcListenViewController() },
        "CompAppStoreShelves": { CompAppStoreShelvesViewController() },
        "CompAppStoreToday": { CompAppStoreTodayViewController() },
        "MarketCart": { MarketCartViewController() },
        "MarketFoodHome": { MarketFoodHomeViewController() },
        "MarketMenu": { MarketMenuViewController() },
        "MastodonSearchHistory": { MastodonSearchHistoryViewController() },
        "MastodonServerCategory": { MastodonServerCategoryViewController() },
        "MastodonSidebar": { MastodonSidebarViewController() },
        "SphinxListen": { SphinxListenViewController() },
        "SphinxWatch": { SphinxWatchViewController() },
        "TmdbDetails": { TmdbDetailsViewController() },
        "TmdbGenres": { TmdbGenresViewController() },
        "TwidereEmojiPicker": { TwidereEmojiPickerViewController() },
        "TwidereMediaGrid": { TwidereMediaGridViewController() },
        "TwidereMediaPreview": { TwidereMediaPreviewViewController() },
        // Mastodon's sidebar has a second list, with a layout function of its own.
        "Secondary": { MastodonSidebarViewController() },
    ]

    /// 390 × 844 and 844 × 390 (a 6.1-inch iPhone) and 1024 × 768 (an iPad in landscape).
    static let sizes = LayoutFileRoundTripTests.sizes

    nonisolated static let imported: [SwiftLayoutImporter.ImportedLayout] = {
        let folder = Repository.path("Tests/ExistingCodeTests/ViewControllers")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let sources = files.filter { $0.hasSuffix(".swift") }.map { name in
            ("ViewControllers/\(name)", (try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)) ?? "")
        }
        return SwiftLayoutImporter(sources: sources).importLayouts()
    }()

    @Test func everyScreenIsImportedFullyUnderItsTypesName() {
        #expect(Set(Self.imported.map(\.name)) == Set(Self.screens.keys), "\(Self.imported.map(\.name).sorted())")
        for layout in Self.imported {
            #expect(layout.notes.isEmpty, "\(layout.name): \(layout.notes.map(\.description))")
            #expect(!layout.text.contains("TODO"), "\(layout.name):\n\(layout.text)")
        }
    }

    /// The grid's frames, worked out by hand: five columns of `fractionalWidth(0.2)`, rows `fractionalWidth(0.2)`
    /// tall, so at 390 wide each cell is 78 × 78; 94 items fill 19 rows.
    @Test func theGridLaysOutThroughItsOwnLifecycle() throws {
        let frames = try GridViewController().collectionViewFrames(on: Self.sizes["390x844"]!)
        #expect(frames.sections[0].items[6].frame == Rect(x: 78, y: 78, width: 78, height: 78))
        #expect(frames.contentSize == Size(width: 390, height: 19 * 78))
    }

    nonisolated static let names = [
        "AppleAdaptiveSections", "AppleBadges", "AppleDistinctSections", "AppleInsetItemsGrid", "AppleList",
        "AppleNestedGroups", "AppleOrthogonalBehaviors", "ApplePinnedHeaders", "AppleSectionHeadersFooters",
        "AppleTwoColumn", "Grid", "IceFloeBackground", "IceFloeCheckmarkGrid", "IceFloeComplexGroup",
        "IceFloeEdgedList", "IceFloeEstimatedGrid", "IceFloeEstimatedList", "IceFloeHeaderFooter", "IceFloeList",
        "IceFloeMenu", "IceFloeOrtho", "KitBannerGrid", "KitGallery", "KitGroupGrid", "KitMosaic", "KitMosaicRedux",
        "KitPortraitGrid", "KitShowcaseGallery", "KitTileGallery", "KitTileGrid", "KitWaterfall",
        "PlaygroundBackgroundDecoration", "PlaygroundBadges", "PlaygroundHome", "PlaygroundOnboarding",
        "PlaygroundProfile", "PlaygroundResponsive", "PlaygroundSettings", "PlaygroundSimpleGrid",
        "PlaygroundStickyHeaders", "PlaygroundSystemList",
        "BbcDial", "BbcListen", "CompAppStoreShelves", "CompAppStoreToday", "MarketCart", "MarketFoodHome",
        "MarketMenu", "MastodonSearchHistory", "MastodonServerCategory", "MastodonSidebar", "SphinxListen",
        "SphinxWatch", "TmdbDetails", "TmdbGenres", "TwidereEmojiPicker", "TwidereMediaGrid", "TwidereMediaPreview",
        "Secondary",
    ]

    /// Errors lint finds in a screen's imported file that the app it transcribes ships with (the file still lays out):
    /// Sphinx's video feed, BBC Sounds' shelves and CompositionalAppStore's shelves fill estimated groups with
    /// fractional items, which UIKit sizes from the estimate.
    nonisolated static let appPitfalls: [String: Set<String>] = [
        "BbcListen": ["fractional_in_estimated_parent"], "CompAppStoreShelves": ["fractional_in_estimated_parent"],
        "SphinxWatch": ["fractional_in_estimated_parent"],
    ]

    @Test func everyScreenHasItsName() { #expect(Self.names.sorted() == Self.screens.keys.sorted()) }

    @Test(arguments: names)
    func importedFileLaysOutAsTheScreen(_ name: String) throws {
        let layout = try #require(Self.imported.first { $0.name == name })
        let checked = Pipeline.check(text: layout.text, path: "\(name).layout.yaml")
        // The file must lower; what lint says of the screen's own layout is the screen's (a transcribed screen may
        // keep a pitfall its app has).
        let loud = checked.diagnostics.filter { $0.severity == .error }
        #expect(
            Set(loud.map(\.rule.rawValue)) == Self.appPitfalls[name, default: []],
            "\(name):\n\(layout.text)\n\(loud.map { "\($0.range.start): \($0.message)" })")
        let document = try #require(checked.model, "\(layout.text)")
        for (sizeName, environment) in Self.sizes.sorted(by: { $0.key < $1.key }) {
            let controller = Self.screens[name]!()
            // The collection view the source gives this layout to (a controller may have two).
            var property: String?
            if case let .viewController(_, collectionView) = layout.entry { property = collectionView }
            let running = try controller.collectionViewFrames(on: environment, property: property)
            #expect(running.sections.contains { $0.itemCount > 0 }, "\(name) shows no item at \(sizeName)")
            let collectionView = try #require(controller.collectionView(property: property))
            // The collection view's own size and the safe area it overlaps, as the running screen lays out in.
            let device = controller.layoutEnvironment(of: collectionView, on: environment).layout
            let safe = device.safeArea
            var preview = "\npreview:\n  container: {width: \(device.container.width), height: "
            preview += "\(device.container.height)}\n"
            preview +=
                "  safeArea: {top: \(safe.top), leading: \(safe.leading), bottom: \(safe.bottom), "
                + "trailing: \(safe.trailing)}\n"
            preview += "  scale: \(device.scale)\n  sections:\n"
            for (index, section) in collectionView.sectionInputs.enumerated() {
                let owner = try #require(document.sections.first { $0.indexes?.contains(index) ?? true })
                preview += "    - {layout: \(owner.name), items: \(section.itemCount)}\n"
            }
            let text = layout.text + preview
            let fromFile = try #require(
                FramesRun.run(bytes: Array(text.utf8), path: "\(name).layout.yaml", options: FramesRun.Options()).tree,
                "\(text)")
            let differences = FrameComparison.differences(running, fromFile)
            #expect(
                differences.isEmpty,
                "\(name) at \(sizeName):\n\(text)\n\(differences.prefix(8).joined(separator: "\n"))")
        }
    }
}
