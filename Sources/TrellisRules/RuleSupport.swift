import TrellisCore
import TrellisLanguage
import TrellisModel

extension Axis {
    /// "wide" or "tall".
    package var extentWord: String { self == .horizontal ? "wide" : "tall" }
}

extension LayoutDimension {
    /// Whether this is a fraction of the container's extent along `axis`.
    package func isFraction(of axis: Axis) -> Bool {
        switch self {
        case .fractionalWidth: return axis == .horizontal
        case .fractionalHeight: return axis == .vertical
        default: return false
        }
    }
}

extension LocatedMapping {
    /// The text of a scalar value as written (`fractionalWidth(140/393)`), else nil.
    package func text(_ key: String) -> String? { self[key]?.scalar?.text }

    /// The text of a scalar value as a message quotes it: at most 40 characters, escaped (`TerminalText.excerpt`).
    package func quoted(_ key: String) -> String? { text(key).map { TerminalText.excerpt($0) } }
}

extension LocatedNode {
    /// "item", "group", "the top-level group": how messages name the node.
    package var noun: String {
        switch subitem {
        case .item: return "item"
        case .group(.standard): return path.isEmpty ? "top-level group" : "group"
        case .group(.masonry): return "masonry group"
        case .group(.flow): return "flow group"
        case .group(.custom): return "custom group"
        }
    }
}

extension LintContext {
    /// The iOS deployment target, if the file or configuration targets iOS.
    package var iOS: OSVersion? { deploymentTarget.versions[.iOS] }
}

/// An element the file gives a `LayoutSize`: an item, a standard group, a supplementary item or a
/// boundary item, with the kind self-sizing measures it under (`item` for cells).
package struct SizedElement: Sendable {
    /// What the element is, for its noun; written out only when a message names it.
    package enum Role: Sendable {
        /// An item or group, with its noun ("item", "top-level group", ...).
        case node(noun: String)
        case supplementary, boundaryItem
    }

    package var role: Role
    package var kind: String?
    package var size: LayoutSize
    package var syntax: LocatedMapping
    /// The model's name for it.
    package var path: ModelPath
    /// The section layout it belongs to; nil for the configuration's boundary items.
    package var sectionName: String?

    /// The axes along which UIKit measures it: its size there is estimated and, for a group, something inside
    /// it self-sizes too (a group of fixed-size items takes their size whatever it estimates).
    package var selfSizingAxes: Axes

    /// How messages name it: "item", "group", "'badge' supplementary", "'header' boundary item".
    package var noun: String {
        switch role {
        case let .node(noun): return noun
        case .supplementary: return "'\(kind ?? "")' supplementary"
        case .boundaryItem: return "'\(kind ?? "")' boundary item"
        }
    }
}

extension LocatedNode {
    /// An item whose dimension along `axis` is estimated, or an estimated group around one that self-sizes.
    package func selfSizes(along axis: Axis) -> Bool {
        guard let size, size[axis].isEstimated else { return false }
        return !isGroup || children.contains { $0.selfSizes(along: axis) }
    }
}

extension LintContext {
    func collectSizedElements() -> [SizedElement] {
        var elements: [SizedElement] = []
        for content in contents {
            content.walkNodes { node, _ in
                if let size = node.size {
                    elements.append(
                        SizedElement(
                            role: .node(noun: node.noun), kind: node.isGroup ? nil : "item", size: size,
                            syntax: node.syntax,
                            path: content.path(node), sectionName: content.sectionName,
                            selfSizingAxes: Axes(where: node.selfSizes(along:))))
                }
                for (index, supplementary) in node.supplementaries.enumerated() {
                    elements.append(
                        SizedElement(
                            role: .supplementary,
                            kind: supplementary.value.kind.rawValue, size: supplementary.value.size,
                            syntax: supplementary.syntax, path: content.path(node, supplementary: index),
                            sectionName: content.sectionName,
                            selfSizingAxes: supplementary.value.size.estimatedAxes))
                }
            }
            for (index, item) in content.boundaryItems.enumerated() {
                elements.append(
                    SizedElement(
                        role: .boundaryItem, kind: item.value.kind.rawValue,
                        size: item.value.size, syntax: item.syntax, path: content.path(boundaryItem: index),
                        sectionName: content.sectionName,
                        selfSizingAxes: item.value.size.estimatedAxes))
            }
        }
        for (index, item) in located.configurationItems.enumerated() {
            elements.append(
                SizedElement(
                    role: .boundaryItem, kind: item.value.kind.rawValue,
                    size: item.value.size, syntax: item.syntax,
                    path: ModelPath(.configuration, located.configurationItems.node(at: index)), sectionName: nil,
                    selfSizingAxes: item.value.size.estimatedAxes))
        }
        return elements
    }
}

extension LayoutSize {
    /// The axes a supplementary's or boundary item's size is estimated along: its view is measured there.
    var estimatedAxes: Axes { Axes { self[$0].isEstimated } }
}
