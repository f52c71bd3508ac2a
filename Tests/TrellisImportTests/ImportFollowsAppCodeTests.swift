import Testing
import TrellisImport
import TrellisPipeline

/// What `trellis import` follows of the code around a layout: methods and properties of the view controller, static
/// constants, enums with computed properties and methods, overloads chosen by labels, implicit-member initializers,
/// sizes that keep the dimension they know, files of section functions, and syntax errors. Expected files are
/// worked out by hand from the Swift above them.
struct ImportFollowsAppCodeTests {
    static func importAll(_ files: [(String, String)]) -> SwiftLayoutImporter.Outcome {
        SwiftLayoutImporter(sources: files).importAll()
    }

    static let controller = """
        import UIKit

        class ShelfViewController: UIViewController {
            static let headerKind = "shelf-header"
            let spacing: CGFloat = 12
            var collectionView: UICollectionView! = nil

            enum Section: Int, CaseIterable {
                case featured, grid
                var columnCount: Int {
                    switch self {
                    case .featured: return 1
                    case .grid: return 3
                    }
                }
                func itemHeight(for width: CGFloat) -> CGFloat { self == .featured ? width / 2 : 100 }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
            }
        }

        extension ShelfViewController {
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    guard let kind = Section(rawValue: sectionIndex) else { return nil }
                    let item = NSCollectionLayoutItem(layoutSize: .init(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1),
                            heightDimension: .absolute(kind.itemHeight(for: 200))),
                        subitem: item, count: kind.columnCount)
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = self.spacing
                    section.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)
                    section.boundarySupplementaryItems = [self.header(height: 30)]
                    return section
                }
            }

            func header(height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                    elementKind: Self.headerKind, alignment: .top)
            }

            // Another type's helper of the same name, and an overload with other labels: neither is meant.
            func header(estimate: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem { fatalError() }
        }

        enum OtherScreen {
            static func header(height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem { fatalError() }
        }
        """

    @Test func methodsPropertiesConstantsAndEnumMembersOfTheController() throws {
        let outcome = Self.importAll([("Shelf.swift", Self.controller)])
        let layout = try #require(outcome.layouts.first)
        // Named after the controller the extension extends. Section 0 (featured): one column, 200 / 2 = 100 tall;
        // section 1 (grid): three columns, 100 tall; the rest, as index 2, none (`Section(rawValue: 2)` is nil).
        // Spacing 12 from the stored `let`, the header 30 tall of kind `shelf-header` from the static constant.
        let expected = """
            # Imported by `trellis import` from `createLayout`.
            layout: Shelf
            sections:
              - name: featured
                indexes: 0
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(100)
                  count: 1
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                contentInsets: {leading: 16, trailing: 16}
                interGroupSpacing: 12
                boundarySupplementaryItems:
                  - {kind: shelf-header, alignment: top, width: fractionalWidth(1), height: absolute(30)}
              - name: grid
                indexes: 1
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(100)
                  count: 3
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                contentInsets: {leading: 16, trailing: 16}
                interGroupSpacing: 12
                boundarySupplementaryItems:
                  - {kind: shelf-header, alignment: top, width: fractionalWidth(1), height: absolute(30)}

            """
        #expect(layout.text == expected, "\(layout.text)")
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        let checked = Pipeline.check(text: layout.text, path: "Shelf.layout.yaml")
        #expect(checked.diagnostics.filter { $0.severity != .note }.isEmpty, "\(checked.diagnostics)")
    }

    @Test func aSizeKeepsTheDimensionItKnows() throws {
        let source = """
            import UIKit
            func makeRowsLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(appRowHeight())))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        let layout = try #require(Self.importAll([("Rows.swift", source)]).layouts.first)
        // The width is known (half); the height is app code: absolute(44) stands in, with a note at the call.
        #expect(layout.text.contains("item: {width: fractionalWidth(0.5), height: absolute(44)}"), "\(layout.text)")
        #expect(
            layout.notes.map(\.description) == [
                "Rows.swift:4:75: note: not imported: `appRowHeight(...)`, which is app code; absolute(44) for the "
                    + "height stands in"
            ], "\(layout.notes)")
    }

    @Test func aFileOfSectionFunctionsImportsEachSection() throws {
        let source = """
            import UIKit
            enum HomeSections {
                static func makeTopSitesSection(environment: NSCollectionLayoutEnvironment)
                    -> NSCollectionLayoutSection
                {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(90))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
                        subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets.leading = environment.container.contentSize.width > 500 ? 32 : 16
                    return section
                }
            }
            """
        let layouts = Self.importAll([("Home.swift", source)]).layouts
        #expect(layouts.map(\.name) == ["TopSites"])
        let text = try #require(layouts.first?.text)
        #expect(text.contains(#"contentInsets: {leading: "width > 500 ? 32 : 16"}"#), "\(text)")
    }

    @Test func eachFileHasItsOwnHelpersAndAChangedVarIsAppState() throws {
        func screen(_ name: String, height: Int) -> String {
            """
            import UIKit
            final class \(name)ViewController: UIViewController {
                var spacing: CGFloat = 10
                override func viewDidLoad() { super.viewDidLoad(); spacing += 2 }
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] _, _ in
                        guard let self else { return nil }
                        let section = makeSection()
                        section.interGroupSpacing = self.spacing
                        return section
                    }
                }
            }
            private func makeSection() -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height)))
                let item = NSCollectionLayoutItem(layoutSize: size)
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
            }
            """
        }
        let outcome = Self.importAll([
            ("A.swift", screen("Alpha", height: 60)), ("B.swift", screen("Beta", height: 90)),
        ])
        // Each screen's provider runs past `guard let self` and calls its own file's `makeSection()`.
        let alpha = try #require(outcome.layouts.first { $0.name == "Alpha" })
        let beta = try #require(outcome.layouts.first { $0.name == "Beta" })
        #expect(alpha.text.contains("height: absolute(60)"), "\(alpha.text)")
        #expect(beta.text.contains("height: absolute(90)"), "\(beta.text)")
        // `spacing` changes in viewDidLoad: its initial value is not its value, so it is noted, not written.
        #expect(alpha.notes.contains { $0.message.contains("`spacing`, a property the app changes") }, "\(alpha.notes)")
    }

    @Test func aPrefixIsStrippedOnlyAsAWord() {
        let source = """
            import UIKit
            let plain = UICollectionLayoutListConfiguration(appearance: .plain)
            func buildingsLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: plain) }
            func makeFeedLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: plain) }
            """
        #expect(Self.importAll([("Names.swift", source)]).layouts.map(\.name) == ["Buildings", "Feed"])
    }

    @Test func aSwiftSyntaxErrorIsALocatedError() {
        let source = """
            import UIKit
            func makeBrokenLayout() -> UICollectionViewLayout {
                let section = NSCollectionLayoutSection(group: group
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let outcome = Self.importAll([("Broken.swift", source)])
        #expect(outcome.layouts.isEmpty)
        let error = outcome.errors.first
        #expect(error?.severity == .error && error?.file == "Broken.swift" && error?.line == 3, "\(outcome.errors)")
        #expect(error?.message.hasPrefix("Swift syntax error: ") == true, "\(outcome.errors)")
    }
}
