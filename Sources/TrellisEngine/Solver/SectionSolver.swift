import TrellisModel

/// Lays out sections one after another along the scroll axis (Docs/Semantics.md §3, §5, §7–9, §11).
struct SectionSolver {
    let environment: LayoutEnvironment
    let configuration: LayoutConfiguration
    let options: LayoutOptions
    /// Records how one element is derived, when one is being explained.
    var recorder: DerivationRecorder?

    var scrollAxis: Axis { configuration.scrollDirection }
    var crossAxis: Axis { scrollAxis.other }

    /// `automatic` (or nothing) follows the configuration, whose default is the safe area.
    func resolve(_ reference: ContentInsetsReference?) -> ContentInsetsReference {
        switch reference {
        case nil, .automatic?:
            if let configured = configuration.contentInsetsReference, configured != .automatic { return configured }
            return .safeArea
        case let reference?:
            return reference
        }
    }

    /// The layout container across the scroll axis: the reference insets apply only across it;
    /// along it the container is the full frame (Docs/Semantics.md §3.2).
    func layoutContainer(_ reference: ContentInsetsReference?) -> (start: Double, length: Double) {
        let insets = environment.insets(for: resolve(reference))
        return (insets.before(crossAxis), environment.container.length(crossAxis) - insets.total(crossAxis))
    }

    /// The band boundary items are laid out in: the section's content width when they follow
    /// the content insets (the default), the layout container when they do not, or the given
    /// reference's insets from the collection view's edges.
    private func supplementaryBand(_ content: SectionContent, container: (start: Double, length: Double)) -> (
        start: Double, length: Double
    ) {
        let followingInsets = (
            container.start + content.contentInsets.before(crossAxis),
            container.length - content.contentInsets.total(crossAxis)
        )
        switch content.supplementaryInsets {
        case nil, .followsContentInsets(true)?, .reference(.automatic)?:
            return followingInsets
        case .followsContentInsets(false)?, .reference(.none)?:
            return container
        case let .reference(reference)?:
            return layoutContainer(reference)
        }
    }

    /// The section's layout container across the scroll axis, and the container its top-level
    /// group resolves against: the layout container less the section's content insets, or the
    /// full layout container across the scroll axis for orthogonal sections (Docs/Semantics.md §8.1).
    func containers(_ content: SectionContent, name: String) throws(LayoutFailure) -> (
        layout: (start: Double, length: Double), group: Size
    ) {
        let main = scrollAxis, cross = crossAxis
        let container = layoutContainer(content.contentInsetsReference)
        let insets = content.contentInsets
        guard container.length > 0 else {
            throw LayoutFailure(
                .emptyLayoutContainer(length: container.length, across: cross), section: name, site: .container)
        }
        func lost(_ axis: Axis) -> Double {
            content.insetsShrinkGroupContainer(along: axis, scrollDirection: main) ? insets.total(axis) : 0
        }
        let groupContainer = Size.along(
            main, environment.container.length(main) - lost(main), cross: container.length - lost(cross))
        guard groupContainer.width > 0, groupContainer.height > 0 else {
            throw LayoutFailure(.sectionInsetsLeaveNoRoom(groupContainer), section: name, site: .sectionInsets)
        }
        return (container, groupContainer)
    }

    /// A section's containers and the repetitions of its top-level group, unstacked.
    struct SolvedGroups {
        var container: (start: Double, length: Double)
        var groupContainer: Size
        var group: LayoutGroup
        var measurements: Measurements
        /// The axis the repetitions stack along: the scroll axis, or across it in an orthogonal section.
        var stackAxis: Axis
        var shapes: [GroupShape]
        var runs: [GroupRun]
    }

