import TrellisCore
import TrellisEngine
import TrellisModel

/// How frame numbers are printed: rounded to a millionth of a point (so 0.7 × 331.5 prints as
/// 232.05, not 232.04999999999998), integers without a fraction. Byte-stable.
public enum FrameNumbers {
    /// A number as frames output prints it: at most six decimals, no trailing zeros.
    public static func format(_ value: Double) -> String {
        JSONValue.format((value * 1_000_000).rounded() / 1_000_000)
    }
}

/// The three output formats of `trellis frames` (README.md, "frames output").
public enum FramesFormat: String, CaseIterable, Sendable {
    case json, text, csv
}

/// One printed row: every element of a section in output order.
private struct Row {
    var kind: String
    /// The element's index: the item's, the host item's for item supplementaries, 0 otherwise.
    var index: Int
    var isItemSupplementary = false
    var frame: Rect
    var clipped = false
    var zIndex = 0
    var pinned = false
}

/// The printed form of a frame tree: `trellis frames` output.
public struct FramesOutput {
    public let tree: FrameTree
    public let deviceName: String?
    /// Round frames to 1/scale points, as UIKit does on screen; nil prints them unrounded.
    public let roundingScale: Double?

    /// - Parameters:
    ///   - tree: the frames to print.
    ///   - deviceName: the preset laid out on, for the header; nil for a bare size.
    ///   - roundingScale: rounds frames to 1/scale points; nil prints them unrounded.
    public init(tree: FrameTree, deviceName: String?, roundingScale: Double?) {
        self.tree = tree
        self.deviceName = deviceName
        self.roundingScale = roundingScale
    }

    /// The frames as JSON, an aligned text table or CSV rows.
    public func rendered(as format: FramesFormat) -> String {
        switch format {
        case .json: return json()
        case .text: return text()
        case .csv: return csv()
        }
    }

    private func round(_ frame: Rect) -> Rect { roundingScale.map { frame.rounded(toScale: $0) } ?? frame }
    private func number(_ value: Double) -> String { FrameNumbers.format(value) }

    /// Items, then boundary and item supplementaries, then decorations.
    private func rows(_ section: SectionFrames) -> (items: [Row], supplementaries: [Row], decorations: [Row]) {
        var items: [Row] = []
        items.reserveCapacity(section.itemCount)
        for item in section.items {
            items.append(
                Row(
                    kind: "item", index: item.index, frame: round(item.frame), clipped: item.clipped,
                    zIndex: section.itemZIndex))
        }
        let supplementaries = (section.supplementaries + section.itemSupplementaries()).map(row)
        let decorations = section.decorations.map {
            Row(kind: $0.kind.rawValue, index: 0, frame: round($0.frame), zIndex: $0.zIndex)
        }
        return (items, supplementaries, decorations)
    }

    private func row(_ supplementary: SupplementaryFrame) -> Row {
        var index = 0, isItem = false
        if case let .item(host) = supplementary.host { index = host; isItem = true }
        return Row(
            kind: supplementary.kind.rawValue, index: index, isItemSupplementary: isItem,
            frame: round(supplementary.frame), clipped: supplementary.clipped, zIndex: supplementary.zIndex,
            pinned: supplementary.pinned)
    }

    // MARK: JSON

