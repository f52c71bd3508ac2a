import TrellisCore
import TrellisModel

/// The model -> layout file text: what `trellis import` and `UICollectionViewCompositionalLayout.layoutFile(...)`
/// write. Lowering the text gives back the same model (the round-trip tests hold both to it). Block style for
/// sections and groups, flow style for the small mappings (sizes, anchors, preview sections).
package struct LayoutFileWriter {
    /// Comment lines written above the document (without `# `).
    package var header: [String] = []
    /// Comment lines written above a section layout, by its name: what could not be imported.
    package var sectionNotes: [String: [String]] = [:]

    package init(header: [String] = [], sectionNotes: [String: [String]] = [:]) {
        self.header = header
        self.sectionNotes = sectionNotes
    }

    package func text(of document: LayoutDocument) -> String {
        // Each number an expression gives is written as its expression, quoted, where the number goes.
        text(of: document, constants: document.languageVersion >= 2 ? document.constants : [])
    }

    /// A YAML double-quoted scalar.
    package static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    private func text(of document: LayoutDocument, constants: [NamedConstant]) -> String {
        var out = Output()
        for line in header { out.line(0, line.isEmpty ? "#" : "# \(line)") }
        // `repeating` is a key of version 2 only, whatever version the model was read as.
        let copies = document.sections.contains { $0.contents.contains(where: \.usesCopies) }
        if document.languageVersion >= 2 || copies { out.line(0, "version: 2") }
        out.line(0, "layout: \(document.name)")
        if !constants.isEmpty {
            out.line(0, "constants:")
            for constant in constants {
                out.line(1, "\(constant.name): \(Self.quoted(constant.expression.description))")
            }
        }
        if document.deploymentTarget != .default {
            let versions = document.deploymentTarget.versions.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key.rawValue): \"\($0.value)\"" }
            out.line(0, "deploymentTarget: {\(versions.joined(separator: ", "))}")
        }
        configuration(document.configuration, into: &out)
        out.line(0, "sections:")
        for section in document.sections {
            for note in sectionNotes[section.name] ?? [] { out.line(1, "# TODO: \(note)") }
            out.line(1, "- name: \(section.name)")
            if let indexes = section.indexes { out.line(2, "indexes: \(Self.indexes(indexes))") }
            content(section.base, level: 2, differingFrom: nil, into: &out)
            if !section.variants.isEmpty {
                out.line(2, "variants:")
                for variant in section.variants {
                    out.line(3, "- when: \(Self.condition(variant.condition))")
                    content(variant.content, level: 4, differingFrom: section.base, into: &out)
                }
            }
        }
        if let preview = document.preview { self.preview(preview, into: &out) }
        return out.text
    }

    // MARK: - Sections

    private func configuration(_ configuration: LayoutConfiguration, into out: inout Output) {
        var lines: [String] = []
        if configuration.scrollDirection != .vertical {
            lines.append("scrollDirection: \(configuration.scrollDirection)")
        }
        if configuration.interSectionSpacing != 0 {
            lines.append("interSectionSpacing: \(Self.number(configuration.interSectionSpacing))")
        }
        if let reference = configuration.contentInsetsReference {
            lines.append("contentInsetsReference: \(reference.rawValue)")
        }
        guard !lines.isEmpty || !configuration.boundaryItems.isEmpty else { return }
        out.line(0, "configuration:")
        for line in lines { out.line(1, line) }
        if !configuration.boundaryItems.isEmpty {
            out.line(1, "boundarySupplementaryItems:")
            for item in configuration.boundaryItems { out.line(2, "- \(Self.boundaryItem(item))") }
        }
    }

    /// Writes the keys of `content` that differ from `base`'s: for a section layout, from an empty section's
    /// (its defaults); for a variant, from its section's, so the variant states exactly what it replaces.
    private func content(
        _ content: SectionContent, level: Int, differingFrom base: SectionContent?, into out: inout Output
    ) {
        // A section layout always states its group or list.
        let reference =
            base.map { entries($0, level: level) }
            ?? entries(Self.defaults, level: level).filter { $0.key != "list" }
        for entry in entries(content, level: level) where !reference.contains(where: { $0 == entry }) {
            for line in entry.lines { out.text += line }
        }
    }

    private static let defaults = SectionContent(
        body: .list(ListConfiguration(appearance: .plain)), contentInsets: .zero, interGroupSpacing: 0)

    /// Every key of a section's content with its text, defaults included.
    private func entries(_ content: SectionContent, level: Int) -> [Entry] {
        var entries: [Entry] = []
        func add(_ key: String, _ lines: (inout Output) -> Void) {
            var out = Output()
            lines(&out)
            entries.append(
                Entry(
                    key: key,
                    lines: out.text.split(separator: "\n", omittingEmptySubsequences: false)
                        .dropLast().map { $0 + "\n" }))
        }
        switch content.body {
        case let .group(group):
            add("group") { out in
                out.line(level, "group:")
                self.group(group, level: level + 1, into: &out)
            }
        case let .list(list):
            var fields = ["appearance: \(list.appearance.rawValue)"]
            if list.headerMode != .none { fields.append("headerMode: \(list.headerMode.rawValue)") }
            if list.footerMode != .none { fields.append("footerMode: \(list.footerMode.rawValue)") }
            if !list.showsSeparators { fields.append("showsSeparators: false") }
            add("list") { $0.line(level, "list: {\(fields.joined(separator: ", "))}") }
        }
        add("contentInsets") { $0.line(level, "contentInsets: \(Self.insets(content.contentInsets) ?? "0")") }
        add("interGroupSpacing") { $0.line(level, "interGroupSpacing: \(Self.number(content.interGroupSpacing))") }
        add("orthogonalScrolling") { $0.line(level, "orthogonalScrolling: \(content.orthogonalScrolling.rawValue)") }
        add("contentInsetsReference") {
            $0.line(level, "contentInsetsReference: \((content.contentInsetsReference ?? .automatic).rawValue)")
        }
        switch content.supplementaryInsets {
        case let .reference(reference)?:
            add("supplementaryContentInsetsReference") {
                $0.line(level, "supplementaryContentInsetsReference: \(reference.rawValue)")
            }
        case let .followsContentInsets(follows)?:
            add("supplementariesFollowContentInsets") {
                $0.line(level, "supplementariesFollowContentInsets: \(follows)")
            }
        case nil:
            break
        }
        add("boundarySupplementaryItems") { out in
            guard !content.boundaryItems.isEmpty else { return out.line(level, "boundarySupplementaryItems: []") }
            out.line(level, "boundarySupplementaryItems:")
            for item in content.boundaryItems { out.line(level + 1, "- \(Self.boundaryItem(item))") }
        }
        add("decorations") { out in
            guard !content.decorations.isEmpty else { return out.line(level, "decorations: []") }
            out.line(level, "decorations:")
            for decoration in content.decorations {
                var fields = ["kind: \(decoration.kind.rawValue)"]
                if let view = decoration.viewClass { fields.append("view: \(view)") }
                if let insets = Self.insets(decoration.contentInsets) { fields.append("contentInsets: \(insets)") }
                if let zIndex = decoration.zIndex { fields.append("zIndex: \(zIndex)") }
                out.line(level + 1, "- {\(fields.joined(separator: ", "))}")
            }
        }
        return entries
    }

    private struct Entry: Equatable {
        var key: String
        var lines: [String]
    }

    // MARK: - Groups and items

    private func group(_ group: LayoutGroup, level: Int, into out: inout Output) {
        switch group {
        case let .standard(standard):
            out.line(level, "axis: \(standard.axis.rawValue)")
            out.line(level, "width: \(Self.dimension(standard.size.width))")
            out.line(level, "height: \(Self.dimension(standard.size.height))")
            let subitems: [GroupSubitem]
            switch standard.content {
            case let .repeating(subitem, count):
                out.line(level, "count: \(Self.count(count))")
                subitems = [subitem]
            case let .copies(subitem, count):
                // A key of version 2, which the top of the file then states.
                out.line(level, "repeating: \(Self.number(count))")
                subitems = [subitem]
            case let .subitems(list):
                subitems = Array(list)
            }
            if let spacing = standard.interItemSpacing { out.line(level, "interItemSpacing: \(Self.spacing(spacing))") }
            if let insets = Self.insets(standard.contentInsets) { out.line(level, "contentInsets: \(insets)") }
            if let edges = standard.edgeSpacing.flatMap(Self.edgeSpacing) { out.line(level, "edgeSpacing: \(edges)") }
            supplementaries(standard.supplementaries, level: level, into: &out)
            if subitems.count == 1, case let .item(item) = subitems[0] {
                self.item(item, key: "item:", level: level, fieldLevel: level + 1, into: &out)
            } else {
                out.line(level, "subitems:")
                for subitem in subitems {
                    switch subitem {
                    case let .item(item):
                        self.item(item, key: "- item:", level: level + 1, fieldLevel: level + 3, into: &out)
                    case let .group(nested):
                        out.line(level + 1, "- group:")
                        self.group(nested, level: level + 3, into: &out)
                    }
                }
            }
        case let .masonry(masonry):
            out.line(level, "custom: masonry")
            out.line(level, "width: \(Self.dimension(masonry.width))")
            out.line(level, "columns: \(Self.count(masonry.columns))")
            if masonry.columnSpacing != 0 { out.line(level, "columnSpacing: \(Self.number(masonry.columnSpacing))") }
            if masonry.itemSpacing != 0 { out.line(level, "itemSpacing: \(Self.number(masonry.itemSpacing))") }
            if let height = masonry.itemHeight { out.line(level, "itemHeight: \(Self.dimension(height))") }
            if let insets = Self.insets(masonry.contentInsets) { out.line(level, "contentInsets: \(insets)") }
        case let .flow(flow):
            out.line(level, "custom: flow")
            out.line(level, "width: \(Self.dimension(flow.width))")
            if flow.alignment != .leading { out.line(level, "alignment: \(flow.alignment.rawValue)") }
            out.line(level, "itemHeight: \(Self.dimension(flow.itemHeight))")
            out.line(level, "estimatedItemWidth: \(Self.number(flow.estimatedItemWidth))")
            if flow.itemSpacing != 0 { out.line(level, "itemSpacing: \(Self.number(flow.itemSpacing))") }
            if flow.lineSpacing != 0 { out.line(level, "lineSpacing: \(Self.number(flow.lineSpacing))") }
            if let insets = Self.insets(flow.contentInsets) { out.line(level, "contentInsets: \(insets)") }
        case let .custom(custom):
            // The language has no arbitrary custom group; the caller notes it. Its size stands in.
            out.line(level, "axis: horizontal")
            out.line(level, "width: \(Self.dimension(custom.size.width))")
            out.line(level, "height: \(Self.dimension(custom.size.height))")
            // Its one item fills it; where the group is estimated, the item is too (a fraction of an estimated
            // height never self-sizes).
            let itemHeight = custom.size.height.isEstimated ? Self.dimension(custom.size.height) : "fractionalHeight(1)"
            out.line(level, "item: {width: fractionalWidth(1), height: \(itemHeight)}")
        }
    }

    private func supplementaries(_ items: [SupplementaryItem], level: Int, into out: inout Output) {
        guard !items.isEmpty else { return }
        out.line(level, "supplementaries:")
        for item in items { out.line(level + 1, "- \(Self.supplementary(item))") }
    }

    /// An item in flow style on its key's line, or in block style when that line would pass 120 columns.
    private func item(_ item: LayoutItem, key: String, level: Int, fieldLevel: Int, into out: inout Output) {
        let flow = Self.item(item)
        guard 2 * level + key.count + 1 + flow.count > 120 else { return out.line(level, "\(key) \(flow)") }
        out.line(level, key)
        out.line(fieldLevel, "width: \(Self.dimension(item.size.width))")
        out.line(fieldLevel, "height: \(Self.dimension(item.size.height))")
        if let insets = Self.insets(item.contentInsets) { out.line(fieldLevel, "contentInsets: \(insets)") }
        if let edges = item.edgeSpacing.flatMap(Self.edgeSpacing) { out.line(fieldLevel, "edgeSpacing: \(edges)") }
        supplementaries(item.supplementaries, level: fieldLevel, into: &out)
    }

    static func item(_ item: LayoutItem) -> String {
        var fields = ["width: \(Self.dimension(item.size.width))", "height: \(Self.dimension(item.size.height))"]
        if let insets = insets(item.contentInsets) { fields.append("contentInsets: \(insets)") }
        if let edges = item.edgeSpacing.flatMap(edgeSpacing) { fields.append("edgeSpacing: \(edges)") }
        if !item.supplementaries.isEmpty {
            fields.append("supplementaries: [\(item.supplementaries.map(supplementary).joined(separator: ", "))]")
        }
        return "{\(fields.joined(separator: ", "))}"
    }

    static func supplementary(_ item: SupplementaryItem) -> String {
        var fields = [
            "kind: \(item.kind.rawValue)", "width: \(Self.dimension(item.size.width))",
            "height: \(Self.dimension(item.size.height))", "anchor: \(anchor(item.containerAnchor))",
        ]
        if let itemAnchor = item.itemAnchor { fields.append("itemAnchor: \(anchor(itemAnchor))") }
        if let zIndex = item.zIndex { fields.append("zIndex: \(zIndex)") }
        return "{\(fields.joined(separator: ", "))}"
    }

    static func boundaryItem(_ item: BoundaryItem) -> String {
        var fields = [
            "kind: \(item.kind.rawValue)", "alignment: \(item.alignment.rawValue)",
            "width: \(Self.dimension(item.size.width))", "height: \(Self.dimension(item.size.height))",
        ]
        if item.pinToVisibleBounds { fields.append("pinToVisibleBounds: true") }
        if !item.extendsBoundary { fields.append("extendsBoundary: false") }
        if item.absoluteOffset != .zero { fields.append("absoluteOffset: \(point(item.absoluteOffset))") }
        if let zIndex = item.zIndex { fields.append("zIndex: \(zIndex)") }
        if let insets = insets(item.contentInsets) { fields.append("contentInsets: \(insets)") }
        return "{\(fields.joined(separator: ", "))}"
    }

    static func anchor(_ anchor: LayoutAnchor) -> String {
        let edges = DirectionalEdge.allCases.filter(anchor.edges.contains).map(\.rawValue)
        var fields = ["edges: [\(edges.joined(separator: ", "))]"]
        switch anchor.offset {
        case let .absolute(point)?: fields.append("absoluteOffset: \(self.point(point))")
        case let .fractional(point)?: fields.append("fractionalOffset: \(self.point(point))")
        case nil: break
        }
        return "{\(fields.joined(separator: ", "))}"
    }

    // MARK: - Preview

    private func preview(_ preview: PreviewData, into out: inout Output) {
        out.line(0, "preview:")
        if let device = preview.device { out.line(1, "device: \(device)") }
        if let container = preview.container {
            out.line(1, "container: {width: \(Self.number(container.width)), height: \(Self.number(container.height))}")
        }
        if let safeArea = preview.safeArea.map(LayoutInsets.init).flatMap(Self.insets) {
            out.line(1, "safeArea: \(safeArea)")
        }
        if let margins = preview.layoutMargins.map(LayoutInsets.init).flatMap(Self.insets) {
            out.line(1, "layoutMargins: \(margins)")
        }
        if let width = preview.readableWidth { out.line(1, "readableWidth: \(Self.number(width))") }
        if let scale = preview.scale { out.line(1, "scale: \(Self.number(scale))") }
        let traits = [
            preview.horizontalSizeClass.map { "horizontalSizeClass: \($0.rawValue)" },
            preview.verticalSizeClass.map { "verticalSizeClass: \($0.rawValue)" },
        ].compactMap { $0 }
        if !traits.isEmpty { out.line(1, "traits: {\(traits.joined(separator: ", "))}") }
        guard !preview.sections.isEmpty else { return }
        out.line(1, "sections:")
        for section in preview.sections {
            var fields = ["layout: \(section.layout)", "items: \(section.items)"]
            if !section.measured.isEmpty {
                let kinds = section.measured.sorted { $0.key < $1.key }.map { kind, sizes -> String in
                    var parts: [String] = []
                    if !sizes.widths.isEmpty {
                        parts.append("width: [\(sizes.widths.map(Self.number).joined(separator: ", "))]")
                    }
                    if !sizes.heights.isEmpty {
                        parts.append("height: [\(sizes.heights.map(Self.number).joined(separator: ", "))]")
                    }
                    return "\(kind): {\(parts.joined(separator: ", "))}"
                }
                fields.append("measured: {\(kinds.joined(separator: ", "))}")
            }
            out.line(2, "- {\(fields.joined(separator: ", "))}")
        }
    }

    // MARK: - Values

    /// The shortest text that reads back as the same Double: `52`, `174.5`, `0.3333333333333333` (JSON's form).
    package static func number(_ value: Double) -> String { JSONValue.format(value) }

    /// A number of the model as its scalar: the quoted expression when one gives it, else the number.
    package static func number(_ number: LayoutNumber) -> String {
        number.expression.map { quoted($0.description) } ?? Self.number(number.value)
    }

    /// A call form (`adaptive(160)`, `flexible(8)`) as its scalar, quoted when an expression gives its argument.
    static func call(_ name: String, _ argument: LayoutNumber) -> String {
        argument.expression.map { quoted("\(name)(\($0))") } ?? "\(name)(\(number(argument.value)))"
    }

    package static func dimension(_ dimension: LayoutDimension) -> String {
        dimension.number.expression == nil ? dimension.written : quoted(dimension.written)
    }

    static func spacing(_ spacing: LayoutSpacing) -> String {
        switch spacing {
        case let .fixed(value): return number(value)
        case let .flexible(value): return call("flexible", value)
        }
    }

    static func count(_ count: ItemCount) -> String {
        switch count {
        case let .fixed(value): return number(value)
        case let .adaptive(minimum): return call("adaptive", minimum)
        }
    }

    /// nil for zero insets; one number when every edge is equal; else the non-zero edges.
    static func insets(_ insets: LayoutInsets) -> String? {
        guard insets != .zero else { return nil }
        if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
            return number(insets.top)
        }
        let edges = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
        ]
        .filter { $0.1 != 0 }.map { "\($0.0): \(number($0.1))" }
        return "{\(edges.joined(separator: ", "))}"
    }

    static func edgeSpacing(_ spacing: EdgeSpacing) -> String? {
        let edges = [
            ("top", spacing.top), ("leading", spacing.leading), ("bottom", spacing.bottom),
            ("trailing", spacing.trailing),
        ]
        .compactMap { name, value in value.map { "\(name): \(self.spacing($0))" } }
        return edges.isEmpty ? nil : "{\(edges.joined(separator: ", "))}"
    }

    static func point(_ point: LayoutPoint) -> String { "[\(number(point.x)), \(number(point.y))]" }

    static func indexes(_ pattern: IndexPattern) -> String {
        switch pattern {
        case let .indexes(list):
            return list.count == 1 ? "\(list.first)" : "[\(list.map(String.init).joined(separator: ", "))]"
        case let .range(range): return "\"\(range.lowerBound)..<\(range.upperBound)\""
        case let .from(lower): return "\"\(lower)...\""
        case let .every(step, lower): return lower == 0 ? "{every: \(step)}" : "{every: \(step), from: \(lower)}"
        case let .union(patterns):
            // A list's entries: its indexes one by one, the other forms as they are written alone.
            let entries = patterns.flatMap { pattern -> [String] in
                if case let .indexes(list) = pattern { return list.map(String.init) }
                return [indexes(pattern)]
            }
            return "[\(entries.joined(separator: ", "))]"
        }
    }

    static func condition(_ condition: VariantCondition) -> String {
        let fields = [
            condition.minWidth.map { "minWidth: \(number($0))" }, condition.maxWidth.map { "maxWidth: \(number($0))" },
            condition.minHeight.map { "minHeight: \(number($0))" },
            condition.maxHeight.map { "maxHeight: \(number($0))" },
            condition.horizontalSizeClass.map { "horizontalSizeClass: \($0.rawValue)" },
            condition.verticalSizeClass.map { "verticalSizeClass: \($0.rawValue)" },
            condition.expression.map { "if: \(quoted($0.description))" },
            condition.iOS.map { "iOS: \"\($0)\"" },
            condition.contentSize.map { "contentSize: \($0.name)" },
            condition.minContentSize.map { "minContentSize: \($0.rawValue)" },
            condition.layoutDirection.map { "layoutDirection: \($0.rawValue)" },
        ].compactMap { $0 }
        return "{\(fields.joined(separator: ", "))}"
    }
}

