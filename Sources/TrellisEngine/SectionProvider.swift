import TrellisModel

/// What a section provider returns for one section: the section layout's content with the
/// variant the environment selects, and a `list` expanded into the equivalent group section.
package struct ResolvedSection: Hashable, Sendable {
    package var layoutName: String
    /// The index of the chosen variant; nil for the base section.
    package var variant: Int?
    package var content: SectionContent

    /// A section provider's result; a `list` content is expanded into its group section.
    package init(layoutName: String, variant: Int? = nil, content: SectionContent) {
        self.layoutName = layoutName
        self.variant = variant
        self.content = content.expandingList()
    }
}

/// The section providers of a layout file: section index + environment -> resolved section.
package struct SectionProviders: Sendable {
    /// What is read once per file, shared by reference: lint copies the providers into a closure per section layout
    /// and iOS version, and copying the document's every part each time showed in its profile.
    private final class Tables: Sendable {
        let document: LayoutDocument
        /// Each section layout's index steps: a provider answers every section index with them.
        let indexSteps: [[LayoutArithmetic.IndexSteps]?]
        /// Whether each section layout is plain (`isPlain`), by name (the first of a name, as the document finds
        /// it): asking walks every number of the layout.
        let plainSections: [String: Bool]
        /// The file's constants by name, which every scope evaluates against.
        let constants: [String: Expression]

        init(document: LayoutDocument) {
            self.document = document
            indexSteps = document.sections.map { section in
                section.indexes?.steps.map { LayoutArithmetic.IndexSteps(range: $0.range, step: $0.step) }
            }
            plainSections = Dictionary(
                document.sections.map { ($0.name, SectionProviders.isPlain($0)) },
                uniquingKeysWith: { first, _ in first })
            constants = document.constantDefinitions
        }
    }

    private let tables: Tables
    package var document: LayoutDocument { tables.document }

    /// The section providers of `document`.
    package init(document: LayoutDocument) {
        tables = Tables(document: document)
    }

    /// Whether `layout` has no expression and no version 2 condition: it chooses a variant without evaluating
    /// anything.
    fileprivate static func isPlain(_ layout: SectionLayout) -> Bool {
        !layout.hasExpression && !layout.variants.contains(where: \.condition.usesVersion2)
    }

    /// The container a section provider sees (`environment.container.effectiveContentSize`):
    /// the frame less the configuration's reference insets across the scroll axis.
    package func effectiveContainer(_ environment: LayoutEnvironment) -> Size {
        environment.container.inset(by: Self.containerInsets(environment, configuration: tables.document.configuration))
    }

    /// What a version 2 expression is evaluated against in `environment`: its values, the container a section
    /// provider sees, and the file's constants. Lint and hover evaluate with it too.
    package func expressionScope(_ environment: LayoutEnvironment) -> ExpressionScope {
        ExpressionScope(
            environment: environment, effective: effectiveContainer(environment), constants: tables.constants)
    }

    /// The insets of the container a section provider sees (`contentInsets` of
    /// `environment.container`): the configuration's reference insets, across the scroll axis
    /// only (Docs/Semantics.md §3.2). The UIKit stand-in gives its section providers these.
    package static func containerInsets(_ environment: LayoutEnvironment, configuration: LayoutConfiguration)
        -> EdgeInsets
    {
        let solver = SectionSolver(environment: environment, configuration: configuration, options: LayoutOptions())
        let cross = configuration.scrollDirection.other
        let layout = solver.layoutContainer(nil)
        let after = environment.container.length(cross) - layout.start - layout.length
        return cross == .horizontal
            ? EdgeInsets(leading: layout.start, trailing: after) : EdgeInsets(top: layout.start, bottom: after)
    }

    /// The layout container of a resolved section (across the scroll axis) and the container its
    /// top-level group's fractional dimensions resolve against, as the engine computes them.
    package func containers(of section: ResolvedSection, environment: LayoutEnvironment) throws(LayoutFailure) -> (
        layoutLength: Double, group: Size
    ) {
        let solver = SectionSolver(
            environment: environment, configuration: tables.document.configuration, options: LayoutOptions())
        let containers = try solver.containers(section.content, name: section.layoutName)
        return (containers.layout.length, containers.group)
    }

    /// The section layout serving `sectionIndex` in an index-based provider: the first whose
    /// `indexes` contain it, else the first without `indexes`, else none. Generated code's
    /// `section(forIndex:)` answers with the same function.
    package func sectionLayout(forIndex sectionIndex: Int) -> SectionLayout? {
        return LayoutArithmetic.sectionLayoutPosition(forIndex: sectionIndex, steps: tables.indexSteps).map {
            tables.document.sections[$0]
        }
    }

    /// Whether `layout`, one of the document's section layouts, is plain: read from the table made once.
    private func isPlainInDocument(_ layout: SectionLayout) -> Bool {
        tables.plainSections[layout.name] ?? Self.isPlain(layout)
    }

    /// The provider for one of the document's section layouts on `iOSVersion`: the variant the environment selects,
    /// with its version 2 expressions evaluated in that environment.
    package func provider(for layout: SectionLayout, iOSVersion: Int = LayoutOptions.newestIOSVersion)
        -> @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) throws(LayoutFailure) -> ResolvedSection
    {
        let version = OSVersion(iOSVersion, 0)
        let plain = isPlainInDocument(layout)
        return { [self] _, environment throws(LayoutFailure) in
            let chosen = try choice(
                for: layout, environment: environment, effective: effectiveContainer(environment), iOSVersion: version,
                isPlain: plain)
            return ResolvedSection(layoutName: layout.name, variant: chosen.variant, content: chosen.content)
        }
    }

    /// What one section layout's provider returns in `environment`, whose container a section provider sees as
    /// `effective` (`effectiveContentSize`), on `iOSVersion`: the variant whose condition holds first, if any, and
    /// its content (or the base's) with every version 2 expression evaluated. A `list` stays a list. Generated code
    /// decides the same in Swift; TrellisRuntime calls this with the live environment's values.
    /// `layout` is one of the document's section layouts; `isPlain` is whether it is plain, when the caller holds it.
    package func choice(
        for layout: SectionLayout, environment: LayoutEnvironment, effective size: Size, iOSVersion version: OSVersion,
        isPlain: Bool? = nil
    ) throws(LayoutFailure) -> (variant: Int?, content: SectionContent) {
        func holdsInVersion1(_ condition: VariantCondition) -> Bool {
            condition.holds(
                width: size.width, height: size.height, horizontal: environment.horizontalSizeClass,
                vertical: environment.verticalSizeClass)
        }
        guard !(isPlain ?? isPlainInDocument(layout)) else {
            let variant = layout.variants.firstIndex { holdsInVersion1($0.condition) }
            return (variant, variant.map { layout.variants[$0].content } ?? layout.base)
        }
        var evaluation = SectionEvaluation(
            layout: layout,
            scope: ExpressionScope(environment: environment, effective: size, constants: tables.constants))
        var variant: Int?
        for (index, candidate) in layout.variants.enumerated() {
            let condition = try evaluation.bounds(of: candidate.condition, variant: index)
            evaluation.variant = index
            let holds = try evaluation.failing(.owner, field: "when.if", expression: condition.expression?.description)
            {
                (scope: inout ExpressionScope) throws(ExpressionFailure) in
                try condition.holds(iOSVersion: version, environment: environment, scope: &scope)
            }
            if holds && holdsInVersion1(condition) {
                variant = index
                break
            }
        }
        evaluation.variant = variant
        return (variant, try evaluation.content(variant.map { layout.variants[$0].content } ?? layout.base))
    }
}

