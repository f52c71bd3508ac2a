import TrellisCore

/// Turns libyaml's words for the commonest YAML mistakes into plain messages at the place the
/// mistake is, which is often not where libyaml noticed it: a missing colon is noticed on the
/// next line, an unclosed bracket at the end of the file.
struct SyntaxErrorExplainer {
    let source: SourceFile

    /// A plain message and position for libyaml's `problem` at `position`, with the `context` it
    /// was parsing; nil when the problem is none of the common ones.
    func explain(problem: String, context: String?, contextPosition: SourcePosition?, at position: SourcePosition)
        -> (message: String, range: SourceRange, fixIt: FixIt?)?
    {
        let line = source.line(position.line).map(String.init) ?? ""
        switch problem {
        case "mapping values are not allowed in this context":
            if let missing = missingColon(before: position.line) { return missing }
            return (
                "this line is indented deeper than the keys of its mapping, or a value goes on after its key's "
                    + "line; keys of one mapping line up under each other",
                SourceRange(start: SourcePosition(line: position.line, column: 1), length: indentation(line) + 1), nil
            )
        case "could not find expected ':'":
            if let missing = missingColon(before: position.line + 1) ?? missingColon(before: position.line) {
                return missing
            }
        case "did not find expected '-' indicator":
            return (
                "this line is indented less than the list item above it; items of one list line up, and their keys "
                    + "are indented under the first",
                SourceRange(start: SourcePosition(line: position.line, column: 1), length: indentation(line) + 1), nil
            )
        case "did not find expected key":
            if line.dropFirst(indentation(line)).hasPrefix("-") {
                let column = indentation(line) + 1
                return (
                    "a list item ('-') where a key is expected: remove the '-', or start the list on a key of its own",
                    SourceRange(start: SourcePosition(line: position.line, column: column), length: 1), nil
                )
            }
            return (
                "this line is indented less than the keys of its mapping; keys of one mapping line up under each "
                    + "other",
                SourceRange(start: SourcePosition(line: position.line, column: 1), length: indentation(line) + 1), nil
            )
        case "did not find expected ',' or '}'", "did not find expected ',' or ']'":
            if let mismatch = mismatchedCloser(at: position) { return mismatch }
            if let open = contextPosition,
                let bracket = source.line(open.line)?.unicodeScalars
                    .dropFirst(open.column - 1).first, let closer = Self.closers[bracket]
            {
                let message = "this '\(bracket)' is never closed; close it with '\(closer)'"
                return (message, SourceRange(start: open, length: 1), closingFixIt(for: open, closer: closer))
            }
        case "found unexpected end of stream":
            if context == "while scanning a quoted scalar", let open = contextPosition {
                return ("this quote is never closed", SourceRange(start: open, length: 1), nil)
            }
        case "did not find expected node content":
            if context == "while parsing a flow node" {
                if let mismatch = mismatchedCloser(at: position) { return mismatch }
                // Nothing but blanks and comments from here on: the file ends inside an unclosed bracket.
                if isBlankOrComment(from: position), let open = openBrackets(before: position).last,
                    let closer = Self.closers[open.scalar]
                {
                    return (
                        "this '\(open.scalar)' is never closed; close it with '\(closer)'",
                        SourceRange(start: open.at, length: 1), closingFixIt(for: open.at, closer: closer)
                    )
                }
                return (
                    "a value is missing here: two commas in a row, or a comma before the closing bracket",
                    SourceRange(start: position, length: 1), nil
                )
            }
        case "block sequence entries are not allowed in this context":
            return (
                "a list item ('-') cannot follow a key on the same line; start the list on the next line, indented",
                SourceRange(start: position, length: 1), nil
            )
        case "found character that cannot start any token":
            let scalar = line.unicodeScalars.dropFirst(position.column - 1).first
            if scalar == "\t" {
                return (
                    "a tab indents this line; YAML indents with spaces only", SourceRange(start: position, length: 1),
                    FixIt(range: SourceRange(start: position, length: 1), replacement: "  ")
                )
            }
            if let scalar, scalar == "@" || scalar == "`" {
                let character = String(Character(scalar))
                return (
                    "a plain value cannot start with '\(character)'; quote the value",
                    SourceRange(start: position, length: 1), nil
                )
            }
        case "found unknown escape character":
            return (
                "an unknown escape in a double-quoted string; use single quotes, or '\\\\' for a backslash",
                SourceRange(start: position, length: 1), nil
            )
        default:
            break
        }
        return nil
    }

