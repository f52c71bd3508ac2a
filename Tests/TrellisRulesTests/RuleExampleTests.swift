import Foundation
import Testing
import TrellisCodegen
import TrellisCore
import TrellisPipeline
import TrellisRules
import TrellisTestSupport

/// Every rule's own examples: each triggering example reports exactly at its `↓` markers, and
/// each non-triggering example reports nothing, for that rule.
@Suite struct RuleExampleTests {
    static let descriptions = RuleRegistry.descriptions

    /// Lints an example with the rule switched on (opt-in rules included) at the example's targets.
    static func findings(of description: RuleDescription, in example: RuleExample) -> (
        text: String, markers: [SourcePosition], found: [Diagnostic]
    ) {
        let (text, markers) = example.unmarked
        var configuration = LintConfiguration()
        configuration.optInRules = [description.id]
        if let targets = example.targets { configuration.targets = targets }
        let path = "\(description.id).layout.yaml"
        if let platform = example.platform {
            var options = CodeGenerator.Options()
            options.platform = CodeGenerator.Platform(rawValue: platform) ?? .uikit
            let compiled = CompileRun.run(
                bytes: Array(text.utf8), path: path, options: options, configuration: configuration)
            return (text, markers, compiled.diagnostics.filter { $0.rule == description.id })
        }
        if let companion = example.companion {
            var options = LintRun.Options()
            options.configurationPath = nil
            let run = try? LintRun.run(
                [
                    .standardInput(bytes: Array(text.utf8), name: path),
                    .standardInput(bytes: Array(companion.utf8), name: "Other.layout.yaml"),
                ],
                options: options)
            let found = run?.diagnostics.filter { $0.rule == description.id && $0.file == path } ?? []
            return (text, markers, found)
        }
        let checked = Pipeline.check(text: text, path: path, configuration: configuration)
        return (text, markers, checked.diagnostics.filter { $0.rule == description.id })
    }

    @Test(arguments: descriptions.map(\.id.rawValue))
    func triggeringExamplesReportAtTheirMarkers(_ id: String) throws {
        let description = try #require(RuleRegistry.description(of: RuleID(rawValue: id)))
        for example in description.triggering {
            let (text, markers, found) = Self.findings(of: description, in: example)
            #expect(!markers.isEmpty, "a triggering example of \(id) marks no position")
            let positions = found.map(\.range.start).sorted()
            #expect(
                positions == markers.sorted(),
                Comment(
                    rawValue: "\(id) reported at \(positions) instead of \(markers.sorted()) "
                        + "in:\n\(text)\n\(found.map(\.message).joined(separator: "\n"))")
            )
            for diagnostic in found {
                #expect(!diagnostic.message.isEmpty)
                if let fixIt = diagnostic.fixIt {
                    // A fix-it must apply and leave a file the linter reads.
                    let fixed = FixIt.apply([fixIt], to: text).text
                    let refixed = Pipeline.check(text: fixed, path: "fixed.layout.yaml")
                    #expect(
                        !refixed.diagnostics.contains { RuleRegistry.description(of: $0.rule)?.isStructural ?? true },
                        "the fix-it of \(id) breaks the file:\n\(fixed)")
                }
            }
        }
    }

    @Test(arguments: descriptions.map(\.id.rawValue))
    func nonTriggeringExamplesReportNothing(_ id: String) throws {
        let description = try #require(RuleRegistry.description(of: RuleID(rawValue: id)))
        #expect(!description.nonTriggering.isEmpty, "\(id) has no non-triggering example")
        for example in description.nonTriggering {
            let (text, markers, found) = Self.findings(of: description, in: example)
            #expect(markers.isEmpty)
            #expect(found.isEmpty, "\(id) reported \(found.map(\.message)) in its non-triggering example:\n\(text)")
        }
    }

    @Test func idsAreUniqueSnakeCaseAndDescribed() {
        let ids = Self.descriptions.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        for description in Self.descriptions {
            let id = description.id.rawValue
            #expect(
                id.range(of: "^[a-z][a-z0-9]*(_[a-z0-9]+)*$", options: .regularExpression) != nil,
                "\(id) is not snake_case")
            #expect(
                !description.name.isEmpty && !description.summary.isEmpty && !description.rationale.isEmpty,
                "\(id) lacks a name, summary or rationale")
            #expect(!description.triggering.isEmpty, "\(id) has no triggering example")
        }
    }

    /// One file per rule under Sources/TrellisRules/Rules, named after its type, and every one registered.
    @Test func everyRuleFileIsRegistered() throws {
        let folder = Repository.path("Sources/TrellisRules/Rules")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        let fileTypes = Set(files.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        let registered = Set(RuleRegistry.all.map { String(describing: $0) })
        #expect(
            fileTypes == registered,
            Comment(
                rawValue: "files without registration: \(fileTypes.subtracting(registered).sorted()); "
                    + "registered without a file: \(registered.subtracting(fileTypes).sorted())")
        )
        #expect(RuleRegistry.all.count == files.count)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let declarations =
                text.components(separatedBy: "Rule: Rule {").count
                + text.components(
                    separatedBy: "Rule: EngineFailureRule {"
                ).count - 2
            #expect(declarations == 1, "\(file) must hold exactly one rule, named …Rule")
        }
    }

    /// The pitfalls the research lists as statically decidable each have their rule.
    @Test func pitfallIDsAreCovered() {
        let required = [
            "fractional_in_estimated_parent", "insets_on_estimated_axis", "group_overflow", "group_cannot_fit_item",
            "non_positive_effective_size", "non_positive_dimension", "item_exceeds_container",
            "estimate_far_from_bounds",
            "implausible_estimate", "orthogonal_estimated_cross_axis", "orthogonal_estimated_width_fixed_group",
            "pinned_supplementary_zindex", "implicit_supplementary_insets", "inset_reference_needs_environment",
            "duplicate_element_kind", "decoration_without_view", "repeat_count_size_conflict", "api_availability",
            "masonry_estimated_heights", "fixed_columns_wide_targets", "paging_mismatch", "height_relative_to_viewport",
            "flexible_edge_spacing_estimated",
        ]
        let ids = Set(Self.descriptions.map(\.id.rawValue))
        #expect(Set(required).subtracting(ids).isEmpty, "missing: \(Set(required).subtracting(ids).sorted())")
        #expect(RuleRegistry.all.count >= 24)
    }
}

