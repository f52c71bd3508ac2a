import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisPipeline
import TrellisRules
import TrellisSyntax
import TrellisTestSupport

/// Issue 38: a fix-it rewrites what its range covers and nothing else. For every version 2 layout of the repository
/// that holds expressions, and for the layouts below (which write an expression at every key that takes one, and
/// trigger the rules whose fix-its rewrite numbers), each fix-it lint offers at the file's lint targets is applied
/// alone, the file lowered again, and
///
/// (a) every number of the model outside the fix-it's range is still there, at the same site, unchanged (an
///     expression stays the same expression); a number inside the range may be rewritten, but one written as an
///     expression stays an expression, unless the rule's message says the fix removes it (`drops` below);
/// (b) the frames at every lint target change only where the rule's table entry (`expectations`) allows.
@Suite struct FixItPreservationTests {
    // MARK: What each rule's fix may change

    /// Where the frames may differ after a rule's fix-it, at every lint target.
    enum FrameChange: Sendable {
        /// Nowhere: the fix states what UIKit already lays out.
        case none
        /// Only the items (and the badges attached to them) of the section layouts the fix changes; every section
        /// keeps its frame, boundary items and decorations, the content size stays.
        case itemsOfFixedSections
        /// Anything in the section layouts the fix changes; every other section keeps its size, and its items,
        /// boundary items and decorations where they are relative to it.
        case fixedSections
    }

    /// How the fix may change the number sites of the model.
    enum Sites: Sendable {
        /// Every section content keeps its sites, in order.
        case kept
        /// Sites inside the fix's range may appear or disappear (a `count` inserted, a key removed, subitems folded
        /// into one); a disappearing expression must still give a number at the same key elsewhere, or be dropped.
        case restructured
        /// The fix moves variants: each section layout keeps the same contents and conditions, in another order.
        case variantsReordered
    }

    /// Expressions inside the fix's range that the rule's message says the fix removes.
    enum Drops: Sendable {
        case nothing
        /// The insets on estimated axes that the message names as ignored ("the content insets top 4, leading …").
        case ignoredInsetEdges
        /// The key the message tells to remove ("remove itemHeight").
        case key(String)
    }

    struct Expectation: Sendable {
        var frames: FrameChange
        var sites: Sites = .kept
        var drops: Drops = .nothing
    }

    /// The rules whose fix-its change the layout, with what each fix may change: the comment above an entry says what
    /// the rule states. A fix-it of a rule missing here fails the test, so a new fix-it gets its entry.
    static let expectations: [RuleID: Expectation] = [
        // "The fix-it keeps what UIKit applies … and drops what it ignores."
        "insets_on_estimated_axis": Expectation(frames: .none, drops: .ignoredInsetEdges),
        // uniformAcrossSiblings → estimated: the node's items self-size on their own; the deprecated and iOS 16
        // spellings of the supplementary insets say the same thing.
        "api_availability": Expectation(frames: .itemsOfFixedSections),
        // absolute → estimated "so it self-sizes": the section grows to the measured content.
        "measured_content_clipped": Expectation(frames: .fixedSections),
        // "subitem:count: ignores it … state fractionalWidth(1/n)": the share the engine already lays out.
        "repeat_count_size_conflict": Expectation(frames: .none),
        // States the default ("follows the section's side insets by default").
        "implicit_supplementary_insets": Expectation(frames: .none),
        // A zIndex or an element kind: no frame moves.
        "pinned_supplementary_zindex": Expectation(frames: .none),
        "duplicate_element_kind": Expectation(frames: .none),
        // "remove itemHeight so each height comes from the app".
        "masonry_estimated_heights": Expectation(
            frames: .fixedSections, sites: .restructured, drops: .key("itemHeight")),
        // "put the narrower condition first": the later variant is chosen where it holds.
        "unreachable_variant": Expectation(frames: .fixedSections, sites: .variantsReordered),
        // `count: n` inserted, or subitems folded into `count: n` with one item: the intended columns.
        "columns_lost_to_spacing": Expectation(frames: .fixedSections, sites: .restructured),
        "group_overflow": Expectation(frames: .fixedSections, sites: .restructured),
        "fixed_columns_wide_targets": Expectation(frames: .fixedSections, sites: .restructured),
        // fractionalHeight → fractionalWidth "keeps the aspect ratio": the section's height changes.
        "height_relative_to_viewport": Expectation(frames: .fixedSections),
        // The strip's items self-size differently (uniformAcrossSiblings, an estimated group).
        "orthogonal_estimated_cross_axis": Expectation(frames: .itemsOfFixedSections),
        "orthogonal_estimated_width_fixed_group": Expectation(frames: .itemsOfFixedSections),
        // groupPaging instead of paging or groupPagingCentered: the groups move along the strip.
        "paging_mismatch": Expectation(frames: .itemsOfFixedSections),
        // A tag estimate the width of a line: the tags wrap differently.
        "item_exceeds_container": Expectation(frames: .fixedSections),
        // Estimates changed to self-size ("make it uniformAcrossSiblings(n)", "estimate near the typical size").
        "fractional_in_estimated_parent": Expectation(frames: .fixedSections),
        "estimate_far_from_bounds": Expectation(frames: .fixedSections),
    ]

