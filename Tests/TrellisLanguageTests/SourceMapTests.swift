import Testing
import TrellisCore
import TrellisModel
import TrellisSyntax

@testable import TrellisLanguage

/// The source map's two resolvers: a model path to the position a message points at, and a position to the model
/// path of what is written there (hover, `trellis explain FILE:LINE:COLUMN`). Positions are counted by hand from
/// the text below.
struct SourceMapTests {
    static let text = """
        layout: Map
        sections:
          - name: grid
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(100)
              subitems:
                - item: {width: fractionalWidth(1/3), height: fractionalHeight(1)}
                - group:
                    axis: vertical
                    width: fractionalWidth(2/3)
                    height: fractionalHeight(1)
                    subitems:
                      - item: {width: fractionalWidth(1), height: fractionalHeight(1/2)}
            variants:
              - when: {minWidth: 600}
                contentInsets: {leading: 8, trailing: 8}

        """

    static func located() throws -> LocatedDocument {
        let loaded = YAMLLoader().load(bytes: Array(text.utf8), path: "map.layout.yaml")
        let lowered = Lowering.lower(try #require(loaded.document))
        #expect(lowered.diagnostics.isEmpty, "\(lowered.diagnostics)")
        return try #require(lowered.sourceMap)
    }

    static func at(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

    /// On the key that introduces a node, anywhere in its flow mapping, and on one of its own keys or values.
    @Test func positionsNameTheInnermostNode() throws {
        let located = try Self.located()
        let grid = { (path: [Int], field: String?) in
            ModelPath.section("grid", variant: nil, .group(path), field: field)
        }
        // `item` of line 9 (columns 11-14), its `width` key (column 18) and value (columns 25-44).
        #expect(located.node(at: Self.at(9, 11))?.path == grid([0], nil))
        #expect(located.node(at: Self.at(9, 11))?.range == SourceRange(start: Self.at(9, 11), length: 4))
        #expect(located.node(at: Self.at(9, 18))?.path == grid([0], "width"))
        let value = try #require(located.node(at: Self.at(9, 27)))
        #expect(value.path == grid([0], "width"))
        #expect(value.range == SourceRange(start: Self.at(9, 25), length: 20))
        // Between two pairs of the flow mapping (the space after the first comma): the item, on nothing it names.
        let between = try #require(located.node(at: Self.at(9, 46)))
        #expect(between.path == grid([0], nil) && between.range == nil)
        // The nested group's `height` (line 13) and its item's key (line 15, columns 17-20).
        #expect(located.node(at: Self.at(13, 13))?.path == grid([1], "height"))
        #expect(located.node(at: Self.at(15, 20))?.path == grid([1, 0], nil))
        // The top-level group's own key, and the section's name.
        #expect(located.node(at: Self.at(5, 7))?.path == grid([], "axis"))
        #expect(located.node(at: Self.at(3, 13))?.path == .section("grid", field: "name"))
        // The variant's insets belong to no item or group.
        #expect(located.node(at: Self.at(18, 12)) == nil)
    }

    /// Every node's position, turned back into a path, names the node again.
    @Test func theResolversAreInverses() throws {
        let located = try Self.located()
        var checked = 0
        for content in located.sections.flatMap(\.contents) {
            content.walkNodes { node, _ in
                for field in ["width", "height"] {
                    let path = ModelPath.section(content.sectionName, variant: content.variant, .group(node.path))
                    var named = path
                    named.field = field
                    let range = located.range(of: named)
                    // A variant shares its base's group: the position names the base's node.
                    let expected = ModelPath.section(content.sectionName, variant: nil, .group(node.path), field: field)
                    #expect(located.node(at: range.start)?.path == expected, "\(named) at \(range)")
                    checked += 1
                }
            }
        }
        #expect(checked == 2 * 4 * 2)
    }
}
