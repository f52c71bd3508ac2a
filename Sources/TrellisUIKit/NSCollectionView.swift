import Foundation

/// `NSCollectionView`, as far as laying a compositional layout out needs it: a frame, a layout, a data source,
/// item registration, and its element kinds. AppKit's data source protocol differs from UIKit's, so the view
/// holds a `UICollectionView` inside and hands it UIKit's shape of the same data.
@preconcurrency @MainActor
open class NSCollectionView: UIView {
    public nonisolated static let elementKindSectionHeader = UICollectionView.elementKindSectionHeader
    public nonisolated static let elementKindSectionFooter = UICollectionView.elementKindSectionFooter
    /// AppKit's name for the scroll direction.
    public typealias ScrollDirection = UICollectionView.ScrollDirection
    /// AppKit's name for element kinds.
    public typealias SupplementaryElementKind = String

    /// The UIKit-shaped view the layout is attached to.
    let backing: UICollectionView

    public override init(frame: CGRect) {
        backing = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }

    open override var frame: CGRect {
        didSet { backing.frame = frame }
    }

    open var collectionViewLayout: NSCollectionViewLayout? {
        didSet { backing.collectionViewLayout = collectionViewLayout ?? UICollectionViewLayout() }
    }

    /// Held strongly, as the stand-in's UIKit view holds its data source.
    open var dataSource: (any NSCollectionViewDataSource)? {
        didSet { backing.dataSource = dataSource.map { DataSourceAdapter(view: self, source: $0) } }
    }

    /// What self-sizing measures, by section (stand-in only; AppKit asks the items): the collection view's sections
    /// are these, in place of the data source's counts.
    public var measuredSections: [SectionInput]? {
        didSet { if let measuredSections { backing.dataSource = SectionInputDataSource(measuredSections) } }
    }

    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {}

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {}

    open func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath)
        -> NSCollectionViewItem
    {
        NSCollectionViewItem()
    }

    open func reloadData() { backing.reloadData() }

    /// AppKit's `layoutSubtreeIfNeeded()`: the layout is computed when its attributes are asked for.
    open func layoutSubtreeIfNeeded() {}

    open var numberOfSections: Int { backing.numberOfSections }

    open func numberOfItems(inSection section: Int) -> Int { backing.numberOfItems(inSection: section) }

    /// UIKit's shape of an AppKit data source.
    private final class DataSourceAdapter: UICollectionViewDataSource {
        unowned let view: NSCollectionView
        let source: any NSCollectionViewDataSource

        init(view: NSCollectionView, source: any NSCollectionViewDataSource) {
            self.view = view
            self.source = source
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { source.numberOfSections(in: view) }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            source.collectionView(view, numberOfItemsInSection: section)
        }
    }
}

/// `NSCollectionViewDataSource`. Without Objective-C, the optional requirement has a default: one section.
@preconcurrency @MainActor
public protocol NSCollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath)
        -> NSCollectionViewItem
    func numberOfSections(in collectionView: NSCollectionView) -> Int
}

extension NSCollectionViewDataSource {
    public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }
}

/// `NSCollectionViewItem`: what a data source returns for an item; the stand-in draws nothing.
@preconcurrency @MainActor
open class NSCollectionViewItem {
    public init() {}
}

/// `NSUserInterfaceItemIdentifier`: the identifier items are registered and made under.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `NSCollectionView.ElementCategory` and `NSCollectionElementCategory`: AppKit calls an item's category `.item`.
public typealias NSCollectionElementCategory = UICollectionView.ElementCategory

extension UICollectionView.ElementCategory {
    /// AppKit's name for `.cell`.
    public static var item: Self { .cell }
}