    // MARK: The layouts

    struct Layout: Sendable {
        var name: String
        var path: String
        var text: String
        /// The rules this layout is written to trigger a fix-it of: each must offer at least one.
        var fixes: Set<RuleID> = []
    }

    /// Every version 2 layout of Samples and Tests/Fixtures whose model holds an expression.
    static let repositoryLayouts: [Layout] = {
        var layouts: [Layout] = []
        for folder in ["Samples", "Tests/Fixtures"] {
            let root = Repository.path(folder)
            let files = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
            for file in files.sorted() where file.hasSuffix(".layout.yaml") {
                let path = root + "/" + file
                guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("version: 2"),
                    let model = Pipeline.check(text: text, path: path, configuration: configuration).model,
                    model.sections.contains(where: \.hasExpression)
                else { continue }
                layouts.append(Layout(name: folder + "/" + file, path: path, text: text))
            }
        }
        return layouts
    }()

    /// Layouts that write an expression at every key that takes one (`requiredSites`), next to the fix-its of the
    /// rules that rewrite numbers.
    static let extraLayouts: [Layout] = [
        Layout(
            name: "InsetsOnEstimatedAxis", path: "InsetsOnEstimatedAxis.layout.yaml",
            text: """
                version: 2
                layout: InsetsOnEstimatedAxis
                constants:
                  gutter: "width > 500 ? 16 : 8"
                sections:
                  - name: rows
                    contentInsets:
                      top: gutter
                      leading: "width > 500 ? 24 : 12"
                      bottom: gutter / 2
                      trailing: "max(8, (width - 600) / 2)"
                    interGroupSpacing: "width > 500 ? 12 : 6"
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item:
                        width: fractionalWidth(1)
                        height: "estimated(width > 500 ? 60 : 44)"
                        contentInsets: {top: 4, leading: "width > 500 ? 16 : 8", bottom: 0, trailing: 0}
                  - name: chips
                    orthogonalScrolling: continuous
                    contentInsets: "width > 500 ? 20 : 10"
                    group:
                      axis: horizontal
                      width: "estimated(width > 500 ? 120 : 80)"
                      height: "absolute(width > 500 ? 40 : 32)"
                      contentInsets: "width > 500 ? 6 : 4"
                      item: {width: "estimated(width > 500 ? 120 : 80)", height: fractionalHeight(1)}
                """,
            fixes: ["insets_on_estimated_axis"]),
        Layout(
            name: "UniformBelowIOS17", path: "UniformBelowIOS17.layout.yaml",
            text: """
                version: 2
                layout: UniformBelowIOS17
                deploymentTarget: {iOS: "15.0"}
                constants:
                  rowEstimate: "width > 500 ? 80 : 60"
                sections:
                  - name: tiles
                    contentInsets: {leading: "width > 500 ? 20 : 16", trailing: "width > 500 ? 20 : 16"}
                    header: {height: "estimated(width > 500 ? 52 : 44)"}
                    supplementaryContentInsetsReference: none
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: estimated(rowEstimate)
                      count: "width > 500 ? 4 : 2"
                      interItemSpacing: "width > 500 ? 12 : 8"
                      item:
                        width: "fractionalWidth(width > 500 ? 0.25 : 0.5)"
                        height: "uniformAcrossSiblings(rowEstimate + 4)"
                  - name: chips
                    orthogonalScrolling: continuous
                    group:
                      axis: horizontal
                      width: "uniformAcrossSiblings(width > 500 ? 120 : 90)"
                      height: absolute(32)
                      item: {width: "uniformAcrossSiblings(width > 500 ? 120 : 90)", height: fractionalHeight(1)}
                preview:
                  sections:
                    - {layout: tiles, items: 6, measured: {item: {height: [60, 90, 70]}}}
                    - {layout: chips, items: 4, measured: {item: {width: [70, 130, 90]}}}
                """,
            fixes: ["api_availability"]),
        Layout(
            name: "ClippedRows", path: "ClippedRows.layout.yaml",
            text: """
                version: 2
                layout: ClippedRows
                sections:
                  - name: rows
                    contentInsets: {leading: "width > 500 ? 20 : 16", trailing: "width > 500 ? 20 : 16"}
                    interGroupSpacing: "width > 500 ? 8 : 4"
                    header:
                      height: "absolute(width > 500 ? 56 : 44)"
                      contentInsets: {leading: "width > 500 ? 8 : 4"}
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: "absolute(width > 500 ? 60 : 44)"}
                  - name: footerRows
                    footer: {height: absolute(30)}
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: "absolute(width > 500 ? 50 : 40)"
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                preview:
                  sections:
                    - {layout: rows, items: 3, measured: {item: {height: [44, 80]}}}
                    - {layout: footerRows, items: 2}
                """,
            fixes: ["measured_content_clipped", "implicit_supplementary_insets"]),
        Layout(
            name: "CountGrid", path: "CountGrid.layout.yaml",
            text: """
                version: 2
                layout: CountGrid
                constants:
                  gap: "width > 500 ? 12 : 8"
                sections:
                  - name: grid
                    contentInsets: {top: gap, leading: gap, bottom: gap, trailing: gap}
                    interGroupSpacing: gap
                    header:
                      height: "absolute(width > 500 ? 56 : 44)"
                      pinToVisibleBounds: true
                      absoluteOffset: ["width > 500 ? 4 : 2", "width > 500 ? -8 : -4"]
                      contentInsets: {leading: gap, trailing: gap}
                    decorations:
                      - kind: background
                        view: CardBackground
                        contentInsets: {top: gap, leading: gap / 2, bottom: gap, trailing: gap / 2}
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: "fractionalWidth(width > 500 ? 0.25 : 0.5)"
                      count: "width > 500 ? 4 : 2"
                      interItemSpacing: gap
                      item:
                        width: fractionalWidth(1)
                        height: fractionalHeight(1)
                        contentInsets: gap / 2
                        supplementaries:
                          - kind: badge
                            width: "absolute(width > 500 ? 24 : 20)"
                            height: absolute(20)
                            anchor: {edges: [top, trailing], absoluteOffset: ["width > 500 ? 6 : 4", "-(gap / 2)"]}
                            itemAnchor: {edges: [bottom, leading], fractionalOffset: ["width > 500 ? 0.5 : 0.25", 0]}
                          - kind: badge
                            width: absolute(16)
                            height: "absolute(width > 500 ? 18 : 16)"
                            anchor:
                              edges: [bottom, leading]
                              fractionalOffset: ["width > 500 ? -0.5 : -0.25", "gap / 16"]
                  - name: adaptive
                    contentInsets: 16
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(120)
                      count: "adaptive(width > 500 ? 180 : 150)"
                      interItemSpacing: "fixed(gap)"
                      item: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                """,
            fixes: [
                "repeat_count_size_conflict", "pinned_supplementary_zindex", "duplicate_element_kind",
                "implicit_supplementary_insets",
            ]),
        Layout(
            name: "MasonryAndFlow", path: "MasonryAndFlow.layout.yaml",
            text: """
                version: 2
                layout: MasonryAndFlow
                sections:
                  - name: pins
                    group:
                      custom: masonry
                      width: "fractionalWidth(width > 2000 ? 0.5 : 1)"
                      columns: "width > 500 ? 4 : 2"
                      columnSpacing: "width > 500 ? 12 : 8"
                      itemSpacing: "width > 500 ? 10 : 6"
                      itemHeight: "estimated(width > 500 ? 200 : 150)"
                      contentInsets: {leading: "width > 500 ? 8 : 4", trailing: "width > 500 ? 8 : 4"}
                  - name: photos
                    group:
                      custom: masonry
                      columns: "adaptive(width > 500 ? 180 : 150)"
                      columnSpacing: 8
                      itemHeight: "fractionalWidth(width > 500 ? 1.5 : 1.25)"
                  - name: tags
                    group:
                      custom: flow
                      width: "fractionalWidth(width > 2000 ? 0.5 : 1)"
                      itemHeight: "absolute(width > 500 ? 36 : 32)"
                      estimatedItemWidth: "width > 500 ? 120 : 80"
                      itemSpacing: "width > 500 ? 10 : 6"
                      lineSpacing: "width > 500 ? 10 : 6"
                      contentInsets: "width > 500 ? 8 : 4"
                preview:
                  sections:
                    - {layout: pins, items: 6, measured: {item: {height: [120, 200, 160]}}}
                    - {layout: photos, items: 6}
                    - {layout: tags, items: 8, measured: {item: {width: [60, 120, 90]}}}
                """,
            fixes: ["masonry_estimated_heights"]),
        Layout(
            name: "VariantsAndEdges", path: "VariantsAndEdges.layout.yaml",
            text: """
                version: 2
                layout: VariantsAndEdges
                sections:
                  - name: bounded
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: "absolute(width > 500 ? 120 : 100)"
                      interItemSpacing: "flexible(width > 500 ? 12 : 8)"
                      subitems:
                        - item:
                            width: "fractionalHeight(width > 500 ? 0.8 : 1)"
                            height: "fractionalHeight(width > 2000 ? 0.5 : 1)"
                            edgeSpacing:
                              top: "fixed(width > 500 ? 4 : 2)"
                              leading: "flexible(width > 500 ? 6 : 3)"
                              bottom: "width > 500 ? 4 : 2"
                              trailing: "fixed(width > 500 ? 6 : 3)"
                        - item: {width: "absolute(width > 500 ? 160 : 100)", height: fractionalHeight(1)}
                    variants:
                      - when: {minWidth: "max(600, readableWidth)", maxHeight: "height * 2"}
                        interGroupSpacing: "width > 500 ? 20 : 10"
                      - when: {maxWidth: "readableWidth + 100", minHeight: "height / 4"}
                        interGroupSpacing: 4
                  - name: ordered
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: "absolute(width > 500 ? 80 : 60)"
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    variants:
                      - when: {minWidth: 500}
                        contentInsets: {leading: "width / 20", trailing: "width / 20"}
                      - when: {minWidth: 700}
                        contentInsets: {leading: "width / 10", trailing: "width / 10"}
                """,
            fixes: ["unreachable_variant"]),
        Layout(
            name: "ColumnsAndOverflow", path: "ColumnsAndOverflow.layout.yaml",
            text: """
                version: 2
                layout: ColumnsAndOverflow
                constants:
                  gap: "width > 500 ? 16 : 12"
                sections:
                  - name: quarters
                    contentInsets: {leading: gap, trailing: gap}
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: "absolute(width > 500 ? 120 : 100)"
                      interItemSpacing: gap
                      item: {width: fractionalWidth(0.25), height: fractionalHeight(1)}
                  - name: thirds
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: "absolute(width > 500 ? 90 : 80)"
                      interItemSpacing: gap
                      subitems:
                        - item: {width: "fractionalWidth(1 / 3)", height: fractionalHeight(1)}
                        - item: {width: "fractionalWidth(1 / 3)", height: fractionalHeight(1)}
                        - item: {width: "fractionalWidth(1 / 3)", height: fractionalHeight(1)}
                  - name: copies
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(100)
                      repeating: "width > 600 ? 3 : 2"
                      interItemSpacing: "width > 600 ? 12 : 8"
                      item: {width: "absolute(width > 600 ? 200 : 150)", height: fractionalHeight(1)}
                """,
            fixes: ["columns_lost_to_spacing", "group_overflow", "fixed_columns_wide_targets"]),
        // The three below each trigger a fix-it that, as the sources stand, does not keep an expression it rewrites
        // (see the comment of each); they stay here so that this test says so until the rule is fixed.
        // orthogonal_estimated_cross_axis wrote `uniformAcrossSiblings(160)`, the reference value of the item's
        // estimate, over `estimated(width > 500 ? 200 : 160)`; orthogonal_estimated_width_fixed_group writes
        // `estimated(120)` over the group's `fractionalWidth(width > 500 ? 0.3 : 0.6)`.
        Layout(
            name: "OrthogonalStrip", path: "OrthogonalStrip.layout.yaml",
            text: """
                version: 2
                layout: OrthogonalStrip
                deploymentTarget: {iOS: "17.0"}
                sections:
                  - name: strip
                    orthogonalScrolling: continuous
                    interGroupSpacing: "width > 500 ? 12 : 8"
                    group:
                      axis: horizontal
                      width: "fractionalWidth(width > 500 ? 0.3 : 0.6)"
                      height: "estimated(width > 500 ? 200 : 160)"
                      item: {width: "estimated(width > 500 ? 150 : 120)", height: "estimated(width > 500 ? 200 : 160)"}
                preview:
                  sections:
                    - {layout: strip, items: 4, measured: {item: {height: [150, 190]}}}
                """,
            // orthogonal_estimated_width_fixed_group offers no fix here: the group's width is an expression.
            fixes: ["orthogonal_estimated_cross_axis"]),
        // height_relative_to_viewport wrote `fractionalWidth(width > 500 ? 0.3 : 0.4)` unquoted, which YAML does not
        // read (": " in a plain scalar).
        Layout(
            name: "ViewportHeight", path: "ViewportHeight.layout.yaml",
            text: """
                version: 2
                layout: ViewportHeight
                sections:
                  - name: hero
                    contentInsets: {top: "width > 500 ? 16 : 8"}
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: "fractionalHeight(width > 500 ? 0.3 : 0.4)"
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                """,
            fixes: ["height_relative_to_viewport"]),
        // item_exceeds_container judged the flow's estimate by its reference value (2000, at 390 pt) at every target
        // and wrote the line's width, a number, over the expression, which is 100 where the layout is wide. It now
        // judges each target's value and offers no fix over an expression.
        Layout(
            name: "FlowEstimate", path: "FlowEstimate.layout.yaml",
            text: """
                version: 2
                layout: FlowEstimate
                sections:
                  - name: tags
                    contentInsets: {leading: "width > 500 ? 20 : 16", trailing: "width > 500 ? 20 : 16"}
                    group:
                      custom: flow
                      itemHeight: absolute(32)
                      estimatedItemWidth: "width > 500 ? 100 : 2000"
                      itemSpacing: "width > 500 ? 10 : 6"
                """,
            fixes: []),
    ]

