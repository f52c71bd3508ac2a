import Foundation
import Testing
import TrellisCore
import TrellisLanguage
import TrellisSyntax
import TrellisTestSupport

/// Grammar/layout.schema.json is what `trellis schema` prints, every sample validates
/// against it, and it rejects structurally bad files (checked with Python's jsonschema).
struct SchemaTests {
    @Test func grammarSchemaFileIsTheGeneratedSchema() {
        let mismatch = Golden.mismatch(LayoutSchema.text, goldenAt: Repository.path("Grammar/layout.schema.json"))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// Bad inputs whose problem the schema can see (the rest need positions or cross-checks).
    static let schemaVisibleProblems = [
        "boolean_yes", "count_zero", "count_with_two_subitems", "dimension_bare_number", "dimension_kind_typo",
        "enum_misspelled", "layout_name_lowercase", "mapping_for_number", "missing_layout", "missing_sections",
        "sections_empty", "sections_not_sequence", "string_for_number", "top_level_sequence", "unknown_key_misspelled",
        "unknown_key_top", "variant_restates_name",
    ]

    @Test(.enabled(if: ExternalTool.jsonschema.shouldRun, Comment(rawValue: ExternalTool.jsonschema.skipReason)))
    func samplesValidateAndBadFilesAreRejected() throws {
        try ExternalTool.jsonschema.requireInstalled()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expectedValid: [String: Bool] = [:]
        func convert(_ path: String, valid: Bool) throws {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let loaded = YAMLLoader().load(bytes: Array(text.utf8), path: path)
            let json = try #require(loaded.document?.root?.json, "\(path) does not load")
            let output = folder.appendingPathComponent((path as NSString).lastPathComponent + ".json").path
            try json.rendered().write(toFile: output, atomically: true, encoding: .utf8)
            expectedValid[output] = valid
        }
        for sample in Repository.files(in: "Samples", suffix: ".layout.yaml") { try convert(sample, valid: true) }
        for name in Self.schemaVisibleProblems {
            try convert(Repository.path("Tests/TrellisPipelineTests/BadInputs/\(name).layout.yaml"), valid: false)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", Repository.path("Tests/TrellisPipelineTests/validate_schema.py"),
                Repository.path("Grammar/layout.schema.json"),
            ] + expectedValid.keys.sorted()
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the validator failed")
        var verdicts: [String: Bool] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            verdicts[fields[0]] = fields[1] == "valid"
            if fields[1] == "valid" && expectedValid[fields[0]] == false
                || fields[1] == "invalid" && expectedValid[fields[0]] == true
            {
                Issue.record("schema verdict for \(fields[0]) is \(fields.dropFirst().joined(separator: ": "))")
            }
        }
        #expect(verdicts.count == expectedValid.count)
    }

    /// Every key the lowering stage knows appears in the language reference.
    @Test func languageReferenceDocumentsEveryKey() throws {
        let reference = try String(contentsOfFile: Repository.path("Grammar/Reference.md"), encoding: .utf8)
        for shape in Vocabulary.all {
            for key in shape.keys {
                #expect(
                    reference.contains("`\(key.name)`"),
                    "Grammar/Reference.md does not mention \(shape.noun) key `\(key.name)`")
            }
        }
    }
}
