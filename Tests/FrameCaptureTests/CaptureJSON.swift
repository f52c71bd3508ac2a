import Foundation

#if os(Linux)
    import TrellisUIKit
#endif

/// What a capture lays out: each section's item count, the measured size of each item where the layout
/// self-sizes, and what the element kinds are. Shared by the UIKit and AppKit captures (this file is linked into
/// AppKitFrameCaptureTests).
struct CaptureData {
    var itemCounts: [Int]
    var measuredSizes: [[CGSize?]] = []
    /// The element kinds of boundary items (section or layout); any other supplementary belongs to an item.
    var boundaryKinds: Set<String> = ["header", "footer"]
    var layoutBoundaryKinds: Set<String> = []
    /// Every supplementary kind the layout uses: the framework needs a view registered for each.
    var supplementaryKinds: Set<String> = []
    var sectionNames: [String] = []
    #if os(Linux)
        /// The stand-in measures from the data source's sections rather than from cells.
        var standInSections: [SectionInput]?
    #endif
}

/// The frames a collection view reported, written in `trellis frames --format json`'s shape.
enum CaptureJSON {
    enum Role { case item, supplementary, decoration }

    /// One element as the framework reported it, its kind already in the model's words (`header`, `badge`).
    struct Element {
        var role: Role
        var kind: String
        var indexPath: IndexPath?
        var frame: CGRect
    }

    /// The model's name of a framework element kind: the framework's own header and footer kinds are `header` and
    /// `footer`.
    static func modelKind(_ elementKind: String?, header: String, footer: String) -> String {
        switch elementKind {
        case header?: return "header"
        case footer?: return "footer"
        default: return elementKind ?? ""
        }
    }

    /// The framework's element kind for a model kind.
    static func frameworkKind(_ kind: String, header: String, footer: String) -> String {
        switch kind {
        case "header": return header
        case "footer": return footer
        default: return kind
        }
    }

    static func json(
        _ elements: [Element], layoutName: String, size: CGSize, content: CGSize, data: CaptureData, device: String?
    ) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 1_000_000).rounded() / 1_000_000
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
        func frame(_ rect: CGRect) -> String {
            "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), "
                + "\"height\": \(number(rect.height))}"
        }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var items: [Int: [(Int, CGRect)]] = [:]
        /// Each with the order a dump lists it in: boundary items (-1) first, then by host item.
        var supplementaries: [Int: [(order: Int, json: String)]] = [:]
        var decorations: [Int: [String]] = [:]
        var layoutSupplementaries: [String] = []
        for element in elements {
            // A layout's own boundary items may have a shorter index path, or none.
            let path = element.indexPath ?? IndexPath()
            let section = path.count > 0 ? path[0] : 0, item = path.count > 1 ? path[1] : 0
            let kind = element.kind
            switch element.role {
            case .item:
                items[section, default: []].append((item, element.frame))
            case .supplementary:
                if data.layoutBoundaryKinds.contains(kind) {
                    layoutSupplementaries.append("{\"kind\": \(quoted(kind)), \"frame\": \(frame(element.frame))}")
                } else if data.boundaryKinds.contains(kind) {
                    supplementaries[section, default: []].append(
                        (-1, "{\"kind\": \(quoted(kind)), \"index\": 0, \"frame\": \(frame(element.frame))}"))
                } else {
                    supplementaries[section, default: []].append(
                        (item, "{\"kind\": \(quoted(kind)), \"item\": \(item), \"frame\": \(frame(element.frame))}"))
                }
            case .decoration:
                decorations[section, default: []].append(
                    "{\"kind\": \(quoted(kind)), \"frame\": \(frame(element.frame))}")
            }
        }
        var out = "{\n  \"layout\": \(quoted(layoutName)),\n"
        if let device { out += "  \"device\": \(quoted(device)),\n" }
        out += "  \"container\": {\"width\": \(number(size.width)), \"height\": \(number(size.height))},\n"
        out += "  \"contentSize\": {\"width\": \(number(content.width)), \"height\": \(number(content.height))},\n"
        if !layoutSupplementaries.isEmpty {
            out += "  \"supplementaries\": [\n    " + layoutSupplementaries.joined(separator: ",\n    ") + "\n  ],\n"
        }
        // The framework reports no frame for a section: the sections carry none, and `trellis diff` leaves section
        // frames out.
        var sections: [String] = []
        for section in 0..<data.itemCounts.count {
            let name = data.sectionNames.indices.contains(section) ? data.sectionNames[section] : ""
            let cells = (items[section] ?? []).sorted { $0.0 < $1.0 }.map {
                "{\"index\": \($0.0), \"frame\": \(frame($0.1))}"
            }
            // Stable: elements of one host keep the framework's order.
            let listed = (supplementaries[section] ?? []).enumerated().sorted {
                ($0.1.order, $0.0) < ($1.1.order, $1.0)
            }
            .map(\.element.json)
            sections.append(
                "    {\n      \"index\": \(section),\n      \"name\": \(quoted(name)),\n"
                    + "      \"items\": [\(cells.joined(separator: ", "))],\n"
                    + "      \"supplementaries\": [\(listed.joined(separator: ", "))],\n"
                    + "      \"decorations\": [\((decorations[section] ?? []).joined(separator: ", "))]\n    }")
        }
        out += "  \"sections\": [\n" + sections.joined(separator: ",\n") + "\n  ]\n}\n"
        return out
    }
}
