import Foundation
import TrellisCore
import TrellisModel

/// A frame dump in the shape `trellis frames --format json` writes, read back: what `trellis diff`
/// compares. The capture test on a Mac writes real UIKit's frames in the same shape.
public struct FrameDump: Sendable {
    /// Which element a frame belongs to, the same in both dumps when it is the same element.
    public struct ElementKey: Hashable, Comparable, Sendable, CustomStringConvertible {
        public enum Role: Int, Sendable {
            case layoutSupplementary, section, item, itemSupplementary, supplementary, decoration
        }
        /// nil for the layout's own boundary items.
        public var section: Int?
        public var role: Role
        /// The element kind of a supplementary or decoration; empty for items and sections.
        public var kind: String
        /// The item's index, the host item's for an item's supplementary, the occurrence of the kind for a
        /// decoration or a layout's boundary item, else 0.
        public var index: Int

        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.section ?? -1, lhs.role.rawValue, lhs.index, lhs.kind)
                < (rhs.section ?? -1, rhs.role.rawValue, rhs.index, rhs.kind)
        }

        public var description: String {
            let prefix = section.map { "section \($0)" } ?? "layout"
            switch role {
            case .layoutSupplementary: return "layout \(kind)"
            case .section: return "\(prefix) frame"
            case .item: return "\(prefix) item \(index)"
            case .itemSupplementary: return "\(prefix) item \(index) \(kind)"
            case .supplementary: return "\(prefix) \(kind)"
            case .decoration: return "\(prefix) \(kind) decoration" + (index == 0 ? "" : " \(index + 1)")
            }
        }
    }

    public struct Element: Sendable {
        public var key: ElementKey
        public var frame: Rect
    }

    public struct ReadFailure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The largest dump read: 10,000,000 items of frames JSON are about 600 MB.
    public static let maximumBytes = 1 << 30

    public var layout: String
    public var device: String?
    public var container: Size
    public var contentSize: Size
    /// Section names by index, for messages.
    public var sectionNames: [Int: String]
    public var elements: [Element]

    /// Whether the dump gives its sections' frames (`trellis frames` does; a capture from UIKit cannot).
    public var hasSectionFrames: Bool { elements.contains { $0.key.role == .section } }

    /// Reads a dump; the message says which field is missing or of the wrong type.
    public init(json bytes: [UInt8]) throws(ReadFailure) {
        guard bytes.count <= Self.maximumBytes else {
            throw ReadFailure(description: "larger than \(Self.maximumBytes) bytes")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)), let root = object as? [String: Any]
        else { throw ReadFailure(description: "not a JSON object") }
        func size(_ value: Any?, _ field: String) throws(ReadFailure) -> Size {
            guard let value = value as? [String: Any], let width = (value["width"] as? NSNumber)?.doubleValue,
                let height = (value["height"] as? NSNumber)?.doubleValue
            else { throw ReadFailure(description: "'\(field)' is not {width, height}") }
            return Size(width: width, height: height)
        }
        func rect(_ value: Any?, _ field: String) throws(ReadFailure) -> Rect {
            guard let value = value as? [String: Any], let x = (value["x"] as? NSNumber)?.doubleValue,
                let y = (value["y"] as? NSNumber)?.doubleValue, let width = (value["width"] as? NSNumber)?.doubleValue,
                let height = (value["height"] as? NSNumber)?.doubleValue
            else { throw ReadFailure(description: "'\(field)' is not {x, y, width, height}") }
            return Rect(x: x, y: y, width: width, height: height)
        }
        func list(_ value: Any?, _ field: String) throws(ReadFailure) -> [[String: Any]] {
            guard let value else { return [] }
            guard let list = value as? [[String: Any]] else {
                throw ReadFailure(description: "'\(field)' is not a list")
            }
            return list
        }
        layout = root["layout"] as? String ?? ""
        device = root["device"] as? String
        container = try size(root["container"], "container")
        contentSize = try size(root["contentSize"], "contentSize")
        sectionNames = [:]
        elements = []
        var occurrences: [ElementKey: Int] = [:]
        func add(_ key: ElementKey, _ frame: Rect) {
            var key = key
            // A kind repeated in one place (two decorations of one kind) is told apart by order.
            if key.role == .decoration || key.role == .layoutSupplementary {
                key.index = occurrences[key, default: 0]
                occurrences[ElementKey(section: key.section, role: key.role, kind: key.kind, index: 0)] = key.index + 1
            }
            elements.append(Element(key: key, frame: frame))
        }
        for entry in try list(root["supplementaries"], "supplementaries") {
            let kind = entry["kind"] as? String ?? ""
            add(
                ElementKey(section: nil, role: .layoutSupplementary, kind: kind, index: 0),
                try rect(entry["frame"], kind))
        }
        /// An index as a dump must give it: a whole number from 0 to 10^9 (1e30 is not one, though NSNumber turns it
        /// into some Int).
        func wholeIndex(_ value: Any?, _ what: String) throws(ReadFailure) -> Int {
            guard let number = (value as? NSNumber)?.doubleValue else {
                throw ReadFailure(description: "\(what) has no 'index'")
            }
            guard number == number.rounded(), (0...1e9).contains(number) else {
                throw ReadFailure(
                    description: "\(what) has the index \(FrameNumbers.format(number)), not a whole number from 0 to "
                        + "1000000000")
            }
            return Int(number)
        }
        for section in try list(root["sections"], "sections") {
            let index = try wholeIndex(section["index"], "a section")
            sectionNames[index] = section["name"] as? String
            let at = "section \(index)"
            // A capture from UIKit has no section frames: UIKit reports none.
            if section["frame"] != nil {
                add(ElementKey(section: index, role: .section, kind: "", index: 0), try rect(section["frame"], at))
            }
            for item in try list(section["items"], "\(at) items") {
                let itemIndex = try wholeIndex(item["index"], "an item of \(at)")
                add(
                    ElementKey(section: index, role: .item, kind: "", index: itemIndex),
                    try rect(item["frame"], "\(at) item \(itemIndex)"))
            }
            for supplementary in try list(section["supplementaries"], "\(at) supplementaries") {
                let kind = supplementary["kind"] as? String ?? ""
                let host = try supplementary["item"].map { item throws(ReadFailure) in
                    try wholeIndex(item, "a supplementary's item of \(at)")
                }
                add(
                    ElementKey(
                        section: index, role: host == nil ? .supplementary : .itemSupplementary, kind: kind,
                        index: host ?? 0),
                    try rect(supplementary["frame"], "\(at) \(kind)"))
            }
            for decoration in try list(section["decorations"], "\(at) decorations") {
                let kind = decoration["kind"] as? String ?? ""
                add(
                    ElementKey(section: index, role: .decoration, kind: kind, index: 0),
                    try rect(decoration["frame"], "\(at) \(kind)"))
            }
        }
    }
}

