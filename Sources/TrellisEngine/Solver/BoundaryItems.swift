import TrellisModel

/// Where a boundary item sits relative to its host (a section or the whole layout).
enum BoundaryEdge {
    /// Before the content along the scroll axis (a header in a vertical layout).
    case start
    /// After the content (a footer).
    case end
    /// On a cross-axis edge, centred along the host: takes no space.
    case side
}

extension RectAlignment {
    /// The edge along the scroll axis, and the position across it (0 leading/top, 0.5 centre,
    /// 1 trailing/bottom), following the anchor convention of Docs/Semantics.md §9–10.
    func placement(scrollAxis: Axis) -> (edge: BoundaryEdge, across: Double) {
        switch (scrollAxis, self) {
        case (.vertical, .top): return (.start, 0.5)
        case (.vertical, .topLeading): return (.start, 0)
        case (.vertical, .topTrailing): return (.start, 1)
        case (.vertical, .bottom): return (.end, 0.5)
        case (.vertical, .bottomLeading): return (.end, 0)
        case (.vertical, .bottomTrailing): return (.end, 1)
        case (.vertical, .leading): return (.side, 0)
        case (.vertical, .trailing): return (.side, 1)
        case (.horizontal, .leading): return (.start, 0.5)
        case (.horizontal, .topLeading): return (.start, 0)
        case (.horizontal, .bottomLeading): return (.start, 1)
        case (.horizontal, .trailing): return (.end, 0.5)
        case (.horizontal, .topTrailing): return (.end, 0)
        case (.horizontal, .bottomTrailing): return (.end, 1)
        case (.horizontal, .top): return (.side, 0)
        case (.horizontal, .bottom): return (.side, 1)
        }
    }
}

/// Lays out the boundary items of one host (Docs/Semantics.md §5, §9): items at the start push the
/// content along the scroll axis when they extend the boundary, items at the end follow it,
/// side items are centred along the host; pinned items follow the scroll offset.
struct BoundaryLayout {
    let scrollAxis: Axis
    let environment: LayoutEnvironment
    let options: LayoutOptions
    let measurements: Measurements
    /// The band across the scroll axis the items are sized and positioned in.
    let band: (start: Double, length: Double)
    /// The container length along the scroll axis that fractional dimensions resolve against.
    let mainLength: Double

    private(set) var frames: [SupplementaryFrame] = []
    private var pinnable: [(index: Int, edge: BoundaryEdge)] = []

    init(
        scrollAxis: Axis, environment: LayoutEnvironment, options: LayoutOptions, measurements: Measurements,
        band: (start: Double, length: Double), mainLength: Double
    ) {
        self.scrollAxis = scrollAxis
        self.environment = environment
        self.options = options
        self.measurements = measurements
        self.band = band
        self.mainLength = mainLength
    }

    private var crossAxis: Axis { scrollAxis.other }

    /// The item's size: fractions of the band (across) and of `mainLength` (along the scroll
    /// axis); estimated axes take the measured size of its kind.
    func size(of item: BoundaryItem, mainLength: Double? = nil) -> (size: Size, clipped: Bool) {
        let container = Size.along(scrollAxis, mainLength ?? self.mainLength, cross: band.length)
        let measured = measurements.element(item.kind.rawValue, 0)
        let grid = options.grid(scale: environment.scale)
        let size = Size(
            width: item.size.width.length(measured: measured.width, in: container, on: grid),
            height: item.size.height.length(measured: measured.height, in: container, on: grid))
        let clipped = Measurements.clips(
            measured, size, width: !item.size.width.isEstimated, height: !item.size.height.isEstimated)
        return (size, clipped)
    }

    /// Places the items at `edge` against the host's edge at `position` along the scroll axis
    /// and returns where the content starts (or the host ends): past the longest item that
    /// extends the boundary. Items on one edge share it, side by side, rather than stacking
    /// (Docs/Fidelity.md). An end item that does not extend the boundary overlays the content.
    mutating func place(_ items: [BoundaryItem], edge: BoundaryEdge, at position: Double) -> Double {
        var extent = 0.0
        for item in items where item.alignment.placement(scrollAxis: scrollAxis).edge == edge {
            let (size, clipped) = self.size(of: item)
            let length = size.length(scrollAxis)
            let start = edge == .end && !item.extendsBoundary ? position - length : position
            append(item, size: size, clipped: clipped, mainStart: start)
            if item.extendsBoundary { extent = Swift.max(extent, length) }
        }
        return position + extent
    }

    /// Places the side items, centred along the host's extent.
    mutating func placeSides(_ items: [BoundaryItem], hostStart: Double, hostEnd: Double) {
        for item in items where item.alignment.placement(scrollAxis: scrollAxis).edge == .side {
            let (size, clipped) = self.size(of: item, mainLength: hostEnd - hostStart)
            append(
                item, size: size, clipped: clipped,
                mainStart: hostStart + (hostEnd - hostStart - size.length(scrollAxis)) / 2)
        }
    }

    private mutating func append(_ item: BoundaryItem, size: Size, clipped: Bool, mainStart: Double) {
        let placement = item.alignment.placement(scrollAxis: scrollAxis)
        let crossStart = band.start + placement.across * (band.length - size.length(crossAxis))
        let origin = Point.along(scrollAxis, mainStart, cross: crossStart)
        let frame = Rect(
            x: origin.x + item.absoluteOffset.x.value, y: origin.y + item.absoluteOffset.y.value, width: size.width,
            height: size.height
        )
        .inset(by: item.contentInsets.ignoringEstimatedAxes(of: item.size))
        if item.pinToVisibleBounds { pinnable.append((frames.count, placement.edge)) }
        frames.append(
            SupplementaryFrame(
                kind: item.kind, host: .boundary, frame: frame, zIndex: item.zIndex ?? 0, clipped: clipped))
    }

    /// Moves pinned items to where they are at the content offset (at rest unless one is given):
    /// a start item stays at the visible start while its host's content is visible, never past
    /// the start of the end items (`endItemsStart`); an end item stays at the visible end, never
    /// before the end of the start items (`startItemsEnd`). Measured: an empty section's pinned
    /// header and footer (S1d), a pinned footer at rest (S1d); Docs/Semantics.md §9.
    mutating func pin(startItemsEnd: Double, endItemsStart: Double) {
        let offset = options.contentOffset(in: environment, scrollAxis: scrollAxis)
        let visibleStart = offset + environment.safeArea.before(scrollAxis)
        let visibleEnd = offset + environment.container.length(scrollAxis) - environment.safeArea.after(scrollAxis)
        for (index, edge) in pinnable {
            var frame = frames[index].frame
            let natural = frame.start(scrollAxis), length = frame.length(scrollAxis)
            let pinned: Double
            switch edge {
            case .start:
                pinned = Swift.min(Swift.max(natural, visibleStart), endItemsStart - length)
                frames[index].pinning = .init(
                    edge: .start, natural: natural, range: natural...Swift.max(natural, endItemsStart - length))
            case .end:
                pinned = Swift.max(Swift.min(natural, visibleEnd - length), startItemsEnd)
                frames[index].pinning = .init(
                    edge: .end, natural: natural, range: Swift.min(natural, startItemsEnd)...natural)
            case .side: pinned = natural
            }
            guard pinned != natural else { continue }
            if scrollAxis == .vertical { frame.y = pinned } else { frame.x = pinned }
            frames[index].frame = frame
            frames[index].pinned = true
        }
    }
}
