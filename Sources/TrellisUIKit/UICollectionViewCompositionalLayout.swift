import Foundation

/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayout` (iOS 13). Frames come from Trellis's engine:
/// `layout(in:sections:)` in TrellisUIKit's Layout.swift.
@MainActor
public class UICollectionViewCompositionalLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    public var configuration: UICollectionViewCompositionalLayoutConfiguration
    /// Decoration view classes by element kind, as `register(_:forDecorationViewOfKind:)` left them.
    public private(set) var decorationViewClasses: [String: AnyClass] = [:]

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
    }

    /// A layout that asks `sectionProvider` for each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    /// Registers the view class of a decoration kind; ``decorationViewClasses`` records it.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }
}