/// What changed between two frame dumps: `trellis diff`.
public struct FramesDiff: Sendable {
    public enum Change: Sendable {
        case moved(FrameDump.ElementKey, from: Rect, to: Rect)
        case resized(FrameDump.ElementKey, from: Rect, to: Rect)
        case appeared(FrameDump.ElementKey, Rect)
        case vanished(FrameDump.ElementKey, Rect)

        public var key: FrameDump.ElementKey {
            switch self {
            case let .moved(key, _, _), let .resized(key, _, _), let .appeared(key, _), let .vanished(key, _):
                return key
            }
        }
    }

    public var old: FrameDump
    public var new: FrameDump
    /// In element order; an element both moved and resized is `resized`.
    public var changes: [Change]
    public var tolerance: Double
    /// How many elements were compared (in either dump).
    public var elementCount: Int

    public var isEmpty: Bool { changes.isEmpty && !contentSizeChanged }
    public var contentSizeChanged: Bool {
        !Self.same(old.contentSize.width, new.contentSize.width, tolerance)
            || !Self.same(old.contentSize.height, new.contentSize.height, tolerance)
    }

    /// Compares two dumps element by element; numbers closer than `tolerance` points are equal.
    public init(old: FrameDump, new: FrameDump, tolerance: Double = 0.01) {
        self.old = old
        self.new = new
        self.tolerance = tolerance
        // Section frames are compared only when both dumps have them (a capture from UIKit has none).
        let comparesSections = old.hasSectionFrames && new.hasSectionFrames
        func frames(_ dump: FrameDump) -> [FrameDump.ElementKey: Rect] {
            Dictionary(
                dump.elements.filter { comparesSections || $0.key.role != .section }.map { ($0.key, $0.frame) },
                uniquingKeysWith: { first, _ in first })
        }
        let before = frames(old), after = frames(new)
        elementCount = Set(before.keys).union(after.keys).count
        var changes: [Change] = []
        for key in Set(before.keys).union(after.keys).sorted() {
            switch (before[key], after[key]) {
            case let (from?, to?):
                let sameSize =
                    Self.same(from.width, to.width, tolerance) && Self.same(from.height, to.height, tolerance)
                let sameOrigin = Self.same(from.x, to.x, tolerance) && Self.same(from.y, to.y, tolerance)
                if !sameSize {
                    changes.append(.resized(key, from: from, to: to))
                } else if !sameOrigin {
                    changes.append(.moved(key, from: from, to: to))
                }
            case let (from?, nil): changes.append(.vanished(key, from))
            case let (nil, to?): changes.append(.appeared(key, to))
            case (nil, nil): break
            }
        }
        self.changes = changes
    }

