import Testing
import TrellisImport
import TrellisPipeline

/// What `trellis import` writes for code that computes from the environment or the OS: version 2 expressions and
/// conditions (`Grammar/Reference.md` §14). Each expected file is worked out by hand from the Swift above it.
struct ImportExpressionTests {
    /// The one layout imported from `body`, a section provider's statements after `let section = ...` is made from
    /// a full-width row of one item 100 pt tall; checked to lint without an error.
    static func imported(_ body: String, provider: String = "sectionIndex, environment") throws -> String {
        let source = """
            import UIKit

            func makeProbeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { \(provider) in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
            \(body)
                    return section
                }
            }
            """
        let layout = try #require(SwiftLayoutImporter(sources: [("Probe.swift", source)]).importLayouts().first)
        let checked = Pipeline.check(text: layout.text, path: "Probe.layout.yaml")
        #expect(checked.diagnostics.filter { $0.severity == .error }.isEmpty, "\(layout.text)")
        return layout.text
    }

    static let row = """
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(100)
              item: {width: fractionalWidth(1), height: absolute(100)}
        """

    @Test func arithmeticOnTheContainerBecomesAnExpression() throws {
        let text = try Self.imported(
            """
                    let width = environment.container.contentSize.width
                    section.interGroupSpacing = (width - 3 * 8).truncatingRemainder(dividingBy: 7) + width / 100
                    section.contentInsets.leading = max(16, (width - 500) / 2)
                    section.contentInsets.top = environment.container.effectiveContentSize.height / 10
                    section.contentInsets.bottom = environment.traitCollection.displayScale
            """)
        // `3 * 8` is folded (no environment in it); `%` is the language's truncatingRemainder; each name is the one
        // the code read: contentSize is `width`/`height`, effectiveContentSize `effective…`, displayScale `scale`.
        let expected = """
            # Imported by `trellis import` from `makeProbeLayout`.
            version: 2
            layout: Probe
            sections:
              - name: main
                indexes: "0..."
            \(Self.row)
                contentInsets: {top: "effectiveHeight / 10", leading: "max(16, (width - 500) / 2)", bottom: "scale"}
                interGroupSpacing: "(width - 24) % 7 + width / 100"

            """
        #expect(text == expected, "\(text)")
    }

