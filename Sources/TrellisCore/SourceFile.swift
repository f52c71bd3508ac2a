/// The text of one input file, with the line index the reporters need.
public struct SourceFile: Sendable {
    /// The path as the user gave it (or `--stdin-filename`), used in every diagnostic.
    public let path: String
    public let text: String
    /// The text of each line, without its line break.
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        // Split on "\n" only: "\r\n" leaves a trailing "\r" that `line(_:)` trims, so columns
        // agree with libyaml, which also counts from the last "\n".
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line `number` without its line break, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        return line.hasSuffix("\r") ? line.dropLast() : line
    }

    /// The column of `position` counted in UTF-16 code units (1-based), for SARIF and LSP.
    public func utf16Column(of position: SourcePosition) -> Int {
        guard let line = line(position.line) else { return position.column }
        let prefix = line.unicodeScalars.prefix(max(0, position.column - 1))
        // Past the end of the line (an end-of-line position), each column is one unit.
        let beyondLine = max(0, position.column - 1 - prefix.count)
        return prefix.reduce(0) { $0 + $1.utf16.count } + beyondLine + 1
    }

    /// The position just past the bracket that closes the flow collection (`{` or `[`) at `open`, skipping
    /// quoted scalars and comments; nil when no bracket opens there or it is never closed. The loader marks only
    /// where a collection starts.
    public func positionAfterClosingBracket(of open: SourcePosition) -> SourcePosition? {
        let first = line(open.line)?.unicodeScalars.dropFirst(open.column - 1).first
        guard first == "{" || first == "[" else { return nil }
        var depth = 0
        var quote: Unicode.Scalar?
        var number = open.line
        var column = open.column
        while let text = line(number) {
            let scalars = Array(text.unicodeScalars)
            var index = column - 1
            while index < scalars.count {
                let scalar = scalars[index]
                if let open = quote {
                    // In double quotes a backslash escapes the next character, a quote included.
                    if open == "\"", scalar == "\\" {
                        index += 1
                    } else if scalar == open {
                        quote = nil
                    }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == "#", index == 0 || scalars[index - 1] == " " {
                    break
                } else if scalar == "{" || scalar == "[" {
                    depth += 1
                } else if scalar == "}" || scalar == "]" {
                    depth -= 1
                    if depth == 0 { return SourcePosition(line: number, column: index + 2) }
                }
                index += 1
            }
            number += 1
            column = 1
        }
        return nil
    }
}
