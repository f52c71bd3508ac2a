import TrellisPipeline
import TrellisCore
import TrellisEngine
import TrellisModel

/// `trellis render -o OUT.svg`: the content area with the device viewport outlined (safe area
/// shaded), sections in distinct colours with their names, items numbered, supplementaries and
/// decorations in their own styles, clipped items marked, and the warnings in a legend.
/// Byte-stable: fixed number formatting and drawing order.
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

    /// The drawing, byte-stable for the same input.
    package func rendered() -> String {
        let scene = RenderScene(tree: tree)
        let environment = tree.environment
        let vertical = tree.scrollDirection == .vertical
        let viewport = Rect(
            x: vertical ? 0 : scrollOffset, y: vertical ? scrollOffset : 0, width: environment.container.width,
            height: environment.container.height)
        let title = "\(tree.layoutName) \(FramesRun.environmentDescription(environment, deviceName: deviceName))"
        let legend = [title] + (diagnostics.isEmpty ? [] : ["Diagnostics:"] + diagnostics.map(\.legendLine))
        let drawingWidth = Swift.max(scene.extent.width, viewport.x + viewport.width)
        let drawingHeight = Swift.max(scene.extent.height, viewport.y + viewport.height)
        // A viewport at rest starts above the content (by the safe area): the drawing includes it.
        let left = Swift.min(0, viewport.x), top = Swift.min(0, viewport.y)
        let width = drawingWidth - left + 2 * Self.margin
        let height = drawingHeight - top + 2 * Self.margin + Double(legend.count) * Self.lineHeight + Self.margin

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
            "<rect x=\"\(number(-Self.margin))\" y=\"\(number(-Self.margin))\" width=\"\(number(width))\" "
            + "height=\"\(number(height))\" fill=\"#fafafa\"/>\n"
        for element in scene.elements { out += shape(element, scene: scene) }
        // Section names last, on a label, so headers and items never hide them.
        for section in scene.elements where section.kind == .section {
            let name = "\(section.index) \(scene.sectionNames[section.index])"
            let colour = RenderScene.colour(section.section)
            // At the section's top trailing corner, clear of the kind labels at the leading edge.
            let labelWidth = Double(name.count) * 7.5 + 8
            let x = Swift.max(section.frame.x + 2, section.frame.x + section.frame.width - labelWidth - 2)
            out +=
                "<rect class=\"label\" x=\"\(number(x))\" y=\"\(number(section.frame.y + 2))\" "
                + "width=\"\(number(labelWidth))\" height=\"16\" rx=\"3\" fill=\"#ffffff\" stroke=\"\(colour)\"/>\n"
            out +=
                "<text class=\"section-name\" x=\"\(number(x + 4))\" y=\"\(number(section.frame.y + 14))\" "
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
        for (line, text) in legend.enumerated() {
            out +=
                "<text x=\"0\" "
                + "y=\"\(number(drawingHeight + Self.margin + Double(line + 1) * Self.lineHeight))\">"
                + "\(escaped(text))</text>\n"
        }
        out += "</g>\n</svg>\n"
        return out
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