    /// The part of laying out a section that can refuse it: its containers, then the repetitions of its top-level
    /// group. `solve` lays the section out from it; lint asks it alone at every target (`LayoutEngine.failures`), so
    /// what lint reports is what laying out throws.
    func solveGroups(_ input: ResolvedSectionInput, recorder: DerivationRecorder? = nil) throws(LayoutFailure)
        -> SolvedGroups
    {
        let content = input.section.content, name = input.section.layoutName
        let (container, groupContainer) = try containers(content, name: name)
        guard case let .group(group) = content.body else {
            preconditionFailure("list sections are expanded by SectionProvider")
        }
        let itemCount = Swift.max(0, input.data.itemCount)
        let measurements = Measurements(pass: options.sizing, measured: input.data.measured, itemCount: itemCount)
        let stackAxis = content.orthogonalScrolling != .none ? crossAxis : scrollAxis
        let (shapes, runs) = try solveRepetitions(
            group, of: input, in: groupContainer, measurements: measurements, stackAxis: stackAxis,
            recorder: recorder)
        return SolvedGroups(
            container: container, groupContainer: groupContainer, group: group, measurements: measurements,
            stackAxis: stackAxis, shapes: shapes, runs: runs)
    }

    /// Lays out one section from `start` along the scroll axis, in named steps: the header side,
    /// the repetitions of the top-level group, their stacking, the footer side, decorations, the
    /// scrolling strip of an orthogonal section, and the extent of everything drawn.
    func solve(_ input: ResolvedSectionInput, index: Int, start: Double) throws(LayoutFailure) -> SectionFrames {
        let content = input.section.content, name = input.section.layoutName
        let main = scrollAxis
        let orthogonal = content.orthogonalScrolling != .none
        let recorder = self.recorder.flatMap { $0.element.section == index ? $0 : nil }
        let solved = try solveGroups(input, recorder: recorder)
        let container = solved.container, group = solved.group
        let itemCount = solved.measurements.itemCount, stackAxis = solved.stackAxis
        var shapes = solved.shapes, runs = solved.runs

        // Header side.
        var boundary = BoundaryLayout(
            scrollAxis: main, environment: environment, options: options, measurements: solved.measurements,
            band: supplementaryBand(content, container: container), mainLength: environment.container.length(main))
        let contentStart =
            boundary.place(content.boundaryItems, edge: .start, at: start) + content.contentInsets.before(main)
        if let recorder {
            recordSectionSteps(
                recorder, content: content, name: name, solved: solved, start: start, contentStart: contentStart)
        }

        // Groups: solved above, then stacked along the scroll axis or across it in a scrolling strip.
        equalizeUniformRepetitions(&shapes, of: group, along: stackAxis)
        let stack = stackGroups(
            &runs, shapes: shapes, content: content, container: container, contentStart: contentStart,
            stackAxis: stackAxis)
        if let recorder {
            recordRepetition(recorder, runs: runs, shapes: shapes, spacing: content.interGroupSpacing.value)
        }
        var contentLength = orthogonal ? (shapes.map { $0.size.length(main) }.max() ?? 0) : stack.length
        if runs.isEmpty && options.emptySectionsSubtractSpacing { contentLength = -content.interGroupSpacing.value }
        let contentEnd = contentStart + contentLength + content.contentInsets.after(main)

        // Footer side, then the section's extent, side items and pinning.
        let end = boundary.place(content.boundaryItems, edge: .end, at: contentEnd)
        boundary.placeSides(content.boundaryItems, hostStart: start, hostEnd: end)
        boundary.pin(startItemsEnd: contentStart - content.contentInsets.before(main), endItemsStart: contentEnd)
        if let recorder { recordBoundary(recorder, content: content, boundary: boundary) }
        let origin = Point.along(main, start, cross: container.start)
        // The frame never has a negative length, though an empty section may end before it starts.
        let length = Swift.max(0, end - start)
        let frame = Rect(
            x: origin.x, y: origin.y, width: main == .vertical ? container.length : length,
            height: main == .vertical ? length : container.length)

        // Background decorations cover the whole section, inset by their own insets (Docs/Semantics.md §11).
        let decorations = content.decorations.map {
            DecorationFrame(kind: $0.kind, frame: frame.inset(by: $0.contentInsets.value), zIndex: $0.zIndex ?? 0)
        }
        // A background decoration sits below every other item of its section, which UIKit promotes
        // to zIndex 1 (Apple's documentation of the decoration's zIndex).
        var supplementaries = boundary.frames
        if !decorations.isEmpty {
            for index in supplementaries.indices {
                supplementaries[index].zIndex = Swift.max(supplementaries[index].zIndex, 1)
            }
        }
        var strip =
            orthogonal
            ? orthogonalFrames(
                content, stack: stack, container: container, contentLength: contentLength,
                firstGroupLength: runs.first.map { shapes[$0.shape].size.length(stackAxis) } ?? 0) : nil

        // What is reported is on the pixel grid (Docs/Semantics.md §14); `bounds` is exact, grown by a pixel to
        // hold any rounding.
        let grid = options.grid(scale: environment.scale)
        var bounds = frame
        for run in runs {
            let shape = shapes[run.shape]
            for group in [0, run.groupCount - 1] {
                let offset = run.offset(ofGroup: group)
                bounds = bounds.union(shape.bounds.offsetBy(dx: offset.x, dy: offset.y))
            }
        }
        for supplementary in supplementaries { bounds = bounds.union(supplementary.frame) }
        for decoration in decorations { bounds = bounds.union(decoration.frame) }

        supplementaries = supplementaries.map(grid.supplementary)
        // The strip's length is reported on the grid, as its items are.
        if var rounded = strip {
            let size = grid.frame(
                Rect(x: 0, y: 0, width: rounded.contentSize.width, height: rounded.contentSize.height))
            rounded.contentSize = Size(width: size.width, height: size.height)
            strip = rounded
        }
        return SectionFrames(
            index: index, layoutName: name, frame: grid.frame(frame), orthogonal: strip, itemCount: itemCount,
            supplementaries: supplementaries,
            decorations: decorations.map {
                DecorationFrame(kind: $0.kind, frame: grid.frame($0.frame), zIndex: $0.zIndex)
            },
            itemZIndex: decorations.isEmpty ? 0 : 1, shapes: shapes, runs: runs, stackAxis: stackAxis, grid: grid,
            bounds: bounds.inset(
                by: EdgeInsets(top: -grid.pixel, leading: -grid.pixel, bottom: -grid.pixel, trailing: -grid.pixel)),
            end: end)
    }

