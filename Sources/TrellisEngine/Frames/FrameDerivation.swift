import TrellisModel

/// How the engine derived one frame, step by step: the container, insets, fractions, spacing, `count` slots,
/// anchors and the pixel grid, each with its numbers and the section of Docs/Semantics.md that states the rule.
/// What `trellis explain` prints and the language server's hover shortens; the steps are recorded by the solvers
/// while they lay out, so they cannot drift from what the engine does, as values (``DerivationStep``) that
/// DerivationWording.swift words.
package struct FrameDerivation: Sendable {
    /// One step: what was computed, with its numbers, and the rule it follows.
    package struct Step: Hashable, Sendable {
        /// Where the rule is stated, as "Docs/Semantics.md §4.2".
        package var rule: String
        package var text: String

        /// The rule's sections of Docs/Semantics.md alone ("§4.2"), for text that names the document once.
        package var sections: String {
            rule.hasPrefix("Docs/Semantics.md ") ? String(rule.dropFirst("Docs/Semantics.md ".count)) : rule
        }
    }

    /// Which element to explain.
    package enum Element: Hashable, Sendable {
        case item(section: Int, index: Int)
        /// A supplementary of an item (a badge): its kind and the item; the `occurrence`-th of that kind.
        case itemSupplementary(section: Int, item: Int, kind: String, occurrence: Int = 0)
        /// A boundary item of a section (a header or footer): the `occurrence`-th of that kind.
        case boundary(section: Int, kind: String, occurrence: Int = 0)
        /// The first item placed by the node at `path` (the subitem index taken at each level below the section's
        /// top-level group) in the section's first repetition: a position in a layout file, explained.
        case node(section: Int, path: [Int])

        package var section: Int {
            switch self {
            case let .item(section, _), let .itemSupplementary(section, _, _, _), let .boundary(section, _, _),
                let .node(section, _):
                return section
            }
        }

        /// The data item whose repetition is recorded: the first for a node.
        var item: Int? {
            switch self {
            case let .item(_, index), let .itemSupplementary(_, index, _, _): return index
            case .node: return 0
            case .boundary: return nil
            }
        }

        /// "section 1 item 3", "section 0 item 2 badge", "section 0 header".
        package var description: String {
            func nth(_ occurrence: Int) -> String { occurrence == 0 ? "" : " \(occurrence + 1)" }
            switch self {
            case let .item(section, index): return "section \(section) item \(index)"
            case let .itemSupplementary(section, item, kind, occurrence):
                return "section \(section) item \(item) \(kind)\(nth(occurrence))"
            case let .boundary(section, kind, occurrence): return "section \(section) \(kind)\(nth(occurrence))"
            case let .node(section, path): return "section \(section), the node at \(path)"
            }
        }
    }

    package var element: Element
    /// The frame as reported, on the pixel grid.
    package var frame: Rect
    package var steps: [Step]
    /// How many of the first steps describe the section (its containers and start) rather than the element.
    package var sectionStepCount: Int
}

/// One step of a derivation as the solvers record it: what was computed, with its values and no words.
/// DerivationWording.swift gives each kind its rule and sentence, so that the solvers do not write prose and the
/// wording of `trellis explain` (and of the language server's hover) changes in one place.
enum DerivationStep {
    /// How one axis of an item or group was sized.
    enum Length {
        /// Given along the axis of the enclosing `count` group: its slot.
        case slot(Double)
        /// Resolved from the written dimension against the step's container; `measured` when self-sizing gave one.
        case dimension(LayoutDimension, resolved: Double, measured: Double?)
    }

    // The section around the group.
    /// The layout container across the scroll axis.
    case layoutContainer(length: Double, start: Double)
    /// The section's content insets and the container its top-level group resolves against.
    case sectionContainer(name: String, insets: EdgeInsets, groupContainer: Size, orthogonal: Bool)
    /// Where the section and its content start along the scroll axis.
    case sectionStart(start: Double, contentStart: Double)

    // The groups a leaf is inside, outermost first.
    /// A horizontal or vertical group: its size in its container and its content box.
    case group(
        axis: Axis, origin: Point, container: Size, width: Length, height: Length, inner: Size, innerOrigin: Point)
    /// A subitem of a repeating group and where it starts along the axis.
    case subitem(index: Int, placement: Int, start: Double, used: Double, spacing: Double, leadingEdge: Double)
    /// One slot of a `count` group: the equal share and, when the grid floors it, the slot.
    case countSlot(
        count: Int, available: Double, spacing: Double, share: Double, slot: Double, column: Int, start: Double,
        childContainer: Size)

