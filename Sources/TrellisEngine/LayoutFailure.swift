import TrellisModel

/// A layout UIKit would reject (it raises an exception, or never finishes), so the engine
/// refuses it. The failure carries where in the model it lies and the numbers that decide it;
/// the words a person reads live with the lint rule that reports it (TrellisRules).
public struct LayoutFailure: Hashable, Sendable, Error {
    /// A key of a model node that a failure can point at.
    package enum Field: String, Hashable, Sendable {
        case width, height, contentInsets, count, edgeSpacing, columns
    }

    /// Where in the model the problem lies.
    package enum Site: Hashable, Sendable {
        /// A node of the section's group tree: `path` lists the subitem index taken at each
        /// level below the top-level group (empty for the top-level group itself; 0 for the
        /// subitem of a `count` group); `field` names the offending key of that node, if any.
        case node(path: [Int], field: Field?)
        /// The section layout's content insets.
        case sectionInsets
        /// A boundary item of the section, or of the configuration when the section is nil.
        case boundaryItem(kind: String)
        /// The container the environment gives, or the content insets reference that shrinks it.
        case container
        /// A number a version 2 expression gives: the node it belongs to and its field (`contentInsets.leading`).
        case number(ModelPath.Node, field: String)
    }

    /// What is wrong, with the numbers that show it (lengths in points).
    package enum Reason: Hashable, Sendable {
        /// The environment's container has no area.
        case emptyContainer(Size)
        /// The content insets reference leaves the layout container no length across the scroll axis.
        case emptyLayoutContainer(length: Double, across: Axis)
        /// The section's content insets leave its groups no area.
        case sectionInsetsLeaveNoRoom(Size)
        /// An item's content insets leave nothing of its slot.
        case itemInsetsLeaveNoRoom(slot: Size)
        /// A group's content insets leave nothing of it.
        case groupInsetsLeaveNoRoom(size: Size, inner: Size)
        /// A flow group's content insets leave no line.
        case flowInsetsLeaveNoRoom(width: Double, inner: Double)
        /// A group's first subitem is longer than the group's content along its axis.
        case firstSubitemDoesNotFit(axis: Axis, available: Double, needed: Double)
        /// A repetition of the top-level group holds no item.
        case emptyRepetition
        /// A `count` group's spacing leaves no length for each subitem.
        case countLeavesNoRoom(columns: Int, spacing: Double, slot: Double, available: Double)
        /// The subitem's edge spacing along a `count` group's axis fills its whole slot.
        case edgeSpacingFillsSlot(edges: Double, slot: Double)
        /// A masonry group's column spacing leaves no width for each column.
        case masonryColumnsLeaveNoRoom(columns: Int, spacing: Double, columnWidth: Double, available: Double)
        /// One repetition of a group would hold more than `limit` items.
        case tooManyItems(limit: Int)
        /// A section names a section layout the file does not define; `defined` are the names it does.
        case unknownSectionLayout(name: String, sectionIndex: Int, defined: [String] = [])
        /// A hand-written section provider returned no section for a section with data.
        case missingSectionLayout(sectionIndex: Int)
        /// A version 2 expression has no value here, or one out of its bounds: the expression as written and why.
        case expressionValue(expression: String, problem: String)
    }

    package var reason: Reason
    /// The section layout's name; nil for the configuration or the container.
    package var section: String?
    package var site: Site
    /// The variant of the section layout that was laid out; nil for its base.
    package var variant: Int?

    /// A refusal for `reason` at `site` of the section layout `section` (nil for the configuration or the container).
    package init(_ reason: Reason, section: String?, site: Site, variant: Int? = nil) {
        self.reason = reason
        self.section = section
        self.site = site
        self.variant = variant
    }
}

extension LayoutFailure {
    /// The node the failure is about, as every stage names nodes.
    package var path: ModelPath {
        guard let section else {
            if case let .boundaryItem(kind) = site { return ModelPath(.configuration, .boundaryItem(kind: kind)) }
            return ModelPath(.layout)
        }
        let owner = ModelPath.Owner.section(section, variant: variant)
        switch site {
        case let .node(path, field): return ModelPath(owner, .group(path), field: field?.rawValue)
        case .sectionInsets: return ModelPath(owner, field: "contentInsets")
        case let .boundaryItem(kind): return ModelPath(owner, .boundaryItem(kind: kind))
        case .container: return ModelPath(owner, .container)
        case let .number(node, field): return ModelPath(owner, node, field: field)
        }
    }
}
