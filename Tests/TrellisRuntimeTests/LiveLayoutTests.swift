import Foundation
import Testing
import TrellisRuntime
import TrellisTestSupport
import TrellisUIKit

/// `LiveLayout` on a stand-in collection view: an edit of the file changes the frames to the new layout's, a broken
/// edit keeps them and reports the diagnostic, a fixed edit recovers. Frames are worked by hand: 40 full-width rows in
/// one section on a 393 x 852 iPhone 16 (safe area 59 top, 34 bottom), no insets. A class, so each test's folder is
/// removed when the test ends.
@MainActor @Suite(.serialized) final class LiveLayoutTests {
    /// One section of full-width rows `height` tall with `spacing` between them.
    static func rows(height: Int, spacing: Int) -> String {
        """
        version: 1
        layout: Rows
        sections:
          - name: rows
            interGroupSpacing: \(spacing)
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: absolute(\(height))
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}

        """
    }

    let folder: URL
    let url: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent("Rows.layout.yaml")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: url)
    }

    func itemFrame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    func collectionView() -> UICollectionView {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852),
            collectionViewLayout: UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(
                    group: .vertical(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                        subitems: [
                            NSCollectionLayoutItem(
                                layoutSize: NSCollectionLayoutSize(
                                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        ]))))
        view.environment = .iPhone16
        view.dataSource = SectionInputDataSource(itemCounts: [40])
        return view
    }

    @Test func editsApplyBrokenEditsKeepTheLastGoodLayoutAndFixesRecover() throws {
        try write(Self.rows(height: 100, spacing: 0))
        let view = collectionView()
        var errors: [LayoutFileError] = []
        var reloads = 0
        let live = LiveLayout(file: url, collectionView: view, interval: nil, onError: { errors.append($0) })
        live.onReload = { _ in reloads += 1 }
        // Row i of 100 pt rows lies at y = 100 i.
        #expect(itemFrame(view, 3) == CGRect(x: 0, y: 300, width: 393, height: 100))
        #expect(live.file?.name == "Rows")

        // Nothing changed: nothing is read again.
        #expect(live.reloadIfChanged() == false)

        // 50 pt rows 10 pt apart: row i at y = 60 i.
        try write(Self.rows(height: 50, spacing: 10))
        #expect(live.reloadIfChanged())
        #expect(itemFrame(view, 3) == CGRect(x: 0, y: 180, width: 393, height: 50))
        #expect(reloads == 1)

        // A broken edit (a misspelt key) keeps the 60 pt pitch and reports where and why.
        try write(
            Self.rows(height: 80, spacing: 0).replacingOccurrences(of: "interGroupSpacing", with: "interGroupSpacng"))
        #expect(live.reloadIfChanged())
        #expect(itemFrame(view, 3) == CGRect(x: 0, y: 180, width: 393, height: 50))
        let error = try #require(errors.last)
        #expect(error.diagnostics.map(\.rule.rawValue) == ["unknown_key"])
        #expect(error.description.contains("\(url.path):5:5: error: unknown key 'interGroupSpacng'"))
        #expect(live.lastError != nil)
        #expect(live.file?.name == "Rows")

        // The fix recovers: 80 pt rows, row i at y = 80 i.
        try write(Self.rows(height: 80, spacing: 0))
        #expect(live.reloadIfChanged())
        #expect(itemFrame(view, 3) == CGRect(x: 0, y: 240, width: 393, height: 80))
        #expect(live.lastError == nil)
        #expect(errors.count == 1)
        #expect(reloads == 2)
    }

    @Test func theFirstVisibleItemKeepsItsPlaceOnScreen() throws {
        try write(Self.rows(height: 100, spacing: 0))
        let view = collectionView()
        let live = LiveLayout(file: url, collectionView: view, interval: nil)
        // Scrolled to 250: row 2 (200 to 300) is the first visible, 50 pt above the top of the visible bounds.
        view.contentOffset = CGPoint(x: 0, y: 250)
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 2, section: 0))
        try write(Self.rows(height: 50, spacing: 10))
        live.reloadIfChanged()
        // Row 2 now lies at 120; 50 pt above the top again puts the top at 170.
        #expect(view.contentOffset == CGPoint(x: 0, y: 170))
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 2, section: 0))
    }

    @Test func aFileThatNeverLoadedLeavesTheCollectionViewsLayoutAndSaysWhy() throws {
        try write("version: 1\nlayout: Rows\nsections: [")
        let view = collectionView()
        let before = view.collectionViewLayout
        var errors: [LayoutFileError] = []
        let live = LiveLayout(file: url, collectionView: view, interval: nil, onError: { errors.append($0) })
        #expect(view.collectionViewLayout === before)
        #expect(live.file == nil)
        #expect(errors.first?.diagnostics.first?.rule.rawValue == "yaml_syntax")
        try write(Self.rows(height: 100, spacing: 0))
        live.reloadIfChanged()
        #expect(itemFrame(view, 1) == CGRect(x: 0, y: 100, width: 393, height: 100))
    }

    @Test func aRemovedFileKeepsTheLayoutAndSaysItCannotBeRead() throws {
        try write(Self.rows(height: 100, spacing: 0))
        let view = collectionView()
        var errors: [LayoutFileError] = []
        let live = LiveLayout(file: url, collectionView: view, interval: nil, onError: { errors.append($0) })
        try FileManager.default.removeItem(at: url)
        #expect(live.reloadIfChanged())
        #expect(itemFrame(view, 1) == CGRect(x: 0, y: 100, width: 393, height: 100))
        #expect(errors.first?.description.contains("cannot read '\(url.path)'") == true)
    }
}
