import TrellisCore
import TrellisLanguage
import TrellisRules
import TrellisSyntax

/// `trellis lint --fix`: the fix-its of a lint run applied to each file's text, kept only while they add no
/// structural error, so a fix never leaves a file that reads worse than it did.
package enum LintFix {
    /// One file's text before and after its fix-its.
    package struct Change: Sendable {
        package var path: String
        package var original: String
        package var fixed: String
        /// How many fix-its the fixed text holds.
        package var applied: Int

        package init(path: String, original: String, fixed: String, applied: Int) {
            self.path = path
            self.original = original
            self.fixed = fixed
            self.applied = applied
        }
    }

    /// The changes the run's fix-its make, one per file that has any. All fix-its of a file are
    /// applied together; if the result has more structural errors, they are applied one at a time and each
    /// that adds one is left out.
    package static func changes(for run: LintRun, options: LintRun.Options = LintRun.Options()) -> [Change] {
        run.files.compactMap { file in
            fixedRepeatedly(
                file, configuration: run.configurations[file.source.path] ?? LintConfiguration(), options: options)
        }
    }

    /// The run as it would be once `changes` are written: each changed file linted again from its fixed text, with
    /// its own configuration, the others as they were. `--fix --dry-run` reports it, so its summary and exit status
    /// speak of what remains, as `--fix` does after writing.
    package static func remaining(
        after changes: [Change], in run: LintRun, options: LintRun.Options = LintRun.Options()
    ) throws(LintRun.ReadFailure) -> LintRun {
        guard !changes.isEmpty else { return run }
        let fixed = try LintRun.run(
            changes.map { .standardInput(bytes: Array($0.fixed.utf8), name: $0.path) }, options: options)
        let replaced = Set(changes.map(\.path))
        // A changed file's diagnostics, its fragments' included, are the fixed run's now.
        let stale = Set(
            run.files.filter { replaced.contains($0.source.path) }.flatMap { [$0.source] + $0.includedSources }
                .map(\.path))
        var merged = run
        merged.files = run.files.filter { !replaced.contains($0.source.path) } + fixed.files
        var seen = Set<Diagnostic>()
        merged.diagnostics = (run.diagnostics.filter { !stale.contains($0.file) } + fixed.diagnostics)
            .filter { seen.insert($0).inserted }.sortedForReporting()
        return merged
    }

    /// Fixes a file, lints the result and fixes again, until nothing is left to fix (at most
    /// `passes` times): a fix can reveal the next problem, as a group made estimated reveals the
    /// fractional item inside it.
    package static func fixedRepeatedly(
        _ file: LintRun.LintedFile, configuration: LintConfiguration, options: LintRun.Options = LintRun.Options(),
        passes: Int = 5
    ) -> Change? {
        guard var change = change(for: file, options: options) else { return nil }
        for _ in 1..<passes {
            var checked = LintRun.LintedFile(
                Pipeline.check(text: change.fixed, path: file.source.path, configuration: configuration))
            checked.diagnostics = checked.diagnostics.filter(options.selects)
            if let baseline = options.baseline {
                checked.diagnostics = baseline.filter(
                    checked.diagnostics, sources: [checked.source.path: checked.source])
            }
            guard let next = self.change(for: checked, options: options), next.fixed != change.fixed else { break }
            change = Change(
                path: change.path, original: change.original, fixed: next.fixed, applied: change.applied + next.applied)
        }
        return change
    }

    /// The change the fix-its of one checked file's diagnostics make, if any. A note's fix-it is advice that can
    /// change the design (adaptive columns, group paging), so it is applied only when `--only-rule` names its rule.
    package static func change(for file: LintRun.LintedFile, options: LintRun.Options = LintRun.Options()) -> Change? {
        // Only this file's: a diagnostic in a file it includes is that file's to fix.
        let fixIts = file.diagnostics.filter {
            $0.file == file.source.path && ($0.severity != .note || options.onlyRules.contains($0.rule))
        }.compactMap(\.fixIt)
        guard !fixIts.isEmpty else { return nil }
        let text = file.source.text, path = file.source.path
        // Positions count from after a byte order mark; the file keeps its mark.
        let mark = file.source.byteOrderMark ? "\u{FEFF}" : ""
        // A fix may not add a structural error: a file that lowered still lowers, and one with errors (a value no
        // fix-it repairs) keeps at most the ones it had, so the fixes around them still apply.
        let before = structuralErrors(text, path: path)
        func keeps(_ fixed: String) -> Bool { structuralErrors(fixed, path: path) <= before }
        let together = FixIt.apply(fixIts, to: text)
        if keeps(together.text) {
            return Change(path: path, original: mark + text, fixed: mark + together.text, applied: together.applied)
        }
        // Fix-its hold positions in the original text: apply the kept ones together each time.
        var kept: [FixIt] = []
        for fixIt in fixIts where keeps(FixIt.apply(kept + [fixIt], to: text).text) {
            kept.append(fixIt)
        }
        guard !kept.isEmpty else { return nil }
        let fixed = FixIt.apply(kept, to: text)
        return Change(path: path, original: mark + text, fixed: mark + fixed.text, applied: fixed.applied)
    }

    /// How many structural errors the text has (loading and lowering it, with the files it includes).
    static func structuralErrors(_ text: String, path: String) -> Int {
        Pipeline.check(text: text, path: path, configuration: .structuralOnly, lintsPartialDocument: false).diagnostics
            .filter { $0.severity == .error }.count
    }

    /// A unified diff of a change (`--fix --dry-run`): the standard library's Myers difference of the lines, in
    /// hunks with three lines of context, so fixes far apart are separate hunks.
    package static func unifiedDiff(_ change: Change) -> String {
        // Lines end where every position's do (LineBreaks), so the hunks name the lines lint reports.
        func lines(_ text: String) -> [String] {
            let scalars = text.unicodeScalars
            var lines = LineBreaks.lineRanges(of: text).map { String(scalars[$0]) }
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        func endsWithBreak(_ text: String) -> Bool { text.unicodeScalars.last.map(LineBreaks.isBreak) ?? false }
        let old = lines(change.original), new = lines(change.fixed)
        var removed = Set<Int>(), inserted = Set<Int>()
        for edit in new.difference(from: old) {
            switch edit {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        // The edit script: each line once, with its line numbers in the old and new text (0-based).
        var script: [(mark: Character, text: String, old: Int, new: Int)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if removed.contains(i), i < old.count {
                script.append(("-", old[i], i, j))
                i += 1
            } else if inserted.contains(j), j < new.count {
                script.append(("+", new[j], i, j))
                j += 1
            } else {
                script.append((" ", old[i], i, j))
                i += 1
                j += 1
            }
        }
        let context = 3
        let changed = script.indices.filter { script[$0].mark != " " }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = Swift.max(0, index - context)...Swift.min(script.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        var out = "--- \(change.path)\n+++ \(change.path)\n"
        for hunk in hunks {
            let lines = script[hunk]
            let oldCount = lines.filter { $0.mark != "+" }.count, newCount = lines.filter { $0.mark != "-" }.count
            let first = script[hunk.lowerBound]
            out += "@@ -\(first.old + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(first.new + (newCount > 0 ? 1 : 0)),"
            out += "\(newCount) @@\n"
            for line in lines {
                out += "\(line.mark)\(line.text)\n"
                // A last line without a newline is marked as such, as diff(1) does.
                let lastOld = line.mark != "+" && line.old == old.count - 1 && !endsWithBreak(change.original)
                let lastNew = line.mark != "-" && line.new == new.count - 1 && !endsWithBreak(change.fixed)
                if lastOld || lastNew { out += "\\ No newline at end of file\n" }
            }
        }
        return out
    }
}
