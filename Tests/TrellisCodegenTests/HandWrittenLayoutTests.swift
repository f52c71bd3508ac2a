import Testing
import TrellisEngine
import TrellisModel
import TrellisUIKit

/// Layout code written by hand against UIKit's API, as apps have it, compiles against
/// TrellisUIKit unchanged and lays out. Expected frames are worked out by hand from
/// Docs/Semantics.md.
@MainActor @Suite struct HandWrittenLayoutTests {
    let phone = LayoutEnvironment(container: Size(width: 390, height: 844))

    /// Apple's "grid" sample shape: five square items per row.
    @Test func gridOfFiveColumns() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let tree = try layout.layout(in: phone, sections: [SectionInput(itemCount: 7)])
        // 390 / 5 = 78: items 0-4 in the first row, 5-6 in the second at y 78.
        #expect(tree.sections[0].items[4].frame == Rect(x: 312, y: 0, width: 78, height: 78))
        #expect(tree.sections[0].items[6].frame == Rect(x: 78, y: 78, width: 78, height: 78))
        #expect(tree.contentSize.height == 156)
    }

    /// A section provider with a pinned header, insets, spacing and a badge, in UIKit's spelling.
    @Test func providerWithHeaderInsetsAndBadge() throws {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            let badgeAnchor = NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: "badge", containerAnchor: badgeAnchor)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let width = environment.container.effectiveContentSize.width
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(width / 4)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.interGroupSpacing = 10
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            header.zIndex = 2
            section.boundarySupplementaryItems = [header]
            return section
        })
        let tree = try layout.layout(in: phone, sections: [SectionInput(itemCount: 4)])
        let section = tree.sections[0]
        // The header spans the inset content: x 10, width 370, height 44.
        #expect(section.supplementaries[0].frame == Rect(x: 10, y: 0, width: 370, height: 44))
        #expect(section.supplementaries[0].kind == .header)
        // Groups are 390 / 4 = 97.5 tall; items 185 wide less 5 pt insets: item 3 at
        // x 10 + 185 + 5 = 200, y 44 + 10 + 97.5 + 10 + 5 = 166.5, 87.5 tall. 97.5 is the app's number, not a
        // fraction, so nothing is floored; on the @3x grid the frame's y and height (499.5 and 262.5 px) round to
        // the nearest pixel, ties down: 166.333 and 87.333 (Docs/Semantics.md §14).
        let item = section.items[3].frame
        #expect(item.x == 200 && item.width == 175)
        #expect(abs(item.y - 499.0 / 3) < 1e-9 && abs(item.height - 262.0 / 3) < 1e-9)
        // The badge's own top trailing corner is put on the item's (15 + 175 = 190, 59), then moved
        // by 0.3 × 20 = 6 right and 6 up (Docs/Semantics.md §10, worked example 7).
        let badges = section.itemSupplementaries().filter { $0.kind.rawValue == "badge" }
        #expect(badges.count == 4)
        #expect(badges[0].frame == Rect(x: 190 - 20 + 6, y: 59 - 6, width: 20, height: 20))
    }

    /// A custom group: the provider's frames, inside the group's size.
    @Test func customGroupPlacesItsFrames() throws {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        ) { environment in
            let width = environment.container.effectiveContentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 50, width: width / 2, height: 50)),
            ]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let tree = try layout.layout(in: phone, sections: [SectionInput(itemCount: 4)])
        #expect(tree.sections[0].items[1].frame == Rect(x: 195, y: 50, width: 195, height: 50))
        // The second repetition starts 100 pt down.
        #expect(tree.sections[0].items[3].frame == Rect(x: 195, y: 150, width: 195, height: 50))
    }

    /// A waterfall built as one custom group with an estimated height (the way published
    /// waterfall libraries build whole sections): the group grows to contain its items' frames,
    /// so the section, the next section and the content size follow them.
    @Test func estimatedCustomGroupGrowsToItsItems() throws {
        let waterfall = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
        ) { _ in
            (0..<10).map {
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: CGFloat($0) * 120, width: 390, height: 110))
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: waterfall))
        let tree = try layout.layout(in: phone, sections: [SectionInput(itemCount: 10), SectionInput(itemCount: 10)])
        // The last item ends at 9 × 120 + 110 = 1190, not at the 100-pt estimate.
        #expect(tree.sections[0].frame.height == 1190)
        #expect(tree.sections[1].frame.y == 1190)
        #expect(tree.sections[1].items[9].frame == Rect(x: 0, y: 1190 + 1080, width: 390, height: 110))
        #expect(tree.contentSize.height == 2380)
    }
}
