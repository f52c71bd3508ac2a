import Foundation
import TrellisCore
import TrellisRules

/// The findings a repository already has when it adopts lint (`--write-baseline FILE`), so that
/// `--baseline FILE` reports only new ones. A finding is keyed by its file, rule, message and the
/// text of its source line, not by its line number, so moving lines does not bring it back.
package struct LintBaseline: Codable, Sendable, Equatable {
    package struct Entry: Codable, Sendable, Hashable, Comparable {
        package var file: String
        package var rule: String
        package var message: String
        /// The finding's source line, trimmed.
        package var line: String

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.line, lhs.message) < (rhs.file, rhs.rule, rhs.line, rhs.message)
        }
    }

    /// One entry per finding; a key that occurs twice suppresses two findings.
    package var findings: [Entry]

    /// The baseline of every diagnostic of `run` that is not structural.
    package init(run: LintRun) {
        findings = run.diagnostics.filter(Self.isBaselined).map { Self.entry($0, sources: run.sources) }.sorted()
    }

    static func isBaselined(_ diagnostic: Diagnostic) -> Bool {
        !(RuleRegistry.description(of: diagnostic.rule)?.isStructural ?? true)
    }

    static func entry(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> Entry {
        let line = sources[diagnostic.file]?.line(diagnostic.range.start.line).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return Entry(
            file: diagnostic.file, rule: diagnostic.rule.rawValue, message: diagnostic.message, line: line ?? "")
    }

    /// `diagnostics` less those the baseline holds (each entry suppresses one finding).
    package func filter(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for finding in findings { remaining[finding, default: 0] += 1 }
        return diagnostics.filter { diagnostic in
            guard Self.isBaselined(diagnostic) else { return true }
            let key = Self.entry(diagnostic, sources: sources)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// The baseline as the file `--write-baseline` writes: sorted, stable JSON.
    package func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Reads a baseline file.
    /// Refused by size before it is read whole (`Limits.baselineBytes`); only a regular file is read.
    package static func read(_ path: String) throws -> LintBaseline {
        let bytes = try LayoutFileDiscovery.read(path, limit: Limits.baselineBytes)
        guard bytes.count <= Limits.baselineBytes else {
            throw LintRun.ReadFailure(path: path, reason: "larger than \(Limits.baselineBytes >> 20) MiB")
        }
        return try JSONDecoder().decode(LintBaseline.self, from: Data(bytes))
    }
}
