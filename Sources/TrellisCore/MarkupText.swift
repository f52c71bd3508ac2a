/// Text for XML and HTML documents: what every drawing (`render`, `diff --svg`) writes names from its input with.
package enum MarkupText {
    /// Text escaped for XML and HTML content and attributes. Control characters, which XML does not allow even as
    /// references, and bidirectional controls are first made visible as `\u{XXXX}` (`TerminalText`), so a name taken
    /// from input keeps the document well-formed and reads as written.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for character in TerminalText.escaped(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