    static let layouts: [String: Layout] = Dictionary(
        (repositoryLayouts + extraLayouts).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    static let layoutNames: [String] = (repositoryLayouts + extraLayouts).map(\.name)

    /// Every rule on, opt-in rules included, at the default lint targets.
    static var configuration: LintConfiguration {
        var configuration = LintConfiguration()
        configuration.optInRules = Set(RuleRegistry.all.map { $0.description.id })
        return configuration
    }

    // MARK: The property

    @Test(arguments: layoutNames)
    func everyFixItKeepsWhatItDoesNotCover(_ name: String) throws {
        let layout = try #require(Self.layouts[name])
        let configuration = Self.configuration
        let checked = Pipeline.check(text: layout.text, path: layout.path, configuration: configuration)
        let model = try #require(checked.model, "\(name) does not lower: \(checked.diagnostics.map(\.message))")
        let located = try #require(checked.sourceMap)
        #expect(model.sections.contains { $0.hasExpression }, "\(name) holds no expression")
        let findings = checked.diagnostics.filter { $0.file == layout.path && $0.fixIt != nil }
        let offered = Set(findings.map(\.rule))
        #expect(
            layout.fixes.isSubset(of: offered),
            "\(name): no fix-it of \(layout.fixes.subtracting(offered).sorted()); offered: \(offered.sorted())")
        for finding in findings {
            guard let fixIt = finding.fixIt else { continue }
            let what = "\(name): the fix-it of \(finding.rule) at \(finding.range) (\(fixIt.replacement))"
            guard let expectation = Self.expectations[finding.rule] else {
                Issue.record(Comment(rawValue: "\(what): add \(finding.rule) to `expectations`"))
                continue
            }
            let text = FixIt.apply([fixIt], to: layout.text).text
            let fixed = Pipeline.check(text: text, path: layout.path, configuration: configuration)
            guard let fixedModel = fixed.model else {
                let errors = fixed.diagnostics.filter { $0.severity == .error }.map(\.message)
                Issue.record(Comment(rawValue: "\(what) leaves a file that does not lower: \(errors)\n\(text)"))
                continue
            }
            for problem in Self.numberProblems(
                original: model, located: located, fixed: fixedModel, fixIt: fixIt, finding: finding,
                expectation: expectation)
            {
                Issue.record(Comment(rawValue: "\(what): \(problem)"))
            }
            let changed = Set(
                model.sections.filter { section in !fixedModel.sections.contains(section) }.map(\.name))
            let (problems, compared) = Self.frameProblems(
                checked, fixed, path: layout.path, targets: configuration.targets, change: expectation.frames,
                changedSections: changed)
            for problem in problems { Issue.record(Comment(rawValue: "\(what): \(problem)")) }
            #expect(compared > 0, "\(what): the engine lays the file out at no lint target, so no frame was compared")
        }
    }

