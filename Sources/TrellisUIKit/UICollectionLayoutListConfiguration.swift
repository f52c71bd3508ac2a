import Foundation

/// `UICollectionLayoutListConfiguration` (iOS 14). `appearance`, `headerMode`, `footerMode` and `showsSeparators`
/// shape the engine's list (Docs/Fidelity.md, "Lists"). The other properties are stored so that app code compiles
/// and tests can read them back, and have no effect on frames here: colours, separators and swipe actions do not
/// move anything, and `headerTopPadding` is not modelled (the engine's list metrics are approximations).
public struct UICollectionLayoutListConfiguration {
    /// The list's style.
    public enum Appearance: Int, Sendable {
        case plain = 0
        case grouped, insetGrouped, sidebar, sidebarPlain
    }
    /// Whether sections have a header.
    public enum HeaderMode: Int, Sendable {
        case none = 0
        case supplementary, firstItemInSection
    }
    /// Whether sections have a footer.
    public enum FooterMode: Int, Sendable {
        case none = 0
        case supplementary
    }

    /// Returns the swipe actions of the item at an index path.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Returns the separators of the item at an index path (iOS 14.5).
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators = true
    /// Stored only.
    public var backgroundColor: UIColor?
    /// Stored only (iOS 15); not modelled by the engine's list metrics.
    public var headerTopPadding: CGFloat?
    /// Stored only.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Stored only.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Stored only (iOS 14.5).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Stored only (iOS 14.5).
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// A list of `appearance` with no header or footer.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

/// `UIListSeparatorConfiguration` (iOS 14.5); stored only.
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        case automatic = 0
        case visible, hidden
    }

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets: NSDirectionalEdgeInsets = .zero
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = .zero
    public var color: UIColor = .separator

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// `UIContextualAction` (iOS 11); stored only.
public final class UIContextualAction {
    /// How the action looks.
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public let handler: Handler
    public var backgroundColor: UIColor?
    public var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// `UISwipeActionsConfiguration` (iOS 11); stored only.
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }
}
