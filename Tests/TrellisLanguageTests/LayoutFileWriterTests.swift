import Foundation
import Testing
import TrellisModel
import TrellisSyntax
import TrellisTestSupport
import TrellisWriter
@testable import TrellisLanguage

/// The writer is lowering's inverse: every layout file of the repository, lowered, written and lowered again,
/// gives the same model.
struct LayoutFileWriterTests {
    static let files: [String] = ["Samples", "Tests/Fixtures", "Examples"].flatMap { folder -> [String] in
        let base = Repository.path(folder)
        let all = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".layout.yaml") && !$0.contains(".build") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test(arguments: files)
    func writtenFileLowersToTheSameModel(_ path: String) throws {
        let text = try String(contentsOfFile: Repository.path(path), encoding: .utf8)
        guard let original = LoweringTests.lower(text).document else { return }
        let written = LayoutFileWriter().text(of: original)
        let lowered = LoweringTests.lower(written)
        #expect(lowered.diagnostics.isEmpty, "\(path):\n\(written)\n\(lowered.diagnostics.map(\.message))")
        #expect(lowered.document == original, "\(path):\n\(written)")
    }
}
