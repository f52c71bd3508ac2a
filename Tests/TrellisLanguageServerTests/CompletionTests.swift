import Foundation
import Testing
import TrellisCore
import TrellisLanguage
@testable import TrellisLanguageServer
import TrellisModel

/// Completion offers only what fits where the cursor is: of the keys, none already written in the mapping, and none
/// that excludes (or is excluded by) one written there, as lowering refuses them together; of the values, those of
/// the key's kind; where a section or subitem starts, snippets that write one.
@Suite struct CompletionTests {
    /// The completion labels at `‸` in `text` (the marker removed).
    static func labels(_ text: String) throws -> [String] {
        try items(text).compactMap { $0["label"] as? String }
    }

    /// The completion items at `‸` in `text` (the marker removed), for a client that takes snippets or not.
    static func items(_ text: String, snippets: Bool = false) throws -> [JSONObject] {
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("‸") })
        let character = lines[line].components(separatedBy: "‸")[0].utf16.count
        let server = LanguageServer()
        let capabilities: JSONObject = [
            "textDocument": ["completion": ["completionItem": ["snippetSupport": snippets] as JSONObject]]
        ]
        _ = server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": capabilities]])
        _ = server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:] as JSONObject])
        let document: JSONObject = [
            "uri": LanguageServerTests.uri, "languageId": "yaml", "version": 1,
            "text": text.replacingOccurrences(of: "‸", with: ""),
        ]
        _ = server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": document]])
        let items = LanguageServerTests.request(
            server, "textDocument/completion",
            [
                "textDocument": ["uri": LanguageServerTests.uri],
                "position": LanguageServerTests.position(line, character),
            ])
        return items as? [JSONObject] ?? []
    }

    /// `text` with its first `target` replaced by `replacement`.
    static func editing(_ text: String, _ target: String, _ replacement: String) throws -> String {
        let range = try #require(text.range(of: target), "\(target) in \(text)")
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// `text` with the snippet labelled `label` at `‸` inserted as an editor inserts it (at the cursor, as written),
    /// its placeholders left at their defaults.
    static func inserting(_ label: String, into text: String) throws -> String {
        let items = try Self.items(text, snippets: true)
        let item = try #require(items.first { $0["label"] as? String == label }, "\(label) in \(items)")
        #expect(item["insertTextFormat"] as? Int == 2 && item["insertTextMode"] as? Int == 1, "\(item)")
        let snippet = try #require(item["insertText"] as? String)
        var inserted = snippet
        for (pattern, template) in [(#"\$\{[0-9]+:([^}]*)\}"#, "$1"), (#"\$[0-9]+"#, "")] {
            let regex = try NSRegularExpression(pattern: pattern)
            inserted = regex.stringByReplacingMatches(
                in: inserted, range: NSRange(inserted.startIndex..., in: inserted), withTemplate: template)
        }
        return text.replacingOccurrences(of: "‸", with: inserted)
    }

    /// The errors the server publishes for `text`: lowering's and lint's.
    static func errors(_ text: String) -> [String] {
        LanguageServerTests.diagnostics(LanguageServerTests.server(opening: text).1)
            .filter { $0["severity"] as? Int == 1 }
            .map { "\($0["code"] ?? ""): \($0["message"] ?? "")" }
    }

    /// The words the vocabulary gives `key` of `shape` (or the elements of a sequence of them).
    static func words(_ shape: ObjectShape, _ key: String) throws -> [String] {
        switch try #require(shape.keys.first { $0.name == key }?.type) {
        case let .enumeration(words), let .array(.enumeration(words), _): return words
        default:
            Issue.record("\(key) of \(shape.definition) takes no words")
            return []
        }
    }

    static let section = """
        layout: Feed
        sections:
          - name: first
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: estimated(44)
              item: {width: fractionalWidth(1), height: estimated(44)}
            ‸
            supplementariesFollowContentInsets: true
          - name: second
            list: {appearance: plain}

        """

    /// Beside `name` and `group`: neither again, nor `list`; beside the deprecated boolean, not iOS 16's reference.
    @Test func aSectionWithAGroupIsOfferedNeitherNameNorList() throws {
        let keys = try Self.labels(Self.section)
        #expect(keys.contains("contentInsets") && keys.contains("header") && keys.contains("variants"), "\(keys)")
        for written in ["name", "group", "list", "supplementariesFollowContentInsets"] {
            #expect(!keys.contains(written), "\(written) in \(keys)")
        }
        #expect(!keys.contains("supplementaryContentInsetsReference"), "\(keys)")
    }

    @Test func aListSectionIsNotOfferedAGroup() throws {
        let text = Self.section.replacingOccurrences(of: "‸", with: "").replacingOccurrences(
            of: "    list: {appearance: plain}\n", with: "    list: {appearance: plain}\n    ‸\n")
        let keys = try Self.labels(text)
        #expect(keys.contains("contentInsets"), "\(keys)")
        #expect(!keys.contains("group") && !keys.contains("list") && !keys.contains("name"), "\(keys)")
    }

    /// The keys of the next entry of the sequence, or of the one before, are not the cursor's mapping's.
    @Test func otherSectionsKeysDoNotCount() throws {
        let text = """
            layout: Feed
            sections:
              - name: first
                ‸
              - name: second
                group: {axis: vertical, width: fractionalWidth(1), height: estimated(44), item: {}}

            """
        let keys = try Self.labels(text)
        #expect(keys.contains("group") && keys.contains("list") && !keys.contains("name"), "\(keys)")
        // A new entry's first key: everything a section starts with.
        let next = try Self.labels(Self.section.replacingOccurrences(of: "‸", with: "") + "  - ‸\n")
        #expect(next.contains("name") && next.contains("group") && next.contains("list"), "\(next)")
    }

    @Test func aGroupWithAnItemIsNotOfferedSubitems() throws {
        let text = Self.section.replacingOccurrences(of: "‸", with: "").replacingOccurrences(
            of: "      height: estimated(44)\n", with: "      height: estimated(44)\n      ‸\n")
        let keys = try Self.labels(text)
        #expect(keys.contains("interItemSpacing") && keys.contains("count"), "\(keys)")
        #expect(!keys.contains("subitems") && !keys.contains("item") && !keys.contains("axis"), "\(keys)")
        // And with subitems, not the item shorthand.
        let subitems = text.replacingOccurrences(
            of: "      item: {width: fractionalWidth(1), height: estimated(44)}",
            with: "      subitems:\n        - item: {width: fractionalWidth(1), height: estimated(44)}")
        let beside = try Self.labels(subitems)
        #expect(beside.contains("interItemSpacing") && !beside.contains("item") && !beside.contains("subitems"))
    }

    /// A subitem is an item or a group: with `item:` written, nothing else fits.
    @Test func aSubitemWithAnItemIsNotOfferedAGroup() throws {
        let text = """
            layout: Feed
            sections:
              - name: first
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: estimated(44)
                  subitems:
                    - item: {width: fractionalWidth(1), height: estimated(44)}
                      ‸

            """
        #expect(try Self.labels(text) == [])
    }

    /// In an inline mapping, its own keys count: `width` is written, `height` is not.
    @Test func keysInAnInlineMappingCount() throws {
        let text = Self.section.replacingOccurrences(of: "‸", with: "").replacingOccurrences(
            of: "item: {width: fractionalWidth(1), height: estimated(44)}", with: "item: {width: fractionalWidth(1), ‸}"
        )
        let keys = try Self.labels(text)
        #expect(keys.contains("height") && keys.contains("contentInsets") && !keys.contains("width"), "\(keys)")
        // An anchor takes one kind of offset.
        let anchor = Self.section.replacingOccurrences(of: "‸", with: "").replacingOccurrences(
            of: "item: {width: fractionalWidth(1), height: estimated(44)}",
            with: "item:\n        width: fractionalWidth(1)\n        height: estimated(44)\n        supplementaries:\n"
                + "          - kind: badge\n            width: absolute(20)\n            height: absolute(20)\n"
                + "            anchor: {edges: [top], absoluteOffset: [0, 0], ‸}")
        let offsets = try Self.labels(anchor)
        #expect(!offsets.contains("fractionalOffset") && !offsets.contains("absoluteOffset"), "\(offsets)")
        #expect(offsets.isEmpty, "\(offsets)")
    }

    /// A group with `custom: masonry` is offered the masonry group's keys, not a standard group's.
    @Test func aMasonryGroupIsOfferedItsOwnKeys() throws {
        let text = """
            layout: Feed
            sections:
              - name: first
                group:
                  custom: masonry
                  columns: 2
                  ‸

            """
        let keys = try Self.labels(text)
        #expect(keys.contains("columnSpacing") && keys.contains("itemHeight"), "\(keys)")
        #expect(!keys.contains("axis") && !keys.contains("subitems") && !keys.contains("columns"), "\(keys)")
    }

    @Test func aVariantWithAListIsNotOfferedAGroup() throws {
        let text = """
            layout: Feed
            sections:
              - name: first
                group: {axis: vertical, width: fractionalWidth(1), height: estimated(44), item: {}}
                variants:
                  - when: {minWidth: 600}
                    list: {}
                    ‸

            """
        let keys = try Self.labels(text)
        #expect(keys.contains("contentInsets") && !keys.contains("group") && !keys.contains("when"), "\(keys)")
    }

    /// The table of exclusive keys covers every `oneOf` of the schema (which lowering enforces too), and names
    /// only keys of its shapes.
    @Test func exclusiveKeysCoverTheSchema() throws {
        guard case let .object(root) = LayoutSchema.json,
            case let .object(definitions)? = root.first(where: { $0.0 == "definitions" })?.1
        else {
            Issue.record("no definitions in the schema")
            return
        }
        var found = 0
        // The exactly-one constraint, wherever the definition holds it (beside `use`, it sits in an `anyOf`).
        func oneOf(_ value: JSONValue) -> [JSONValue]? {
            switch value {
            case let .object(pairs):
                if case let .array(choices)? = pairs.first(where: { $0.0 == "oneOf" })?.1 { return choices }
                return pairs.lazy.compactMap { oneOf($0.1) }.first
            case let .array(items): return items.lazy.compactMap(oneOf).first
            default: return nil
            }
        }
        for (definition, value) in definitions {
            guard let choices = oneOf(value) else { continue }
            let keys = Set(
                choices.compactMap { choice -> String? in
                    guard case let .object(pairs) = choice, case let .array(required)? = pairs.first?.1,
                        case let .string(key)? = required.first
                    else { return nil }
                    return key
                })
            guard keys.count == choices.count else { continue }
            found += 1
            #expect(Completion.exclusiveKeys[definition]?.contains(keys) == true, "\(definition): \(keys)")
        }
        #expect(found == 3)
        for (definition, sets) in Completion.exclusiveKeys {
            let shape = try #require(Vocabulary.all.first { $0.definition == definition })
            for set in sets { #expect(set.isSubset(of: shape.keyNames), "\(definition): \(set)") }
        }
    }

    static let feed = """
        layout: Feed
        sections:
          - name: first
            orthogonalScrolling: continuous
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(100)
              interItemSpacing: fixed(8)
              item:
                width: fractionalWidth(1)
                height: fractionalHeight(1)
                supplementaries:
                  - kind: badge
                    width: absolute(20)
                    height: absolute(20)
                    anchor: {edges: [top, trailing]}
          - name: second
            list: {appearance: plain, headerMode: none}
        configuration:
          contentInsetsReference: automatic

        """

    static let dimensionForms = [
        "fractionalWidth()", "fractionalHeight()", "absolute()", "estimated()", "uniformAcrossSiblings()",
    ]

    /// After a dimension's key, its five forms: snippets with the cursor in the parentheses, or their defaults as
    /// plain text for a client without snippets. In the parentheses (version 1: a number) and after `axis:`, none.
    @Test func aDimensionIsOfferedItsFormsAsSnippets() throws {
        let group = try Self.editing(Self.feed, "      width: fractionalWidth(1)", "      width: ‸")
        let items = try Self.items(group, snippets: true)
        #expect(items.compactMap { $0["label"] as? String } == Self.dimensionForms)
        let fraction = try #require(items.first)
        #expect(fraction["insertText"] as? String == "fractionalWidth(${1:1})", "\(fraction)")
        #expect(fraction["insertTextFormat"] as? Int == 2, "\(fraction)")
        let uniform = try #require(items.last)
        #expect(uniform["insertText"] as? String == "uniformAcrossSiblings(${1:44})", "\(uniform)")
        let plain = try #require(try Self.items(group, snippets: false).first)
        #expect(plain["insertText"] as? String == "fractionalWidth(1)" && plain["insertTextFormat"] == nil, "\(plain)")
        // An item's height, and a supplementary's; in a form's parentheses, nothing; after `axis:`, its words only.
        let item = try Self.editing(Self.feed, "height: fractionalHeight(1)", "height: ‸")
        #expect(try Self.labels(item) == Self.dimensionForms)
        let badge = try Self.editing(Self.feed, "height: absolute(20)", "height: ‸")
        #expect(try Self.labels(badge) == Self.dimensionForms)
        #expect(try Self.labels(Self.editing(Self.feed, "absolute(100)", "absolute(‸")) == [])
        #expect(try Self.labels(Self.editing(Self.feed, "axis: horizontal", "axis: ‸")) == ["horizontal", "vertical"])
        // A spacing's forms are snippets too.
        let spacing = try Self.items(Self.editing(Self.feed, "interItemSpacing: fixed(8)", "interItemSpacing: ‸"))
        #expect(spacing.compactMap { $0["label"] as? String } == ["fixed()", "flexible()"])
    }

    /// After a key that takes words, exactly the vocabulary's words, in a block or an inline mapping, and in an
    /// inline sequence inside one.
    @Test func anEnumerationIsOfferedExactlyItsWords() throws {
        let places: [(String, String, [String])] = [
            (
                "orthogonalScrolling: continuous", "orthogonalScrolling: ‸",
                try Self.words(Vocabulary.section, "orthogonalScrolling")
            ),
            ("{appearance: plain,", "{appearance: ‸,", try Self.words(Vocabulary.list, "appearance")),
            ("headerMode: none}", "headerMode: ‸}", try Self.words(Vocabulary.list, "headerMode")),
            (
                "contentInsetsReference: automatic", "contentInsetsReference: ‸",
                try Self.words(Vocabulary.configuration, "contentInsetsReference")
            ),
            ("{edges: [top, trailing]}", "{edges: [top, ‸]}", try Self.words(Vocabulary.anchor, "edges")),
        ]
        for (target, replacement, words) in places {
            #expect(words.count >= 2)
            let labels = try Self.labels(Self.editing(Self.feed, target, replacement))
            #expect(labels == words, "\(replacement): \(labels)")
        }
        // A flow group's alignment; beside it, its item height is a dimension and its estimated width a number.
        let flow = """
            layout: Tags
            sections:
              - name: tags
                group:
                  custom: flow
                  itemHeight: absolute(32)
                  estimatedItemWidth: 80
                  alignment: ‸

            """
        #expect(try Self.labels(flow) == Self.words(Vocabulary.flowGroup, "alignment"))
        #expect(try Self.labels(Self.editing(flow, "itemHeight: absolute(32)", "itemHeight: ‸")) == Self.dimensionForms)
        #expect(try Self.labels(Self.editing(flow, "estimatedItemWidth: 80", "estimatedItemWidth: ‸")) == [])
    }

    /// A version 2 file, indented by four, being typed: the file does not parse.
    static let cards = """
        version: 2
        layout: Cards
        constants:
            gutter: 16
            side: "width > 500 ? (width - 500) / 2 : gutter"
        definitions:
            cell: {width: fractionalWidth(1), height: absolute(80)}
            wide:
                width: fractionalWidth(1)
                height: absolute(120)
        configuration:
            interSectionSpacing: gutter
        sections:
            - name: cards
              contentInsets: {leading: side, trailing: side}
              group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(120)
                  item: {use: cell}

        """

    /// In version 2, where a number goes: the environment's names, the functions and the file's constants, read from
    /// its text while it does not parse; the configuration's numbers take no environment; a constant does not name
    /// itself; a dimension takes them only in its parentheses; `use:` takes the definitions' names.
    @Test func version2NumbersAreOfferedNamesAndUsesDefinitions() throws {
        let environment = EnvironmentName.allCases.map(\.rawValue)
        let functions = ExpressionFunction.allCases.map { $0.rawValue + "(" }
        let typing = try Self.editing(Self.cards, "{leading: side, trailing: side}", "{leading: ‸")
        let inset = try Self.labels(typing)
        #expect(Set(environment + functions + ["gutter", "side"]) == Set(inset), "\(inset)")
        // The group's height (the definition `wide` writes one first, less indented).
        let height = "          height: absolute(120)"
        let argument = try Self.labels(
            Self.editing(typing.replacingOccurrences(of: "‸", with: ""), height, "          height: absolute(‸"))
        #expect(Set(argument) == Set(environment + functions + ["gutter", "side"]), "\(argument)")
        #expect(try Self.labels(Self.editing(Self.cards, height, "          height: ‸")) == Self.dimensionForms)
        let fixed = try Self.labels(Self.editing(Self.cards, "interSectionSpacing: gutter", "interSectionSpacing: ‸"))
        #expect(fixed == functions + ["gutter", "side"], "\(fixed)")
        let constant = try Self.labels(Self.editing(Self.cards, "side: \"width", "side: ‸\"width"))
        #expect(constant == environment + functions + ["gutter"], "\(constant)")
        #expect(try Self.labels(Self.editing(Self.cards, "{use: cell}", "{use: ‸}")) == ["cell", "wide"])
        // `axis:` takes its words only, in version 2 too.
        #expect(try Self.labels(Self.editing(Self.cards, "axis: horizontal", "axis: ‸")) == ["horizontal", "vertical"])
    }

    static let previewed = """
        layout: Feed
        sections:
          - name: first
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: estimated(44)
              item: {width: fractionalWidth(1), height: estimated(44)}
          - {name: second, list: {appearance: plain}}
        preview:
          device: iPhone 16
          sections:
            - layout: first
              items: 3

        """

    /// The preview's `device:` takes the presets' names; a preview section's `layout:` the file's section layouts'.
    @Test func thePreviewIsOfferedDevicesAndSectionLayouts() throws {
        let devices = DevicePresets.all.map(\.name)
        #expect(devices.contains("iPhone 16") && devices.contains("iPad (10th generation) landscape"))
        #expect(try Self.labels(Self.editing(Self.previewed, "device: iPhone 16", "device: ‸")) == devices)
        let inline = Self.previewed.replacingOccurrences(
            of: "preview:\n  device: iPhone 16\n", with: "preview:\n  traits: {horizontalSizeClass: ‸}\n")
        #expect(try Self.labels(inline) == ["compact", "regular"])
        #expect(try Self.labels(Self.editing(Self.previewed, "- layout: first", "- layout: ‸")) == ["first", "second"])
        // Nothing after the file's `layout:` or a section's `name:`: names of its own.
        #expect(try Self.labels(Self.editing(Self.previewed, "layout: Feed", "layout: ‸")) == [])
        #expect(try Self.labels(Self.editing(Self.previewed, "- name: first", "- name: ‸")) == [])
    }

    static let oneSection = """
        layout: Feed
        sections:
          - name: section
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: estimated(44)
              item: {width: fractionalWidth(1), height: estimated(44)}
          ‸

        """

    /// Where a new entry of `sections:` goes, only the snippet of a new section (no key fits there); after a new
    /// entry's dash, it beside the keys. Inserted as it stands, it is a section the file lints clean with.
    @Test func aNewSectionIsASnippet() throws {
        #expect(try Self.labels(Self.oneSection) == ["new section"])
        let inserted = try Self.inserting("new section", into: Self.oneSection)
        #expect(
            inserted
                == Self.oneSection.replacingOccurrences(
                    of: "  ‸\n",
                    with: """
                          - name: section2
                            group:
                              axis: vertical
                              width: fractionalWidth(1)
                              height: estimated(44)
                              item:
                                width: fractionalWidth(1)
                                height: estimated(44)

                        """), "\(inserted)")
        #expect(Self.errors(inserted) == [])
        let dash = Self.oneSection.replacingOccurrences(of: "  ‸\n", with: "  - ‸\n")
        let keys = try Self.labels(dash)
        #expect(keys.contains("new section") && keys.contains("name") && keys.contains("group"), "\(keys)")
        #expect(try Self.inserting("new section", into: dash) == inserted)
    }

    static let rows = """
        layout: Feed
        sections:
          - name: rows
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: estimated(44)
              subitems:
                - item: {width: fractionalWidth(1), height: estimated(44)}
                ‸

        """

    /// Where a new subitem goes, the snippets of an item and a group; after its dash, they beside the keys; in a group
    /// without subitems, an item or a nested group. Each, inserted as it stands, lints clean. A masonry group takes
    /// neither.
    @Test func itemsAndGroupsAreSnippets() throws {
        #expect(try Self.labels(Self.rows) == ["new item", "new group"])
        let group = try Self.inserting("new group", into: Self.rows)
        #expect(
            group.hasSuffix(
                """
                        - group:
                            axis: horizontal
                            width: fractionalWidth(1)
                            height: estimated(44)
                            item:
                              width: fractionalWidth(1)
                              height: estimated(44)

                """), "\(group)")
        #expect(Self.errors(group) == [])
        #expect(Self.errors(try Self.inserting("new item", into: Self.rows)) == [])
        let dash = Self.rows.replacingOccurrences(of: "        ‸\n", with: "        - ‸\n")
        let subitem = try Self.labels(dash)
        #expect(Set(subitem) == ["item", "group", "new item", "new group"], "\(subitem)")
        #expect(try Self.inserting("new group", into: dash) == group)
        #expect(Self.errors(try Self.inserting("new item", into: dash)) == [])
        // In the group itself, before it has subitems.
        let bare = Self.rows.replacingOccurrences(
            of: "      subitems:\n        - item: {width: fractionalWidth(1), height: estimated(44)}\n        ‸\n",
            with: "      ‸\n")
        let keys = try Self.labels(bare)
        #expect(keys.contains("new item") && keys.contains("new group") && keys.contains("subitems"), "\(keys)")
        let nested = try Self.inserting("new group", into: bare)
        #expect(nested.contains("      subitems:\n        - group:\n            axis: horizontal\n"), "\(nested)")
        #expect(Self.errors(nested) == [])
        #expect(Self.errors(try Self.inserting("new item", into: bare)) == [])
        // Not in a masonry group, which has no subitems.
        let masonry = bare.replacingOccurrences(
            of: "      axis: vertical\n", with: "      custom: masonry\n      columns: 2\n")
        let masonryKeys = try Self.labels(masonry)
        #expect(!masonryKeys.contains("new item") && !masonryKeys.contains("new group"), "\(masonryKeys)")
    }
}
