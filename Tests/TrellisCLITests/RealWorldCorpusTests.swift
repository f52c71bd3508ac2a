import Foundation
import Testing
import TrellisCore
import TrellisPipeline
import TrellisTestSupport

/// Lint must be right, not loud: on layouts that shipped (Apple's sample code, published apps and
/// tutorials, the seed articles), with default settings, every warning and error is a true
/// finding and no file gets more than one note. The reviewed golden justifies each finding.
@Suite struct RealWorldCorpusTests {
    static let folder = "Tests/Fixtures/RealWorld"
    static let samples = ["IssueList", "MultiSectionHeaders", "PopupStoreMain", "TagCloud", "PinterestFeed"]

    struct Row: Hashable {
        var location: String
        var rule: String
        var severity: String
    }

    @Test func corpusFindingsAreTheReviewedOnes() throws {
        let files = Repository.files(in: Self.folder, suffix: ".layout.yaml")
        #expect(files.count + Self.samples.count >= 25)
        let inputs: [LintRun.Input] =
            files.map { .path(Repository.path("\(Self.folder)/\(($0 as NSString).lastPathComponent)")) }
            + Self.samples.map { .path(Repository.path("Samples/\($0).layout.yaml")) }
        let run = try LintRun.run(inputs)
        let found = Set(
            run.diagnostics.map { diagnostic in
                Row(
                    location: "\((diagnostic.file as NSString).lastPathComponent):\(diagnostic.range.start)",
                    rule: diagnostic.rule.rawValue, severity: diagnostic.severity.rawValue)
            })

        let golden = try String(contentsOfFile: Repository.path("\(Self.folder)/findings.tsv"), encoding: .utf8)
        var reviewed: [Row: (verdict: String, justification: String)] = [:]
        for line in golden.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 5, "a row is location, rule, severity, verdict, justification: \(line)")
            reviewed[Row(location: fields[0], rule: fields[1], severity: fields[2])] = (fields[3], fields[4])
        }
        #expect(
            found == Set(reviewed.keys),
            """
            new findings: \(found.subtracting(reviewed.keys).map { "\($0)" }.sorted())
            reviewed but gone: \(Set(reviewed.keys).subtracting(found).map { "\($0)" }.sorted())
            """)
        for (row, review) in reviewed {
            #expect(["true", "noise"].contains(review.verdict))
            #expect(!review.justification.isEmpty, "\(row.location) has no justification")
            #expect(row.severity == "note" || review.verdict == "true", "noise of severity \(row.severity): \(row)")
        }
        let notesPerFile = Dictionary(grouping: found.filter { $0.severity == "note" }) {
            $0.location.split(separator: ":").first.map(String.init) ?? ""
        }
        #expect(notesPerFile.values.allSatisfy { $0.count <= 1 }, "\(notesPerFile)")
    }
}
