import Foundation
import Testing
import TrellisCore
import TrellisPipeline
import TrellisSyntax

/// `Pipeline.check` asks its fragment reader for each included file once per check, by where the file lies, and
/// names what the reader loaded as the including file writes it; resolving and refusing stay the pipeline's.
@Suite struct FragmentReaderTests {
    /// Reads from disk, or serves `texts` (by real path) instead, counting what it is asked for; fails for `failing`.
    final class CountingReader: FragmentReader {
        private(set) var counts: [String: Int] = [:]
        let texts: [String: String]
        let failing: Set<String>

        init(texts: [String: String] = [:], failing: Set<String> = []) {
            self.texts = texts
            self.failing = failing
        }

        func fragment(at path: String, limits: InputLimits) throws(LintRun.ReadFailure) -> LoadedFragment {
            counts[path, default: 0] += 1
            if failing.contains(path) { throw LintRun.ReadFailure(path: path, reason: "the reader refused it") }
            if let text = texts[path] { return LoadedFragment(bytes: Array(text.utf8), path: path, limits: limits) }
            return try DiskFragmentReader().fragment(at: path, limits: limits)
        }
    }

    static let broken = IncludeTests.shared.replacingOccurrences(of: "absolute(44)", with: "absolute(0)")

    @Test func eachIncludedFileIsReadOncePerCheck() throws {
        // Two files both including `shared.yaml`: a diamond, whose foot the pipeline reads once.
        let diamond = IncludeTests.main.replacingOccurrences(of: "[shared.yaml]", with: "[a.yaml, b.yaml]")
        let files = [
            "Main.layout.yaml": diamond, "shared.yaml": IncludeTests.shared,
            "a.yaml": "version: 2\ninclude: [shared.yaml]\n", "b.yaml": "version: 2\ninclude: [shared.yaml]\n",
        ]
        try IncludeTests.folder(files) { root in
            let real = IncludeScope.physical(root)
            let reader = CountingReader()
            let checked = Pipeline.check(text: diamond, path: "\(root)/Main.layout.yaml", fragments: reader)
            // `gutter` and `row` come from `shared.yaml`, through `a.yaml`: without them the layout has errors.
            #expect(!checked.diagnostics.hasErrors, "\(checked.diagnostics.map(\.message))")
            #expect(reader.counts == ["\(real)/a.yaml": 1, "\(real)/shared.yaml": 1, "\(real)/b.yaml": 1])
            #expect(checked.includedFiles.map(\.real) == ["\(real)/a.yaml", "\(real)/shared.yaml", "\(real)/b.yaml"])
            // Each check asks again: keeping a file between checks is the reader's choice.
            _ = Pipeline.check(text: diamond, path: "\(root)/Main.layout.yaml", fragments: reader)
            #expect(reader.counts == ["\(real)/a.yaml": 2, "\(real)/shared.yaml": 2, "\(real)/b.yaml": 2])
        }
    }

    @Test func whatTheReaderLoadsIsWhatTheDocumentSeesNamedAsWritten() throws {
        // The file as saved is fine; the reader's has a height of 0, loaded under the real path.
        try IncludeTests.folder(["Main.layout.yaml": IncludeTests.main, "shared.yaml": IncludeTests.shared]) { root in
            let real = IncludeScope.physical(root) + "/shared.yaml"
            let reader = CountingReader(texts: [real: Self.broken])
            let checked = Pipeline.check(text: IncludeTests.main, path: "\(root)/Main.layout.yaml", fragments: reader)
            let diagnostic = try #require(checked.diagnostics.first { $0.rule == .nonPositiveDimension })
            #expect(diagnostic.file == "\(root)/shared.yaml")
            #expect(diagnostic.range.start.line == 7)
            // `include: [shared.yaml]` is line 3 of the document; the entry starts at column 11.
            let entry = SourceRange(start: SourcePosition(line: 3, column: 11), length: "shared.yaml".count)
            #expect(
                checked.includedFiles == [
                    Pipeline.IncludedPath(
                        path: "\(root)/shared.yaml", real: real, includedBy: "\(root)/Main.layout.yaml", entry: entry)
                ])
            #expect(checked.includedFile(at: entry)?.real == real)
            // The excerpt is the reader's text, under the name the diagnostic gives.
            let source = try #require(checked.includedSources.first)
            #expect(source.path == "\(root)/shared.yaml")
            #expect(source.line(7) == "    height: absolute(0)")
        }
    }

    @Test func aReadersFailureIsReportedAtTheEntryAndResolvingStaysThePipelines() throws {
        try IncludeTests.folder(["Main.layout.yaml": IncludeTests.main, "shared.yaml": IncludeTests.shared]) { root in
            let real = IncludeScope.physical(root) + "/shared.yaml"
            let reader = CountingReader(failing: [real])
            let checked = Pipeline.check(text: IncludeTests.main, path: "\(root)/Main.layout.yaml", fragments: reader)
            let refused = try #require(checked.diagnostics.first { $0.message.hasPrefix("cannot include") })
            #expect(refused.message == "cannot include 'shared.yaml': the reader refused it")
            #expect(refused.file == "\(root)/Main.layout.yaml")
            #expect(refused.range.start == SourcePosition(line: 3, column: 11))
            #expect(checked.includedFiles.isEmpty)
            // What resolving refuses (outside the project, or missing) is refused before any reader is asked.
            let outside = IncludeTests.main.replacingOccurrences(of: "[shared.yaml]", with: "[../elsewhere.yaml]")
            _ = Pipeline.check(text: outside, path: "\(root)/Main.layout.yaml", fragments: reader)
            #expect(reader.counts == [real: 1])
        }
    }
}
