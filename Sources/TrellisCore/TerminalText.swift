/// Text echoed to a terminal from a file the user did not necessarily write: control characters and
/// bidirectional overrides would move the cursor, clear the screen or reorder what is shown, so they are made
/// visible instead.
package enum TerminalText {
    /// Whether a scalar must not reach a terminal raw: C0 and C1 controls other than tab, DEL, and the
    /// bidirectional marks, embeddings, overrides and isolates.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with each unsafe scalar written as `\u{XXXX}`.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// At most `limit` characters of `text`, escaped, with an ellipsis when cut: how a message quotes a value taken
    /// from input, which may be a whole file.
    package static func excerpt(_ text: String, limit: Int = 40) -> String {
        var count = 0
        var end = text.startIndex
        while end < text.endIndex, count < limit {
            text.formIndex(after: &end)
            count += 1
        }
        return end == text.endIndex ? escaped(text) : escaped(String(text[..<end])) + "…"
    }
}
