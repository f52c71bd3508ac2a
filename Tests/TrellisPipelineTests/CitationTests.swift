import Foundation
import Testing
import TrellisTestSupport

/// Every citation in code, rule text, fixtures and docs resolves inside the repository: a
/// `*.md` file that exists, a `§` section that the cited document has as a heading, and a
/// pitfall number `P<n>` that Docs/Pitfalls.md lists.
@Suite struct CitationTests {
    static let roots = [
        "Sources", "Tests", "Docs", "Grammar", "Samples", "Examples", "Plugins", "README.md", "CONTRIBUTING.md",
    ]

    static func files() -> [String] {
        var found: [String] = []
        for root in roots {
            let path = Repository.path(root)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                found.append(root)
                continue
            }
            let entries = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
            for entry in entries
            where !entry.contains(".build") && !entry.contains("Generated/")
                && [".swift", ".md", ".json", ".yaml", ".txt", ".yml"].contains(where: entry.hasSuffix)
            {
                found.append("\(root)/\(entry)")
            }
        }
        return found.sorted()
    }

    /// The section numbers a document's headings give (`## 8.` and `### 8.1` give 8 and 8.1).
    static func sections(of document: String) -> Set<String> {
        guard let text = try? String(contentsOfFile: Repository.path(document), encoding: .utf8) else { return [] }
        var numbers: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let words = line.drop { $0 == "#" }.split(separator: " ")
            if let first = words.first, first.first?.isNumber == true {
                numbers.insert(String(first.hasSuffix(".") ? first.dropLast() : first))
            }
        }
        return numbers
    }

    /// The repository path a citation names, from the repository root or the citing file's folder.
    static func resolve(_ name: String, from file: String) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        for candidate in [name, "\(folder)/\(name)", "Docs/\(name)", "Grammar/\(name)"]
        where FileManager.default.fileExists(atPath: Repository.path(candidate)) {
            return candidate
        }
        return nil
    }

    @Test func everyCitationResolves() throws {
        let markdown = try NSRegularExpression(pattern: #"[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b"#)
        let section = try NSRegularExpression(pattern: #"§ ?([0-9]+(?:\.[0-9]+)?)"#)
        let pitfall = try NSRegularExpression(pattern: #"\bP([0-9]{1,2})\b"#)
        let pitfalls = try String(contentsOfFile: Repository.path("Docs/Pitfalls.md"), encoding: .utf8)
        var problems: [String] = []
        var checked = 0
        for file in Self.files() {
            guard let text = try? String(contentsOfFile: Repository.path(file), encoding: .utf8) else { continue }
            for (number, rawLine) in text.components(separatedBy: "\n").enumerated() {
                let line = rawLine.replacingOccurrences(of: "\\u00a7", with: "§")
                let range = NSRange(line.startIndex..., in: line)
                // A section sign in a document with no other document before it cites that document.
                var lastDocument: String? = file.hasSuffix(".md") ? file : nil
                var events: [(Int, String, Bool)] = []
                for match in markdown.matches(in: line, range: range) {
                    events.append((match.range.location, (line as NSString).substring(with: match.range), true))
                }
                for match in section.matches(in: line, range: range) {
                    events.append((match.range.location, (line as NSString).substring(with: match.range(at: 1)), false))
                }
                for (_, value, isDocument) in events.sorted(by: { $0.0 < $1.0 }) {
                    checked += 1
                    if isDocument {
                        if line.contains("://") { continue }
                        lastDocument = Self.resolve(value, from: file)
                        if lastDocument == nil { problems.append("\(file):\(number + 1): \(value) does not exist") }
                    } else if let document = lastDocument {
                        if !Self.sections(of: document).contains(value) {
                            problems.append("\(file):\(number + 1): \(document) has no section §\(value)")
                        }
                    } else {
                        problems.append("\(file):\(number + 1): §\(value) cites no document on its line")
                    }
                }
                for match in pitfall.matches(in: line, range: range) {
                    checked += 1
                    let id = (line as NSString).substring(with: match.range)
                    if !pitfalls.contains("| \(id) |") { problems.append("\(file):\(number + 1): \(id) is no pitfall") }
                }
            }
        }
        #expect(checked > 100, "found only \(checked) citations")
        #expect(problems.isEmpty, "\(problems.count) unresolved:\n\(problems.prefix(40).joined(separator: "\n"))")
    }
}

/// The evidence counts Docs/Semantics.md and Docs/Fidelity.md state match the rules they mark.
@Suite struct EvidenceCountTests {
    static func count(_ pattern: String, in text: String) throws -> [String: Int] {
        let expression = try NSRegularExpression(pattern: pattern)
        var counts: [String: Int] = [:]
        for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            counts[(text as NSString).substring(with: match.range(at: 1)), default: 0] += 1
        }
        return counts
    }

    static func stated(_ kind: String, in text: String) -> Int? {
        let expression = try? NSRegularExpression(pattern: #"(\d+)\s+"# + kind + #"\b"#)
        let head = String(text.prefix(2_500))
        guard let match = expression?.firstMatch(in: head, range: NSRange(head.startIndex..., in: head)) else {
            return nil
        }
        return Int((head as NSString).substring(with: match.range(at: 1)))
    }

    @Test func semanticsStatesItsCounts() throws {
        let text = try String(contentsOfFile: Repository.path("Docs/Semantics.md"), encoding: .utf8)
        let counts = try Self.count(#"\*\*Evidence: ([a-z]+)"#, in: text)
        for kind in ["measured", "documented", "derived"] {
            #expect(Self.stated(kind, in: text) == counts[kind, default: 0], "\(kind): \(counts)")
        }
    }

    @Test func fidelityStatesItsCounts() throws {
        let text = try String(contentsOfFile: Repository.path("Docs/Fidelity.md"), encoding: .utf8)
        // The engine rules' tables: the evidence is the second column.
        let counts = try Self.count(#"(?m)^\| [^|]+ \| (measured|documented|derived|unverified)\b"#, in: text)
        for kind in ["measured", "documented", "derived", "unverified"] {
            #expect(Self.stated(kind, in: text) == counts[kind, default: 0], "\(kind): \(counts)")
        }
    }
}
