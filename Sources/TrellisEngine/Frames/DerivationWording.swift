import TrellisModel

/// The words of `trellis explain`: each recorded ``DerivationStep`` as the section of Docs/Semantics.md whose rule
/// it follows and a sentence with its numbers. The one place steps are worded: the solvers record values, and the
/// golden outputs of `trellis explain` change here alone.
extension DerivationStep {
    /// The step as `trellis explain` prints it and the language server's hover shortens it.
    var worded: FrameDerivation.Step {
        let (sections, text) = wording
        return FrameDerivation.Step(rule: sections, text: text)
    }

    /// The rule's sections ("Docs/Semantics.md §3.2") and the text, by the part of the derivation the step belongs to.
    private var wording: (sections: String, text: String) {
        switch self {
        case .layoutContainer, .sectionContainer, .sectionStart, .edgeSpacing, .repetition, .boundary:
            return sectionWording
        case .group, .subitem, .countSlot:
            return groupWording
        case .item, .arranged, .attached, .sharedFlexibleSpace, .alignedAcross, .uniformAcrossSiblings:
            return leafWording
        case .pixelGrid, .exactArithmetic, .rightToLeft:
            return reportWording
        }
    }

    private var sectionWording: (sections: String, text: String) {
        switch self {
        case let .layoutContainer(length, start):
            return (
                "Docs/Semantics.md §3.2",
                "the layout container across the scroll axis is \(Self.points(length)) from "
                    + "\(Self.points(start)) (its content insets reference less the insets across)"
            )
        case let .sectionContainer(name, insets, groupContainer, orthogonal):
            return (
                orthogonal ? "Docs/Semantics.md §8.1" : "Docs/Semantics.md §3.3",
                "section '\(name)' has content insets top \(Self.points(insets.top)), leading "
                    + "\(Self.points(insets.leading)), bottom \(Self.points(insets.bottom)), trailing "
                    + "\(Self.points(insets.trailing)); its top-level group resolves fractions against "
                    + Self.size(groupContainer)
            )
        case let .sectionStart(start, contentStart):
            return (
                "Docs/Semantics.md §5, §9",
                "the section starts at \(Self.points(start)) along the scroll axis; boundary items before "
                    + "the content and the content insets bring the content to \(Self.points(contentStart))"
            )
        case let .edgeSpacing(moved):
            return (
                "Docs/Semantics.md §4.4", "the top-level group's edge spacing moves its content by \(Self.point(moved))"
            )
        case let .repetition(firstItem, capacity, origin, repetitionsBefore, length, spacing, runOrigin):
            return (
                "Docs/Semantics.md §5",
                "items \(firstItem)–\(firstItem + capacity - 1) are one repetition of the top-level group, which "
                    + "starts at \(Self.point(origin)): \(repetitionsBefore) repetitions of \(Self.points(length)) "
                    + "plus interGroupSpacing \(Self.points(spacing)) after \(Self.point(runOrigin))"
            )
        case let .boundary(kind, width, height, pinned, frame):
            let size =
                "width \(width.kindName)(\(Self.points(width.value))), "
                + "height \(height.kindName)(\(Self.points(height.value)))"
            return (
                "Docs/Semantics.md §9",
                "'\(kind)' (\(size)) sized against the band across the scroll axis and placed at the section's "
                    + (pinned ? "edge, then pinned to the visible bounds" : "edge") + ": \(Self.rect(frame))"
            )
        default:
            preconditionFailure("not a step of the section: \(self)")
        }
    }

    private var groupWording: (sections: String, text: String) {
        switch self {
        case let .group(axis, origin, container, width, height, inner, innerOrigin):
            return (
                "Docs/Semantics.md §3.3, §4.5",
                "\(axis == .horizontal ? "horizontal" : "vertical") group at \(Self.point(origin)) in "
                    + "\(Self.size(container)): width \(Self.length(width, in: container)); height "
                    + "\(Self.length(height, in: container)); its content, less its insets, is "
                    + "\(Self.size(inner)) from \(Self.point(innerOrigin))"
            )
        case let .subitem(index, placement, start, used, spacing, leadingEdge):
            return (
                "Docs/Semantics.md §4.1, §4.3, §4.4",
                "subitem \(index) (placement \(placement)) starts \(Self.points(start)) along the axis: "
                    + "\(Self.points(used)) used before it, spacing \(Self.points(spacing)), leading edge spacing "
                    + Self.points(leadingEdge)
            )
        case let .countSlot(count, available, spacing, share, slot, column, start, childContainer):
            let floored = abs(share - slot) > 1e-9 ? ", floored to the pixel grid: \(Self.points(slot))" : ""
            return (
                "Docs/Semantics.md §4.2",
                "count \(count): each slot is (\(Self.points(available)) − \(Self.points(spacing)) × "
                    + "\(count - 1)) / \(count) = \(Self.points(share))\(floored); slot \(column) starts "
                    + "\(Self.points(start)) along the axis; fractions inside resolve against "
                    + Self.size(childContainer)
            )
        default:
            preconditionFailure("not a step of a group: \(self)")
        }
    }

