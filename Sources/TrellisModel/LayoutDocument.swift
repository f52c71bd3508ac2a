/// A whole layout file, lowered: the value the engine, code generation and rendering read.
package struct LayoutDocument: Hashable, Sendable {
    /// UpperCamelCase: the name of the generated type.
    package var name: String
    package var deploymentTarget: DeploymentTarget
    package var configuration: LayoutConfiguration
    package var sections: NonEmpty<SectionLayout>
    package var preview: PreviewData?
    /// The language version the file declares: 1, or 2 for expressions, conditions and reuse.
    package var languageVersion: Int
    /// The file's `constants:` in order, each an expression over the environment and earlier constants.
    package var constants: [NamedConstant]

    package init(
        name: String, deploymentTarget: DeploymentTarget = .default,
        configuration: LayoutConfiguration = LayoutConfiguration(), sections: NonEmpty<SectionLayout>,
        preview: PreviewData? = nil, languageVersion: Int = 1, constants: [NamedConstant] = []
    ) {
        self.name = name
        self.deploymentTarget = deploymentTarget
        self.configuration = configuration
        self.sections = sections
        self.preview = preview
        self.languageVersion = languageVersion
        self.constants = constants
    }

    /// The constants by name, as expressions are evaluated against them.
    package var constantDefinitions: [String: Expression] {
        Dictionary(constants.map { ($0.name, $0.expression) }, uniquingKeysWith: { first, _ in first })
    }

    package func section(named name: String) -> SectionLayout? {
        sections.first { $0.name == name }
    }
}

/// One entry of `constants:`.
package struct NamedConstant: Hashable, Sendable {
    package var name: String
    package var expression: Expression

    package init(name: String, expression: Expression) {
        self.name = name
        self.expression = expression
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

    /// Missing components count as 0 (`17` is `17.0.0`), compared in place: lint compares versions per node.
    package static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let a = index < lhs.components.count ? lhs.components[index] : 0
            let b = index < rhs.components.count ? rhs.components[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    package var description: String {
        (components.count == 1 ? components + [0] : components).map(String.init).joined(separator: ".")
    }
}

extension LayoutDocument {
    /// Whether `text` is a layout's name as the language takes it: an UpperCamelCase Swift type name (ASCII letters
    /// and digits, an uppercase letter first).
    package static func isLayoutName(_ text: String) -> Bool { text.isASCIIIdentifier(firstIsUppercase: true) }

    /// The layout name a file's name makes: the name up to its first dot, as `layoutName(from:)` turns it into one
    /// (`Layouts/Feed.layout.yaml` and `Feed.swift` give `Feed`). What stands in where a file states no name.
    package static func layoutName(fromFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return layoutName(from: String(name.prefix { $0 != "." }))
    }

    /// A layout name made from any text, as `trellis import` and `layoutFile(named:)` name what they write: its
    /// ASCII letters and digits, each run starting a word (`make/../feed` gives `MakeFeed`), `Layout` before a
    /// leading digit, `Imported` for none.
    package static func layoutName(from text: String) -> String {
        var name = "", startsWord = true
        for scalar in text.unicodeScalars {
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else {
                startsWord = true
                continue
            }
            name += startsWord ? String(scalar).uppercased() : String(scalar)
            startsWord = false
        }
        if name.isEmpty { return "Imported" }
        return name.first!.isLetter ? name : "Layout" + name
    }
}

extension String {
    /// Whether the text is ASCII letters and digits, a letter first, uppercase or lowercase as asked: the names the
    /// language takes for layouts, views, sections and constants. Read as bytes, as ASCII's bytes are its characters:
    /// asking Unicode's tables of each showed in lint's profile.
    package func isASCIIIdentifier(firstIsUppercase: Bool) -> Bool {
        let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z"), letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard let first = utf8.first, capitals.contains(first) == firstIsUppercase,
            capitals.contains(first) || letters.contains(first)
        else { return false }
        return utf8.allSatisfy { capitals.contains($0) || letters.contains($0) || digits.contains($0) }
    }
}
