import TrellisCore

/// The suppression comments of one file (Docs/CLI.md, "Suppressions"):
/// `# trellis:disable:this ID...`, `# trellis:disable:next ID...`, `# trellis:disable:previous ID...`,
/// and `# trellis:disable ID...` up to `# trellis:enable ID...`. `all` names every rule.
package struct Suppressions: Sendable {
    package enum Action: String, Sendable, CaseIterable {
        case disable, enable
        case disableThis = "disable:this"
        case disableNext = "disable:next"
        case disablePrevious = "disable:previous"
    }

    /// One comment command and the rule ids it names, each with its range.
    package struct Command: Sendable {
        package var action: Action
        package var line: Int
        package var range: SourceRange
        package var rules: [(id: String, range: SourceRange)]
    }

    /// A `trellis:` comment whose action is not one of `Action`.
    package struct Malformed: Sendable {
        package var text: String
        package var range: SourceRange
    }

    package private(set) var commands: [Command] = []
    package private(set) var malformed: [Malformed] = []
    private let lineCount: Int

    package static let allRules = "all"
    static let prefix = "trellis:"

    package init(source: SourceFile) {
        lineCount = source.lineCount
        guard Self.mayHoldCommand(source.text) else { return }
        for number in source.lineNumbers(containing: Self.prefix) {
            guard let line = source.line(number) else { continue }
            scan(Array(line.unicodeScalars), line: number)
        }
    }

    /// Whether some `#` is followed, after spaces, tabs or commas, by `trellis:`: a file without one is not scanned
    /// line by line. Found from each `#` (a few per file) rather than each `t`, which a file holds by the dozen.
    static func mayHoldCommand(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let prefix = Array(Self.prefix.utf8)
            var index = 0
            while let hash = bytes[index...].firstIndex(of: UInt8(ascii: "#")) {
                index = hash + 1
                var start = index
                // `scan` reads words split at spaces, tabs and commas.
                while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x2C {
                    start += 1
                }
                if bytes[start...].starts(with: prefix) { return true }
            }
            return false
        }
    }

    /// Finds `#` that starts a YAML comment (at the line start or after white space) and is
    /// followed by `trellis:`.
    private mutating func scan(_ scalars: [Unicode.Scalar], line: Int) {
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "#", index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\t" else {
                continue
            }
            var start = index + 1
            while start < scalars.count, scalars[start] == " " { start += 1 }
            let words = Self.words(scalars, from: start)
            guard let first = words.first, first.text.hasPrefix(Self.prefix) else { continue }
            let actionText = String(first.text.dropFirst(Self.prefix.count))
            let firstRange = SourceRange(
                start: SourcePosition(line: line, column: first.offset + 1), length: first.text.unicodeScalars.count)
            guard let action = Action(rawValue: actionText) else {
                malformed.append(Malformed(text: actionText, range: firstRange))
                return
            }
            let rules = words.dropFirst().prefix { !$0.text.hasPrefix("#") }.map { word in
                (
                    id: word.text,
                    range: SourceRange(
                        start: SourcePosition(line: line, column: word.offset + 1),
                        length: word.text.unicodeScalars.count)
                )
            }
            commands.append(Command(action: action, line: line, range: firstRange, rules: rules))
            return
        }
    }

    private static func words(_ scalars: [Unicode.Scalar], from start: Int) -> [(text: String, offset: Int)] {
        var words: [(String, Int)] = []
        var current = "", offset = start
        for index in start..<scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "," {
                if !current.isEmpty { words.append((current, offset)); current = "" }
            } else {
                if current.isEmpty { offset = index }
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { words.append((current, offset)) }
        return words
    }

    /// The lines on which a command suppresses `rule`: its own line, the next or the previous
    /// one, or for `disable` up to the first later `enable` naming the rule (or `all`).
    package func scope(of command: Command, rule: String) -> ClosedRange<Int> {
        switch command.action {
        case .disableThis, .enable: return command.line...command.line
        case .disableNext: return (command.line + 1)...(command.line + 1)
        case .disablePrevious: return Swift.max(1, command.line - 1)...Swift.max(1, command.line - 1)
        case .disable:
            let end = commands.first { later in
                later.action == .enable && later.line > command.line
                    && later.rules.contains { $0.id == rule || $0.id == Self.allRules }
            }?.line
            return command.line...Swift.max(command.line, end ?? lineCount)
        }
    }

    /// Whether a diagnostic of `rule` starting on `line` is suppressed.
    package func suppresses(_ rule: RuleID, line: Int) -> Bool {
        commands.contains { command in
            command.action != .enable && command.rules.contains { $0.id == rule.rawValue || $0.id == Self.allRules }
                && scope(of: command, rule: rule.rawValue).contains(line)
        }
    }
}
