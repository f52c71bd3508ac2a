#if !canImport(UIKit) && DEBUG
    import FeedLayouts
    import Foundation
    import Testing
    import TrellisRuntime
    import TrellisUIKit

    /// Equal frames, within the engine's tolerance of a millionth.
    private func same(_ actual: CGRect?, _ expected: CGRect) -> Bool {
        guard let actual else { return false }
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
            let scale: CGFloat = max(1, abs(a), abs(b))
            return abs(a - b) <= 1e-6 * scale
        }
        return close(actual.origin.x, expected.origin.x) && close(actual.origin.y, expected.origin.y)
            && close(actual.size.width, expected.size.width) && close(actual.size.height, expected.size.height)
    }

    /// The debug build's live layout, read from Feed.layout.yaml while the app runs, places every item and header
    /// where the generated `Feed.makeLayout()` does, on a stand-in iPhone 16 collection view.
    @MainActor @Test func liveLayoutMatchesTheGeneratedLayout() throws {
        // The hero, then two sections of cards, which `indexes: "1..."` both give the cards layout.
        let itemCounts = [3, 4, 5]
        func collectionView() -> UICollectionView {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: Feed.makeLayout())
            view.environment = .iPhone16
            view.dataSource = SectionInputDataSource(itemCounts: itemCounts)
            return view
        }
        let generated = collectionView()
        let live = collectionView()
        let before = live.collectionViewLayout
        let liveLayout = Feed.liveLayout(for: live, interval: nil)
        #expect(liveLayout.lastError == nil, "\(liveLayout.lastError?.description ?? "")")
        let file = try #require(liveLayout.file)
        #expect(file.name == "Feed")
        #expect(file.sectionNames == ["hero", "cards"])
        #expect(file.elementKinds == [UICollectionView.elementKindSectionHeader])
        // The file's layout replaced the generated one the view started with.
        #expect(live.collectionViewLayout !== before)

        for (section, count) in itemCounts.enumerated() {
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let expected = try #require(generated.layoutAttributesForItem(at: indexPath)?.frame)
                let actual = live.layoutAttributesForItem(at: indexPath)?.frame
                #expect(same(actual, expected), "section \(section) item \(item): \(String(describing: actual))")
            }
            guard section > 0 else { continue }
            let header = IndexPath(item: 0, section: section)
            let kind = UICollectionView.elementKindSectionHeader
            let expected = try #require(
                generated.layoutAttributesForSupplementaryElement(ofKind: kind, at: header)?.frame)
            let actual = live.layoutAttributesForSupplementaryElement(ofKind: kind, at: header)?.frame
            #expect(same(actual, expected), "section \(section) header: \(String(describing: actual))")
        }
        // Nothing changed on disk: nothing is read again.
        #expect(liveLayout.reloadIfChanged() == false)
    }
#endif