@Suite struct RuleDocumentationTests {
    /// Docs/Rules.md is generated from the registry; editing a rule without regenerating fails here.
    @Test func rulesDocumentIsCurrent() {
        let mismatch = Golden.mismatch(RuleCatalog.render(as: .markdown), goldenAt: Repository.path("Docs/Rules.md"))
        #expect(
            mismatch == nil,
            "\(mismatch ?? ""); regenerate with `swift run trellis rules --format markdown > Docs/Rules.md`")
    }

    @Test func everyRuleIsExplainedInEveryFormat() {
        for description in RuleRegistry.descriptions {
            #expect(RuleCatalog.render([description], as: .text).contains(description.rationale))
            #expect(RuleCatalog.render([description], as: .markdown).contains("`\(description.id)`"))
            #expect(RuleCatalog.render([description], as: .json).contains("\"id\": \"\(description.id)\""))
        }
    }
}

/// The linter on every layout the repository holds, and on hundreds of mutations of the
/// samples: it never crashes, every finding names a registered rule and lies inside the file.
@Suite struct LintRobustnessTests {
    static func layoutFiles() throws -> [String] {
        var files: [String] = []
        for folder in ["Samples", "Tests/Fixtures"] {
            let root = Repository.path(folder)
            files += try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".layout.yaml") }
                .map { root + "/" + $0 }
        }
        return files.sorted()
    }

    static func checkFindings(_ text: String, path: String) {
        var configuration = LintConfiguration()
        configuration.optInRules = Set(RuleRegistry.all.map { $0.description.id })
        let checked = Pipeline.check(text: text, path: path, configuration: configuration)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for diagnostic in checked.diagnostics {
            #expect(RuleRegistry.description(of: diagnostic.rule) != nil, "\(diagnostic.rule) is not registered")
            #expect(
                diagnostic.range.start.line >= 1 && diagnostic.range.start.line <= lineCount + 1,
                "\(path): \(diagnostic.range) outside the file")
        }
    }

    @Test func everyRepositoryLayoutLints() throws {
        let files = try Self.layoutFiles()
        #expect(files.count > 100)
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            Self.checkFindings(text, path: file)
        }
    }

    /// Every number of every sample replaced, one at a time, by extreme values.
    @Test func mutatedSamplesLint() throws {
        let replacements = ["0", "0.001", "1", "999999", "-5", "1/1000", "5000"]
        for file in try Self.layoutFiles() where file.contains("/Samples/") {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let numbers = try NSRegularExpression(pattern: "(?<![A-Za-z_])[0-9]+(\\.[0-9]+)?").matches(
                in: text, range: NSRange(text.startIndex..., in: text))
            for (index, match) in numbers.enumerated() {
                guard let range = Range(match.range, in: text) else { continue }
                let mutated = text.replacingCharacters(in: range, with: replacements[index % replacements.count])
                Self.checkFindings(mutated, path: file)
            }
        }
    }
}

