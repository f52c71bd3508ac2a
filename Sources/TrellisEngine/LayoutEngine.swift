import TrellisCore
import TrellisModel

/// Trellis's layout engine: a deterministic re-implementation of how
/// `UICollectionViewCompositionalLayout` computes frames (the semantics reference, with the
/// choices of Docs/Fidelity.md). No I/O, no UIKit.
public enum LayoutEngine {
    /// Lays out every section of `data` with the section providers of `document`.
    public static func layout(
        _ document: LayoutDocument, environment: LayoutEnvironment, data: LayoutData,
        options: LayoutOptions = LayoutOptions()
    ) -> Result<FrameTree, LayoutFailure> {
        let frameSize = environment.container
        guard frameSize.width > 0, frameSize.height > 0, frameSize.width.isFinite, frameSize.height.isFinite else {
            // AppKit generated items without end for a zero-width container (semantics §4.8).
            return .failure(
                LayoutFailure(
                    rule: .nonPositiveEffectiveSize,
                    message:
                        "the container is \(points(frameSize.width)) × \(points(frameSize.height)) pt; it must be "
                            + "wider and taller than 0",
                    section: nil, site: .container))
        }
        let configuration = document.configuration
        let solver = SectionSolver(environment: environment, configuration: configuration, options: options)
        let main = configuration.scrollDirection
        let providers = SectionProviders(document: document)
        var providerCache: [String: @Sendable (Int, LayoutEnvironment) -> ResolvedSection] = [:]

        // Global boundary items take the layout container as theirs (semantics §3.3, §7).
        let container = solver.layoutContainer(nil)
        guard container.length > 0 else {
            return .failure(
                LayoutFailure(
                    rule: .nonPositiveEffectiveSize,
                    message:
                        "the layout container is \(points(container.length)) pt wide after the content insets "
                            + "reference",
                    section: nil, site: .container))
        }
        let emptyMeasurements = Measurements(pass: options.sizing, measured: [:], itemCount: 0)
        var global = BoundaryLayout(
            scrollAxis: main, environment: environment, options: options, measurements: emptyMeasurements,
            band: container, mainLength: frameSize.length(main))
        // AppKit drops the global items of a layout without sections (semantics §7).
        let globalItems = data.sections.isEmpty ? [] : configuration.boundaryItems
        var cursor = global.place(globalItems, edge: .start, at: 0)

        var sections: [SectionFrames] = []
        sections.reserveCapacity(data.sections.count)
        for (index, sectionData) in data.sections.enumerated() {
            guard let layout = document.section(named: sectionData.layout) else {
                return .failure(
                    LayoutFailure(
                        rule: .unknownSection,
                        message:
                            "section \(index) names section layout '\(sectionData.layout)', which the file does not "
                                + "define",
                        section: nil, site: .container))
            }
            if providerCache[layout.name] == nil { providerCache[layout.name] = providers.provider(for: layout) }
            let resolved = providerCache[layout.name]!(index, environment)
            if index > 0 { cursor += configuration.interSectionSpacing }
            switch solver.solve(resolved.content, name: layout.name, index: index, data: sectionData, start: cursor) {
            case let .success(section):
                cursor = section.frame.end(main)
                sections.append(section)
            case var .failure(failure):
                failure.variant = resolved.variant
                return .failure(failure)
            }
        }

        let end = global.place(globalItems, edge: .end, at: cursor)
        global.placeSides(globalItems, hostStart: 0, hostEnd: end)
        global.pin(hostStart: 0, hostEnd: end)
        let contentSize = Size.along(main, end, cross: frameSize.length(main.other))
        return .success(
            FrameTree(
                layoutName: document.name, environment: environment, scrollDirection: main, contentSize: contentSize,
                sections: sections, supplementaries: global.frames))
    }
}
