import TrellisCore

/// A linear pass over the raw text that finds, in the language's terms, why a file is refused: nesting past the
/// depth limit (libyaml stops at a limit of its own, far deeper, and may have scanned ahead to it before the
/// composer saw one event), or a key the language does not allow (`?` keys, aliases and collections as keys). The
/// loader runs it once the file cannot be composed, or when the composer met such a key or the text holds a `?`.
///
/// The scan over-estimates nesting (block indentation levels + two per `- ` entry marker + open flow brackets), so
/// it refuses only what is far past the limit; the composer checks the exact depth.
struct LexicalScan {
    struct Finding {
        var rule: RuleID
        var message: String
        var position: SourcePosition
    }

    let limits: InputLimits

    func findings(in bytes: [UInt8]) -> Finding? {
        var line = 1
        var column = 1
        var index = 0
        var indents: [Int] = []
        var flowDepth = 0
        var firstPastLimit: SourcePosition?
        var blockScalarIndent: Int? // inside a `|` or `>` block scalar: its parent's indentation
        let refusalDepth = limits.maximumDepth * 4

        // `lower` and `upper` bound the true depth here (an entry marker opens one level,
        // or two with a compact mapping after it). Blame the first place the lower bound
        // passes the limit; refuse once even the upper bound is far past it.
        func check(lower: Int, upper: Int) -> Finding? {
            if lower > limits.maximumDepth, firstPastLimit == nil {
                firstPastLimit = SourcePosition(line: line, column: column)
            }
            guard upper > refusalDepth else { return nil }
            return Finding(
                rule: .inputLimit, message: "nesting is deeper than \(limits.maximumDepth) levels",
                position: firstPastLimit ?? SourcePosition(line: line, column: column))
        }

        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func atBreak(_ offset: Int = 0) -> Bool { LineBreaks.breakLength(bytes, at: index + offset) != nil }
        func isBlank(_ b: UInt8?) -> Bool { b == nil || b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

        while index < bytes.count {
            // At a line start: indentation, block-scalar bodies, entry markers.
            var indent = 0
            while byte(indent) == 0x20 { indent += 1 }
            let first = byte(indent)
            let blankLine = first == nil || atBreak(indent) || first == UInt8(ascii: "#")
            if let parentIndent = blockScalarIndent, blankLine || indent > parentIndent {
                skipLine(&index, &line, &column, bytes)
                continue
            }
            blockScalarIndent = nil
            if blankLine {
                skipLine(&index, &line, &column, bytes)
                continue
            }
            var dashes = 0
            if flowDepth == 0 {
                while let top = indents.last, top > indent { indents.removeLast() }
                if indents.last != indent { indents.append(indent) }
            }
            index += indent
            column += indent
            while byte(0) == UInt8(ascii: "-"), isBlank(byte(1)), flowDepth == 0 {
                dashes += 1
                if let refusal = check(lower: indents.count + dashes, upper: indents.count + 2 * dashes) {
                    return refusal
                }
                index += 1
                column += 1
                while byte(0) == 0x20 { index += 1; column += 1 }
            }
            if byte(0) == UInt8(ascii: "?"), isBlank(byte(1)), flowDepth == 0 {
                return Finding(
                    rule: .typeMismatch,
                    message:
                        "mapping keys must be plain scalars; explicit `?` keys are not part of the layout language",
                    position: SourcePosition(line: line, column: column))
            }
            var lastValueIndicatorAtLineEnd = false
            // The rest of the line: quotes, comments, flow brackets, aliases used as keys.
            while let b = byte(0), !atBreak() {
                // The depth of the node starting here (an opening bracket counts itself).
                let opens = b == UInt8(ascii: "[") || b == UInt8(ascii: "{") ? 1 : 0
                let nesting = indents.count + flowDepth + opens
                if let refusal = check(lower: nesting + dashes, upper: nesting + 2 * dashes) { return refusal }
                switch b {
                case UInt8(ascii: "#") where column == 1 || isBlank(index > 0 ? bytes[index - 1] : nil):
                    while let c = byte(0), !atBreak() { advance(&index, &column, c) }
                    continue
                case let quote
                where (quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"))
                    && (index == 0 || isBlank(bytes[index - 1]) || "[{,".utf8.contains(bytes[index - 1])):
                    skipQuoted(&index, &line, &column, bytes, quote: quote)
                    lastValueIndicatorAtLineEnd = false
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    flowDepth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    flowDepth = max(0, flowDepth - 1)
                    if followedByKeyIndicator(bytes, from: index + 1) {
                        return Finding(
                            rule: .typeMismatch, message: "mapping keys must be plain scalars, not collections",
                            position: SourcePosition(line: line, column: column))
                    }
                case UInt8(ascii: "*")
                where index == 0 || isBlank(bytes[index - 1]) || "[{,".utf8.contains(bytes[index - 1]):
                    var end = index + 1
                    while end < bytes.count, !isBlank(bytes[end]), !",]}".utf8.contains(bytes[end]) { end += 1 }
                    if followedByKeyIndicator(bytes, from: end) {
                        return Finding(
                            rule: .typeMismatch, message: "mapping keys must be plain scalars, not aliases",
                            position: SourcePosition(line: line, column: column))
                    }
                case UInt8(ascii: "|"), UInt8(ascii: ">"):
                    if index > 0, isBlank(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ":") {
                        lastValueIndicatorAtLineEnd = true
                    }
                case 0x20, 0x09, 0x0D:
                    break
                default:
                    if b != UInt8(ascii: "-"), b != UInt8(ascii: "+"), !(b >= 48 && b <= 57) {
                        lastValueIndicatorAtLineEnd = false
                    }
                }
                advance(&index, &column, b)
            }
            if lastValueIndicatorAtLineEnd, flowDepth == 0 { blockScalarIndent = indent }
            index += LineBreaks.breakLength(bytes, at: index) ?? 1
            line += 1
            column = 1
        }
        return nil
    }

    private func followedByKeyIndicator(_ bytes: [UInt8], from start: Int) -> Bool {
        var i = start
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
        return i + 1 >= bytes.count || [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i + 1])
    }

    private func advance(_ index: inout Int, _ column: inout Int, _ byte: UInt8) {
        index += 1
        // Columns count Unicode scalars: UTF-8 continuation bytes do not start a new column.
        if byte & 0xC0 != 0x80 { column += 1 }
    }

    private func skipLine(_ index: inout Int, _ line: inout Int, _ column: inout Int, _ bytes: [UInt8]) {
        while index < bytes.count, LineBreaks.breakLength(bytes, at: index) == nil { index += 1 }
        index += LineBreaks.breakLength(bytes, at: index) ?? 1
        line += 1
        column = 1
    }

    private func skipQuoted(_ index: inout Int, _ line: inout Int, _ column: inout Int, _ bytes: [UInt8], quote: UInt8)
    {
        advance(&index, &column, quote)
        while index < bytes.count {
            let b = bytes[index]
            if let length = LineBreaks.breakLength(bytes, at: index) {
                index += length
                line += 1
                column = 1
                continue
            }
            if quote == UInt8(ascii: "\""), b == UInt8(ascii: "\\"),
                LineBreaks.breakLength(bytes, at: index + 1) == nil,
                index + 1 < bytes.count
            {
                advance(&index, &column, b)
                advance(&index, &column, bytes[index])
                continue
            }
            advance(&index, &column, b)
            if b == quote {
                // '' inside single quotes is an escaped quote, not the end.
                if quote == UInt8(ascii: "'"), index < bytes.count, bytes[index] == quote {
                    advance(&index, &column, quote)
                    continue
                }
                return
            }
        }
    }
}
