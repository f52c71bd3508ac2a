import Foundation
import TrellisEngine
import TrellisModel

/// `UICollectionViewDataSource`. Without Objective-C, the optional requirements have default implementations:
/// one section, and a plain cell.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell()
    }
}

/// A stand-in data source: the item counts (and what self-sizing measures) of each section.
@preconcurrency @MainActor
public final class SectionInputDataSource: UICollectionViewDataSource {
    public var sections: [SectionInput]

    public init(_ sections: [SectionInput]) { self.sections = sections }

    /// Sections with these item counts, nothing measured.
    public convenience init(itemCounts: [Int]) { self.init(itemCounts.map { SectionInput(itemCount: $0) }) }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].itemCount
    }
}

/// `UICollectionView`: a scroll view that holds a layout, asks its data source for counts and answers the layout's
/// attributes. The stand-in adds the scroll offsets of orthogonal sections, which UIKit keeps in private scroll views.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public nonisolated static let elementKindSectionHeader = ElementKind.uikitSectionHeader
    public nonisolated static let elementKindSectionFooter = ElementKind.uikitSectionFooter

    /// The direction a collection view scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal
    }

    /// What a set of layout attributes describes.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView, decorationView
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Held strongly, unlike UIKit's weak reference, so a test can hand over a data source it does not keep.
    open var dataSource: (any UICollectionViewDataSource)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }
    open weak var delegate: (any UICollectionViewDelegate)?
    /// Selection settings layout code sets beside the layout; neither changes a frame. (The scrolling settings
    /// are `UIScrollView`'s.)
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}

    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The scroll position; the layout's visible-items handlers and pinned boundary items see it. Until it is set
    /// it rests with the content's start just inside the adjusted content inset (`adjustedContentInset`:
    /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` selects):
    /// `(0, -adjustedContentInset.top)` for vertical scrolling, `(-adjustedContentInset.left, 0)` for horizontal.
    /// By default (`.automatic`, no content inset) that is minus the top safe area.
    ///
    /// At rest, pinned boundary items stay where the engine places them from the safe area (Semantics.md §9); an
    /// offset the app sets places them. Whether UIKit pins them below the content inset is unmeasured.
    open override var contentOffset: CGPoint {
        get { explicitContentOffset ?? restingContentOffset }
        set {
            explicitContentOffset = newValue
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The offset set by the app, if any.
    private(set) var explicitContentOffset: CGPoint?

    private var restingContentOffset: CGPoint {
        let horizontal =
            (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection == .horizontal
        let insets = adjustedContentInset
        return horizontal ? CGPoint(x: -insets.left, y: 0) : CGPoint(x: 0, y: -insets.top)
    }

    /// Moves the resting `contentOffset` (see `adjustedContentInset`), and the visible-items handlers run again with
    /// it. The layout's frames stay: its container (what a section provider's `effectiveContentSize` measures) is
    /// the view's bounds, the content inset left out, as the stand-in lays out. Whether UIKit's compositional
    /// layout measures its container inside the content inset is unmeasured.
    open override var contentInset: UIEdgeInsets {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// Moves the resting `contentOffset` as `contentInset` does.
    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// Counts as vertical scrolling for `.scrollableAxes`, so it moves the resting `contentOffset` too.
    open override var alwaysBounceVertical: Bool {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// The scroll position of each orthogonally scrolling section's strip (stand-in only).
    public var orthogonalContentOffsets: [Int: CGPoint] = [:] {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    open override var frame: CGRect {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) { nil }

    /// The layout's `collectionViewContentSize`. UIKit sets a collection view's content size from its layout, so a
    /// size set here is not kept.
    open override var contentSize: CGSize {
        get { collectionViewLayout.collectionViewContentSize }
        set {}
    }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    open func numberOfItems(inSection section: Int) -> Int {
        dataSource.map { $0.collectionView(self, numberOfItemsInSection: section) } ?? 0
    }

    open func reloadData() { collectionViewLayout.invalidateLayout() }

    /// Replaces the layout, which lays out again (for the view's size, data source and offsets); nothing animates in
    /// the stand-in, and the completion runs at once, finished.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {}

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell()
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The index paths of the items whose frames meet the visible bounds, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        let visible = CGRect(origin: contentOffset, size: frame.size)
        return (collectionViewLayout.layoutAttributesForElements(in: visible) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    /// What the engine needs: the device with this view's size as the container, and the data source's sections.
    public var sectionInputs: [SectionInput] {
        if let inputs = dataSource as? SectionInputDataSource { return inputs.sections }
        return (0..<numberOfSections).map { SectionInput(itemCount: numberOfItems(inSection: $0)) }
    }
}
