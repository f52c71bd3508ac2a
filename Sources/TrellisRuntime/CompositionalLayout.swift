#if os(Linux)
    import TrellisUIKit
#elseif canImport(UIKit)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif
import Foundation
import TrellisEngine
import TrellisModel

extension LayoutFile {
    /// What a section provider's environment does not hold and version 2 expressions may read (`safeArea.top`,
    /// `margins.leading`, `readableWidth`): the collection view's safe area, directional layout margins and the
    /// width of its readable content guide.
    public struct Metrics: Sendable {
        public var safeArea: NSDirectionalEdgeInsets
        public var margins: NSDirectionalEdgeInsets
        public var readableWidth: CGFloat

        public init(safeArea: NSDirectionalEdgeInsets, margins: NSDirectionalEdgeInsets, readableWidth: CGFloat) {
            self.safeArea = safeArea
            self.margins = margins
            self.readableWidth = readableWidth
        }
    }

    /// A section the layout could not build in one environment: an expression without a value there, a section
    /// index no section layout serves, or a feature this OS version lacks. The section gets a stand-in (full-width
    /// rows estimated at 44 pt), so the app keeps running, and this says so.
    public struct SectionFailure: Error, Sendable, CustomStringConvertible {
        /// The section index the provider was asked for.
        public var sectionIndex: Int
        /// The section layout serving it, if any.
        public var sectionLayout: String?
        /// What went wrong, in words.
        public var message: String

        public var description: String {
            let layout = sectionLayout.map { " (section layout '\($0)')" } ?? ""
            return "section \(sectionIndex)\(layout): \(message); full-width rows stand in for it"
        }
    }

    /// The file as a compositional layout whose section provider applies its routing, variants, expressions and
    /// conditions to the live environment, as the file's generated code does.
    /// - Parameters:
    ///   - section: the section layout of each section index, by name (a diffable data source's section
    ///     identifiers, say); nil uses the file's `indexes`.
    ///   - itemSizes: the sizes of a section's items, for masonry and flow groups (a zero height is a square masonry
    ///     item, a zero width the flow's estimated width); nil gives every item of the collection view's sections
    ///     zero sizes.
    ///   - metrics: the safe area, margins and readable width expressions read; nil reads the collection view's.
    ///   - onFailure: called for each section that could not be built (also logged).
    @MainActor
    public func compositionalLayout(
        section: ((_ sectionIndex: Int) -> String?)? = nil,
        itemSizes: ((_ sectionIndex: Int) -> [CGSize])? = nil,
        metrics: (() -> Metrics)? = nil,
        onFailure: ((SectionFailure) -> Void)? = nil
    ) -> PlatformCompositionalLayout {
        let provider = RuntimeSectionProvider(
            file: self, section: section, itemSizes: itemSizes, metrics: metrics, onFailure: onFailure)
        let layout = PlatformCompositionalLayout(
            sectionProvider: { sectionIndex, environment in
                provider.section(at: sectionIndex, environment: environment)
            }, configuration: configuration())
        provider.layout = layout
        return layout
    }

    /// The layout's configuration: scroll direction, spacing between sections, its content insets reference and its
    /// boundary items. What this OS or platform lacks is left out and logged, never dropped silently.
    @MainActor
    func configuration() -> PlatformLayoutConfiguration {
        let model = document.configuration
        let configuration = PlatformLayoutConfiguration()
        configuration.scrollDirection = model.scrollDirection == .vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = CGFloat(model.interSectionSpacing)
        if let reference = model.contentInsetsReference {
            #if os(Linux) || canImport(UIKit)
                if #available(iOS 14.0, tvOS 14.0, *) {
                    configuration.contentInsetsReference = SectionBuilder.reference(reference)
                } else {
                    RuntimeLog.report("\(path): the configuration's contentInsetsReference needs iOS 14; left out")
                }
            #else
                RuntimeLog.report("\(path): AppKit has no contentInsetsReference (\(reference.rawValue)); left out")
            #endif
        }
        let builder = SectionBuilder { [] }
        configuration.boundarySupplementaryItems = model.boundaryItems.compactMap { item in
            do throws(SectionBuilder.Refusal) {
                return try builder.boundaryItem(item)
            } catch {
                RuntimeLog.report("\(path): the configuration's '\(item.kind.rawValue)': \(error.message); left out")
                return nil
            }
        }
        return configuration
    }
}