    @Test func roundingAndTruncationAreTheLanguagesFunctions() throws {
        let text = try Self.imported(
            """
                    let width = environment.container.effectiveContentSize.width
                    let columns = Int(width / 230)
                    let rows = (width / 100).rounded(.up) + (width / 100).rounded(.down) + Int((width / 50).rounded())
                    section.interGroupSpacing = CGFloat(columns) + rows
            """)
        // Int() of a non-negative number is floor; Int of a value already rounded is that value.
        #expect(
            text.contains(
                #"interGroupSpacing: "floor(effectiveWidth / 230) + (ceil(effectiveWidth / 100) + "#
                    + #"floor(effectiveWidth / 100) + round(effectiveWidth / 50))""#), "\(text)")
    }

    @Test func strictAndInclusiveWidthBranches() throws {
        let text = try Self.imported(
            """
                    if environment.container.effectiveContentSize.width >= 600 { section.interGroupSpacing = 8 }
                    if environment.container.contentSize.width > 900 { section.contentInsets.leading = 20 }
            """)
        // `effectiveWidth >= 600` is exactly `minWidth: 600`; `width > 900` is strict and names `width`, so it is
        // written as the code says. Cuts at 600 and 900 give three ranges; the base is the one below 600.
        let expected = """
            # Imported by `trellis import` from `makeProbeLayout`.
            version: 2
            layout: Probe
            sections:
              - name: main
                indexes: "0..."
            \(Self.row)
                variants:
                  - when: {if: "effectiveWidth >= 600 && width <= 900"}
                    interGroupSpacing: 8
                  - when: {if: "width > 900"}
                    contentInsets: {leading: 20}
                    interGroupSpacing: 8

            """
        #expect(text == expected, "\(text)")
    }

    @Test func inclusiveEffectiveWidthIsVersionOne() throws {
        let text = try Self.imported(
            """
                    if environment.container.effectiveContentSize.width < 600 { section.interGroupSpacing = 4 }
            """)
        // `< 600` holds below the cut: the base; from 600 (`>= 600`, what minWidth means) the spacing stays 0.
        let expected = """
            # Imported by `trellis import` from `makeProbeLayout`.
            layout: Probe
            sections:
              - name: main
                indexes: "0..."
            \(Self.row)
                interGroupSpacing: 4
                variants:
                  - when: {minWidth: 600}
                    interGroupSpacing: 0

            """
        #expect(text == expected, "\(text)")
    }

    @Test func availabilityBecomesIOSConditionsNewestFirst() throws {
        let text = try Self.imported(
            """
                    if #available(iOS 16, *) { section.interGroupSpacing = 6 }
                    if #available(iOS 17.0, *) { section.interGroupSpacing = 12 }
            """)
        // Below 16 nothing is set; the iOS 17 variant comes first, since the first that holds wins.
        let expected = """
            # Imported by `trellis import` from `makeProbeLayout`.
            version: 2
            layout: Probe
            sections:
              - name: main
                indexes: "0..."
            \(Self.row)
                variants:
                  - when: {iOS: "17.0"}
                    interGroupSpacing: 12
                  - when: {iOS: "16.0"}
                    interGroupSpacing: 6

            """
        #expect(text == expected, "\(text)")
    }

    @Test func remainderOfTheSectionIndexSteps() throws {
        let text = try Self.imported(
            """
                    if sectionIndex == 0 { section.interGroupSpacing = 30 }
                    else if sectionIndex % 3 == 1 { section.interGroupSpacing = 10 }
                    else if 0...2 ~= sectionIndex % 3 { section.interGroupSpacing = 20 }
            """)
        // Index 0 alone; from 1 on the spacing repeats every 3: 10 at 1, 4, 7, ...; 20 at 2, 5, ... and at 3, 6, ...
        // (their remainder 0 is in 0...2), one section layout for both.
        let expected = """
            # Imported by `trellis import` from `makeProbeLayout`.
            version: 2
            layout: Probe
            sections:
              - name: section0
                indexes: 0
            \(Self.row)
                interGroupSpacing: 30
              - name: section1
                indexes: {every: 3, from: 1}
            \(Self.row)
                interGroupSpacing: 10
              - name: section2
                indexes: [{every: 3, from: 2}, {every: 3, from: 3}]
            \(Self.row)
                interGroupSpacing: 20

            """
        #expect(text == expected, "\(text)")
    }

    @Test func aPeriodWhoseLastSectionsAreEqualIsStillFound() throws {
        let text = try Self.imported(
            """
                    section.interGroupSpacing = sectionIndex % 3 == 0 ? 12 : 4
            """)
        // 12, 4, 4, 12, 4, 4, ...: every third from 0, and the rest.
        #expect(text.contains("indexes: {every: 3}\n"), "\(text)")
        #expect(text.contains("indexes: [{every: 3, from: 1}, {every: 3, from: 2}]\n"), "\(text)")
    }

    @Test func cutsAreSolvedExactlyAndSteppedConditionsSplitToo() throws {
        let text = try Self.imported(
            """
                    let width = environment.container.contentSize.width
                    let columns = Int(width) / 200
                    if (width - 32) / 3 > 200 { section.interGroupSpacing = 8 }
                    if columns > 2 { section.contentInsets.leading = CGFloat(columns) }
            """)
        // (w - 32) / 3 > 200 from w = 632, exclusive; Int(w) / 200 > 2 from w = 600, inclusive (Int division
        // truncates: floor(floor(w) / 200)). Ranges [0, 600), [600, 632], (632, ...).
        let expected = """
            # Imported by `trellis import` from `makeProbeLayout`.
            version: 2
            layout: Probe
            sections:
              - name: main
                indexes: "0..."
            \(Self.row)
                variants:
                  - when: {if: "floor(floor(width) / 200) > 2 && (width - 32) / 3 <= 200"}
                    contentInsets: {leading: "floor(floor(width) / 200)"}
                  - when: {if: "(width - 32) / 3 > 200"}
                    contentInsets: {leading: "floor(floor(width) / 200)"}
                    interGroupSpacing: 8

            """
        #expect(text == expected, "\(text)")
    }

    @Test func truthsStoredAndSwitchedOnSplitTheRuns() throws {
        let text = try Self.imported(
            """
                    let width = environment.container.effectiveContentSize.width
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                            heightDimension: .absolute(40)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    header.pinToVisibleBounds = width < 600
                    section.boundarySupplementaryItems = [header]
                    switch width {
                    case 0..<400: section.interGroupSpacing = 2
                    default: section.interGroupSpacing = 6
                    }
            """)
        // Pinned below 600 (effective width, `<`: exactly minWidth's sense); spacing 2 below 400, 6 from it.
        let expected = """
            # Imported by `trellis import` from `makeProbeLayout`.
            layout: Probe
            sections:
              - name: main
                indexes: "0..."
            \(Self.row)
                interGroupSpacing: 2
                boundarySupplementaryItems:
                  - {kind: header, alignment: top, width: fractionalWidth(1), height: absolute(40), \
            pinToVisibleBounds: true}
                variants:
                  - when: {minWidth: 400, maxWidth: 600}
                    interGroupSpacing: 6
                  - when: {minWidth: 600}
                    interGroupSpacing: 6
                    boundarySupplementaryItems:
                      - {kind: header, alignment: top, width: fractionalWidth(1), height: absolute(40)}

            """
        #expect(text == expected, "\(text)")
    }

    @Test func aBranchOnTheHeightIsNoted() throws {
        let source = """
            import UIKit

            func makeTallLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    if environment.container.contentSize.height > 700 { section.interGroupSpacing = 8 }
                    return section
                }
            }
            """
        let layout = try #require(SwiftLayoutImporter(sources: [("Tall.swift", source)]).importLayouts().first)
        // Runs vary the width only: the branch taken at the reference height (844 > 700) stands in, and says so.
        #expect(layout.text.contains("interGroupSpacing: 8"), "\(layout.text)")
        #expect(
            layout.notes.map(\.description) == [
                "Tall.swift:10:12: note: not imported: the condition `height > 700`, which depends on more than the "
                    + "container's width; the branch for true (the import runs the code at a height of 844 pt) "
                    + "stands in"
            ], "\(layout.notes)")
    }
}
