import Foundation
import Testing
import TrellisCore
import TrellisTestSupport

/// `Sources/TrellisCore/Limits.swift` and `Grammar/Reference.md` §11 state the same numbers: each constant's value,
/// written as the reference writes it, appears there in its sentence, so the two cannot drift.
@Suite struct LimitsDocumentationTests {
    /// What Grammar/Reference.md §11 says about each constant of `Limits`, built from the constant's value.
    /// Whitespace is compared collapsed, so the reference may wrap its lines anywhere.
    static let documented: [String: String] = [
        "fileBytes": "| file size | \(bytes(Limits.fileBytes)) (\(count(Limits.fileBytes)) bytes);",
        "nestingDepth": "| \(count(Limits.nestingDepth)) levels of YAML collections",
        "aliasNodes": "| \(count(Limits.aliasNodes)) nodes (the \"billion laughs\" guard)",
        "aliasTextBytes": "| \(bytes(Limits.aliasTextBytes)) (\(count(Limits.aliasTextBytes)) bytes) of scalar text",
        "previewItems": "as many as a file's preview data may hold in all its sections",
        "lintTargets": "`.trellis.yml` lists at most \(count(Limits.lintTargets)) lint targets",
        "baselineBytes": "`--baseline` reads a baseline of at most \(bytes(Limits.baselineBytes))",
        "itemsPerGroup": "| \(count(Limits.itemsPerGroup)), nested `count`s multiplied (`group_capacity_limit`",
        "framesItems": "`frames` takes at most \(count(Limits.framesItems)) items (`--items`)",
        "viewLengths": "`--width` and `--height` are from \(range(Limits.viewLengths)) points",
        "scales": "`--scale` from \(range(Limits.scales))",
        "drawnItems":
            "`render` at most \(count(Limits.drawnItems)) per section with `--items`, and a drawing at most "
            + "\(count(Limits.drawnItems)) items in all its sections",
        "drawnDiffElements": "`--svg` draws at most \(count(Limits.drawnDiffElements)) elements",
        "dumpBytes": "reads a `.json` dump of at most \(bytes(Limits.dumpBytes))",
        "dumpGroupElements": "it holds at most \(count(Limits.dumpGroupElements)) elements of one group",
        "dumpNameBytes": "names and kinds of at most \(bytes(Limits.dumpNameBytes))",
        "dumpIndex": "indexes that are whole numbers from 0 to \(power(Limits.dumpIndex))",
        "jsonDepth": "JSON nested at most \(count(Limits.jsonDepth)) deep",
        "importFileBytes": "`import` reads Swift files of at most \(bytes(Limits.importFileBytes)) each",
        "importBrackets": "brackets nested more than \(count(Limits.importBrackets)) deep",
        "importSquareBrackets": "(square brackets more than \(count(Limits.importSquareBrackets)))",
        "importTreeDepth": "code nested more than \(count(Limits.importTreeDepth)) levels deep",
        "importOperators": "an expression of more than \(count(Limits.importOperators)) operators",
        "importCallDepth": "stops following calls nested more than \(count(Limits.importCallDepth)) deep",
        "importExpressionParts": "an expression of at most \(count(Limits.importExpressionParts)) parts",
        "importNesting": "expressions nested more than \(count(Limits.importNesting)) deep",
        "importSteps": "at most \(count(Limits.importSteps)) evaluation steps per layout function",
        "lspMessageBytes": "| `trellis lsp` | a message of at most \(bytes(Limits.lspMessageBytes))",
        "lspHeaderBytes": "with a header of at most \(bytes(Limits.lspHeaderBytes))",
        "lspIntegers":
            "(versions from \(power(Limits.lspIntegers.lowerBound))) to \(power(Limits.lspIntegers.upperBound))",
        "mcpMessageBytes": "| `trellis mcp` | a message (one line) of at most \(bytes(Limits.mcpMessageBytes))",
        "mcpSectionItems": "at most \(count(Limits.mcpSectionItems)) items per section (`items`)",
        "mcpAnswerItems": "and \(count(Limits.mcpAnswerItems)) in an answer",
        "mcpAnswerBytes": "an answer of at most \(bytes(Limits.mcpAnswerBytes))",
        "previewIdleSeconds": "connections idle for \(Limits.previewIdleSeconds) s closed",
        "previewDescriptors": "(raised to its hard maximum, up to \(count(Limits.previewDescriptors)))",
        "previewSpareDescriptors": "up to \(count(Limits.previewDescriptors))) less \(Limits.previewSpareDescriptors)",
    ]