    /// The layouts here write an expression at every key that takes one, in every form a key has.
    @Test func layoutsCoverEveryExpressionSite() throws {
        var covered = Set<String>()
        for name in Self.layoutNames {
            let layout = try #require(Self.layouts[name])
            let checked = Pipeline.check(text: layout.text, path: layout.path, configuration: Self.configuration)
            let model = try #require(checked.model), located = try #require(checked.sourceMap)
            for content in Self.contents(of: model).flatMap({ $0 }) {
                for entry in content.entries where entry.number.expression != nil {
                    covered.insert(Self.label(entry, of: content.owner, in: located))
                }
            }
        }
        let missing = Self.requiredSites.filter { required in
            !covered.contains { $0 == required || $0.hasSuffix("." + required) }
        }
        #expect(missing.isEmpty, "no layout writes an expression at \(missing); covered: \(covered.sorted())")
        #expect(Self.repositoryLayouts.count >= 6, "the repository's version 2 layouts with expressions were not found")
    }

    /// Where a version 2 file may write an expression (Grammar/Reference.md §14.1, `NumberSites.swift`), as `label`
    /// names them; a name without a node kind may be met on any node.
    static let requiredSites = [
        "section.contentInsets.top", "section.contentInsets.leading", "section.contentInsets.bottom",
        "section.contentInsets.trailing", "section.contentInsets(whole)", "section.interGroupSpacing",
        "item.contentInsets.leading", "item.contentInsets(whole)", "group.contentInsets(whole)",
        "width(fractionalWidth)", "width(fractionalHeight)", "width(absolute)", "width(estimated)",
        "width(uniformAcrossSiblings)", "height(fractionalWidth)", "height(fractionalHeight)", "height(absolute)",
        "height(estimated)", "height(uniformAcrossSiblings)",
        "group.interItemSpacing(fixed)", "group.interItemSpacing(flexible)",
        "edgeSpacing.top(fixed)", "edgeSpacing.leading(flexible)", "edgeSpacing.bottom(fixed)",
        "edgeSpacing.trailing(fixed)",
        "group.count(fixed)", "group.count(adaptive)", "group.repeating",
        "masonry group.width(fractionalWidth)", "masonry group.columns(fixed)", "masonry group.columns(adaptive)",
        "masonry group.columnSpacing", "masonry group.itemSpacing", "masonry group.itemHeight(estimated)",
        "masonry group.itemHeight(fractionalWidth)", "masonry group.contentInsets.leading",
        "flow group.width(fractionalWidth)", "flow group.itemHeight(absolute)", "flow group.estimatedItemWidth",
        "flow group.itemSpacing", "flow group.lineSpacing", "flow group.contentInsets(whole)",
        "boundary item.height(absolute)", "boundary item.height(estimated)", "boundary item.absoluteOffset.x",
        "boundary item.absoluteOffset.y", "boundary item.contentInsets.leading",
        "supplementary.width(absolute)", "supplementary.height(absolute)", "supplementary.anchor.x",
        "supplementary.anchor.y", "supplementary.itemAnchor.x",
        "decoration.contentInsets.top", "decoration.contentInsets.leading",
        "variant.when.minWidth", "variant.when.maxWidth", "variant.when.minHeight", "variant.when.maxHeight",
    ]