    /// The repetitions of the top-level group for the section's items: one shape strided over
    /// every repetition when they are identical, else one shape per repetition.
    private func solveRepetitions(
        _ group: LayoutGroup, of input: ResolvedSectionInput, in groupContainer: Size, measurements: Measurements,
        stackAxis: Axis, recorder: DerivationRecorder?
    ) throws(LayoutFailure) -> (shapes: [GroupShape], runs: [GroupRun]) {
        let content = input.section.content, name = input.section.layoutName
        let itemCount = measurements.itemCount
        guard itemCount > 0 else { return ([], []) }
        var solver = GroupSolver(measurements: measurements, sectionName: name, customItems: input.customItems)
        solver.grid = options.grid(scale: environment.scale)
        solver.recorder = recorder
        let edges = GroupSubitem.group(group).edgeSpacing
        if isStatic(group, measured: input.data.measured, boundaryItems: content.boundaryItems) {
            // Solved once, then strided: every repetition is identical.
            var shape = try solver.solve(group, container: groupContainer, firstItem: 0)
            record(shape.applyEdgeSpacing(edges, stackAxis: stackAxis, container: groupContainer), recorder)
            let run = GroupRun(
                shape: 0, firstItem: 0, itemCount: itemCount, capacity: shape.leaves.count,
                groupCount: (itemCount + shape.leaves.count - 1) / shape.leaves.count, origin: .zero, stride: .zero)
            return ([shape], [run])
        }
        var shapes: [GroupShape] = []
        var runs: [GroupRun] = []
        var next = 0
        while next < itemCount {
            var shape = try solver.solve(group, container: groupContainer, firstItem: next)
            let moved = shape.applyEdgeSpacing(edges, stackAxis: stackAxis, container: groupContainer)
            if let item = recorder?.element.item, next <= item { record(moved, recorder) }
            let consumed = Swift.min(shape.leaves.count, itemCount - next)
            guard consumed > 0 else {
                throw LayoutFailure(.emptyRepetition, section: name, site: .node(path: [], field: nil))
            }
            shapes.append(shape)
            runs.append(
                GroupRun(
                    shape: shapes.count - 1, firstItem: next, itemCount: consumed, capacity: shape.leaves.count,
                    groupCount: 1, origin: .zero, stride: .zero))
            next += consumed
        }
        return (shapes, runs)
    }

