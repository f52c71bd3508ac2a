import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisRuntime
import TrellisTestSupport
import TrellisUIKit

/// Loading a layout file at run time: errors as `trellis lint` prints them, the element kinds an app registers,
/// what the runtime refuses, and sections it cannot build reported instead of trapping.
@MainActor @Suite struct LayoutFileTests {
    static let broken = """
        version: 1
        layout: Shop
        sections:
          - name: products
            interGroupSpacng: 8
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(abc)
              item: {width: fractionalWidth(0.5), height: fractionalHeight(1)}

        """

    @Test func errorsArePrintedAsLintPrintsThem() throws {
        let error = try #require(
            throws: LayoutFileError.self, performing: { try LayoutFile(yaml: Self.broken, name: "Shop.layout.yaml") })
        // The two structural errors, by hand: the misspelt key on line 5 and the dimension on line 9.
        #expect(error.diagnostics.map(\.rule.rawValue).sorted() == ["invalid_dimension", "unknown_key"])
        #expect(error.description.contains("Shop.layout.yaml:5:5: error: unknown key 'interGroupSpacng' in section"))
        #expect(error.description.contains("Shop.layout.yaml:9:"))
        #expect(error.description.hasSuffix("2 errors, 0 warnings in 1 file\n"))
        // The same diagnostics, in the same words, as the command line's pipeline reports as errors.
        let checked = Pipeline.check(text: Self.broken, path: "Shop.layout.yaml")
        let lintErrors = checked.diagnostics.filter { $0.severity == .error }
        #expect(error.diagnostics == lintErrors)
        #expect(
            error.description
                == HumanReporter().report(lintErrors, sources: [checked.source.path: checked.source], fileCount: 1))
    }

    @Test func elementKindsAreWhatTheAppRegistersInGeneratedCodesOrder() throws {
        let file = try LayoutFile(
            yaml: """
                version: 1
                layout: Kinds
                sections:
                  - name: cards
                    header: {height: absolute(40)}
                    footer: {height: absolute(20)}
                    decorations: [{kind: cardBackground}]
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(100)
                      item:
                        width: fractionalWidth(1)
                        height: fractionalHeight(1)
                        supplementaries:
                          - {kind: badge, width: absolute(20), height: absolute(20), anchor: {edges: [top, trailing]}}

                """)
        #expect(
            file.elementKinds == [
                "badge", "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter",
                "cardBackground",
            ])
        #expect(file.sectionNames == ["cards"])
        #expect(file.name == "Kinds")
        #expect(file.warnings.isEmpty)
    }

    @Test func includeIsRefusedAtItsKey() throws {
        let error = try #require(
            throws: LayoutFileError.self,
            performing: {
                try LayoutFile(
                    yaml: """
                        version: 2
                        layout: Included
                        include: [shared.layout.yaml]
                        sections:
                          - name: rows
                            group:
                              axis: vertical
                              width: fractionalWidth(1)
                              height: absolute(44)
                              item: {width: fractionalWidth(1), height: fractionalHeight(1)}

                        """, name: "Included.layout.yaml")
            })
        let refusal = try #require(error.diagnostics.first { $0.rule.rawValue == "unsupported_on_platform" })
        #expect(refusal.range.start.line == 3 && refusal.range.start.column == 1)
        #expect(refusal.message.contains("'include' is not read at run time"))
    }

    /// An expression with no value in one environment (a division by zero below 600 pt) gives that section a stand-in
    /// and a failure that names it; wider, the same layout builds.
    @Test func aSectionThatCannotBeBuiltIsReportedAndStoodIn() throws {
        let file = try LayoutFile(
            yaml: """
                version: 2
                layout: Divided
                constants: {columns: "width >= 600 ? 4 : 0"}
                sections:
                  - name: grid
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(100)
                      item: {width: "fractionalWidth(1 / columns)", height: fractionalHeight(1)}

                """)
        var failures: [LayoutFile.SectionFailure] = []
        let layout = file.compositionalLayout(onFailure: { failures.append($0) })
        let narrow = try layout.layout(
            in: LayoutEnvironment(container: Size(width: 393, height: 852)), sections: [SectionInput(itemCount: 2)])
        let failure = try #require(failures.first)
        #expect(failure.sectionIndex == 0 && failure.sectionLayout == "grid")
        #expect(failure.description.contains("full-width rows stand in for it"))
        // The stand-in: full-width rows estimated at 44 pt, one under the other.
        #expect(narrow.sections[0].items.map(\.frame.width) == [393, 393])
        #expect(narrow.sections[0].items[1].frame.y == 44)
        failures = []
        let wide = try layout.layout(
            in: LayoutEnvironment(container: Size(width: 800, height: 600)), sections: [SectionInput(itemCount: 4)])
        #expect(failures.isEmpty)
        #expect(wide.sections[0].items.map(\.frame.width) == [200, 200, 200, 200])
    }

    @Test func aSectionNameTheFileDoesNotDeclareIsReported() throws {
        let file = try LayoutFile(
            yaml: """
                version: 1
                layout: Rows
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(50)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}

                """)
        var failures: [LayoutFile.SectionFailure] = []
        let layout = file.compositionalLayout(section: { _ in "cards" }, onFailure: { failures.append($0) })
        _ = try layout.layout(
            in: LayoutEnvironment(container: Size(width: 393, height: 852)), sections: [SectionInput(itemCount: 1)])
        #expect(failures.first?.message == "the app named 'cards', which the file does not declare")
    }
}
