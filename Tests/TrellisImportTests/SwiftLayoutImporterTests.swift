import Testing
import TrellisImport
import TrellisPipeline

/// What `trellis import` follows in one provider, with the expected layout file worked out by hand from the code.
struct SwiftLayoutImporterTests {
    static let source = """
        import UIKit

        let spacing: CGFloat = 8

        func makeTilesLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, environment in
                let columns = max(2, environment.container.effectiveContentSize.width > 600 ? 4 : 1)
                let size = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50 + spacing)),
                    subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets.leading = 16
                section.boundarySupplementaryItems.append(
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
                section.interGroupSpacing = self.gap
                return section
            }
        }
        """

    @Test func followsArithmeticComponentsAppendsAndWidthExpressions() throws {
        let imported = SwiftLayoutImporter(sources: [("Tiles.swift", Self.source)]).importLayouts()
        let layout = try #require(imported.first)
        #expect(layout.name == "Tiles" && layout.line == 5)
        // The column count comes from the environment, so it is written as the code computes it: a version 2
        // expression, `1 / CGFloat(columns)` with `columns` spelled out (`> 600` stays strict, as the code says);
        // 50 + 8 = 58 tall; the leading inset alone; the header appended; `self.gap` is app state: a note at line
        // 21, column 37, and a TODO.
        let expected = """
            # Imported by `trellis import` from `makeTilesLayout`.
            version: 2
            layout: Tiles
            sections:
              # TODO: not imported: `self.gap`: the app's own state; 0 stands in (Tiles.swift:21)
              - name: main
                indexes: "0..."
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(58)
                  item: {width: "fractionalWidth(1 / max(2, effectiveWidth > 600 ? 4 : 1))", \
            height: fractionalHeight(1)}
                contentInsets: {leading: 16}
                boundarySupplementaryItems:
                  - {kind: header, alignment: top, width: fractionalWidth(1), height: absolute(30)}

            """
        #expect(layout.text == expected, "\(layout.text)")
        #expect(
            layout.notes.map(\.description) == [
                "Tiles.swift:21:37: note: not imported: `self.gap`: the app's own state; 0 stands in"
            ])
        #expect(Pipeline.check(text: layout.text, path: "Tiles.layout.yaml").document != nil)
    }
}
