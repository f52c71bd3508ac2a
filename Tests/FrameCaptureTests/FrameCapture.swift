import Foundation

#if canImport(UIKit)
    import UIKit
#else
    import TrellisUIKit
#endif

/// Lays a compositional layout out in a `UICollectionView` and writes what the collection view reports, in the
/// shape of `trellis frames --format json`, so `trellis diff` can compare it with Trellis's own frames. Written
/// against UIKit's API alone: with real UIKit (iOS simulator) it records real frames; on Linux it runs against
/// TrellisUIKit, the stand-in.
///
/// The collection view is not in a window, so its safe area is zero; compare a capture with
/// `trellis frames FILE --width W --height H`, which has none either.
@MainActor
enum FrameCapture {
    /// What to lay out: each section's item count, and the measured size of each item where the layout self-sizes.
    struct Data {
        var itemCounts: [Int]
        var measuredSizes: [[CGSize?]] = []
        /// The element kinds of boundary items (section or layout); any other supplementary belongs to an item.
        var boundaryKinds: Set<String> = ["header", "footer"]
        var layoutBoundaryKinds: Set<String> = []
        /// Every supplementary kind the layout uses: UIKit needs a view registered for each.
        var supplementaryKinds: Set<String> = []
        var sectionNames: [String] = []
        #if os(Linux)
            /// The stand-in measures from the data source's sections rather than from cells.
            var standInSections: [SectionInput]?
        #endif
    }

    /// Gives each cell its measured size when it self-sizes, as a cell whose content has that size would.
    final class MeasuredCell: UICollectionViewCell {
        var measured: CGSize?
        #if os(iOS) || os(tvOS) || os(visionOS)
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes
            {
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                if let measured { attributes.frame.size = measured }
                return attributes
            }
        #endif
    }

    final class DataSource: NSObject, UICollectionViewDataSource {
        let data: Data
        init(_ data: Data) { self.data = data }

        func numberOfSections(in collectionView: UICollectionView) -> Int { data.itemCounts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            data.itemCounts[section]
        }

        #if os(iOS) || os(tvOS) || os(visionOS)
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> UICollectionReusableView {
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
            }
        #endif

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            let sizes =
                data.measuredSizes.indices.contains(indexPath.section) ? data.measuredSizes[indexPath.section] : []
            (cell as? MeasuredCell)?.measured = sizes.indices.contains(indexPath.item) ? sizes[indexPath.item] : nil
            return cell
        }
    }

    /// The frames JSON of `layout` in a collection view of `size` holding `data`.
    static func capture(
        _ layout: UICollectionViewLayout, layoutName: String, size: CGSize, data: Data, device: String? = nil
    ) -> String {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
        for kind in data.supplementaryKinds {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: uikitKind(kind),
                withReuseIdentifier: "supplementary")
        }
        #if os(Linux)
            let dataSource: any UICollectionViewDataSource =
                data.standInSections.map { SectionInputDataSource($0) } ?? DataSource(data)
        #else
            let dataSource = DataSource(data)
        #endif
        collectionView.dataSource = dataSource
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let content = layout.collectionViewContentSize
        // Orthogonal strips run past the width, pinned items above the top: ask for far more than the content.
        let everything = CGRect(x: -100_000, y: -100_000, width: 200_000 + size.width, height: 200_000 + content.height)
        let attributes = layout.layoutAttributesForElements(in: everything) ?? []
        withExtendedLifetime(dataSource) {}
        return json(attributes, layoutName: layoutName, size: size, content: content, data: data, device: device)
    }

    /// The model's name of a UIKit element kind: UIKit's own header and footer kinds are `header` and `footer`.
    static func kind(_ elementKind: String?) -> String {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return "header"
        case UICollectionView.elementKindSectionFooter: return "footer"
        default: return elementKind ?? ""
        }
    }

    /// UIKit's element kind for a model kind.
    static func uikitKind(_ kind: String) -> String {
        switch kind {
        case "header": return UICollectionView.elementKindSectionHeader
        case "footer": return UICollectionView.elementKindSectionFooter
        default: return kind
        }
    }

    private static func json(
        _ attributes: [UICollectionViewLayoutAttributes], layoutName: String, size: CGSize, content: CGSize,
        data: Data, device: String?
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
        var supplementaries: [Int: [String]] = [:]
        var decorations: [Int: [String]] = [:]
        var layoutSupplementaries: [String] = []
        for attribute in attributes {
            // A layout's own boundary items may have a shorter index path.
            let path = attribute.indexPath
            let section = path.count > 0 ? path[0] : 0, item = path.count > 1 ? path[1] : 0
            switch attribute.representedElementCategory {
            case .cell:
                items[section, default: []].append((item, attribute.frame))
            case .supplementaryView:
                let kind = kind(attribute.representedElementKind)
                if data.layoutBoundaryKinds.contains(kind) {
                    layoutSupplementaries.append("{\"kind\": \(quoted(kind)), \"frame\": \(frame(attribute.frame))}")
                } else if data.boundaryKinds.contains(kind) {
                    supplementaries[section, default: []].append(
                        "{\"kind\": \(quoted(kind)), \"index\": 0, \"frame\": \(frame(attribute.frame))}")
                } else {
                    supplementaries[section, default: []].append(
                        "{\"kind\": \(quoted(kind)), \"item\": \(item), \"frame\": \(frame(attribute.frame))}")
                }
            case .decorationView:
                let kind = kind(attribute.representedElementKind)
                decorations[section, default: []].append(
                    "{\"kind\": \(quoted(kind)), \"frame\": \(frame(attribute.frame))}")
            @unknown default:
                continue
            }
        }
        var out = "{\n  \"layout\": \(quoted(layoutName)),\n"
        if let device { out += "  \"device\": \(quoted(device)),\n" }
        out += "  \"container\": {\"width\": \(number(size.width)), \"height\": \(number(size.height))},\n"
        out += "  \"contentSize\": {\"width\": \(number(content.width)), \"height\": \(number(content.height))},\n"
        if !layoutSupplementaries.isEmpty {
            out += "  \"supplementaries\": [\n    " + layoutSupplementaries.joined(separator: ",\n    ") + "\n  ],\n"
        }
        // UIKit reports no frame for a section: the sections carry none, and `trellis diff` leaves section frames out.
        var sections: [String] = []
        for section in 0..<data.itemCounts.count {
            let name = data.sectionNames.indices.contains(section) ? data.sectionNames[section] : ""
            let cells = (items[section] ?? []).sorted { $0.0 < $1.0 }.map {
                "{\"index\": \($0.0), \"frame\": \(frame($0.1))}"
            }
            sections.append(
                "    {\n      \"index\": \(section),\n      \"name\": \(quoted(name)),\n"
                    + "      \"items\": [\(cells.joined(separator: ", "))],\n"
                    + "      \"supplementaries\": [\((supplementaries[section] ?? []).joined(separator: ", "))],\n"
                    + "      \"decorations\": [\((decorations[section] ?? []).joined(separator: ", "))]\n    }")
        }
        out += "  \"sections\": [\n" + sections.joined(separator: ",\n") + "\n  ]\n}\n"
        return out
    }
}
