import TrellisPipeline
import TrellisCore
import TrellisEngine
import TrellisModel

/// `trellis render -o OUT.html`: one self-contained page (no scripts from anywhere, no external
/// files) with the layout on several devices side by side. Each device is a scrolling
/// viewport, scaled down to fit its column where it is wider, with its section labels beside it;
/// orthogonal sections are strips that really scroll sideways; hovering an element
/// shows its kind, index and frame; the diagnostics are listed with their positions. The page
/// is well-formed XML, so tests can parse it.
package struct HTMLRender {
    /// One device's frames and its name.
    package struct Device {
        package var tree: FrameTree
        package var name: String?
        /// The data laid out: a clipped item's tooltip gives the size measured for it.
        package var data: LayoutData?

        /// A device showing `tree`, titled `name` (nil for a bare size), laid out with `data`.
        package init(tree: FrameTree, name: String?, data: LayoutData? = nil) {
            self.tree = tree
            self.name = name
            self.data = data
        }
    }

    package let file: String
    package let devices: [Device]
    package let diagnostics: [Diagnostic]

    /// - Parameters:
    ///   - file: the layout file's name, for the title.
    ///   - devices: the devices to show side by side.
    ///   - diagnostics: the file's warnings, listed under the devices.
    package init(file: String, devices: [Device], diagnostics: [Diagnostic]) {
        self.file = file
        self.devices = devices
        self.diagnostics = diagnostics
    }

    /// The page: self-contained XHTML with inline CSS, byte-stable for the same input.
    package func rendered() -> String {
        let title = "\(devices.first?.tree.layoutName ?? "Layout") — \(file)"
        var out =
            "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta "
            + "charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        out += "<title>\(escaped(title))</title>\n"
        // Each device is drawn whole in its column: scaled down (never up) by the largest whole percentage at which it
        // fits, worked out by CSS from the column's width (a container query unit) and shown beside its name; the page
        // stays free of scripts. Section labels sit beside the frame (above it for a layout that scrolls sideways),
        // never over the drawing, and move with the content as it scrolls (a scroll-driven animation).
        out += """
            <style>
            @property --pct { syntax: "\\3c integer>"; inherits: true; initial-value: 100; }
            body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #222; background: \
            #f4f4f4; }
            .devices { display: flex; flex-wrap: wrap; gap: 32px; align-items: flex-start; padding-bottom: 16px; \
            container-type: inline-size; }
            figure { margin: 0; min-width: 0; --pct: round(down, min(100, tan(atan2(100cqw, var(--w))) * 100), 1); \
            --scale: calc(var(--pct) / 100); counter-reset: pct var(--pct); }
            h1 { overflow-wrap: anywhere; }
            figcaption { font-weight: bold; margin-bottom: 8px; }
            .scale { font-weight: normal; color: #555; }
            .scale::before { content: " · shown at " counter(pct) "%"; }
            @container style(--pct: 100) { .scale { display: none; } }
            .fit { width: calc(var(--w) * var(--scale)); height: calc(var(--h) * var(--scale)); }
            .stage { display: flex; align-items: flex-start; width: var(--w); transform: scale(var(--scale)); \
            transform-origin: 0 0; timeline-scope: --scroll; }
            .stage.above { flex-direction: column; }
            .gutter { position: relative; flex: none; overflow: clip; }
            .labels { position: absolute; inset: 0; animation: follow-y linear both; animation-duration: auto; \
            animation-timeline: --scroll; }
            .above .labels { animation-name: follow-x; }
            @keyframes follow-y { to { transform: translateY(calc(-1 * var(--range))); } }
            @keyframes follow-x { to { transform: translateX(calc(-1 * var(--range))); } }
            .section-label { position: absolute; box-sizing: border-box; font-weight: bold; font-size: 11px; \
            line-height: 14px; padding: 1px 6px; border-radius: 8px; background: #fff; border: 1px solid; \
            white-space: nowrap; }
            .section-label > span { display: block; overflow: hidden; text-overflow: ellipsis; }
            .viewport { position: relative; flex: none; overflow: auto; background: #fff; border: 2px solid #111; \
            border-radius: 18px; box-shadow: 0 2px 12px rgba(0,0,0,.2); scrollbar-width: none; \
            scroll-timeline: --scroll y; }
            .above .viewport { scroll-timeline: --scroll x; }
            .viewport::-webkit-scrollbar, .strip::-webkit-scrollbar { display: none; }
            .content { position: relative; }
            .safe-area { position: sticky; left: 0; pointer-events: none; z-index: 1000; background: rgba(0,0,0,.08); }
            .el { position: absolute; box-sizing: border-box; font-size: 11px; overflow: hidden; }
            .section { border: 1px solid; opacity: .9; }
            .strip { position: absolute; overflow-x: auto; overflow-y: hidden; scrollbar-width: none; }
            .snap { position: absolute; top: 0; width: 1px; height: 1px; scroll-snap-align: start; }
            .track { position: absolute; pointer-events: none; }
            .track > .el { position: sticky; pointer-events: auto; }
            .strip-content { position: relative; }
            .decoration { background: rgba(180,180,180,.35); border: 1px dotted #999; }
            .item { background: #fff; border: 1.5px solid; border-radius: 8px; display: flex; align-items: center; \
            justify-content: center; font-size: 13px; font-weight: 600; }
            .supplementary { background: rgba(255,248,220,.9); border: 1px dashed #8a6d00; color: #6b5200; padding: \
            1px 3px; }
            .clipped { border: 3px dashed #d62728 !important; background: repeating-linear-gradient(45deg, #fff, #fff \
            6px, #fde0e0 6px, #fde0e0 12px); }
            .clipped::after { content: "clipped"; position: absolute; left: 3px; bottom: 2px; color: #d62728; \
            font-weight: bold; font-size: 10px; }
            .pinned { border: 2px solid #6a3d9a; }
            .el:hover { outline: 2px solid #000; z-index: 2000; }
            .diagnostics { margin-top: 24px; }
            .diagnostics li { font-family: Menlo, monospace; font-size: 12px; margin: 4px 0; overflow-wrap: anywhere; }
            .error { color: #b00020; } .warning { color: #8a5a00; } .note { color: #555; }
            @media (max-width: 480px) { body { margin: 8px; } h1 { font-size: 18px; } .devices { gap: 16px; } }
            </style>

            """
        out +=
            "</head>\n<body>\n<h1>\(escaped(title))</h1>\n<p>Hover an element for its kind, index and frame. Sections "
            + "that scroll orthogonally scroll sideways and come to rest where UIKit's do; pinned headers and footers "
            + "stay pinned within their section.</p>\n<div class=\"devices\">\n"
        for device in devices { out += figure(device) }
        out += "</div>\n"
        out += Self.diagnosticsSection(diagnostics)
        out += "</body>\n</html>\n"
        return out
    }

    /// The page `trellis preview` shows while a file cannot be drawn: its diagnostics (or `problems`, when it
    /// cannot even be read), listed as under a drawing.
    package static func problemsPage(file: String, diagnostics: [Diagnostic], problems: [String] = []) -> String {
        let items = problems.map { "<li class=\"error\">\(escaped($0))</li>\n" }.joined()
        return "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta "
            + "charset=\"utf-8\"/>\n<title>\(escaped(file)): errors</title>\n<style>\nbody { font: 13px -apple-system, "
            + "Helvetica, Arial, sans-serif; margin: 24px; }\n.diagnostics li { font-family: Menlo, monospace; "
            + "font-size: 12px; margin: 4px 0; }\n.error { color: #b00020; } .warning { color: #8a5a00; } .note { "
            + "color: #555; }\n</style>\n</head>\n<body>\n<h1>\(escaped(file)) cannot be drawn</h1>\n"
            + (items.isEmpty ? diagnosticsSection(diagnostics) : "<ul>\n\(items)</ul>\n") + "</body>\n</html>\n"
    }

    /// The file's diagnostics, each with its position, severity and rule.
    private static func diagnosticsSection(_ diagnostics: [Diagnostic]) -> String {
        var out = "<section class=\"diagnostics\">\n<h2>Diagnostics</h2>\n"
        if diagnostics.isEmpty {
            out += "<p>None.</p>\n"
        } else {
            out += "<ul>\n"
            for diagnostic in diagnostics {
                out +=
                    "<li class=\"\(diagnostic.severity.rawValue)\" "
                    + "data-rule=\"\(diagnostic.rule)\">"
                    + "\(escaped("\(diagnostic.file):\(diagnostic.legendLine)"))</li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</section>\n"
    }

    /// Section labels: 11 px bold text at most this wide per character (estimated generously), lines this high,
    /// 6 px of padding and a 1 px border either side.
    static let labelCharacterWidth = 7.5
    static let labelLineHeight = 14.0
    static let labelPadding = 14.0
    /// A label is at most this wide (a longer name ends in an ellipsis; its tooltip has it whole).
    static let labelWidthLimit = 168.0
    /// Between the labels and the device's frame.
    static let labelGap = 6.0
    /// The device's frame: its border's width.
    static let border = 2.0

    private func figure(_ device: Device) -> String {
        let tree = device.tree
        let scene = RenderScene(tree: tree)
        let container = tree.environment.container
        let caption = FramesRun.environmentDescription(tree.environment, deviceName: device.name)
        let safe = tree.environment.safeArea
        // Scrollbars are hidden, so the viewport is exactly the device's width and height.
        var out =
            "<div class=\"viewport\" data-width=\"\(number(container.width))\" "
            + "data-height=\"\(number(container.height))\" "
            + "data-safe-top=\"\(number(safe.top))\" data-safe-bottom=\"\(number(safe.bottom))\" "
            + "style=\"width: \(px(container.width)); height: \(px(container.height));\">\n"
        let vertical = tree.scrollDirection == .vertical
        let contentWidth = vertical ? container.width : scene.extent.width
        let contentHeight = vertical ? scene.extent.height : container.height
        // At rest UIKit's content starts below the top safe area and can scroll clear of the bottom one; the top
        // band stays over the content as it scrolls, as the status bar does.
        if safe.top > 0 {
            out +=
                "<div class=\"safe-area\" style=\"top: 0; width: \(px(container.width)); height: \(px(safe.top)); "
                + "margin-bottom: -\(px(safe.top));\"></div>\n"
        }
        out +=
            "<div class=\"content\" style=\"width: \(px(contentWidth)); height: \(px(contentHeight)); margin-top: "
            + "\(px(safe.top));\">\n"

        var labelled: [SectionFrames] = []
        // Looked up once, not searched per section: drawing stays linear in sections and elements.
        let sectionsByIndex = Dictionary(tree.sections.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        let stripElements = Dictionary(grouping: scene.elements.filter(\.inStrip), by: { $0.section ?? -1 })
        for element in scene.elements where !element.inStrip {
            if vertical, let pinning = element.pinning {
                out += pinned(element, pinning, safe: safe, scene: scene)
                continue
            }
            out += div(element, scene: scene, origin: .zero, data: device.data)
            guard element.kind == .section, let section = sectionsByIndex[element.index] else { continue }
            labelled.append(section)
            // An orthogonal section's items and badges scroll sideways in a strip over the section, as long as the
            // engine's strip content, coming to rest at the engine's resting offsets.
            guard let orthogonal = section.orthogonal else { continue }
            let inStrip = stripElements[section.index] ?? []
            guard let top = inStrip.map(\.frame.y).min(),
                let bottom = inStrip.map({ $0.frame.y + $0.frame.height }).max()
            else { continue }
            let strip = Rect(x: section.frame.x, y: top, width: section.frame.width, height: bottom - top)
            let snaps = !orthogonal.restingOffsets.isEmpty
            out +=
                "<div class=\"strip\" data-strip=\"\(section.index)\" "
                + "data-behavior=\"\(orthogonal.behavior.rawValue)\" "
                + "data-content-width=\"\(number(orthogonal.contentSize.width))\" style=\"left: \(px(strip.x)); "
                + "top: \(px(strip.y)); width: \(px(strip.width)); height: \(px(strip.height));"
                + (snaps ? " scroll-snap-type: x mandatory;" : "") + "\">\n"
            out +=
                "<div class=\"strip-content\" style=\"width: "
                + "\(px(Swift.max(strip.width, orthogonal.contentSize.width))); "
                + "height: \(px(strip.height));\">\n"
            for offset in orthogonal.restingOffsets {
                out += "<div class=\"snap\" data-offset=\"\(number(offset))\" style=\"left: \(px(offset));\"></div>\n"
            }
            for item in inStrip {
                out += div(item, scene: scene, origin: Point(x: strip.x, y: strip.y), data: device.data)
            }
            out += "</div>\n</div>\n"
        }
        out += "</div>\n<div class=\"safe-area-end\" style=\"height: \(px(safe.bottom));\"></div>\n</div>\n"

        // The labels beside the frame, level with their sections at rest, moved across the viewport's scroll range
        // as it scrolls.
        let frameWidth = container.width + 2 * Self.border, frameHeight = container.height + 2 * Self.border
        let range =
            vertical
            ? Swift.max(0, safe.top + contentHeight + safe.bottom - container.height)
            : Swift.max(0, contentWidth - container.width)
        let (labels, gutter) = sectionLabels(
            labelled, scene: scene, vertical: vertical, safe: safe, frame: Size(width: frameWidth, height: frameHeight))
        // The stage (labels and frame) at its natural size, which the page scales to fit the column.
        let stage =
            vertical
            ? Size(width: gutter.width + frameWidth, height: frameHeight)
            : Size(width: frameWidth, height: gutter.height + frameHeight)
        var figure =
            "<figure data-device=\"\(escaped(device.name ?? caption))\" "
            + "style=\"--w: \(px(stage.width)); --h: \(px(stage.height));\">\n"
        figure += "<figcaption>\(escaped(caption))<span class=\"scale\"></span></figcaption>\n"
        figure += "<div class=\"fit\">\n<div class=\"stage \(vertical ? "beside" : "above")\">\n"
        figure += "<div class=\"gutter\" style=\"width: \(px(gutter.width)); height: \(px(gutter.height));\">\n"
        figure += "<div class=\"labels\" style=\"--range: \(px(range));\">\n\(labels)</div>\n</div>\n"
        return figure + out + "</div>\n</div>\n</figure>\n"
    }

    /// Each section's index and name, with how its strip scrolls, on a label beside the frame: at the left of a
    /// layout that scrolls vertically, level with the section's top (or just below the label before), and above one
    /// that scrolls horizontally, level with its leading edge (or just past the label before). Returns the labels
    /// and the size of the gutter that holds them beside a frame of size `frame`.
    private func sectionLabels(
        _ sections: [SectionFrames], scene: RenderScene, vertical: Bool, safe: EdgeInsets, frame: Size
    ) -> (String, Size) {
        let lines = sections.map { section in
            ["\(section.index) \(scene.sectionNames[section.index])"]
                + (section.orthogonal.map { ["→ \($0.behavior.rawValue)"] } ?? [])
        }
        let widths = lines.map { text in
            Swift.min(
                Self.labelWidthLimit,
                Double(text.map(\.count).max() ?? 0) * Self.labelCharacterWidth + Self.labelPadding)
        }
        let heights = lines.map { Double($0.count) * Self.labelLineHeight + 4 }
        let room = sections.isEmpty ? 0 : ((vertical ? widths.max() : heights.max()) ?? 0) + Self.labelGap
        let gutter = vertical ? Size(width: room, height: frame.height) : Size(width: frame.width, height: room)
        // Along the scroll axis, from the frame's outer edge: the content starts inside the border, below the top
        // safe area when it scrolls vertically.
        let places = RenderScene.stacked(
            sections.indices.map { index in
                vertical
                    ? (position: Self.border + safe.top + sections[index].frame.y, length: heights[index])
                    : (position: Self.border + sections[index].frame.x, length: widths[index])
            }, gap: vertical ? 2 : 4)
        var out = ""
        for (index, section) in sections.enumerated() {
            let colour = RenderScene.colour(section.index)
            let place =
                vertical
                ? "left: \(px(gutter.width - Self.labelGap - widths[index])); top: \(px(places[index]));"
                : "left: \(px(places[index])); top: \(px(gutter.height - Self.labelGap - heights[index]));"
            out +=
                "<div class=\"section-label\" data-label=\"\(section.index)\" "
                + "title=\"\(escaped(lines[index].joined(separator: " ")))\" style=\"\(place) "
                + "width: \(px(widths[index])); color: \(colour); border-color: \(colour);\">"
                + lines[index].map { "<span>\(escaped($0))</span>" }.joined() + "</div>\n"
        }
        return (out, gutter)
    }

    /// A boundary item that pins, in a track spanning where the engine lets it move: `position: sticky` keeps a
    /// header's top at the visible top (below the safe area) and a footer's bottom at the visible bottom, within
    /// the track, which is the rule the engine follows (SupplementaryFrame.Pinning).
    private func pinned(
        _ element: RenderScene.Element, _ pinning: SupplementaryFrame.Pinning, safe: EdgeInsets, scene: RenderScene
    ) -> String {
        let frame = element.frame
        let top = pinning.range.lowerBound, bottom = pinning.range.upperBound + frame.height
        let stick = pinning.edge == .start ? "top: \(px(safe.top));" : "bottom: \(px(safe.bottom));"
        let track =
            "<div class=\"track\" data-edge=\"\(pinning.edge == .start ? "start" : "end")\" "
            + "style=\"left: \(px(frame.x)); top: \(px(top)); width: \(px(frame.width)); height: \(px(bottom - top)); "
            + "z-index: \(zLayer(element));\">\n"
        return track
            + div(element, scene: scene, origin: .zero, sticky: "\(stick) margin-top: \(px(pinning.natural - top));")
            + "</div>\n"
    }

    private func px(_ value: Double) -> String { "\(number(value))px" }

    /// An element positioned relative to `origin`, carrying its content-coordinate frame.
    private func div(
        _ element: RenderScene.Element, scene: RenderScene, origin: Point, sticky: String? = nil,
        data: LayoutData? = nil
    ) -> String {
        let frame = element.frame
        let colour = RenderScene.colour(element.section)
        var classes = "el \(element.kind.rawValue)"
        if element.clipped { classes += " clipped" }
        if element.pinned { classes += " pinned" }
        var attributes = "class=\"\(classes)\" data-kind=\"\(element.kind.rawValue)\""
        if let section = element.section { attributes += " data-section=\"\(section)\"" }
        attributes += " data-index=\"\(element.index)\""
        if let kind = element.elementKind { attributes += " data-element-kind=\"\(escaped(kind))\"" }
        attributes +=
            " data-x=\"\(number(frame.x))\" data-y=\"\(number(frame.y))\" data-width=\"\(number(frame.width))\" "
            + "data-height=\"\(number(frame.height))\""
        var title = element.caption(sectionNames: scene.sectionNames)
        // A clipped item: what its content measured, beside the frame it got.
        if element.clipped, element.kind == .item, let section = element.section, let data,
            data.sections.indices.contains(section), let measured = data.sections[section].measured["item"]
        {
            let width = measured.width(at: element.index).map(number) ?? "any"
            let height = measured.height(at: element.index).map(number) ?? "any"
            title += " · measured \(width) × \(height)"
        }
        attributes += " title=\"\(escaped(title))\""
        var style =
            sticky.map { "\($0) width: \(px(frame.width)); height: \(px(frame.height));" }
            ?? "left: \(px(frame.x - origin.x)); top: \(px(frame.y - origin.y)); width: \(px(frame.width)); height: "
            + "\(px(frame.height)); z-index: \(zLayer(element));"
        let body: String
        switch element.kind {
        case .section:
            style += " border-color: \(colour); background: \(colour)1f;"
            body = ""
        case .item:
            style += " border-color: \(colour);"
            body = "\(element.index)"
        case .supplementary:
            body = escaped(element.elementKind ?? "")
        case .decoration:
            body = ""
        }
        return "<div \(attributes) style=\"\(style)\">\(body)</div>\n"
    }

    /// Stacking: sections under decorations under items; supplementaries by their zIndex above.
    private func zLayer(_ element: RenderScene.Element) -> Int {
        switch element.kind {
        case .section: return 0
        case .decoration: return 1
        case .item: return 10
        case .supplementary: return 20 + element.zIndex
        }
    }
}
