import TrellisCore
import TrellisModel
import TrellisSyntax

/// Scalar value forms of `Grammar/Reference.md` §2: numbers, fractions, dimensions, spacing, insets,
/// points, counts, booleans, names and enumerations.
extension Lowering {
    /// Numbers beyond this magnitude are refused as absurd (no screen is a million points wide).
    static let largestNumber = 1_000_000.0
    /// The smallest magnitude accepted besides 0: a ten-thousandth of a point is below a pixel at every scale, and
    /// smaller numbers (down to denormals such as 1e-320) only print as 0.
    static let smallestNumber = 0.0001

    /// A decimal (`44`, `-0.5`, `1e3`) or fraction (`140/393`) literal.
    static func numberLiteral(_ text: String) -> Double? {
        if let value = Scalar(text).number { return value }
        // Splitting allocates, and most text that is not a number (an expression, a constant's name) has no slash.
        guard text.utf8.contains(UInt8(ascii: "/")) else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let numerator = Scalar(parts[0].trimmingSpaces).number,
            let denominator = Scalar(parts[1].trimmingSpaces).number
        else { return nil }
        return numerator / denominator
    }

    /// A number the model holds as a value, for keys that no expression can give per environment.
    mutating func number(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> Double? {
        layoutNumber(node, key, at: position)?.value
    }

    /// A number of the model, with its version 2 expression when it is written as one. `bounds`: what the value may
    /// be, for the model's stand-in value of an expression that depends on the environment.
    mutating func layoutNumber(
        _ node: SyntaxNode, _ key: String, at position: LoweringPosition, bounds: NumberBounds = .any
    ) -> LayoutNumber? {
        guard let scalar = node.scalar, scalar.isPlain, let value = Self.numberLiteral(scalar.text) else {
            if expressions.languageVersion >= 2, let scalar = node.scalar, !scalar.isNull {
                guard let number = expressionNumber(scalar.text, key: key, in: node, bounds: bounds, at: position),
                    checkedNumber(number.value, text: scalar.text, key: key, at: node.range) != nil
                else { return nil }
                return number
            }
            typeMismatch(node, expected: "a number", for: key)
            return nil
        }
        return checkedNumber(value, text: node.scalar?.text ?? "", key: key, at: node.range).map { LayoutNumber($0) }
    }

    /// Refuses NaN, infinities (including division by zero) and absurd magnitudes, large or small.
    mutating func checkedNumber(
        _ value: Double, text written: String, key: String, at position: @autoclosure () -> SourceRange
    ) -> Double? {
        // Both made only for a message: most numbers are fine.
        var text: String { TerminalText.excerpt(written) }
        var range: SourceRange { position() }
        guard value.isFinite else {
            error(
                .invalidValue,
                "'\(key)' must be a finite number, but \(text) is \(value.isNaN ? "not a number" : "infinite")",
                at: range)
            return nil
        }
        guard abs(value) <= Self.largestNumber else {
            error(
                .invalidValue, "'\(key)' is \(text), beyond the largest accepted magnitude \(Int(Self.largestNumber))",
                at: range)
            return nil
        }
        guard value == 0 || abs(value) >= Self.smallestNumber else {
            error(
                .invalidValue,
                "'\(key)' is \(text), closer to 0 than \(Self.smallestNumber), the smallest magnitude accepted "
                    + "besides 0; write 0, or a number from \(Self.smallestNumber) to \(Int(Self.largestNumber))",
                at: range)
            return nil
        }
        return value
    }

    mutating func nonNegativeLayoutNumber(_ node: SyntaxNode, _ key: String, at position: LoweringPosition)
        -> LayoutNumber?
    {
        guard let number = layoutNumber(node, key, at: position, bounds: .nonNegative) else { return nil }
        guard number.value >= 0 else {
            error(
                .invalidValue, "'\(key)' must not be negative, found \(TerminalText.excerpt(node.scalar?.text ?? ""))",
                at: node.range)
            return nil
        }
        return number
    }

    mutating func positiveNumber(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> Double? {
        positiveLayoutNumber(node, key, at: position)?.value
    }

    mutating func positiveLayoutNumber(_ node: SyntaxNode, _ key: String, at position: LoweringPosition)
        -> LayoutNumber?
    {
        guard let number = layoutNumber(node, key, at: position, bounds: .positive) else { return nil }
        guard number.value > 0 else {
            error(
                .invalidValue,
                "'\(key)' must be greater than 0, found \(TerminalText.excerpt(node.scalar?.text ?? ""))",
                at: node.range)
            return nil
        }
        return number
    }

    mutating func integer(_ node: SyntaxNode, _ key: String) -> Int? {
        guard let scalar = node.scalar, scalar.isPlain, let value = scalar.number, value.isFinite,
            value == value.rounded()
        else {
            typeMismatch(node, expected: "an integer", for: key)
            return nil
        }
        guard let checked = checkedNumber(value, text: scalar.text, key: key, at: node.range) else { return nil }
        return Int(checked)
    }

    mutating func nonNegativeInteger(_ node: SyntaxNode, _ key: String) -> Int? {
        guard let value = integer(node, key) else { return nil }
        guard value >= 0 else {
            error(.invalidValue, "'\(key)' must not be negative, found \(value)", at: node.range)
            return nil
        }
        return value
    }

    /// YAML 1.2 booleans only. `yes`, `on`, `True` are strings there, so say what was meant.
    mutating func bool(_ node: SyntaxNode, _ key: String) -> Bool? {
        if let value = node.scalar?.bool { return value }
        let meant: String? =
            switch node.scalar?.text.lowercased() {
            case "yes", "y", "on", "true": "true"
            case "no", "n", "off", "false": "false"
            default: nil
            }
        if let meant, let text = node.scalar?.text {
            error(
                .typeMismatch,
                "expected a boolean for '\(key)', found the string \"\(text)\"; YAML 1.2 booleans are only true and "
                    + "false" + Suggestion.hint(meant),
                at: node.range, fixIt: FixIt(range: node.range, replacement: meant))
        } else {
            typeMismatch(node, expected: "a boolean (true or false)", for: key)
        }
        return nil
    }

    mutating func string(_ node: SyntaxNode, _ key: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            typeMismatch(node, expected: "a string", for: key)
            return nil
        }
        return scalar.text
    }

    /// One of a fixed set of words, with a suggestion and fix-it for near misses.
    mutating func enumeration<E: CaseIterable & RawRepresentable>(
        _ node: SyntaxNode, _ key: String, as _: E.Type = E.self
    ) -> E? where E.RawValue == String {
        word(node, key, among: E.allCases.map(\.rawValue)).flatMap(E.init(rawValue:))
    }

    mutating func word(_ node: SyntaxNode, _ key: String, among words: [String]) -> String? {
        guard let text = string(node, key) else { return nil }
        if words.contains(text) { return text }
        let suggestion = Suggestion.closest(to: text, in: words)
        var message = "'\(TerminalText.excerpt(text))' is not a valid value for '\(key)'"
        message +=
            suggestion.map(Suggestion.hint) ?? " (expected one of: \(words.joined(separator: ", ")))"
        error(
            .invalidValue, message, at: node.range, fixIt: suggestion.map { FixIt(range: node.range, replacement: $0) })
        return nil
    }

    /// An identifier matching `isValid`, described by `rule` ("lowerCamelCase").
    mutating func identifier(_ node: SyntaxNode, _ key: String, rule: String, isValid: (String) -> Bool) -> String? {
        guard let text = string(node, key) else { return nil }
        guard isValid(text) else {
            error(
                .invalidValue, "'\(TerminalText.excerpt(text))' is not a valid \(key): expected \(rule)", at: node.range
            )
            return nil
        }
        return text
    }

    mutating func sectionName(_ node: SyntaxNode, _ key: String) -> String? {
        identifier(node, key, rule: "a lowerCamelCase identifier such as 'featuredItems'") {
            $0.isASCIIIdentifier(firstIsUppercase: false)
        }
    }

    mutating func elementKind(_ node: SyntaxNode, _ key: String) -> ElementKind? {
        identifier(node, key, rule: "an element kind such as 'badge' (a letter, then letters, digits, '_' or '-')") {
            text in
            guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
            return text.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "-" }
        }.map(ElementKind.init(rawValue:))
    }