    // A leaf or attached supplementary placed.
    /// An item: its size in its container, less its content insets.
    case item(container: Size, width: Length, height: Length, frame: Rect)
    /// A leaf a masonry, flow or custom group's arrangement placed.
    case arranged(kind: String, width: Double, frame: Rect)
    /// A supplementary anchored to its host: its unit point on the host's, then offset to `origin`.
    case attached(kind: String, size: Size, host: Rect, ownPoint: Point, hostPoint: Point, origin: Point)

    // A placed leaf or supplementary moved afterwards.
    /// Moved by the leftover length shared among flexible spacings.
    case sharedFlexibleSpace(moved: Point, leftover: Double, shares: Int)
    /// Moved across the axis by flexible edge spacing.
    case alignedAcross(moved: Point)
    /// Made the largest cross length of its `uniformAcrossSiblings` siblings.
    case uniformAcrossSiblings(largest: Double)

    // The top-level group in the section.
    /// The top-level group's edge spacing moved its content.
    case edgeSpacing(moved: Point)
    /// The repetition of the top-level group holding the element, after `repetitionsBefore` others in its run.
    case repetition(
        firstItem: Int, capacity: Int, origin: Point, repetitionsBefore: Int, length: Double, spacing: Double,
        runOrigin: Point)
    /// A boundary item sized against its band and placed at the section's edge.
    case boundary(kind: String, width: LayoutDimension, height: LayoutDimension, pinned: Bool, frame: Rect)

    // The frame as reported.
    /// Rounded to the pixel grid of `iOSVersion` at `scale`.
    case pixelGrid(
        iOSVersion: Int, scale: Double, floorsFractionalLengths: Bool, floorsCountSlots: Bool, exact: Rect,
        reported: Rect)
    /// Reported as computed (`--exact`).
    case exactArithmetic(reported: Rect)
    /// Flipped across the content width, right to left.
    case rightToLeft(contentWidth: Double, flipped: Rect)
}

/// Collects derivation steps while one section is solved. A class, so that the solvers (value types, copied
/// freely) all write into one record; only `LayoutEngine.explain` makes one, so ordinary layouts pay nothing.
final class DerivationRecorder {
    let element: FrameDerivation.Element
    /// The steps of the groups the node being placed is inside, outermost first.
    private var enclosing: [DerivationStep] = []
    /// Each leaf's steps, and each attached supplementary's, in the current repetition.
    private(set) var leafSteps: [[DerivationStep]] = []
    /// Each leaf's path below the top-level group, in the current repetition.
    private(set) var leafPaths: [[Int]] = []
    private(set) var attachedSteps: [(host: Int, kind: String, steps: [DerivationStep])] = []
    /// The steps of the section around the group, in order.
    var sectionSteps: [DerivationStep] = []
    /// Where the element's repetition of the top-level group went: its run, its index in the run, and the step.
    var repetition: (run: Int, group: Int, step: DerivationStep)?
    /// How the top-level group's edge spacing moved its content, when it did.
    var edgeSpacing: DerivationStep?
    /// A boundary item's frame before the pixel grid, and its step.
    var boundary: (frame: Rect, step: DerivationStep)?
    /// The steps of the repetition that holds the element, once its solve has ended.
    private(set) var kept:
        (
            leaves: [[DerivationStep]], paths: [[Int]],
            attached: [(host: Int, kind: String, steps: [DerivationStep])]
        )?

    init(element: FrameDerivation.Element) { self.element = element }

    func beginRepetition() {
        enclosing.removeAll()
        leafSteps.removeAll()
        leafPaths.removeAll()
        attachedSteps.removeAll()
    }

    /// Keeps the repetition just solved when it starts at or before the element's item: repetitions are solved in
    /// item order, so the last one kept holds it.
    func endRepetition(firstItem: Int) {
        guard let item = element.item else { return }
        if firstItem <= item { kept = (leafSteps, leafPaths, attachedSteps) }
    }

    func enter(_ step: DerivationStep) { enclosing.append(step) }
    func leave() { enclosing.removeLast() }

    /// A leaf placed: the groups around it, then its own step.
    func leaf(_ index: Int, path: [Int], _ step: DerivationStep) {
        while leafSteps.count <= index {
            leafSteps.append([])
            leafPaths.append([])
        }
        leafSteps[index] = enclosing + [step]
        leafPaths[index] = path
    }

