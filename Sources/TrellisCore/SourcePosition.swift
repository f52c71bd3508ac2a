/// A 1-based line and column in a layout file.
///
/// Columns count Unicode scalars, as libyaml and Yams do; `SourceFile.utf16Column(of:)`
/// converts for consumers that count UTF-16 code units (SARIF, LSP).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static let start = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// The position `count` columns further along the same line.
    package func advanced(by count: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + count)
    }
}

/// A half-open span `start ..< end` of a layout file.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = max(start, end)
    }

    /// A range of `length` columns on one line (at least one column, so a caret always shows).
    package init(start: SourcePosition, length: Int) {
        self.init(start: start, end: start.advanced(by: max(1, length)))
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)-\(end)" }

    /// Whether a cursor at `position` is on the range: inside it, or at its start (an empty range included).
    package func covers(_ position: SourcePosition) -> Bool {
        start <= position && position < end || start == position
    }
}
