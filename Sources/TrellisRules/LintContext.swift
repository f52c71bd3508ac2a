import TrellisCore
import TrellisLanguage
import TrellisEngine
import TrellisModel

/// What a rule sees of one file: the located document, the targets size-dependent rules are
/// decided at, and the deployment target availability is checked against.
package struct LintContext: Sendable {
    package let located: LocatedDocument
    package let targets: [LintTarget]
    /// The iOS version the file states, else the configuration's, else iOS 15.0.
    package let deploymentTarget: DeploymentTarget
    /// Where the file states its deployment target, if it does.
    package let deploymentTargetRange: SourceRange?
    /// The file's suppression comments.
    package let suppressions: Suppressions

    package var document: LayoutDocument { located.document }
    package var file: String { located.syntax.source.path }
    package var sections: [LocatedSection] { located.sections }

    /// Every section content: each base section, then its variants.
    package let contents: [LocatedContent]

    private let memo = Memo()
    /// Where each section layout is in the document, by name: rules ask about one section per number they check, so
    /// a search would make lint quadratic in the number of sections.
    private let sectionIndexes: [String: Int]

    package init(
        located: LocatedDocument, targets: [LintTarget], deploymentTarget: DeploymentTarget,
        deploymentTargetRange: SourceRange?
    ) {
        self.located = located
        self.targets = targets
        self.deploymentTarget = deploymentTarget
        self.deploymentTargetRange = deploymentTargetRange
        suppressions = Suppressions(source: located.syntax.source)
        contents = located.sections.flatMap(\.contents)
        sectionIndexes = Dictionary(
            located.document.sections.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The section layout of this name (the first, if a file repeats one).
    package func section(named name: String) -> SectionLayout? { sectionIndexes[name].map { document.sections[$0] } }

    /// What the provider of the section layout of this name (the first, if a file repeats one) returns at the target
    /// at `index` in `targets`; nil where there is no such layout or its provider refuses there.
    package func resolvedSection(named name: String, atTarget index: Int) -> ResolvedSection? {
        sectionIndexes[name].flatMap { resolvedSections[index][$0] }
    }

    /// Results several rules share, computed once per file. A file is linted on one thread.
    private final class Memo: @unchecked Sendable {
        var selections: [Selection]?
        var engineFailures: [(target: LintTarget, failure: LayoutFailure)]?
        var sizedElements: [SizedElement]?
        var previewSections: [String: [(document: PreviewSection, syntax: LocatedMapping)]]?
        /// For each target, what each section layout's provider returns there (nil where it refuses), in the
        /// document's order.
        var resolvedSections: [[ResolvedSection?]]?
        /// The section providers of every section layout, in the document's order, by iOS version.
        var resolvers: [Int: [LintContext.Resolver]] = [:]
        /// For each target, where each section layout's selection is in `selections` (in the document's order; nil
        /// where none was laid out there).
        var selectionPositions: [[Int?]] = []
        /// What section providers refused at each target (a version 2 expression without a value there).
        var providerFailures: [(target: LintTarget, failure: LayoutFailure)] = []
        var providers: SectionProviders?
        /// Each target's expression scope, by its environment: rules read many numbers at one target.
        var scopes: [LayoutEnvironment: ExpressionScope] = [:]
    }

    /// The document's section providers, made once per file: rules that resolve sections themselves use these.
    package var providers: SectionProviders {
        if let made = memo.providers { return made }
        let made = SectionProviders(document: document)
        memo.providers = made
        return made
    }

    package typealias Resolver = @Sendable (Int, LayoutEnvironment) throws(LayoutFailure) -> ResolvedSection

    /// The section provider of each section layout on an iOS version, in the document's order. Made once per
    /// version and file (making one walks the section layout's numbers), for every rule that resolves sections.
    package func resolvers(iOSVersion: Int) -> [Resolver] {
        if let memoized = memo.resolvers[iOSVersion] { return memoized }
        let providers = self.providers
        let made = document.sections.map { providers.provider(for: $0, iOSVersion: iOSVersion) }
        memo.resolvers[iOSVersion] = made
        return made
    }

    /// For each target in order, what each section layout's provider returns there (nil where it refuses), in the
    /// document's order.
    private var resolvedSections: [[ResolvedSection?]] {
        if let memoized = memo.resolvedSections { return memoized }
        // Each section layout is resolved directly, so the work stays linear in the number of section layouts; one
        // provider per section layout and iOS version (targets may run older ones).
        var failures: [(target: LintTarget, failure: LayoutFailure)] = []
        let computed = targets.map { target in
            resolvers(iOSVersion: target.iOSVersion).map { resolver -> ResolvedSection? in
                do throws(LayoutFailure) {
                    return try resolver(0, target.environment)
                } catch {
                    failures.append((target, error))
                    return nil
                }
            }
        }
        memo.resolvedSections = computed
        memo.providerFailures = failures
        return computed
    }

    /// A number of the model at a target: its version 2 expression evaluated there, else its value. Rules that
    /// compare a number with a target's read it here, so they judge what the target sees; an expression without a
    /// value at the target (the engine reports that) gives nil.
    package func value(_ number: LayoutNumber, at target: LintTarget) -> Double? {
        guard let expression = number.expression else { return number.value }
        var scope: ExpressionScope
        if let known = memo.scopes[target.environment] {
            scope = known
        } else {
            scope = providers.expressionScope(target.environment)
            memo.scopes[target.environment] = scope
        }
        return try? scope.value(of: expression)
    }

    /// The number with its value at a target (its expression kept); the model's value where it has none there.
    package func evaluated(_ number: LayoutNumber, at target: LintTarget) -> LayoutNumber {
        number.with(value: value(number, at: target) ?? number.value)
    }

    /// A number's value at each lint target where it has one, in the targets' order.
    package func values(_ number: LayoutNumber) -> [(target: LintTarget, value: Double)] {
        targets.compactMap { target in value(number, at: target).map { (target, $0) } }
    }

    /// The preview sections that use a section layout, with their syntax.
    package func previewSections(using layout: String) -> [(document: PreviewSection, syntax: LocatedMapping)] {
        if let memoized = memo.previewSections { return memoized[layout] ?? [] }
        var byLayout: [String: [(document: PreviewSection, syntax: LocatedMapping)]] = [:]
        for section in located.previewSections {
            byLayout[section.value.layout, default: []].append((section.value, section.syntax))
        }
        memo.previewSections = byLayout
        return byLayout[layout] ?? []
    }

    /// Every sized element of every section content and of the configuration; several rules read it.
    package var sizedElements: [SizedElement] {
        if let memoized = memo.sizedElements { return memoized }
        let computed = collectSizedElements()
        memo.sizedElements = computed
        return computed
    }

    /// The section content a section provider returns at a target, with the containers the
    /// engine lays it out in; a content whose containers are refused at a target is left out
    /// (`non_positive_effective_size` reports it).
    /// A class for the reason `LocatedNode` is one: every size-dependent rule walks the selections.
    package final class Selection: Sendable {
        package let target: LintTarget
        package let content: LocatedContent
        /// As the provider returns it: a `list` expanded into its group section.
        package let resolved: SectionContent
        /// The layout container's length across the scroll axis.
        package let layoutLength: Double
        /// What the top-level group's fractional dimensions resolve against.
        package let groupContainer: Size
        /// The pixel grid UIKit lays out on at the target (Docs/Semantics.md §14).
        package let grid: PixelGrid
        /// The content's nodes with the engine's geometry here, parents first: one walk serves every rule.
        package let placedNodes: [PlacedNode]

        init(
            target: LintTarget, content: LocatedContent, resolved: SectionContent, layoutLength: Double,
            groupContainer: Size, grid: PixelGrid, placedNodes: [PlacedNode]
        ) {
            self.target = target
            self.content = content
            self.resolved = resolved
            self.layoutLength = layoutLength
            self.groupContainer = groupContainer
            self.grid = grid
            self.placedNodes = placedNodes
        }

        /// Visits each placed node with its geometry and its parent's.
        package func forEachPlacedNode(_ visit: (LocatedNode, NodeGeometry, (LocatedNode, NodeGeometry)?) -> Void) {
            for placed in placedNodes { visit(placed.node, placed.geometry, placed.parent) }
        }
    }

    /// For each target in order, the content every section layout selects there.
    package var selections: [Selection] {
        if let memoized = memo.selections { return memoized }
        let computed = computeSelections()
        memo.selections = computed
        return computed
    }

    /// The selection of the section layout at `layoutIndex` in the document, at the target at `targetIndex` in
    /// `targets`; nil where lint laid none out there. Found by position: a lookup by target or name would hash the
    /// target (its description and environment) or the name for every section at every target.
    package func selection(ofLayout layoutIndex: Int, atTarget targetIndex: Int) -> Selection? {
        let all = selections
        return memo.selectionPositions[targetIndex][layoutIndex].map { all[$0] }
    }

    private func computeSelections() -> [Selection] {
        var selections: [Selection] = []
        let providers = self.providers
        memo.selectionPositions = []
        for (target, resolvedSections) in zip(targets, resolvedSections) {
            var positions = [Int?](repeating: nil, count: resolvedSections.count)
            defer { memo.selectionPositions.append(positions) }
            for (layoutIndex, resolved) in resolvedSections.enumerated() {
                guard let resolved,
                    let containers = try? providers.containers(of: resolved, environment: target.environment),
                    let content = located.content(section: resolved.layoutName, variant: resolved.variant)
                else { continue }
                let grid = LayoutOptions().grid(scale: target.environment.scale)
                // Geometry of the content as the provider returned it there: expressions take the target's values.
                var model: GroupSubitem?
                if case let .group(group) = resolved.content.body { model = .group(group) }
                selections.append(
                    Selection(
                        target: target, content: content, resolved: resolved.content,
                        layoutLength: containers.layoutLength, groupContainer: containers.group, grid: grid,
                        placedNodes: content.group?.placedNodes(of: model, in: containers.group, on: grid) ?? []))
                positions[layoutIndex] = selections.count - 1
            }
        }
        return selections
    }

    /// An item or group with the engine's geometry at the target at `targetIndex` in `targets`; nil where its section
    /// layout chooses another content there, the section is refused there, or the engine does not place the node.
    package func placedNode(_ path: ModelPath, atTarget targetIndex: Int) -> PlacedNode? {
        guard case let .section(name, variant) = path.owner, case let .group(nodePath) = path.node,
            let layoutIndex = sectionIndexes[name],
            let selection = selection(ofLayout: layoutIndex, atTarget: targetIndex),
            selection.content.variant == variant
        else { return nil }
        return selection.placedNodes.first { $0.node.path == nodePath }
    }

    /// Asks the engine whether each section layout lays out alone at each target (estimates pass, without laying
    /// it out: `LayoutEngine.failures(ofEach:)`) and returns the first failure per section layout and target, in
    /// target order.
    package var engineFailures: [(target: LintTarget, failure: LayoutFailure)] {
        if let memoized = memo.engineFailures { return memoized }
        let computed = computeEngineFailures()
        memo.engineFailures = computed
        return computed
    }

    /// Reports the engine's failures of one rule, each at the first target that fails.
    package func reportEngineFailures(of rule: any EngineFailureRule.Type, _ findings: inout Findings) {
        for (target, failure) in engineFailures {
            guard let message = rule.message(for: failure.reason) else { continue }
            // An expression's value is what is wrong; other refusals point at the node's key.
            var pointing = Findings.Pointing.key
            if case .number = failure.site { pointing = .value }
            findings.report("\(target.description): \(message)", about: failure.path, pointing: pointing)
        }
    }

    private func computeEngineFailures() -> [(target: LintTarget, failure: LayoutFailure)] {
        let resolvedSections = resolvedSections
        var failures = memo.providerFailures
        let previewCounts = Dictionary(
            (document.preview?.sections ?? []).map { ($0.layout, $0.items) }, uniquingKeysWith: Swift.max)
        for (target, resolvedSections) in zip(targets, resolvedSections) {
            // Enough items for every repetition pattern of a group to appear, bounded so that linting stays cheap.
            let inputs = resolvedSections.compactMap { $0 }.map { resolved in
                ResolvedSectionInput(
                    section: resolved,
                    data: SectionData(
                        layout: resolved.layoutName,
                        itemCount: Swift.max(Swift.min(previewCounts[resolved.layoutName] ?? 12, 200), 1)))
            }
            // Each section alone, so one failure does not hide the next.
            let refusals = LayoutEngine.failures(
                ofEach: inputs, configuration: document.configuration, environment: target.environment,
                options: LayoutOptions(sizing: .estimates, iOSVersion: target.iOSVersion))
            failures += refusals.map { (target, $0) }
        }
        return failures
    }
}
