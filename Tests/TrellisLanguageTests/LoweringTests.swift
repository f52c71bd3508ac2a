import Testing
import TrellisCore
import TrellisModel
import TrellisSyntax
@testable import TrellisLanguage

/// The typed model each construct lowers to, and the diagnostics for what is wrong.
struct LoweringTests {
    static func lower(_ text: String) -> Lowering.LoweredFile {
        let loaded = YAMLLoader().load(bytes: Array(text.utf8), path: "test.layout.yaml")
        guard let document = loaded.document else {
            return Lowering.LoweredFile(document: nil, diagnostics: loaded.diagnostics)
        }
        return Lowering.lower(document)
    }

    static func rules(_ text: String) -> [String] {
        lower(text).diagnostics.map { "\($0.rule)@\($0.range.start)" }
    }

    static let item = "{width: fractionalWidth(1), height: fractionalHeight(1)}"

    static func oneSection(_ body: String) -> String {
        "layout: Test\nsections:\n  - name: main\n" + body
    }

    /// Samples/PopupStoreMain.layout.yaml, lowered to the model written out by hand.
    @Test func popupStoreExampleLowersToItsModel() throws {
        let text = """
            layout: PopupStoreMain
            sections:
              - name: pick
                indexes: 0
                group:
                  axis: horizontal
                  width: fractionalWidth(140/393)
                  height: estimated(160)
                  item: {width: fractionalWidth(1), height: estimated(160)}
                contentInsets: {top: 35, leading: 26, bottom: 25, trailing: 0}
                interGroupSpacing: 10
                orthogonalScrolling: continuous
                header: {height: fractionalWidth(446/393)}
                supplementaryContentInsetsReference: none
              - name: grid
                indexes: "4..."
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: estimated(250)
                  count: 2
                  interItemSpacing: 12
                  item: {width: fractionalWidth(1/2), height: estimated(250)}
                contentInsets: 16
                interGroupSpacing: 16
            preview:
              device: iPhone 16
              sections:
                - {layout: pick, items: 5, measured: {item: {height: [160, 190]}}}
            """
        let result = Self.lower(text)
        #expect(result.diagnostics.isEmpty)
        let pickGroup = StandardGroup(
            axis: .horizontal,
            size: LayoutSize(width: .fractionalWidth(LayoutNumber(140.0 / 393.0)), height: .estimated(160)),
            content: .subitems(
                NonEmpty(.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(160)))))))
        let pick = SectionLayout(
            name: "pick", indexes: .indexes(NonEmpty(0)),
            base: SectionContent(
                body: .group(.standard(pickGroup)),
                contentInsets: LayoutInsets(top: 35, leading: 26, bottom: 25, trailing: 0),
                interGroupSpacing: 10, orthogonalScrolling: .continuous, supplementaryInsets: .reference(.none),
                boundaryItems: [
                    BoundaryItem(
                        kind: .header, alignment: .top,
                        size: LayoutSize(
                            width: .fractionalWidth(1), height: .fractionalWidth(LayoutNumber(446.0 / 393.0))))
                ]))
        let gridGroup = StandardGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(250)),
            content: .repeating(
                .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(250)))),
                count: .fixed(2)),
            interItemSpacing: .fixed(12))
        let grid = SectionLayout(
            name: "grid", indexes: .from(4),
            base: SectionContent(
                body: .group(.standard(gridGroup)), contentInsets: LayoutInsets(all: 16), interGroupSpacing: 16))
        let expected = LayoutDocument(
            name: "PopupStoreMain", sections: NonEmpty(pick, [grid]),
            preview: PreviewData(
                device: "iPhone 16",
                sections: [
                    PreviewSection(layout: "pick", items: 5, measured: ["item": MeasuredSizes(heights: [160, 190])])
                ]))
        #expect(result.document == expected)
    }

    @Test func dimensionForms() throws {
        let text = Self.oneSection(
            """
                group:
                  axis: vertical
                  width: .fractionalWidth(1)
                  height: "uniformAcrossSiblings(estimate: 44)"
                  item: {width: absolute(1/4), height: .estimated( 2.5e1 )}
            """)
        let document = try #require(Self.lower(text).document)
        guard case let .group(.standard(group)) = document.sections.first.base.body,
            case let .subitems(subitems) = group.content, case let .item(item) = subitems.first
        else {
            Issue.record("unexpected shape"); return
        }
        #expect(group.size == LayoutSize(width: .fractionalWidth(1), height: .uniformAcrossSiblings(estimate: 44)))
        #expect(item.size == LayoutSize(width: .absolute(0.25), height: .estimated(25)))
    }

    @Test func spacingInsetsAndEdgeSpacing() throws {
        let text = Self.oneSection(
            """
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(50)
                  interItemSpacing: flexible(4)
                  contentInsets: {leading: 3}
                  item:
                    width: absolute(40)
                    height: absolute(40)
                    edgeSpacing: {leading: flexible(0), top: fixed(8), bottom: 2}
            """)
        let document = try #require(Self.lower(text).document)
        guard case let .group(.standard(group)) = document.sections.first.base.body,
            case let .subitems(subitems) = group.content,
            case let .item(item) = subitems.first
        else { Issue.record("unexpected shape"); return }
        #expect(group.interItemSpacing == .flexible(4))
        #expect(group.contentInsets == LayoutInsets(leading: 3))
        #expect(item.edgeSpacing == EdgeSpacing(top: .fixed(8), leading: .flexible(0), bottom: .fixed(2)))
    }

    /// A variant's keys replace the base's keys of the same name; a new `group` replaces `list`.
    @Test func variantsInheritAndReplaceKeys() throws {
        let text = Self.oneSection(
            """
                list: {appearance: plain}
                contentInsets: 8
                interGroupSpacing: 4
                variants:
                  - when: {minWidth: 600, horizontalSizeClass: regular}
                    interGroupSpacing: 12
                    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(90), count: adaptive(200), \
            item: \(Self.item)}
            """)
        let document = try #require(Self.lower(text).document)
        let section = document.sections.first
        let variant = try #require(section.variants.first)
        #expect(variant.condition == VariantCondition(minWidth: 600, horizontalSizeClass: .regular))
        #expect(variant.content.contentInsets == LayoutInsets(all: 8), "inherited")
        #expect(variant.content.interGroupSpacing == 12, "replaced")
        guard case let .group(.standard(group)) = variant.content.body else {
            Issue.record("variant keeps the base list"); return
        }
        #expect(
            group.content
                == .repeating(
                    .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))),
                    count: .adaptive(minimum: 200)))
        #expect(section.base.body == .list(ListConfiguration(appearance: .plain)))
    }

    @Test func boundaryItemDefaultsFollowTheAlignment() throws {
        let text = Self.oneSection(
            """
                group: {axis: horizontal, width: fractionalWidth(1), height: absolute(44), item: \(Self.item)}
                footer: {height: absolute(30), pinToVisibleBounds: true}
                boundarySupplementaryItems:
                  - {kind: sideIndex, alignment: trailing, width: absolute(20), extendsBoundary: false, \
            absoluteOffset: [4, 0], zIndex: 3}
                decorations: [{kind: background, contentInsets: 5}]
            """)
        let content = try #require(Self.lower(text).document).sections.first.base
        #expect(
            content.boundaryItems == [
                BoundaryItem(
                    kind: .footer, alignment: .bottom,
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), pinToVisibleBounds: true),
                BoundaryItem(
                    kind: "sideIndex", alignment: .trailing,
                    size: LayoutSize(width: .absolute(20), height: .fractionalHeight(1)), extendsBoundary: false,
                    absoluteOffset: LayoutPoint(x: 4, y: 0), zIndex: 3),
            ])
        #expect(content.decorations == [DecorationItem(kind: "background", contentInsets: LayoutInsets(all: 5))])
    }

    @Test func supplementaryAnchors() throws {
        let text = Self.oneSection(
            """
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(44)
                  item:
                    width: absolute(44)
                    height: absolute(44)
                    supplementaries:
                      - {kind: badge, width: absolute(20), height: absolute(20), anchor: {edges: [top, trailing], \
            fractionalOffset: [0.3, -0.3]}, itemAnchor: {edges: [bottom], absoluteOffset: [1, 2]}}
            """)
        let document = try #require(Self.lower(text).document)
        guard case let .group(.standard(group)) = document.sections.first.base.body,
            case let .subitems(subitems) = group.content,
            case let .item(item) = subitems.first
        else { Issue.record("unexpected shape"); return }
        #expect(
            item.supplementaries == [
                SupplementaryItem(
                    kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                    containerAnchor: LayoutAnchor(
                        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -0.3))),
                    itemAnchor: LayoutAnchor(edges: [.bottom], offset: .absolute(LayoutPoint(x: 1, y: 2))))
            ])
    }

    @Test func nestedGroupsAndCustomGroups() throws {
        let text = """
            layout: Test
            deploymentTarget: {iOS: "17.0", macOS: 14}
            configuration: {scrollDirection: horizontal, interSectionSpacing: 8, contentInsetsReference: none}
            sections:
              - name: nested
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(100)
                  subitems:
                    - item: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                    - group: {axis: vertical, width: fractionalWidth(0.5), height: fractionalHeight(1), count: 2, \
            item: \(Self.item)}
              - name: pins
                group: {custom: masonry, columns: adaptive(150), columnSpacing: 8, itemSpacing: 6}
              - name: tags
                group: {custom: flow, alignment: justified, itemHeight: absolute(30), estimatedItemWidth: 50, \
            lineSpacing: 4}
            """
        let document = try #require(Self.lower(text).document)
        #expect(document.deploymentTarget == DeploymentTarget([.iOS: OSVersion(17, 0), .macOS: OSVersion(14)]))
        #expect(
            document.configuration
                == LayoutConfiguration(
                    scrollDirection: .horizontal, interSectionSpacing: 8,
                    contentInsetsReference: ContentInsetsReference.none))
        let bodies = document.sections.map(\.base.body)
        #expect(
            bodies[1]
                == .group(.masonry(MasonryGroup(columns: .adaptive(minimum: 150), columnSpacing: 8, itemSpacing: 6))))
        #expect(
            bodies[2]
                == .group(
                    .flow(
                        FlowGroup(
                            alignment: .justified, itemHeight: .absolute(30), estimatedItemWidth: 50, lineSpacing: 4))))
        guard case let .group(.standard(outer)) = bodies[0], case let .subitems(subitems) = outer.content,
            case let .group(.standard(inner)) = subitems[1]
        else { Issue.record("unexpected shape"); return }
        #expect(subitems.count == 2)
        #expect(inner.axis == .vertical)
        #expect(
            inner.content
                == .repeating(
                    .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))),
                    count: .fixed(2)))
    }

    /// `<<: *base` supplies the keys a mapping does not state itself.
    @Test func mergeKeysAndAliases() throws {
        let text = Self.oneSection(
            """
                group:
                  <<: &row {axis: horizontal, width: fractionalWidth(1), height: absolute(10)}
                  height: absolute(50)
                  item: &cell \(Self.item)
              - name: other
                group: {<<: *row, item: *cell}
            """)
        let document = try #require(Self.lower(text).document)
        guard case let .group(.standard(first)) = document.sections[0].base.body,
            case let .group(.standard(second)) = document.sections[1].base.body
        else { Issue.record("unexpected shape"); return }
        #expect(first.size.height == .absolute(50))
        #expect(second.size.height == .absolute(10))
        #expect(first.content == second.content)
    }

    @Test func indexPatterns() throws {
        let group =
            "    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(44), item: \(Self.item)}\n"
        let text =
            "layout: Test\nsections:\n"
            + [("a", "0"), ("b", "[1, 2]"), ("c", "\"3..<5\""), ("d", "\"5...6\""), ("e", "\"7...\"")]
            .map { "  - name: \($0.0)\n    indexes: \($0.1)\n" + group }.joined()
        let document = try #require(Self.lower(text).document)
        #expect(
            document.sections.map(\.indexes) == [
                .indexes(NonEmpty(0)), .indexes(NonEmpty(1, [2])), .range(3..<5), .range(5..<7), .from(7),
            ])
    }

    /// An overlapping pattern's fix-it keeps exactly the indexes the later layout serves (the first match wins),
    /// in the form of what remains; the expected patterns are worked out by hand from `0...2` before them.
    @Test(arguments: [
        ("[2, 3]", "3"), ("\"1..<9\"", "\"3..<9\""), ("\"2...\"", "\"3...\""), ("[1, 2, 5, 7]", "[5, 7]"),
    ])
    func overlappingIndexesKeepTheServedOnes(_ written: String, _ kept: String) throws {
        let text = """
            layout: Test
            sections:
              - {name: first, indexes: "0...2", group: {axis: vertical, width: fractionalWidth(1), height: \
            absolute(9), item: \(Self.item)}}
              - name: second
                indexes: \(written)
                group: {axis: vertical, width: fractionalWidth(1), height: absolute(9), item: \(Self.item)}
            """
        let diagnostic = try #require(Self.lower(text).diagnostics.first { $0.rule == .overlappingIndexes })
        let fixed = FixIt.apply([try #require(diagnostic.fixIt)], to: text).text
        #expect(fixed.contains("    indexes: \(kept)\n"))
        #expect(Self.lower(fixed).diagnostics.isEmpty, "\(Self.lower(fixed).diagnostics.map(\.message))")
    }

    /// Index patterns that step are checked by the same checker as ranges: each later pattern against the indexes
    /// earlier ones serve. Worked out by hand: every index `{every: 4, from: 2}` serves (2, 6, 10, ...) is even, so
    /// `{every: 2}` before it leaves it nothing; `{every: 3}` shares 0, 6, ... with the even indexes but keeps 3, 9,
    /// ...; the odd indexes share none with the even ones; `4...` serves 5 and every even index from 6.
    @Test(arguments: [
        ("{every: 2}", "{every: 4, from: 2}", RuleID.unreachableIndexes),
        ("{every: 2}", "{every: 3}", RuleID.overlappingIndexes),
        ("{every: 2}", "{every: 2, from: 1}", nil),
        ("\"4...\"", "[5, {every: 2, from: 6}]", RuleID.unreachableIndexes),
    ])
    func steppedIndexesAreCheckedAsIndexes(_ first: String, _ second: String, _ rule: RuleID?) {
        let text = """
            version: 2
            layout: Test
            sections:
              - {name: first, indexes: \(first), group: \(Self.rowGroup)}
              - {name: second, indexes: \(second), group: \(Self.rowGroup)}
            """
        let found = Self.lower(text).diagnostics.map(\.rule)
        #expect(found == (rule.map { [$0] } ?? []), "\(Self.lower(text).diagnostics.map(\.message))")
    }

    /// A range that overlaps an earlier range keeps its fix-it in a file whose other patterns step: only the
    /// patterns involved decide whether what remains is written as ranges.
    @Test func rangeOverlapBesideSteppedPatternKeepsItsFixIt() throws {
        let text = """
            version: 2
            layout: Test
            sections:
              - {name: first, indexes: "0...2", group: \(Self.rowGroup)}
              - name: second
                indexes: "1..<9"
                group: \(Self.rowGroup)
              - {name: third, indexes: {every: 2, from: 20}, group: \(Self.rowGroup)}
            """
        let diagnostic = try #require(Self.lower(text).diagnostics.first { $0.rule == .overlappingIndexes })
        let fixed = FixIt.apply([try #require(diagnostic.fixIt)], to: text).text
        #expect(fixed.contains("    indexes: \"3..<9\"\n"))
        #expect(Self.lower(fixed).diagnostics.isEmpty, "\(Self.lower(fixed).diagnostics.map(\.message))")
    }

    static let rowGroup = "{axis: vertical, width: fractionalWidth(1), height: absolute(9), item: \(item)}"

    /// A one-element list where its element belongs is unwrapped, spacing and all; a longer list is not.
    @Test func soleElementListIsUnwrapped() throws {
        let text = Self.oneSection(
            "    group: {axis: vertical, width: fractionalWidth(1), height: absolute(9), item: \(Self.item)}\n"
                + "    interGroupSpacing: [ 8 ]\n    contentInsets: [1, 2]\n")
        let diagnostics = Self.lower(text).diagnostics.filter { $0.rule == .typeMismatch }
        #expect(diagnostics.count == 2)
        let fixIts = diagnostics.compactMap(\.fixIt)
        #expect(fixIts.count == 1)
        #expect(FixIt.apply(fixIts, to: text).text.contains("    interGroupSpacing: 8\n"))
    }

    /// A bare number is offered `absolute(n)`, except where the size self-sizes: there `absolute(n)` would clip,
    /// so `estimated(n)` is offered (positions worked out from the text below).
    @Test func bareNumberIsOfferedTheKindThatKeepsSelfSizing() {
        let text = """
            layout: Test
            sections:
              - name: rows
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: estimated(44)
                  item: {width: fractionalWidth(1), height: 60}
              - name: grown
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: 60
                  subitems:
                    - item: {width: fractionalWidth(1), height: estimated(44)}
              - name: fixed
                group:
                  axis: horizontal
                  width: 100
                  height: estimated(100)
                  item:
                    width: fractionalWidth(1)
                    height: estimated(100)
                    supplementaries: [{kind: badge, width: 20, height: absolute(20), anchor: {edges: [top]}}]
            """
        let diagnostics = Self.lower(text).diagnostics
        #expect(
            diagnostics.map(\.rule) == [.invalidDimension, .invalidDimension, .invalidDimension, .invalidDimension])
        #expect(diagnostics.map { "\($0.range.start)" } == ["8:49", "13:15", "19:14", "24:48"])
        #expect(
            diagnostics.map(\.fixIt?.replacement) == [
                "estimated(60)", "estimated(60)", "absolute(100)", "absolute(20)",
            ],
            "a badge is not sized by its item's group")
        #expect(diagnostics[0].message.contains("the enclosing group's height is estimated"))
        #expect(diagnostics[1].message.contains("its subitems' height is estimated"))
        #expect(!diagnostics[2].message.contains("self-sizes"), "the width of a group estimated only in height")
    }

    @Test func yaml12BooleansOnly() {
        for word in ["yes", "no", "on", "off", "True", "FALSE", "y"] {
            let text = Self.oneSection(
                "    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(44), item: \(Self.item)}\n "
                    + "   header: {height: absolute(4), pinToVisibleBounds: \(word)}\n"
            )
            let diagnostics = Self.lower(text).diagnostics
            #expect(diagnostics.map(\.rule) == [.typeMismatch], "\(word)")
            let meant = ["yes", "on", "True", "y"].contains(word) ? "true" : "false"
            #expect(diagnostics.first?.fixIt?.replacement == meant)
        }
    }

    /// All problems of a file are reported, not only the first.
    @Test func everyProblemIsReported() {
        let text = """
            layout: Test
            sections:
              - name: Main
                group: {axis: diagonal, width: fractionalWidth(1), height: absolute(44), item: {width: absolute(1), \
            height: absolute(1), insets: 3}}
                interGroupSpacing: wide
              - nam: other
            """
        #expect(
            Self.rules(text) == [
                // `Main` is not lowerCamelCase; `diagonal` is no axis; `insets` is no item key
                // (4 + 8 + 16 + 27 + 22 + 7 + 20 + 21 + 1 = 126);
                // `wide` is no number; the last section misses both `name` and `group`, and `nam` is unknown.
                "invalid_value@3:11", "invalid_value@4:19", "unknown_key@4:126", "type_mismatch@5:24",
                "missing_key@6:5", "missing_key@6:5", "unknown_key@6:5",
            ])
    }

    @Test func unknownKeysSuggestAndFix() throws {
        let text = Self.oneSection(
            "    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(44), item: \(Self.item)}\n    "
                + "contentInset: 4\n    orthogonalScroling: paging\n"
        )
        let diagnostics = Self.lower(text).diagnostics
        #expect(diagnostics.map(\.fixIt?.replacement) == ["contentInsets", "orthogonalScrolling"])
        #expect(diagnostics.first?.message == "unknown key 'contentInset' in section; did you mean 'contentInsets'?")
        #expect(diagnostics.first?.fixIt?.range == SourceRange(start: SourcePosition(line: 5, column: 5), length: 12))
    }

    /// A key of the section written inside its group (one level too deep), and a key of the group written on the
    /// section (one level too shallow): the message says where it belongs, and the fix-it moves it there when the
    /// move is one re-indentation (the pair ends the nested block, or follows the block it belongs in).
    @Test func keysOneLevelOffSayWhereTheyBelong() throws {
        let deep = Self.oneSection(
            "    group:\n      axis: horizontal\n      width: fractionalWidth(1)\n      height: absolute(44)\n"
                + "      item: \(Self.item)\n      interGroupSpacing: 8\n")
        let deepFound = Self.lower(deep).diagnostics
        #expect(deepFound.map(\.rule) == [.unknownKey])
        #expect(
            deepFound.first?.message
                == "'interGroupSpacing' belongs on the section, one level up, not in the group")
        // Line 9 is "      interGroupSpacing: 8": its six spaces become the section's four.
        let deepFix = try #require(deepFound.first?.fixIt)
        #expect(
            deepFix
                == FixIt(
                    range: SourceRange(
                        start: SourcePosition(line: 9, column: 1), end: SourcePosition(line: 9, column: 7)),
                    replacement: "    "))
        let moved = FixIt.apply([deepFix], to: deep).text
        #expect(moved.hasSuffix("      item: \(Self.item)\n    interGroupSpacing: 8\n"))
        #expect(Self.lower(moved).document?.sections.first.base.interGroupSpacing == 8)

        // Not the last key of the group: the move would take the keys after it along, so only the hint.
        let middle = Self.oneSection(
            "    group:\n      axis: horizontal\n      interGroupSpacing: 8\n      width: fractionalWidth(1)\n"
                + "      height: absolute(44)\n      item: \(Self.item)\n")
        let middleFound = Self.lower(middle).diagnostics
        #expect(
            middleFound.map(\.message) == ["'interGroupSpacing' belongs on the section, one level up, not in the group"]
        )
        #expect(middleFound.first?.fixIt == nil)

        let shallow = Self.oneSection(
            "    group:\n      axis: horizontal\n      width: fractionalWidth(1)\n      height: absolute(44)\n"
                + "      item: \(Self.item)\n    interItemSpacing: 8\n")
        let shallowFound = Self.lower(shallow).diagnostics
        #expect(
            shallowFound.map(\.message) == [
                "'interItemSpacing' belongs in the group ('group'), one level down, not on the section"
            ])
        let shallowFix = try #require(shallowFound.first?.fixIt)
        #expect(
            shallowFix
                == FixIt(
                    range: SourceRange(
                        start: SourcePosition(line: 9, column: 1), end: SourcePosition(line: 9, column: 5)),
                    replacement: "      "))
        let group = Self.lower(FixIt.apply([shallowFix], to: shallow).text).document?.sections.first.base.body
        guard case let .group(.standard(standard)) = group else {
            Issue.record("the fixed file has no standard group")
            return
        }
        #expect(standard.interItemSpacing == .fixed(8))

        // An item in `subitems` belongs to the group around the entry; its line is not the group's to re-indent.
        let entry = Self.oneSection(
            "    group:\n      axis: horizontal\n      width: fractionalWidth(1)\n      height: absolute(44)\n"
                + "      subitems:\n        - item:\n            width: fractionalWidth(1)\n"
                + "            height: fractionalHeight(1)\n            interItemSpacing: 4\n")
        let entryFound = Self.lower(entry).diagnostics
        #expect(entryFound.map(\.message) == ["'interItemSpacing' belongs on the group, one level up, not in the item"])
        #expect(entryFound.first?.fixIt == nil)

        // A key the level up already states is no move: the ordinary message.
        let stated = deep.replacingOccurrences(
            of: "  - name: main\n", with: "  - name: main\n    interGroupSpacing: 2\n")
        #expect(
            Self.lower(stated).diagnostics.first?.message.hasPrefix("unknown key 'interGroupSpacing' in group") == true)
    }

    /// `left` and `right`, UIEdgeInsets' edges, in directional insets: leading and trailing, with a fix-it unless
    /// the mapping already states the edge it would be renamed to.
    @Test func leftAndRightAreLeadingAndTrailing() {
        let group = "{axis: horizontal, width: fractionalWidth(1), height: absolute(44), item: \(Self.item)}"
        let found = Self.lower(Self.oneSection("    group: \(group)\n    contentInsets: {left: 8, right: 4}\n"))
            .diagnostics
        #expect(found.map(\.rule) == [.unknownKey, .unknownKey])
        #expect(
            found.first?.message
                == "unknown key 'left' in insets; did you mean 'leading'? (directional edges are leading and trailing, "
                + "which follow the writing direction; left and right are UIEdgeInsets')")
        // "    contentInsets: {" is 20 columns: `left` at 5:21, `right` at 5:30.
        #expect(
            found.map(\.fixIt) == [
                FixIt(
                    range: SourceRange(start: SourcePosition(line: 5, column: 21), length: 4), replacement: "leading"),
                FixIt(
                    range: SourceRange(start: SourcePosition(line: 5, column: 30), length: 5), replacement: "trailing"),
            ])
        let both = Self.lower(Self.oneSection("    group: \(group)\n    contentInsets: {leading: 2, left: 8}\n"))
            .diagnostics
        #expect(both.map(\.rule) == [.unknownKey])
        #expect(both.first?.fixIt == nil)
        let spacing = Self.lower(
            Self.oneSection(
                "    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(44), item: {width: "
                    + "fractionalWidth(1), height: fractionalHeight(1), edgeSpacing: {right: fixed(4)}}}\n")
        ).diagnostics
        #expect(spacing.map(\.fixIt?.replacement) == ["trailing"])
    }

    @Test func invalidVariantConditions() {
        let base =
            "    group: {axis: horizontal, width: fractionalWidth(1), height: absolute(44), item: \(Self.item)}\n    "
            + "variants:\n"
        #expect(Self.rules(Self.oneSection(base + "      - when: {}\n")) == ["invalid_value@6:15"])
        #expect(
            Self.rules(Self.oneSection(base + "      - when: {minWidth: 600, maxWidth: 400}\n")) == [
                "invalid_value@6:41"
            ])
        #expect(Self.rules(Self.oneSection(base + "      - interGroupSpacing: 3\n")) == ["missing_key@6:9"])
    }

    @Test func exclusiveKeys() {
        let group = "{axis: horizontal, width: fractionalWidth(1), height: absolute(44), item: \(Self.item)}"
        #expect(Self.rules(Self.oneSection("    group: \(group)\n    list: {}\n")) == ["invalid_value@5:5"])
        #expect(
            Self.rules(
                Self.oneSection(
                    "    group: \(group)\n    supplementariesFollowContentInsets: false\n    "
                        + "supplementaryContentInsetsReference: none\n"
                )) == ["invalid_value@6:5"])
        #expect(
            Self.rules(
                Self.oneSection(
                    "    group: {custom: flow, axis: vertical, itemHeight: absolute(3), estimatedItemWidth: 4}\n")) == [
                    "unknown_key@4:27"
                ])
    }

    @Test func suggestionDistance() {
        #expect(Suggestion.closest(to: "heigth", in: ["width", "height"]) == "height")
        #expect(Suggestion.closest(to: "Width", in: ["width", "height"]) == "width")
        #expect(Suggestion.closest(to: "colour", in: ["width", "height"]) == nil)
        #expect(Suggestion.distance("abcd", "abdc") == 1)
    }
}
