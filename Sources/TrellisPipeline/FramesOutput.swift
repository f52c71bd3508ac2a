import TrellisCore
import TrellisEngine
import TrellisModel

/// How frame numbers are printed: rounded to a thousandth of a point, finer than any pixel (so a third prints as
/// 78.333 and 0.7 × 331.5 as 232.05, not 232.04999999999998), integers without a fraction. Byte-stable.
package enum FrameNumbers {
    /// A number as frames output prints it: at most three decimals, no trailing zeros.
    package static func format(_ value: Double) -> String { JSONValue.format(rounded(value)) }

    /// A number rounded as frames output prints it, to the thousandth.
    package static func rounded(_ value: Double) -> Double { (value * 1_000).rounded() / 1_000 }

    /// A frame as messages write it: "(x, y, width × height)".
    package static func text(of rect: Rect) -> String {
        "(\(format(rect.x)), \(format(rect.y)), \(text(of: Size(width: rect.width, height: rect.height))))"
    }

    /// A size as messages write it: "width × height".
    package static func text(of size: Size) -> String { "\(format(size.width)) × \(format(size.height))" }
}

/// The three output formats of `trellis frames` (Docs/CLI.md, "`trellis frames`").
package enum FramesFormat: String, CaseIterable, Sendable {
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

/// The printed form of a frame tree: `trellis frames` output. It is written as the frame tree is walked, in
/// chunks handed to a sink, so memory stays flat however many items there are (a strided section's items are
/// computed one at a time, never stored).
package struct FramesOutput {
    package let tree: FrameTree
    package let deviceName: String?

    /// - Parameters:
    ///   - tree: the frames to print, on the pixel grid they were laid out on.
    ///   - deviceName: the preset laid out on, for the header; nil for a bare size.
    package init(tree: FrameTree, deviceName: String?) {
        self.tree = tree
        self.deviceName = deviceName
    }

    /// The frames as JSON, an aligned text table or CSV rows, in one string (for tests and small outputs).
    package func rendered(as format: FramesFormat) -> String {
        var bytes: [UInt8] = []
        write(as: format) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the frames in `format`, handing `sink` chunks of about 64 KB as they are produced.
    package func write(as format: FramesFormat, to sink: ([UInt8]) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var out = OutputBuffer(sink: sink)
            switch format {
            case .json: json(&out)
            case .text: text(&out)
            case .csv: csv(&out)
            }
            out.flush()
        }
    }

    private func number(_ value: Double) -> String { FrameNumbers.format(value) }

    /// Items, then boundary and item supplementaries, then decorations, one row at a time.
    private func forEachRow(_ section: SectionFrames, _ body: (Row) -> Void) {
        for item in section.items {
            body(
                Row(
                    kind: "item", index: item.index, frame: item.frame, clipped: item.clipped,
                    zIndex: section.itemZIndex))
        }
        forEachSupplementary(section) { body($0) }
        for decoration in section.decorations {
            body(
                Row(kind: decoration.kind.rawValue, index: 0, frame: decoration.frame, zIndex: decoration.zIndex)
            )
        }
    }

    private func forEachSupplementary(_ section: SectionFrames, _ body: (Row) -> Void) {
        for supplementary in section.supplementaries { body(row(supplementary)) }
        section.forEachItemSupplementary { body(row($0)) }
    }

    private func row(_ supplementary: SupplementaryFrame) -> Row {
        var index = 0, isItem = false
        if case let .item(host) = supplementary.host { index = host; isItem = true }
        return Row(
            kind: supplementary.kind.rawValue, index: index, isItemSupplementary: isItem,
            frame: supplementary.frame, clipped: supplementary.clipped, zIndex: supplementary.zIndex,
            pinned: supplementary.pinned)
    }

    // MARK: JSON

    private func json(_ out: inout OutputBuffer) {
        out.append("{\n")
        out.append("  \"layout\": \(quoted(tree.layoutName)),\n")
        if let deviceName { out.append("  \"device\": \(quoted(deviceName)),\n") }
        out.append("  \"container\": \(size(tree.environment.container)),\n")
        out.append("  \"contentSize\": \(size(tree.contentSize)),\n")
        if !tree.supplementaries.isEmpty {
            out.append("  \"supplementaries\": [\n")
            for (position, supplementary) in tree.supplementaries.enumerated() {
                if position > 0 { out.append(",\n") }
                out.append("    ")
                object(row(supplementary), isItem: false, &out)
            }
            out.append("\n  ],\n")
        }
        out.append("  \"sections\": [")
        for (position, section) in tree.sections.enumerated() {
            out.append(position == 0 ? "\n" : ",\n")
            out.append("    {\n      \"index\": \(section.index),\n      \"name\": \(quoted(section.layoutName)),\n")
            out.append("      \"frame\": ")
            rect(section.frame, &out)
            out.append(",\n")
            if let orthogonal = section.orthogonal {
                out.append("      \"orthogonalScrolling\": \(quoted(orthogonal.behavior.rawValue)),\n")
                out.append("      \"orthogonalContentSize\": \(size(orthogonal.contentSize)),\n")
                if !orthogonal.restingOffsets.isEmpty {
                    let offsets = orthogonal.restingOffsets.map(number).joined(separator: ", ")
                    out.append("      \"restingOffsets\": [\(offsets)],\n")
                }
            }
            var first = true
            func element() {
                out.append(first ? "[\n        " : ",\n        ")
                first = false
            }
            func close() {
                out.append(first ? "[]" : "\n      ]")
                first = true
            }
            out.append("      \"items\": ")
            // The hot loop of a big layout: literal bytes and numbers appended directly.
            for item in section.items {
                out.literal(first ? "[\n        {\"index\": " : ",\n        {\"index\": ")
                first = false
                out.append(item.index)
                out.literal(", ")
                fields(
                    Row(
                        kind: "item", index: item.index, frame: item.frame, clipped: item.clipped,
                        zIndex: section.itemZIndex), &out)
                out.byte(UInt8(ascii: "}"))
            }
            close()
            out.append(",\n      \"supplementaries\": ")
            forEachSupplementary(section) { row in
                element()
                object(row, isItem: row.isItemSupplementary, &out)
            }
            close()
            out.append(",\n      \"decorations\": ")
            for decoration in section.decorations {
                element()
                out.append("{\"kind\": \(quoted(decoration.kind.rawValue)), ")
                fields(
                    Row(
                        kind: decoration.kind.rawValue, index: 0, frame: decoration.frame,
                        zIndex: decoration.zIndex),
                    &out)
                out.append("}")
            }
            close()
            out.append("\n    }")
        }
        out.append(tree.sections.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    private func object(_ row: Row, isItem: Bool, _ out: inout OutputBuffer) {
        out.append("{\"kind\": \(quoted(row.kind)), ")
        if isItem {
            out.append("\"item\": ")
            out.append(row.index)
            out.append(", ")
        } else {
            out.append("\"index\": 0, ")
        }
        fields(row, &out)
        out.append("}")
    }

    /// The frame, then only the flags that are set.
    private func fields(_ row: Row, _ out: inout OutputBuffer) {
        out.literal("\"frame\": ")
        rect(row.frame, &out)
        if row.zIndex != 0 {
            out.literal(", \"zIndex\": ")
            out.append(row.zIndex)
        }
        if row.pinned { out.literal(", \"pinned\": true") }
        if row.clipped { out.literal(", \"clipped\": true") }
    }

    private func rect(_ frame: Rect, _ out: inout OutputBuffer) {
        out.literal("{\"x\": ")
        out.appendNumber(frame.x)
        out.literal(", \"y\": ")
        out.appendNumber(frame.y)
        out.literal(", \"width\": ")
        out.appendNumber(frame.width)
        out.literal(", \"height\": ")
        out.appendNumber(frame.height)
        out.byte(UInt8(ascii: "}"))
    }

    private func size(_ size: Size) -> String {
        "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
    }

    private func quoted(_ text: String) -> String { JSONValue.quoted(text) }

    // MARK: Text

    private func text(_ out: inout OutputBuffer) {
        let content = "\(number(tree.contentSize.width)) × \(number(tree.contentSize.height))"
        out.append(
            "\(tree.layoutName) \(FramesRun.environmentDescription(tree.environment, deviceName: deviceName)), "
                + "content \(content)\n")
        if !tree.supplementaries.isEmpty {
            out.append("\nlayout boundary items\n")
            table(&out) { each in tree.supplementaries.forEach { each(row($0)) } }
        }
        for section in tree.sections {
            out.append("\nsection \(section.index) \(section.layoutName)  frame \(tuple(section.frame))")
            if let orthogonal = section.orthogonal {
                out.append(
                    "  scrolls \(orthogonal.behavior.rawValue), strip \(number(orthogonal.contentSize.width)) × "
                        + "\(number(orthogonal.contentSize.height))")
                if !orthogonal.restingOffsets.isEmpty {
                    out.append(
                        ", rests at " + orthogonal.restingOffsets.prefix(8).map(number).joined(separator: ", ")
                            + (orthogonal.restingOffsets.count > 8 ? ", …" : ""))
                }
            }
            out.append("\n")
            table(&out) { each in forEachRow(section, each) }
        }
    }

    /// Right-aligned numeric columns under a header; notes at the end of the row. Two walks over the rows: the
    /// first measures the columns, the second writes them, so no row is kept.
    private func table(_ out: inout OutputBuffer, _ rows: ((Row) -> Void) -> Void) {
        let header = ["kind", "index", "x", "y", "width", "height"]
        func cells(_ row: Row) -> [String] {
            [
                row.kind, row.isItemSupplementary ? "@\(row.index)" : "\(row.index)", number(row.frame.x),
                number(row.frame.y), number(row.frame.width), number(row.frame.height),
            ]
        }
        var widths = header.map(\.count)
        var count = 0
        rows { row in
            count += 1
            for (column, cell) in cells(row).enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        guard count > 0 else { return out.append("  (no elements)\n") }
        out.append("  " + TextTable.line(header, widths: widths, rightAligned: [1, 2, 3, 4, 5]) + "\n")
        rows { row in
            var notes: [String] = []
            if row.clipped { notes.append("clipped") }
            if row.pinned { notes.append("pinned") }
            if row.zIndex != 0 { notes.append("z \(row.zIndex)") }
            out.append(
                "  " + TextTable.line(cells(row), widths: widths, rightAligned: [1, 2, 3, 4, 5])
                    + (notes.isEmpty ? "" : "  " + notes.joined(separator: ", ")) + "\n")
        }
    }

    private func tuple(_ frame: Rect) -> String {
        "(\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height)))"
    }

    // MARK: CSV

    private func csv(_ out: inout OutputBuffer) {
        out.append("section,kind,index,x,y,width,height\n")
        // The hot loop of a big layout: bytes appended directly, no row, string or array per item.
        func line(_ section: Int?, kind: String, index: Int, frame: Rect) {
            if let section { out.append(section) }
            out.byte(UInt8(ascii: ","))
            out.append(kind)
            out.byte(UInt8(ascii: ","))
            out.append(index)
            out.byte(UInt8(ascii: ","))
            out.appendNumber(frame.x)
            out.byte(UInt8(ascii: ","))
            out.appendNumber(frame.y)
            out.byte(UInt8(ascii: ","))
            out.appendNumber(frame.width)
            out.byte(UInt8(ascii: ","))
            out.appendNumber(frame.height)
            out.byte(UInt8(ascii: "\n"))
        }
        for supplementary in tree.supplementaries {
            let row = row(supplementary)
            line(nil, kind: row.kind, index: row.index, frame: row.frame)
        }
        for section in tree.sections {
            for item in section.items { line(section.index, kind: "item", index: item.index, frame: item.frame) }
            forEachSupplementary(section) { line(section.index, kind: $0.kind, index: $0.index, frame: $0.frame) }
            for decoration in section.decorations {
                line(section.index, kind: decoration.kind.rawValue, index: 0, frame: decoration.frame)
            }
        }
    }
}

/// Bytes on their way to a sink, handed over in chunks of about 64 KB, with the number formatting frames use.
package struct OutputBuffer {
    private var bytes: [UInt8] = []
    private let sink: ([UInt8]) -> Void
    private static let chunk = 1 << 16

    package init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        bytes.reserveCapacity(Self.chunk + 1024)
    }

    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= Self.chunk { flush() }
    }

    package mutating func byte(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// A literal's bytes, without going through `String`.
    package mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(UInt64(value.magnitude))
        if bytes.count >= Self.chunk { flush() }
    }

    /// As `FrameNumbers.format`: at most three decimals, no trailing zeros, integers bare. Written from the
    /// thousandths as an integer, without allocating; values of 2^53 thousandths and more go through
    /// `FrameNumbers.format` itself, so the output is the same.
    package mutating func appendNumber(_ value: Double) {
        let millis = (value * 1_000).rounded()
        guard value.isFinite, abs(millis) < 9_007_199_254_740_992 else {
            return append(FrameNumbers.format(value))
        }
        let whole = Int64(millis)
        if whole < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = whole.magnitude
        appendDigits(magnitude / 1_000)
        var fraction = magnitude % 1_000
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            // Three digits, most significant first, without the trailing zeros.
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            var divisor: UInt64 = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
                divisor /= 10
            }
        }
        if bytes.count >= Self.chunk { flush() }
    }

    private mutating func appendDigits(_ value: UInt64) {
        var divisor: UInt64 = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    package mutating func flush() {
        guard !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}