    // MARK: Numbers

    struct Entry: Hashable {
        var site: NumberSite
        var number: LayoutNumber
    }

    struct SiteKey: Hashable {
        var node: ModelPath.Node
        var field: String

        init(_ site: NumberSite) {
            node = site.node
            field = site.field
        }
    }

    /// One section content's numbers: a variant's include its `when` bounds.
    struct Content {
        var owner: ModelPath.Owner
        var entries: [Entry]
    }

    /// Each section layout's contents, base first, with their numbers in the walk's order.
    static func contents(of document: LayoutDocument) -> [[Content]] {
        document.sections.map { section in
            var contents = [
                Content(
                    owner: .section(section.name, variant: nil),
                    entries: section.base.numbers.map { Entry(site: $0.site, number: $0.number) })
            ]
            for (index, variant) in section.variants.enumerated() {
                var entries = variant.content.numbers.map { Entry(site: $0.site, number: $0.number) }
                _ = variant.condition.mappingBounds { number, site in
                    entries.append(Entry(site: site, number: number))
                    return number
                }
                contents.append(Content(owner: .section(section.name, variant: index), entries: entries))
            }
            return contents
        }
    }

    /// Where a number is written: its value, else (a default) the node it belongs to; nil when neither is found.
    static func location(of entry: Entry, in owner: ModelPath.Owner, _ located: LocatedDocument) -> SourceRange? {
        located.value(of: ModelPath(owner, entry.site.node, field: entry.site.field))?.extent
            ?? located.mapping(of: ModelPath(owner, entry.site.node))?.node.extent
    }

