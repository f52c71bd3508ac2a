import Foundation
import Testing
import TrellisTestSupport

/// Every `trellis` command the documentation shows in a shell block (README.md, CONTRIBUTING.md, Docs/*.md,
/// Grammar/*.md) is one the tool takes: its subcommand exists and every option it uses is in that subcommand's
/// `--help`. A command whose every path argument exists in the repository (a sample, a fixture) or is a layout the
/// document writes out in a YAML block (README's tour) is also run from the repository root, its outputs (`-o`,
/// `--svg`, `--write-baseline`) written into a temporary folder, and must exit 0 or 1 (1: `diff` found a change):
/// never 64 (a usage error), 2 (the documented input has errors, or no such element) or a crash. Servers (`preview`,
/// `lsp`, `mcp`) and `lint --fix` (it writes its inputs) are only checked against their help. Each command is its own
/// case, named by the document's file and line.
@Suite struct DocumentedCommandsTests {
    /// One word of a shell command line, after quotes are removed.
    struct Word: Codable, Sendable, Equatable {
        var text: String
        /// False when the shell would change the word (a variable, a command substitution, a glob): the command
        /// cannot be run as written.
        var isLiteral: Bool = true
    }

    /// An option of a command, with its value.
    struct Option {
        var name: String
        var value: Word?
    }

    /// A `trellis` command in a document.
    struct Command: Codable, Sendable, CustomTestStringConvertible {
        /// The document, relative to the repository root.
        var file: String
        /// The 1-based line where the command starts.
        var line: Int
        /// The words after `trellis` (or `swift run trellis`).
        var arguments: [Word]
        /// The layout files the command names that the document itself writes out, in a YAML block starting
        /// `layout: NAME` (README's tour), by file name (`NAME.layout.yaml`).
        var layouts: [String: String] = [:]

        var location: String { "\(file):\(line)" }
        var shown: String {
            (["trellis"] + arguments.map { $0.text.contains(" ") ? "\"\($0.text)\"" : $0.text }).joined(separator: " ")
        }
        var testDescription: String { "\(location): \(shown)" }
    }

    /// Code blocks whose lines are shell commands: these info strings, and none.
    static let shellLanguages: Set<String> = ["", "sh", "bash", "console", "shell", "shell-session", "zsh"]

    /// Commands that serve until stopped (a port, standard input): their options are checked, they are never run.
    static let servers: Set<String> = ["preview", "lsp", "mcp"]

    /// Options whose value is a path the command writes: redirected into the temporary folder when the command runs.
    static let outputOptions: Set<String> = ["-o", "--output", "--svg", "--write-baseline"]

    /// The documents whose commands are checked, relative to the repository root.
    static let documents: [String] = {
        var found = ["README.md", "CONTRIBUTING.md"]
        for folder in ["Docs", "Grammar"] {
            found += Repository.files(in: folder, suffix: ".md").map {
                folder + "/" + ($0 as NSString).lastPathComponent
            }
        }
        return found
    }()

    static let commands: [Command] = documents.flatMap { document in
        let text = (try? String(contentsOfFile: Repository.path(document), encoding: .utf8)) ?? ""
        return commands(in: text, file: document)
    }

    // MARK: Reading the documents