    // MARK: - Function-call forms: dimensions, spacing, counts

    /// `name(argument)` with an optional leading `.`, as pasted from Swift.
    struct Call {
        var name: String
        var argument: String
        /// The scalar's text and where the name and argument start in it: their offsets in Unicode scalars are
        /// counted only for a message.
        fileprivate let text: String
        fileprivate let nameStart: String.Index
        fileprivate let argumentStart: String.Index

        /// Where the name is written in `node`, the scalar the call was read from.
        func nameRange(in node: SyntaxNode) -> SourceRange {
            let offset = text.unicodeScalars.distance(from: text.startIndex, to: nameStart)
            return Lowering.subrange(of: node, offset: offset, length: name.unicodeScalars.count)
        }

        /// Where the argument is written in `node`.
        func argumentRange(in node: SyntaxNode) -> SourceRange {
            Lowering.subrange(of: node, offset: argumentOffset, length: argument.unicodeScalars.count)
        }

        /// How many Unicode scalars into the scalar's text the argument starts.
        var argumentOffset: Int { text.unicodeScalars.distance(from: text.startIndex, to: argumentStart) }
    }

    static func call(_ text: String) -> Call? {
        // Index arithmetic on the UTF-8 view, without copies: this runs for every dimension. Every byte compared is
        // ASCII, so each index found starts a Unicode scalar, as `Call`'s ranges need.
        let bytes = text.utf8
        guard bytes.last == UInt8(ascii: ")"), let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return nil }
        let nameStart = bytes.first == UInt8(ascii: ".") ? bytes.index(after: bytes.startIndex) : bytes.startIndex
        guard nameStart < open else { return nil }
        let close = bytes.index(before: bytes.endIndex)
        var argumentStart = bytes.index(after: open)
        // `uniformAcrossSiblings(estimate: 44)` as written in Swift.
        let label = "estimate:".utf8
        if bytes[argumentStart..<close].starts(with: label) {
            argumentStart = bytes.index(argumentStart, offsetBy: label.count)
        }
        let space = UInt8(ascii: " ")
        while argumentStart < close, bytes[argumentStart] == space { bytes.formIndex(after: &argumentStart) }
        var argumentEnd = close
        while argumentEnd > argumentStart, bytes[bytes.index(before: argumentEnd)] == space {
            bytes.formIndex(before: &argumentEnd)
        }
        return Call(
            name: String(text[nameStart..<open]), argument: String(text[argumentStart..<argumentEnd]),
            text: text, nameStart: nameStart, argumentStart: argumentStart)
    }

    /// The range of part of a scalar, `offset` scalars into its text.
    static func subrange(of node: SyntaxNode, offset: Int, length: Int) -> SourceRange {
        let quote = node.scalar?.isPlain == false ? 1 : 0
        return SourceRange(start: node.range.start.advanced(by: offset + quote), length: length)
    }

    /// Reports a dimension written without a kind: a bare number (offered the kind that fits), or other text.
    private mutating func notADimension(_ node: SyntaxNode, _ text: String, _ key: String, selfSizing: String?) {
        guard let value = Self.numberLiteral(text) else {
            error(
                .invalidDimension,
                "'\(TerminalText.excerpt(text))' is not a dimension; write fractionalWidth(n), "
                    + "fractionalHeight(n), absolute(n), estimated(n) or uniformAcrossSiblings(n)",
                at: node.range)
            return
        }
        let replacement = selfSizing == nil ? "absolute(\(text))" : "estimated(\(text))"
        let number = TerminalText.excerpt(text)
        let reason =
            selfSizing.map {
                " (this \(key) self-sizes: \($0); absolute(\(number)) would fix it at \(number) pt and clip "
                    + "larger content)"
            } ?? ""
        error(
            .invalidDimension,
            "'\(key)' needs a dimension kind, not a bare number"
                + Suggestion.hint(selfSizing == nil ? "absolute(\(number))" : "estimated(\(number))") + reason,
            at: node.range, fixIt: value > 0 ? FixIt(range: node.range, replacement: replacement) : nil)
    }

    /// `selfSizing`: why the size self-sizes along this axis (its group's is estimated, or its subitems'), so a
    /// bare number is offered `estimated(n)`; `absolute(n)` there would clip content larger than n.
    mutating func dimension(
        _ node: SyntaxNode, _ key: String, at position: LoweringPosition, selfSizing: String? = nil
    ) -> LayoutDimension? {
        guard let text = node.scalar?.text, node.scalar?.isNull == false else {
            typeMismatch(node, expected: "a dimension such as fractionalWidth(1) or estimated(44)", for: key)
            return nil
        }
        guard let call = Self.call(text) else {
            notADimension(node, text, key, selfSizing: selfSizing)
            return nil
        }
        var nameRange: SourceRange { call.nameRange(in: node) }
        guard LayoutDimension.kindNames.contains(call.name) else {
            let suggestion = Suggestion.closest(to: call.name, in: LayoutDimension.kindNames)
            var message = "unknown dimension kind '\(TerminalText.excerpt(call.name))'"
            message +=
                suggestion.map(Suggestion.hint)
                ?? " (expected \(LayoutDimension.kindNames.joined(separator: ", ")))"
            error(
                .invalidDimension, message, at: nameRange,
                fixIt: suggestion.map { FixIt(range: nameRange, replacement: $0) })
            return nil
        }
        var argumentRange: SourceRange { call.argumentRange(in: node) }
        guard
            let raw = Self.numberLiteral(call.argument).map({ LayoutNumber($0) })
                ?? argumentExpression(call, key: key, in: node, bounds: .positive, at: position)
        else {
            guard expressions.languageVersion < 2 else { return nil }
            error(
                .invalidDimension,
                "the argument of \(call.name) must be a number or a fraction such as 1/3, found "
                    + "'\(TerminalText.excerpt(call.argument))'",
                at: argumentRange)
            return nil
        }
        guard checkedNumber(raw.value, text: call.argument, key: key, at: argumentRange) != nil else { return nil }
        let value = raw
        guard value.value > 0 else {
            error(
                .nonPositiveDimension,
                "\(call.name)(\(TerminalText.excerpt(call.argument))) is not positive; UIKit needs dimensions greater "
                    + "than 0",
                at: argumentRange)
            return nil
        }
        switch call.name {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        default: return .uniformAcrossSiblings(estimate: value)
        }
    }

    /// `8` (fixed), `fixed(8)` or `flexible(0)`.
    mutating func spacing(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> LayoutSpacing? {
        guard let scalar = node.scalar, !scalar.isNull else {
            typeMismatch(node, expected: "a spacing such as 8, fixed(8) or flexible(0)", for: key)
            return nil
        }
        if scalar.isPlain, Self.numberLiteral(scalar.text) != nil {
            return layoutNumber(node, key, at: position).map(LayoutSpacing.fixed)
        }
        let call = Self.call(scalar.text).flatMap {
            ["fixed", "flexible"].contains($0.name) || expressions.languageVersion < 2 ? $0 : nil
        }
        if expressions.languageVersion >= 2, call == nil {
            return layoutNumber(node, key, at: position).map(LayoutSpacing.fixed)
        }
        guard let call else {
            error(
                .invalidValue,
                "'\(TerminalText.excerpt(scalar.text))' is not a spacing; write a number, fixed(n) or flexible(n)",
                at: node.range)
            return nil
        }
        var nameRange: SourceRange { call.nameRange(in: node) }
        guard call.name == "fixed" || call.name == "flexible" else {
            let suggestion = Suggestion.closest(to: call.name, in: ["fixed", "flexible"])
            error(
                .invalidValue,
                "unknown spacing kind '\(TerminalText.excerpt(call.name))'"
                    + (suggestion.map(Suggestion.hint) ?? " (expected fixed or flexible)"),
                at: nameRange, fixIt: suggestion.map { FixIt(range: nameRange, replacement: $0) })
            return nil
        }
        var argumentRange: SourceRange { call.argumentRange(in: node) }
        let written =
            Self.numberLiteral(call.argument).map { LayoutNumber($0) }
            ?? argumentExpression(call, key: key, in: node, bounds: .any, at: position)
        guard let value = written, checkedNumber(value.value, text: call.argument, key: key, at: argumentRange) != nil
        else {
            if written == nil, expressions.languageVersion < 2 {
                error(
                    .invalidValue,
                    "the argument of \(call.name) must be a number, found '\(TerminalText.excerpt(call.argument))'",
                    at: argumentRange)
            }
            return nil
        }
        return call.name == "fixed" ? .fixed(value) : .flexible(value)
    }

    /// `adaptive(160)` (a call of another name is reported): as many columns as fit, each at least that wide.
    private mutating func adaptiveCount(_ call: Call, in node: SyntaxNode, _ key: String, at position: LoweringPosition)
        -> ItemCount?
    {
        guard call.name == "adaptive" else {
            var nameRange: SourceRange { call.nameRange(in: node) }
            let suggestion = Suggestion.closest(to: call.name, in: ["adaptive"])
            error(
                .invalidValue,
                "unknown count form '\(TerminalText.excerpt(call.name))'; write an integer or adaptive(minimum)"
                    + (suggestion.map(Suggestion.hint) ?? ""),
                at: nameRange, fixIt: suggestion.map { FixIt(range: nameRange, replacement: $0) })
            return nil
        }
        var argumentRange: SourceRange { call.argumentRange(in: node) }
        guard
            let minimum = Self.numberLiteral(call.argument).map({ LayoutNumber($0) })
                ?? argumentExpression(call, key: key, in: node, bounds: .positive, at: position)
        else {
            guard expressions.languageVersion < 2 else { return nil }
            error(
                .invalidValue,
                "the argument of adaptive must be a number of points, found "
                    + "'\(TerminalText.excerpt(call.argument))'",
                at: argumentRange)
            return nil
        }
        guard checkedNumber(minimum.value, text: call.argument, key: key, at: argumentRange) != nil else {
            return nil
        }
        guard minimum.value > 0 else {
            error(
                .nonPositiveDimension,
                "adaptive(\(TerminalText.excerpt(call.argument))) needs a minimum column width greater than 0",
                at: argumentRange)
            return nil
        }
        return .adaptive(minimum: minimum)
    }

    /// `3` or `adaptive(160)`.
    mutating func count(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> ItemCount? {
        guard let scalar = node.scalar, !scalar.isNull else {
            typeMismatch(node, expected: "a count such as 3 or adaptive(160)", for: key)
            return nil
        }
        if let call = Self.call(scalar.text), call.name == "adaptive" || expressions.languageVersion < 2 {
            return adaptiveCount(call, in: node, key, at: position)
        }
        if expressions.languageVersion >= 2, !scalar.isPlain || Self.numberLiteral(scalar.text) == nil {
            guard let value = expressionNumber(scalar.text, key: key, in: node, bounds: .count, at: position) else {
                return nil
            }
            if let problem = NumberBounds.count.violation(value.value) {
                error(
                    .invalidValue, Self.valueProblem(key, written: scalar.text, problem), at: node.range)
                return nil
            }
            return .fixed(value)
        }
        guard let value = integer(node, key) else { return nil }
        guard value >= 1 else {
            error(.nonPositiveDimension, "'\(key)' must be at least 1, found \(value)", at: node.range)
            return nil
        }
        guard value <= 1000 else {
            error(.invalidValue, "'\(key)' is \(value); counts are limited to 1000", at: node.range)
            return nil
        }
        return .fixed(LayoutNumber(Double(value)))
    }

    /// "'count' is 2500 * 2, which is 5000, but …", or "'count' is 5000, but …" where the text is the number
    /// itself (a quoted "5000"), which a message need not say twice. `problem` starts with "is <value>".
    static func valueProblem(_ key: String, written: String, _ problem: String) -> String {
        let number = numberLiteral(written.trimmingSpaces) != nil
        return number ? "'\(key)' \(problem)" : "'\(key)' is \(TerminalText.excerpt(written)), which \(problem)"
    }

    /// A number (all four edges) or `{top, leading, bottom, trailing}` (missing edges are 0).
    mutating func insets(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> LayoutInsets? {
        if node.scalar != nil { return layoutNumber(node, key, at: position).map(LayoutInsets.init(all:)) }
        guard let fields = fields(node, Vocabulary.edgeInsets, key: key) else { return nil }
        var insets = LayoutInsets.zero
        var valid = true
        for edge in DirectionalEdge.allCases {
            guard let value = fields[edge.rawValue] else { continue }
            guard let inset = layoutNumber(value, edge.rawValue, at: position) else {
                valid = false
                continue
            }
            insets[edge] = inset
        }
        return valid ? insets : nil
    }

    mutating func edgeSpacing(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> EdgeSpacing? {
        guard let fields = fields(node, Vocabulary.edgeSpacingEdges, key: key) else { return nil }
        var result = EdgeSpacing()
        result.top = fields["top"].flatMap { self.spacing($0, "top", at: position) }
        result.leading = fields["leading"].flatMap { self.spacing($0, "leading", at: position) }
        result.bottom = fields["bottom"].flatMap { self.spacing($0, "bottom", at: position) }
        result.trailing = fields["trailing"].flatMap { self.spacing($0, "trailing", at: position) }
        return result
    }

    /// `[x, y]`.
    mutating func point(_ node: SyntaxNode, _ key: String, at position: LoweringPosition) -> LayoutPoint? {
        guard let items = node.sequence, items.count == 2 else {
            typeMismatch(node, expected: "a point [x, y]", for: key)
            return nil
        }
        guard let x = layoutNumber(items[0], key, at: position), let y = layoutNumber(items[1], key, at: position)
        else { return nil }
        return LayoutPoint(x: x, y: y)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces; a byte scan, as this runs for every call-form value.
    var trimmingSpaces: String {
        let bytes = utf8
        var first: UTF8View.Index?, last = bytes.startIndex
        for index in bytes.indices where bytes[index] != UInt8(ascii: " ") {
            if first == nil { first = index }
            last = index
        }
        guard let first else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
