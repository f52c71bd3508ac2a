import TrellisModel

/// Every frame of a laid-out collection view, in content coordinates.
public struct FrameTree: Sendable {
    public var layoutName: String
    public var environment: LayoutEnvironment
    public var scrollDirection: Axis
    /// The scrollable content size (`collectionViewContentSize`).
    public var contentSize: Size
    public var sections: [SectionFrames]
    /// Boundary items of the configuration, anchored to the whole layout.
    public var supplementaries: [SupplementaryFrame]
}

/// One section's frames. Orthogonal sections report their items at orthogonal offset 0.
public struct SectionFrames: Sendable {
    public var index: Int
    public var layoutName: String
    /// The section's whole extent across the layout container, boundary items included.
    public var frame: Rect
    public var orthogonal: OrthogonalFrames?
    public var itemCount: Int
    /// Boundary items (headers, footers, ...).
    public var supplementaries: [SupplementaryFrame]
    public var decorations: [DecorationFrame]
    /// Items are raised to zIndex 1 when the section has a background decoration.
    public var itemZIndex: Int

    var shapes: [GroupShape]
    var runs: [GroupRun]
    /// The axis groups are stacked along: the scroll axis, or the other one when orthogonal.
    var stackAxis: Axis
    /// The union of every element's frame, for rectangle queries.
    var bounds: Rect

    /// Every item's frame, in item order.
    public var items: ItemFrames { ItemFrames(section: self) }

    /// Supplementaries attached to items and groups (badges), in item order.
    public func itemSupplementaries() -> [SupplementaryFrame] {
        var result: [SupplementaryFrame] = []
        for run in runs where !shapes[run.shape].attached.isEmpty {
            let shape = shapes[run.shape]
            for group in 0..<run.groupCount {
                let first = run.firstItem + group * run.capacity
                let present = Swift.min(run.capacity, run.firstItem + run.itemCount - first)
                let dx = run.origin.x + Double(group) * run.stride.x, dy = run.origin.y + Double(group) * run.stride.y
                for attached in shape.attached where attached.hostLeaf < present {
                    result.append(
                        SupplementaryFrame(
                            kind: attached.kind, host: .item(first + attached.hostLeaf),
                            frame: attached.frame.offsetBy(dx: dx, dy: dy), zIndex: attached.zIndex))
                }
            }
        }
        return result
    }
}

/// The scrolling strip of an orthogonal section.
public struct OrthogonalFrames: Hashable, Sendable {
    public var behavior: OrthogonalScrollingBehavior
    /// The strip's content size, section padding included.
    public var contentSize: Size
    /// Where scrolling comes to rest along the strip, for the paging and group-boundary
    /// behaviours; empty for `continuous`.
    public var restingOffsets: [Double]
}

public struct ItemFrame: Hashable, Sendable {
    public var index: Int
    public var frame: Rect
    /// The measured content is larger than the frame (Docs/Semantics.md §6.2).
    public var clipped: Bool
}

public struct SupplementaryFrame: Hashable, Sendable {
    public enum Host: Hashable, Sendable {
        /// A boundary item of the section, or of the whole layout.
        case boundary
        /// A supplementary anchored to this item (or to the group whose first item it is).
        case item(Int)
    }

    public var kind: ElementKind
    public var host: Host
    public var frame: Rect
    public var zIndex: Int
    /// The measured content is larger than the frame.
    public var clipped: Bool = false
    /// A pinned boundary item that the scroll offset moved from where it rests.
    public var pinned: Bool = false
}

public struct DecorationFrame: Hashable, Sendable {
    public var kind: ElementKind
    public var frame: Rect
    public var zIndex: Int
}

/// One element found by a rectangle query.
public enum ElementFrame: Hashable, Sendable {
    case item(section: Int, ItemFrame)
    /// `section` is nil for the configuration's boundary items.
    case supplementary(section: Int?, SupplementaryFrame)
    case decoration(section: Int, DecorationFrame)

    public var frame: Rect {
        switch self {
        case let .item(_, item): return item.frame
        case let .supplementary(_, supplementary): return supplementary.frame
        case let .decoration(_, decoration): return decoration.frame
        }
    }
}

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

/// `groupCount` repetitions of one shape, each `stride` after the previous: a repeated
/// fixed-size group is solved once and strided, so layout cost does not grow with items.
struct GroupRun: Sendable {
    var shape: Int
    var firstItem: Int
    var itemCount: Int
    /// Items per repetition.
    var capacity: Int
    var groupCount: Int
    var origin: Point
    var stride: Point

    /// Where repetition `group` lies.
    func offset(ofGroup group: Int) -> Point {
        Point(x: origin.x + Double(group) * stride.x, y: origin.y + Double(group) * stride.y)
    }
}

/// The items of a section as a random-access collection computed from the group runs; no
/// per-item storage.
public struct ItemFrames: RandomAccessCollection, Sendable {
    let section: SectionFrames

    public var startIndex: Int { 0 }
    public var endIndex: Int { section.itemCount }

    public subscript(position: Int) -> ItemFrame {
        precondition(position >= 0 && position < section.itemCount, "item index out of range")
        // The last run starting at or before `position`.
        let run = section.runs.partitioningIndex { $0.firstItem > position } - 1
        return frame(position, in: section.runs[run])
    }

    func frame(_ position: Int, in run: GroupRun) -> ItemFrame {
        let local = position - run.firstItem
        let group = local / run.capacity
        let leaf = section.shapes[run.shape].leaves[local - group * run.capacity]
        let offset = run.offset(ofGroup: group)
        return ItemFrame(index: position, frame: leaf.frame.offsetBy(dx: offset.x, dy: offset.y), clipped: leaf.clipped)
    }

    public func makeIterator() -> Iterator { Iterator(frames: self) }

    /// Walks the runs in order instead of searching for each item.
    public struct Iterator: IteratorProtocol {
        let frames: ItemFrames
        var run = 0
        var position = 0

        public mutating func next() -> ItemFrame? {
            let runs = frames.section.runs
            guard position < frames.section.itemCount else { return nil }
            while run + 1 < runs.count, runs[run + 1].firstItem <= position { run += 1 }
            defer { position += 1 }
            return frames.frame(position, in: runs[run])
        }
    }
}

extension Array {
    /// The first index whose element satisfies `belongsToSecondPart`, by binary search; the
    /// array must hold every element that does not before every element that does.
    func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
