/// Names one node of a layout file's model, the way every stage speaks of it: the engine's refusals, code
/// generation's refusals and lint's findings say which node they are about with a `ModelPath`, and one resolver
/// (`LocatedDocument.range(of:)`, in TrellisLanguage, which holds the syntax) turns it into a file position.
package struct ModelPath: Hashable, Sendable, CustomStringConvertible {
    /// Whose node it is.
    package enum Owner: Hashable, Sendable {
        /// The file as a whole (its `layout` key).
        case layout
        /// The layout's `configuration`.
        case configuration
        /// A section layout, or one of its variants (0-based; nil for the base).
        case section(String, variant: Int?)
    }

    /// Which node of the owner.
    package enum Node: Hashable, Sendable {
        /// The owner's own mapping.
        case owner
        /// A node of the section's group tree: the subitem index taken at each level below the top-level group
        /// (empty for the top-level group itself).
        case group([Int])
        /// A boundary item of the section or the configuration, by element kind: the first of that kind, or with an
        /// `occurrence`, the one after that many others of the kind (a file may repeat a kind by mistake).
        case boundaryItem(kind: String, occurrence: Int = 0)
        /// A supplementary item of a group tree node: the node's path, and the item's index in its list.
        case supplementary(group: [Int], index: Int)
        /// A decoration item of the section, by its index.
        case decoration(Int)
        /// The container the environment gives the section, or the content insets reference that shrinks it.
        case container
    }

    package var owner: Owner
    package var node: Node
    /// The node's key at issue, if one is: `contentInsets`, `width`, a size class inside a variant's `when`.
    package var field: String?

    package init(_ owner: Owner, _ node: Node = .owner, field: String? = nil) {
        self.owner = owner
        self.node = node
        self.field = field
    }

    /// The same node with another field.
    package func with(field: String?) -> ModelPath { ModelPath(owner, node, field: field) }

    /// A section layout's node, or the configuration's when the section is nil.
    package static func section(_ name: String?, variant: Int? = nil, _ node: Node = .owner, field: String? = nil)
        -> ModelPath
    {
        ModelPath(name.map { .section($0, variant: variant) } ?? .configuration, node, field: field)
    }

    /// "section 'grid' variant 2 group [1, 0] width", for messages and tests.
    package var description: String {
        var parts: [String]
        switch owner {
        case .layout: parts = ["layout"]
        case .configuration: parts = ["configuration"]
        case let .section(name, variant): parts = ["section '\(name)'"] + (variant.map { ["variant \($0 + 1)"] } ?? [])
        }
        switch node {
        case .owner: break
        case let .group(path): parts.append("group \(path)")
        case let .boundaryItem(kind, occurrence):
            parts.append("boundary item '\(kind)'" + (occurrence > 0 ? " \(occurrence + 1)" : ""))
        case let .supplementary(path, index): parts.append("group \(path) supplementary \(index)")
        case let .decoration(index): parts.append("decoration \(index)")
        case .container: parts.append("container")
        }
        if let field { parts.append(field) }
        return parts.joined(separator: " ")
    }
}