/// Lines at two spaces per level.
private struct Output {
    var text = ""

    mutating func line(_ level: Int, _ content: String) {
        text += String(repeating: "  ", count: level) + content + "\n"
    }
}

extension LayoutDimension {
    /// The dimension as a layout file writes it, numbers shortened: `estimated(44)`, and a fraction whose decimal
    /// does not end as a person writes it: `fractionalWidth(1/3)`, not `fractionalWidth(0.3333333333333333)`.
    package var written: String {
        let argument =
            number.expression?.description
            ?? (isFractional ? LayoutFileWriter.fraction(value) : nil) ?? LayoutFileWriter.number(value)
        return "\(kindName)(\(argument))"
    }
}

extension LayoutFileWriter {
    /// `n/d` for a value that is exactly that quotient in floating point, with `d` at most 64, when its decimal takes
    /// more than six digits after the point; nil otherwise (`0.5` stays `0.5`).
    package static func fraction(_ value: Double) -> String? {
        let decimal = number(value)
        guard value.isFinite, let point = decimal.firstIndex(of: "."), decimal[point...].count > 7 else { return nil }
        for denominator in 2...64 {
            let numerator = (value * Double(denominator)).rounded()
            if numerator / Double(denominator) == value, abs(numerator) < 1e6 {
                return "\(Int(numerator))/\(denominator)"
            }
        }
        return nil
    }
}
