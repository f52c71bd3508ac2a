import Foundation
import Testing
import TrellisCore
import TrellisPipeline

/// A limit passed is one error that says so, in true words: 10,000 include entries gave 9,936 errors, and `min` of 17
/// numbers was said to take "at least 2".
struct OneErrorPerCauseTests {
    @Test func includesPastTheBoundAreOneError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-includes-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for index in 0..<100 {
            try "version: 2\nconstants: {c\(index): \(index)}\n".write(
                toFile: "\(root)/f\(index).yaml", atomically: true, encoding: .utf8)
        }
        let names = (0..<100).map { "f\($0).yaml" }.joined(separator: ", ")
        let main = """
            version: 2
            layout: Main
            include: [\(names)]
            sections:
              - name: rows
                group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
            fractionalWidth(1), height: fractionalHeight(1)}}

            """
        let checked = Pipeline.check(text: main, path: "\(root)/Main.layout.yaml")
        let limits = checked.diagnostics.filter { $0.rule == .inputLimit }
        #expect(limits.count == 1, "\(limits.map(\.message))")
        #expect(
            limits.first?.message
                == "a file may include at most 64 files in all; this entry and those after it are not read")
        // The 65th entry, `f64.yaml`: after `include: [` (10 columns) and 64 entries, each its name and `, `.
        let column = 11 + (0..<64).map { "f\($0).yaml, ".count }.reduce(0, +)
        #expect(limits.first?.range.start == SourcePosition(line: 3, column: column))
    }

    @Test func aFunctionsArityIsStatedAsItIs() {
        let numbers = (1...17).map(String.init).joined(separator: ", ")
        let text = """
            version: 2
            layout: Wide
            constants: {wide: "min(\(numbers))"}
            sections:
              - name: rows
                group: {axis: vertical, width: fractionalWidth(1), height: absolute(44), item: {width: \
            fractionalWidth(1), height: fractionalHeight(1)}}

            """
        let messages = Pipeline.check(text: text, path: "Wide.layout.yaml").diagnostics.map(\.message)
        #expect(
            messages.contains { $0.contains("min takes 2 to 16 arguments (min(a, b, …)), found 17") }, "\(messages)")
    }
}
