import Foundation

/// `NSCollectionLayoutGroup` (iOS 13; `repeatingSubitem:count:` iOS 16).
@preconcurrency @MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    enum Repetition {
        /// `subitems:`: repeated until the next does not fit.
        case none
        /// `subitem:count:`: exactly `count`, resized to equal shares.
        case resized(Int)
        /// `repeatingSubitem:count:`: exactly `count`, each keeping its size.
        case keepingSize(Int)
    }

    let arrangement: Arrangement
    let repetition: Repetition
    public let subitems: [NSCollectionLayoutItem]
    public var interItemSpacing: NSCollectionLayoutSpacing?

    required init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
        repetition: Repetition
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        super.init(size: layoutSize, supplementaryItems: [])
    }

    /// Groups take supplementary items after they are made (`supplementaryItems` is settable on groups).
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    /// A row that repeats `subitems` in order while the next still fits.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repetition: .none)
    }

    /// A column that repeats `subitems` in order while the next still fits.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repetition: .none)
    }

    /// A row of exactly `count` copies of `subitem`, each resized to an equal share.
    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .resized(count))
    }

    /// A column of exactly `count` copies of `subitem`, each resized to an equal share.
    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .resized(count))
    }

    /// A row of exactly `count` copies of `subitem`, each keeping its own size (iOS 16).
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .keepingSize(count))
    }

    /// A column of exactly `count` copies of `subitem`, each keeping its own size (iOS 16).
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .keepingSize(count))
    }

    /// A group whose items' frames `itemProvider` returns for the group's resolved size.
    public class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], repetition: .none)
    }
}
