import TrellisModel

extension FrameTree {
    /// Every element whose frame intersects `rect`, as `layoutAttributesForElements(in:)`
    /// answers it: sections and repetitions of groups are found by binary search and
    /// arithmetic, so the cost grows with the answer, not with the item count.
    package func elements(in rect: Rect) -> [ElementFrame] {
        var found: [ElementFrame] = []
        for supplementary in supplementaries where supplementary.frame.intersects(rect) {
            found.append(.supplementary(section: nil, supplementary))
        }
        let axis = scrollDirection
        // Sections follow one another along the scroll axis; the first that can reach the rect.
        var index = sections.partitioningIndex { $0.bounds.end(axis) >= rect.start(axis) }
        while index < sections.count, sections[index].bounds.start(axis) <= rect.end(axis) {
            sections[index].collect(in: rect, into: &found)
            index += 1
        }
        return found
    }
}

extension SectionFrames {
    func collect(in query: Rect, into found: inout [ElementFrame]) {
        // Runs and bounds are leading to trailing: right to left, the query is flipped into them.
        let rect = mirrorWidth.map { query.mirrored(across: $0) } ?? query
        guard bounds.intersects(rect) else { return }
        for decoration in decorations where decoration.frame.intersects(query) {
            found.append(.decoration(section: index, decoration))
        }
        for supplementary in supplementaries where supplementary.frame.intersects(query) {
            found.append(.supplementary(section: index, supplementary))
        }
        let axis = stackAxis
        // Runs are stacked along `stackAxis`; skip those that end before the rect.
        // Reported frames are rounded to the pixel grid: a pixel of slack keeps an element rounded into the rect.
        let pixel = grid.pixel
        var runIndex = runs.partitioningIndex { runEnd($0, axis) + pixel >= rect.start(axis) }
        while runIndex < runs.count {
            let run = runs[runIndex]
            let shape = shapes[run.shape]
            let first = run.offset(ofGroup: 0)
            guard shape.bounds.start(axis) + (axis == .horizontal ? first.x : first.y) <= rect.end(axis) + pixel else {
                break
            }
            // The repetitions whose bounds overlap the rect along the stack axis.
            let stride = axis == .horizontal ? run.stride.x : run.stride.y
            let base = axis == .horizontal ? first.x : first.y
            var lowerGroup = 0, upperGroup = run.groupCount - 1
            if stride > 0 {
                lowerGroup = Swift.max(
                    0, Int(((rect.start(axis) - pixel - base - shape.bounds.end(axis)) / stride).rounded(.down)))
                upperGroup = Swift.min(
                    run.groupCount - 1,
                    Int(((rect.end(axis) + pixel - base - shape.bounds.start(axis)) / stride).rounded(.up)))
            }
            if lowerGroup <= upperGroup {
                for group in lowerGroup...upperGroup {
                    let firstItem = run.firstItem + group * run.capacity
                    let present = Swift.min(run.capacity, run.firstItem + run.itemCount - firstItem)
                    guard present > 0 else { break }
                    let offset = run.offset(ofGroup: group)
                    for leaf in 0..<present {
                        let frame = reported(shape.leaves[leaf].frame.offsetBy(dx: offset.x, dy: offset.y))
                        if frame.intersects(query) {
                            found.append(
                                .item(
                                    section: index,
                                    ItemFrame(
                                        index: firstItem + leaf, frame: frame, clipped: shape.leaves[leaf].clipped)))
                        }
                    }
                    for attached in shape.attached where attached.hostLeaf < present {
                        let frame = reported(attached.frame.offsetBy(dx: offset.x, dy: offset.y))
                        if frame.intersects(query) {
                            found.append(
                                .supplementary(
                                    section: index,
                                    SupplementaryFrame(
                                        kind: attached.kind, host: .item(firstItem + attached.hostLeaf), frame: frame,
                                        zIndex: attached.zIndex)))
                        }
                    }
                }
            }
            runIndex += 1
        }
    }

    /// Where the last repetition of a run ends along `axis`.
    private func runEnd(_ run: GroupRun, _ axis: Axis) -> Double {
        let last = run.offset(ofGroup: run.groupCount - 1)
        return shapes[run.shape].bounds.end(axis) + (axis == .horizontal ? last.x : last.y)
    }
}
