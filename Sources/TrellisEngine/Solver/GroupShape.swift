import TrellisModel

// MARK: - Storage

/// One solved repetition of a section's top-level group, relative to its own origin.
struct GroupShape: Sendable {
    struct Leaf: Hashable, Sendable {
        var frame: Rect
        var clipped: Bool
    }

    /// A supplementary anchored to a leaf, or to a group (hostLeaf = the group's first leaf).
    struct Attached: Hashable, Sendable {
        var kind: ElementKind
        var frame: Rect
        var zIndex: Int
        var hostLeaf: Int
    }

    var size: Size
    /// Leaves in the order they consume data items.
    var leaves: [Leaf]
    var attached: [Attached]
    /// The union of the group's slot, its leaves and attached supplementaries.
    var bounds: Rect
}
