import TrellisCore

/// A layout UIKit would reject (it raises an exception), so the engine refuses it.
public struct LayoutFailure: Hashable, Sendable, Error {
    /// Where in the file the problem lies.
    public enum Site: Hashable, Sendable {
        /// A node of the section's group tree: `path` lists the subitem index taken at each
        /// level below the top-level group (empty for the top-level group itself; 0 for the
        /// subitem of a `count` group); `key` names the offending key of that node, if any.
        case node(path: [Int], key: String?)
        /// The section layout's content insets.
        case sectionInsets
        /// A boundary item of the section, or of the configuration when the section is nil.
        case boundaryItem(kind: String)
        /// The container the environment gives.
        case container
    }

    public var rule: RuleID
    public var message: String
    /// The section layout's name; nil for the configuration or the container.
    public var section: String?
    public var site: Site
    /// The variant of the section layout that was laid out; nil for its base.
    public var variant: Int?

    public init(rule: RuleID, message: String, section: String?, site: Site, variant: Int? = nil) {
        self.rule = rule
        self.message = message
        self.section = section
        self.site = site
        self.variant = variant
    }
}

extension RuleID {
    // Layouts UIKit rejects at run time (semantics §4.8).
    public static let groupCannotFitItem: RuleID = "group_cannot_fit_item"
    public static let nonPositiveEffectiveSize: RuleID = "non_positive_effective_size"
    /// A group whose items are so small that one repetition would hold more than
    /// `LayoutLimits.leavesPerGroup` of them.
    public static let groupCapacityLimit: RuleID = "group_capacity_limit"
}

/// Bounds that keep the engine finite on any input.
public enum LayoutLimits {
    /// At most this many items in one repetition of a group.
    public static let leavesPerGroup = 10_000
}