/// The section provider of one run-time layout: section index and live environment -> the platform's section.
@MainActor
final class RuntimeSectionProvider {
    let file: LayoutFile
    let providers: SectionProviders
    let route: ((Int) -> String?)?
    let itemSizes: ((Int) -> [CGSize])?
    let metrics: (() -> LayoutFile.Metrics)?
    let onFailure: ((LayoutFile.SectionFailure) -> Void)?
    weak var layout: PlatformCompositionalLayout?

    init(
        file: LayoutFile, section: ((Int) -> String?)?, itemSizes: ((Int) -> [CGSize])?,
        metrics: (() -> LayoutFile.Metrics)?, onFailure: ((LayoutFile.SectionFailure) -> Void)?
    ) {
        self.file = file
        providers = SectionProviders(document: file.document)
        route = section
        self.itemSizes = itemSizes
        self.metrics = metrics
        self.onFailure = onFailure
    }

    func section(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let layout: SectionLayout?
        if let route {
            layout = route(index).flatMap { file.document.section(named: $0) }
            if layout == nil {
                let name = route(index).map { "'\($0)', which the file does not declare" } ?? "no section layout"
                return failed(index, nil, "the app named \(name)", environment)
            }
        } else {
            layout = providers.sectionLayout(forIndex: index)
        }
        guard let layout else { return failed(index, nil, "no section layout's indexes serve it", environment) }
        let effective = environment.container.effectiveContentSize
        let live = layoutEnvironment(environment)
        let content: SectionContent, groupContainer: Size
        do {
            content = try providers.choice(
                for: layout, environment: live,
                effective: Size(width: Double(effective.width), height: Double(effective.height)),
                iOSVersion: Self.iOSVersion
            ).content
            // The engine's container for the top-level group (Docs/Semantics.md §3.3), from the live environment.
            groupContainer = try providers.containers(
                of: ResolvedSection(layoutName: layout.name, content: content), environment: live
            ).group
        } catch {
            return failed(index, layout.name, Self.words(error), environment)
        }
        let builder = SectionBuilder { [weak self] in self?.sizes(ofSection: index) ?? [] }
        do {
            return try builder.section(content, groupContainer: groupContainer, environment: environment)
        } catch {
            return failed(index, layout.name, error.message, environment)
        }
    }

    /// The engine's environment for the live one: its container, traits, and the metrics expressions read.
    private func layoutEnvironment(_ environment: any NSCollectionLayoutEnvironment) -> LayoutEnvironment {
        let size = environment.container.contentSize
        let metrics = self.metrics?() ?? viewMetrics()
        func edges(_ insets: NSDirectionalEdgeInsets) -> EdgeInsets {
            EdgeInsets(
                top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                trailing: Double(insets.trailing))
        }
        #if os(Linux) || canImport(UIKit)
            let traits = environment.traitCollection
            var made = LayoutEnvironment(
                container: Size(width: Double(size.width), height: Double(size.height)),
                safeArea: edges(metrics.safeArea), layoutMargins: edges(metrics.margins),
                readableWidth: Double(metrics.readableWidth), scale: Double(traits.displayScale),
                horizontalSizeClass: Self.sizeClass(traits.horizontalSizeClass),
                verticalSizeClass: Self.sizeClass(traits.verticalSizeClass))
            made.contentSizeCategory = Self.contentSizeCategory(traits.preferredContentSizeCategory)
            made.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            return made
        #else
            // AppKit's environment has no traits: size classes follow the container, as on a Mac.
            return LayoutEnvironment(
                container: Size(width: Double(size.width), height: Double(size.height)),
                safeArea: edges(metrics.safeArea), layoutMargins: edges(metrics.margins),
                readableWidth: Double(metrics.readableWidth), scale: 2)
        #endif
    }

