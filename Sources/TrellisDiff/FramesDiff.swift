import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline

/// What changed between two frame dumps: `trellis diff`.
///
/// `compare` walks both dumps at once, in element order, and hands each element's outcome to its caller as it
/// goes: memory stays that of the readers (one section's small groups), however many items the dumps hold.
/// `DiffWriter` prints the outcomes as they come; `FramesDiff(old:new:)` keeps them, for tests and the SVG overlay.
package struct FramesDiff: Sendable {
    package enum Change: Sendable {
        case moved(FrameDump.ElementKey, from: Rect, to: Rect)
        case resized(FrameDump.ElementKey, from: Rect, to: Rect)
        case appeared(FrameDump.ElementKey, Rect)
        case vanished(FrameDump.ElementKey, Rect)
        /// In both dumps, within the tolerance (kept only for drawing).
        case unchanged(FrameDump.ElementKey, Rect)

        package var key: FrameDump.ElementKey {
            switch self {
            case let .moved(key, _, _), let .resized(key, _, _), let .appeared(key, _), let .vanished(key, _),
                let .unchanged(key, _):
                return key
            }
        }
    }

    /// One element's outcome with its printed name ("section 1 'interest' item 3"), already escaped: names and
    /// kinds come from the dumps, which may be anyone's.
    package struct Outcome: Sendable {
        package var change: Change
        package var name: String
    }

    /// How many elements changed how, of how many compared (in either dump).
    package struct Counts: Sendable, Equatable {
        package var moved = 0, resized = 0, appeared = 0, vanished = 0, elements = 0
        package var changed: Int { moved + resized + appeared + vanished }
    }

    package var old: FrameDump.Header
    package var new: FrameDump.Header
    /// Every element's outcome in element order, unchanged ones included.
    package var outcomes: [Outcome]
    package var counts: Counts
    package var tolerance: Double

    /// The changes alone; an element both moved and resized is `resized`.
    package var changes: [Change] {
        outcomes.compactMap {
            if case .unchanged = $0.change { return nil }
            return $0.change
        }
    }

    package var isEmpty: Bool { counts.changed == 0 && !contentSizeChanged }
    package var contentSizeChanged: Bool { Self.contentSizeChanged(old, new, tolerance) }

    /// Whether the content size changed by more than `tolerance` in either dimension.
    static func contentSizeChanged(_ old: FrameDump.Header, _ new: FrameDump.Header, _ tolerance: Double) -> Bool {
        !same(old.contentSize.width, new.contentSize.width, tolerance)
            || !same(old.contentSize.height, new.contentSize.height, tolerance)
    }

    /// Compares two dumps given as JSON text, keeping every outcome.
    package init(old: [UInt8], new: [UInt8], tolerance: Double = 0.01) throws(FrameDump.ReadFailure) {
        var before = try FrameDump.Reader(JSONReader(bytes: old), name: "old")
        var after = try FrameDump.Reader(JSONReader(bytes: new), name: "new")
        try self.init(&before, &after, tolerance: tolerance)
    }

    /// Compares two dumps from their readers, keeping every outcome.
    package init(_ old: inout FrameDump.Reader, _ new: inout FrameDump.Reader, tolerance: Double = 0.01)
        throws(FrameDump.ReadFailure)
    {
        final class Kept { var outcomes: [Outcome] = [] }
        let kept = Kept()
        counts = try Self.compare(&old, &new, tolerance: tolerance) { kept.outcomes.append($0) }
        outcomes = kept.outcomes
        self.old = old.header
        self.new = new.header
        self.tolerance = tolerance
    }

    /// Walks both dumps in element order, handing `report` each element's outcome; numbers closer than `tolerance`
    /// points are equal. Section frames are compared where both dumps give them (a capture from UIKit has none).
    package static func compare(
        _ old: inout FrameDump.Reader, _ new: inout FrameDump.Reader, tolerance: Double,
        report: @escaping (Outcome) -> Void
    ) throws(FrameDump.ReadFailure) -> Counts {
        var walk = Walk(tolerance: tolerance, report: report)
        walk.groups(
            section: nil, role: .layoutSupplementary, index: 0, old.layoutSupplementaries, new.layoutSupplementaries)
        var before = try old.nextSection(), after = try new.nextSection()
        while before != nil || after != nil {
            let index = min(before?.index ?? Int.max, after?.index ?? Int.max)
            let oldSection = before?.index == index ? before : nil
            let newSection = after?.index == index ? after : nil
            walk.sectionName = newSection?.name ?? oldSection?.name
            // A section in one dump only: its frame counts when the other dump gives section frames at all.
            switch (oldSection?.frame, newSection?.frame) {
            case let (from?, to?): walk.compare(FrameDump.ElementKey(section: index, role: .section), from, to)
            case let (from?, nil) where newSection == nil && !new.sawSectionWithoutFrame:
                walk.compare(FrameDump.ElementKey(section: index, role: .section), from, nil)
            case let (nil, to?) where oldSection == nil && !old.sawSectionWithoutFrame:
                walk.compare(FrameDump.ElementKey(section: index, role: .section), nil, to)
            default: break
            }
            try walk.entries(section: index, &old, reads: oldSection != nil, &new, reads: newSection != nil)
            if oldSection != nil { before = try old.nextSection() }
            if newSection != nil { after = try new.nextSection() }
        }
        return walk.counts
    }

    /// The comparison's state while it walks.
    private struct Walk {
        var tolerance: Double
        var report: (Outcome) -> Void
        var counts = Counts()
        var sectionName: String?

        /// Merges one section's entries from both dumps: items by index, supplementaries by host, decorations.
        mutating func entries(
            section: Int, _ old: inout FrameDump.Reader, reads readsOld: Bool, _ new: inout FrameDump.Reader,
            reads readsNew: Bool
        ) throws(FrameDump.ReadFailure) {
            var before = readsOld ? try old.nextEntry() : nil, after = readsNew ? try new.nextEntry() : nil
            while before != nil || after != nil {
                let (oldOrder, newOrder) = (order(before), order(after))
                let first = oldOrder < newOrder ? oldOrder : newOrder
                let fromOld = oldOrder == first ? before : nil, fromNew = newOrder == first ? after : nil
                switch (fromOld ?? fromNew)! {
                case let .item(index, _):
                    var from: Rect?, to: Rect?
                    if case let .item(_, frame)? = fromOld { from = frame }
                    if case let .item(_, frame)? = fromNew { to = frame }
                    compare(FrameDump.ElementKey(section: section, role: .item, index: index), from, to)
                case let .supplementaries(host, _):
                    var from: [(kind: String, frame: Rect)] = [], to: [(kind: String, frame: Rect)] = []
                    if case let .supplementaries(_, members)? = fromOld { from = members }
                    if case let .supplementaries(_, members)? = fromNew { to = members }
                    groups(
                        section: section, role: host == nil ? .supplementary : .itemSupplementary, index: host ?? 0,
                        from, to)
                case .decorations:
                    var from: [(kind: String, frame: Rect)] = [], to: [(kind: String, frame: Rect)] = []
                    if case let .decorations(members)? = fromOld { from = members }
                    if case let .decorations(members)? = fromNew { to = members }
                    groups(section: section, role: .decoration, index: 0, from, to)
                }
                if fromOld != nil { before = try old.nextEntry() }
                if fromNew != nil { after = try new.nextEntry() }
            }
        }

        /// Where an entry falls in a section: items by index, then boundary items, item supplementaries by item,
        /// then decorations; the end last.
        private func order(_ entry: FrameDump.Entry?) -> (Int, Int) {
            switch entry {
            case let .item(index, _)?: return (0, index)
            case let .supplementaries(host, _)?: return (1, host ?? -1)
            case .decorations?: return (2, 0)
            case nil: return (3, 0)
            }
        }

        /// Two groups of one place matched by kind and order of appearance, in order of kind.
        mutating func groups(
            section: Int?, role: FrameDump.ElementKey.Role, index: Int, _ old: [(kind: String, frame: Rect)],
            _ new: [(kind: String, frame: Rect)]
        ) {
            func keyed(_ members: [(kind: String, frame: Rect)]) -> [FrameDump.ElementKey: Rect] {
                var occurrences: [String: Int] = [:], result: [FrameDump.ElementKey: Rect] = [:]
                for member in members {
                    let occurrence = occurrences[member.kind, default: 0]
                    occurrences[member.kind] = occurrence + 1
                    let key = FrameDump.ElementKey(
                        section: section, role: role, kind: member.kind, index: index, occurrence: occurrence)
                    result[key] = member.frame
                }
                return result
            }
            let before = keyed(old), after = keyed(new)
            for key in Set(before.keys).union(after.keys).sorted() { compare(key, before[key], after[key]) }
        }

        /// One element's outcome, counted and reported.
        mutating func compare(_ key: FrameDump.ElementKey, _ from: Rect?, _ to: Rect?) {
            let change: Change
            switch (from, to) {
            case let (from?, to?):
                if !same(from.width, to.width, tolerance) || !same(from.height, to.height, tolerance) {
                    change = .resized(key, from: from, to: to)
                    counts.resized += 1
                } else if !same(from.x, to.x, tolerance) || !same(from.y, to.y, tolerance) {
                    change = .moved(key, from: from, to: to)
                    counts.moved += 1
                } else {
                    change = .unchanged(key, to)
                }
            case let (from?, nil):
                change = .vanished(key, from)
                counts.vanished += 1
            case let (nil, to?):
                change = .appeared(key, to)
                counts.appeared += 1
            case (nil, nil): return
            }
            counts.elements += 1
            report(Outcome(change: change, name: name(of: key)))
        }

        private func name(of key: FrameDump.ElementKey) -> String {
            TerminalText.escaped(key.description(sectionName: sectionName))
        }
    }

    static func same(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    // MARK: Printing

    /// One line per change, then a count; "no differences" when there are none.
    package var text: String { printed(.text) }

    /// The changes as a JSON object: `{contentSize: {old, new}?, changes: [{element, change, old?, new?}]}`.
    package var json: String { printed(.json) }

    private func printed(_ format: DiffWriter.Format) -> String {
        var bytes: [UInt8] = []
        withoutActuallyEscaping({ (chunk: [UInt8]) in bytes += chunk }) { sink in
            var writer = DiffWriter(format: format, old: old, new: new, tolerance: tolerance, sink: sink)
            for outcome in outcomes { writer.write(outcome) }
            writer.finish(counts)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// "2 moved, 1 resized, 0 appeared, 0 vanished of 24 elements", or "no differences in 24 elements".
    package var summary: String { Self.summary(counts, contentSizeChanged: contentSizeChanged) }

    static func summary(_ counts: Counts, contentSizeChanged: Bool) -> String {
        guard counts.changed > 0 || contentSizeChanged else { return "no differences in \(counts.elements) elements" }
        return "\(counts.moved) moved, \(counts.resized) resized, \(counts.appeared) appeared, \(counts.vanished) "
            + "vanished of \(counts.elements) elements"
    }

    /// Both dumps drawn over each other: every unchanged element in grey, the old frame of a changed element
    /// dashed red, its new frame solid green, with a legend. Coordinates are the content's, in points.
    package var overlaySVG: String {
        var boxes: [(Rect, String, String)] = []
        let unchanged = "fill=\"none\" stroke=\"#b0b0b0\" stroke-width=\"1\""
        let oldStyle =
            "fill=\"#ff3b30\" fill-opacity=\"0.08\" stroke=\"#ff3b30\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\""
        let newStyle = "fill=\"#34c759\" fill-opacity=\"0.12\" stroke=\"#248a3d\" stroke-width=\"1.5\""
        // Unchanged elements first, so that changes are drawn over them.
        for outcome in outcomes {
            if case let .unchanged(_, rect) = outcome.change { boxes.append((rect, unchanged, outcome.name)) }
        }
        for outcome in outcomes {
            let title = outcome.name
            switch outcome.change {
            case let .moved(_, from, to), let .resized(_, from, to):
                boxes += [(from, oldStyle, "\(title) (old)"), (to, newStyle, "\(title) (new)")]
            case let .appeared(_, rect): boxes.append((rect, newStyle, "\(title) (appeared)"))
            case let .vanished(_, rect): boxes.append((rect, oldStyle, "\(title) (vanished)"))
            case .unchanged: break
            }
        }
        let width = max(old.contentSize.width, new.contentSize.width, boxes.map { $0.0.x + $0.0.width }.max() ?? 0)
        let height = max(old.contentSize.height, new.contentSize.height, boxes.map { $0.0.y + $0.0.height }.max() ?? 0)
        let legend = 28.0
        let number = FrameNumbers.format
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" "
            + "height=\"\(number(height + legend))\" "
            + "viewBox=\"0 0 \(number(width)) \(number(height + legend))\" font-family=\"-apple-system, sans-serif\" "
            + "font-size=\"12\">\n"
        svg += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        svg += "  <text x=\"4\" y=\"18\">\(MarkupText.escaped(summary)) — old: dashed red, new: green</text>\n"
        for (rect, style, title) in boxes {
            svg +=
                "  <rect x=\"\(number(rect.x))\" y=\"\(number(rect.y + legend))\" width=\"\(number(rect.width))\" "
                + "height=\"\(number(rect.height))\" \(style)><title>\(MarkupText.escaped(title))</title></rect>\n"
        }
        return svg + "</svg>\n"
    }
}

/// Prints a diff's outcomes as they arrive, as text or JSON, in chunks handed to a sink.
package struct DiffWriter {
    package enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    private let format: Format
    private var out: OutputBuffer
    private var first = true

    /// Starts the output: the content size's change, if any, comes first.
    package init(
        format: Format, old: FrameDump.Header, new: FrameDump.Header, tolerance: Double,
        sink: @escaping ([UInt8]) -> Void
    ) {
        self.format = format
        out = OutputBuffer(sink: sink)
        let changed = FramesDiff.contentSizeChanged(old, new, tolerance)
        contentSizeChanged = changed
        switch format {
        case .text:
            if changed {
                let sizes = (FrameNumbers.text(of: old.contentSize), FrameNumbers.text(of: new.contentSize))
                out.append("content size: \(sizes.0) → \(sizes.1)\n")
            }
        case .json:
            out.append("{\n")
            if changed {
                out.append(
                    "  \"contentSize\": {\"old\": \(size(old.contentSize)), \"new\": \(size(new.contentSize))},\n")
            }
            out.append("  \"changes\": [")
        }
    }

    /// Whether the content size changed beyond the tolerance: with any change written, "something changed".
    package let contentSizeChanged: Bool

    package mutating func write(_ outcome: FramesDiff.Outcome) {
        let name = outcome.name
        switch format {
        case .text:
            switch outcome.change {
            case let .moved(_, from, to):
                out.append(
                    "\(name): moved by (\(signed(to.x - from.x)), \(signed(to.y - from.y))): "
                        + "\(FrameNumbers.text(of: from)) → \(FrameNumbers.text(of: to))\n")
            case let .resized(_, from, to):
                out.append("\(name): resized: \(FrameNumbers.text(of: from)) → \(FrameNumbers.text(of: to))\n")
            case let .appeared(_, frame): out.append("\(name): appeared at \(FrameNumbers.text(of: frame))\n")
            case let .vanished(_, frame): out.append("\(name): vanished from \(FrameNumbers.text(of: frame))\n")
            case .unchanged: return
            }
        case .json:
            let element = JSONValue.quoted(name)
            let fields: String
            switch outcome.change {
            case let .moved(_, from, to):
                fields = "\"change\": \"moved\", \"old\": \(frame(from)), \"new\": \(frame(to))"
            case let .resized(_, from, to):
                fields = "\"change\": \"resized\", \"old\": \(frame(from)), \"new\": \(frame(to))"
            case let .appeared(_, rect): fields = "\"change\": \"appeared\", \"new\": \(frame(rect))"
            case let .vanished(_, rect): fields = "\"change\": \"vanished\", \"old\": \(frame(rect))"
            case .unchanged: return
            }
            out.append((first ? "\n    " : ",\n    ") + "{\"element\": \(element), \(fields)}")
        }
        first = false
    }

    /// Ends the output with the summary (text) or the closing brackets (JSON), and hands over what is left.
    package mutating func finish(_ counts: FramesDiff.Counts) {
        switch format {
        case .text: out.append(FramesDiff.summary(counts, contentSizeChanged: contentSizeChanged) + "\n")
        case .json: out.append(first ? "]\n}\n" : "\n  ]\n}\n")
        }
        out.flush()
    }

    private func frame(_ rect: Rect) -> String {
        "{\"x\": \(FrameNumbers.format(rect.x)), \"y\": \(FrameNumbers.format(rect.y)), "
            + "\"width\": \(FrameNumbers.format(rect.width)), \"height\": \(FrameNumbers.format(rect.height))}"
    }

    private func size(_ size: Size) -> String {
        "{\"width\": \(FrameNumbers.format(size.width)), \"height\": \(FrameNumbers.format(size.height))}"
    }

    private func signed(_ value: Double) -> String { (value > 0 ? "+" : "") + FrameNumbers.format(value) }
}
