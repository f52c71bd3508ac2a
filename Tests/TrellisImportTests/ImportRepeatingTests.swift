import Testing
import TrellisImport
import TrellisPipeline

/// `repeatingSubitem:count:` imports as a group's `repeating` (Grammar/Reference.md §5.1): the count as the code
/// computes it, with no stand-in and no list of copies. Each expected file is worked out by hand from the Swift.
struct ImportRepeatingTests {
    /// The one layout imported from a provider making a 100-pt row of 100 × 100 items 10 apart, repeated `count`
    /// times; checked to lint without an error (below iOS 16, `repeating` would be one).
    static func imported(count: String) throws -> SwiftLayoutImporter.ImportedLayout {
        let source = """
            import UIKit

            func makeShelfLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    let width = environment.container.contentSize.width
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(100), heightDimension: .absolute(100)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                        repeatingSubitem: item, count: \(count))
                    group.interItemSpacing = .fixed(10)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        let layout = try #require(SwiftLayoutImporter(sources: [("Shelf.swift", source)]).importLayouts().first)
        let errors = Pipeline.check(text: layout.text, path: "Shelf.layout.yaml").diagnostics.filter {
            $0.severity == .error
        }
        #expect(errors.isEmpty, "\(layout.text)\n\(errors.map(\.message))")
        return layout
    }

    /// The file for `repeating: value`: version 2 for the key, iOS 16 for the API the code calls.
    static func expected(_ value: String) -> String {
        """
        # Imported by `trellis import` from `makeShelfLayout`.
        version: 2
        layout: Shelf
        deploymentTarget: {iOS: "16.0"}
        sections:
          - name: main
            indexes: "0..."
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(100)
              repeating: \(value)
              interItemSpacing: 10
              item: {width: absolute(100), height: absolute(100)}

        """
    }

    @Test func aCountComputedFromTheWidthIsAnExpression() throws {
        // `width` is the container's content width; a choice between numbers is a conditional expression, the
        // comparison kept strict as the code writes it.
        let layout = try Self.imported(count: "width > 600 ? 3 : 2")
        #expect(layout.text == Self.expected("\"width > 600 ? 3 : 2\""), "\(layout.text)")
        #expect(layout.notes.isEmpty, "\(layout.notes)")
    }

    @Test func aLiteralCountIsWrittenAsItIs() throws {
        // Three copies: one `repeating: 3`, not three literal subitems, and nothing stands in.
        let layout = try Self.imported(count: "3")
        #expect(layout.text == Self.expected("3"), "\(layout.text)")
        #expect(layout.notes.isEmpty && !layout.text.contains("TODO"), "\(layout.text)")
    }
}
