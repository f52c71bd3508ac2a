import Testing
// The engine's environment and sizes: `import UIKit` brings UIKit's names only.
import TrellisPipeline
import UIKit
import TrellisModel

/// The layout functions in Layouts/, written as apps write them and compiled unchanged against `import UIKit`,
/// installed in a collection view and queried as UIKit tests query them. Every expected frame is worked out by
/// hand from Docs/Semantics.md on an iPhone 16 in portrait (393 × 852 pt, safe area 59 pt top and 34 pt
/// bottom, layout margins 16 pt) unless the test says otherwise; the arithmetic is in the comments.
@MainActor @Suite struct ExistingCodeTests {
    /// The arithmetic in these tests is exact: they pin what the importer and the stand-in accept, and the pixel
    /// grid UIKit lays out on (Docs/Semantics.md §14) is pinned by the frame fixtures instead.
    nonisolated static let iPhone16 = exact(.iPhone16)
    nonisolated static let iPad = exact(
        UIKitEnvironment(
            layout: LayoutEnvironment(
                container: Size(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, bottom: 20), scale: 2)))

    nonisolated static func exact(_ environment: UIKitEnvironment) -> UIKitEnvironment {
        var exact = environment
        exact.snapsToPixelGrid = false
        return exact
    }

    /// A collection view of the environment's size showing `layout` with `counts` items per section.
    func collectionView(
        _ layout: UICollectionViewLayout, _ counts: [Int], environment: UIKitEnvironment = Self.iPhone16
    ) -> UICollectionView {
        UIKitEnvironment.current = environment
        let size = environment.layout.container
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: size.width, height: size.height), collectionViewLayout: layout)
        view.dataSource = SectionInputDataSource(itemCounts: counts)
        return view
    }

    func item(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    func supplementary(_ view: UICollectionView, _ kind: String, _ indexPath: IndexPath) -> CGRect {
        view.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame ?? .null
    }

    func close(_ a: CGRect, _ b: CGRect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let near = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
            abs($0) < 1e-6
        }
        #expect(near, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test func settingsList() {
        let view = collectionView(makeSettingsListLayout(), [5])
        // Rows of 52 with 1 pt between: row 3 at 3 × 53 = 159; 5 rows are 5 × 52 + 4 = 264 tall.
        close(item(view, 3), CGRect(x: 0, y: 159, width: 393, height: 52))
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 393, height: 264))
    }

    @Test func photoGrid() {
        let view = collectionView(makePhotoGridLayout(), [6])
        // Columns of 393 / 3 = 131, rows 131 tall, each item inset 1 on every side.
        close(item(view, 0), CGRect(x: 1, y: 1, width: 129, height: 129))
        close(item(view, 4), CGRect(x: 132, y: 132, width: 129, height: 129))
    }

    @Test func twoColumnCards() {
        let view = collectionView(makeTwoColumnCardsLayout(), [3])
        // Inside 16-pt insets 361 wide; count 2 with 12 between: (361 − 12) / 2 = 174.5; rows 220 + 12 apart.
        close(item(view, 0), CGRect(x: 16, y: 16, width: 174.5, height: 220))
        close(item(view, 1), CGRect(x: 202.5, y: 16, width: 174.5, height: 220))
        close(item(view, 2), CGRect(x: 16, y: 248, width: 174.5, height: 220))
    }

    @Test func feedSwitchingOnTheSectionIndex() {
        let view = collectionView(makeFeedLayout(), [1, 2])
        close(item(view, 0, 0), CGRect(x: 0, y: 0, width: 393, height: 180))
        // The posts section starts after the 180-pt banner: its second post at 180 + 120.
        close(item(view, 1, 1), CGRect(x: 0, y: 300, width: 393, height: 120))
    }

    @Test func columnsFromTheEnvironmentWidth() {
        // 393 ≤ 500: two columns of 196.5.
        close(item(collectionView(makeAdaptiveGridLayout(), [4]), 1), CGRect(x: 196.5, y: 0, width: 196.5, height: 100))
        // 820 > 500: four columns of 205.
        let wide = collectionView(makeAdaptiveGridLayout(), [4], environment: Self.iPad)
        close(item(wide, 3), CGRect(x: 615, y: 0, width: 205, height: 100))
    }

    @Test func helpersReturningSections() {
        let view = collectionView(makeSectionedListLayout(), [2, 1])
        let header = UICollectionView.elementKindSectionHeader
        // Section 0: header 40, rows of 60 → 160 tall; section 1 starts at 160.
        close(supplementary(view, header, IndexPath(item: 0, section: 0)), CGRect(x: 0, y: 0, width: 393, height: 40))
        close(item(view, 1, 0), CGRect(x: 0, y: 100, width: 393, height: 60))
        close(supplementary(view, header, IndexPath(item: 0, section: 1)), CGRect(x: 0, y: 160, width: 393, height: 40))
        close(item(view, 0, 1), CGRect(x: 0, y: 200, width: 393, height: 60))
    }

    @Test func nestedMosaic() {
        let view = collectionView(makeMosaicLayout(), [4])
        // 2/3 × 393 = 262 beside a 131-wide pair of 120-pt halves; the next group 240 lower.
        close(item(view, 0), CGRect(x: 0, y: 0, width: 262, height: 240))
        close(item(view, 1), CGRect(x: 262, y: 0, width: 131, height: 120))
        close(item(view, 2), CGRect(x: 262, y: 120, width: 131, height: 120))
        close(item(view, 3), CGRect(x: 0, y: 240, width: 262, height: 240))
    }

    @Test func pinnedHeaderFollowsTheContentOffset() {
        let view = collectionView(makePinnedHeaderLayout(), [10])
        let header = UICollectionView.elementKindSectionHeader
        let at = IndexPath(item: 0, section: 0)
        // At rest (offset −59) the header is at the top of the content.
        #expect(view.contentOffset == CGPoint(x: 0, y: -59))
        close(supplementary(view, header, at), CGRect(x: 0, y: 0, width: 393, height: 44))
        // Scrolled to 200, the visible top is 200 + 59 (below the safe area): the pinned header is there, well
        // before the section's end at 44 + 10 × 50 = 544.
        view.contentOffset = CGPoint(x: 0, y: 200)
        close(supplementary(view, header, at), CGRect(x: 0, y: 259, width: 393, height: 44))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: header, at: at)?.zIndex == 2)
    }

    @Test func headerAndFooter() {
        let view = collectionView(makeHeaderFooterLayout(), [3])
        let at = IndexPath(item: 0, section: 0)
        close(
            supplementary(view, UICollectionView.elementKindSectionHeader, at),
            CGRect(x: 0, y: 0, width: 393, height: 30))
        close(item(view, 2), CGRect(x: 0, y: 118, width: 393, height: 44))
        // The footer follows 30 + 3 × 44 = 162.
        close(supplementary(view, sectionFooterKind, at), CGRect(x: 0, y: 162, width: 393, height: 20))
    }

    @Test func selfSizingRowsTakeTheirMeasuredHeights() {
        UIKitEnvironment.current = Self.iPhone16
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: makeSelfSizingFeedLayout())
        view.dataSource = SectionInputDataSource([
            SectionInput(itemCount: 3, measured: ["item": MeasuredSizes(heights: [80, 120])])
        ])
        // Heights cycle 80, 120, 80 with 8 between: y 0, 88, 216.
        close(item(view, 0), CGRect(x: 0, y: 0, width: 393, height: 80))
        close(item(view, 1), CGRect(x: 0, y: 88, width: 393, height: 120))
        close(item(view, 2), CGRect(x: 0, y: 216, width: 393, height: 80))
    }

    @Test func interSectionSpacing() {
        // One 100-pt row per section, 24 between sections.
        close(
            item(collectionView(makeSpacedSectionsLayout(), [1, 1]), 0, 1),
            CGRect(x: 0, y: 124, width: 393, height: 100))
    }

    @Test func horizontalScrolling() {
        let view = collectionView(makeHorizontalPagesLayout(), [4])
        // Across the scroll axis the container is 852 − 59 − 34 = 759 tall, starting below the top safe area;
        // thirds of 253; the next 150-wide column at x 150.
        close(item(view, 0), CGRect(x: 0, y: 59, width: 150, height: 253))
        close(item(view, 1), CGRect(x: 0, y: 312, width: 150, height: 253))
        close(item(view, 3), CGRect(x: 150, y: 59, width: 150, height: 253))
    }

    @Test func layoutHeader() {
        let view = collectionView(makeGlobalHeaderLayout(), [2])
        close(supplementary(view, layoutHeaderKind, IndexPath(index: 0)), CGRect(x: 0, y: 0, width: 393, height: 60))
        close(item(view, 0), CGRect(x: 0, y: 60, width: 393, height: 80))
    }

    @Test func layoutMarginsReference() {
        // Margins of 16 on each side: 393 − 32 = 361.
        close(item(collectionView(makeMarginAlignedLayout(), [1]), 0), CGRect(x: 16, y: 0, width: 361, height: 44))
    }

    @Test func badges() {
        let view = collectionView(makeBadgedGridLayout(), [2])
        // Items of 393 / 4 = 98.25; a 20-pt badge in the top-trailing corner, moved by half its size right and up.
        close(item(view, 0), CGRect(x: 0, y: 0, width: 98.25, height: 100))
        close(
            supplementary(view, badgeKind, IndexPath(item: 0, section: 0)),
            CGRect(x: 88.25, y: -10, width: 20, height: 20))
        close(
            supplementary(view, badgeKind, IndexPath(item: 1, section: 0)),
            CGRect(x: 186.5, y: -10, width: 20, height: 20))
    }

    @Test func decorationBehindTheSection() throws {
        let layout = makeCardSectionLayout()
        let view = collectionView(layout, [2])
        // The section is 16 + 2 × 60 + 16 = 152 tall and 393 wide; the background is inset 8 within it.
        let background = try #require(
            layout.layoutAttributesForDecorationView(ofKind: sectionBackgroundKind, at: IndexPath(item: 0, section: 0)))
        close(background.frame, CGRect(x: 8, y: 8, width: 377, height: 136))
        #expect(background.representedElementCategory == .decorationView)
        close(item(view, 1), CGRect(x: 16, y: 76, width: 361, height: 60))
        #expect((view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex ?? 0) > background.zIndex)
        #expect(layout.decorationViewClasses[sectionBackgroundKind] == SectionBackgroundView.self)
    }

    @Test func pagingShelf() {
        let view = collectionView(makeFeaturedShelfLayout(), [3])
        // Groups are 0.85 × 393 = 334.05 wide (the full container, Docs/Semantics.md §8.1), after a 16-pt
        // leading inset, 10 apart.
        close(item(view, 0), CGRect(x: 16, y: 0, width: 334.05, height: 200))
        close(item(view, 1), CGRect(x: 360.05, y: 0, width: 334.05, height: 200))
    }

    @Test func carouselHandlerScalesByDistanceFromTheMiddle() throws {
        let view = collectionView(makeZoomingCarouselLayout(), [4])
        // Cards 0.6 × 393 = 235.8 wide. Scrolled so card 1 (midX 353.7) is in the middle: 353.7 − 196.5 = 157.2.
        view.orthogonalContentOffsets[0] = CGPoint(x: 157.2, y: 0)
        // Card 1 is 0 from the middle: scale 1, frame unchanged.
        close(item(view, 1), CGRect(x: 235.8, y: 0, width: 235.8, height: 180))
        // Cards 0 and 2 are 235.8 away: 1 − 235.8 / 393 = 0.4, clamped to 0.8; scaled about their centres
        // (117.9, 90) and (589.5, 90) to 188.64 × 144.
        close(item(view, 0), CGRect(x: 23.58, y: 18, width: 188.64, height: 144))
        close(item(view, 2), CGRect(x: 495.18, y: 18, width: 188.64, height: 144))
        let scaled = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        close(scaled.bounds, CGRect(x: 0, y: 0, width: 235.8, height: 180))
        #expect(abs(scaled.transform.a - 0.8) < 1e-9)
        // Card 3 (707.4 to 943.2) lies past the visible 157.2 to 550.2: the handler never saw it.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.transform == .identity)
        close(item(view, 3), CGRect(x: 707.4, y: 0, width: 235.8, height: 180))
    }

    @Test func flexibleSpacingSharesTheRest() {
        let view = collectionView(makeEvenlySpacedIconsLayout(), [3])
        // Three 100-pt icons fit in 393; the 93 left are shared by the two flexible gaps: 46.5 each.
        close(item(view, 1), CGRect(x: 146.5, y: 0, width: 100, height: 100))
        close(item(view, 2), CGRect(x: 293, y: 0, width: 100, height: 100))
    }

    @Test func fixedSpacingWrapsTheFourthTile() {
        let view = collectionView(makeFixedTilesLayout(), [4])
        // 3 × 120 + 2 × 8 = 376 ≤ 393, a fourth would need 504: tiles at 0, 128, 256, then a new row.
        close(item(view, 2), CGRect(x: 256, y: 0, width: 120, height: 120))
        close(item(view, 3), CGRect(x: 0, y: 120, width: 120, height: 120))
    }

    @Test func waterfallCustomGroup() {
        let view = collectionView(makeWaterfallLayout(), [5])
        // Columns of (393 − 8) / 2 = 192.5; each item to the shorter column: 120 left, 80 right, 100 right (at
        // 88), 60 left (at 128). The group is 188 tall, so the fifth item starts the next group at 188.
        close(item(view, 1), CGRect(x: 200.5, y: 0, width: 192.5, height: 80))
        close(item(view, 2), CGRect(x: 200.5, y: 88, width: 192.5, height: 100))
        close(item(view, 3), CGRect(x: 0, y: 128, width: 192.5, height: 60))
        close(item(view, 4), CGRect(x: 0, y: 188, width: 192.5, height: 120))
    }

    /// Measured (Docs/Measurements.md M2-mu-custom, iOS 14.5 at @2x, 414 × 896): cards 185 wide, (414 − 32 − 12)
    /// / 2, short 185 and tall 222; the group's 13-pt top inset reaches the cards once, through the provider's
    /// container; the second group starts at the group's 431 (185 + 12 + 222 + 12), its cards at 444.
    @Test func customGroupProviderSeesTheGroupInsets() {
        var phone = UIKitEnvironment(
            layout: LayoutEnvironment(
                container: Size(width: 414, height: 896), safeArea: EdgeInsets(top: 48, bottom: 34), scale: 2))
        phone.iOSVersion = 14
        let view = collectionView(makeFourCardCustomGroupLayout(), [11], environment: phone)
        for (index, frame) in [
            CGRect(x: 16, y: 13, width: 185, height: 185), CGRect(x: 213, y: 13, width: 185, height: 222),
            CGRect(x: 16, y: 210, width: 185, height: 222), CGRect(x: 213, y: 247, width: 185, height: 185),
            CGRect(x: 16, y: 444, width: 185, height: 185), CGRect(x: 213, y: 444, width: 185, height: 222),
        ].enumerated() {
            close(item(view, index), frame, "item \(index)")
        }
    }

    @Test func stackedShelf() {
        let view = collectionView(makeStackedShelfLayout(), [4])
        // Groups 0.9 × 393 = 353.7 wide; count 3 down 210 with 6 between: (210 − 12) / 3 = 66.
        close(item(view, 1), CGRect(x: 0, y: 72, width: 353.7, height: 66))
        close(item(view, 3), CGRect(x: 353.7, y: 0, width: 353.7, height: 66))
    }

    @Test func repeatingSubitemKeepsItsSize() {
        // repeatingSubitem keeps 0.3 × 393 = 117.9; 10 between: x 0, 127.9, 255.8.
        close(item(collectionView(makeRepeatingRowLayout(), [3]), 2), CGRect(x: 255.8, y: 0, width: 117.9, height: 90))
    }

    @Test func headerIgnoringTheSectionInsets() {
        let view = collectionView(makeEdgeToEdgeHeaderLayout(), [1])
        close(
            supplementary(view, UICollectionView.elementKindSectionHeader, IndexPath(item: 0, section: 0)),
            CGRect(x: 0, y: 0, width: 393, height: 40))
        close(item(view, 0), CGRect(x: 20, y: 40, width: 353, height: 50))
    }

    @Test func deviceIdiom() {
        UIKitEnvironment.current = Self.iPhone16
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation == .portrait)
        close(item(collectionView(makeIdiomGridLayout(), [2]), 1), CGRect(x: 196.5, y: 0, width: 196.5, height: 150))
        UIKitEnvironment.current = Self.iPad
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        // The layout reads the idiom when it is made: four columns of 820 / 4 = 205.
        let layout = makeIdiomGridLayout()
        close(
            item(collectionView(layout, [4], environment: Self.iPad), 3), CGRect(x: 615, y: 0, width: 205, height: 150))
    }

    @Test func sizeClass() {
        // Compact on the phone: one column. Regular on the iPad: count 3 of 820 / 3.
        close(item(collectionView(makeSizeClassLayout(), [2]), 1), CGRect(x: 0, y: 80, width: 393, height: 80))
        let wide = collectionView(makeSizeClassLayout(), [3], environment: Self.iPad)
        close(item(wide, 2), CGRect(x: 1640.0 / 3, y: 0, width: 820.0 / 3, height: 80))
    }

    @Test func contentSizeCategory() {
        close(item(collectionView(makeDynamicTypeLayout(), [2]), 1), CGRect(x: 196.5, y: 0, width: 196.5, height: 70))
        var large = Self.iPhone16
        large.preferredContentSizeCategory = .accessibilityLarge
        let view = collectionView(makeDynamicTypeLayout(), [2], environment: large)
        #expect(view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        close(item(view, 1), CGRect(x: 0, y: 120, width: 393, height: 120))
    }

    @Test func foundationOnlyMetrics() {
        // (393 + 10) / (110 + 10) = 3.36: 3 columns of (393 − 20) / 3 = 124.33, the third at 2 × 134.33.
        close(
            item(collectionView(makeMinimumWidthGridLayout(), [3]), 2),
            CGRect(x: 2 * (373.0 / 3 + 10), y: 0, width: 373.0 / 3, height: 110))
        // (820 + 10) / 120 = 6.9: 6 columns of (820 − 50) / 6 = 128.33.
        let wide = collectionView(makeMinimumWidthGridLayout(), [6], environment: Self.iPad)
        close(item(wide, 5), CGRect(x: 5 * (770.0 / 6 + 10), y: 0, width: 770.0 / 6, height: 110))
    }

    @Test func insetGroupedList() {
        let view = collectionView(makeInsetGroupedSettingsLayout(), [2])
        // Rows 20 pt in from each side (20 to 373, Docs/Measurements.md M2-list), 44 tall, after 17.5 pt of grouped
        // padding.
        close(item(view, 0), CGRect(x: 20, y: 17.5, width: 353, height: 44))
        close(item(view, 1), CGRect(x: 20, y: 61.5, width: 353, height: 44))
    }

    @Test func plainListWithHeaderAndSwipeActions() {
        let view = collectionView(makeInboxLayout(), [2])
        let header = supplementary(view, UICollectionView.elementKindSectionHeader, IndexPath(item: 0, section: 0))
        #expect(header.minX == 0 && header.width == 393 && header.minY == 0)
        let row = item(view, 0)
        #expect(row.minX == 0 && row.width == 393 && row.minY == header.maxY && row.height == 44)
    }

    @Test func providerAskingItsCollectionView() {
        // The provider holds the controller unowned, so the test keeps it alive.
        let controller = FeaturedViewController()
        UIKitEnvironment.current = Self.iPhone16
        controller.collectionView.dataSource = SectionInputDataSource(itemCounts: [1, 4])
        // One item: full width, 200 tall. Four: pairs of 196.5 × 100 from y 200.
        close(item(controller.collectionView, 0, 0), CGRect(x: 0, y: 0, width: 393, height: 200))
        close(item(controller.collectionView, 3, 1), CGRect(x: 196.5, y: 300, width: 196.5, height: 100))
    }

    @Test func providerAskingThroughTheLayout() {
        let owner = CountingLayoutOwner()
        let view = collectionView(owner.layout, [5, 2])
        // Five items: rows of 44 (220 in all); two items: rows of 88, the second at 220 + 88.
        close(item(view, 1, 1), CGRect(x: 0, y: 308, width: 393, height: 88))
    }

    @Test func appKitSpelling() {
        let view = collectionView(makeMacSidebarGridLayout(), [5])
        // Quarters of 98.25; the fifth item on the second row, 64 + 4 down.
        close(item(view, 4), CGRect(x: 0, y: 68, width: 98.25, height: 64))
    }

    @Test func elementsInARect() {
        let view = collectionView(makeSettingsListLayout(), [20])
        // Rows every 53: a rect from y 100 to 200 meets rows 1 (53–105), 2 (106–158) and 3 (159–211).
        let found = view.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: 0, y: 100, width: 393, height: 100))
        #expect(found?.map(\.indexPath) == [1, 2, 3].map { IndexPath(item: $0, section: 0) })
        #expect(
            found?.allSatisfy { $0.representedElementCategory == .cell && $0.representedElementKind == nil } == true)
    }
}
