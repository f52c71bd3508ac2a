import Testing
import TrellisCore
import TrellisEngine
import TrellisModel

/// The engine's API used directly: section providers, failures, global items, the query.
struct LayoutEngineTests {
    static let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)))
    static func rows(_ name: String = "rows", variants: [SectionVariant] = []) -> SectionLayout {
        SectionLayout(
            name: name,
            base: SectionContent(
                body: .group(
                    .standard(
                        StandardGroup(
                            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                            content: .subitems(NonEmpty(.item(row))))))),
            variants: variants)
    }
    static let phone = LayoutEnvironment(container: Size(width: 390, height: 844))

    @Test func noSectionsDropsGlobalItems() throws {
        var configuration = LayoutConfiguration()
        configuration.boundaryItems = [
            BoundaryItem(
                kind: .header, alignment: .top, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)))
        ]
        let document = LayoutDocument(name: "Empty", configuration: configuration, sections: NonEmpty(Self.rows()))
        let empty = try LayoutEngine.layout(document, environment: Self.phone, data: LayoutData(sections: []))
        #expect(empty.supplementaries.isEmpty)
        #expect(empty.contentSize.height == 0)
        let one = try LayoutEngine.layout(
            document, environment: Self.phone, data: LayoutData(sections: [SectionData(layout: "rows", itemCount: 1)])
        )
        #expect(one.supplementaries.map(\.frame) == [Rect(x: 0, y: 0, width: 390, height: 60)])
        #expect(one.contentSize.height == 110)
    }

    @Test func zeroSizedContainerIsRefusedNotLooped() {
        let document = LayoutDocument(name: "Rows", sections: NonEmpty(Self.rows()))
        for size in [
            Size(width: 0, height: 844), Size(width: 390, height: 0), Size(width: -5, height: 10),
            Size(width: .nan, height: 10),
        ] {
            let error = #expect(throws: LayoutFailure.self) {
                try LayoutEngine.layout(
                    document, environment: LayoutEnvironment(container: size),
                    data: LayoutData(sections: [SectionData(layout: "rows", itemCount: 3)]))
            }
            guard case .emptyContainer? = error?.reason else {
                Issue.record("a \(size) container gave \(String(describing: error))")
                continue
            }
        }
    }

    @Test func sectionProviderChoosesTheFirstMatchingVariant() throws {
        let wide = SectionVariant(
            condition: VariantCondition(minWidth: 600),
            content: SectionContent(body: .list(ListConfiguration()), interGroupSpacing: 7))
        let compactHeight = SectionVariant(
            condition: VariantCondition(verticalSizeClass: .compact),
            content: SectionContent(body: .list(ListConfiguration()), interGroupSpacing: 9))
        let layout = Self.rows(variants: [wide, compactHeight])
        let provider = SectionProviders(document: LayoutDocument(name: "V", sections: NonEmpty(layout))).provider(
            for: layout)
        #expect(try provider(0, Self.phone).variant == nil)
        #expect(try provider(0, LayoutEnvironment(container: Size(width: 800, height: 400))).variant == 0)
        #expect(try provider(0, LayoutEnvironment(container: Size(width: 500, height: 400))).variant == 1)
        // A list comes back as the group section it behaves like.
        guard case .group = try provider(0, LayoutEnvironment(container: Size(width: 800, height: 400))).content.body
        else {
            Issue.record("the list was not expanded"); return
        }
    }

    @Test func indexBasedProviderUsesIndexes() {
        var first = Self.rows("first"), rest = Self.rows("rest")
        first.indexes = .indexes(NonEmpty(0))
        rest.indexes = .from(1)
        let providers = SectionProviders(document: LayoutDocument(name: "I", sections: NonEmpty(first, [rest])))
        #expect(providers.sectionLayout(forIndex: 0)?.name == "first")
        #expect(providers.sectionLayout(forIndex: 7)?.name == "rest")
    }

    @Test func millionItemGridIsStridedAndQueriedWithoutWalkingEveryItem() throws {
        let document = LayoutDocument(name: "Rows", sections: NonEmpty(Self.rows()))
        let tree = try LayoutEngine.layout(
            document, environment: Self.phone,
            data: LayoutData(sections: [SectionData(layout: "rows", itemCount: 1_000_000)])
        )
        #expect(tree.contentSize.height == 50_000_000)
        #expect(tree.sections[0].items[999_999].frame == Rect(x: 0, y: 49_999_950, width: 390, height: 50))
        let found = tree.elements(in: Rect(x: 0, y: 25_000_000, width: 390, height: 100))
        // Rows 499,999 (touching), 500,000, 500,001 and 500,002 (touching).
        #expect(found.map(\.frame.minY) == [24_999_950, 25_000_000, 25_000_050, 25_000_100])
    }

    @Test func unknownSectionLayoutIsAFailure() {
        let document = LayoutDocument(name: "Rows", sections: NonEmpty(Self.rows()))
        let expected = LayoutFailure(
            .unknownSectionLayout(name: "nope", sectionIndex: 0, defined: ["rows"]), section: nil, site: .container)
        #expect(throws: expected) {
            try LayoutEngine.layout(
                document, environment: Self.phone,
                data: LayoutData(sections: [SectionData(layout: "nope", itemCount: 1)]))
        }
    }
}
