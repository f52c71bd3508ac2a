#if DEBUG && (os(Linux) || canImport(UIKit))
    #if os(Linux)
        import TrellisUIKit
    #else
        import UIKit
    #endif
    import Foundation
    import TrellisModel

    /// A layout file applied to a collection view and applied again each time the file changes: edit the YAML, save,
    /// and the running app shows the new layout. For debug builds: a simulator app reads the Mac's file system, so
    /// the path of the file in the repository works (`#filePath` finds it from the source file that names it).
    ///
    /// Each change is read and loaded as `LayoutFile(contentsOf:)` does; a file that loads replaces the layout with
    /// `setCollectionViewLayout(_:animated:)`, keeping the first visible item where it was on screen. A file that
    /// does not load keeps the last good layout, logs its diagnostics and passes them to `onError`.
    @MainActor
    public final class LiveLayout {
        /// The file watched.
        public let url: URL
        /// The collection view the layout is applied to (not retained).
        public private(set) weak var collectionView: UICollectionView?
        /// The last file that loaded: the one applied.
        public private(set) var file: LayoutFile?
        /// The errors of the last load, if it failed; nil once a load succeeds.
        public private(set) var lastError: LayoutFileError?
        /// Called with the errors of a change that does not load (they are logged too).
        public var onError: ((LayoutFileError) -> Void)?
        /// Called with each file applied.
        public var onReload: ((LayoutFile) -> Void)?

        private let makeLayout: (LayoutFile) -> UICollectionViewCompositionalLayout
        /// What the file was when last read (nil bytes: it could not be read); nil before the first read.
        private var seen: (stamp: FileStamp?, bytes: [UInt8]?)?
        nonisolated(unsafe) private var timer: (any DispatchSourceTimer)?

        /// Loads the file, applies it to `collectionView`, and checks it for changes every `interval` seconds (nil:
        /// only when `reloadIfChanged()` is called). `layout` makes the layout of each file loaded; by default its
        /// `compositionalLayout()`, which routes sections by the file's `indexes`.
        public init(
            file url: URL, collectionView: UICollectionView, interval: TimeInterval? = 0.5,
            onError: ((LayoutFileError) -> Void)? = nil,
            layout: @escaping (LayoutFile) -> UICollectionViewCompositionalLayout = { $0.compositionalLayout() }
        ) {
            self.url = url
            self.collectionView = collectionView
            self.onError = onError
            makeLayout = layout
            reloadIfChanged()
            if let interval { watch(every: interval) }
        }

        deinit { timer?.cancel() }

        /// Stops watching the file; the layout applied stays.
        public func stop() {
            timer?.cancel()
            timer = nil
        }

        /// Reads the file if it changed since it was last read, and applies it if it loads.
        /// - Returns: whether the file had changed.
        @discardableResult
        public func reloadIfChanged() -> Bool {
            let stamp = FileStamp(url)
            // An unchanged stamp is an unchanged file; a changed one may still hold the same bytes (a save with no
            // edit), and a file still missing is no change either.
            if let seen, stamp != nil, stamp == seen.stamp { return false }
            let read = Result { () throws(LayoutFileError) in try LayoutFile.read(url, path: url.path) }
            let bytes = try? read.get()
            if let seen, bytes == seen.bytes {
                self.seen = (stamp, bytes)
                return false
            }
            seen = (stamp, bytes)
            load(read)
            return true
        }

        private func load(_ read: Result<[UInt8], LayoutFileError>) {
            do throws(LayoutFileError) {
                let loaded = try LayoutFile(bytes: try read.get(), path: url.path)
                file = loaded
                lastError = nil
                apply(loaded)
                onReload?(loaded)
            } catch {
                lastError = error
                RuntimeLog.report("\(url.path) did not load; the last good layout stays.\n\(error.description)")
                onError?(error)
            }
        }

        /// Applies a new layout, keeping the first visible item at the same place in the visible bounds.
        private func apply(_ file: LayoutFile) {
            guard let view = collectionView else { return }
            let vertical = file.document.configuration.scrollDirection == .vertical
            let anchor = view.indexPathsForVisibleItems.min()
            let before = anchor.flatMap { view.layoutAttributesForItem(at: $0)?.frame.origin }
            let offset = view.contentOffset
            view.setCollectionViewLayout(makeLayout(file), animated: true)
            view.layoutIfNeeded()
            guard let anchor, let before, let after = view.layoutAttributesForItem(at: anchor)?.frame.origin else {
                return
            }
            let insets = view.adjustedContentInset
            let content = view.collectionViewLayout.collectionViewContentSize
            if vertical {
                let wanted = after.y - (before.y - offset.y)
                let highest = max(-insets.top, content.height - view.bounds.height + insets.bottom)
                view.contentOffset = CGPoint(x: offset.x, y: min(max(wanted, -insets.top), highest))
            } else {
                let wanted = after.x - (before.x - offset.x)
                let highest = max(-insets.left, content.width - view.bounds.width + insets.right)
                view.contentOffset = CGPoint(x: min(max(wanted, -insets.left), highest), y: offset.y)
            }
        }

        private func watch(every interval: TimeInterval) {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated { _ = self?.reloadIfChanged() }
            }
            timer.resume()
            self.timer = timer
        }
    }

    /// What tells a file's change without reading it: its modification date, size and file number (an editor that
    /// saves by replacing the file changes the last).
    struct FileStamp: Equatable {
        var modified: Date?
        var size: Int?
        var fileNumber: Int?

        init?(_ url: URL) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
            modified = attributes[.modificationDate] as? Date
            size = (attributes[.size] as? NSNumber)?.intValue
            fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.intValue
        }
    }
#endif
