/// Text for XML and HTML documents: what every drawing (`render`, `diff --svg`) and the XML reporters (`junit`,
/// `checkstyle`) write text from their input with.
package enum MarkupText {
    /// Text escaped for XML and HTML content and attributes. The five markup characters become entities, and a tab
    /// `&#9;` (an attribute value would read it as a space). What XML 1.0 cannot carry at all (C0 controls, U+FFFE,
    /// U+FFFF: no reference can stand for them) and what must not reach a terminal raw (`TerminalText`: line breaks,
    /// DEL, C1 and bidirectional controls) is made visible as `\u{XXXX}`, so text taken from input keeps the document
    /// well-formed and reads as written. XML 1.0's characters: https://www.w3.org/TR/xml/#charsets
    package static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t": out += "&#9;"
            case let hidden where TerminalText.isUnsafe(hidden) || !isXMLCharacter(hidden):
                out += "\\u{\(String(hidden.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether XML 1.0 allows the scalar in a document (its `Char` production; Swift scalars are never surrogates).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
