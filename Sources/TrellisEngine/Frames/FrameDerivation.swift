import TrellisModel

/// How the engine derived one frame, step by step: the container, insets, fractions, spacing, `count` slots,
/// anchors and the pixel grid, each with its numbers and the section of Docs/Semantics.md that states the rule.
/// What `trellis explain` prints and the language server's hover shortens; the steps are recorded by the solvers
/// while they lay out, so they cannot drift from what the engine does.
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

/// Collects derivation steps while one section is solved. A class, so that the solvers (value types, copied
/// freely) all write into one record; only `LayoutEngine.explain` makes one, so ordinary layouts pay nothing.
final class DerivationRecorder {
    let element: FrameDerivation.Element
    /// The steps of the groups the node being placed is inside, outermost first.
    private var enclosing: [FrameDerivation.Step] = []
    /// Each leaf's steps, and each attached supplementary's, in the current repetition.
    private(set) var leafSteps: [[FrameDerivation.Step]] = []
    /// Each leaf's path below the top-level group, in the current repetition.
    private(set) var leafPaths: [[Int]] = []
    private(set) var attachedSteps: [(host: Int, kind: String, steps: [FrameDerivation.Step])] = []
    /// The steps of the section around the group, in order.
    var sectionSteps: [FrameDerivation.Step] = []
    /// Where the element's repetition of the top-level group went: its run, its index in the run, and the step.
    var repetition: (run: Int, group: Int, step: FrameDerivation.Step)?
    /// How the top-level group's edge spacing moved its content, when it did.
    var edgeSpacing: FrameDerivation.Step?
    /// A boundary item's frame before the pixel grid, and its step.
    var boundary: (frame: Rect, step: FrameDerivation.Step)?
    /// The steps of the repetition that holds the element, once its solve has ended.
    private(set) var kept:
        (
            leaves: [[FrameDerivation.Step]], paths: [[Int]],
            attached: [(host: Int, kind: String, steps: [FrameDerivation.Step])]
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

    func enter(_ rule: String, _ text: String) { enclosing.append(.init(rule: rule, text: text)) }
    func leave() { enclosing.removeLast() }

    /// A leaf placed: the groups around it, then its own step.
    func leaf(_ index: Int, path: [Int], _ rule: String, _ text: String) {
        while leafSteps.count <= index {
            leafSteps.append([])
            leafPaths.append([])
        }
        leafSteps[index] = enclosing + [.init(rule: rule, text: text)]
        leafPaths[index] = path
    }

    /// A supplementary attached to leaf `host`: the host's steps, then its own.
    func attached(_ index: Int, host: Int, kind: String, _ rule: String, _ text: String) {
        while attachedSteps.count <= index { attachedSteps.append((host, kind, [])) }
        let hostSteps = host < leafSteps.count ? leafSteps[host] : enclosing
        attachedSteps[index] = (host, kind, hostSteps + [.init(rule: rule, text: text)])
    }

    /// A placed leaf moved afterwards (flexible spacing, alignment across the axis).
    func moved(leaf index: Int, _ rule: String, _ text: String) {
        guard index < leafSteps.count else { return }
        leafSteps[index].append(.init(rule: rule, text: text))
    }

    /// An attached supplementary moved with its host's placement.
    func moved(attached index: Int, _ rule: String, _ text: String) {
        guard index < attachedSteps.count else { return }
        attachedSteps[index].steps.append(.init(rule: rule, text: text))
    }

    /// A point count as the steps write it: at most three decimals.
    static func points(_ value: Double) -> String {
        let rounded = (value * 1_000).rounded() / 1_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func size(_ size: Size) -> String { "\(points(size.width)) × \(points(size.height))" }

    static func rect(_ rect: Rect) -> String {
        "(\(points(rect.x)), \(points(rect.y)), \(points(rect.width)) × \(points(rect.height)))"
    }

    /// How a dimension resolved: "fractionalWidth(0.2) of 393 = 78.6, floored to the grid: 78.333".
    static func dimension(_ dimension: LayoutDimension, in container: Size, resolved: Double, measured: Double?)
        -> String
    {
        let written = "\(dimension.kindName)(\(points(dimension.value)))"
        switch dimension {
        case .fractionalWidth(let fraction), .fractionalHeight(let fraction):
            let base = dimension.kindName == "fractionalWidth" ? container.width : container.height
            let exact = fraction.value * base
            let floored = abs(exact - resolved) > 1e-9 ? ", floored to the pixel grid: \(points(resolved))" : ""
            return "\(written) of \(points(base)) = \(points(exact))\(floored)"
        case .absolute:
            return written
        case .estimated, .uniformAcrossSiblings:
            return measured.map { "\(written), measured \(points($0))" } ?? "\(written), at its estimate"
        }
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
        let text: String
        if let scale = grid.scale {
            let floors = grid.floorsFractionalLengths ? "floors fractional lengths" : "keeps fractional lengths exact"
            let slots = grid.floorsCountSlots ? "floors count slots" : "keeps count slots exact"
            text =
                "iOS \(iOSVersion) at @\(Self.points(scale))x \(floors) and \(slots); the frame \(Self.rect(exact)) "
                + "is reported with its origin and size rounded to the nearest pixel: \(Self.rect(reported))"
        } else {
            text = "exact arithmetic (--exact): the frame is reported as computed, \(Self.rect(reported))"
        }
        steps.append(.init(rule: "Docs/Semantics.md §14", text: text))
        guard tree.environment.layoutDirection == .rightToLeft else {
            return FrameDerivation(
                element: element, frame: reported, steps: steps, sectionStepCount: sectionSteps.count)
        }
        // The tree's sections hold leading-to-trailing runs; frames are reported flipped (Docs/Semantics.md §16).
        let width = tree.contentSize.width, flipped = reported.mirrored(across: width)
        steps.append(
            .init(
                rule: "Docs/Semantics.md §16",
                text: "right to left, the collection view flips the frame across the content width "
                    + "\(Self.points(width)): \(Self.rect(flipped))"))
        return FrameDerivation(element: element, frame: flipped, steps: steps, sectionStepCount: sectionSteps.count)
    }

    /// The explained item's leaf in its shape, its run and its repetition in the run.
    private func place(of item: Int, in section: SectionFrames) -> (leaf: Int, run: GroupRun, group: Int)? {
        guard let repetition, section.runs.indices.contains(repetition.run) else { return nil }
        let run = section.runs[repetition.run]
        return (item - run.firstItem - repetition.group * run.capacity, run, repetition.group)
    }
}
