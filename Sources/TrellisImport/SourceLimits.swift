import SwiftSyntax
import TrellisCore

/// Bounds on how deeply a Swift file nests, checked before the file is followed, so that no input can exhaust the
/// stack or take exponential time.
///
/// Two checks, at two stages:
/// - `scan(_:)` reads the text before swift-syntax parses it. Its parser looks ahead exponentially through nested
///   square brackets (`[[[[…` might be an inline array type: each level is tried as a type, then as an expression), so
///   a 30-deep array literal takes hours and a 1,000-deep one overflows the stack. Its `maximumNestingLevel` bounds
///   the parse proper but not that lookahead, so the brackets are counted here, skipping comments and string literals.
/// - `check(_:)` measures the parsed tree, without recursion, before it is folded and walked: a long operator
///   sequence (`1 + 1 + …`) folds into a tree as deep as it is long, and a long member chain (`a.a.a…`) parses into
///   one, and swift-syntax's own walks recurse through that depth.
enum SourceLimits {

    /// Where a file goes past a bound: its UTF-8 offset, and what it is.
    struct Violation: Error {
        var offset: Int
        var message: String
    }

    /// The first bracket past the bracket bounds, skipping comments and string literals (interpolations included).
    static func scan(_ text: String) -> Violation? {
        let bytes = Array(text.utf8)
        /// Open brackets, by byte; and where each string literal or interpolation began.
        var brackets: [UInt8] = []
        var squareBrackets = 0
        enum Context {
            case string(hashes: Int, multiline: Bool)
            /// An interpolation `\(…)`: the brackets open when it began.
            case interpolation(base: Int)
        }
        var contexts: [Context] = []
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        func count(_ byte: UInt8, from start: Int) -> Int {
            var end = start
            while at(end) == byte { end += 1 }
            return end - start
        }
        while index < bytes.count {
            let byte = bytes[index]
            if case let .string(hashes, multiline)? = contexts.last {
                if byte == UInt8(ascii: "\\"), count(UInt8(ascii: "#"), from: index + 1) >= hashes {
                    let next = index + 1 + hashes
                    if at(next) == UInt8(ascii: "(") {
                        contexts.append(.interpolation(base: brackets.count))
                        brackets.append(UInt8(ascii: "("))
                    }
                    index = next + 1
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    if count(UInt8(ascii: "\""), from: index) >= quotes,
                        count(UInt8(ascii: "#"), from: index + quotes) >= hashes
                    {
                        contexts.removeLast()
                        index += quotes + hashes
                        continue
                    }
                }
                if byte == UInt8(ascii: "\n"), !multiline { contexts.removeLast() }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if at(index) == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if at(index) == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let hashes = count(UInt8(ascii: "#"), from: index)
                guard at(index + hashes) == UInt8(ascii: "\"") else {
                    index += max(hashes, 1)
                    continue
                }
                let multiline = count(UInt8(ascii: "\""), from: index + hashes) >= 3
                contexts.append(.string(hashes: hashes, multiline: multiline))
                index += hashes + (multiline ? 3 : 1)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                brackets.append(byte)
                if byte == UInt8(ascii: "[") { squareBrackets += 1 }
                if brackets.count > Limits.importBrackets {
                    return Violation(
                        offset: index, message: "brackets nested more than \(Limits.importBrackets) deep; not imported")
                }
                if squareBrackets > Limits.importSquareBrackets {
                    return Violation(
                        offset: index,
                        message: "square brackets nested more than \(Limits.importSquareBrackets) deep; not imported")
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let open = brackets.popLast(), open == UInt8(ascii: "[") { squareBrackets -= 1 }
                if case let .interpolation(base)? = contexts.last, brackets.count == base { contexts.removeLast() }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The first node deeper than the tree bound, or the first sequence with too many operators, by a walk that keeps
    /// its own stack.
    static func check(_ tree: some SyntaxProtocol) -> Violation? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > Limits.importTreeDepth {
                return Violation(
                    offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                    message: "code nested more than \(Limits.importTreeDepth) levels deep; not imported")
            }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > 2 * Limits.importOperators + 1
            {
                return Violation(
                    offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                    message: "an expression of more than \(Limits.importOperators) operators; not imported")
            }
            for child in node.children(viewMode: .sourceAccurate) where !child.is(TokenSyntax.self) {
                pending.append((child, depth + 1))
            }
        }
        return nil
    }

    /// The 1-based line and column (in UTF-8 bytes, as swift-syntax counts) of an offset.
    static func location(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
