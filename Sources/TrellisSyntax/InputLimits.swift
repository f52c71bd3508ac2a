import TrellisCore

/// The limits every layout file is held to, so that no file can crash, hang or exhaust memory: by default
/// `Limits` (TrellisCore), documented in Grammar/Reference.md (§11, "Input limits"); exceeding one is an
/// `input_limit` error. Tests lower them to reach them with small inputs.
package struct InputLimits: Sendable {
    /// Largest accepted file, in bytes (`Limits.fileBytes`).
    package var maximumBytes: Int
    /// Deepest accepted nesting of YAML collections (`Limits.nestingDepth`).
    package var maximumDepth: Int
    /// Most nodes a document may expand to once aliases are resolved (`Limits.aliasNodes`).
    package var maximumNodes: Int
    /// Most bytes of scalar text a document may expand to once aliases are resolved (`Limits.aliasTextBytes`).
    package var maximumExpandedBytes: Int

    package init(
        maximumBytes: Int = Limits.fileBytes, maximumDepth: Int = Limits.nestingDepth,
        maximumNodes: Int = Limits.aliasNodes, maximumExpandedBytes: Int = Limits.aliasTextBytes
    ) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
        self.maximumExpandedBytes = maximumExpandedBytes
    }

    package static let `default` = InputLimits()
}
