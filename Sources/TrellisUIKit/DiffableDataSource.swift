import Foundation

/// `NSDiffableDataSourceSnapshot`: sections and their items by identifier, whose counts drive the layout. As in
/// UIKit, appending items with no section, or an identifier already in the snapshot, is a programming error and
/// stops the program with UIKit's reason.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable
        & Sendable
>: Sendable {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { insertSection(identifier, at: sections.count) }
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
    ) {
        guard var index = indexOfSection(before) else { preconditionFailure("Invalid section identifier \(before)") }
        for identifier in identifiers {
            insertSection(identifier, at: index)
            index += 1
        }
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
    ) {
        guard var index = indexOfSection(after) else { preconditionFailure("Invalid section identifier \(after)") }
        for identifier in identifiers {
            index += 1
            insertSection(identifier, at: index)
        }
    }

    private mutating func insertSection(_ identifier: SectionIdentifierType, at index: Int) {
        precondition(indexOfSection(identifier) == nil, "Supplied section identifiers are not unique: \(identifier)")
        sections.insert((identifier, []), at: index)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        precondition(
            !sections.isEmpty, "There are currently no sections in the data source; please add a section first.")
        let index = section.map { indexOfSection($0) } ?? sections.count - 1
        guard let index else { preconditionFailure("Invalid section identifier \(section!)") }
        for identifier in identifiers { checkUnique(identifier) }
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        insertItems(identifiers, next: before, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        insertItems(identifiers, next: after, offset: 1)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], next: ItemIdentifierType, offset: Int) {
        guard let section = sections.firstIndex(where: { $0.items.contains(next) }),
            let index = sections[section].items.firstIndex(of: next)
        else { preconditionFailure("Invalid item identifier \(next)") }
        for identifier in identifiers { checkUnique(identifier) }
        sections[section].items.insert(contentsOf: identifiers, at: index + offset)
    }

    private func checkUnique(_ identifier: ItemIdentifierType) {
        precondition(
            !sections.contains { $0.items.contains(identifier) },
            "Supplied item identifiers are not unique: \(identifier)")
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }

    /// Reloading and reconfiguring change no count: nothing to do for the layout.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {}
}

/// `NSDiffableDataSourceSectionSnapshot`: one section's items as a tree; the visible ones (roots, and the children
/// of expanded items) are the section's items.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    public private(set) var items: [ItemIdentifierType] = []
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    public var rootItems: [ItemIdentifierType] { items.filter { parents[$0] == nil } }

    public mutating func append(_ identifiers: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        var position = items.count
        if let parent {
            guard let index = items.firstIndex(of: parent) else { preconditionFailure("Invalid parent \(parent)") }
            // After the parent's last descendant.
            position = index + 1
            while position < items.count, isDescendant(items[position], of: parent) { position += 1 }
        }
        for identifier in identifiers {
            precondition(!items.contains(identifier), "Supplied item identifiers are not unique: \(identifier)")
            parents[identifier] = parent
        }
        items.insert(contentsOf: identifiers, at: position)
    }

    private func isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
        var current = parents[item]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }

    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }
    public func contains(_ item: ItemIdentifierType) -> Bool { items.contains(item) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// The items shown: those whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] {
        items.filter { item in
            var current = parents[item]
            while let parent = current {
                if !expanded.contains(parent) { return false }
                current = parents[parent]
            }
            return true
        }
    }
}

/// `UICollectionViewDiffableDataSource`: the collection view's data source from snapshots. The layout asks it for
/// counts; cells are made only when a cell is asked for (the stand-in's layout never asks).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable
        & Sendable
>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] =
        [:]

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
        collectionView?.collectionViewLayout.invalidateLayout()
        completion?()
    }

    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A section's items as a tree: the section takes its visible items.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        apply(whole, animatingDifferences: animatingDifferences)
        sectionSnapshots[section] = snapshot
        completion?()
    }

    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        if let known = sectionSnapshots[section] { return known }
        var snapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        snapshot.append(current.itemIdentifiers(inSection: section))
        return snapshot
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (index, section) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) {
                return IndexPath(item: item, section: index)
            }
        }
        return nil
    }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }
}

extension UICollectionView {
    /// `UICollectionView.CellRegistration`: a cell class (or nib) and the handler that configures it.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        public let handler: Handler
        public let cellNib: UINib?

        public init(handler: @escaping Handler) {
            self.handler = handler
            cellNib = nil
        }

        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            self.cellNib = cellNib
        }
    }

    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        public let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(elementKind: elementKind, handler: handler)
        }
    }

    /// Cells are views the stand-in does not make (an app's cell classes have no initializer it can call): layout
    /// never dequeues, and a test that asks for a cell stops here, saying so.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        preconditionFailure("the UIKit stand-in lays out without cells; it makes none for \(indexPath)")
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        preconditionFailure("the UIKit stand-in lays out without views; it makes none for \(indexPath)")
    }

    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView()
    }

    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}

    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {}
}

/// `UINib`: named, so registrations compile; nothing is loaded.
public final class UINib: Sendable {
    public let name: String
    public init(nibName name: String, bundle: Bundle?) { self.name = name }
}

/// `UIScrollViewDelegate`, `UICollectionViewDelegate`, `UICollectionViewDelegateFlowLayout`: conformances compile;
/// their methods (all optional in UIKit) are the app's and change no frame of a compositional layout.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {}
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}
