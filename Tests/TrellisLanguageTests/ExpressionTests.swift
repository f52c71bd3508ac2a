import Testing
import TrellisCore
import TrellisModel
@testable import TrellisLanguage

/// Language version 2's expressions and conditions (Grammar/Reference.md §14): how they read, what they are worth,
/// and where a mistake in one is reported. Expected values are worked out by hand from the grammar.
@Suite struct ExpressionTests {
    static func expression(_ text: String, constants: Set<String> = []) throws -> Expression {
        try ExpressionParser.expression(text, constants: constants)
    }

    static func value(_ text: String, width: Double = 390, height: Double = 844) throws -> Double {
        var scope = ExpressionScope(
            environment: LayoutEnvironment(container: Size(width: width, height: height)),
            effective: Size(width: width, height: height))
        return try scope.value(of: try expression(text))
    }

    @Test(arguments: [
        ("1 + 2 * 3", 7.0), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("12 / 3 / 2", 2), ("-2 * 3", -6),
        ("7 % 3", 1), ("-7 % 3", -1), ("width / 2", 195), ("max(16, (width - 500) / 2)", 16),
        ("min(round(width / 414), 5)", 1), ("round(2.5)", 3), ("round(-2.5)", -3), ("floor(-1.5)", -2),
        ("ceil(1.2)", 2), ("clamp(width, 100, 300)", 300), ("width > 500 ? (width - 500) / 2 : 16", 16),
        ("height > width ? height / 1.25 : height / 0.9", 675.2), ("1e3 / 4", 250), (".5 + 1", 1.5),
    ])
    func evaluatesWithSwiftsPrecedence(_ text: String, _ expected: Double) throws {
        #expect(abs(try Self.value(text) - expected) < 1e-9, "\(text)")
    }

    /// The text an expression is written back as (generated code, the writer, hover) reads as the same expression.
    @Test(arguments: [
        "a - (b - c)", "(a + b) * c", "a * b + c", "-(a + b)", "a / (b * c)", "max(a, b + 1) % 3",
        "a > 1 ? b : c + 1", "(a > 1 ? b : c) + 1",
    ])
    func describedTextReadsBackAsTheSameExpression(_ text: String) throws {
        let constants: Set<String> = ["a", "b", "c"]
        let parsed = try Self.expression(text, constants: constants)
        #expect(try Self.expression(parsed.description, constants: constants) == parsed)
        #expect(parsed.description == text)
    }

