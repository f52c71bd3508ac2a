import Foundation

#if canImport(AppKit)
    import AppKit
#else
    import TrellisUIKit
#endif

/// Lays a compositional layout out in an `NSCollectionView` and writes what its layout reports, in the shape of
/// `trellis frames --format json`. Written against AppKit's API alone: on a Mac it records AppKit's real frames;
/// on Linux it runs against TrellisUIKit's stand-in. The view is not in a window, so it has no safe area.
@MainActor
enum FrameCapture {
    /// Where captures go under `.build/frame-captures/`.
    nonisolated static let platform: String = {
        #if os(Linux)
            return "linux-appkit-stand-in"
        #elseif os(macOS)
            return "macos-appkit"
        #else
            return "appkit-stand-in"
        #endif
    }()

    /// Only the fixtures whose features AppKit has have AppKit code.
    nonisolated static let coversEveryFixture = false

    final class DataSource: NSObject, NSCollectionViewDataSource {
        let data: CaptureData
        init(_ data: CaptureData) { self.data = data }

        func numberOfSections(in collectionView: NSCollectionView) -> Int { data.itemCounts.count }

        func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
            data.itemCounts[section]
        }

        func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath)
            -> NSCollectionViewItem
        {
            collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("item"), for: indexPath)
        }

        #if os(macOS)
            func collectionView(
                _ collectionView: NSCollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> NSView {
                collectionView.makeSupplementaryView(
                    ofKind: kind, withIdentifier: NSUserInterfaceItemIdentifier("supplementary"), for: indexPath)
            }
        #endif
    }

    /// The frames JSON of `layout` in a collection view of `size` holding `data`.
    static func capture(
        _ layout: NSCollectionViewLayout, layoutName: String, size: CGSize, data: CaptureData, device: String? = nil
    ) -> String {
        let collectionView = NSCollectionView(frame: CGRect(origin: .zero, size: size))
        collectionView.collectionViewLayout = layout
        collectionView.register(NSCollectionViewItem.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier("item"))
        for kind in data.supplementaryKinds {
            collectionView.register(
                NSView.self, forSupplementaryViewOfKind: appKitKind(kind),
                withIdentifier: NSUserInterfaceItemIdentifier("supplementary"))
        }
        let dataSource = DataSource(data)
        collectionView.dataSource = dataSource
        #if os(Linux)
            // The stand-in measures from its data source's sections.
            if let sections = data.standInSections { collectionView.measuredSections = sections }
        #endif
        collectionView.reloadData()
        collectionView.layoutSubtreeIfNeeded()
        let content = layout.collectionViewContentSize
        let everything = CGRect(x: -100_000, y: -100_000, width: 200_000 + size.width, height: 200_000 + content.height)
        // AppKit's answer is an array, the stand-in's (UIKit's) an optional one.
        let attributes =
            (layout.layoutAttributesForElements(in: everything) as [NSCollectionViewLayoutAttributes]?) ?? []
        withExtendedLifetime(dataSource) {}
        let elements = attributes.compactMap { attribute -> CaptureJSON.Element? in
            let role: CaptureJSON.Role
            switch attribute.representedElementCategory {
            case .item: role = .item
            case .supplementaryView: role = .supplementary
            case .decorationView: role = .decoration
            default: return nil
            }
            let path: IndexPath? = attribute.indexPath
            return CaptureJSON.Element(
                role: role, kind: kind(attribute.representedElementKind), indexPath: path, frame: attribute.frame)
        }
        return CaptureJSON.json(
            elements, layoutName: layoutName, size: size, content: content, data: data, device: device)
    }

    static func kind(_ elementKind: String?) -> String {
        CaptureJSON.modelKind(
            elementKind, header: NSCollectionView.elementKindSectionHeader,
            footer: NSCollectionView.elementKindSectionFooter)
    }

    static func appKitKind(_ kind: String) -> String {
        CaptureJSON.frameworkKind(
            kind, header: NSCollectionView.elementKindSectionHeader, footer: NSCollectionView.elementKindSectionFooter)
    }
}