    /// How the section's containers and start were found, for the explained element.
    private func recordSectionSteps(
        _ recorder: DerivationRecorder, content: SectionContent, name: String, solved: SolvedGroups, start: Double,
        contentStart: Double
    ) {
        recorder.sectionSteps += [
            .layoutContainer(length: solved.container.length, start: solved.container.start),
            .sectionContainer(
                name: name, insets: content.contentInsets.value, groupContainer: solved.groupContainer,
                orthogonal: content.orthogonalScrolling != .none),
            .sectionStart(start: start, contentStart: contentStart),
        ]
    }

    /// Where the explained boundary item went, when the explained element is one of this section's.
    private func recordBoundary(_ recorder: DerivationRecorder, content: SectionContent, boundary: BoundaryLayout) {
        guard case let .boundary(_, kind, occurrence) = recorder.element else { return }
        let matching = boundary.frames.filter { $0.kind.rawValue == kind }
        let written = content.boundaryItems.filter { $0.kind.rawValue == kind }
        guard occurrence < matching.count, occurrence < written.count else { return }
        let item = written[occurrence], frame = matching[occurrence]
        recorder.boundary = (
            frame.frame,
            .boundary(
                kind: kind, width: item.size.width, height: item.size.height, pinned: frame.pinned, frame: frame.frame)
        )
    }

    /// The top-level group's edge spacing moved its content (Docs/Semantics.md §4.4).
    private func record(_ moved: Point, _ recorder: DerivationRecorder?) {
        guard let recorder, moved.x != 0 || moved.y != 0 else { return }
        recorder.edgeSpacing = .edgeSpacing(moved: moved)
    }

    /// Where the explained item's repetition of the top-level group went along the stack.
    private func recordRepetition(
        _ recorder: DerivationRecorder, runs: [GroupRun], shapes: [GroupShape], spacing: Double
    ) {
        guard let item = recorder.element.item, let run = runs.lastIndex(where: { $0.firstItem <= item }) else {
            return
        }
        let group = (item - runs[run].firstItem) / runs[run].capacity
        let offset = runs[run].offset(ofGroup: group)
        let capacity = runs[run].capacity
        let length = shapes[runs[run].shape].size.length(runs[run].stride.x != 0 ? .horizontal : .vertical)
        recorder.repetition = (
            run, group,
            .repetition(
                firstItem: runs[run].firstItem + group * capacity, capacity: capacity, origin: offset,
                repetitionsBefore: group, length: length, spacing: spacing, runOrigin: runs[run].origin)
        )
    }

    /// A top-level `uniformAcrossSiblings` dimension is shared by every repetition of the section.
    private func equalizeUniformRepetitions(_ shapes: inout [GroupShape], of group: LayoutGroup, along axis: Axis) {
        guard case .standard(let standard) = group, standard.size[axis].isUniformAcrossSiblings,
            let largest = shapes.map({ $0.size.length(axis) }).max()
        else { return }
        for index in shapes.indices {
            shapes[index].size = Size.along(axis, largest, cross: shapes[index].size.length(axis.other))
        }
    }

    /// Where the stacked groups ended and, for a strip, its padding and each group's start.
    struct StackedGroups {
        /// The groups' extent along the stacking axis, spacing included.
        var length: Double
        var leadingPad: Double
        var trailingPad: Double
        /// Each group's start in the strip, for resting offsets (paging behaviours only).
        var groupStarts: [Double]
    }

