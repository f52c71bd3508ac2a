import Foundation
import Testing
import TrellisCore
import TrellisLanguage
@testable import TrellisLanguageServer

/// Completion offers only the keys that fit where the cursor is: none already written in the mapping, and none
/// that excludes (or is excluded by) one written there, as lowering refuses them together.
@Suite struct CompletionTests {
    /// The completion labels at `‸` in `text` (the marker removed).
    static func labels(_ text: String) throws -> [String] {
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("‸") })
        let character = lines[line].components(separatedBy: "‸")[0].utf16.count
        let (server, _) = LanguageServerTests.server(opening: text.replacingOccurrences(of: "‸", with: ""))
        let items = LanguageServerTests.request(
            server, "textDocument/completion",
            [
                "textDocument": ["uri": LanguageServerTests.uri],
                "position": LanguageServerTests.position(line, character),
            ])
        return (items as? [JSONObject] ?? []).compactMap { $0["label"] as? String }
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
}
