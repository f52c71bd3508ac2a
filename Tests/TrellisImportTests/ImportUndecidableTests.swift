import Testing
import TrellisImport

/// Never silently wrong: every construct the interpreter meets that it cannot decide from the source is a located
/// note and a TODO saying what stands in. Each case is one construct; the layout around it is the same row section.
@Suite struct ImportUndecidableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var construct: String
        /// The body of `makeLayout()`'s section provider, which has `index` and `environment`, `self.model` (app
        /// data) and `row(_:)`, which makes a section of rows that tall.
        var body: String
        /// The note's line and column in the file (where the value it cannot decide comes from: the app data's
        /// declaration, the subject, the pattern or the statement), and its message.
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { construct }
    }

    static func source(_ body: String) -> String {
        """
        import UIKit
        struct Model: Decodable { let kind: String; let height: CGFloat?; let tall: Bool; let rows: [Int] }
        final class Screen: UIViewController {
            var model = Model(kind: "", height: nil, tall: false, rows: [])
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
        \(body)
                }
            }
            func row(_ height: CGFloat) -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                let item = NSCollectionLayoutItem(layoutSize: size)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """
    }

    static let cases: [Case] = [
        Case(
            construct: "switch on app data",
            body: """
                        switch self.model.kind {
                        case "banner": return self.row(200)
                        default: return self.row(44)
                        }
                """, line: 7, column: 16,
            message: "not imported: a `switch` on `self.model.kind`, which the importer cannot decide from the source; "
                + "the `default:` branch stands in"),
        Case(
            construct: "switch with a binding pattern",
            body: """
                        switch index {
                        case let first where first == 0: return self.row(200)
                        default: return self.row(44)
                        }
                """, line: 8, column: 14,
            message: "not imported: a case pattern the importer cannot match; the `default:` branch stands in"),
        Case(
            construct: "if on app state",
            body: """
                        if self.model.tall { return self.row(200) }
                        return self.row(44)
                """, line: 4, column: 17, message: "the branch taken when it is false stands in"),
        Case(
            construct: "guard on app state",
            body: """
                        guard self.model.tall else { return self.row(44) }
                        return self.row(200)
                """, line: 4, column: 17, message: "the branch taken when it is false stands in"),
        Case(
            construct: "if let of app data",
            body: """
                        if let height = self.model.height { return self.row(height) }
                        return self.row(44)
                """, line: 4, column: 17, message: "the branch taken when it is not nil stands in"),
        Case(
            construct: "a for loop",
            body: """
                        var height: CGFloat = 44
                        for extra in self.model.rows { height += CGFloat(extra) }
                        return self.row(height)
                """, line: 8, column: 9,
            message: "not imported: a `for` statement, which the importer does not run; the code without it stands in"),
        Case(
            construct: "a while loop",
            body: """
                        var height: CGFloat = 44
                        while height < 100 { height *= 2 }
                        return self.row(height)
                """, line: 8, column: 9,
            message: "not imported: a `while` statement, which the importer does not run; the code without it stands in"
        ),
    ]

    @Test(arguments: cases)
    func anUndecidableConstructIsANoteAndATodo(_ fixture: Case) throws {
        let outcome = SwiftLayoutImporter(sources: [("Screen.swift", Self.source(fixture.body))]).importAll()
        let layout = try #require(outcome.layouts.first, "\(outcome)")
        let notes = layout.notes.map(\.description)
        let expected = "Screen.swift:\(fixture.line):\(fixture.column): note: "
        #expect(notes.contains { $0.hasPrefix(expected) && $0.contains(fixture.message) }, "\(notes)")
        #expect(layout.text.contains("# TODO: not imported:"), "\(layout.text)")
    }

    /// What the importer decides is no guess: a switch on the section index, and `break` in a case.
    @Test func decidedConstructsAreNotNoted() throws {
        let body = """
                    switch index {
                    case 0: return self.row(200)
                    case 1: break
                    default: return self.row(44)
                    }
                    return self.row(60)
            """
        let outcome = SwiftLayoutImporter(sources: [("Screen.swift", Self.source(body))]).importAll()
        let layout = try #require(outcome.layouts.first)
        #expect(layout.notes.isEmpty, "\(layout.notes)")
    }
}
