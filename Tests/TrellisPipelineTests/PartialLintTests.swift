import Foundation
import Testing
import TrellisCodegen
import TrellisCore
import TrellisPipeline
import TrellisTestSupport

/// A structural error no longer hides the rule findings around it: lowering recovers per key (an unknown key is
/// ignored), lint checks what lowered beside the errors, `frames` lays it out saying what stands in, and `compile`,
/// which writes the app's code, still refuses the file.
struct PartialLintTests {
    /// Section 1 (`rows`) has a misspelt key; section 2 (`cards`) has an item whose height is a fraction of its
    /// group's estimated height.
    static let file = """
        layout: Feed
        sections:
          - name: rows
            group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
        fractionalWidth(1), height: fractionalHeight(1)}}
            interGroupSpaceing: 8
          - name: cards
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: estimated(120)
              item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}

        """

    static func found(_ checked: Pipeline.CheckedFile) -> [String] {
        checked.diagnostics.map { "\($0.rule)@\($0.range.start)" }
    }

    @Test func findingsOfTheOtherSectionsAreReportedBesideAStructuralError() throws {
        let checked = Pipeline.check(text: Self.file, path: "Feed.layout.yaml")
        // 5:5 is the misspelt key; 11:51 the `fractionalHeight(1)` of the item in the estimated group (on line 11,
        // "      item: {width: fractionalWidth(1/2), height: " is 50 columns).
        #expect(Self.found(checked) == ["unknown_key@5:5", "fractional_in_estimated_parent@11:51"])
        #expect(checked.document == nil)
        #expect(checked.sourceMap == nil)
        // Both section layouts: `rows` as if the misspelt key were not written.
        let partial = try #require(checked.partial)
        #expect(partial.isPartial)
        #expect(partial.document.sections.map(\.name) == ["rows", "cards"])
        #expect(partial.omittedSections.isEmpty)
        #expect(partial.standIns.map { "\($0.rule)@\($0.range.start)" } == ["unknown_key@5:5"])
        #expect(
            partial.sections.map { $0.syntax.valueRange("name").start } == [
                SourcePosition(line: 3, column: 11), SourcePosition(line: 6, column: 11),
            ])
    }

    /// Without the broken section, the same finding at the same place: the partial source map is right.
    @Test func theFindingIsWhereTheWholeFileWouldHaveIt() {
        let fixed = Self.file.replacingOccurrences(of: "Spaceing", with: "Spacing")
        let checked = Pipeline.check(text: fixed, path: "Feed.layout.yaml")
        #expect(Self.found(checked) == ["fractional_in_estimated_parent@11:51"])
        #expect(checked.partial == nil && checked.sourceMap != nil)
    }

    /// A duplicate key the loader reports leaves its section out whole: which of the two values is meant cannot be
    /// told. The misspelt key beside it is only ignored.
    @Test func aSectionWithAnErrorIsNotLinted() {
        let inCards = Self.file.replacingOccurrences(
            of: "      axis: horizontal\n", with: "      axis: horizontal\n      axis: vertical\n")
        #expect(
            Self.found(Pipeline.check(text: inCards, path: "Feed.layout.yaml")) == [
                "unknown_key@5:5", "duplicate_key@9:7",
            ])
        let inRows = Self.file.replacingOccurrences(of: "interGroupSpaceing: 8", with: "name: again")
        #expect(
            Self.found(Pipeline.check(text: inRows, path: "Feed.layout.yaml")) == [
                "duplicate_key@5:5", "fractional_in_estimated_parent@11:51",
            ])
    }

    /// The loader's errors are placed by position: one in the last section layout belongs to it up to the next
    /// top-level key; one in the preview after it is outside every section layout, and stops the rules.
    @Test func loaderErrorsArePlacedByPosition() {
        let fixed = Self.file.replacingOccurrences(of: "Spaceing", with: "Spacing")
        let inLast = fixed.replacingOccurrences(
            of: "      height: estimated(120)\n", with: "      height: estimated(120)\n      height: estimated(90)\n")
        #expect(Self.found(Pipeline.check(text: inLast, path: "Feed.layout.yaml")) == ["duplicate_key@11:7"])
        let withPreview = fixed + "preview:\n  device: iPhone 16\n"
        #expect(
            Self.found(Pipeline.check(text: withPreview, path: "Feed.layout.yaml")) == [
                "fractional_in_estimated_parent@11:51"
            ])
        let inPreview = withPreview + "  device: iPad\n"
        #expect(Self.found(Pipeline.check(text: inPreview, path: "Feed.layout.yaml")) == ["duplicate_key@14:3"])
        let rowsAndPreview = withPreview.replacingOccurrences(of: "interGroupSpacing: 8", with: "name: again")
        #expect(
            Self.found(Pipeline.check(text: rowsAndPreview, path: "Feed.layout.yaml")) == [
                "duplicate_key@5:5", "fractional_in_estimated_parent@11:51",
            ])
    }

    /// An unknown key outside every section layout (here a misspelt `configuration`) is ignored too: the rules run
    /// on the file as if it were not written, beside its error.
    @Test func anErrorOutsideTheSectionsNoLongerStopsLint() {
        let text =
            Self.file.replacingOccurrences(of: "interGroupSpaceing: 8", with: "interGroupSpacing: 8")
            + "configuraton: {scrollDirection: horizontal}\n"
        #expect(
            Self.found(Pipeline.check(text: text, path: "Feed.layout.yaml")) == [
                "fractional_in_estimated_parent@11:51", "unknown_key@12:1",
            ])
    }

    /// Suppressions inside a section that was not linted are not reported as superfluous.
    @Test func suppressionsInOmittedSectionsAreNotSuperfluous() {
        let text = Self.file.replacingOccurrences(
            of: "    interGroupSpaceing: 8\n",
            with: "    interGroupSpaceing: 8  # trellis:disable:this group_overflow\n")
        #expect(
            Self.found(Pipeline.check(text: text, path: "Feed.layout.yaml")) == [
                "unknown_key@5:5", "fractional_in_estimated_parent@11:51",
            ])
    }

    /// Checks about every section layout of the file cannot decide without the broken ones: index 1 is served by
    /// `middle`, which has an error, so no index is reported without a layout. With `middle` gone, it is.
    @Test func indexesOfOmittedSectionsAreNotGaps() {
        let group =
            "group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: "
            + "fractionalWidth(1), height: fractionalHeight(1)}}"
        let text = """
            layout: Routed
            sections:
              - name: top
                indexes: 0
                \(group)
              - name: middle
                indexes: 1
                \(group)
                interGroupSpaceing: 8
              - name: rest
                indexes: "2..."
                \(group)

            """
        #expect(Self.found(Pipeline.check(text: text, path: "Routed.layout.yaml")) == ["unknown_key@9:5"])
        let withoutMiddle = text.replacingOccurrences(
            of: "  - name: middle\n    indexes: 1\n    \(group)\n    interGroupSpaceing: 8\n", with: "")
        #expect(
            Self.found(Pipeline.check(text: withoutMiddle, path: "Routed.layout.yaml")) == [
                "section_index_without_layout@7:14"
            ])
    }

    /// `compile` writes the app's code: it refuses the file with its structural error alone. `frames` lays it out as
    /// if the misspelt key were not written, says so, and reports lint's findings beside, as `lint` does.
    @Test func compileRefusesTheFileAndFramesSayWhatStandsIn() {
        let bytes = Array(Self.file.utf8)
        let frames = FramesRun.run(bytes: bytes, path: "Feed.layout.yaml", options: FramesRun.Options())
        #expect(frames.tree?.sections.map(\.layoutName) == ["rows", "cards"])
        #expect(
            frames.diagnostics.map { "\($0.rule)@\($0.range.start)" } == [
                "unknown_key@5:5", "fractional_in_estimated_parent@11:51",
            ])
        #expect(frames.standIns.map { "\($0.rule)@\($0.range.start)" } == ["unknown_key@5:5"])
        let compiled = CompileRun.run(bytes: bytes, path: "Feed.layout.yaml", options: CodeGenerator.Options())
        #expect(compiled.swift == nil)
        #expect(compiled.diagnostics.map { "\($0.rule)@\($0.range.start)" } == ["unknown_key@5:5"])
    }
}