    /// Whether a fix-it's range reaches into `range`; an insertion only when it falls inside.
    static func covers(_ fix: SourceRange, _ range: SourceRange?) -> Bool {
        guard let range else { return false }
        if fix.start == fix.end { return range.start < fix.start && fix.start < range.end }
        return fix.start < range.end && range.start < fix.end
    }

    /// Whether the finding's message says the fix removes the expression at `site`.
    static func drops(_ site: NumberSite, _ drops: Drops, finding: Diagnostic) -> Bool {
        switch drops {
        case .nothing:
            return false
        case let .key(key):
            return site.field == key
        case .ignoredInsetEdges:
            guard site.field.hasPrefix("contentInsets."), let edge = site.field.split(separator: ".").last,
                let list = finding.message.components(separatedBy: " are ignored").first
            else { return false }
            // The edges the message lists, without their quoted expressions and parenthesized values.
            var words = "", depth = 0, quoted = false
            for character in list {
                if character == "'" {
                    quoted.toggle()
                } else if quoted {
                    continue
                } else if character == "(" {
                    depth += 1
                } else if character == ")" {
                    depth -= 1
                } else if depth == 0 {
                    words.append(character)
                }
            }
            return words.split(whereSeparator: { !$0.isLetter }).contains(edge)
        }
    }

