import Foundation
import Testing
import TrellisCodegen
import TrellisCore
import TrellisPipeline
import TrellisTestSupport

/// Any name the grammar accepts is the author's (Grammar/Reference.md §14.3): generated code reads constants as
/// members of one value (`constants.columns`, a keyword in backticks), so no name of the author's meets a variable
/// of generated code or a Swift keyword. The generated Swift of a layout that names a constant with each is compiled.
@Suite struct ConstantNamesTests {
    /// What lowering refused before: Swift keywords, `use`, and the variables generated section functions declare
    /// (numbered from the second on); then `constants`, the value that now holds them.
    static let refused = [
        "as", "any", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while", "use",
        "environment", "metrics", "container", "section", "item", "group", "columns", "share", "childContainer",
        "masonry", "flow", "listConfiguration", "layout", "configuration", "sectionIndex",
        "item2", "group3", "columns2", "share2", "childContainer2", "constants",
    ]

    /// The other keywords, reserved or contextual, that a lowerCamelCase name can spell.
    static let keywords = [
        "actor", "associativity", "async", "await", "borrowing", "consume", "consuming", "convenience", "copy",
        "deinit", "didSet", "discard", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy",
        "left", "macro", "mutating", "none", "nonisolated", "nonmutating", "optional", "override", "package",
        "postfix", "precedence", "precedencegroup", "prefix", "required", "right", "sending", "set", "then",
        "unowned", "weak", "willSet", "yield",
    ]

    /// Each constant is the one before it, so a section that names the last uses them all. The sections name
    /// keywords in section code, a variant's `if` and a count group; `round(container)` and
    /// `round(childContainer)` read members that bear a generated variable's name, which must not make the section
    /// declare that variable unused (a warning, an error here).
    static var layout: String {
        var lines = ["version: 2", "layout: AuthorNames", "deploymentTarget: {iOS: \"16.0\"}", "constants:"]
        let names = refused + keywords
        lines.append("  \(names[0]): 8")
        for (previous, name) in zip(names, names.dropFirst()) { lines.append("  \(name): \(previous)") }
        return
            (lines + [
                "sections:",
                "  - name: grid",
                "    contentInsets: {top: \"round(container)\", leading: in, bottom: self, trailing: default}",
                "    interGroupSpacing: \(names[names.count - 1])",
                "    group:",
                "      axis: horizontal",
                "      width: fractionalWidth(1)",
                "      height: absolute(5 * init)",
                "      item: {width: \"fractionalWidth(share / 16)\", height: fractionalHeight(1)}",
                "    variants:",
                "      - when: {if: \"safeArea.top > metrics * 100 && true == false\"}",
                "        group:",
                "          axis: vertical",
                "          width: fractionalWidth(1)",
                "          height: absolute(section)",
                "          item: {width: fractionalWidth(1), height: fractionalHeight(1)}",
                "  - name: shelf",
                "    group:",
                "      axis: horizontal",
                "      width: fractionalWidth(1)",
                "      height: absolute(100)",
                "      count: adaptive(environment * 20)",
                "      interItemSpacing: \"childContainer % 3\"",
                "      item: {width: fractionalWidth(1), height: \"absolute(round(childContainer))\"}",
            ]).joined(separator: "\n") + "\n"
    }

    @Test func theNamesAreDistinct() {
        #expect(Set(Self.refused + Self.keywords).count == Self.refused.count + Self.keywords.count)
    }

    @Test(arguments: ["5", "6"]) func everyNameCompiles(languageMode: String) throws {
        let path = "AuthorNames.layout.yaml"
        let checked = Pipeline.check(text: Self.layout, path: path)
        let errors = checked.diagnostics.filter { $0.severity == .error }.map { "\($0.range.start) \($0.message)" }
        // The lowered model: what lowering accepts is the point here, whatever lint says of the sizes.
        let document = try #require(checked.model, "\(errors)")
        let swift = try CodeGenerator(document: document, sourcePath: path).generate()
        #expect(swift.contains("constants.`in`") && swift.contains("constants.childContainer.rounded()"))
        // The shelf's subitem reads no container of its own, only the constant of that name.
        #expect(!swift.contains("let childContainer ="))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AuthorNames.swift")
        try swift.write(to: file, atomically: true, encoding: .utf8)
        let (status, text) = try GeneratedCodeWarningTests.compile([file.path], languageMode: languageMode)
        #expect(status == 0, "Swift \(languageMode):\n\(text)")
        #expect(!text.contains("warning:"), "Swift \(languageMode):\n\(text)")
    }
}