    /// The `trellis` commands of a document's shell blocks, with the line each starts on. A line ending in `\`
    /// continues on the next; a `$ ` prompt is dropped; each part of a pipeline or `&&` list that runs `trellis` is
    /// a command.
    static func commands(in text: String, file: String) -> [Command] {
        let lines = text.components(separatedBy: "\n")
        var found: [Command] = []
        var layouts: [String: String] = [:]
        var fence: (marker: Character, length: Int, indent: Int, language: String)?
        var block: [String] = []
        var index = 0
        while index < lines.count {
            let number = index + 1
            var line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard let open = fence else {
                if let marker = line.first, marker == "`" || marker == "~" {
                    let length = line.prefix { $0 == marker }.count
                    if length >= 3 {
                        let info = line.dropFirst(length).trimmingCharacters(in: .whitespaces)
                        let language = info.split(separator: " ").first.map { String($0).lowercased() } ?? ""
                        let indent = lines[index - 1].prefix { $0 == " " }.count
                        fence = (marker, length, indent, language)
                        block = []
                    }
                }
                continue
            }
            if isClosing(line, marker: open.marker, length: open.length) {
                fence = nil
                if open.language == "yaml" || open.language == "yml", let name = layoutName(of: block) {
                    layouts[name + ".layout.yaml"] = block.joined(separator: "\n") + "\n"
                }
                continue
            }
            block.append(dropIndent(lines[index - 1], upTo: open.indent))
            guard shellLanguages.contains(open.language) else { continue }
            while line.hasSuffix("\\"), index < lines.count {
                let next = lines[index].trimmingCharacters(in: .whitespaces)
                if isClosing(next, marker: open.marker, length: open.length) { break }
                line = String(line.dropLast()) + " " + next
                index += 1
            }
            if line.hasPrefix("$ ") { line.removeFirst(2) }
            for words in simpleCommands(in: line) {
                let texts = words.map(\.text)
                if texts.first == "trellis", words[0].isLiteral {
                    found.append(Command(file: file, line: number, arguments: Array(words.dropFirst())))
                } else if texts.starts(with: ["swift", "run"]),
                    let tool = texts.dropFirst(2).firstIndex(where: { !$0.hasPrefix("-") }), texts[tool] == "trellis"
                {
                    // `swift run [--disable-default-traits ...] trellis ARGS`: SwiftPM's options, then the tool's.
                    found.append(Command(file: file, line: number, arguments: Array(words[(tool + 1)...])))
                }
            }
        }
        for index in found.indices {
            for word in found[index].arguments { found[index].layouts[word.text] = layouts[word.text] }
        }
        return found
    }

    /// A block's line without the indentation of its fence.
    static func dropIndent(_ line: String, upTo count: Int) -> String {
        var dropped = 0
        return String(
            line.drop { character in
                guard character == " ", dropped < count else { return false }
                dropped += 1
                return true
            })
    }