/// One section layout's version 2 expressions, evaluated in one environment.
private struct SectionEvaluation {
    let layout: SectionLayout
    var scope: ExpressionScope
    /// The variant being evaluated; nil for the base.
    var variant: Int?

    init(layout: SectionLayout, scope: ExpressionScope) {
        self.layout = layout
        self.scope = scope
    }

    /// Runs `body` in the scope, turning an expression's failure into the engine's refusal at `node` and `field`.
    /// `expression` is the text a refusal quotes, made only for a refusal: lint evaluates every expression at every
    /// target, and writing each one out showed in its profile.
    mutating func failing<Value>(
        _ node: ModelPath.Node, field: String, expression: @autoclosure () -> String?,
        _ body: (inout ExpressionScope) throws(ExpressionFailure) -> Value
    ) throws(LayoutFailure) -> Value {
        do {
            return try body(&scope)
        } catch {
            throw LayoutFailure(
                .expressionValue(expression: expression() ?? field, problem: error.message), section: layout.name,
                site: .number(node, field: field), variant: variant)
        }
    }

    /// A number with its expression, if it has one, evaluated in the scope and checked against the site's bounds.
    mutating func evaluated(_ number: LayoutNumber, at site: NumberSite) throws(LayoutFailure) -> LayoutNumber {
        guard let expression = number.expression else { return number }
        let value = try failing(site.node, field: site.field, expression: expression.description) {
            (scope: inout ExpressionScope) throws(ExpressionFailure) in try scope.value(of: expression)
        }
        if let problem = site.bounds.violation(value) {
            throw LayoutFailure(
                .expressionValue(expression: expression.description, problem: problem), section: layout.name,
                site: .number(site.node, field: site.field), variant: variant)
        }
        return number.with(value: value)
    }