    /// Places the runs one after another with `interGroupSpacing`: along the scroll axis, or
    /// across it in a scrolling strip (Docs/Semantics.md §5, §8.1).
    private func stackGroups(
        _ runs: inout [GroupRun], shapes: [GroupShape], content: SectionContent,
        container: (start: Double, length: Double), contentStart: Double, stackAxis: Axis
    ) -> StackedGroups {
        let cross = crossAxis, insets = content.contentInsets
        let orthogonal = content.orthogonalScrolling != .none
        func stackLength(_ run: GroupRun) -> Double { shapes[run.shape].size.length(stackAxis) }
        let spacing = content.interGroupSpacing.value
        var leadingPad = insets.before(cross), trailingPad = insets.after(cross)
        if content.orthogonalScrolling == .groupPagingCentered, let first = runs.first, let last = runs.last {
            // The centring insets replace the section's (Docs/Fidelity.md, "groupPagingCentered").
            leadingPad = Swift.max(0, (container.length - stackLength(first)) / 2)
            trailingPad = Swift.max(0, (container.length - stackLength(last)) / 2)
        }
        var cursor = 0.0
        var groupStarts: [Double] = []
        for index in runs.indices {
            let length = stackLength(runs[index])
            if index > 0 { cursor += spacing }
            let along = orthogonal ? container.start + leadingPad + cursor : contentStart + cursor
            let across = orthogonal ? contentStart : container.start + insets.before(cross)
            runs[index].origin = Point.along(stackAxis, along, cross: across)
            runs[index].stride = Point.along(stackAxis, length + spacing, cross: 0)
            if orthogonal && content.orthogonalScrolling != .continuous {
                for group in 0..<runs[index].groupCount {
                    groupStarts.append(leadingPad + cursor + Double(group) * (length + spacing))
                }
            }
            cursor += Double(runs[index].groupCount) * length + Double(runs[index].groupCount - 1) * spacing
        }
        return StackedGroups(length: cursor, leadingPad: leadingPad, trailingPad: trailingPad, groupStarts: groupStarts)
    }

    /// The scrolling strip of an orthogonal section: its size and where scrolling comes to rest
    /// for the section's behaviour (Docs/Semantics.md §8.2).
    private func orthogonalFrames(
        _ content: SectionContent, stack: StackedGroups, container: (start: Double, length: Double),
        contentLength: Double, firstGroupLength: Double
    ) -> OrthogonalFrames {
        let stripLength = stack.leadingPad + stack.length + stack.trailingPad
        let limit = Swift.max(0, stripLength - container.length)
        func clamp(_ value: Double) -> Double { Swift.min(Swift.max(0, value), limit) }
        var resting: [Double] = []
        switch content.orthogonalScrolling {
        case .none, .continuous:
            break
        case .continuousGroupLeadingBoundary, .groupPaging:
            resting = stack.groupStarts.map { clamp($0 - content.contentInsets.before(crossAxis)) }
        case .groupPagingCentered:
            resting = stack.groupStarts.map { clamp($0 + firstGroupLength / 2 - container.length / 2) }
        case .paging:
            var page = 0.0
            while page < limit {
                resting.append(page)
                page += container.length
            }
            resting.append(limit)
        }
        var unique: [Double] = []
        for value in resting where unique.last.map({ abs($0 - value) > 1e-9 }) ?? true { unique.append(value) }
        return OrthogonalFrames(
            behavior: content.orthogonalScrolling,
            contentSize: Size.along(crossAxis, stripLength, cross: contentLength), restingOffsets: unique)
    }

    /// A group whose repetitions are all identical: no custom group (they take every
    /// remaining item) and nothing measured that its items or their supplementaries use.
    private func isStatic(_ group: LayoutGroup, measured: [String: MeasuredSizes], boundaryItems: [BoundaryItem])
        -> Bool
    {
        if options.sizing == .measured,
            measured.keys.contains(where: { kind in !boundaryItems.contains { $0.kind.rawValue == kind } })
        {
            return false
        }
        return !group.containsCustomGroup
    }
}
