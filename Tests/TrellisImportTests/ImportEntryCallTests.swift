import Testing
import TrellisImport
import TrellisPipeline

/// A layout function that takes arguments runs with those its call in the given files passes (the rest their
/// defaults), in the import and in `--check`; a section function runs in a one-section layout with the provider's
/// environment and index; a parameter no call passes is said, never guessed.
@Suite struct ImportEntryCallTests {
    static let columns = """
        import UIKit

        func makeColumnsLayout(columns: Int, rowHeight: CGFloat = 100) -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }

        final class Screen {
            let layout = makeColumnsLayout(columns: 3)
        }
        """

    @Test func argumentsComeFromTheCallInTheFilesAndDefaults() throws {
        let layout = try #require(SwiftLayoutImporter(sources: [("Columns.swift", Self.columns)]).importLayouts().first)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        #expect(layout.text.contains("fractionalWidth(1/3)"), "\(layout.text)")
        #expect(layout.text.contains("height: absolute(100)"), "\(layout.text)")
        #expect(layout.entry == .call("makeColumnsLayout(columns: 3)"))
    }

    /// Two calls with different arguments: the first stands in, and the other is a note at its place.
    @Test func anotherCallWithOtherArgumentsIsNoted() throws {
        let source = Self.columns + "\nlet wide = makeColumnsLayout(columns: 5, rowHeight: 60)\n"
        let layout = try #require(SwiftLayoutImporter(sources: [("Columns.swift", source)]).importLayouts().first)
        #expect(layout.text.contains("fractionalWidth(1/3)"), "\(layout.text)")
        #expect(
            layout.notes.map(\.description) == [
                "Columns.swift:14:12: note: not imported: a call of `makeColumnsLayout` with other arguments; the call "
                    + "at Columns.swift:12 stands in"
            ])
        #expect(layout.text.contains("# TODO: not imported: a call of `makeColumnsLayout`"), "\(layout.text)")
    }

    /// No call passes `columns`: the import says so where it is read, and `--check` says why it cannot run it.
    @Test func aParameterNoCallPassesIsSaid() throws {
        let source = Self.columns.replacingOccurrences(of: "let layout = makeColumnsLayout(columns: 3)", with: "")
        let layout = try #require(SwiftLayoutImporter(sources: [("Columns.swift", source)]).importLayouts().first)
        #expect(
            layout.notes.map(\.message).contains {
                $0.hasPrefix("not imported: `columns`, which is not a constant of the imported files")
            }, "\(layout.notes)")
        #expect(
            layout.entry
                == .unavailable("`makeColumnsLayout` takes `columns`, and no call in the given files passes it"))
    }

    /// A call that passes its caller's state cannot be made by the check program; the import notes the value.
    @Test func anArgumentOfTheCallersStateIsNotPassedOn() throws {
        let source = Self.columns.replacingOccurrences(
            of: "let layout = makeColumnsLayout(columns: 3)",
            with: "var count = 2\n    func layout() -> UICollectionViewLayout { makeColumnsLayout(columns: count, "
                + "rowHeight: 60) }")
        let layout = try #require(SwiftLayoutImporter(sources: [("Columns.swift", source)]).importLayouts().first)
        #expect(!layout.notes.isEmpty)
        // The arguments after the one only the caller can evaluate still reach the import.
        #expect(layout.text.contains("height: absolute(60)"), "\(layout.text)")
        #expect(
            layout.entry
                == .unavailable(
                    "`makeColumnsLayout` is called with `columns: count`, which only its caller can evaluate"))
    }

    /// A file of section functions: each imports as one section, and runs in a provider that passes its environment
    /// and its index; a columns argument comes from the call.
    @Test func aSectionFunctionRunsInAOneSectionLayout() throws {
        let source = """
            import UIKit

            enum Sections {
                static func banner(environment: NSCollectionLayoutEnvironment, sectionIndex: Int)
                    -> NSCollectionLayoutSection
                {
                    let tall = environment.container.effectiveContentSize.width > 600
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(tall ? 200 : 120)),
                        subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        let layout = try #require(SwiftLayoutImporter(sources: [("Banner.swift", source)]).importLayouts().first)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        #expect(layout.text.contains("effectiveWidth > 600 ? 200 : 120"), "\(layout.text)")
        #expect(layout.entry == .section("Sections.banner(environment: environment, sectionIndex: index)"))
    }
}

/// A resource the code reads from the app's bundle is app data: the importer says so where it is read, and the
/// outcome lists every such read for `--check`, whose program has no bundle.
@Suite struct ImportBundleResourceTests {
    @Test func aBundleResourceIsSaidWhereItIsRead() throws {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                var sections: [String] = []
                override func viewDidLoad() {
                    let url = Bundle.main.url(forResource: "sections", withExtension: "json")!
                    _ = url
                }
                func createLayout() -> UICollectionViewLayout {
                    let columns = NSDataAsset(name: "Columns")
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                        subitem: item, count: columns)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        let outcome = SwiftLayoutImporter(sources: [("Feed.swift", source)]).importAll()
        #expect(
            outcome.bundleResources.map(\.description) == [
                "Feed.swift:6:19: note: the code reads `sections.json` from the app's bundle",
                "Feed.swift:10:23: note: the code reads `the data asset Columns` from the app's bundle",
            ])
        let layout = try #require(outcome.layouts.first)
        #expect(
            layout.notes.map(\.message).contains {
                $0.hasPrefix("not imported: `the data asset Columns`, read from the app's bundle")
            }, "\(layout.notes)")
    }
}

/// TMDB-Client writes each section as a struct with a `createLayout()` method: `--check` makes the struct with
/// `Type()` when every stored property has a value and no initializer needs arguments, and says why not otherwise.
@Suite struct ImportSectionValueEntryTests {
    static func entry(_ declaration: String) throws -> SwiftLayoutImporter.Entry {
        let source = """
            import UIKit
            \(declaration) {
                \(declaration.hasPrefix("struct Row") ? "let height: CGFloat" : "let height: CGFloat = 44")
                func createLayout() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size,
                        subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """
        return try #require(SwiftLayoutImporter(sources: [("Poster.swift", source)]).importLayouts().first).entry
    }

    @Test func aStructMadeWithoutArgumentsRunsItsSectionFunction() throws {
        #expect(try Self.entry("struct PosterSection") == .section("PosterSection().createLayout()"))
        #expect(
            try Self.entry("struct Row")
                == .unavailable("`createLayout` is an instance method of Row, which is not a view controller"))
    }
}
