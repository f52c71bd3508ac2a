import Testing
import TrellisImport
import TrellisPipeline

/// What code from apps this project had not read (TwidereX, Mastodon, Market, CompositionalAppStore, BBC Sounds and
/// TMDB clients) showed the importer missing. Each case is that code's idiom, reduced; each failed before.
@Suite struct ImportStudiedCodeTests {
    static func imported(_ source: String, file: String = "Screen.swift") throws -> SwiftLayoutImporter.ImportedLayout {
        try #require(SwiftLayoutImporter(sources: [(file, source)]).importLayouts().first)
    }

    /// Market: the provider hands the index to a helper, which tests it. Section 0 has a 300 pt header and the rest
    /// 40 pt ones; before, the helper's test was not seen and section 0's header stood for every index, silently.
    @Test func anIndexTestedInsideAHelperSplitsTheSections() throws {
        let layout = try Self.imported(
            """
            import UIKit
            enum Layouts {
                static func section(for sectionIndex: Int) -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
                    let group = NSCollectionLayoutGroup.vertical(
                        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    let height: CGFloat = sectionIndex == 0 ? 300 : 40
                    section.boundarySupplementaryItems = [.init(layoutSize: .init(widthDimension: .fractionalWidth(1),
                        heightDimension: .absolute(height)), elementKind: "header", alignment: .top)]
                    return section
                }
            }
            func makeMenuLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in Layouts.section(for: sectionIndex) }
            }
            """)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        #expect(layout.text.contains("indexes: 0\n"), "\(layout.text)")
        #expect(layout.text.contains("indexes: \"1...\""), "\(layout.text)")
        #expect(layout.text.contains("absolute(300)") && layout.text.contains("absolute(40)"), "\(layout.text)")
    }

    /// Market, BBC: `Kind(rawValue: index)?.section()` past the last case is nil, as Swift's chain is: no section
    /// there, and no note.
    @Test func anOptionalChainOnNoCaseGivesNoSection() throws {
        let layout = try Self.imported(
            """
            import UIKit
            enum Kind: Int {
                case a, b
                func section() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size,
                        subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            func makeKindsLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in Kind(rawValue: index)?.section() }
            }
            """)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        #expect(!layout.text.contains("TODO"), "\(layout.text)")
    }

    /// TwidereX and Mastodon: a kind written `String(describing: HeaderView.self)`, and a size's dimensions read back
    /// from another size (`itemSize.widthDimension`).
    @Test func describedTypeNamesAndDimensionsReadBackAreFollowed() throws {
        let layout = try Self.imported(
            """
            import UIKit
            final class EmojiHeaderView: UICollectionReusableView {}
            final class PickerViewController: UIViewController {
                static let itemSize = NSCollectionLayoutSize(
                    widthDimension: .absolute(44), heightDimension: .absolute(44))
                func createCollectionViewLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: Self.itemSize)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: Self.itemSize.heightDimension),
                        subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                        elementKind: String(describing: EmojiHeaderView.self), alignment: .top)
                    section.boundarySupplementaryItems = [header]
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        // `createCollectionViewLayout()` names the API, not the screen: the layout is named after its type.
        #expect(layout.name == "Picker")
        #expect(layout.text.contains("EmojiHeaderView"), "\(layout.text)")
        #expect(layout.text.contains("height: absolute(44)"), "\(layout.text)")
    }

    /// Mastodon: a controller with two layouts, each given to its own collection view; `--check` lays out each
    /// against the collection view that holds it, found by the property the source assigns it to.
    @Test func eachLayoutOfAControllerIsCheckedOnItsOwnCollectionView() throws {
        let outcome = SwiftLayoutImporter(sources: [
            (
                "Sidebar.swift",
                """
                import UIKit
                final class SidebarViewController: UIViewController {
                    var collectionView: UICollectionView!
                    private lazy var secondaryCollectionView: UICollectionView = {
                        let view = UICollectionView(frame: .zero, collectionViewLayout: Self.createSecondaryLayout())
                        return view
                    }()
                    override func viewDidLoad() {
                        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.createLayout())
                    }
                    static func createLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
                    }
                    static func createSecondaryLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
                    }
                    static func createThirdLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
                    }
                }
                """
            )
        ]).importAll()
        let entries = Dictionary(uniqueKeysWithValues: outcome.layouts.map { ($0.function, $0.entry) })
        #expect(entries["createLayout"] == .viewController("SidebarViewController", collectionView: "collectionView"))
        #expect(
            entries["createSecondaryLayout"]
                == .viewController("SidebarViewController", collectionView: "secondaryCollectionView"))
        #expect(
            entries["createThirdLayout"]
                == .unavailable(
                    "SidebarViewController has 3 layout functions, and no collection view of it is given "
                        + "`createThirdLayout()`'s layout in the files"))
    }
}

/// Every `# TODO` of an imported file has its located note: a function that returns no value the importer can follow
/// (a base class's `preconditionFailure`) was a TODO with no note.
@Suite struct ImportTodoHasNoteTests {
    @Test func aResultThatIsNoLayoutIsNoted() throws {
        let source = """
            import UIKit
            class BaseScreen {
                func makeEmptyLayout() -> UICollectionViewLayout {
                    preconditionFailure("subclasses lay out")
                }
            }
            func makeOtherLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        for layout in SwiftLayoutImporter(sources: [("Empty.swift", source)]).importLayouts() {
            let todos = layout.text.split(separator: "\n").filter { $0.contains("TODO") }.count
            #expect(todos == 0 || !layout.notes.isEmpty, "\(layout.name): \(layout.text)")
        }
        let base = try #require(
            SwiftLayoutImporter(sources: [("Empty.swift", source)]).importLayouts().first {
                $0.function == "makeEmptyLayout"
            })
        #expect(base.text.contains("TODO"), "\(base.text)")
    }
}
