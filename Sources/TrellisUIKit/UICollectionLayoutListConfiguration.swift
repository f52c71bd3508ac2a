import Foundation

/// `UICollectionLayoutListConfiguration` (iOS 14), with the keys the language has.
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

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators = true

    /// A list of `appearance` with no header or footer.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
