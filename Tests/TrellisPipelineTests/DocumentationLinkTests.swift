import Foundation
import Testing
import TrellisTestSupport

/// Every relative link in the documentation (README.md, CONTRIBUTING.md, Docs/*.md, Grammar/*.md) names a file or
/// folder of the repository, and every `#fragment` names a heading of the linked document by GitHub's heading
/// slugs (or an explicit `<a id>`); and Docs/TargetGraph.svg draws exactly the dependencies Package.swift declares.
@Suite struct DocumentationLinkTests {
    /// The documents whose links are checked, relative to the repository root.
    static func documents() -> [String] {
        var found = ["README.md", "CONTRIBUTING.md"]
        for folder in ["Docs", "Grammar"] {
            found += Repository.files(in: folder, suffix: ".md").map {
                folder + "/" + ($0 as NSString).lastPathComponent
            }
        }
        return found
    }

    /// A document's lines outside fenced code blocks, with their 1-based numbers.
    static func proseLines(of text: String) -> [(number: Int, line: String)] {
        var lines: [(Int, String)] = []
        var fence: String?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            lines.append((index + 1, line))
        }
        return lines
    }

    /// The anchor GitHub gives a heading: its text as rendered (no code marks, emphasis or link targets),
    /// lowercased, without anything but letters, digits, spaces, hyphens and underscores, spaces made hyphens.
    static func slug(_ heading: String) -> String {
        var text = heading.replacingOccurrences(
            of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug
    }

    /// Every anchor a document offers: its headings' slugs (a repeated slug gets `-1`, `-2`, ...) and `<a id>`s.
    static func anchors(of text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        let explicit = try! NSRegularExpression(pattern: #"<a\s+(?:id|name)="([^"]+)""#)
        for (_, line) in proseLines(of: text) {
            if line.range(of: #"^#{1,6} "#, options: .regularExpression) != nil {
                let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                let base = slug(heading)
                let count = seen[base, default: 0]
                seen[base] = count + 1
                anchors.insert(count == 0 ? base : "\(base)-\(count)")
            }
            let range = NSRange(line.startIndex..., in: line)
            for match in explicit.matches(in: line, range: range) {
                anchors.insert((line as NSString).substring(with: match.range(at: 1)))
            }
        }
        return anchors
    }

    /// The link targets of a line: inline links and images, outside code spans.
    static func linkTargets(in line: String) -> [String] {
        let prose = line.replacingOccurrences(of: #"`[^`]*`"#, with: "", options: .regularExpression)
        let link = try! NSRegularExpression(pattern: #"\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)"#)
        return link.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)).map {
            (prose as NSString).substring(with: $0.range(at: 1))
        }
    }

    /// A path relative to the repository root, with `.` and `..` resolved; nil when it leaves the repository.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// What is wrong with the links of `text`, the document at `file` (relative to the root); `read` gives the
    /// text of another document, or nil when there is no such file.
    static func problems(in file: String, text: String, read: (String) -> String?, exists: (String) -> Bool)
        -> [String]
    {
        var problems: [String] = []
        let folder = (file as NSString).deletingLastPathComponent
        for (number, line) in proseLines(of: text) {
            for target in linkTargets(in: line) {
                let place = "\(file):\(number): \(target)"
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                if target.contains("shared/") {
                    problems.append("\(place): documentation must not cite shared/ paths")
                    continue
                }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let pathPart = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let fragment = parts.count > 1 ? String(parts[1]) : nil
                let resolved: String
                if pathPart.isEmpty {
                    resolved = file
                } else if let path = normalize(pathPart.hasPrefix("/") ? pathPart : folder + "/" + pathPart) {
                    resolved = path
                } else {
                    problems.append("\(place): leaves the repository")
                    continue
                }
                guard exists(resolved) else {
                    problems.append("\(place): \(resolved) does not exist")
                    continue
                }
                guard let fragment, !fragment.isEmpty else { continue }
                guard resolved.hasSuffix(".md"), let linked = read(resolved) else {
                    problems.append("\(place): a fragment needs a Markdown document")
                    continue
                }
                let offered = anchors(of: linked)
                if !offered.contains(fragment) && !offered.contains(fragment.lowercased()) {
                    problems.append("\(place): \(resolved) has no heading whose anchor is #\(fragment)")
                }
            }
        }
        return problems
    }

    static func read(_ path: String) -> String? {
        try? String(contentsOfFile: Repository.path(path), encoding: .utf8)
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: Repository.path(path))
    }

    @Test func everyRelativeLinkResolves() throws {
        var problems: [String] = []
        var checked = 0
        for document in Self.documents() {
            let text = try #require(Self.read(document), "\(document) is missing")
            checked += Self.proseLines(of: text).reduce(0) { $0 + Self.linkTargets(in: $1.line).count }
            problems += Self.problems(in: document, text: text, read: Self.read, exists: Self.exists)
        }
        #expect(Self.documents().count >= 12)
        #expect(checked > 80, "found only \(checked) links")
        #expect(problems.isEmpty, "\(problems.count) broken:\n\(problems.joined(separator: "\n"))")
    }

    /// The check finds a missing file, a missing heading, a path out of the repository and a shared/ path, and
    /// accepts GitHub's slugs for headings with code, punctuation and repeats.
    @Test func brokenLinksAreFound() {
        // Document names are built from parts so that CitationTests, which reads this file, does not check them.
        let md = "md"
        let other = """
            # Title
            ## `trellis import FILE.swift...`: from source
            ## Notes
            ## Notes
            <a id="custom"></a>
            """
        let text = """
            [ok](A.\(md)#trellis-import-fileswift-from-source) [ok](A.\(md)#notes-1) [ok](./A.\(md)#custom)
            [ok](#own) ![ok](A.\(md)#title) `[code](C.\(md))`
            [missing file](B.\(md)) [missing heading](A.\(md)#trellis-import) [outside](../../x.\(md))
            [no](../shared/Notes.\(md))
            ```sh
            [in a code block](D.\(md))
            ```
            ## Own
            """
        let files = ["Docs/A.\(md)": other, "Docs/Test.\(md)": text]
        let problems = Self.problems(
            in: "Docs/Test.\(md)", text: text, read: { files[$0] }, exists: { files[$0] != nil })
        #expect(problems.count == 4, "\(problems.joined(separator: "\n"))")
        #expect(problems.contains { $0.hasSuffix("Docs/B.\(md) does not exist") })
        #expect(problems.contains { $0.hasSuffix("has no heading whose anchor is #trellis-import") })
        #expect(problems.contains { $0.hasSuffix("leaves the repository") })
        #expect(problems.contains { $0.hasSuffix("documentation must not cite shared/ paths") })
    }

    /// The dependencies Package.swift declares for every target but the test targets and TrellisTestSupport:
    /// `A → B` for a target of this package, `A → package: Product` for another package's product.
    static func declaredDependencies() throws -> (targets: Set<String>, edges: Set<String>) {
        let manifest = try #require(read("Package.swift"))
        let start = try #require(manifest.range(of: "\n    targets: ["))
        let text = manifest[start.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
            .joined(separator: "\n")
        // Declarations stand at the start of their line; `.target(name:condition:)` inside a dependency list does not.
        let declaration = try NSRegularExpression(
            pattern: #"(?m)^ {8}\.(target|executableTarget|plugin|testTarget)\(\s*name:\s*"([^"]+)""#)
        // A dependency's condition names platforms or traits, not targets.
        let condition = try NSRegularExpression(pattern: #"condition:\s*\.when\([^)]*\)"#)
        let product = try NSRegularExpression(pattern: #"\.product\(\s*name:\s*"([^"]+)",\s*package:\s*"([^"]+)"\s*\)"#)
        let quoted = try NSRegularExpression(pattern: #""([^"]+)""#)
        let nsText = text as NSString
        let matches = declaration.matches(in: text, range: NSRange(location: 0, length: nsText.length))
        var targets: Set<String> = []
        var edges: Set<String> = []
        for (index, match) in matches.enumerated() {
            let kind = nsText.substring(with: match.range(at: 1))
            let name = nsText.substring(with: match.range(at: 2))
            if kind == "testTarget" || name == "TrellisTestSupport" { continue }
            targets.insert(name)
            let end = index + 1 < matches.count ? matches[index + 1].range.location : nsText.length
            let segment = nsText.substring(
                with: NSRange(location: match.range.upperBound, length: end - match.range.upperBound))
            guard let open = segment.range(of: "dependencies: [") else { continue }
            var depth = 1
            var close = open.upperBound
            while depth > 0, close < segment.endIndex {
                if segment[close] == "[" { depth += 1 }
                if segment[close] == "]" { depth -= 1 }
                close = segment.index(after: close)
            }
            let written = String(segment[open.upperBound..<close])
            var list =
                condition.stringByReplacingMatches(
                    in: written, range: NSRange(location: 0, length: (written as NSString).length), withTemplate: "")
                as NSString
            for found in product.matches(in: list as String, range: NSRange(location: 0, length: list.length)) {
                let package = list.substring(with: found.range(at: 2))
                edges.insert("\(name) → \(package): \(list.substring(with: found.range(at: 1)))")
            }
            list =
                product.stringByReplacingMatches(
                    in: list as String, range: NSRange(location: 0, length: list.length), withTemplate: "") as NSString
            for found in quoted.matches(in: list as String, range: NSRange(location: 0, length: list.length)) {
                edges.insert("\(name) → \(list.substring(with: found.range(at: 1)))")
            }
        }
        return (targets, edges)
    }

    /// Docs/Architecture.md's picture: a box per target (`<title>Name (kind)</title>` in a `target` group) and an
    /// arrow per dependency (`<title>A → B</title>`, or `<title>A → package (Product, ...)</title>`).
    @Test func theTargetGraphMatchesPackageSwift() throws {
        let svg = try #require(Self.read("Docs/TargetGraph.svg"))
        let box = try NSRegularExpression(pattern: #"<g class="target"><title>([^ <]+) \("#)
        let arrow = try NSRegularExpression(pattern: #"<g class="dependency"><title>([^<]+)</title>"#)
        let range = NSRange(svg.startIndex..., in: svg)
        let boxes = Set(box.matches(in: svg, range: range).map { (svg as NSString).substring(with: $0.range(at: 1)) })
        var arrows: Set<String> = []
        for match in arrow.matches(in: svg, range: range) {
            let title = (svg as NSString).substring(with: match.range(at: 1))
            if let open = title.firstIndex(of: "("), title.hasSuffix(")") {
                let head = title[..<open].trimmingCharacters(in: .whitespaces)
                for name in title[title.index(after: open)..<title.index(before: title.endIndex)].split(separator: ",")
                {
                    arrows.insert("\(head): \(name.trimmingCharacters(in: .whitespaces))")
                }
            } else {
                arrows.insert(title)
            }
        }
        let declared = try Self.declaredDependencies()
        #expect(declared.edges.count > 40, "read only \(declared.edges.count) dependencies from Package.swift")
        #expect(boxes == declared.targets, "boxes: \(boxes.symmetricDifference(declared.targets).sorted())")
        let drawnOnly = arrows.subtracting(declared.edges).sorted()
        let declaredOnly = declared.edges.subtracting(arrows).sorted()
        #expect(drawnOnly.isEmpty && declaredOnly.isEmpty, "drawn only: \(drawnOnly); declared only: \(declaredOnly)")
    }
}
