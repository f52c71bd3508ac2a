import TrellisCore

/// A YAML node with its position in the file: the located syntax tree every later stage reads.
public struct SyntaxNode: Sendable {
    public enum Value: Sendable {
        case scalar(Scalar)
        case mapping([SyntaxPair])
        case sequence([SyntaxNode])
    }

    public var value: Value
    /// The span of the node's text: the whole scalar as written, or the first token of a collection.
    public var range: SourceRange

    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }

    public var scalar: Scalar? {
        if case let .scalar(scalar) = value { return scalar }
        return nil
    }

    public var mapping: [SyntaxPair]? {
        if case let .mapping(pairs) = value { return pairs }
        return nil
    }

    public var sequence: [SyntaxNode]? {
        if case let .sequence(items) = value { return items }
        return nil
    }

    /// What the node is, for messages: "a mapping", "a sequence", "the string \"yes\"", ...
    public var kindDescription: String {
        switch value {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case let .scalar(scalar): return scalar.kindDescription
        }
    }
}

/// A scalar's text and how it was written; its type is resolved by YAML 1.2 core-schema rules.
public struct Scalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public var isPlain: Bool { style == .plain }

    /// YAML 1.2 core schema: only plain `true` / `false` are booleans (`yes`, `on` stay strings).
    public var bool: Bool? {
        guard isPlain else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// YAML 1.2 core schema null: plain `null`, `~` or nothing.
    public var isNull: Bool {
        isPlain && (text.isEmpty || text == "null" || text == "~")
    }

    /// A plain scalar read as a YAML 1.2 core-schema number (`.nan` and `.inf` included).
    public var number: Double? {
        guard isPlain else { return nil }
        return YAMLNumber.parse(text)
    }

    public var kindDescription: String {
        if isNull { return "null" }
        if bool != nil { return "the boolean \(text)" }
        if number != nil { return "the number \(TerminalText.excerpt(text))" }
        // A quote, not the value: a whole file can be one scalar.
        return "the string \"\(TerminalText.excerpt(text))\""
    }
}

/// A mapping entry. Keys are scalars (the loader refuses collection keys).
public struct SyntaxPair: Sendable {
    public var key: String
    public var keyRange: SourceRange
    public var value: SyntaxNode

    public init(key: String, keyRange: SourceRange, value: SyntaxNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

/// A loaded file: its source and the root node (nil for an empty document).
public struct SyntaxDocument: Sendable {
    public var source: SourceFile
    public var root: SyntaxNode?

    public init(source: SourceFile, root: SyntaxNode?) {
        self.source = source
        self.root = root
    }
}