    /// A line above `lineNumber` whose first word stands alone where a `key: value` belongs
    /// (`axis horizontal`): the colon is missing after that word.
    private func missingColon(before lineNumber: Int) -> (message: String, range: SourceRange, fixIt: FixIt?)? {
        var number = lineNumber - 1
        while number >= 1, let text = source.line(number), isBlankOrComment(text) { number -= 1 }
        guard number >= 1, let text = source.line(number) else { return nil }
        let indent = indentation(String(text))
        var content = Substring(text.dropFirst(indent))
        var column = indent + 1
        if content.hasPrefix("- ") {
            content = content.dropFirst(2)
            column += 2
        }
        guard !content.contains(":"), !content.hasPrefix("#"), !content.hasPrefix("-"),
            let word = content.split(separator: " ").first, content.contains(" "),
            word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        let end = SourcePosition(line: number, column: column + word.unicodeScalars.count)
        return (
            "missing ':' after '\(TerminalText.excerpt(String(word)))'; a key and its value are written 'key: value'",
            SourceRange(start: SourcePosition(line: number, column: column), end: end),
            FixIt(range: SourceRange(start: end, end: end), replacement: ":")
        )
    }

    private static let closers: [Unicode.Scalar: Unicode.Scalar] = ["{": "}", "[": "]"]

    /// The brackets still open at `position` (outermost first), skipping quoted scalars and comments.
    private func openBrackets(before position: SourcePosition) -> [(scalar: Unicode.Scalar, at: SourcePosition)] {
        var stack: [(scalar: Unicode.Scalar, at: SourcePosition)] = []
        source.forEachScalarOutsideComments(from: .start) { scalar, at, quoted in
            guard at < position else { return false }
            if quoted {
                return true
            } else if Self.closers[scalar] != nil {
                stack.append((scalar, at))
            } else if scalar == "}" || scalar == "]" {
                _ = stack.popLast()
            }
            return true
        }
        return stack
    }

    /// `[}`: a closing bracket of the other kind. Its one repair is the matching closer.
    private func mismatchedCloser(at position: SourcePosition) -> (message: String, range: SourceRange, fixIt: FixIt?)?
    {
        guard let found = source.line(position.line)?.unicodeScalars.dropFirst(position.column - 1).first,
            found == "}" || found == "]", let open = openBrackets(before: position).last,
            let expected = Self.closers[open.scalar], expected != found
        else { return nil }
        let range = SourceRange(start: position, length: 1)
        return (
            "'\(found)' cannot close the '\(open.scalar)' opened at line \(open.at.line), column \(open.at.column); "
                + "close it with '\(expected)'",
            range, FixIt(range: range, replacement: String(Character(expected)))
        )
    }

    /// A bracket opened on a line that ends with only it still open (`item: {width: absolute(1)`): the closer
    /// goes at the end of that line, before any comment. A collection that goes on to later lines is left to the
    /// author.
    private func closingFixIt(for open: SourcePosition, closer: Unicode.Scalar) -> FixIt? {
        guard let text = source.line(open.line) else { return nil }
        let lineEnd = SourcePosition(line: open.line, column: text.unicodeScalars.count + 1)
        let stillOpen = openBrackets(before: lineEnd)
        guard stillOpen.count == 1, stillOpen[0].at == open, !isContinued(after: open.line) else { return nil }
        // After the line's last scalar that is not a blank or part of a comment.
        var last = open.column
        source.forEachScalarOutsideComments(from: open) { scalar, at, _ in
            guard at.line == open.line else { return false }
            if scalar != " ", scalar != "\t" { last = at.column }
            return true
        }
        let end = SourcePosition(line: open.line, column: last + 1)
        return FixIt(range: SourceRange(start: end, end: end), replacement: String(Character(closer)))
    }

    /// Whether the next line with content is indented deeper than `lineNumber`: the collection goes on there.
    private func isContinued(after lineNumber: Int) -> Bool {
        guard let current = source.line(lineNumber) else { return false }
        var number = lineNumber + 1
        while let text = source.line(number) {
            if !isBlankOrComment(text) { return indentation(String(text)) > indentation(String(current)) }
            number += 1
        }
        return false
    }

    /// Whether the rest of the file, from `position` on, holds only blanks and comments.
    private func isBlankOrComment(from position: SourcePosition) -> Bool {
        guard let text = source.line(position.line), isBlankOrComment(text.dropFirst(position.column - 1)) else {
            return false
        }
        var number = position.line + 1
        while let next = source.line(number) {
            guard isBlankOrComment(next) else { return false }
            number += 1
        }
        return true
    }

    private func isBlankOrComment(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    private func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
}
