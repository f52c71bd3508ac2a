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
    /// Where captures go under `.build/frame-captures/`.
    nonisolated static let platform: String = {
        #if os(Linux)
            return "linux-stand-in"
        #elseif os(iOS)
            return "ios-uikit"
        #else
            return "stand-in"
        #endif
    }()

    /// Every fixture has UIKit code.
    nonisolated static let coversEveryFixture = true

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
        let data: CaptureData
        init(_ data: CaptureData) { self.data = data }

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
        _ layout: UICollectionViewLayout, layoutName: String, size: CGSize, data: CaptureData, device: String? = nil
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
        let elements = attributes.compactMap { attribute -> CaptureJSON.Element? in
            let role: CaptureJSON.Role
            switch attribute.representedElementCategory {
            case .cell: role = .item
            case .supplementaryView: role = .supplementary
            case .decorationView: role = .decoration
            @unknown default: return nil
            }
            return CaptureJSON.Element(
                role: role, kind: kind(attribute.representedElementKind), indexPath: attribute.indexPath,
                frame: attribute.frame)
        }
        return CaptureJSON.json(
            elements, layoutName: layoutName, size: size, content: content, data: data, device: device)
    }

    /// The model's name of a UIKit element kind.
    static func kind(_ elementKind: String?) -> String {
        CaptureJSON.modelKind(
            elementKind, header: UICollectionView.elementKindSectionHeader,
            footer: UICollectionView.elementKindSectionFooter)
    }

    /// UIKit's element kind for a model kind.
    static func uikitKind(_ kind: String) -> String {
        CaptureJSON.frameworkKind(
            kind, header: UICollectionView.elementKindSectionHeader, footer: UICollectionView.elementKindSectionFooter)
    }
}
