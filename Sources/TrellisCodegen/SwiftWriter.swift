import TrellisModel

/// Builds indented Swift source line by line.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ line: String = "") {
        text += line.isEmpty ? "\n" : String(repeating: "    ", count: depth) + line + "\n"
    }

    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// A `switch`, whose `case` lines stay at the switch's own depth (Swift's convention).
    mutating func switchBlock(_ subject: String, _ cases: [String]) {
        line("switch \(subject) {")
        for item in cases { line(item) }
        line("}")
    }

    mutating func lines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }
}

/// Swift literals for numbers: integers without a fraction, other values in the shortest form
/// that reads back as the same `Double`, so generated frames equal the engine's to the bit.
func literal(_ value: Double) -> String { Expression.numberText(value) }

/// Whether Swift text reads a member of the local `variable` (`container.width`): not a member that bears its
/// name (`environment.container.`, `constants.container.`), nor a longer name ending in it.
func readsMember(of variable: String, in text: String) -> Bool {
    text.ranges(of: variable + ".").contains { range in
        guard let before = text[..<range.lowerBound].last else { return true }
        return !(before == "." || before == "_" || before.isLetter || before.isNumber)
    }
}

/// A Swift string literal.
func stringLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

extension String {
    /// `pickHeader` from `pick` and `header`.
    func camelJoined(_ other: String) -> String {
        guard let first = other.first else { return self }
        return self + first.uppercased() + other.dropFirst()
    }
}
