import TrellisCore

/// The checks lowering performs (Grammar/Reference.md, §13 "Structural rule ids"). They are
/// not `Rule`s: they decide whether a file can be read at all, so they always run, are always
/// errors and cannot be suppressed. Their descriptions and examples live here so that
/// `trellis rules` and Docs/Rules.md explain them, and the rule example test checks them.
package enum StructuralChecks {
    private static let grid = """
        group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(100)
              item: {width: fractionalWidth(1/3), height: fractionalHeight(1)}
        """

    private static func check(
        _ id: RuleID, _ name: String, _ summary: String, _ rationale: String, withoutFixIt: String,
        triggering: String..., nonTriggering: String
    ) -> RuleDescription {
        RuleDescription(
            id: id, name: name, summary: summary, rationale: rationale, severity: .error, category: .structure,
            withoutFixIt: withoutFixIt, triggering: triggering.map { RuleExample($0) },
            nonTriggering: [RuleExample(nonTriggering)])
    }

    private static let valid = """
        layout: Grid
        sections:
          - name: grid
            \(grid)
        """

    package static let descriptions: [RuleDescription] = [
        check(
            .yamlSyntax, "YAML Syntax", "The file is not well-formed YAML.",
            "Nothing after a syntax error can be read; libyaml stops there.",
            withoutFixIt: """
                Only where the mistake has one repair: a missing ':' after a key, a tab in the indentation, a closing \
                bracket of the wrong kind, or a bracket left open at the end of the line it opened on; what a \
                bracket left open across lines, or a stray character, meant is the author's to say.
                """,
            triggering: valid.replacingOccurrences(of: "fractionalHeight(1)}", with: "fractionalHeight(1)↓]"),
            valid.replacingOccurrences(of: "item: {", with: "item: ↓{")
                .replacingOccurrences(of: "fractionalHeight(1)}", with: "fractionalHeight(1)"),
            nonTriggering: valid),
        check(
            .duplicateKey, "Duplicate Key", "A mapping states the same key twice.",
            "YAML forbids it, and which value wins differs between parsers.",
            withoutFixIt:
                "Which of the two values was meant is the author's choice.",
            triggering: "layout: Grid\n↓layout: Other\nsections:\n  - name: grid\n    \(grid)\n", nonTriggering: valid),
        check(
            .unknownKey, "Unknown Key",
            "A key the language does not define, with a suggestion when a known key is close, when the mapping one "
                + "level up or down has the key, or when UIEdgeInsets' left or right stands for leading or trailing.",
            "A misspelt or misplaced key would otherwise be ignored and its setting silently lost.",
            withoutFixIt: """
                Only when a known key is close to the misspelt one, for `left` and `right` in insets unless the \
                mapping states the directional edge already, and for a key that belongs one level up or down when the \
                move is one change of indentation: the key is on a line of its own, and is the last key of the block \
                it leaves, or follows the block it moves into.
                """,
            triggering: "layout: Grid\nsections:\n  - name: grid\n    \(grid)\n    ↓interGroupSpaceing: 8\n",
            "layout: Grid\nsections:\n  - name: grid\n    \(grid)\n      ↓interGroupSpacing: 8\n",
            "layout: Grid\nsections:\n  - name: grid\n    \(grid)\n    contentInsets: {top: 8, ↓left: 16}\n",
            nonTriggering: valid),
        check(
            .missingKey, "Missing Key", "A required key is absent.",
            "Every element needs the keys its UIKit initializer takes (a size needs a width and a height).",
            withoutFixIt:
                "The missing value is the author's choice.",
            triggering: "layout: Grid\nsections:\n  - ↓name: grid\n", nonTriggering: valid),
        check(
            .typeMismatch, "Type Mismatch",
            "A value of the wrong YAML type: a mapping where a number belongs, a string where a boolean belongs, ...",
            "YAML 1.2 reads `yes` as a string; the language never guesses.",
            withoutFixIt:
                "Only where the meaning is clear: a YAML 1.1 boolean (`yes` becomes `true`), or a one-element list "
                + "written on one line where its element belongs (`[8]` becomes `8`).",
            triggering: "layout: Grid\nsections:\n  - name: grid\n    \(grid)\n    interGroupSpacing: ↓[8]\n",
            nonTriggering: valid),
        check(
            .invalidDimension, "Invalid Dimension",
            "A dimension that does not parse as fractionalWidth(n), fractionalHeight(n), absolute(n), estimated(n) or "
                + "uniformAcrossSiblings(n).",
            "Every size is one of NSCollectionLayoutDimension's five kinds.",
            withoutFixIt: """
                Only for a misspelt kind with a close known one, or a positive bare number (`estimated(n)` where the \
                size self-sizes, else `absolute(n)`).
                """,
            triggering:
                "layout: Grid\nsections:\n  - name: grid\n    group:\n      axis: horizontal\n      width: "
                + "↓fractionWidth(1)\n      height: absolute(100)\n      item: {width: fractionalWidth(1), "
                + "height: fractionalHeight(1)}\n",
            nonTriggering: valid),
        check(
            .invalidValue, "Invalid Value",
            "A value outside its allowed set or range: an unknown word, NaN, infinity, a magnitude over 10^6, ...",
            "UIKit raises or misbehaves on such values; the file is refused where they are written.",
            withoutFixIt:
                "Only when a known value is close to the misspelt one.",
            triggering: "layout: Grid\nsections:\n  - name: grid\n    \(grid)\n    orthogonalScrolling: ↓sideways\n",
            nonTriggering: valid),
        check(
            .duplicateName, "Duplicate Name", "Two section layouts with one name.",
            "The name becomes a case of the generated Section enum and a function name.",
            withoutFixIt:
                "Only for a plain (unquoted) name; the later layout becomes `name2`, so references keep the first.",
            triggering: "layout: Grid\nsections:\n  - name: grid\n    \(grid)\n  - name: ↓grid\n    \(grid)\n",
            nonTriggering: valid),
        check(
            .unknownSection, "Unknown Section", "Preview data naming a section layout the file does not define.",
            "The preview could not lay that section out.",
            withoutFixIt:
                "Only when a section layout of the file has a close name.",
            triggering: valid + "\npreview:\n  sections:\n    - {layout: ↓gird, items: 3}\n",
            nonTriggering: valid + "\npreview:\n  sections:\n    - {layout: grid, items: 3}\n"),
        check(
            .inputLimit, "Input Limit",
            "The input exceeds a size, nesting-depth or alias-expansion limit (Grammar/Reference.md §11).",
            "Bounds keep every command finite and fast on any input, alias bombs included.",
            withoutFixIt:
                "The file is beyond what Trellis reads; there is nothing to rewrite.",
            triggering: "layout: Grid\nsections: " + String(repeating: "[", count: 63) + "↓["
                + String(repeating: "]", count: 64) + "\n", nonTriggering: valid),
        check(
            .nonPositiveDimension, "Non-Positive Dimension", "A dimension, count or column count of zero or less.",
            "Zero and negative sizes crash layouts (IGListKit issue 937; MagazineLayout divides by the column count).",
            withoutFixIt:
                "The size that was meant is the author's choice.",
            triggering:
                "layout: Grid\nsections:\n  - name: grid\n    group:\n      axis: horizontal\n      width: "
                + "fractionalWidth(1)\n      height: absolute(↓0)\n      item: {width: fractionalWidth(1), "
                + "height: fractionalHeight(1)}\n",
            nonTriggering: valid),
        check(
            .overlappingIndexes, "Overlapping Indexes", "Two section layouts whose `indexes` share an index.",
            "The index-based provider takes the first match; the later layout silently loses those indexes.",
            withoutFixIt:
                "Only for a pattern on one line whose remaining indexes are one range or at most 16 indexes, "
                + "where neither it nor the patterns it overlaps step (`{every: n}`): the fix-it keeps only the "
                + "indexes the later layout actually serves.",
            triggering:
                "layout: Grid\nsections:\n  - name: first\n    indexes: \"0...2\"\n    \(grid)\n  - name: second\n    "
                + "indexes: ↓[2, 3]\n    \(grid)\n",
            nonTriggering:
                "layout: Grid\nsections:\n  - name: first\n    indexes: \"0...2\"\n    \(grid)\n  - name: second\n    "
                + "indexes: [3, 4]\n    \(grid)\n"
        ),
        check(
            .unreachableIndexes, "Unreachable Indexes",
            "A section layout whose every index is already served by earlier section layouts.",
            "The index-based provider never returns it.",
            withoutFixIt:
                "Which section layout should own the indexes is the author's choice.",
            triggering:
                "layout: Grid\nsections:\n  - name: first\n    indexes: \"0...\"\n    \(grid)\n  - name: second\n    "
                + "indexes: ↓3\n    \(grid)\n",
            nonTriggering:
                "layout: Grid\nsections:\n  - name: first\n    indexes: \"0..<3\"\n    \(grid)\n  - name: second\n    "
                + "indexes: 3\n    \(grid)\n"
        ),
        check(
            .invalidExpression, "Invalid Expression",
            "A version 2 expression or condition that does not read: an unknown name or function, a wrong number of "
                + "arguments, a misplaced operator, or constants that form a cycle.",
            "The section provider could not be generated or evaluated; the diagnostic points at the offending part.",
            withoutFixIt:
                "Only for an unknown name or function with a close known one.",
            triggering:
                "version: 2\nlayout: Grid\nsections:\n  - name: grid\n    group:\n      axis: horizontal\n      width: "
                + "fractionalWidth(1)\n      height: absolute(44)\n      count: round(↓widht / 230)\n      item: "
                + "{width: fractionalWidth(1), height: fractionalHeight(1)}\n",
            nonTriggering:
                "version: 2\nlayout: Grid\nsections:\n  - name: grid\n    group:\n      axis: horizontal\n      width: "
                + "fractionalWidth(1)\n      height: absolute(44)\n      count: round(width / 230)\n      item: "
                + "{width: fractionalWidth(1), height: fractionalHeight(1)}\n"),
    ]
}
