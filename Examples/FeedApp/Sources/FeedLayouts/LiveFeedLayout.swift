// Debug builds only: Feed.layout.yaml read while the app runs, and read again each time it is saved. Release builds
// use the generated `Feed.makeLayout()` alone (Docs/Runtime.md).
#if DEBUG && (os(Linux) || canImport(UIKit))
    import Foundation
    #if canImport(UIKit)
        import UIKit
    #else
        import TrellisUIKit
    #endif
    import TrellisRuntime

    extension Feed {
        /// Feed.layout.yaml where this source file lies: a simulator app reads the Mac's file system, so the
        /// repository's copy is the one read. An app on a device cannot read it.
        public static var layoutFileURL: URL {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Feed.layout.yaml")
        }

        /// Applies Feed.layout.yaml to `collectionView` and applies it again each time the file changes (checked every
        /// `interval` seconds; nil checks only when `reloadIfChanged()` is called). Keep the result: watching stops
        /// when it is released. Until the file loads, the collection view keeps its layout, so give it
        /// `Feed.makeLayout()` first.
        @MainActor
        public static func liveLayout(
            for collectionView: UICollectionView, interval: TimeInterval? = 0.5,
            onError: ((LayoutFileError) -> Void)? = nil
        ) -> LiveLayout {
            LiveLayout(file: layoutFileURL, collectionView: collectionView, interval: interval, onError: onError)
        }
    }
#endif