/// Every rule id the code can emit is registered, so `trellis rules ID` and Docs/Rules.md explain it.
@Suite struct EmittedRuleIDTests {
    /// The ids the sources declare: `RuleID` constants and rule descriptions' `id:` literals.
    static func declaredIDs() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"(?:RuleID = |id: )"([a-z][a-z_]*)""#)
        var ids: Set<String> = []
        let root = Repository.path("Sources")
        for file in (try FileManager.default.subpathsOfDirectory(atPath: root)) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                ids.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        return ids
    }

    @Test func everyDeclaredIDIsRegistered() throws {
        let declared = try Self.declaredIDs()
        #expect(declared.count > 40)
        #expect(declared.contains("unsupported_on_platform"))
        let unregistered = declared.filter { RuleRegistry.description(of: RuleID(rawValue: $0)) == nil }
        #expect(unregistered.isEmpty, "emitted but not registered: \(unregistered.sorted())")
    }
}

/// `trellis lint --fix` on every rule's triggering examples: where the rule offers fix-its, the
/// fixed file still reads and no longer has the finding.
@Suite struct FixTests {
    @Test(arguments: RuleExampleTests.descriptions.map(\.id.rawValue))
    func fixRemovesTheFinding(_ id: String) throws {
        let description = try #require(RuleRegistry.description(of: RuleID(rawValue: id)))
        for example in description.triggering where example.platform == nil && example.companion == nil {
            let (text, _) = example.unmarked
            var configuration = LintConfiguration()
            configuration.optInRules = [description.id]
            if let targets = example.targets { configuration.targets = targets }
            var checked = Pipeline.check(text: text, path: "\(id).layout.yaml", configuration: configuration)
            checked.diagnostics = checked.diagnostics.filter { $0.rule == description.id }
            // A rule that states no limit offers a fix-it on every finding of every example.
            if description.withoutFixIt == nil {
                #expect(
                    !checked.diagnostics.isEmpty && checked.diagnostics.allSatisfy { $0.fixIt != nil },
                    "\(id) reports a finding without a fix-it, and its description says nothing of when")
            }
            guard checked.diagnostics.contains(where: { $0.fixIt != nil }) else { continue }
            var options = LintRun.Options()
            options.onlyRules = [description.id]
            let change = try #require(
                LintFix.fixedRepeatedly(LintRun.LintedFile(checked), configuration: configuration, options: options),
                "\(id): no change")
            let fixed = Pipeline.check(text: change.fixed, path: "\(id).layout.yaml", configuration: configuration)
            #expect(
                fixed.document != nil
                    || !fixed.diagnostics.contains { $0.severity == .error && $0.rule != description.id })
            #expect(
                !fixed.diagnostics.contains { $0.rule == description.id },
                "\(id) still reports after --fix:\n\(change.fixed)")
        }
    }

    /// Every fix-it the linter suggests on the repository's layouts, bad inputs included, is valid by construction:
    /// applied alone, it never adds a structural error (a fix-it that is itself an error, as `count: adaptive(0)`
    /// was, fails here).
    @Test func everySuggestedFixItKeepsTheFileReadable() throws {
        var files = try LintRobustnessTests.layoutFiles()
        files += Repository.files(in: "Tests/TrellisPipelineTests/BadInputs", suffix: ".layout.yaml")
        var checked = 0
        // (Inputs that are not UTF-8 have no text to fix.)
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let original = Pipeline.check(text: text, path: path)
            func structuralErrors(_ file: Pipeline.CheckedFile) -> Int {
                file.diagnostics.filter {
                    $0.severity == .error && (RuleRegistry.description(of: $0.rule)?.isStructural ?? true)
                }.count
            }
            let before = structuralErrors(original)
            for diagnostic in original.diagnostics {
                guard let fixIt = diagnostic.fixIt else { continue }
                let fixed = Pipeline.check(text: FixIt.apply([fixIt], to: text).text, path: path)
                let message =
                    "\(path): the fix-it of \(diagnostic.rule) (\(fixIt.replacement)) adds a structural error: "
                    + "\(fixed.diagnostics.map(\.message))"
                #expect(structuralErrors(fixed) <= before, Comment(rawValue: message))
                checked += 1
            }
        }
        #expect(checked >= 25)
    }

    /// `--dry-run`'s diff: separate hunks for changes far apart, with hand-counted headers, and diff(1)'s marker
    /// for a last line without a newline.
    @Test func dryRunDiffHasOneHunkPerChange() {
        let original = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let fixed = original.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 18\n", with: "")
        let diff = LintFix.unifiedDiff(LintFix.Change(path: "a.yaml", original: original, fixed: fixed, applied: 2))
        let expected = [
            "--- a.yaml", "+++ a.yaml",
            "@@ -1,5 +1,5 @@", " line 1", "-line 2", "+line two", " line 3", " line 4", " line 5",
            "@@ -15,6 +15,5 @@", " line 15", " line 16", " line 17", "-line 18", " line 19", " line 20",
        ]
        #expect(diff == expected.joined(separator: "\n") + "\n")

        let unterminated = LintFix.unifiedDiff(
            LintFix.Change(path: "b.yaml", original: "a\nb", fixed: "a\nc", applied: 1))
        #expect(
            unterminated
                == "--- b.yaml\n+++ b.yaml\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n"
                + "\\ No newline at end of file\n")
    }

    /// The diff counts lines as lint's positions do: in a file whose lines end with a lone CR, the change on line 3
    /// is a hunk at line 3, not one line holding the whole file.
    @Test func dryRunDiffCountsEveryLineBreak() {
        let diff = LintFix.unifiedDiff(
            LintFix.Change(path: "c.yaml", original: "a\rb\rc\rd\r", fixed: "a\rb\rC\rd\r", applied: 1))
        #expect(diff == "--- c.yaml\n+++ c.yaml\n@@ -1,4 +1,4 @@\n a\n b\n-c\n+C\n d\n")
    }

    /// A note's fix-it changes the design (here, paging by group), so `--fix` applies it only for `--only-rule`.
    @Test func notesAreFixedOnlyWhenNamed() throws {
        let description = try #require(RuleRegistry.description(of: "paging_mismatch"))
        let text = try #require(description.triggering.first).unmarked.text
        let checked = Pipeline.check(text: text, path: "Cards.layout.yaml")
        #expect(
            checked.diagnostics.contains { $0.rule == "paging_mismatch" && $0.severity == .note && $0.fixIt != nil })
        #expect(LintFix.fixedRepeatedly(LintRun.LintedFile(checked), configuration: LintConfiguration()) == nil)
        var options = LintRun.Options()
        options.onlyRules = ["paging_mismatch"]
        let change = LintFix.fixedRepeatedly(
            LintRun.LintedFile(checked), configuration: LintConfiguration(), options: options)
        #expect(change?.fixed.contains("orthogonalScrolling: groupPaging") == true)
    }

    /// Fix-its apply from the last to the first; an overlapping one is left out.
    @Test func fixItsApplyTogether() {
        let text = "width: absolute(1)\nheight: absolute(2)\n"
        let fixIts = [
            FixIt(
                range: SourceRange(start: SourcePosition(line: 1, column: 8), end: SourcePosition(line: 1, column: 19)),
                replacement: "estimated(1)"),
            FixIt(
                range: SourceRange(start: SourcePosition(line: 2, column: 9), end: SourcePosition(line: 2, column: 20)),
                replacement: "estimated(2)"),
            FixIt(
                range: SourceRange(start: SourcePosition(line: 2, column: 9), end: SourcePosition(line: 2, column: 12)),
                replacement: "x"),
        ]
        let result = FixIt.apply(fixIts, to: text)
        #expect(result.text == "width: estimated(1)\nheight: estimated(2)\n")
        #expect(result.applied == 2)
    }
}