    private func json() -> String {
        var out = "{\n"
        out += "  \"layout\": \(quoted(tree.layoutName)),\n"
        if let deviceName { out += "  \"device\": \(quoted(deviceName)),\n" }
        out += "  \"container\": \(size(tree.environment.container)),\n"
        out += "  \"contentSize\": \(size(tree.contentSize)),\n"
        if !tree.supplementaries.isEmpty {
            out +=
                "  \"supplementaries\": [\n"
                + tree.supplementaries.map { "    " + object(row($0), isItem: false) }.joined(separator: ",\n")
                + "\n  ],\n"
        }
        out += "  \"sections\": ["
        for (position, section) in tree.sections.enumerated() {
            out += position == 0 ? "\n" : ",\n"
            out += "    {\n      \"index\": \(section.index),\n      \"name\": \(quoted(section.layoutName)),\n"
            out += "      \"frame\": \(rect(round(section.frame))),\n"
            if let orthogonal = section.orthogonal {
                out += "      \"orthogonalScrolling\": \(quoted(orthogonal.behavior.rawValue)),\n"
                out += "      \"orthogonalContentSize\": \(size(orthogonal.contentSize)),\n"
                if !orthogonal.restingOffsets.isEmpty {
                    out +=
                        "      \"restingOffsets\": "
                        + "[\(orthogonal.restingOffsets.map(number).joined(separator: ", "))],\n"
                }
            }
            let rows = self.rows(section)
            out +=
                "      \"items\": "
                + list(rows.items, indent: "      ") { "{\"index\": \($0.index), " + fields($0) + "}" } + ",\n"
            out +=
                "      \"supplementaries\": "
                + list(rows.supplementaries, indent: "      ") { object($0, isItem: $0.isItemSupplementary) } + ",\n"
            out +=
                "      \"decorations\": "
                + list(rows.decorations, indent: "      ") { "{\"kind\": \(quoted($0.kind)), " + fields($0) + "}" }
                + "\n"
            out += "    }"
        }
        out += tree.sections.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private func object(_ row: Row, isItem: Bool) -> String {
        "{\"kind\": \(quoted(row.kind)), " + (isItem ? "\"item\": \(row.index), " : "\"index\": 0, ") + fields(row)
            + "}"
    }

    /// The frame, then only the flags that are set.
    private func fields(_ row: Row) -> String {
        var text = "\"frame\": \(rect(row.frame))"
        if row.zIndex != 0 { text += ", \"zIndex\": \(row.zIndex)" }
        if row.pinned { text += ", \"pinned\": true" }
        if row.clipped { text += ", \"clipped\": true" }
        return text
    }

    private func list(_ rows: [Row], indent: String, _ render: (Row) -> String) -> String {
        guard !rows.isEmpty else { return "[]" }
        return "[\n" + rows.map { indent + "  " + render($0) }.joined(separator: ",\n") + "\n" + indent + "]"
    }

    private func rect(_ frame: Rect) -> String {
        "{\"x\": \(number(frame.x)), \"y\": \(number(frame.y)), \"width\": \(number(frame.width)), \"height\": "
            + "\(number(frame.height))}"
    }

    private func size(_ size: Size) -> String {
        "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
    }

    private func quoted(_ text: String) -> String { JSONValue.quoted(text) }

    // MARK: Text

    private func text() -> String {
        let content = "\(number(tree.contentSize.width)) × \(number(tree.contentSize.height))"
        var out =
            "\(tree.layoutName) \(FramesRun.environmentDescription(tree.environment, deviceName: deviceName)), "
            + "content \(content)\n"
        if !tree.supplementaries.isEmpty {
            out += "\nlayout boundary items\n" + table(tree.supplementaries.map(row))
        }
        for section in tree.sections {
            out += "\nsection \(section.index) \(section.layoutName)  frame \(tuple(round(section.frame)))"
            if let orthogonal = section.orthogonal {
                out +=
                    "  scrolls \(orthogonal.behavior.rawValue), strip \(number(orthogonal.contentSize.width)) × "
                    + "\(number(orthogonal.contentSize.height))"
                if !orthogonal.restingOffsets.isEmpty {
                    out +=
                        ", rests at " + orthogonal.restingOffsets.prefix(8).map(number).joined(separator: ", ")
                        + (orthogonal.restingOffsets.count > 8 ? ", …" : "")
                }
            }
            out += "\n"
            let rows = self.rows(section)
            out += table(rows.items + rows.supplementaries + rows.decorations)
        }
        return out
    }

    /// Right-aligned numeric columns under a header; notes at the end of the row.
    private func table(_ rows: [Row]) -> String {
        guard !rows.isEmpty else { return "  (no elements)\n" }
        let header = ["kind", "index", "x", "y", "width", "height"]
        let cells = rows.map { row in
            [
                row.kind, row.isItemSupplementary ? "@\(row.index)" : "\(row.index)", number(row.frame.x),
                number(row.frame.y), number(row.frame.width), number(row.frame.height),
            ]
        }
        let lines = TextTable.lines([header] + cells, rightAligned: [1, 2, 3, 4, 5])
        var out = "  " + lines[0] + "\n"
        for (row, line) in zip(rows, lines.dropFirst()) {
            var notes: [String] = []
            if row.clipped { notes.append("clipped") }
            if row.pinned { notes.append("pinned") }
            if row.zIndex != 0 { notes.append("z \(row.zIndex)") }
            out += "  " + line + (notes.isEmpty ? "" : "  " + notes.joined(separator: ", ")) + "\n"
        }
        return out
    }

    private func tuple(_ frame: Rect) -> String {
        "(\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height)))"
    }

    // MARK: CSV

    private func csv() -> String {
        var out = "section,kind,index,x,y,width,height\n"
        func line(_ section: String, _ row: Row) {
            let frame = [row.frame.x, row.frame.y, row.frame.width, row.frame.height].map(number)
            out += "\(section),\(row.kind),\(row.index),\(frame.joined(separator: ","))\n"
        }
        for supplementary in tree.supplementaries { line("", row(supplementary)) }
        for section in tree.sections {
            let rows = self.rows(section)
            for row in rows.items + rows.supplementaries + rows.decorations { line(String(section.index), row) }
        }
        return out
    }
}