    /// A supplementary attached to leaf `host`: the host's steps, then its own.
    func attached(_ index: Int, host: Int, kind: String, _ step: DerivationStep) {
        while attachedSteps.count <= index { attachedSteps.append((host, kind, [])) }
        let hostSteps = host < leafSteps.count ? leafSteps[host] : enclosing
        attachedSteps[index] = (host, kind, hostSteps + [step])
    }

    /// A placed leaf moved afterwards (flexible spacing, alignment across the axis).
    func moved(leaf index: Int, _ step: DerivationStep) {
        guard index < leafSteps.count else { return }
        leafSteps[index].append(step)
    }

    /// An attached supplementary moved with its host's placement.
    func moved(attached index: Int, _ step: DerivationStep) {
        guard index < attachedSteps.count else { return }
        attachedSteps[index].steps.append(step)
    }
}

extension DerivationRecorder {
    /// The element's derivation from what was recorded while `tree` was laid out; nil when there is no such element.
    func derivation(in tree: FrameTree, grid: PixelGrid, iOSVersion: Int) -> FrameDerivation? {
        guard tree.sections.indices.contains(element.section) else { return nil }
        let section = tree.sections[element.section]
        var steps = sectionSteps
        let exact: Rect
        var element = self.element
        if case let .node(index, path) = element {
            // The first leaf at or below the node, in the first repetition (which starts at item 0).
            guard let leaf = kept?.paths.firstIndex(where: { $0.starts(with: path) }), leaf < section.itemCount
            else { return nil }
            element = .item(section: index, index: leaf)
        }
        switch element {
        case let .item(_, index):
            guard index >= 0, index < section.itemCount, let (leaf, run, group) = place(of: index, in: section),
                let kept, leaf < kept.leaves.count, let repetition
            else { return nil }
            steps += kept.leaves[leaf] + (edgeSpacing.map { [$0] } ?? []) + [repetition.step]
            let offset = run.offset(ofGroup: group)
            exact = section.shapes[run.shape].leaves[leaf].frame.offsetBy(dx: offset.x, dy: offset.y)
        case let .itemSupplementary(_, index, kind, occurrence):
            guard index >= 0, index < section.itemCount, let (leaf, run, group) = place(of: index, in: section),
                let kept, let repetition
            else { return nil }
            let recorded = kept.attached.filter { $0.host == leaf && $0.kind == kind }
            let laidOut = section.shapes[run.shape].attached.filter { $0.hostLeaf == leaf && $0.kind.rawValue == kind }
            guard occurrence < recorded.count, occurrence < laidOut.count else { return nil }
            steps += recorded[occurrence].steps + (edgeSpacing.map { [$0] } ?? []) + [repetition.step]
            let offset = run.offset(ofGroup: group)
            exact = laidOut[occurrence].frame.offsetBy(dx: offset.x, dy: offset.y)
        case .node:
            return nil
        case .boundary:
            guard let boundary else { return nil }
            steps.append(boundary.step)
            exact = boundary.frame
        }
        let reported = grid.frame(exact)
        if let scale = grid.scale {
            steps.append(
                .pixelGrid(
                    iOSVersion: iOSVersion, scale: scale, floorsFractionalLengths: grid.floorsFractionalLengths,
                    floorsCountSlots: grid.floorsCountSlots, exact: exact, reported: reported))
        } else {
            steps.append(.exactArithmetic(reported: reported))
        }
        var frame = reported
        // The tree's sections hold leading-to-trailing runs; frames are reported flipped (Docs/Semantics.md §16).
        if tree.environment.layoutDirection == .rightToLeft {
            let width = tree.contentSize.width
            frame = reported.mirrored(across: width)
            steps.append(.rightToLeft(contentWidth: width, flipped: frame))
        }
        return FrameDerivation(
            element: element, frame: frame, steps: steps.map(\.worded), sectionStepCount: sectionSteps.count)
    }

    /// The explained item's leaf in its shape, its run and its repetition in the run.
    private func place(of item: Int, in section: SectionFrames) -> (leaf: Int, run: GroupRun, group: Int)? {
        guard let repetition, section.runs.indices.contains(repetition.run) else { return nil }
        let run = section.runs[repetition.run]
        return (item - run.firstItem - repetition.group * run.capacity, run, repetition.group)
    }
}
