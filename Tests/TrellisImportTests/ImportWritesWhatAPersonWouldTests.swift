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

/// A ladder of width conditions choosing numbers is one conditional expression, whichever way it is written (assigned,
/// returned from a helper, or an `if` expression), and an `#available` setting beside it one iOS variant: before,
/// the ladder split the runs, and the file had five whole-section variants.
@Suite struct ImportLadderTests {
    static func layout(columns: String, helper: String = "") -> String {
        """
        import UIKit
        \(helper)
        func makeGalleryLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, environment in
                let width = environment.container.effectiveContentSize.width
                \(columns)
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    subitem: item, count: columns)
                let section = NSCollectionLayoutSection(group: group)
                if #available(iOS 17, *) {
                    section.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)
                }
                return section
            }
        }
        """
    }

    static let forms = [
        "let columns: Int\nif width > 900 { columns = 4 } else if width >= 600 { columns = 3 } else { columns = 2 }",
        "let columns = if width > 900 { 4 } else if width >= 600 { 3 } else { 2 }",
        "let columns = count(for: width)",
    ]

    @Test(arguments: forms)
    func aLadderOfWidthsIsOneExpression(_ form: String) throws {
        let helper = """
            func count(for width: CGFloat) -> Int {
                if width > 900 {
                    return 4
                } else if width >= 600 {
                    return 3
                } else {
                    return 2
                }
            }
            """
        let source = Self.layout(columns: form, helper: form.contains("count(for:") ? helper : "")
        let layout = try #require(SwiftLayoutImporter(sources: [("Gallery.swift", source)]).importLayouts().first)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        #expect(
            layout.text.contains("count: \"effectiveWidth > 900 ? 4 : effectiveWidth >= 600 ? 3 : 2\"\n"),
            "\(layout.text)")
        #expect(layout.text.components(separatedBy: "when:").count == 2, "\(layout.text)")
        #expect(layout.text.contains("- when: {iOS: \"17.0\"}\n        contentInsets: {leading: 16, trailing: 16}"))
    }

    /// A rung that does more than choose a number stays a branch the runs split on.
    @Test func aRungThatDoesMoreStaysABranch() throws {
        let form = """
            var columns = 2
            if width > 900 { columns = 4 } else { columns = 3; print("wide") }
            """
        let layout = try #require(
            SwiftLayoutImporter(sources: [("Gallery.swift", Self.layout(columns: form))]).importLayouts().first)
        #expect(layout.text.contains("when: {if: \"effectiveWidth > 900\""), "\(layout.text)")
    }
}
