import Testing
import TrellisImport
import TrellisPipeline

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

    /// Two element kinds the language cannot write stay two kinds (`element`, `element2`), each noted, so the file
    /// lints: one stand-in for both was a duplicate kind.
    @Test func kindsTheLanguageCannotWriteStayDistinct() throws {
        let source = """
            import UIKit
            func makeBadgedLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
                let top = NSCollectionLayoutAnchor(edges: [.top])
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: size, elementKind: "badge.new", containerAnchor: top)
                let bottom = NSCollectionLayoutAnchor(edges: [.bottom])
                let star = NSCollectionLayoutSupplementaryItem(
                    layoutSize: size, elementKind: "badge.star", containerAnchor: bottom)
                let cell = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                let item = NSCollectionLayoutItem(layoutSize: cell, supplementaryItems: [badge, star])
                let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        let layout = try #require(SwiftLayoutImporter(sources: [("Badged.swift", source)]).importAll().layouts.first)
        #expect(layout.text.contains("kind: element,") && layout.text.contains("kind: element2,"), "\(layout.text)")
        let notes = layout.notes.map(\.message)
        #expect(
            notes.contains(
                "not imported: the element kind \"badge.new\", which a layout file cannot write; the kind `element` "
                    + "stands in"), "\(notes)")
        #expect(notes.contains { $0.contains("\"badge.star\"") && $0.contains("`element2`") }, "\(notes)")
        let errors = Pipeline.check(text: layout.text, path: "Badged.layout.yaml").diagnostics.filter {
            $0.severity == .error
        }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
    }
}
