import TrellisCore
import TrellisLanguage
import TrellisSyntax

/// `trellis lint --fix`: the fix-its of a lint run applied to each file's text, kept only while
/// the file still lowers, so a fix never leaves a file that cannot be read.
public enum LintFix {
    /// One file's text before and after its fix-its.
    public struct Change: Sendable {
        public var path: String
        public var original: String
        public var fixed: String
        /// How many fix-its the fixed text holds.
        public var applied: Int
    }

    /// The changes the run's fix-its make, one per file that has any. All fix-its of a file are
    /// applied together; if the result no longer lowers, they are applied one at a time and each
    /// that breaks lowering is left out.
    public static func changes(for run: LintRun, options: LintRun.Options = LintRun.Options()) -> [Change] {
        run.files.compactMap { file in
            fixedRepeatedly(
                file, configuration: run.configurations[file.source.path] ?? LintConfiguration(), options: options)
        }
    }

    /// Fixes a file, lints the result and fixes again, until nothing is left to fix (at most
    /// `passes` times): a fix can reveal the next problem, as a group made estimated reveals the
    /// fractional item inside it.
    public static func fixedRepeatedly(
        _ file: Pipeline.CheckedFile, configuration: LintConfiguration, options: LintRun.Options = LintRun.Options(),
        passes: Int = 5
    ) -> Change? {
        guard var change = change(for: file) else { return nil }
        for _ in 1..<passes {
            var checked = Pipeline.check(text: change.fixed, path: file.source.path, configuration: configuration)
            checked.diagnostics = checked.diagnostics.filter(options.selects)
            if let baseline = options.baseline {
                checked.diagnostics = baseline.filter(
                    checked.diagnostics, sources: [checked.source.path: checked.source])
            }
            guard let next = self.change(for: checked), next.fixed != change.fixed else { break }
            change = Change(
                path: change.path, original: change.original, fixed: next.fixed, applied: change.applied + next.applied)
        }
        return change
    }

    /// The change the fix-its of one checked file's diagnostics make, if any.
    public static func change(for file: Pipeline.CheckedFile) -> Change? {
        let fixIts = file.diagnostics.compactMap(\.fixIt)
        guard !fixIts.isEmpty else { return nil }
        let original = file.source.text, path = file.source.path
        let together = FixIt.apply(fixIts, to: original)
        if lowers(together.text, path: path) {
            return Change(path: path, original: original, fixed: together.text, applied: together.applied)
        }
        // Fix-its hold positions in the original text: apply the kept ones together each time.
        var kept: [FixIt] = []
        for fixIt in fixIts where lowers(FixIt.apply(kept + [fixIt], to: original).text, path: path) {
            kept.append(fixIt)
        }
        guard !kept.isEmpty else { return nil }
        let fixed = FixIt.apply(kept, to: original)
        return Change(path: path, original: original, fixed: fixed.text, applied: fixed.applied)
    }

    static func lowers(_ text: String, path: String) -> Bool {
        let loaded = YAMLLoader().load(bytes: Array(text.utf8), path: path)
        guard let syntax = loaded.document, !loaded.diagnostics.hasErrors else { return false }
        return Lowering.lower(syntax).document != nil
    }

    /// A unified diff of a change (`--fix --dry-run`), three lines of context.
    public static func unifiedDiff(_ change: Change) -> String {
        let old = change.original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = change.fixed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Fix-its are local: the lines before the first and after the last difference are shared.
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let context = 3
        let start = Swift.max(0, prefix - context)
        let oldEnd = Swift.min(old.count, old.count - suffix + context)
        let newEnd = Swift.min(new.count, new.count - suffix + context)
        var out = "--- \(change.path)\n+++ \(change.path)\n"
        out += "@@ -\(start + 1),\(oldEnd - start) +\(start + 1),\(newEnd - start) @@\n"
        for line in old[start..<prefix] { out += " \(line)\n" }
        for line in old[prefix..<(old.count - suffix)] { out += "-\(line)\n" }
        for line in new[prefix..<(new.count - suffix)] { out += "+\(line)\n" }
        for line in old[(old.count - suffix)..<oldEnd] { out += " \(line)\n" }
        return out
    }
}
