/// The limits every input is held to, so that no file can crash, hang or exhaust memory.
/// Documented in Grammar/Reference.md (§11, "Input limits"); exceeding one is an `input_limit` error.
public struct InputLimits: Sendable {
    /// Largest accepted file, in bytes. Real layout files are a few kilobytes.
    public var maximumBytes: Int
    /// Deepest accepted nesting of YAML collections. A layout with five levels of nested
    /// groups is about 20 deep.
    public var maximumDepth: Int
    /// Most nodes a document may expand to once aliases are resolved (the "billion laughs" guard).
    public var maximumNodes: Int
    /// Most bytes of scalar text (keys and values) a document may expand to once aliases are resolved: a few
    /// nodes can repeat a long scalar, so counting nodes alone let a 400 KB scalar aliased 20,000 times through.
    public var maximumExpandedBytes: Int

    public init(
        maximumBytes: Int = 1 << 20, maximumDepth: Int = 64, maximumNodes: Int = 100_000,
        maximumExpandedBytes: Int = 4 << 20
    ) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
        self.maximumExpandedBytes = maximumExpandedBytes
    }

    public static let `default` = InputLimits()
}
