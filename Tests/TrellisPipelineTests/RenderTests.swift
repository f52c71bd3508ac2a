import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import TrellisEngine
import TrellisPipeline
import TrellisRender
import TrellisTestSupport
import TrellisCore
import TrellisRules

/// Every sample rendered as SVG and HTML parses as XML and holds one shape per frame, with the
/// frame's geometry, in drawing order.
@Suite struct RenderTests {
    static let samples: [String] = Repository.files(in: "Samples", suffix: ".layout.yaml")

    /// The elements with a `data-kind` attribute, in document order.
    final class ShapeCollector: NSObject, XMLParserDelegate {
        var shapes: [[String: String]] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if let kind = attributes["data-kind"], kind != "viewport" {
                shapes.append(attributes.merging(["element": name]) { first, _ in first })
            }
        }
    }

    static func parse(_ text: String) throws -> [[String: String]] {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = ShapeCollector()
        parser.delegate = collector
        guard parser.parse() else {
            throw RenderTestError.notXML(parser.parserError.map { "\($0)" } ?? "unknown")
        }
        return collector.shapes
    }

    enum RenderTestError: Error { case notXML(String) }

    /// The frames a render must draw, in drawing order: sections, decorations, items, then
    /// supplementaries by zIndex (stable).
    static func expectedFrames(_ tree: FrameTree) -> [(kind: String, frame: Rect)] {
        var sections: [(String, Rect)] = [], decorations: [(String, Rect)] = [], items: [(String, Rect)] = [],
            supplementaries: [(String, Rect, Int)] = []
        for section in tree.sections {
            sections.append(("section", section.frame))
            decorations += section.decorations.map { ("decoration", $0.frame) }
            items += section.items.map { ("item", $0.frame) }
            supplementaries += (section.supplementaries + section.itemSupplementaries()).map {
                ("supplementary", $0.frame, $0.zIndex)
            }
        }
        supplementaries += tree.supplementaries.map { ("supplementary", $0.frame, $0.zIndex) }
        let ordered = supplementaries.enumerated().sorted { ($0.element.2, $0.offset) < ($1.element.2, $1.offset) }.map
        { ($0.element.0, $0.element.1) }
        return sections + decorations + items + ordered
    }

    static func tree(_ path: String, device: String? = nil) throws -> (FramesRun.Outcome, FrameTree) {
        var options = FramesRun.Options()
        options.device = device
        let absolute = path.hasPrefix("/") ? path : Repository.path(path)
        let outcome = FramesRun.run(
            bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: absolute))), path: path, options: options)
        return (outcome, try #require(outcome.tree))
    }

    static func number(_ text: String?) -> Double { text.flatMap(Double.init) ?? .nan }

    @Test(arguments: samples)
    func svgHoldsOneShapePerFrame(_ path: String) throws {
        let (outcome, tree) = try Self.tree(path)
        let svg = SVGRender(
            tree: tree, deviceName: outcome.deviceName, scrollOffset: nil,
            diagnostics: outcome.diagnostics
        ).rendered()
        let shapes = try Self.parse(svg)
        let expected = Self.expectedFrames(tree)
        #expect(shapes.count == expected.count, "\(path): \(shapes.count) shapes for \(expected.count) frames")
        for (shape, frame) in zip(shapes, expected) {
            #expect(shape["element"] == "rect" && shape["data-kind"] == frame.kind)
            let drawn = Rect(
                x: Self.number(shape["x"]), y: Self.number(shape["y"]), width: Self.number(shape["width"]),
                height: Self.number(shape["height"]))
            // Drawings write numbers to the thousandth of a point, as frames output does.
            #expect(
                abs(drawn.x - frame.frame.x) < 1e-3 && abs(drawn.y - frame.frame.y) < 1e-3
                    && abs(drawn.width - frame.frame.width) < 1e-3 && abs(drawn.height - frame.frame.height) < 1e-3,
                "\(path): \(frame.kind) drawn at \(drawn), laid out at \(frame.frame)")
        }
    }

    @Test(arguments: samples)
    func htmlHoldsOneElementPerFramePerDevice(_ path: String) throws {
        let devices = ["iPhone SE (3rd generation)", "iPad (10th generation) landscape"]
        let outcomes = try devices.map { try Self.tree(path, device: $0) }
        let html = HTMLRender(
            file: path, devices: outcomes.map { HTMLRender.Device(tree: $0.1, name: $0.0.deviceName) },
            diagnostics: outcomes[0].0.diagnostics
        ).rendered()
        let shapes = try Self.parse(html)
        let expected = outcomes.flatMap { Self.expectedFrames($0.1) }
        // Orthogonal strips draw their items after the section; compare as multisets of frames.
        #expect(shapes.count == expected.count, "\(path): \(shapes.count) elements for \(expected.count) frames")
        func key(_ kind: String, _ frame: Rect) -> String {
            "\(kind) \(FrameNumbers.format(frame.x)) \(FrameNumbers.format(frame.y)) "
                + "\(FrameNumbers.format(frame.width)) \(FrameNumbers.format(frame.height))"
        }
        let drawn = shapes.map {
            key(
                $0["data-kind"] ?? "",
                Rect(
                    x: Self.number($0["data-x"]), y: Self.number($0["data-y"]), width: Self.number($0["data-width"]),
                    height: Self.number($0["data-height"])))
        }.sorted()
        #expect(drawn == expected.map { key($0.kind, $0.frame) }.sorted())
        // Self-contained: nothing is loaded from anywhere.
        #expect(
            !html.contains("src=") && !html.contains("href=") && !html.contains("<link") && !html.contains("<script"))
        #expect(html.components(separatedBy: "<figure ").count == devices.count + 1)
    }

    /// An element outside a strip is positioned at its frame.
    @Test func htmlPositionsElementsAtTheirFrames() throws {
        let (outcome, tree) = try Self.tree("Samples/InsetGrid.layout.yaml")
        let html = HTMLRender(
            file: "InsetGrid", devices: [HTMLRender.Device(tree: tree, name: outcome.deviceName)],
            diagnostics: []
        ).rendered()
        for shape in try Self.parse(html) {
            let style = shape["style"] ?? ""
            #expect(
                style.hasPrefix(
                    "left: \(shape["data-x"] ?? "")px; top: \(shape["data-y"] ?? "")px; width: "
                        + "\(shape["data-width"] ?? "")px; height: \(shape["data-height"] ?? "")px;"
                ), "\(style)")
        }
    }
    /// A clipped item's tooltip gives what its content measured beside its frame: item 0 of this fixture measures
    /// 60 pt tall (its preview's `height: [60, 30]`; no width is measured) in a 44 pt row.
    @Test func clippedItemTooltipGivesItsMeasuredSize() throws {
        let path = "Tests/Fixtures/Frames/self-sizing/absolute-item-with-larger-content-is-clipped.layout.yaml"
        let bytes = Array(try String(contentsOfFile: Repository.path(path), encoding: .utf8).utf8)
        let outcome = RenderRun.run(
            bytes: bytes, path: path, format: .html, devices: ["iPhone 16"], base: FramesRun.Options(),
            configuration: LintConfiguration())
        let html = try #require(outcome.text)
        #expect(html.contains("0, 0, 393 × 44 · clipped: its content is larger than its frame · measured any × 60\""))
    }
    /// What an SVG drawing shows where: its canvas (the `viewBox`), the item and supplementary rectangles, the section
    /// labels' text and the legend's lines, each with where its text starts.
    final class SVGCollector: NSObject, XMLParserDelegate {
        var canvas = Rect.zero
        var rectangles: [(name: String, frame: Rect)] = []
        var labels: [(text: String, x: Double, y: Double)] = []
        var legend: [(text: String, x: Double)] = []
        private var inLegend = false
        private var reading: (label: Bool, x: Double, y: Double)?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let x = RenderTests.number(attributes["x"]), y = RenderTests.number(attributes["y"])
            switch name {
            case "svg":
                let box = (attributes["viewBox"] ?? "").split(separator: " ").map { RenderTests.number(String($0)) }
                if box.count == 4 { canvas = Rect(x: box[0], y: box[1], width: box[2], height: box[3]) }
            case "g":
                inLegend = attributes["class"] == "legend"
            case "rect" where ["item", "supplementary"].contains(attributes["data-kind"] ?? ""):
                let frame = Rect(
                    x: x, y: y, width: RenderTests.number(attributes["width"]),
                    height: RenderTests.number(attributes["height"]))
                let kind = attributes["data-element-kind"] ?? "item"
                rectangles.append((name: "\(kind) \(attributes["data-index"] ?? "")", frame: frame))
            case "text" where inLegend || attributes["class"] == "section-name":
                reading = (label: !inLegend, x: x, y: y)
                text = ""
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if reading != nil { text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if name == "g" { inLegend = false }
            guard name == "text", let read = reading else { return }
            if read.label {
                labels.append((text: text, x: read.x, y: read.y))
            } else {
                legend.append((text: text, x: read.x))
            }
            reading = nil
        }
    }

    static func collect(_ svg: String) throws -> SVGCollector {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = SVGCollector()
        parser.delegate = collector
        guard parser.parse() else {
            throw RenderTestError.notXML(parser.parserError.map { "\($0)" } ?? "unknown")
        }
        return collector
    }

    /// Whether two rectangles share area (touching edges do not).
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    /// The SVG drawings the section label checks look at: every sample, and Apple's item badges with the section's
    /// insets taken away, left to right and right to left, which puts item 0 (right to left) or item 3 and its badge
    /// (left to right) at the section's top trailing corner, where the label used to be.
    static let labelledDrawings: [String] = samples + ["badges edge to edge", "badges edge to edge, right to left"]

    static func drawing(_ name: String) throws -> String {
        guard name.hasPrefix("badges edge to edge") else {
            let (outcome, tree) = try tree(name)
            return SVGRender(
                tree: tree, deviceName: outcome.deviceName, scrollOffset: nil, diagnostics: outcome.diagnostics
            ).rendered()
        }
        let sample = try String(contentsOfFile: Repository.path("Samples/Badges.layout.yaml"), encoding: .utf8)
        let text = sample.replacingOccurrences(of: "\n    contentInsets: 20\n", with: "\n    contentInsets: 0\n")
        try #require(text != sample, "Badges.layout.yaml no longer has the section's contentInsets: 20")
        var options = FramesRun.Options()
        if name.hasSuffix("right to left") { options.layoutDirection = .rightToLeft }
        let outcome = RenderRun.run(
            bytes: Array(text.utf8), path: "Badges.layout.yaml", format: .svg, devices: [], options: options)
        return try #require(outcome.text, "\(outcome.diagnostics)")
    }

    /// No section label hides an item or a supplementary (a header, a badge): the label's text box, estimated from
    /// its position and length (12 px bold, 0.625 em a character, from 12 px above the baseline to 4 px below), meets
    /// no item's or supplementary's rectangle, and lies on the canvas. Labels used to sit at each section's top
    /// trailing corner, over its header or its last item in the first row.
    @Test(arguments: labelledDrawings)
    func svgSectionLabelsHideNothing(_ name: String) throws {
        let drawing = try Self.collect(try Self.drawing(name))
        #expect(!drawing.labels.isEmpty, "\(name): no section labels")
        for label in drawing.labels {
            let box = Rect(x: label.x, y: label.y - 12, width: Double(label.text.count) * 7.5, height: 16)
            let hidden = drawing.rectangles.filter { Self.overlap(box, $0.frame) }.map(\.name)
            #expect(hidden.isEmpty, "\(name): the label '\(label.text)' at \(box) lies over \(hidden)")
            #expect(
                box.x >= drawing.canvas.x && box.maxX <= drawing.canvas.maxX && box.y >= drawing.canvas.y,
                "\(name): the label '\(label.text)' at \(box) runs off the canvas \(drawing.canvas)")
        }
    }

    /// The legend's lines fit the canvas: each line's text, estimated at 0.55 em a character of its 12 px font,
    /// lies within the canvas's width, for a file whose warnings are long (on a phone and on a 120 pt wide
    /// collection view) and for many long diagnostics with a word longer than a line. The legend used to be one
    /// line a warning, running far past the canvas's right edge.
    @Test(arguments: [Double?.none, 120])
    func svgLegendWrapsWithinTheCanvas(_ width: Double?) throws {
        let path = Repository.path("Tests/Fixtures/Lint/SeedBugs/MultiSectionHeadersPinned.layout.yaml")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var options = FramesRun.Options()
        options.width = width
        options.height = width.map { _ in 300 }
        let outcome = RenderRun.run(bytes: bytes, path: path, format: .svg, devices: [], options: options)
        let warned = try #require(outcome.text, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains { $0.message.count > 200 }, "the fixture's warnings are no longer long")
        let tree = try #require(FramesRun.run(bytes: bytes, path: path, options: options).tree)
        let many = (1...30).map { line in
            Diagnostic(
                .warning, "long_warning",
                String(repeating: "a long explanation of what is wrong and how to fix it, ", count: line % 4 + 1)
                    + "in /" + String(repeating: "folder/", count: 30) + "Layout.layout.yaml",
                file: "Layout.layout.yaml",
                at: SourceRange(
                    start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 9)))
        }
        let crowded = SVGRender(tree: tree, deviceName: nil, scrollOffset: nil, diagnostics: many).rendered()
        let size = width.map { "\(FrameNumbers.format($0)) pt wide" } ?? "on its device"
        for (name, svg) in [("the fixture", warned), ("30 long diagnostics", crowded)] {
            let drawing = try Self.collect(svg)
            #expect(!drawing.legend.isEmpty, "\(name) \(size): no legend")
            for line in drawing.legend {
                let end = line.x + Double(line.text.count) * 6.6
                let canvas = drawing.canvas
                #expect(
                    line.x >= canvas.x && end <= canvas.maxX,
                    "\(name) \(size): a line from \(line.x) to \(end), past the canvas \(canvas): \(line.text)")
            }
        }
    }

    /// Found by FuzzCompile: eleven aliases of a 500,000-item preview section (5,500,000 items, under the preview's
    /// own cap of 10,000,000) took 7 s and 1.7 GB to draw. A drawing now holds at most 100,000 items in all, and
    /// more is an `input_limit` error at the `preview` key (line 5 below), before any element is built.
    @Test func drawingsRefuseMoreItemsThanAViewerOpens() throws {
        let text = """
            layout: A
            sections:
              - name: grid
                group: {axis: horizontal, width: fractionalWidth(1), height: absolute(10), \
            item: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            preview:
              sections:
                - &big {layout: grid, items: 0500000}
            \(String(repeating: "    - *big\n", count: 10))
            """
        for format in [RenderRun.Format.svg, .html] {
            let outcome = RenderRun.run(
                bytes: Array(text.utf8), path: "Big.layout.yaml", format: format, devices: [],
                base: FramesRun.Options(),
                configuration: LintConfiguration())
            #expect(outcome.text == nil)
            let refusal = try #require(outcome.diagnostics.first { $0.rule == .inputLimit })
            #expect(refusal.range.start == SourcePosition(line: 5, column: 1))
            #expect(refusal.message.contains("this data has 5500000"))
        }
    }
}
