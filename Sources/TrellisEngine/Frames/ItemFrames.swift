import TrellisModel

/// The items of a section as a random-access collection computed from the group runs; no
/// per-item storage.
public struct ItemFrames: RandomAccessCollection, Sendable {
    let section: SectionFrames

    public var startIndex: Int { 0 }
    public var endIndex: Int { section.itemCount }

    /// The frame of item `position`, computed from the group runs.
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
        return ItemFrame(
            index: position, frame: section.reported(leaf.frame, dx: offset.x, dy: offset.y),
            clipped: leaf.clipped)
    }

    /// Iterates the items in order without building an array.
    public func makeIterator() -> Iterator { Iterator(frames: self) }

    /// Walks the runs in order instead of searching for each item.
    public struct Iterator: IteratorProtocol {
        let frames: ItemFrames
        var run = 0
        var position = 0

        /// The next item's frame, or nil after the last item.
        public mutating func next() -> ItemFrame? {
            let runs = frames.section.runs
            guard position < frames.section.itemCount else { return nil }
            while run + 1 < runs.count, runs[run + 1].firstItem <= position { run += 1 }
            defer { position += 1 }
            return frames.frame(position, in: runs[run])
        }
    }
}
