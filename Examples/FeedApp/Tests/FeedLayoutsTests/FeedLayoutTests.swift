#if !canImport(UIKit)
    import FeedLayouts
    import Testing
    import TrellisUIKit

    /// The generated layout, laid out on Linux through TrellisUIKit.
    @MainActor @Test func feedLaysOutOnAnIPhone() throws {
        let layout = Feed.makeLayout()
        let iPhone = try #require(DevicePresets.named("iPhone 16")).environment
        let tree = try layout.layout(in: iPhone, sections: [SectionInput(itemCount: 3), SectionInput(itemCount: 4)])
        // The hero is as wide as the screen and 9/16 as tall: 393 × 221.0625.
        let hero = tree.sections[0].items[0].frame
        #expect(hero.width == 393)
        #expect(abs(hero.height - 393 * 9 / 16) < 1e-9)
        // Cards: two columns in 393 - 32 = 361 pt with 12 pt between them: (361 - 12) / 2 = 174.5.
        let cards = tree.sections[1].items
        #expect(cards[0].frame.width == 174.5)
        #expect(cards[1].frame.x == 16 + 174.5 + 12)
        // The header is 44 pt tall above the first row, inside the section's insets.
        #expect(tree.sections[1].supplementaries.first?.frame.height == 44)
        #expect(Feed.section(forIndex: 0) == .hero)
        #expect(Feed.section(forIndex: 7) == .cards)
    }
#endif