    private var leafWording: (sections: String, text: String) {
        switch self {
        case let .item(container, width, height, frame):
            return (
                "Docs/Semantics.md §3.3, §4.5",
                "item in \(Self.size(container)): width \(Self.length(width, in: container)); "
                    + "height \(Self.length(height, in: container)); less its content insets, the "
                    + "frame is \(Self.rect(frame)) from the top-level group's origin"
            )
        case let .arranged(kind, width, frame):
            return (
                "Docs/Semantics.md §4.9",
                "placed by the \(kind) group's arrangement in \(Self.points(width)) pt: " + Self.rect(frame)
            )
        case let .attached(kind, size, host, ownPoint, hostPoint, origin):
            return (
                "Docs/Semantics.md §10",
                "'\(kind)' \(Self.size(size)) anchored to its host \(Self.rect(host)): its unit point "
                    + "\(Self.point(ownPoint)) on the host's \(Self.point(hostPoint)), then offset: origin "
                    + "\(Self.point(origin)) from the top-level group's origin"
            )
        case let .sharedFlexibleSpace(moved, leftover, shares):
            return (
                "Docs/Semantics.md §4.3, §4.4",
                "moved by \(Self.point(moved)): the leftover \(Self.points(leftover)) shared by \(shares) flexible "
                    + "spacings"
            )
        case let .alignedAcross(moved):
            return (
                "Docs/Semantics.md §4.6",
                "moved by \(Self.point(moved)): aligned across the axis by flexible edge spacing"
            )
        case let .uniformAcrossSiblings(largest):
            return (
                "Docs/Semantics.md §6.3",
                "made \(Self.points(largest)) across the axis, the largest of its uniformAcrossSiblings siblings"
            )
        default:
            preconditionFailure("not a step of a leaf: \(self)")
        }
    }

    private var reportWording: (sections: String, text: String) {
        switch self {
        case let .pixelGrid(iOSVersion, scale, floorsFractionalLengths, floorsCountSlots, exact, reported):
            let floors = floorsFractionalLengths ? "floors fractional lengths" : "keeps fractional lengths exact"
            let slots = floorsCountSlots ? "floors count slots" : "keeps count slots exact"
            return (
                "Docs/Semantics.md §14",
                "iOS \(iOSVersion) at @\(Self.points(scale))x \(floors) and \(slots); the frame \(Self.rect(exact)) "
                    + "is reported with its origin and size rounded to the nearest pixel: \(Self.rect(reported))"
            )
        case let .exactArithmetic(reported):
            return (
                "Docs/Semantics.md §14",
                "exact arithmetic (--exact): the frame is reported as computed, \(Self.rect(reported))"
            )
        case let .rightToLeft(contentWidth, flipped):
            return (
                "Docs/Semantics.md §16",
                "right to left, the collection view flips the frame across the content width "
                    + "\(Self.points(contentWidth)): \(Self.rect(flipped))"
            )
        default:
            preconditionFailure("not a step of the reported frame: \(self)")
        }
    }
}

extension DerivationStep {
    /// A point count as the steps write it: at most three decimals.
    static func points(_ value: Double) -> String {
        let rounded = (value * 1_000).rounded() / 1_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func point(_ point: Point) -> String { "(\(points(point.x)), \(points(point.y)))" }

    static func size(_ size: Size) -> String { "\(points(size.width)) × \(points(size.height))" }

    static func rect(_ rect: Rect) -> String {
        "(\(points(rect.x)), \(points(rect.y)), \(points(rect.width)) × \(points(rect.height)))"
    }

    /// One axis of an item or group: "78.333 (the slot)", or how its dimension resolved in `container`.
    static func length(_ length: Length, in container: Size) -> String {
        switch length {
        case let .slot(value): return "\(points(value)) (the slot)"
        case let .dimension(dimension, resolved, measured):
            return Self.dimension(dimension, in: container, resolved: resolved, measured: measured)
        }
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
