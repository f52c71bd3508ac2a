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

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }
}