    /// A variant's `when` with its bounds written as expressions evaluated.
    mutating func bounds(of condition: VariantCondition, variant index: Int) throws(LayoutFailure) -> VariantCondition {
        variant = index
        return try condition.mappingBounds { (number, site) throws(LayoutFailure) in try evaluated(number, at: site) }
    }

    /// The content with every expression evaluated.
    mutating func content(_ content: SectionContent) throws(LayoutFailure) -> SectionContent {
        try content.mappingNumbers(expressionsOnly: true) { (number, site) throws(LayoutFailure) in
            try evaluated(number, at: site)
        }
    }
}

extension SectionContent {
    /// A `list` section as the group section it behaves like (Docs/Semantics.md §12). Only the row and
    /// header/footer structure is documented; the metrics come from measurements where there are any
    /// (Docs/Measurements.md S3, M2-list) and are approximations elsewhere (Docs/Fidelity.md): rows estimated at
    /// 44 pt; grouped lists padded 17.5 pt where they have no header or footer (measured); inset-grouped rows 20 pt
    /// in from each side of the section's reference, the safe area by default (measured on 393- and 414-pt
    /// phones), a header estimated at 41 pt and a footer at 33⅔ (their sums measured); other headers and footers
    /// at 28 pt (plain) or 38 pt (grouped).
    func expandingList() -> SectionContent {
        guard case let .list(list) = body else { return self }
        let row = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
        var expanded = self
        expanded.body = .group(
            .standard(
                StandardGroup(axis: .vertical, size: row, content: .subitems(NonEmpty(.item(LayoutItem(size: row)))))))
        let plain = list.appearance == .plain || list.appearance == .sidebarPlain
        let insetGrouped = list.appearance == .insetGrouped
        let headerHeight: LayoutDimension = .estimated(plain ? 28 : insetGrouped ? 41 : 38)
        let footerHeight: LayoutDimension = .estimated(LayoutNumber(plain ? 28 : insetGrouped ? 101.0 / 3 : 38))
        var listItems: [BoundaryItem] = []
        if list.headerMode == .supplementary {
            listItems.append(
                BoundaryItem(
                    kind: .header, alignment: .top,
                    size: LayoutSize(width: .fractionalWidth(1), height: headerHeight), pinToVisibleBounds: plain))
        }
        if list.footerMode == .supplementary {
            listItems.append(
                BoundaryItem(
                    kind: .footer, alignment: .bottom,
                    size: LayoutSize(width: .fractionalWidth(1), height: footerHeight), pinToVisibleBounds: plain))
        }
        expanded.boundaryItems = listItems + boundaryItems
        if contentInsets == .zero && !plain {
            // Inset-grouped rows sit 20 pt in from each side of the section's reference (the safe area by default).
            let side = insetGrouped ? 20.0 : 0
            expanded.contentInsets = LayoutInsets(
                EdgeInsets(
                    top: list.headerMode == .supplementary ? 0 : 17.5, leading: side,
                    bottom: list.footerMode == .supplementary ? 0 : 17.5, trailing: side))
        }
        return expanded
    }
}
