import Testing
import TrellisCore
import TrellisModel
import TrellisWriter
@testable import TrellisLanguage

/// A group's `repeating` (version 2, Grammar/Reference.md §5.1): `repeatingSubitem:count:`'s copies at their own
/// size, a whole number or an expression; what lowering refuses, and the writer writing it back as it was read.
@Suite struct RepeatingTests {
    /// A file whose one section is a full-width row 100 pt tall; `keys` are the group's further keys, indented.
    static func row(_ keys: String, version: Int = 2) -> String {
        (version == 2 ? "version: 2\n" : "")
            + "layout: Row\ndeploymentTarget: {iOS: \"16.0\"}\nsections:\n  - name: row\n    group:\n"
            + "      axis: horizontal\n      width: fractionalWidth(1)\n      height: absolute(100)\n" + keys
    }

    static let item = "      item: {width: absolute(100), height: absolute(100)}\n"
    static let square = LayoutItem(size: LayoutSize(width: .absolute(100), height: .absolute(100)))

    /// The standard group `text` lowers to, without a diagnostic; nil when it lowers to none.
    static func group(_ text: String) -> StandardGroup? {
        let lowered = LoweringTests.lower(text)
        #expect(lowered.diagnostics.isEmpty, "\(lowered.diagnostics.map(\.message))")
        guard case let .group(.standard(group))? = lowered.document?.sections.first.base.body else { return nil }
        return group
    }

    @Test func aWholeNumberIsThatManyCopiesOfTheItem() throws {
        let group = try #require(Self.group(Self.row("      repeating: 3\n      interItemSpacing: 10\n" + Self.item)))
        // The copies, not `count`'s resized repetition: the model keeps the item's own size and the number 3.
        #expect(group.content == .copies(.item(Self.square), count: 3))
        #expect(group.interItemSpacing == .fixed(10))
    }

    @Test func anExpressionIsKeptWithItsReferenceValue() throws {
        let group = try #require(Self.group(Self.row("      repeating: \"width > 600 ? 3 : 2\"\n" + Self.item)))
        guard case let .copies(_, count) = group.content else {
            Issue.record("not copies: \(group.content)")
            return
        }
        // The reference environment is 390 wide: 390 > 600 does not hold, so 2.
        #expect(count.expression?.description == "width > 600 ? 3 : 2")
        #expect(count.value == 2)
    }

    @Test func aOneEntrySubitemsListCopiesANestedGroup() throws {
        let nested =
            "      repeating: 2\n      subitems:\n        - group:\n            axis: vertical\n"
            + "            width: absolute(100)\n            height: fractionalHeight(1)\n"
            + "            item: {width: fractionalWidth(1), height: fractionalHeight(0.5)}\n"
        let group = try #require(Self.group(Self.row(nested)))
        guard case let .copies(.group(.standard(copied)), count) = group.content else {
            Issue.record("not copies of a group: \(group.content)")
            return
        }
        #expect(count == 2 && copied.axis == .vertical)
    }

    @Test func versionOneRefusesTheKey() {
        // No `version: 2`: `repeating` is on line 9, column 7; the error names the fix.
        let lowered = LoweringTests.lower(Self.row("      repeating: 3\n" + Self.item, version: 1))
        #expect(lowered.diagnostics.map { "\($0.rule)@\($0.range.start)" } == ["invalid_value@9:7"])
        #expect(lowered.diagnostics.first?.message.contains("state 'version: 2'") == true)
    }

    @Test func countAndRepeatingAreExclusive() {
        // Reported at the key written second (line 11), with a note at the first.
        let lowered = LoweringTests.lower(Self.row("      count: 3\n      repeating: 3\n" + Self.item))
        #expect(lowered.diagnostics.map { "\($0.rule)@\($0.range.start)" } == ["invalid_value@11:7"])
        #expect(lowered.diagnostics.first?.message.contains("'count' and 'repeating' cannot both appear") == true)
        #expect(lowered.diagnostics.first?.notes.map(\.range.start.line) == [10])
    }

    @Test func adaptiveIsRefusedWithCountOffered() throws {
        // `      repeating: ` is 17 columns: the value starts at column 18 of line 10.
        let lowered = LoweringTests.lower(Self.row("      repeating: adaptive(120)\n" + Self.item))
        #expect(lowered.diagnostics.map { "\($0.rule)@\($0.range.start)" } == ["invalid_value@10:18"])
        let diagnostic = try #require(lowered.diagnostics.first)
        #expect(diagnostic.message.contains("adaptive(...) divides the group into equal columns, which is 'count'"))
        // The fix-it renames the key (line 10, columns 7 to 16), since only `count` resizes to equal columns.
        #expect(diagnostic.fixIt?.replacement == "count")
        #expect(diagnostic.fixIt?.range.start.line == 10 && diagnostic.fixIt?.range.start.column == 7)
    }

    @Test func moreThanOneSubitemIsRefused() {
        let two =
            "      repeating: 2\n      subitems:\n        - item: {width: absolute(100), height: absolute(100)}\n"
            + "        - item: {width: absolute(50), height: absolute(100)}\n"
        let lowered = LoweringTests.lower(Self.row(two))
        // At the `subitems` key, line 11.
        #expect(lowered.diagnostics.map { "\($0.rule)@\($0.range.start)" } == ["invalid_value@11:7"])
        #expect(
            lowered.diagnostics.first?.message
                == "a group with 'repeating' copies exactly one subitem, but this one lists 2")
    }

    /// Text -> model -> text gives the text back: the writer writes `repeating` where `count` would stand, a number
    /// as it is and an expression quoted; `version: 2` because the key needs it.
    @Test(arguments: [
        "      repeating: 3\n      interItemSpacing: 10\n" + item,
        "      repeating: \"width > 600 ? 3 : 2\"\n      interItemSpacing: 10\n" + item,
        "      repeating: 2\n      subitems:\n        - group:\n            axis: vertical\n"
            + "            width: absolute(100)\n            height: fractionalHeight(1)\n"
            + "            item: {width: fractionalWidth(1), height: fractionalHeight(0.5)}\n",
    ])
    func theWriterWritesTheTextBack(_ keys: String) throws {
        let text = Self.row(keys)
        let lowered = LoweringTests.lower(text)
        #expect(lowered.diagnostics.isEmpty, "\(lowered.diagnostics.map(\.message))")
        let document = try #require(lowered.document)
        #expect(LayoutFileWriter().text(of: document) == text)
    }

    /// A model that copies a subitem is written as version 2 whatever version it says, so the file lowers.
    @Test func theWriterStatesVersionTwoForCopies() throws {
        let original = try #require(LoweringTests.lower(Self.row("      repeating: 3\n" + Self.item)).document)
        var document = original
        document.languageVersion = 1
        let written = LayoutFileWriter().text(of: document)
        #expect(written.hasPrefix("version: 2\n"))
        #expect(LoweringTests.lower(written).document == original)
    }
}
