import Foundation
import TrellisEngine
import TrellisModel

@MainActor
extension UICollectionViewCompositionalLayout {
    /// Lays the layout out with Trellis's engine, as a collection view of `environment`'s size
    /// with `sections` of data would: calls the section provider for every section, turns what
    /// it returns into the engine's model, and returns every frame.
    public func layout(
        in environment: LayoutEnvironment, sections: [SectionInput], options: LayoutOptions = LayoutOptions()
    ) throws(LayoutFailure) -> FrameTree {
        let configuration = Conversion.configuration(self.configuration)
        let frame = environment.container
        // The engine's container insets, so effectiveContentSize is what its section providers see.
        let edges = SectionProviders.containerInsets(environment, configuration: configuration)
        let insets = NSDirectionalEdgeInsets(
            top: edges.top, leading: edges.leading, bottom: edges.bottom, trailing: edges.trailing)
        let traits = UITraitCollection(
            horizontalSizeClass: environment.horizontalSizeClass == .regular ? .regular : .compact,
            verticalSizeClass: environment.verticalSizeClass == .regular ? .regular : .compact,
            displayScale: environment.scale)
        let layoutEnvironment = StandInEnvironment(
            container: StandInEnvironment.Container(
                contentSize: CGSize(width: frame.width, height: frame.height), contentInsets: insets),
            traitCollection: traits)

        var resolved: [ResolvedSectionInput] = []
        for (index, input) in sections.enumerated() {
            // UIKit raises an exception for a section with no layout; the engine refuses it.
            guard let section = sectionProvider(index, layoutEnvironment) else {
                throw LayoutFailure(.missingSectionLayout(sectionIndex: index), section: nil, site: .container)
            }
            var customItems: [[Int]: CustomItemProvider] = [:]
            let content = Conversion.section(section, traits: traits, customItems: &customItems)
            resolved.append(
                ResolvedSectionInput(
                    section: ResolvedSection(layoutName: "section \(index)", content: content),
                    data: SectionData(layout: "section \(index)", itemCount: input.itemCount, measured: input.measured),
                    customItems: customItems))
        }
        return try LayoutEngine.layout(
            resolved: resolved, configuration: configuration, layoutName: "\(type(of: self))",
            environment: environment, options: options)
    }
}
