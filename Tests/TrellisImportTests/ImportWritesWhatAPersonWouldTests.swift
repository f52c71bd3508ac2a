import Testing
import TrellisImport

/// Import writes what a person would: a free `createLayout()` is named after its file, a fraction as the source
/// wrote it, and a `CGSize` the code makes is followed, not called app code.
@Suite struct ImportWritesWhatAPersonWouldTests {
    static let source = """
        import UIKit

        func createLayout() -> UICollectionViewLayout {
            let columns = 3
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
            let cell = CGSize(width: 10, height: 120)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(cell.height)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """

    @Test func aFreeLayoutFunctionIsNamedAfterItsFileAndWrittenAsItsSourceSaysIt() throws {
        let outcome = SwiftLayoutImporter(sources: [("Grids/SimpleGrid.swift", Self.source)]).importAll()
        let layout = try #require(outcome.layouts.first)
        #expect(layout.name == "SimpleGrid")
        #expect(layout.text.contains("layout: SimpleGrid\n"), "\(layout.text)")
        #expect(
            layout.text.contains("item: {width: fractionalWidth(1/3), height: fractionalHeight(1)}"), "\(layout.text)")
        #expect(layout.text.contains("height: absolute(120)\n"), "\(layout.text)")
        #expect(layout.notes.isEmpty, "\(layout.notes)")
    }
}
