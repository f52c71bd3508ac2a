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

    /// CompositionalAppStore: section builders made by their structs' memberwise initializers, insets applied by a
    /// protocol extension's method reading the builder's fields, and the provider subscripting an array of section
    /// kinds by the index. Before, `GalleryBuilder(itemWidthRatio:verticalInsets:)` was app code, and the subscript
    /// this expression.
    @Test func memberwiseStructsAndProtocolExtensionMethodsAreFollowed() throws {
        let layout = try Self.imported(
            """
            import UIKit
            protocol SectionBuilder {
                var verticalInsets: CGFloat { get }
                func layoutSection(for environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
            }
            extension SectionBuilder {
                func applyInsets(to section: NSCollectionLayoutSection) {
                    section.contentInsets = .init(
                        top: verticalInsets, leading: 16, bottom: verticalInsets, trailing: 16)
                }
            }
            struct GalleryBuilder: SectionBuilder {
                let itemWidthRatio: CGFloat
                let verticalInsets: CGFloat
                var height: CGFloat = 200
                func layoutSection(for environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(self.itemWidthRatio), heightDimension: .absolute(height))
                    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size,
                        subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    applyInsets(to: section)
                    return section
                }
            }
            enum Section {
                case gallery, wide
                var builder: SectionBuilder {
                    switch self {
                    case .gallery: return GalleryBuilder(itemWidthRatio: 0.9, verticalInsets: 8)
                    case .wide: return GalleryBuilder(itemWidthRatio: 1, verticalInsets: 4, height: 50)
                    }
                }
            }
            final class ShelvesViewController: UIViewController {
                private var sections: [Section] = [.gallery, .wide, .wide]
                private func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
                        return self?.sections[sectionIndex].builder.layoutSection(for: environment)
                    }
                }
            }
            """)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        // Section 0 is the gallery (its height the property's default); 1 and 2 the wide shelf; past 2, none.
        #expect(layout.text.contains("indexes: 0\n"), "\(layout.text)")
        #expect(layout.text.contains("indexes: \"1..<3\""), "\(layout.text)")
        #expect(layout.text.contains("{width: fractionalWidth(0.9), height: absolute(200)}"), "\(layout.text)")
        #expect(layout.text.contains("{width: fractionalWidth(1), height: absolute(50)}"), "\(layout.text)")
        #expect(layout.text.contains("contentInsets: {top: 8, leading: 16, bottom: 8, trailing: 16}"), "\(layout.text)")
        #expect(layout.text.contains("contentInsets: {top: 4, leading: 16, bottom: 4, trailing: 16}"), "\(layout.text)")
    }

    /// BBC Sounds: a provider class whose initializer sets its stored properties (`self.screenWidth = ...`, and
    /// `sectionLayout = ...` without `self.`) from methods run on the new instance; the layout reads the field back.
    @Test func anInitializerSettingStoredPropertiesIsFollowed() throws {
        let layout = try Self.imported(
            """
            import UIKit
            enum Theme { case dial, basic }
            class LayoutProvider {
                var sectionLayout: NSCollectionLayoutSection!
                let screenWidth: CGFloat
                var spacing: CGFloat = 10
                init(_ theme: Theme, numberOfItems: Int, screenWidth: CGFloat) {
                    self.screenWidth = screenWidth
                    switch theme {
                    case .dial: sectionLayout = dialSection()
                    case .basic: sectionLayout = basicSection(count: numberOfItems)
                    }
                }
                private func dialSection() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .absolute(screenWidth / 4), heightDimension: .absolute(screenWidth / 4))
                    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size,
                        subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    section.interGroupSpacing = spacing
                    return section
                }
                private func basicSection(count: Int) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(
                        widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(100 * CGFloat(count))),
                        subitem: item, count: count))
                }
            }
            enum Kind: Int {
                case live, recent
                var theme: Theme { self == .live ? .dial : .basic }
                var numberOfItems: Int { self == .live ? 1 : 3 }
            }
            func makeListenLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    guard let kind = Kind(rawValue: sectionIndex) else { return nil }
                    let width = environment.container.contentSize.width
                    return LayoutProvider(kind.theme, numberOfItems: kind.numberOfItems, screenWidth: width)
                        .sectionLayout
                }
            }
            """)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        #expect(layout.text.contains("width: \"absolute(width / 4)\""), "\(layout.text)")
        #expect(layout.text.contains("interGroupSpacing: 10"), "\(layout.text)")
        #expect(layout.text.contains("height: absolute(300)\n      count: 3"), "\(layout.text)")
    }

    /// A memberwise initializer given a label it does not take is not guessed at: a note says so.
    @Test func aMemberwiseCallWithAnUnknownLabelIsNoted() throws {
        let layout = try Self.imported(
            """
            import UIKit
            struct Builder {
                let ratio: CGFloat
                func section() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(ratio), heightDimension: .absolute(44))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size,
                        subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            func makeOddLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: Builder(ratio: 0.5, extra: 1).section())
            }
            """)
        #expect(
            layout.notes.contains { $0.message.contains("memberwise initializer does not take") }, "\(layout.notes)")
    }

    /// A struct is a value: a variable made from another holds a copy, and setting its field leaves the original.
    @Test func aStructCopiedToAVariableIsItsOwnValue() throws {
        let layout = try Self.imported(
            """
            import UIKit
            struct Spec {
                var height: CGFloat = 44
                func section() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size,
                        subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            func makeCopyLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let base = Spec()
                    var tall = base
                    tall.height = 100
                    return index == 0 ? base.section() : tall.section()
                }
            }
            """)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
        let first = "indexes: 0\n    group:\n      axis: horizontal\n      width: fractionalWidth(1)\n"
        #expect(layout.text.contains(first + "      height: absolute(44)"), "\(layout.text)")
        #expect(layout.text.contains("height: absolute(100)"), "\(layout.text)")
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

/// A function named after the API (`compositionalLayout`, BBC Sounds; `layoutSection(for:)`, CompositionalAppStore)
/// is named after its type, as `createLayout()` is: before, the files were `Compositional`, `Compositional2`,
/// `Layout`, `Layout2`.
@Suite struct ImportAPINamedFunctionTests {
    @Test func aFunctionNamedAfterTheAPIIsNamedAfterItsType() throws {
        let source = """
            import UIKit
            final class ListenViewController: UIViewController {
                func compositionalLayout() -> UICollectionViewCompositionalLayout {
                    UICollectionViewCompositionalLayout(section: ClusterPagedSection().layoutSection(for: 44))
                }
            }
            struct ClusterPagedSection {
                func layoutSection(for height: CGFloat) -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                    return NSCollectionLayoutSection(
                        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """
        let names = SwiftLayoutImporter(sources: [("Listen.swift", source)]).importLayouts().map(\.name)
        #expect(names == ["Listen"])
        let sections = """
            import UIKit
            struct ClusterPagedSection {
                func layoutSection(for height: CGFloat) -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    return NSCollectionLayoutSection(
                        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """
        #expect(
            SwiftLayoutImporter(sources: [("Sections.swift", sections)]).importLayouts().map(\.name)
                == ["ClusterPagedSection"])
    }
}

/// A local variable assigned in one file (`let gap: CGFloat; if … { gap = 15 }`) does not make another type's
/// property of the same name "changed by the app": found when two suite screens used one name.
@Suite struct ImportLocalAssignmentTests {
    @Test func aLocalOfTheSameNameIsNotTheProperty() throws {
        let other = """
            import UIKit
            func spacing(wide: Bool) -> CGFloat {
                let gap: CGFloat
                if wide { gap = 15 } else { gap = 10 }
                return gap
            }
            """
        let screen = """
            import UIKit
            final class FeedViewController: UIViewController {
                var gap: CGFloat = 20
                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(gap))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        let layouts = SwiftLayoutImporter(sources: [("Other.swift", other), ("Feed.swift", screen)]).importLayouts()
        let feed = try #require(layouts.first { $0.name == "Feed" })
        #expect(feed.notes.isEmpty, "\(feed.notes)")
        #expect(feed.text.contains("absolute(20)"), "\(feed.text)")
    }
}