    /// The `NAME` of a YAML block's top-level `layout: NAME` line.
    static func layoutName(of block: [String]) -> String? {
        for line in block where line.hasPrefix("layout:") {
            let value = line.dropFirst("layout:".count).prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            if !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return value }
        }
        return nil
    }

    static func isClosing(_ line: String, marker: Character, length: Int) -> Bool {
        let run = line.prefix { $0 == marker }.count
        return run >= length && line.dropFirst(run).allSatisfy(\.isWhitespace)
    }

    /// A shell line's simple commands, split as the shell splits them: quotes and backslashes removed, a `#` comment
    /// dropped, the line cut at `|`, `||`, `&&`, `;` and `&`, and each command's words ending at its first
    /// redirection (`>`, `>>`, `<`, `2>`).
    static func simpleCommands(in line: String) -> [[Word]] {
        var commands: [[Word]] = []
        var words: [Word] = []
        var redirected = false
        var current = ""
        var inWord = false
        var isLiteral = true
        func endWord() {
            if inWord, !redirected { words.append(Word(text: current, isLiteral: isLiteral)) }
            current = ""
            inWord = false
            isLiteral = true
        }
        func endCommand() {
            endWord()
            if !words.isEmpty { commands.append(words) }
            words = []
            redirected = false
        }
        let characters = Array(line)
        var index = 0
        scan: while index < characters.count {
            let character = characters[index]
            switch character {
            case " ", "\t":
                endWord()
            case "'":
                inWord = true
                index += 1
                while index < characters.count, characters[index] != "'" {
                    current.append(characters[index])
                    index += 1
                }
            case "\"":
                inWord = true
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    let escapes = index + 1 < characters.count && "\"\\$`".contains(characters[index + 1])
                    if characters[index] == "\\", escapes {
                        index += 1
                    } else if characters[index] == "$" || characters[index] == "`" {
                        isLiteral = false
                    }
                    current.append(characters[index])
                    index += 1
                }
            case "\\":
                inWord = true
                if index + 1 < characters.count {
                    index += 1
                    current.append(characters[index])
                }
            case "#" where !inWord:
                break scan
            case ">", "<":
                // A file descriptor written before the redirection (`2>`) is not a word.
                if inWord, !current.isEmpty, current.allSatisfy(\.isNumber) {
                    current = ""
                    inWord = false
                }
                endWord()
                redirected = true
            case "|", "&", ";":
                if character == "&", index > 0, characters[index - 1] == ">" {
                    break // `>&1`: part of the redirection
                }
                endCommand()
                if index + 1 < characters.count, characters[index + 1] == character { index += 1 }
            default:
                if "$`*?[".contains(character) { isLiteral = false }
                inWord = true
                current.append(character)
            }
            index += 1
        }
        endCommand()
        return commands
    }

    // MARK: Help

    /// What `trellis [SUBCOMMAND] --help` says.
    struct Help: Sendable {
        var status: Int32
        var text: String
        /// Every option by each of its names, with the name of its value (nil for a flag).
        var options: [String: String?] = [:]
        /// The subcommands, for the top-level help.
        var subcommands: Set<String> = []

        init(status: Int32, text: String) {
            self.status = status
            self.text = text
            var inSubcommands = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("  -") {
                    // "  -o, --output <OUT>      OUT.svg or OUT.html." up to the gap before the description.
                    let specification = line.dropFirst(2).components(separatedBy: "  ")[0]
                    var names: [String] = []
                    var value: String?
                    for part in specification.components(separatedBy: ", ") {
                        let pieces = part.split(separator: " ", maxSplits: 1).map(String.init)
                        names.append(pieces[0])
                        if pieces.count > 1 {
                            value = pieces[1].trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
                        }
                    }
                    for name in names { options[name] = .some(value) }
                }
                if line.isEmpty || (line.hasSuffix(":") && !line.hasPrefix(" ")) {
                    inSubcommands = line == "SUBCOMMANDS:"
                } else if inSubcommands, line.hasPrefix("  "), !line.hasPrefix("   "),
                    let name = line.split(separator: " ").first
                {
                    subcommands.insert(String(name))
                }
            }
        }

        /// The name of an option's value (`<file>` is `file`); nil for a flag or an unknown option.
        func valueName(_ option: String) -> String? { options[option] ?? nil }

        /// Whether an option's value names a file or folder (`<file>`, `<FILE>`, `<FOLDER>`).
        func takesPath(_ option: String) -> Bool {
            ["file", "folder"].contains(valueName(option)?.lowercased())
        }
    }

    /// Each subcommand's help, asked once.
    final class HelpCache: @unchecked Sendable {
        private let lock = NSLock()
        private var helps: [String: Help] = [:]

        func help(_ subcommand: String?) throws -> Help {
            let key = subcommand ?? ""
            if let cached = lock.withLock({ helps[key] }) { return cached }
            let run = try CLITests.trellis((subcommand.map { [$0] } ?? []) + ["--help"])
            let help = Help(status: run.status, text: run.standardOutput)
            lock.withLock { helps[key] = help }
            return help
        }
    }

    static let helps = HelpCache()

    // MARK: The tests

    /// The extraction finds the commands the documentation is known to show, so a change in how documents are read
    /// cannot make the check below vacuous.
    @Test func commandsAreFoundInTheDocumentation() {
        let files = Set(Self.commands.map(\.file))
        #expect(files.isSuperset(of: ["README.md", "Docs/CLI.md"]), "commands found in \(files.sorted())")
        let subcommands = Set(Self.commands.compactMap { $0.arguments.first?.text })
        #expect(subcommands.isSuperset(of: ["lint", "frames", "explain", "render", "diff", "compile", "import"]))
        #expect(
            Self.simpleCommands(in: #"a "b c" 'd e' f\ g # h"#) == [
                ["a", "b c", "d e", "f g"].map { Word(text: $0) }
            ])
        #expect(
            Self.simpleCommands(in: "trellis x > out 2>&1 && trellis y | z; w").map { $0.map(\.text) } == [
                ["trellis", "x"], ["trellis", "y"], ["z"], ["w"],
            ])
    }

    /// The subcommand and its options are in the help; a command that can run here exits 0 or 1.
    @Test(arguments: commands)
    func documentedCommandWorks(_ command: Command) throws {
        let location = command.location
        let topLevel = try Self.helps.help(nil)
        try #require(topLevel.status == 0, "\(location): trellis --help exited with \(topLevel.status)")

        // The subcommand, and its help.
        var arguments = command.arguments
        var subcommand: String?
        if let first = arguments.first, !first.text.hasPrefix("-") {
            let listed = topLevel.subcommands.sorted()
            try #require(
                first.text == "help" || topLevel.subcommands.contains(first.text),
                "\(location): `trellis \(first.text)` is no subcommand; trellis --help lists \(listed)")
            subcommand = first.text
            arguments.removeFirst()
        }
        if subcommand == "help" {
            for word in arguments {
                #expect(
                    topLevel.subcommands.contains(word.text),
                    "\(location): `trellis help \(word.text)`: no such subcommand")
            }
            return
        }
        let help = try Self.helps.help(subcommand)
        let name = "trellis" + (subcommand.map { " " + $0 } ?? "")
        try #require(help.status == 0, "\(location): `\(name) --help` exited with \(help.status)")

        // Every option is in the help; split the words into options with their values and positional arguments.
        var usable = true
        var options: [Option] = []
        var positional: [Word] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.text.hasPrefix("-"), word.text != "-" else {
                positional.append(word)
                continue
            }
            if word.text == "--" {
                positional += arguments[index...]
                break
            }
            let parts = word.text.split(separator: "=", maxSplits: 1).map(String.init)
            let option = parts[0]
            guard let value = help.options[option] else {
                Issue.record(
                    "\(location): `\(name)` has no option \(option); its --help lists \(help.options.keys.sorted())")
                usable = false
                continue
            }
            if value == nil {
                options.append(Option(name: option))
            } else if parts.count == 2 {
                options.append(Option(name: option, value: Word(text: parts[1], isLiteral: word.isLiteral)))
            } else if index < arguments.count {
                options.append(Option(name: option, value: arguments[index]))
                index += 1
            } else {
                Issue.record("\(location): \(option) needs a value")
                usable = false
            }
        }

        // Run it only when its options are right, everything it reads is in the repository (or written out in the
        // document), and it stops by itself.
        guard usable, let subcommand, !Self.servers.contains(subcommand) else { return }
        let optionNames = Set(options.map(\.name))
        if optionNames.contains("--fix"), !optionNames.contains("--dry-run") { return } // it would write its inputs
        let inputs =
            positional.filter(Self.isPath)
            + options.filter { help.takesPath($0.name) && !Self.outputOptions.contains($0.name) }.compactMap(\.value)
        let allWords = positional + options.compactMap(\.value)
        func exists(_ input: Word) -> Bool {
            input.text != "-"
                && (command.layouts[input.text] != nil
                    || FileManager.default.fileExists(atPath: Repository.path(input.text)))
        }
        guard allWords.allSatisfy(\.isLiteral), inputs.allSatisfy(exists) else { return }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = [subcommand]
        for option in options {
            run.append(option.name)
            guard let value = option.value else { continue }
            // Standard output (`-` or a device) stays as written; a file goes into the temporary folder.
            let redirected =
                Self.outputOptions.contains(option.name) && value.text != "-" && !value.text.hasPrefix("/dev/")
            let fileName = (value.text as NSString).lastPathComponent
            run.append(redirected ? folder.appendingPathComponent(fileName).path : value.text)
        }
        // A layout the document writes out is read from the temporary folder.
        for word in positional {
            if let layout = command.layouts[word.text],
                !FileManager.default.fileExists(atPath: Repository.path(word.text))
            {
                let path = folder.appendingPathComponent(word.text).path
                try layout.write(toFile: path, atomically: true, encoding: .utf8)
                run.append(path)
            } else {
                run.append(word.text)
            }
        }
        // A command that would write beside its input or into the current folder writes into the temporary folder.
        let writes = !optionNames.contains("--dry-run") && !optionNames.contains("--check")
        if writes, optionNames.isDisjoint(with: ["-o", "--output"]), help.text.contains("[--output <") {
            if help.valueName("--output")?.lowercased() == "folder" {
                run += ["--output", folder.path]
            } else if let input = positional.first {
                let base = ((input.text as NSString).lastPathComponent as NSString).deletingPathExtension
                let stem = base.hasSuffix(".layout") ? String(base.dropLast(".layout".count)) : base
                run += ["--output", folder.appendingPathComponent(stem + ".swift").path]
            }
        }
        let result = try CLITests.trellis(run)
        let ran = "trellis " + run.joined(separator: " ")
        #expect(
            result.status == 0 || result.status == 1,
            "\(location): `\(ran)` exited with \(result.status): \(result.standardError)")
    }

    /// Whether a positional argument names a file or folder: not an element such as "section 0 item 3" or `12:9`,
    /// nor a rule id such as `group_overflow`.
    static func isPath(_ word: Word) -> Bool {
        let text = word.text
        if text.contains(where: \.isWhitespace) { return false }
        if text.range(of: #"^[0-9]+:[0-9]+$"#, options: .regularExpression) != nil { return false }
        if text.range(of: #"^[a-z][a-z0-9]*(_[a-z0-9]+)+$"#, options: .regularExpression) != nil {
            return FileManager.default.fileExists(atPath: Repository.path(text))
        }
        return true
    }
}
