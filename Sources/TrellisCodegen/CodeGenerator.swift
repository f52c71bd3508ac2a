import TrellisModel

/// Stage 5, generate: a lowered layout file -> the Swift an app compiles (`trellis compile`).
///
/// The output is deterministic and formatted: a type named by `layout` holding a `Section` enum
/// of the section layouts, element-kind constants, the configuration, one function per section
/// layout (variants as conditions on the environment) and providers that build a
/// `UICollectionViewCompositionalLayout`. API choices follow the deployment target.
package struct CodeGenerator {
    package enum Platform: String, CaseIterable, Sendable {
        case uikit, appkit
    }

    package enum Access: String, CaseIterable, Sendable {
        case `public`, `internal`
    }

    package struct Options: Sendable {
        package var platform: Platform = .uikit
        package var access: Access = .public
        package init() {}
    }

    /// A feature the chosen platform's API does not have.
    package struct Unsupported: Error, Sendable, Equatable {
        /// The section layout; nil for the configuration.
        package var section: String?
        /// The variant of the section layout; nil for its base.
        package var variant: Int? = nil
        /// The offending key; for a variant's size class, the key inside its `when`.
        package var key: String
        package var message: String
    }

    let document: LayoutDocument
    let sourcePath: String
    let options: Options

    package init(document: LayoutDocument, sourcePath: String, options: Options = Options()) {
        self.document = document
        self.sourcePath = sourcePath
        self.options = options
    }

    var names: PlatformNames { PlatformNames(platform: options.platform) }
    var access: String { options.access == .public ? "public " : "" }
    var iOS: OSVersion {
        document.deploymentTarget.versions[.iOS] ?? APIAvailability.Feature.compositionalLayout.introduced
    }
    /// `repeatingSubitem:count:` from iOS 16, `subitem:count:` before (`APIAvailability`).
    var repeatsKeepingSize: Bool { APIAvailability.repeatsSubitem(on: iOS) }
    /// Whether the generated providers take an `itemSizes` closure for masonry and flow groups.
    package var usesCustomGroups: Bool {
        document.sections.contains { $0.contents.contains(where: \.containsCustomGroup) }
    }

    /// Whether generated code computes layout arithmetic at run time: custom groups, adaptive
    /// counts, equal shares for `repeatingSubitem:count:`, or a section index lookup.
    var usesArithmetic: Bool {
        usesCustomGroups || usesIndexes
            || document.sections.contains { section in
                // A `repeating` group's copies keep their own size: they need no equal share.
                section.contents.contains { $0.usesAdaptiveCount || (repeatsKeepingSize && $0.usesResizedCount) }
            }
    }

    var usesIndexes: Bool { document.sections.contains { $0.indexes != nil } }

    /// The text of `LayoutArithmetic.swift`, which the engine compiles: generated code embeds it
    /// unchanged, so an app computes what Trellis computed.
    package static let arithmeticSource = String(decoding: PackageResources.LayoutArithmetic_swift, as: UTF8.self)
    /// The text of `LayoutArithmetic+IndexSteps.swift`, embedded only where `indexes` step (version 2).
    package static let indexStepsSource = String(
        decoding: PackageResources.LayoutArithmetic_IndexSteps_swift, as: UTF8.self)

    /// Whether an `indexes` pattern steps by more than 1 (`{every: 2}`), so the index lookup takes steps.
    var usesIndexSteps: Bool { document.sections.contains { $0.indexes.map { !$0.isRanges } ?? false } }

    private func emitArithmetic(_ out: inout SwiftWriter) {
        if let version = minimumVersion { out.line("@available(iOS \(version), *)") }
        out.line("extension \(document.name) {")
        out.lines(String(Self.arithmeticSource[...].trimmingSuffixNewlines))
        if usesCustomGroups {
            out.line()
            out.line("    /// The custom items of an arrangement's frames.")
            out.line(
                "    fileprivate static func customItems(_ arrangement: LayoutArithmetic.Arrangement) -> "
                    + "[NSCollectionLayoutGroupCustomItem] {")
            out.line("        arrangement.frames.map {")
            out.line(
                "            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat($0.x), y: CGFloat($0.y), "
                    + "width: CGFloat($0.width), height: CGFloat($0.height)))")
            out.line("        }")
            out.line("    }")
        }
        out.line("}")
        if usesIndexSteps {
            // The file extends the embedded `LayoutArithmetic`, which is nested in the generated type.
            out.line()
            if let version = minimumVersion { out.line("@available(iOS \(version), *)") }
            out.lines(
                String(Self.indexStepsSource[...].trimmingSuffixNewlines).replacing(
                    "extension LayoutArithmetic {", with: "extension \(document.name).LayoutArithmetic {"))
        }
    }

    package func generate() throws(Unsupported) -> String {
        try checkPlatform()
        var out = SwiftWriter()
        out.line("// Generated by trellis from \(sourcePath) — do not edit.")
        let flags =
            (options.platform == .appkit ? " --platform appkit" : "")
            + (options.access == .internal ? " --access internal" : "")
        out.line("// Regenerate with `trellis compile \(sourcePath)\(flags)`.")
        out.line()
        out.line("#if canImport(\(names.framework))")
        out.line("import \(names.framework)")
        out.line("#else")
        out.line("import TrellisUIKit")
        out.line("#endif")
        out.line()
        out.line(
            "/// The compositional layout described by "
                + "\(sourcePath.split(separator: "/").last.map(String.init) ?? sourcePath)."
        )
        if let version = minimumVersion { out.line("@available(iOS \(version), *)") }
        // UIKit's compositional layout classes are main-actor isolated.
        out.line("@MainActor")
        out.block("\(access)enum \(document.name) {") { out in
            emitSectionEnum(&out)
            out.line()
            emitElementKinds(&out)
            out.line()
            emitProviders(&out)
            if document.readsMetrics {
                out.line()
                emitMetrics(&out)
            }
            let constants = sectionConstants
            if !constants.isEmpty {
                out.line()
                emitConstants(constants, into: &out)
            }
            out.line()
            emitConfiguration(&out)
            for section in document.sections {
                out.line()
                SectionEmitter(generator: self, layout: section).emit(&out)
            }
        }
        if usesArithmetic {
            out.line()
            emitArithmetic(&out)
        }
        var text = out.text
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }

    /// The newest API the file needs beyond iOS 13, for `@available` (`APIAvailability`).
    var minimumVersion: String? {
        let needed = APIAvailability.minimumVersion(of: document, on: iOS)
        return needed > APIAvailability.Feature.compositionalLayout.introduced ? needed.description : nil
    }

    private func checkPlatform() throws(Unsupported) {
        // Only the UIKit stand-in builds custom groups written in Swift; their item providers are
        // code, which a layout file cannot hold.
        let swiftCustom = document.sections.first { section in
            section.contents.contains { content in
                content.body.group?.contains {
                    if case .custom = $0 { return true }
                    return false
                } ?? false
            }
        }
        if let swiftCustom {
            throw Unsupported(
                section: swiftCustom.name, key: "group",
                message: "a custom group written in Swift has no layout-file form")
        }
        guard options.platform == .appkit else { return }
        if document.configuration.contentInsetsReference != nil {
            throw Unsupported(
                section: nil, key: "contentInsetsReference",
                message: "AppKit's compositional layout has no contentInsetsReference")
        }
        for section in document.sections {
            for (index, content) in section.contents.enumerated() {
                if case .list = content.body {
                    throw Unsupported(
                        section: section.name, variant: index > 0 ? index - 1 : nil, key: "list",
                        message: "AppKit has no list sections (UICollectionLayoutListConfiguration is UIKit's)")
                }
                let variant = index > 0 ? index - 1 : nil
                if content.contentInsetsReference != nil {
                    throw Unsupported(
                        section: section.name, variant: variant, key: "contentInsetsReference",
                        message: "AppKit's compositional layout has no content insets references")
                }
                if case .reference? = content.supplementaryInsets {
                    throw Unsupported(
                        section: section.name, variant: variant, key: "supplementaryContentInsetsReference",
                        message: "AppKit's compositional layout has no content insets references")
                }
                if let variant {
                    let condition = section.variants[variant].condition
                    if condition.horizontalSizeClass != nil || condition.verticalSizeClass != nil {
                        throw Unsupported(
                            section: section.name, variant: variant,
                            key: condition.horizontalSizeClass != nil ? "horizontalSizeClass" : "verticalSizeClass",
                            message: "AppKit's layout environment has no size classes; use minWidth or maxWidth")
                    }
                }
            }
        }
    }

    private func emitSectionEnum(_ out: inout SwiftWriter) {
        out.line("/// The section layouts of the file.")
        out.block("\(access)enum Section: String, CaseIterable, Sendable {") { out in
            for section in document.sections { out.line("case \(section.name)") }
        }
    }

    /// Every element kind the file uses, in first-use order.
    var elementKinds: [String] { document.elementKinds.map(\.rawValue) }

    /// The Swift expression for an element kind.
    func kindExpression(_ kind: ElementKind) -> String { "ElementKind.\(swiftIdentifier(kind.rawValue))" }

    private func emitElementKinds(_ out: inout SwiftWriter) {
        out.line("/// The element kinds of the supplementary and decoration views, for registering and dequeuing them.")
        out.block("\(access)enum ElementKind {") { out in
            for kind in elementKinds {
                let value: String
                // UIKit's section header and footer kinds, by value: the constants belong to the
                // main-actor-isolated UICollectionView, and these constants are usable anywhere.
                switch (kind, options.platform) {
                case ("header", .uikit):
                    value = "\"\(ElementKind.uikitSectionHeader)\" // UICollectionView.elementKindSectionHeader"
                case ("footer", .uikit):
                    value = "\"\(ElementKind.uikitSectionFooter)\" // UICollectionView.elementKindSectionFooter"
                case ("header", .appkit): value = "NSCollectionView.elementKindSectionHeader"
                case ("footer", .appkit): value = "NSCollectionView.elementKindSectionFooter"
                default: value = stringLiteral(kind)
                }
                out.line("\(access)static let \(swiftIdentifier(kind)) = \(value)")
            }
        }
    }

    private var sizesParameter: String {
        usesCustomGroups ? ", itemSizes: @escaping (_ sectionIndex: Int) -> [CGSize]" : ""
    }
    private var sizesArgument: String { usesCustomGroups ? ", itemSizes: itemSizes" : "" }
    /// The collection view's safe area, margins and readable width, for expressions that read them.
    private var metricsParameter: String { document.readsMetrics ? ", metrics: @escaping () -> Metrics" : "" }
    private var metricsArgument: String { document.readsMetrics ? ", metrics: metrics" : "" }

    /// What a section provider's environment lacks and version 2 expressions read (`Grammar/Reference.md` §14.2).
    private func emitMetrics(_ out: inout SwiftWriter) {
        out.line("/// What a section provider's environment does not hold: the collection view's safe area insets and")
        out.line("/// directional layout margins, and the width of its readable content guide.")
        out.block("\(access)struct Metrics: Sendable {") { out in
            out.line("\(access)var safeArea: NSDirectionalEdgeInsets")
            out.line("\(access)var margins: NSDirectionalEdgeInsets")
            out.line("\(access)var readableWidth: CGFloat")
            out.line()
            out.block(
                "\(access)init(safeArea: NSDirectionalEdgeInsets, margins: NSDirectionalEdgeInsets, "
                    + "readableWidth: CGFloat) {"
            ) { out in
                out.line("self.safeArea = safeArea")
                out.line("self.margins = margins")
                out.line("self.readableWidth = readableWidth")
            }
        }
    }

    /// The constants the section layouts use, each after those it names.
    var sectionConstants: [NamedConstant] {
        var seen = Set<String>()
        return document.sections.flatMap { SectionEmitter(generator: self, layout: $0).usedConstants }
            .filter { seen.insert($0.name).inserted }
    }

    /// The file's constants as members of one value, which each section function makes for its environment: an
    /// author's name never meets a variable of generated code, so any name is the author's
    /// (`Grammar/Reference.md` §14.3).
    private func emitConstants(_ constants: [NamedConstant], into out: inout SwiftWriter) {
        out.line("/// The file's `constants:` in the environment a section layout is made for.")
        // The environment is main-actor isolated, and a nested type does not take the enclosing type's isolation.
        out.line("@MainActor")
        out.block("private struct Constants {") { out in
            for constant in constants { out.line("var \(ExpressionEmitter.member(constant.name)): CGFloat = 0") }
            out.line()
            let metrics = document.readsMetrics ? ", metrics: Metrics" : ""
            out.block("init(_ environment: any NSCollectionLayoutEnvironment\(metrics)) {") { out in
                out.line("// The section functions' name for this value, so each expression reads the same here.")
                out.line("var constants = self")
                for constant in constants {
                    out.line(
                        "constants.\(ExpressionEmitter.member(constant.name)) = "
                            + ExpressionEmitter.swift(constant.expression))
                }
                out.line("self = constants")
            }
        }
    }

    private func emitProviders(_ out: inout SwiftWriter) {
        let layoutType = names.layout
        out.line("/// The layout. `section` names the section layout of each section index, as a diffable data")
        out.line("/// source's section identifiers do; nil gives a section no layout, which UIKit refuses for a")
        out.line("/// section with items.")
        if usesCustomGroups {
            out.line("/// `itemSizes` gives the size of every item of a section for its masonry and flow groups (a")
            out.line("/// zero height is a square masonry item; a zero width takes the flow's estimated width).")
        }
        if document.readsMetrics {
            out.line("/// `metrics` gives the collection view's safe area, margins and readable width when a section")
            out.line("/// provider runs (its environment holds neither).")
        }
        out.block(
            "\(access)static func makeLayout(section: @escaping (_ sectionIndex: Int) -> Section?\(sizesParameter)"
                + "\(metricsParameter)) -> \(layoutType) {"
        ) { out in
            out.block(
                "let layout = \(layoutType)(sectionProvider: { sectionIndex, environment in",
                closing: "}, configuration: configuration())"
            ) { out in
                out.line(
                    "section(sectionIndex).map { sectionLayout($0, sectionIndex: sectionIndex, environment: "
                        + "environment\(sizesArgument)\(document.readsMetrics ? ", metrics: metrics()" : "")) }"
                )
            }
            for (kind, view) in decorationViews {
                out.line(
                    "layout.register(\(view).self, forDecorationViewOfKind: "
                        + "\(kindExpression(ElementKind(rawValue: kind))))"
                )
            }
            out.line("return layout")
        }
        if usesIndexes {
            out.line()
            out.line("/// The layout with the sections the file's `indexes` give.")
            let parameters = (sizesParameter + metricsParameter).dropFirst(2)
            out.block("\(access)static func makeLayout(\(parameters)) -> \(layoutType) {") { out in
                out.line("makeLayout(section: section(forIndex:)\(sizesArgument)\(metricsArgument))")
            }
            out.line()
            guard !usesIndexSteps else {
                emitIndexSteps(&out)
                return emitSectionLayout(&out)
            }
            out.line("/// Each section layout's `indexes` as ranges, in the file's order; nil where it states none.")
            let ranges = document.sections.map { section in
                section.indexes.map { pattern in
                    let written = pattern.ranges.map {
                        "\($0.lowerBound)..<\($0.upperBound == Int.max ? "Int.max" : String($0.upperBound))"
                    }
                    return "[\(written.joined(separator: ", "))]"
                } ?? "nil"
            }
            out.line("static let indexRanges: [[Range<Int>]?] = [\(ranges.joined(separator: ", "))]")
            out.line()
            out.line("/// The section layout serving a section index: the first whose `indexes` contain it, else")
            out.line("/// the first without `indexes`, else none (as Trellis's engine decides).")
            out.block("\(access)static func section(forIndex index: Int) -> Section? {") { out in
                out.line(
                    "LayoutArithmetic.sectionLayoutPosition(forIndex: index, ranges: indexRanges).map { "
                        + "Section.allCases[$0] }")
            }
        }
        emitSectionLayout(&out)
    }

    /// `indexSteps` and `section(forIndex:)` for patterns that step (`{every: 2, from: 1}`).
    private func emitIndexSteps(_ out: inout SwiftWriter) {
        out.line("/// Each section layout's `indexes` as steps, in the file's order; nil where it states none.")
        let steps = document.sections.map { section in
            section.indexes.map { pattern in
                let written = pattern.steps.map {
                    let upper = $0.range.upperBound == Int.max ? "Int.max" : String($0.range.upperBound)
                    return "LayoutArithmetic.IndexSteps(range: \($0.range.lowerBound)..<\(upper), step: \($0.step))"
                }
                return "[\(written.joined(separator: ", "))]"
            } ?? "nil"
        }
        out.line("static let indexSteps: [[LayoutArithmetic.IndexSteps]?] = [\(steps.joined(separator: ", "))]")
        out.line()
        out.line("/// The section layout serving a section index: the first whose `indexes` contain it, else")
        out.line("/// the first without `indexes`, else none (as Trellis's engine decides).")
        out.block("\(access)static func section(forIndex index: Int) -> Section? {") { out in
            out.line(
                "LayoutArithmetic.sectionLayoutPosition(forIndex: index, steps: indexSteps).map { "
                    + "Section.allCases[$0] }")
        }
    }

    private func emitSectionLayout(_ out: inout SwiftWriter) {
        out.line()
        out.line("/// The section layout `section` as the provider returns it for `environment`.")
        out.block(
            "\(access)static func sectionLayout(_ section: Section, sectionIndex: Int, environment: any "
                + "NSCollectionLayoutEnvironment\(sizesParameter)\(document.readsMetrics ? ", metrics: Metrics" : "")) "
                + "-> NSCollectionLayoutSection {"
        ) { out in
            let metrics = document.readsMetrics ? ", metrics: metrics" : ""
            out.switchBlock(
                "section",
                document.sections.map { section in
                    let sizes =
                        section.contents.contains(where: \.containsCustomGroup)
                        ? ", itemSizes: itemSizes(sectionIndex)" : ""
                    return "case .\(section.name): return \(section.name)(environment\(sizes)\(metrics))"
                })
        }
    }

    /// Decoration kinds with the view class that registers them, in first-use order.
    private var decorationViews: [(String, String)] {
        var views: [(String, String)] = []
        for section in document.sections {
            for content in section.contents {
                for decoration in content.decorations {
                    if let view = decoration.viewClass, !views.contains(where: { $0.0 == decoration.kind.rawValue }) {
                        views.append((decoration.kind.rawValue, view))
                    }
                }
            }
        }
        return views
    }

    private func emitConfiguration(_ out: inout SwiftWriter) {
        let configuration = document.configuration
        out.line("/// The layout's configuration.")
        out.block("\(access)static func configuration() -> \(names.configuration) {") { out in
            out.line("let configuration = \(names.configuration)()")
            if configuration.scrollDirection == .horizontal { out.line("configuration.scrollDirection = .horizontal") }
            if configuration.interSectionSpacing != 0 {
                out.line("configuration.interSectionSpacing = \(literal(configuration.interSectionSpacing))")
            }
            if let reference = configuration.contentInsetsReference {
                out.line("configuration.contentInsetsReference = .\(reference.rawValue)")
            }
            if !configuration.boundaryItems.isEmpty {
                var emitter = NodeEmitter(generator: self, prefix: "configuration")
                let names = configuration.boundaryItems.map { emitter.boundaryItem($0, into: &out) }
                out.line("configuration.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
            }
            out.line("return configuration")
        }
    }

    /// A Swift identifier for an element kind (`section-bg` -> `sectionBg`).
    func swiftIdentifier(_ kind: String) -> String {
        let words = kind.split { $0 == "-" || $0 == "_" }.map(String.init)
        guard let first = words.first else { return "kind" }
        return words.dropFirst().reduce(first) { $0.camelJoined($1) }
    }
}

/// The names that differ between UIKit and AppKit.
struct PlatformNames {
    let platform: CodeGenerator.Platform
    var framework: String { platform == .uikit ? "UIKit" : "AppKit" }
    var layout: String {
        platform == .uikit ? "UICollectionViewCompositionalLayout" : "NSCollectionViewCompositionalLayout"
    }
    var configuration: String {
        platform == .uikit
            ? "UICollectionViewCompositionalLayoutConfiguration" : "NSCollectionViewCompositionalLayoutConfiguration"
    }
    var collectionView: String { platform == .uikit ? "UICollectionView" : "NSCollectionView" }
}

extension SectionContent.Body {
    var group: LayoutGroup? {
        if case let .group(group) = self { return group }
        return nil
    }
}

extension SectionContent {
    var usesAdaptiveCount: Bool {
        body.group?.contains {
            if case let .standard(group) = $0, case .repeating(_, .adaptive) = group.content { return true }
            return false
        } ?? false
    }

    /// Whether a `count` group of the content resizes its subitem to equal shares.
    var usesResizedCount: Bool {
        body.group?.contains {
            if case let .standard(group) = $0, case .repeating = group.content { return true }
            return false
        } ?? false
    }
}

extension LayoutGroup {
    /// Whether this group or any group below it satisfies `predicate`.
    func contains(_ predicate: (LayoutGroup) -> Bool) -> Bool {
        if predicate(self) { return true }
        guard case let .standard(group) = self else { return false }
        return group.subitemList.contains {
            if case let .group(child) = $0 { return child.contains(predicate) }; return false
        }
    }
}

extension StandardGroup {
    var subitemList: [GroupSubitem] {
        switch content {
        case let .subitems(subitems): return Array(subitems)
        case let .repeating(subitem, _), let .copies(subitem, _): return [subitem]
        }
    }
}

extension Substring {
    var trimmingSuffixNewlines: Substring {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