    @Test(arguments: [
        ("widht / 2", "unknown name 'widht'; did you mean 'width'?", 0, 5),
        ("rund(width)", "unknown function 'rund'; did you mean 'round'?", 0, 4),
        ("round(width, 2)", "round takes 1 argument (round(x)), found 2", 0, 5),
        ("width +", "the expression ends where a number, a name or '(' should follow", 7, 0),
        ("(width", "the expression ends where ')' should follow", 6, 0),
        ("width = 3", "unexpected '=' (compare with ==) in an expression", 6, 1),
        ("1 < width < 3", "comparisons do not chain; join them with && (a < b && b < c)", 10, 1),
        ("width > 3", "expected a number, found a condition", 0, 9),
        ("round", "round is a function; call it as round(x)", 0, 5),
    ])
    func mistakesAreNamedWhereTheyStand(_ text: String, _ message: String, _ offset: Int, _ length: Int) {
        #expect {
            _ = try Self.expression(text)
        } throws: { error in
            guard let failure = error as? ExpressionParser.Failure else { return false }
            return failure.message == message && failure.offset == offset && failure.length == length
        }
    }

    @Test func deepNestingIsRefusedNotOverflowed() {
        let text = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(throws: ExpressionParser.Failure.self) { _ = try Self.expression(text) }
    }

    /// Every stage walks an expression recursively; a chain as long as a file can hold would nest that deep.
    @Test func longChainsAreRefusedNotWalked() {
        let text = Array(repeating: "1", count: 200_000).joined(separator: "+")
        #expect(throws: ExpressionParser.Failure.self) { _ = try Self.expression(text) }
    }

    /// Generated code reads constants as members of one value, so a keyword or a name it declares is the author's.
    /// A count out of bounds says its value once: a quoted "5000" used to read "'count' is 5000, which is 5000, but
    /// a count is 1 to 1000"; an expression still says what it came to.
    @Test func anOutOfBoundsCountSaysItsValueOnce() {
        func message(_ count: String) -> String? {
            LoweringTests.lower(
                """
                version: 2
                layout: C
                sections:
                  - name: a
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(44)
                      count: \(count)
                      item: {width: fractionalWidth(1), height: fractionalHeight(1)}
                """
            ).diagnostics.first?.message
        }
        #expect(message("\"5000\"") == "'count' is 5000, but a count is 1 to 1000")
        #expect(message("\"2500 * 2\"") == "'count' is 2500 * 2, which is 5000, but a count is 1 to 1000")
    }

    @Test func anyNameTheGrammarAcceptsIsTheAuthors() {
        for name in ["item", "group2", "section", "default", "metrics", "use", "in", "self", "constants"] {
            let lowered = LoweringTests.lower(
                "version: 2\nlayout: A\nconstants: {\(name): 8}\nsections:\n  - name: grid\n    \(Self.grid)\n")
            #expect(lowered.diagnostics.isEmpty, "\(name): \(lowered.diagnostics.map(\.message))")
        }
    }

    @Test func theEnvironmentsAndTheFunctionsNamesAreReserved() {
        for name in ["width", "scale", "readableWidth", "round", "clamp", "safeArea", "margins"] {
            let lowered = LoweringTests.lower(
                "version: 2\nlayout: A\nconstants: {\(name): 8}\nsections:\n  - name: grid\n    \(Self.grid)\n")
            #expect(
                lowered.diagnostics.map(\.message) == [
                    "'\(name)' names a value of the environment or a function; choose another name"
                ], "\(name)")
        }
    }

    @Test func conditionsCombineLikeSwift() throws {
        var scope = ExpressionScope(
            environment: LayoutEnvironment(container: Size(width: 800, height: 600), scale: 2),
            effective: Size(width: 800, height: 600))
        for (text, expected) in [
            ("width > 700 && scale >= 2", true), ("width < 700 || !(scale == 2)", false),
            ("!(width > 700) || height > 500 && scale != 3", true), ("(width - 100) > 600", true),
        ] {
            #expect(try scope.holds(try ExpressionParser.condition(text, constants: [])) == expected, "\(text)")
        }
    }

    @Test func divisionByZeroIsAFailureNotInfinity() throws {
        #expect(throws: ExpressionFailure.divisionByZero(divisor: "width - 390")) {
            _ = try Self.value("1 / (width - 390)")
        }
        #expect(throws: ExpressionFailure.emptyClamp(low: 5, high: 1)) { _ = try Self.value("clamp(3, 5, 1)") }
    }

    // MARK: Lowering

    static let grid = """
        group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(44)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}
        """

    @Test func versionOneFilesRefuseVersionTwoKeysAndSayHow() {
        let lowered = LoweringTests.lower(
            "layout: A\nconstants: {gutter: 8}\nsections:\n  - name: grid\n    \(Self.grid)\n")
        let diagnostic = lowered.diagnostics.first
        #expect(diagnostic?.rule == .invalidValue)
        #expect(diagnostic?.message.contains("state 'version: 2'") == true)
        #expect(diagnostic?.range.start == SourcePosition(line: 2, column: 1))
    }

    @Test func constantsFormingACycleAreReportedOnce() {
        let lowered = LoweringTests.lower(
            "version: 2\nlayout: A\nconstants:\n  a: b + 1\n  b: a * 2\nsections:\n  - name: grid\n    \(Self.grid)\n")
        let cycles = lowered.diagnostics.filter { $0.rule == .invalidExpression }
        #expect(cycles.map(\.message) == ["constants form a cycle: a → b → a"])
        #expect(cycles.first?.range.start == SourcePosition(line: 4, column: 3))
    }

    @Test func anUnknownNameIsReportedInsideItsScalarWithAFixIt() {
        let lowered = LoweringTests.lower(
            """
            version: 2
            layout: A
            sections:
              - name: grid
                contentInsets: {leading: "max(16, widht / 2)"}
                \(Self.grid)

            """)
        let diagnostic = lowered.diagnostics.first
        #expect(diagnostic?.rule == .invalidExpression)
        // The quote stands at column 30; `max(16, ` fills columns 31 to 38.
        #expect(diagnostic?.range == SourceRange(start: SourcePosition(line: 5, column: 39), length: 5))
        #expect(diagnostic?.fixIt?.replacement == "width")
    }

    @Test func numbersFixedWhenTheLayoutIsMadeCannotReadTheEnvironment() {
        let lowered = LoweringTests.lower(
            "version: 2\nlayout: A\nconfiguration: {interSectionSpacing: width / 10}\nsections:\n  - name: grid\n    "
                + Self.grid + "\n")
        #expect(lowered.diagnostics.first?.rule == .invalidExpression)
        #expect(lowered.diagnostics.first?.message.contains("cannot depend on 'width'") == true)
    }

    @Test func expressionsAreRecordedWhereTheyStand() throws {
        let lowered = LoweringTests.lower(
            """
            version: 2
            layout: A
            constants: {gutter: 8}
            sections:
              - name: grid
                contentInsets: {leading: gutter, trailing: "gutter * 2"}
                group:
                  axis: horizontal
                  width: fractionalWidth(1)
                  height: absolute(width / 3)
                  count: round(effectiveWidth / 230)
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}

            """)
        let section = try #require(lowered.document?.sections.first)
        // Each expression stands in its number's own slot, with its value in the reference environment (390 × 844):
        // 8, 16, 130 and round(1.696) = 2.
        #expect(section.base.contentInsets.trailing.expression?.description == "gutter * 2")
        #expect(section.base.contentInsets.value == EdgeInsets(leading: 8, trailing: 16))
        guard case let .group(.standard(group)) = section.base.body else { Issue.record("no group"); return }
        #expect(group.size.height.number.expression?.description == "width / 3")
        #expect(group.size.height.value == 130)
        guard case let .repeating(_, count: .fixed(count)) = group.content else { Issue.record("no count"); return }
        #expect(count.expression?.description == "round(effectiveWidth / 230)")
        #expect(count.value == 2)
    }
}

extension StandardGroup.Content {
    fileprivate var firstSubitem: GroupSubitem {
        switch self {
        case let .subitems(list): return list.first
        case let .repeating(subitem, _), let .copies(subitem, _): return subitem
        }
    }
}
