import TrellisModel

/// One section's frames. Orthogonal sections report their items at orthogonal offset 0.
public struct SectionFrames: Sendable {
    public var index: Int
    public var layoutName: String
    /// The section's whole extent across the layout container, boundary items included.
    public var frame: Rect
    package var orthogonal: OrthogonalFrames?
    public var itemCount: Int
    /// Boundary items (headers, footers, ...).
    public var supplementaries: [SupplementaryFrame]
    public var decorations: [DecorationFrame]
    /// Items are raised to zIndex 1 when the section has a background decoration.
    package var itemZIndex: Int

    var shapes: [GroupShape]
    var runs: [GroupRun]
    /// The axis groups are stacked along: the scroll axis, or the other one when orthogonal.
    var stackAxis: Axis
    /// The grid the section was laid out on; items and their supplementaries are rounded to it as they are read.
    var grid: PixelGrid
    /// Right to left: the content width the reported frames are flipped across (`RightToLeft.swift`); nil left to
    /// right. Runs and shapes stay in leading-to-trailing coordinates.
    var mirrorWidth: Double? = nil
    /// The union of every element's frame, for rectangle queries.
    var bounds: Rect
    /// Where the next section's spacing starts along the scroll axis: the frame's end, except
    /// for an empty section on iOS 16 and earlier, which ends before it starts (S1b).
    var end: Double

    /// Every item's frame, in item order.
    public var items: ItemFrames { ItemFrames(section: self) }

    /// Supplementaries attached to items and groups (badges), in item order.
    package func itemSupplementaries() -> [SupplementaryFrame] {
        var result: [SupplementaryFrame] = []
        forEachItemSupplementary { result.append($0) }
        return result
    }

    /// Calls `body` with each item's supplementaries in item order, without collecting them.
    package func forEachItemSupplementary(_ body: (SupplementaryFrame) -> Void) {
        for run in runs where !shapes[run.shape].attached.isEmpty {
            let shape = shapes[run.shape]
            for group in 0..<run.groupCount {
                let first = run.firstItem + group * run.capacity
                let present = Swift.min(run.capacity, run.firstItem + run.itemCount - first)
                let dx = run.origin.x + Double(group) * run.stride.x, dy = run.origin.y + Double(group) * run.stride.y
                for attached in shape.attached where attached.hostLeaf < present {
                    body(
                        SupplementaryFrame(
                            kind: attached.kind, host: .item(first + attached.hostLeaf),
                            frame: reported(attached.frame.offsetBy(dx: dx, dy: dy)), zIndex: attached.zIndex))
                }
            }
        }
    }
}