    private static func same(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    /// One line per change, then a count; "no differences" when there are none.
    public var text: String {
        var lines: [String] = []
        if contentSizeChanged {
            lines.append(
                "content size: \(FrameNumbers.text(of: old.contentSize)) → \(FrameNumbers.text(of: new.contentSize))")
        }
        for change in changes {
            let name = name(of: change.key)
            switch change {
            case let .moved(_, from, to):
                lines.append(
                    "\(name): moved by (\(Self.signed(to.x - from.x)), \(Self.signed(to.y - from.y))): "
                        + "\(FrameNumbers.text(of: from)) → \(FrameNumbers.text(of: to))")
            case let .resized(_, from, to):
                lines.append("\(name): resized: \(FrameNumbers.text(of: from)) → \(FrameNumbers.text(of: to))")
            case let .appeared(_, frame): lines.append("\(name): appeared at \(FrameNumbers.text(of: frame))")
            case let .vanished(_, frame): lines.append("\(name): vanished from \(FrameNumbers.text(of: frame))")
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// "2 moved, 1 resized, 0 appeared, 0 vanished of 24 elements", or "no differences in 24 elements".
    public var summary: String {
        let total = elementCount
        guard !isEmpty else { return "no differences in \(total) elements" }
        var counts = [0, 0, 0, 0]
        for change in changes {
            switch change {
            case .moved: counts[0] += 1
            case .resized: counts[1] += 1
            case .appeared: counts[2] += 1
            case .vanished: counts[3] += 1
            }
        }
        return "\(counts[0]) moved, \(counts[1]) resized, \(counts[2]) appeared, \(counts[3]) vanished "
            + "of \(total) elements"
    }

    /// The changes as a JSON object: `{contentSize: {old, new}?, changes: [{element, change, old?, new?}]}`.
    public var json: String {
        func frame(_ rect: Rect) -> String {
            "{\"x\": \(FrameNumbers.format(rect.x)), \"y\": \(FrameNumbers.format(rect.y)), "
                + "\"width\": \(FrameNumbers.format(rect.width)), \"height\": \(FrameNumbers.format(rect.height))}"
        }
        func size(_ size: Size) -> String {
            "{\"width\": \(FrameNumbers.format(size.width)), \"height\": \(FrameNumbers.format(size.height))}"
        }
        var out = "{\n"
        if contentSizeChanged {
            out += "  \"contentSize\": {\"old\": \(size(old.contentSize)), \"new\": \(size(new.contentSize))},\n"
        }
        out += "  \"changes\": ["
        for (position, change) in changes.enumerated() {
            out += position == 0 ? "\n    " : ",\n    "
            let element = JSONValue.quoted(name(of: change.key))
            switch change {
            case let .moved(_, from, to):
                out +=
                    "{\"element\": \(element), \"change\": \"moved\", \"old\": \(frame(from)), \"new\": \(frame(to))}"
            case let .resized(_, from, to):
                out +=
                    "{\"element\": \(element), \"change\": \"resized\", \"old\": \(frame(from)), \"new\": \(frame(to))}"
            case let .appeared(_, rect):
                out += "{\"element\": \(element), \"change\": \"appeared\", \"new\": \(frame(rect))}"
            case let .vanished(_, rect):
                out += "{\"element\": \(element), \"change\": \"vanished\", \"old\": \(frame(rect))}"
            }
        }
        out += changes.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// An element's name with its section's name: "section 1 'interest' item 3". Names and kinds come from the
    /// dumps, which may be anyone's: control and bidirectional characters are made visible in every output.
    private func name(of key: FrameDump.ElementKey) -> String {
        guard let section = key.section, let name = new.sectionNames[section] ?? old.sectionNames[section] else {
            return TerminalText.escaped(key.description)
        }
        return TerminalText.escaped(
            key.description.replacingOccurrences(of: "section \(section)", with: "section \(section) '\(name)'"))
    }

    private static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + FrameNumbers.format(value)
    }

    /// Both dumps drawn over each other: every unchanged element in grey, the old frame of a changed element
    /// dashed red, its new frame solid green, with a legend. Coordinates are the content's, in points.
    public var overlaySVG: String {
        let all = old.elements.map(\.frame) + new.elements.map(\.frame)
        let width = max(old.contentSize.width, new.contentSize.width, all.map { $0.x + $0.width }.max() ?? 0)
        let height = max(old.contentSize.height, new.contentSize.height, all.map { $0.y + $0.height }.max() ?? 0)
        let legend = 28.0
        func box(_ rect: Rect, _ style: String, title: String) -> String {
            "  <rect x=\"\(number(rect.x))\" y=\"\(number(rect.y + legend))\" width=\"\(number(rect.width))\" "
                + "height=\"\(number(rect.height))\" \(style)><title>\(escaped(title))</title></rect>\n"
        }
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" "
            + "height=\"\(number(height + legend))\" "
            + "viewBox=\"0 0 \(number(width)) \(number(height + legend))\" font-family=\"-apple-system, sans-serif\" "
            + "font-size=\"12\">\n"
        svg += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        svg += "  <text x=\"4\" y=\"18\">\(escaped(summary)) — old: dashed red, new: green</text>\n"
        let changed = Set(changes.map(\.key))
        let unchanged = "fill=\"none\" stroke=\"#b0b0b0\" stroke-width=\"1\""
        for element in new.elements where !changed.contains(element.key) {
            svg += box(element.frame, unchanged, title: name(of: element.key))
        }
        let oldStyle =
            "fill=\"#ff3b30\" fill-opacity=\"0.08\" stroke=\"#ff3b30\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\""
        let newStyle = "fill=\"#34c759\" fill-opacity=\"0.12\" stroke=\"#248a3d\" stroke-width=\"1.5\""
        for change in changes {
            let title = name(of: change.key)
            switch change {
            case let .moved(_, from, to), let .resized(_, from, to):
                svg += box(from, oldStyle, title: "\(title) (old)") + box(to, newStyle, title: "\(title) (new)")
            case let .appeared(_, rect): svg += box(rect, newStyle, title: "\(title) (appeared)")
            case let .vanished(_, rect): svg += box(rect, oldStyle, title: "\(title) (vanished)")
            }
        }
        return svg + "</svg>\n"
    }
}
