/// A whole layout file, lowered: the value the engine, code generation and rendering read.
public struct LayoutDocument: Hashable, Sendable {
    /// UpperCamelCase: the name of the generated type.
    public var name: String
    public var deploymentTarget: DeploymentTarget
    public var configuration: LayoutConfiguration
    public var sections: NonEmpty<SectionLayout>
    public var preview: PreviewData?

    public init(
        name: String, deploymentTarget: DeploymentTarget = .default,
        configuration: LayoutConfiguration = LayoutConfiguration(), sections: NonEmpty<SectionLayout>,
        preview: PreviewData? = nil
    ) {
        self.name = name
        self.deploymentTarget = deploymentTarget
        self.configuration = configuration
        self.sections = sections
        self.preview = preview
    }

    public func section(named name: String) -> SectionLayout? {
        sections.first { $0.name == name }
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration`.
public struct LayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: Axis
    public var interSectionSpacing: Double
    public var contentInsetsReference: ContentInsetsReference?
    /// Boundary items anchored to the whole layout.
    public var boundaryItems: [BoundaryItem]

    public init(
        scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference? = nil, boundaryItems: [BoundaryItem] = []
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundaryItems = boundaryItems
    }
}

/// The lowest OS version per platform the generated code must run on.
public struct DeploymentTarget: Hashable, Sendable {
    public enum Platform: String, Hashable, Sendable, CaseIterable {
        case iOS, macOS, tvOS, visionOS
    }

    public var versions: [Platform: OSVersion]

    public init(_ versions: [Platform: OSVersion]) {
        self.versions = versions
    }

    /// iOS 15.0, as `Grammar/Reference.md` §3 specifies.
    public static let `default` = DeploymentTarget([.iOS: OSVersion(15, 0)])
}

/// A dotted OS version such as 15.0 or 17.4.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: Int...) {
        self.components = components
    }

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        let numbers = parts.compactMap { $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard numbers.count == parts.count, numbers.allSatisfy({ (0...999).contains($0) }) else { return nil }
        components = numbers
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let a = lhs.components + Array(repeating: 0, count: count - lhs.components.count)
        let b = rhs.components + Array(repeating: 0, count: count - rhs.components.count)
        return a.lexicographicallyPrecedes(b)
    }

    public var description: String {
        (components.count == 1 ? components + [0] : components).map(String.init).joined(separator: ".")
    }
}
