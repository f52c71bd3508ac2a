import TrellisPipeline
import TrellisCore
import TrellisEngine
import TrellisModel

/// `trellis render -o OUT.svg`: the content area with the device viewport outlined (safe area
/// shaded), sections in distinct colours with their names beside the content, items numbered,
/// supplementaries and decorations in their own styles, clipped items marked, and the warnings in
/// a legend wrapped to the canvas. Byte-stable: fixed number formatting and drawing order.
package struct SVGRender {
    package let tree: FrameTree
    package let deviceName: String?
    package let scrollOffset: Double
    package let diagnostics: [Diagnostic]

    /// - Parameters:
    ///   - tree: the frames to draw.
    ///   - deviceName: the preset drawn, for the legend; nil for a bare size.
    ///   - scrollOffset: where the viewport is drawn; nil for the top.
    ///   - diagnostics: the file's warnings, listed in the legend.
    package init(
        tree: FrameTree, deviceName: String?, scrollOffset: Double?, diagnostics: [Diagnostic]
    ) {
        self.tree = tree
        self.deviceName = deviceName
        // At rest unless an offset is given, as the engine lays it out.
        self.scrollOffset = LayoutOptions(scrollOffset: scrollOffset).contentOffset(
            in: tree.environment, scrollAxis: tree.scrollDirection)
        self.diagnostics = diagnostics
    }

    static let margin = 24.0
    static let lineHeight = 16.0
    /// The advance of one character of the legend's 12 px text, estimated generously (Helvetica's and DejaVu Sans's
    /// average is under 6.2) so that wrapped lines stay within the canvas.
    static let legendCharacterWidth = 7.0
    /// How far an entry's continuation lines are indented.
    static let legendIndent = 12.0
    /// The legend is at least this wide: a narrower drawing's canvas is widened to it.
    static let legendMinimumWidth = 360.0
    /// The advance of one character of a section label's 12 px bold text, estimated generously.
    static let labelCharacterWidth = 8.0
    static let labelHeight = 16.0
    /// Between a section label and the content.
    static let labelGap = 8.0

    /// The drawing, byte-stable for the same input.
    package func rendered() -> String {
        let scene = RenderScene(tree: tree)
        let environment = tree.environment
        let vertical = tree.scrollDirection == .vertical
        let viewport = Rect(
            x: vertical ? 0 : scrollOffset, y: vertical ? scrollOffset : 0, width: environment.container.width,
            height: environment.container.height)
        let title = "\(tree.layoutName) \(FramesRun.environmentDescription(environment, deviceName: deviceName))"
        // A viewport at rest starts above the content (by the safe area): the drawing includes it, and anything drawn
        // before the origin (a badge pushed out of an item at the top).
        var left = Swift.min(0, viewport.x), top = Swift.min(0, viewport.y)
        for element in scene.elements {
            left = Swift.min(left, element.frame.x)
            top = Swift.min(top, element.frame.y)
        }
        var right = Swift.max(scene.extent.width, viewport.maxX), bottom = Swift.max(scene.extent.height, viewport.maxY)

        // Section labels outside the content, so that they never hide an item, a badge or a header: in a gutter at
        // the left of a layout that scrolls vertically, level with each section's top (or just below the label
        // before), and above one that scrolls horizontally, level with each section's leading edge.
        let sections = scene.elements.filter { $0.kind == .section }
        let names = sections.map { "\($0.index) \(scene.sectionNames[$0.index])" }
        let widths = names.map { Double($0.count) * Self.labelCharacterWidth + 8 }
        var labels: [Rect] = []
        if vertical {
            let tops = RenderScene.stacked(
                sections.map { (position: $0.frame.y, length: Self.labelHeight) }, gap: 2)
            labels = zip(widths, tops).map {
                Rect(x: left - Self.labelGap - $0, y: $1, width: $0, height: Self.labelHeight)
            }
            left -= labels.isEmpty ? 0 : (widths.max() ?? 0) + Self.labelGap
            bottom = Swift.max(bottom, labels.map(\.maxY).max() ?? bottom)
        } else {
            let lefts = RenderScene.stacked(
                zip(sections, widths).map { (position: $0.frame.x, length: $1) }, gap: 4)
            labels = zip(widths, lefts).map {
                Rect(x: $1, y: top - Self.labelGap - Self.labelHeight, width: $0, height: Self.labelHeight)
            }
            top -= labels.isEmpty ? 0 : Self.labelHeight + Self.labelGap
            right = Swift.max(right, labels.map(\.maxX).max() ?? right)
        }

        // The legend under the drawing, wrapped to the canvas's width (widened for it where the drawing is narrow).
        right = Swift.max(right, left + Self.legendMinimumWidth)
        let limit = Int(((right - left - Self.legendIndent) / Self.legendCharacterWidth).rounded(.down))
        var legend: [(x: Double, text: String)] = []
        for entry in [title] + (diagnostics.isEmpty ? [] : ["Diagnostics:"] + diagnostics.map(\.legendLine)) {
            for (index, line) in Self.wrapped(entry, limit: limit).enumerated() {
                legend.append((x: index == 0 ? left : left + Self.legendIndent, text: line))
            }
        }
        let width = right - left + 2 * Self.margin
        let height = bottom - top + 2 * Self.margin + Double(legend.count) * Self.lineHeight + Self.margin

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
            + "viewBox=\"\(number(left - Self.margin)) \(number(top - Self.margin)) \(number(width)) "
            + "\(number(height))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        out += "<title>\(escaped(title))</title>\n"
        out += """
            <style>
            .section { fill-opacity: 0.12; stroke-width: 1; }
            .section-name { font-weight: bold; font-size: 12px; }
            .leader { stroke-width: 1; stroke-dasharray: 2 2; }
            .item { fill: #ffffff; fill-opacity: 0.9; stroke-width: 1.5; }
            .item-number { text-anchor: middle; dominant-baseline: central; fill: #222222; }
            .supplementary { fill: #fff8dc; fill-opacity: 0.85; stroke: #8a6d00; stroke-dasharray: 4 2; }
            .decoration { fill: #d9d9d9; fill-opacity: 0.5; stroke: #999999; stroke-dasharray: 1 3; }
            .kind { font-size: 10px; fill: #6b5200; }
            .clipped { stroke: #d62728; stroke-width: 3; stroke-dasharray: 6 3; }
            .clipped-mark { fill: #d62728; font-weight: bold; font-size: 10px; }
            .pinned { stroke: #6a3d9a; stroke-width: 2; }
            .viewport { fill: none; stroke: #111111; stroke-width: 2; stroke-dasharray: 8 4; }
            .safe-area { fill: #000000; fill-opacity: 0.08; }
            .legend { font-size: 12px; fill: #222222; }
            </style>

            """
        out +=
            "<rect x=\"\(number(left - Self.margin))\" y=\"\(number(top - Self.margin))\" width=\"\(number(width))\" "
            + "height=\"\(number(height))\" fill=\"#fafafa\"/>\n"
        for element in scene.elements { out += shape(element, scene: scene) }
        for ((section, name), label) in zip(zip(sections, names), labels) {
            let colour = RenderScene.colour(section.section)
            // A label moved past the one before it points at its section's corner.
            if abs(vertical ? label.y - section.frame.y : label.x - section.frame.x) > 0.5 {
                let from = vertical ? Point(x: label.maxX, y: label.y + 8) : Point(x: label.x + 4, y: label.maxY)
                out +=
                    "<line class=\"leader\" x1=\"\(number(from.x))\" y1=\"\(number(from.y))\" "
                    + "x2=\"\(number(section.frame.x))\" y2=\"\(number(section.frame.y))\" stroke=\"\(colour)\"/>\n"
            }
            out +=
                "<rect class=\"label\" \(geometry(label)) rx=\"3\" fill=\"#ffffff\" stroke=\"\(colour)\"/>\n"
            out +=
                "<text class=\"section-name\" x=\"\(number(label.x + 4))\" y=\"\(number(label.y + 12))\" "
                + "fill=\"\(colour)\">\(escaped(name))</text>\n"
        }

        // The viewport at the scroll offset, its safe area shaded.
        let safe = environment.safeArea
        out += "<g class=\"device\">\n"
        for band in [
            Rect(x: viewport.x, y: viewport.y, width: viewport.width, height: safe.top),
            Rect(x: viewport.x, y: viewport.maxY - safe.bottom, width: viewport.width, height: safe.bottom),
            Rect(x: viewport.x, y: viewport.y, width: safe.leading, height: viewport.height),
            Rect(x: viewport.maxX - safe.trailing, y: viewport.y, width: safe.trailing, height: viewport.height),
        ] where band.width > 0 && band.height > 0 {
            out += "<rect class=\"safe-area\" \(geometry(band))/>\n"
        }
        out +=
            "<rect class=\"viewport\" data-kind=\"viewport\" \(geometry(viewport))><title>the viewport at scroll "
            + "offset \(number(scrollOffset))</title></rect>\n"
        out += "</g>\n"

        out += "<g class=\"legend\">\n"
        for (index, line) in legend.enumerated() {
            out +=
                "<text x=\"\(number(line.x))\" "
                + "y=\"\(number(bottom + Self.margin + Double(index + 1) * Self.lineHeight))\">"
                + "\(escaped(line.text))</text>\n"
        }
        out += "</g>\n</svg>\n"
        return out
    }

    /// `text` in lines of at most `limit` characters, broken at spaces; a word longer than a line is cut.
    static func wrapped(_ text: String, limit: Int) -> [String] {
        let limit = Swift.max(1, limit)
        var lines: [String] = [], line = ""
        for var word in text.split(separator: " ").map(String.init) {
            while word.count > limit {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines.append(String(word.prefix(limit)))
                word = String(word.dropFirst(limit))
            }
            if word.isEmpty { continue }
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= limit {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private func geometry(_ frame: Rect) -> String {
        "x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" "
            + "height=\"\(number(frame.height))\""
    }

    private func shape(_ element: RenderScene.Element, scene: RenderScene) -> String {
        let colour = RenderScene.colour(element.section)
        let caption = "<title>\(escaped(element.caption(sectionNames: scene.sectionNames)))</title>"
        var attributes = "data-kind=\"\(element.kind.rawValue)\""
        if let section = element.section { attributes += " data-section=\"\(section)\"" }
        attributes += " data-index=\"\(element.index)\""
        if let kind = element.elementKind { attributes += " data-element-kind=\"\(escaped(kind))\"" }
        let frame = element.frame
        let centre = "x=\"\(number(frame.x + frame.width / 2))\" y=\"\(number(frame.y + frame.height / 2))\""
        switch element.kind {
        case .section:
            return
                "<rect class=\"section\" \(attributes) \(geometry(frame)) fill=\"\(colour)\" "
                + "stroke=\"\(colour)\">\(caption)</rect>\n"
        case .decoration:
            return "<rect class=\"decoration\" \(attributes) \(geometry(frame))>\(caption)</rect>\n"
        case .item:
            var out =
                "<rect class=\"item\(element.clipped ? " clipped" : "")\" \(attributes) "
                + "\(geometry(frame))\(element.clipped ? "" : " stroke=\"\(colour)\"")>\(caption)</rect>\n"
            out += "<text class=\"item-number\" \(centre)>\(element.index)</text>\n"
            if element.clipped {
                out +=
                    "<text class=\"clipped-mark\" x=\"\(number(frame.x + 3))\" "
                    + "y=\"\(number(frame.y + frame.height - 4))\">clipped</text>\n"
            }
            return out
        case .supplementary:
            let classes = "supplementary" + (element.clipped ? " clipped" : "") + (element.pinned ? " pinned" : "")
            return "<rect class=\"\(classes)\" \(attributes) \(geometry(frame))>\(caption)</rect>\n"
                + "<text class=\"kind\" x=\"\(number(frame.x + 3))\" "
                + "y=\"\(number(frame.y + 11))\">\(escaped(element.elementKind ?? ""))"
                + "\(element.pinned ? " (pinned)" : "")</text>\n"
        }
    }
}
