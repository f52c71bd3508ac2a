/// A 1-based line and column in a layout file, and which file of a check it is in.
///
/// Columns count Unicode scalars, as libyaml and Yams do; `SourceFile.utf16Column(of:)`
/// converts for consumers that count UTF-16 code units (SARIF, LSP).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// Which file of one check the position is in: 0 for the document checked, `n` for the `n`th file it includes
    /// (version 2's `include:`, in the order they were read). Lowering and lint see every file's nodes at once, so a
    /// position says whose it is; the pipeline names the file when it reports.
    package var file: Int

    public init(line: Int, column: Int) {
        self.init(line: line, column: column, file: 0)
    }

    package init(line: Int, column: Int, file: Int) {
        self.line = line
        self.column = column
        self.file = file
    }

    package static let start = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// The position `count` columns further along the same line.
    package func advanced(by count: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + count, file: file)
    }

    /// A position on `line` at `column` of the same file.
    package func at(line: Int, column: Int) -> SourcePosition {
        SourcePosition(line: line, column: column, file: file)
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