    /// What the fix changed that it may not (property a).
    static func numberProblems(
        original: LayoutDocument, located: LocatedDocument, fixed: LayoutDocument, fixIt: FixIt, finding: Diagnostic,
        expectation: Expectation
    ) -> [String] {
        guard original.sections.map(\.name) == fixed.sections.map(\.name) else {
            return ["the section layouts are now \(fixed.sections.map(\.name))"]
        }
        var problems: [String] = []
        let fixedContents = contents(of: fixed)
        for (before, after) in zip(contents(of: original), fixedContents) {
            guard before.count == after.count else {
                problems.append("\(before[0].owner) has \(after.count - 1) variants, not \(before.count - 1)")
                continue
            }
            if case .variantsReordered = expectation.sites {
                var counts: [[Entry]: Int] = [:]
                for content in before { counts[content.entries, default: 0] += 1 }
                for content in after { counts[content.entries, default: 0] -= 1 }
                if counts.values.contains(where: { $0 != 0 }) {
                    problems.append("the contents of \(before[0].owner) are not the same, reordered")
                }
                continue
            }
            for (old, new) in zip(before, after) {
                problems += compare(
                    old, new, located: located, fixIt: fixIt, finding: finding, expectation: expectation,
                    fixed: fixedContents)
            }
        }
        return problems
    }

    private static func compare(
        _ old: Content, _ new: Content, located: LocatedDocument, fixIt: FixIt, finding: Diagnostic,
        expectation: Expectation, fixed: [[Content]]
    ) -> [String] {
        var problems: [String] = []
        func name(_ entry: Entry) -> String {
            "\(ModelPath(old.owner, entry.site.node, field: entry.site.field))"
        }
        func written(_ number: LayoutNumber) -> String {
            number.expression.map { "'\($0)'" } ?? JSONValue.format(number.value)
        }
        /// An entry and what the fixed model holds at its site (nil: no longer there).
        func check(_ entry: Entry, _ now: LayoutNumber?) {
            let inRange = covers(fixIt.range, location(of: entry, in: old.owner, located))
            guard inRange else {
                if now != entry.number {
                    problems.append(
                        "\(name(entry)), outside the fix's range, was \(written(entry.number)) and is "
                            + (now.map(written) ?? "gone"))
                }
                return
            }
            guard let expression = entry.number.expression, now?.expression == nil,
                !drops(entry.site, expectation.drops, finding: finding)
            else { return }
            if let now {
                problems.append("\(name(entry)) was '\(expression)' and is now the number \(written(now))")
                return
            }
            // Folded away (subitems into one repeated item): the expression still gives that key elsewhere.
            let kept = fixed.joined().flatMap(\.entries).contains {
                $0.site.field == entry.site.field && $0.number.expression == expression
            }
            if !kept { problems.append("\(name(entry)) was '\(expression)' and is gone") }
        }
        switch expectation.sites {
        case .kept, .variantsReordered:
            guard old.entries.map(\.site) == new.entries.map(\.site) else {
                let before = Set(old.entries.map(\.site)), after = Set(new.entries.map(\.site))
                return [
                    "the number sites of \(old.owner) changed: gone \(before.subtracting(after).map(\.field)), "
                        + "new \(after.subtracting(before).map(\.field))"
                ]
            }
            for (entry, now) in zip(old.entries, new.entries) { check(entry, now.number) }
        case .restructured:
            // By node and key: a count that becomes adaptive keeps its key but not its bounds.
            var now: [SiteKey: LayoutNumber] = [:]
            for entry in new.entries { now[SiteKey(entry.site)] = entry.number }
            for entry in old.entries { check(entry, now[SiteKey(entry.site)]) }
        }
        return problems
    }

    /// How `layoutsCoverEveryExpressionSite` names a site: the node's kind, the field, and the form a dimension,
    /// count or spacing is written in (`item.height(estimated)`, `group.count(adaptive)`,
    /// `section.contentInsets(whole)`).
    static func label(_ entry: Entry, of owner: ModelPath.Owner, in located: LocatedDocument) -> String {
        let path = ModelPath(owner, entry.site.node, field: entry.site.field)
        var noun: String
        switch entry.site.node {
        case .owner: noun = entry.site.field.hasPrefix("when.") ? "variant" : "section"
        case let .group(nodePath):
            noun = "node"
            if case let .section(name, variant) = owner,
                let node = located.content(section: name, variant: variant)?.group?.node(at: nodePath[...])
            {
                noun = node.noun == "top-level group" ? "group" : node.noun
            }
        case .boundaryItem: noun = "boundary item"
        case .supplementary: noun = "supplementary"
        case .decoration: noun = "decoration"
        case .container: noun = "container"
        }
        let text = located.value(of: path)?.scalar?.text ?? ""
        // `estimated` of `estimated(44)` or `.estimated(44)`.
        let form = text.split(separator: "(").first.map { String($0.drop(while: { $0 == "." })) } ?? ""
        var field = entry.site.field
        switch field {
        case "width", "height", "itemHeight": field += "(\(form))"
        case "count", "columns": field += form == "adaptive" ? "(adaptive)" : "(fixed)"
        case "interItemSpacing": field += form == "flexible" ? "(flexible)" : "(fixed)"
        default:
            if field.hasPrefix("edgeSpacing.") {
                field += form == "flexible" ? "(flexible)" : "(fixed)"
            } else if field.hasPrefix("contentInsets."),
                located.value(of: path.with(field: "contentInsets"))?.scalar != nil
            {
                field = "contentInsets(whole)"
            }
        }
        return noun + "." + field
    }

