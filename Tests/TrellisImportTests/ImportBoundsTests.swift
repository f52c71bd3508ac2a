import Testing
import TrellisImport
import TrellisPipeline

/// `trellis import` in bounded time and memory: files nested too deeply, constants defined in a cycle, and code
/// whose work doubles at each step. Without the bounds each of these crashes (a stack overflow) or runs for hours.
struct ImportBoundsTests {
    /// A layout function the files below share, so each file has something to import.
    static let layout = """

        func makeRowsLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """

    static func outcome(_ source: String) -> SwiftLayoutImporter.Outcome {
        SwiftLayoutImporter(sources: [("Deep.swift", source)]).importAll()
    }

    // MARK: - Nesting

    /// 1,000 nested array literals overflow the stack inside swift-syntax's parser; 40 take it hours (its lookahead
    /// doubles with each square bracket). Both are refused before parsing, at the bracket past the bound.
    @Test(arguments: [40, 1_000]) func deeplyNestedArraysAreALocatedError(depth: Int) {
        let source =
            "let height: CGFloat = 44\nlet x = " + String(repeating: "[", count: depth) + "1"
            + String(repeating: "]", count: depth) + "\n" + Self.layout
        let outcome = Self.outcome(source)
        #expect(outcome.layouts.isEmpty)
        // `let x = ` is 8 columns: the 13th bracket is column 21.
        #expect(
            outcome.errors.map(\.description) == [
                "Deep.swift:2:21: error: square brackets nested more than 12 deep; not imported"
            ])
    }

    /// A number too large to be finite (`1e400`, or arithmetic that overflows) is not imported: a layout file has no
    /// word for it, and it was written as `absolute(null)`.
    @Test(arguments: ["1e400", "1e300 * 1e300"]) func infiniteNumbersAreNotImported(_ written: String) throws {
        let outcome = Self.outcome("let height: CGFloat = \(written)\n" + Self.layout)
        let layout = try #require(outcome.layouts.first)
        #expect(!layout.text.contains("null"), "\(layout.text)")
        #expect(layout.text.contains("a number that is not finite"), "\(layout.text)")
    }

    /// Brackets in comments and string literals (interpolations aside) are not code; brackets nested within
    /// bounds import as before.
    @Test func bracketsInCommentsAndStringsDoNotCount() throws {
        let brackets = String(repeating: "[", count: 100)
        let source =
            "// \(brackets)\n/* \(brackets) /* nested */ */\nlet title = \"\(brackets)\\(\"]\")\"\n"
            + "let raw = #\"\(brackets)\"#\nlet height: CGFloat = [[[[44]]]].count > 0 ? 44 : 0\n" + Self.layout
        let outcome = Self.outcome(source)
        #expect(outcome.errors.isEmpty)
        let layout = try #require(outcome.layouts.first)
        #expect(layout.text.contains("height: absolute(44)"), "\(layout.text)")
    }

    /// Any bracket past 64 open is refused, round or curly.
    @Test func deeplyNestedParenthesesAreALocatedError() {
        let source =
            "let height: CGFloat = " + String(repeating: "(", count: 65) + "44"
            + String(repeating: ")", count: 65) + "\n" + Self.layout
        #expect(
            Self.outcome(source).errors.map(\.description) == [
                "Deep.swift:1:87: error: brackets nested more than 64 deep; not imported"
            ])
    }

    /// A 20,000-term sum folds into a tree 20,000 deep, and a member chain parses into one: swift-syntax's walks
    /// over it overflow the stack. Both are measured before they are walked.
    @Test func longChainsAreALocatedError() {
        let sum = Self.outcome("let height: CGFloat = 1" + String(repeating: " + 1", count: 20_000) + Self.layout)
        #expect(
            sum.errors.map(\.description) == [
                "Deep.swift:1:23: error: an expression of more than 256 operators; not imported"
            ])
        let chain = Self.outcome("let height = a" + String(repeating: ".a", count: 20_000) + Self.layout)
        #expect(chain.errors.count == 1 && chain.errors[0].description.hasPrefix("Deep.swift:1:"))
        #expect(
            chain.errors.first?.description.hasSuffix("error: code nested more than 1000 levels deep; not imported")
                == true)
    }

    /// A member chain within the tree's bound but deeper than the interpreter follows: a note, not a stack overflow.
    @Test func aLongChainWithinTheTreeBoundIsANote() throws {
        let layout = try #require(
            Self.outcome("let height = a" + String(repeating: ".a", count: 900) + Self.layout).layouts.first)
        #expect(layout.notes.contains { $0.message.hasPrefix("not imported: an expression nested more than 400") })
    }

    // MARK: - Cycles

    /// Constants that refer to each other recursed until the stack overflowed. The cycle is an error at the
    /// reference closing it, naming the constants around it; the layout is written with a stand-in.
    @Test func constantsInACycleAreALocatedError() throws {
        let source = "let height: CGFloat = gap\nlet gap: CGFloat = height\n" + Self.layout
        let layout = try #require(Self.outcome(source).layouts.first)
        let errors = layout.notes.filter { $0.severity == .error }.map(\.description)
        #expect(
            errors == [
                "Deep.swift:2:20: error: constants defined in a cycle: height → gap → height; not imported"
            ])
    }

    @Test func aConstantDefinedByItselfIsALocatedError() throws {
        let source = "let height: CGFloat = height + 1\n" + Self.layout
        let layout = try #require(Self.outcome(source).layouts.first)
        let errors = layout.notes.filter { $0.severity == .error }.map(\.description)
        #expect(errors == ["Deep.swift:1:23: error: constants defined in a cycle: height → height; not imported"])
        #expect(layout.text.contains("TODO: not imported: `height`, defined in a cycle (height → height)"))
    }

    // MARK: - Work

    /// 40 constants each the sum of the one before twice: each is evaluated once, so `c40` is 2^40 in 40 steps,
    /// not 2^40 steps.
    @Test func doublingConstantsAreEvaluatedOnce() throws {
        var source = "let c0: CGFloat = 1\n"
        for index in 1...40 { source += "let c\(index) = c\(index - 1) + c\(index - 1)\n" }
        source += "let height = c40 / 1_099_511_627_776 * 44\n" + Self.layout
        let outcome = Self.outcome(source)
        let layout = try #require(outcome.layouts.first)
        #expect(layout.notes.isEmpty && layout.text.contains("height: absolute(44)"), "\(layout.text)")
    }

    /// 31 helpers each calling the next twice: a helper called again with the same numbers gives the same number,
    /// so 31 calls are evaluated, not 2^31.
    @Test func doublingHelpersAreMemoised() throws {
        var source = "func h31(_ x: CGFloat) -> CGFloat { x }\n"
        for index in 0...30 {
            source += "func h\(index)(_ x: CGFloat) -> CGFloat { h\(index + 1)(x) + h\(index + 1)(x) }\n"
        }
        source += "let height = h0(1) / 2_147_483_648 * 44\n" + Self.layout
        let layout = try #require(Self.outcome(source).layouts.first)
        #expect(layout.notes.isEmpty && layout.text.contains("height: absolute(44)"), "\(layout.notes)")
    }

    /// Helpers that build a new group each call cannot be memoised (each group is its own object): the budget of
    /// evaluation steps stops them, with a note at the step it ran out, and the file says it is partial.
    @Test func workPastTheBudgetIsANoteAndAPartialLayout() throws {
        var source = """
            let height: CGFloat = 44
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            func g31() -> NSCollectionLayoutGroup {
                .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            }

            """
        for index in 0...30 {
            let next = "g\(index + 1)()"
            source += "func g\(index)() -> NSCollectionLayoutGroup {\n"
            source += "    .vertical(layoutSize: size, subitems: [\(next), \(next)])\n}\n"
        }
        source += """
            func makeTreeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: g0()))
            }
            """
        let layout = try #require(Self.outcome(source).layouts.first)
        #expect(
            layout.notes.contains {
                $0.message.hasPrefix("the import stopped after 100000 evaluation steps here, so this layout is partial")
            }, "\(layout.notes)")
        #expect(
            layout.text.contains("# TODO: the import stopped after 100000 evaluation steps: this layout is partial"))
    }

    /// A helper calling itself twice with the same arguments stops at the first repeat, not after 2^32 calls.
    @Test func aHelperCallingItselfStopsAtOnce() throws {
        let source = "func f() -> CGFloat { f() + f() }\nlet height = f()\n" + Self.layout
        let layout = try #require(Self.outcome(source).layouts.first)
        #expect(layout.notes.map(\.message).contains { $0.contains("`f` calling itself with the same arguments") })
    }

    // MARK: - Entry points

    /// Two view controllers each with `createLayout()`, as Apple's sample code has: two layouts, named after their
    /// types; the second is no longer dropped because the first took its function's name. Each calls its own
    /// `rowHeight()`, though the other type has one of that name too.
    @Test func sameNamedLayoutFunctionsOfTwoTypesGiveTwoLayouts() throws {
        func controller(_ name: String, height: Int) -> String {
            """
            class \(name)ViewController: UIViewController {
                func rowHeight() -> CGFloat { \(height) }

                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight()))
                    let group = NSCollectionLayoutGroup.vertical(
                        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """
        }
        let source = controller("List", height: 44) + controller("Grid", height: 88)
        let layouts = SwiftLayoutImporter(sources: [("Controllers.swift", source)]).importLayouts()
        #expect(layouts.map(\.name) == ["List", "Grid"])
        #expect(layouts.map(\.line) == [4, 15])
        #expect(layouts.first?.text.contains("height: absolute(44)") == true)
        #expect(layouts.last?.text.contains("height: absolute(88)") == true)
        for layout in layouts {
            #expect(layout.notes.isEmpty)
            #expect(Pipeline.check(text: layout.text, path: "\(layout.name).layout.yaml").document != nil)
        }
    }
}