    /// The collection view's safe area, margins and readable width; zeros before it has one.
    private func viewMetrics() -> LayoutFile.Metrics {
        guard let view = layout?.collectionView else {
            return LayoutFile.Metrics(safeArea: .zero, margins: .zero, readableWidth: 0)
        }
        #if os(Linux)
            let device = view.environment.layout
            func insets(_ edges: EdgeInsets) -> NSDirectionalEdgeInsets {
                NSDirectionalEdgeInsets(
                    top: edges.top, leading: edges.leading, bottom: edges.bottom, trailing: edges.trailing)
            }
            return LayoutFile.Metrics(
                safeArea: insets(device.safeArea), margins: insets(device.layoutMargins),
                readableWidth: device.readableWidth)
        #elseif canImport(UIKit)
            let safe = view.safeAreaInsets
            let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return LayoutFile.Metrics(
                safeArea: NSDirectionalEdgeInsets(
                    top: safe.top, leading: rightToLeft ? safe.right : safe.left, bottom: safe.bottom,
                    trailing: rightToLeft ? safe.left : safe.right),
                margins: view.directionalLayoutMargins, readableWidth: view.readableContentGuide.layoutFrame.width)
        #else
            let safe = view.safeAreaInsets
            return LayoutFile.Metrics(
                safeArea: NSDirectionalEdgeInsets(
                    top: safe.top, leading: safe.left, bottom: safe.bottom, trailing: safe.right),
                margins: .zero, readableWidth: view.bounds.width)
        #endif
    }

    private func sizes(ofSection index: Int) -> [CGSize] {
        if let itemSizes { return itemSizes(index) }
        guard let view = layout?.collectionView, index < view.numberOfSections else { return [] }
        return Array(repeating: .zero, count: view.numberOfItems(inSection: index))
    }

    /// Reports a section that could not be built, and returns full-width rows estimated at 44 pt in its place.
    private func failed(
        _ index: Int, _ layout: String?, _ message: String, _ environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let failure = LayoutFile.SectionFailure(sectionIndex: index, sectionLayout: layout, message: message)
        RuntimeLog.report("\(file.path): \(failure)")
        onFailure?(failure)
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        return NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    }

    /// The iOS version `iOS:` conditions compare with: the running system's on iOS; elsewhere the newest, as
    /// `#available(iOS n, *)` in generated code holds on every other platform.
    static var iOSVersion: OSVersion {
        #if os(iOS) && !targetEnvironment(macCatalyst)
            let version = ProcessInfo.processInfo.operatingSystemVersion
            return OSVersion(version.majorVersion, version.minorVersion)
        #else
            return OSVersion(LayoutOptions.newestIOSVersion, 0)
        #endif
    }

    private static func words(_ failure: LayoutFailure) -> String {
        if case let .expressionValue(expression, problem) = failure.reason {
            return "\(failure.path): \(expression) \(problem)"
        }
        return "\(failure.path): \(failure.reason)"
    }

    #if os(Linux) || canImport(UIKit)
        private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> SizeClass? {
            switch sizeClass {
            case .compact: return .compact
            case .regular: return .regular
            default: return nil
            }
        }

        private static let contentSizeCategories: [(UIContentSizeCategory, ContentSizeCategory)] = [
            (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
            (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge),
            (.extraExtraExtraLarge, .extraExtraExtraLarge), (.accessibilityMedium, .accessibilityMedium),
            (.accessibilityLarge, .accessibilityLarge), (.accessibilityExtraLarge, .accessibilityExtraLarge),
            (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
            (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
        ]

        private static func contentSizeCategory(_ category: UIContentSizeCategory) -> ContentSizeCategory {
            contentSizeCategories.first { $0.0 == category }?.1 ?? .large
        }
    #endif
}

/// Where the runtime says what went wrong when no one listens: the console, as UIKit's own layout warnings are.
enum RuntimeLog {
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("TrellisRuntime: \(message)\n".utf8))
    }
}

extension LayoutFile {
    /// The sections the layout's provider returns for sections `0..<count` in `environment`, named by `section`:
    /// what `compositionalLayout()` builds, without a collection view (for the benchmark).
    @MainActor
    package func sections(
        _ count: Int, environment: any NSCollectionLayoutEnvironment, section: @escaping (Int) -> String?
    ) -> [NSCollectionLayoutSection] {
        let provider = RuntimeSectionProvider(
            file: self, section: section, itemSizes: { _ in [] }, metrics: nil, onFailure: nil)
        return (0..<count).map { provider.section(at: $0, environment: environment) }
    }
}