    // MARK: Frames

    /// What changed in the frames at each lint target that `change` does not allow (property b), and at how many
    /// targets both files laid out.
    static func frameProblems(
        _ original: Pipeline.CheckedFile, _ fixed: Pipeline.CheckedFile, path: String, targets: [LintTarget],
        change: FrameChange, changedSections: Set<String>
    ) -> (problems: [String], compared: Int) {
        var problems: [String] = [], compared = 0
        for target in targets {
            var options = FramesRun.Options()
            options.environment = (target.environment, target.name)
            options.iOSVersion = target.iOSVersion
            // A layout the engine refuses before the fix has nothing to keep.
            guard let before = FramesRun.layOut(original, path: path, options: options).tree else { continue }
            let outcome = FramesRun.layOut(fixed, path: path, options: options)
            guard let after = outcome.tree else {
                problems.append(
                    "\(target.description): the engine refuses the fixed file: \(outcome.diagnostics.map(\.message))")
                continue
            }
            compared += 1
            problems += differences(before, after, change: change, changedSections: changedSections).map {
                "\(target.description): \($0)"
            }
        }
        return (problems, compared)
    }

    static func differences(_ a: FrameTree, _ b: FrameTree, change: FrameChange, changedSections: Set<String>)
        -> [String]
    {
        guard a.sections.map(\.layoutName) == b.sections.map(\.layoutName) else {
            return ["the sections are now \(b.sections.map(\.layoutName))"]
        }
        var out: [String] = []
        if change != .fixedSections {
            if !close(a.contentSize.width, b.contentSize.width) || !close(a.contentSize.height, b.contentSize.height) {
                out.append("the content size changed from \(a.contentSize) to \(b.contentSize)")
            }
            out += rects("the layout's boundary items", a.supplementaries.map(\.frame), b.supplementaries.map(\.frame))
        }
        for (x, y) in zip(a.sections, b.sections) {
            let label = "section \(x.index) ('\(x.layoutName)')"
            let fixedHere = changedSections.contains(x.layoutName)
            switch change {
            case .none:
                out += sectionDifferences(x, y, label: label, relative: false, items: true)
            case .itemsOfFixedSections:
                out += sectionDifferences(x, y, label: label, relative: false, items: !fixedHere)
            case .fixedSections:
                if !fixedHere { out += sectionDifferences(x, y, label: label, relative: true, items: true) }
            }
        }
        return out
    }

    /// A section's frames against the same section after the fix: `relative` compares its size and its elements
    /// relative to its origin; `items` includes its items and their badges.
    static func sectionDifferences(_ a: SectionFrames, _ b: SectionFrames, label: String, relative: Bool, items: Bool)
        -> [String]
    {
        let origins = relative ? (a.frame, b.frame) : (Rect.zero, Rect.zero)
        func shifted(_ rects: [Rect], by origin: Rect) -> [Rect] {
            rects.map { Rect(x: $0.x - origin.x, y: $0.y - origin.y, width: $0.width, height: $0.height) }
        }
        func compare(_ what: String, _ x: [Rect], _ y: [Rect]) -> [String] {
            rects("\(label) \(what)", shifted(x, by: origins.0), shifted(y, by: origins.1))
        }
        var out = compare("frame", [a.frame], [b.frame])
        out += compare("boundary items", a.supplementaries.map(\.frame), b.supplementaries.map(\.frame))
        out += compare("decorations", a.decorations.map(\.frame), b.decorations.map(\.frame))
        if items {
            out += compare("items", a.items.map(\.frame), b.items.map(\.frame))
            out += compare("badges", a.itemSupplementaries().map(\.frame), b.itemSupplementaries().map(\.frame))
        }
        return out
    }

    static func rects(_ what: String, _ x: [Rect], _ y: [Rect]) -> [String] {
        guard x.count == y.count else { return ["\(what): \(x.count) frames before the fix, \(y.count) after"] }
        return zip(x, y).enumerated().compactMap { index, pair in
            let (p, q) = pair
            let same = close(p.x, q.x) && close(p.y, q.y) && close(p.width, q.width) && close(p.height, q.height)
            return same ? nil : "\(what) [\(index)]: \(p) before the fix, \(q) after"
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(a), abs(b)) }
}
