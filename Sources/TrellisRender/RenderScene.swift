import TrellisPipeline
import TrellisCore
import TrellisEngine
import TrellisModel

/// What `render` draws, in drawing order, shared by the SVG and HTML renderers: section
/// backgrounds, decorations, items, then supplementaries by zIndex.
struct RenderScene {
    enum Kind: String {
        case section, decoration, item, supplementary
    }

    struct Element {
        var kind: Kind
        /// The element kind (`header`, `badge`, ...) for supplementaries and decorations.
        var elementKind: String?
        /// The section's index; nil for the layout's global boundary items.
        var section: Int?
        /// The item's index, the host item's for item supplementaries, 0 otherwise.
        var index: Int
        var frame: Rect
        var clipped = false
        var pinned = false
        /// How a boundary item that pins to the visible bounds follows scrolling.
        var pinning: SupplementaryFrame.Pinning?
        var zIndex = 0
        /// Drawn inside the section's horizontally scrolling strip.
        var inStrip = false

        /// "item 3 · section 0 (grid) · 16, 32, 100 × 44": what hovering shows.
        func caption(sectionNames: [String]) -> String {
            var parts: [String] = []
            switch kind {
            case .section: parts.append("section \(index)")
            case .item: parts.append("item \(index)")
            case .decoration: parts.append("decoration \(elementKind ?? "")")
            case .supplementary: parts.append("\(elementKind ?? "") \(index)")
            }
            if kind != .section, let section { parts.append("section \(section) (\(sectionNames[section]))") }
            if kind == .section { parts.append(sectionNames[index]) }
            parts.append("\(number(frame.x)), \(number(frame.y)), \(number(frame.width)) × \(number(frame.height))")
            if clipped { parts.append("clipped: its content is larger than its frame") }
            if pinned { parts.append("pinned") }
            return parts.joined(separator: " · ")
        }
    }

    let tree: FrameTree
    let elements: [Element]
    /// The extent every element lies in, from the origin (orthogonal strips run past the viewport).
    let extent: Size
    /// Stored, not computed: every element's caption reads it, and rebuilding it each time made drawing quadratic in
    /// sections (8,000 sections took 19 s).
    let sectionNames: [String]

    init(tree: FrameTree) {
        self.tree = tree
        sectionNames = tree.sections.map(\.layoutName)
        var backgrounds: [Element] = [], decorations: [Element] = [], items: [Element] = [],
            supplementaries: [Element] = []
        for section in tree.sections {
            let strip = section.orthogonal != nil
            backgrounds.append(
                Element(kind: .section, section: section.index, index: section.index, frame: section.frame))
            for decoration in section.decorations {
                decorations.append(
                    Element(
                        kind: .decoration, elementKind: decoration.kind.rawValue, section: section.index, index: 0,
                        frame: decoration.frame, zIndex: decoration.zIndex))
            }
            for item in section.items {
                items.append(
                    Element(
                        kind: .item, section: section.index, index: item.index, frame: item.frame,
                        clipped: item.clipped, zIndex: section.itemZIndex, inStrip: strip))
            }
            for supplementary in section.supplementaries + section.itemSupplementaries() {
                var index = 0, onItem = false
                if case let .item(host) = supplementary.host { index = host; onItem = true }
                supplementaries.append(
                    Element(
                        kind: .supplementary, elementKind: supplementary.kind.rawValue, section: section.index,
                        index: index, frame: supplementary.frame,
                        clipped: supplementary.clipped, pinned: supplementary.pinned, pinning: supplementary.pinning,
                        zIndex: supplementary.zIndex,
                        inStrip: strip && onItem))
            }
        }
        for supplementary in tree.supplementaries {
            supplementaries.append(
                Element(
                    kind: .supplementary, elementKind: supplementary.kind.rawValue, section: nil, index: 0,
                    frame: supplementary.frame,
                    pinned: supplementary.pinned, pinning: supplementary.pinning, zIndex: supplementary.zIndex))
        }
        // A stable sort keeps file order among equal zIndex.
        let ordered = supplementaries.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }.map(\.element)
        elements = backgrounds + decorations + items + ordered
        var width = tree.contentSize.width, height = tree.contentSize.height
        for element in elements {
            width = Swift.max(width, element.frame.x + element.frame.width)
            height = Swift.max(height, element.frame.y + element.frame.height)
        }
        extent = Size(width: width, height: height)
    }

    /// Section colours, by section index.
    static let palette = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
    ]

    static func colour(_ section: Int?) -> String { section.map { palette[$0 % palette.count] } ?? "#555555" }

    /// Where labels go along one axis without overlapping: each at the position it asks for, or `gap` past the end
    /// of the label before it (in order of position). Returned in the order asked.
    static func stacked(_ labels: [(position: Double, length: Double)], gap: Double) -> [Double] {
        var placed = [Double](repeating: 0, count: labels.count)
        var end = -Double.infinity
        for index in labels.indices.sorted(by: { (labels[$0].position, $0) < (labels[$1].position, $1) }) {
            placed[index] = Swift.max(labels[index].position, end + gap)
            end = placed[index] + labels[index].length
        }
        return placed
    }
}

func number(_ value: Double) -> String { FrameNumbers.format(value) }

/// Text for a drawing's markup, escaped as every drawing escapes it (`MarkupText`).
func escaped(_ text: String) -> String { MarkupText.escaped(text) }

extension Diagnostic {
    /// "12:7 warning: message [rule_id]", for legends.
    /// The diagnostic on one line, with its notes (a structural error's says the drawing stands in for it).
    var legendLine: String {
        let noted = notes.map { " (\($0.message))" }.joined()
        return "\(range.start.line):\(range.start.column) \(severity.rawValue): \(message) [\(rule)]\(noted)"
    }
}
