import TrellisModel

/// Trellis's layout engine: a deterministic re-implementation of how
/// `UICollectionViewCompositionalLayout` computes frames (Docs/Semantics.md, with the choices
/// of Docs/Fidelity.md). No I/O, no UIKit.
///
/// It has two entries. ``layout(_:environment:data:options:)`` lays out a layout file's
/// document: it runs the file's section providers for every section of data.
/// ``layout(resolved:configuration:layoutName:environment:options:)`` lays out sections whose
/// contents a caller has already chosen, as the UIKit stand-in does with what a hand-written
/// section provider returns.
package enum LayoutEngine {
    /// Lays out every section of `data` with the section providers of `document`.
    ///
    /// - Parameters:
    ///   - document: the lowered layout file.
    ///   - environment: the collection view's size, insets and traits.
    ///   - data: each section's section layout name, item count and measured sizes.
    ///   - options: the self-sizing pass and the scroll offset pinned items follow.
    /// - Returns: every frame, with the content size.
    /// - Throws: a ``LayoutFailure`` for a layout UIKit would reject.
    package static func layout(
        _ document: LayoutDocument, environment: LayoutEnvironment, data: LayoutData,
        options: LayoutOptions = LayoutOptions()
    ) throws(LayoutFailure) -> FrameTree {
        try layout(SectionProviders(document: document), environment: environment, data: data, options: options)
    }

    /// The same, with the document's section providers already made: lint makes them once per file.
    package static func layout(
        _ providers: SectionProviders, environment: LayoutEnvironment, data: LayoutData,
        options: LayoutOptions = LayoutOptions()
    ) throws(LayoutFailure) -> FrameTree {
        let document = providers.document
        return try Self.layout(
            resolved: resolve(providers, environment: environment, data: data, iOSVersion: options.iOSVersion),
            configuration: document.configuration, layoutName: document.name, environment: environment,
            options: options)
    }

    /// How the engine derives one element's frame, step by step (`trellis explain`); nil when the layout has no
    /// such element.
    ///
    /// - Throws: a ``LayoutFailure`` for a layout UIKit would reject.
    package static func explain(
        _ element: FrameDerivation.Element, in document: LayoutDocument, environment: LayoutEnvironment,
        data: LayoutData, options: LayoutOptions = LayoutOptions()
    ) throws(LayoutFailure) -> FrameDerivation? {
        // An element the data does not have is not there to explain: decided before any arithmetic on its index (an
        // item index near Int.max once overflowed the solver's record of its repetition).
        guard data.sections.indices.contains(element.section) else { return nil }
        if let item = element.item, !(0..<data.sections[element.section].itemCount).contains(item) { return nil }
        let recorder = DerivationRecorder(element: element)
        let tree = try Self.layout(
            resolved: resolve(
                SectionProviders(document: document), environment: environment, data: data,
                iOSVersion: options.iOSVersion),
            configuration: document.configuration, layoutName: document.name, environment: environment,
            options: options, recorder: recorder)
        return recorder.derivation(
            in: tree, grid: options.grid(scale: environment.scale), iOSVersion: options.iOSVersion)
    }

    /// Each section of `data` with what its section provider returns in `environment`.
    private static func resolve(
        _ providers: SectionProviders, environment: LayoutEnvironment, data: LayoutData, iOSVersion: Int
    ) throws(LayoutFailure) -> [ResolvedSectionInput] {
        let document = providers.document
        var providerCache: [String: @Sendable (Int, LayoutEnvironment) throws(LayoutFailure) -> ResolvedSection] = [:]
        var resolved: [ResolvedSectionInput] = []
        resolved.reserveCapacity(data.sections.count)
        // By name once, not a search per section of data.
        let layouts = Dictionary(document.sections.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, sectionData) in data.sections.enumerated() {
            guard let layout = layouts[sectionData.layout] else {
                throw LayoutFailure(
                    .unknownSectionLayout(
                        name: sectionData.layout, sectionIndex: index, defined: document.sections.map(\.name)),
                    section: nil, site: .container)
            }
            if providerCache[layout.name] == nil {
                providerCache[layout.name] = providers.provider(for: layout, iOSVersion: iOSVersion)
            }
            guard let provider = providerCache[layout.name] else { continue }
            resolved.append(ResolvedSectionInput(section: try provider(index, environment), data: sectionData))
        }
        return resolved
    }

    /// Lays out sections whose contents are already resolved, one after another.
    ///
    /// - Parameters:
    ///   - sections: each section's resolved content (a `list` already expanded) and its data.
    ///   - configuration: the layout's configuration: scroll direction, spacing, global items.
    ///   - layoutName: the name the frame tree carries.
    ///   - environment: the collection view's size, insets and traits.
    ///   - options: the self-sizing pass and the scroll offset pinned items follow.
    /// - Returns: every frame, with the content size.
    /// - Throws: a ``LayoutFailure`` for a layout UIKit would reject.
    package static func layout(
        resolved sections: [ResolvedSectionInput], configuration: LayoutConfiguration, layoutName: String,
        environment: LayoutEnvironment, options: LayoutOptions = LayoutOptions()
    ) throws(LayoutFailure) -> FrameTree {
        try layout(
            resolved: sections, configuration: configuration, layoutName: layoutName, environment: environment,
            options: options, recorder: nil)
    }

    /// What laying each section out alone would throw, without laying it out, in order: the checks of the container,
    /// then the section's containers and group repetitions (`SectionSolver.solveGroups`), which is all that can refuse
    /// a section; stacking, boundary items and frames are left out. Lint asks it at every target: one section's
    /// failure does not hide the next's, and the solver is made once for them all. A refused container is every
    /// section's failure.
    package static func failures(
        ofEach sections: [ResolvedSectionInput], configuration: LayoutConfiguration, environment: LayoutEnvironment,
        options: LayoutOptions = LayoutOptions()
    ) -> [LayoutFailure] {
        let solver: SectionSolver
        do {
            (solver, _) = try checkedSolver(
                configuration: configuration, environment: environment, options: options, recorder: nil)
        } catch {
            return sections.map { _ in error }
        }
        var failures: [LayoutFailure] = []
        for input in sections {
            do {
                _ = try naming(input) { () throws(LayoutFailure) in try solver.solveGroups(input) }
            } catch {
                failures.append(error)
            }
        }
        return failures
    }

    /// The solver for a container UIKit lays out in (one with area, whose layout container has length across the
    /// scroll axis), with that layout container.
    private static func checkedSolver(
        configuration: LayoutConfiguration, environment: LayoutEnvironment, options: LayoutOptions,
        recorder: DerivationRecorder?
    ) throws(LayoutFailure) -> (SectionSolver, container: (start: Double, length: Double)) {
        let frameSize = environment.container
        guard frameSize.width > 0, frameSize.height > 0, frameSize.width.isFinite, frameSize.height.isFinite else {
            // AppKit generated items without end for a zero-width container (Docs/Semantics.md).
            throw LayoutFailure(.emptyContainer(frameSize), section: nil, site: .container)
        }
        let solver = SectionSolver(
            environment: environment, configuration: configuration, options: options, recorder: recorder)
        let container = solver.layoutContainer(nil)
        guard container.length > 0 else {
            throw LayoutFailure(
                .emptyLayoutContainer(length: container.length, across: configuration.scrollDirection.other),
                section: nil, site: .container)
        }
        return (solver, container)
    }

    /// Runs `body` for a section, naming the variant it laid out in any failure.
    private static func naming<Result>(
        _ input: ResolvedSectionInput, _ body: () throws(LayoutFailure) -> Result
    ) throws(LayoutFailure) -> Result {
        do {
            return try body()
        } catch {
            var failure = error
            failure.variant = input.section.variant
            throw failure
        }
    }

    private static func layout(
        resolved sections: [ResolvedSectionInput], configuration: LayoutConfiguration, layoutName: String,
        environment: LayoutEnvironment, options: LayoutOptions, recorder: DerivationRecorder?
    ) throws(LayoutFailure) -> FrameTree {
        let frameSize = environment.container
        // Global boundary items take the layout container as theirs (Docs/Semantics.md).
        let (solver, container) = try checkedSolver(
            configuration: configuration, environment: environment, options: options, recorder: recorder)
        let main = configuration.scrollDirection
        let emptyMeasurements = Measurements(pass: options.sizing, measured: [:], itemCount: 0)
        var global = BoundaryLayout(
            scrollAxis: main, environment: environment, options: options, measurements: emptyMeasurements,
            band: container, mainLength: frameSize.length(main))
        // AppKit drops the global items of a layout without sections (Docs/Semantics.md).
        let globalItems = sections.isEmpty ? [] : configuration.boundaryItems
        var cursor = global.place(globalItems, edge: .start, at: 0)
        let globalStartEnd = cursor

        var frames: [SectionFrames] = []
        frames.reserveCapacity(sections.count)
        for (index, input) in sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let section = try naming(input) { () throws(LayoutFailure) in
                try solver.solve(input, index: index, start: cursor)
            }
            cursor = section.end
            frames.append(section)
        }

        let end = global.place(globalItems, edge: .end, at: cursor)
        global.placeSides(globalItems, hostStart: 0, hostEnd: end)
        global.pin(startItemsEnd: globalStartEnd, endItemsStart: cursor)
        // Reported on the pixel grid as every frame is (Docs/Semantics.md §14): the exact end, rounded as the
        // origin of a section after the last would be.
        let grid = options.grid(scale: environment.scale)
        let contentSize = Size.along(main, grid.rounded(end), cross: grid.rounded(frameSize.length(main.other)))
        return FrameTree(
            layoutName: layoutName, environment: environment, scrollDirection: main, contentSize: contentSize,
            sections: frames,
            supplementaries: global.frames.map(grid.supplementary)
        ).applyingLayoutDirection()
    }
}

/// One section for ``LayoutEngine/layout(resolved:configuration:layoutName:environment:options:)``:
/// the content its section provider returned and its data.
package struct ResolvedSectionInput: Sendable {
    package var section: ResolvedSection
    package var data: SectionData
    /// The item providers of the section's custom groups written in Swift, by the group's path
    /// (the subitem index taken at each level below the top-level group; empty for the
    /// top-level group itself).
    package var customItems: [[Int]: CustomItemProvider]

    /// - Parameters:
    ///   - section: what the section provider returned.
    ///   - data: the section's item count and measured sizes.
    ///   - customItems: the item providers of custom groups written in Swift, by path.
    package init(section: ResolvedSection, data: SectionData, customItems: [[Int]: CustomItemProvider] = [:]) {
        self.section = section
        self.data = data
        self.customItems = customItems
    }
}
