/// A whole layout file, lowered: the value the engine, code generation and rendering read.
package struct LayoutDocument: Hashable, Sendable {
    /// UpperCamelCase: the name of the generated type.
    package var name: String
    package var deploymentTarget: DeploymentTarget
    package var configuration: LayoutConfiguration
    package var sections: NonEmpty<SectionLayout>
    package var preview: PreviewData?

    package init(
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

    package func section(named name: String) -> SectionLayout? {
        sections.first { $0.name == name }
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration`.
package struct LayoutConfiguration: Hashable, Sendable {
    package var scrollDirection: Axis
    package var interSectionSpacing: Double
    package var contentInsetsReference: ContentInsetsReference?
    /// Boundary items anchored to the whole layout.
    package var boundaryItems: [BoundaryItem]

    package init(
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
package struct DeploymentTarget: Hashable, Sendable {
    package enum Platform: String, Hashable, Sendable, CaseIterable {
        case iOS, macOS, tvOS, visionOS
    }

    package var versions: [Platform: OSVersion]

    package init(_ versions: [Platform: OSVersion]) {
        self.versions = versions
    }

    /// iOS 15.0, as `Grammar/Reference.md` §3 specifies.
    package static let `default` = DeploymentTarget([.iOS: OSVersion(15, 0)])
}

/// A dotted OS version such as 15.0 or 17.4.
package struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var components: [Int]

    package init(_ components: Int...) {
        self.components = components
    }

    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        let numbers = parts.compactMap { $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard numbers.count == parts.count, numbers.allSatisfy({ (0...999).contains($0) }) else { return nil }
        components = numbers
    }

    package static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let a = lhs.components + Array(repeating: 0, count: count - lhs.components.count)
        let b = rhs.components + Array(repeating: 0, count: count - rhs.components.count)
        return a.lexicographicallyPrecedes(b)
    }

    package var description: String {
        (components.count == 1 ? components + [0] : components).map(String.init).joined(separator: ".")
    }
}
