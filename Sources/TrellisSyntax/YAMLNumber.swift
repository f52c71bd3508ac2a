/// Numbers as YAML 1.2's core schema reads plain scalars.
enum YAMLNumber {
    static func parse(_ text: String) -> Double? {
        // Most numbers start with a digit: the special spellings start with '.', '+' or '-'.
        if let first = text.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
            // Whole numbers of up to 15 digits, most of those written, are exact in a Double: summed, not parsed.
            if text.utf8.count <= 15 {
                var whole = 0
                for byte in text.utf8 {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                        whole = -1
                        break
                    }
                    whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
                }
                if whole >= 0 { return Double(whole) }
            }
            if first == UInt8(ascii: "0"), text.utf8.count > 1 {
                if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
                if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
            }
            return isDecimal(text) ? Double(text) : nil
        }
        switch text {
        case ".nan", ".NaN", ".NAN": return .nan
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        default: break
        }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
        guard isDecimal(text) else { return nil }
        return Double(text)
    }

    /// `[-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isDecimal(_ text: String) -> Bool {
        var chars = Substring(text).utf8[...]
        func digits() -> Int {
            var count = 0
            while let c = chars.first, c >= 48, c <= 57 { chars = chars.dropFirst(); count += 1 }
            return count
        }
        if chars.first == UInt8(ascii: "-") || chars.first == UInt8(ascii: "+") { chars = chars.dropFirst() }
        let whole = digits()
        var fraction = 0
        if chars.first == UInt8(ascii: ".") {
            chars = chars.dropFirst()
            fraction = digits()
            if whole == 0 && fraction == 0 { return false }
        } else if whole == 0 {
            return false
        }
        if chars.first == UInt8(ascii: "e") || chars.first == UInt8(ascii: "E") {
            chars = chars.dropFirst()
            if chars.first == UInt8(ascii: "-") || chars.first == UInt8(ascii: "+") { chars = chars.dropFirst() }
            if digits() == 0 { return false }
        }
        return chars.isEmpty
    }
}
