import TrellisModel

/// Right-to-left layout (Docs/Semantics.md §16). A compositional layout lays out from the leading
/// edge, and the collection view flips the horizontal coordinate system in the opposite layout direction
/// (`UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`): each frame moves to
/// `contentWidth - x - width`. Leading insets, leading anchors and alignments, the first subitem of a horizontal
/// group and the start of an orthogonal strip all end up on the right. The flip applies to the frames UIKit reports,
/// after they are put on the pixel grid.
extension Rect {
    /// The rectangle flipped across a content `width`.
    package func mirrored(across width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }
}

extension FrameTree {
    /// The tree as laid out in `environment.layoutDirection`: unchanged left to right, flipped across the content
    /// width right to left.
    func applyingLayoutDirection() -> FrameTree {
        guard environment.layoutDirection == .rightToLeft else { return self }
        var tree = self
        let width = contentSize.width
        tree.supplementaries = supplementaries.map { $0.mirrored(across: width, scrollAxis: scrollDirection) }
        tree.sections = sections.map { $0.mirrored(across: width, scrollAxis: scrollDirection) }
        return tree
    }
}

extension SupplementaryFrame {
    func mirrored(across width: Double, scrollAxis: Axis) -> SupplementaryFrame {
        var mirrored = self
        mirrored.frame = frame.mirrored(across: width)
        // Pinning along a horizontal scroll axis follows the flip: the natural position and the range it stays in.
        if scrollAxis == .horizontal, let pinning {
            mirrored.pinning = Pinning(
                edge: pinning.edge == .start ? .end : .start, natural: width - pinning.natural - frame.width,
                range: (width - pinning.range.upperBound - frame.width)...(width - pinning.range.lowerBound
                    - frame.width))
        }
        return mirrored
    }
}

extension SectionFrames {
    /// `scrollAxis`: the layout's, along which pinned boundary items move.
    func mirrored(across width: Double, scrollAxis: Axis) -> SectionFrames {
        var mirrored = self
        mirrored.mirrorWidth = width
        mirrored.frame = frame.mirrored(across: width)
        mirrored.supplementaries = supplementaries.map { $0.mirrored(across: width, scrollAxis: scrollAxis) }
        mirrored.decorations = decorations.map {
            var decoration = $0
            decoration.frame = $0.frame.mirrored(across: width)
            return decoration
        }
        // A strip that scrolls horizontally (the groups of an orthogonal section of a vertical layout).
        if var orthogonal, stackAxis == .horizontal {
            // The strip scrolls from its right end: a resting offset `r` from the leading end is the scroll view's
            // content offset `limit - r`.
            let limit = Swift.max(0, orthogonal.contentSize.width - frame.width)
            orthogonal.restingOffsets = orthogonal.restingOffsets.map { limit - $0 }.reversed()
            mirrored.orthogonal = orthogonal
        }
        return mirrored
    }

    /// An item's (or item supplementary's) frame as reported: on the pixel grid, then flipped right to left.
    @inline(__always) func reported(_ frame: Rect) -> Rect {
        let snapped = grid.frame(frame)
        guard let width = mirrorWidth else { return snapped }
        return snapped.mirrored(across: width)
    }

    /// The same for a frame moved by `dx` and `dy` (a leaf in its repetition): the hot path of reading frames.
    @inline(__always) func reported(_ frame: Rect, dx: Double, dy: Double) -> Rect {
        reported(Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height))
    }
}