    /// 1048576 as "1,048,576".
    static func count(_ value: Int) -> String {
        var digits = String(value.magnitude)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return (value < 0 ? "−" : "") + groups.joined(separator: ",")
    }

    /// A whole number of bytes in the largest binary unit that divides it: 4 MiB, 64 KiB, 4 GiB.
    static func bytes(_ value: Int) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where value % (1 << shift) == 0 {
            return "\(count(value >> shift)) \(unit)"
        }
        return "\(count(value)) bytes"
    }

    /// "1 to 100,000".
    static func range(_ range: ClosedRange<Double>) -> String {
        "\(count(Int(range.lowerBound))) to \(count(Int(range.upperBound)))"
    }

    /// Powers as the reference writes them: 10^9, 2^31−1, −2^31.
    static func power(_ value: Int) -> String {
        for exponent in 1...62 {
            if value == 1 << exponent - 1 { return "2^\(exponent)−1" }
            if value == -(1 << exponent) { return "−2^\(exponent)" }
        }
        for exponent in 1...18 where value == Int(pow(10, Double(exponent))) { return "10^\(exponent)" }
        return count(value)
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text of Grammar/Reference.md §11, whitespace collapsed.
    static func inputLimitsSection() throws -> String {
        let reference = try String(contentsOfFile: Repository.path("Grammar/Reference.md"), encoding: .utf8)
        let start = try #require(reference.range(of: "\n## 11. Input limits\n"))
        let end = reference.range(of: "\n## ", range: start.upperBound..<reference.endIndex)?.lowerBound
        return collapsed(String(reference[start.upperBound..<(end ?? reference.endIndex)]))
    }

    /// The names of the constants `Limits.swift` declares.
    static func declaredConstants() throws -> Set<String> {
        let source = try String(contentsOfFile: Repository.path("Sources/TrellisCore/Limits.swift"), encoding: .utf8)
        var names: Set<String> = []
        for line in source.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "let"), index > 0, words[index - 1] == "static",
                index + 1 < words.count
            else { continue }
            names.insert(String(words[index + 1].prefix { $0.isLetter || $0.isNumber }))
        }
        return names
    }

    @Test func everyLimitIsWrittenInTheReference() throws {
        let section = try Self.inputLimitsSection()
        for (name, text) in Self.documented.sorted(by: { $0.key < $1.key }) {
            let written = section.contains(Self.collapsed(text))
            #expect(written, "Grammar/Reference.md §11 does not say Limits.\(name) as “\(text)”")
        }
    }

    @Test func everyConstantHasAnEntry() throws {
        let declared = try Self.declaredConstants()
        #expect(declared.count > 20)
        #expect(declared.subtracting(Self.documented.keys).sorted() == [], "constants of Limits.swift without an entry")
        #expect(Set(Self.documented.keys).subtracting(declared).sorted() == [], "entries for no constant of Limits")
    }

    /// `LayoutArithmetic.swift` is embedded in generated code, which cannot import TrellisCore: it states the group
    /// capacity again, and must state the same number.
    @Test func embeddedArithmeticAgreesOnTheGroupCapacity() throws {
        let source = try String(
            contentsOfFile: Repository.path("Sources/TrellisEngine/Shared/LayoutArithmetic.swift"), encoding: .utf8)
        let written = Self.count(Limits.itemsPerGroup).replacingOccurrences(of: ",", with: "_")
        #expect(source.contains("static let maximumItemsPerGroup = \(written)\n"))
    }
}
