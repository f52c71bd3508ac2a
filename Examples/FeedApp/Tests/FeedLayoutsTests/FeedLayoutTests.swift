#if !canImport(UIKit)
    import FeedLayouts
    import Testing
    import TrellisEngine
    import TrellisModel
    import TrellisUIKit

    /// The generated layout, laid out on Linux through TrellisUIKit.
    @MainActor @Test func feedLaysOutOnAnIPhone() throws {
        let layout = Feed.makeLayout()
        let iPhone = try #require(DevicePresets.named("iPhone 16")).environment
        let tree = try layout.layout(in: iPhone, sections: [SectionInput(itemCount: 3), SectionInput(itemCount: 4)])
        // The hero is as wide as the screen and 9/16 as tall: 393 × 221.0625.
        // UIKit lays out on the iPhone's @3x pixel grid (iOS 18 floors fractional lengths to thirds of a point):
        // 9/16 × 393 = 221.0625 is 663.19 px, floored to 663 px = 221.
        let hero = tree.sections[0].items[0].frame
        #expect(hero.width == 393)
        #expect(abs(hero.height - 221) < 1e-9)
        // Cards: two columns in 393 - 32 = 361 pt with 12 pt between them: (361 - 12) / 2 = 174.5, 523.5 px,
        // floored to 523 px = 174.333; the second column at 16 + 174.333 + 12.
        let cards = tree.sections[1].items
        let column: Double = 523.0 / 3
        let second: Double = 16 + column + 12
        #expect(abs(cards[0].frame.width - column) < 1e-9)
        #expect(abs(cards[1].frame.x - second) < 1e-9)
        // The header is 44 pt tall above the first row, inside the section's insets.
        #expect(tree.sections[1].supplementaries.first?.frame.height == 44)
        #expect(Feed.section(forIndex: 0) == .hero)
        #expect(Feed.section(forIndex: 7) == .cards)
    }
#endif
