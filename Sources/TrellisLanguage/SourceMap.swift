import TrellisCore
import TrellisModel
import TrellisSyntax

/// A mapping as written, for finding keys and values: a section's keys (with a variant's
/// merged over its base's), a group's, an item's.
package struct LocatedMapping: Sendable {
    package let node: SyntaxNode
    package let pairs: [SyntaxPair]

    package init(node: SyntaxNode, pairs: [SyntaxPair]? = nil) {
        self.node = node
        self.pairs = pairs ?? node.mapping ?? []
    }

    package func pair(_ key: String) -> SyntaxPair? { pairs.pair(ofKey: key) }
    package subscript(key: String) -> SyntaxNode? { pairs.value(ofKey: key) }

    /// The key and value a field names, dotted below a key (`contentInsets.leading`, `when.minWidth`, `anchor.x`,
    /// `absoluteOffset.y`): down through the mappings and `[x, y]` points it is written in, an anchor's offset
    /// included. Where the file writes less (`contentInsets: 16` for every edge), the deepest pair written; nil when
    /// the mapping does not state the field's first key.
    package func located(field: String) -> (keyRange: SourceRange, value: SyntaxNode)? {
        // Bytes, not `contains(_:)` on text, which goes through Foundation's search: rules ask this of every finding.
        guard !field.utf8.contains(UInt8(ascii: ".")) else { return locatedDotted(field) }
        return pair(field).map { ($0.keyRange, $0.value) }
    }

    private func locatedDotted(_ field: String) -> (keyRange: SourceRange, value: SyntaxNode)? {
        var found: (keyRange: SourceRange, value: SyntaxNode)?
        var mapping: LocatedMapping? = self
        for component in field.split(separator: ".").map(String.init) {
            if let pair = mapping?.pair(component) {
                found = (pair.keyRange, pair.value)
            } else if let current = found, component == "x" || component == "y" {
                // A point, or an anchor whose point is its offset.
                let offset = LocatedMapping(node: current.value).pairs.first {
                    $0.key == "absoluteOffset" || $0.key == "fractionalOffset"
                }
                let point = offset.map { ($0.keyRange, $0.value) } ?? current
                guard let items = point.1.sequence, items.count == 2 else { return point }
                return (point.0, items[component == "x" ? 0 : 1])
            } else {
                return found
            }
            mapping = found?.value.mapping != nil ? LocatedMapping(node: found!.value) : nil
        }
        return found
    }

    /// The key's range, else the mapping's own.
    package func keyRange(_ key: String) -> SourceRange { pair(key)?.keyRange ?? node.range }
    /// The value's range, else the key's, else the mapping's.
    package func valueRange(_ key: String) -> SourceRange { pair(key)?.value.range ?? keyRange(key) }
    /// Where the first key is: a new key inserted here lines up with the mapping's keys.
    package var firstKeyRange: SourceRange { pairs.first?.keyRange ?? node.range }
    /// Whether the mapping is written in flow style (`{a: 1}`).
    package var isFlow: Bool { node.isFlow }

    /// A fix-it that adds `key: value` to this mapping, in its style, before its first key.
    package func insertion(_ key: String, _ value: String) -> FixIt {
        let at = SourceRange(start: firstKeyRange.start, end: firstKeyRange.start)
        if isFlow { return FixIt(range: at, replacement: "\(key): \(value), ") }
        return FixIt(
            range: at, replacement: "\(key): \(value)\n" + String(repeating: " ", count: firstKeyRange.start.column - 1)
        )
    }

    /// A fix-it that removes `key: value` from this mapping: in flow style with the ", " that separates it, in
    /// block style with its whole line when the pair is alone there (a scalar value on the key's line).
    package func removal(_ key: String, in source: SourceFile) -> FixIt? {
        guard let index = pairs.firstIndex(ofKey: key), pairs[index].value.scalar != nil else {
            return nil
        }
        let pair = pairs[index]
        if isFlow {
            guard pairs.count > 1 else { return nil }
            // "a: 1, b: 2": remove "a: 1, " up to the next key, or ", b: 2" from the previous value.
            let range =
                index + 1 < pairs.count
                ? SourceRange(start: pair.keyRange.start, end: pairs[index + 1].keyRange.start)
                : SourceRange(start: pairs[index - 1].value.range.end, end: pair.value.range.end)
            return FixIt(range: range, replacement: "")
        }
        // `source` is the document's text: a key of an included file is edited through its own.
        let line = pair.keyRange.start.line, at = pair.keyRange.start
        guard at.file == 0, pair.value.range.end.line == line, let text = source.line(line),
            text.unicodeScalars.prefix(pair.keyRange.start.column - 1).allSatisfy({ $0 == " " })
        else { return nil }
        let end =
            source.line(line + 1) != nil
            ? at.at(line: line + 1, column: 1) : at.at(line: line, column: text.unicodeScalars.count + 1)
        return FixIt(range: SourceRange(start: at.at(line: line, column: 1), end: end), replacement: "")
    }

    /// A fix-it that replaces the value of `key`.
    package func replacing(_ key: String, with text: String) -> FixIt? {
        pair(key).map { FixIt(range: $0.value.range, replacement: text) }
    }
}

/// A model value with the mapping it was written as.
package struct Located<Value: Sendable>: Sendable {
    package let value: Value
    package let syntax: LocatedMapping
}

extension [Located<BoundaryItem>] {
    /// The model's name for the item at `index`: its kind, and how many items of that kind come before it.
    package func node(at index: Int) -> ModelPath.Node {
        .boundaryItem(at: index) { self[$0].value.kind }
    }
}

/// A node of a group tree: an item or a group, its mapping, its children and its path (the
/// subitem index taken at each level below the section's top-level group).
///
/// A class, though immutable: lint's rules pass nodes around by the thousand, and copying one as a value retained
/// each of its parts (a tenth of lint's time).
package final class LocatedNode: Sendable {
    package let subitem: GroupSubitem
    package let syntax: LocatedMapping
    /// The key that introduced the node: `group`, `item`, or the `item`/`group` of a subitems entry.
    package let keyRange: SourceRange
    package let path: [Int]
    package let children: [LocatedNode]
    package let supplementaries: [Located<SupplementaryItem>]

    init(
        subitem: GroupSubitem, syntax: LocatedMapping, keyRange: SourceRange, path: [Int], children: [LocatedNode],
        supplementaries: [Located<SupplementaryItem>]
    ) {
        self.subitem = subitem
        self.syntax = syntax
        self.keyRange = keyRange
        self.path = path
        self.children = children
        self.supplementaries = supplementaries
    }

    package var size: LayoutSize? {
        switch subitem {
        case let .item(item): return item.size
        case let .group(.standard(group)): return group.size
        case .group: return nil
        }
    }

    package var isGroup: Bool {
        if case .group = subitem { return true }
        return false
    }

    /// Every node below and including this one, parents before children, with each one's parent.
    package func walk(parent: LocatedNode? = nil, _ visit: (LocatedNode, LocatedNode?) -> Void) {
        visit(self, parent)
        for child in children { child.walk(parent: self, visit) }
    }

    package func node(at path: ArraySlice<Int>) -> LocatedNode? {
        guard let first = path.first else { return self }
        guard children.indices.contains(first) else { return nil }
        return children[first].node(at: path.dropFirst())
    }
}

/// One section content as written: the base section, or a variant with its base's keys merged in. A class for the
/// reason `LocatedNode` is one.
package final class LocatedContent: Sendable {
    package let sectionName: String
    /// The variant's index; nil for the base section.
    package let variant: Int?
    package let content: SectionContent
    package let syntax: LocatedMapping
    /// The top-level group; nil for a list.
    package let group: LocatedNode?
    /// In the model's order: header, footer, then boundarySupplementaryItems.
    package let boundaryItems: [Located<BoundaryItem>]
    package let decorations: [Located<DecorationItem>]

    init(
        sectionName: String, variant: Int?, content: SectionContent, syntax: LocatedMapping, group: LocatedNode?,
        boundaryItems: [Located<BoundaryItem>], decorations: [Located<DecorationItem>]
    ) {
        self.sectionName = sectionName
        self.variant = variant
        self.content = content
        self.syntax = syntax
        self.group = group
        self.boundaryItems = boundaryItems
        self.decorations = decorations
    }

    /// "section 'grid'" or "variant 2 of section 'grid'", for messages.
    package var title: String {
        variant.map { "variant \($0 + 1) of section '\(sectionName)'" } ?? "section '\(sectionName)'"
    }

    /// The model's name for the content itself, or for one of its item or group nodes, with a field.
    package func path(_ node: LocatedNode? = nil, field: String? = nil) -> ModelPath {
        .section(sectionName, variant: variant, node.map { .group($0.path) } ?? .owner, field: field)
    }

    /// The model's name for the supplementary item at `index` of a node, with a field.
    package func path(_ node: LocatedNode, supplementary index: Int, field: String? = nil) -> ModelPath {
        .section(sectionName, variant: variant, .supplementary(group: node.path, index: index), field: field)
    }

    /// The model's name for the boundary item at `index` of `boundaryItems`, with a field.
    package func path(boundaryItem index: Int, field: String? = nil) -> ModelPath {
        .section(sectionName, variant: variant, boundaryItems.node(at: index), field: field)
    }

    /// The model's name for the decoration item at `index` of `decorations`, with a field.
    package func path(decoration index: Int, field: String? = nil) -> ModelPath {
        .section(sectionName, variant: variant, .decoration(index), field: field)
    }

    package func walkNodes(_ visit: (LocatedNode, LocatedNode?) -> Void) {
        group?.walk(visit)
    }
}

package struct LocatedSection: Sendable {
    package let layout: SectionLayout
    package let syntax: LocatedMapping
    /// The base section first, then each variant.
    package let contents: [LocatedContent]
}

/// Lowering's source map: the lowered document next to the syntax each of its nodes came
/// from, so that lint, `frames`, `compile` and `render` can point at the key a finding is
/// about. Lowering records where each node was written as it lowers it (`ContentRecord`), and
/// the map is built from the model and those records: for a file that lowered without errors,
/// and for the part of a file with errors that lowered (`Lowering.LoweredFile.partial`), whose
/// broken entries are listed in `omittedSections`. A variant's syntax is its keys merged over its
/// base's, as lowering read them.
///
/// A class, though immutable, for the reason `LocatedNode` is one: each rule's findings and every stage that points
/// at the file hold it.
package final class LocatedDocument: Sendable {
    /// The whole file's model, or for a partial document the file without its `omittedSections`.
    package let document: LayoutDocument
    package let syntax: SyntaxDocument
    package let root: LocatedMapping
    package let sections: [LocatedSection]
    /// The entries of `sections` that `document` leaves out, in file order, because they did not lower or an
    /// error lies inside them; empty for a whole document. Checks that reason about every section layout of a
    /// file (which index none serves, which suppression is superfluous) cannot decide on a partial document.
    package let omittedSections: [SyntaxNode]
    /// The errors lowering recovered from: each one's part of the file is in `document` as if it were not written (an
    /// unknown key ignored, a value that does not read left to its key's default, an entry that does not lower left
    /// out of its list). Empty for a whole document.
    package let standIns: [Diagnostic]
    /// Whether `document` is not all the file says: entries left out, or parts laid out as if not written.
    package var isPartial: Bool { !omittedSections.isEmpty || !standIns.isEmpty }
    /// Section layouts by name, so a lookup per section stays linear in the file's size.
    private let sectionIndexes: [String: Int]
    package let configurationItems: [Located<BoundaryItem>]
    /// The preview data's sections, each with its entry.
    package let previewSections: [Located<PreviewSection>]

    /// The source map of `document`, whose section layouts wrote their nodes where `sectionRecords` say (one list per
    /// section layout: the base's record, then each variant's), with the entries `omitted` left out. Nil when the
    /// records do not cover the model, which lowering never lets happen.
    init?(
        document: LayoutDocument, syntax: SyntaxDocument, sectionRecords: [[ContentRecord]],
        configuration: ContentRecord?, preview: [SyntaxNode], omitted: [SyntaxNode], standIns: [Diagnostic] = []
    ) {
        guard let rootNode = syntax.root, rootNode.mapping != nil, sectionRecords.count == document.sections.count
        else { return nil }
        self.document = document
        self.syntax = syntax
        root = LocatedMapping(node: rootNode)
        omittedSections = omitted
        self.standIns = standIns
        var sections: [LocatedSection] = []
        for (layout, records) in zip(document.sections, sectionRecords) {
            guard records.count == 1 + layout.variants.count else { return nil }
            let variants = [layout.base] + layout.variants.map(\.content)
            var contents: [LocatedContent] = []
            for (index, (content, record)) in zip(variants, records).enumerated() {
                guard
                    let located = Self.content(
                        content, name: layout.name, variant: index == 0 ? nil : index - 1, record: record)
                else { return nil }
                contents.append(located)
            }
            sections.append(LocatedSection(layout: layout, syntax: records[0].syntax, contents: contents))
        }
        self.sections = sections
        sectionIndexes = Dictionary(
            sections.indices.map { (sections[$0].layout.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard
            let items = configuration.map({ Self.located(document.configuration.boundaryItems, $0.boundaryItems) })
                ?? (document.configuration.boundaryItems.isEmpty ? [] : nil)
        else { return nil }
        configurationItems = items
        guard let previewSections = Self.located(document.preview?.sections ?? [], preview) else { return nil }
        self.previewSections = previewSections
    }

    /// Where a node lies in the file: its offending key, else the nearest enclosing key. The one resolver from the
    /// model's names to positions, for the engine's refusals, code generation's and lint's findings.
    package func range(of path: ModelPath) -> SourceRange {
        let fallback = root.pair("preview")?.keyRange ?? root.keyRange("layout")
        switch path.owner {
        case .layout:
            return fallback
        case .configuration:
            if case .boundaryItem = path.node {
                let item = mapping(of: path)
                // A finding about a field the item does not state points at its first key; the engine's refusals
                // (no field) at the item.
                guard let item else { return fallback }
                return path.field.map { item.located(field: $0)?.keyRange ?? item.firstKeyRange } ?? item.node.range
            }
            guard let configuration = root.pair("configuration") else { return root.keyRange("layout") }
            return path.field.map { LocatedMapping(node: configuration.value).keyRange($0) } ?? configuration.keyRange
        case let .section(name, variant):
            guard let content = content(section: name, variant: variant) else { return fallback }
            return range(of: path, in: content)
        }
    }

    /// The value written for a path's field: a section's or a node's key, or the configuration's; nil for a path
    /// without a field, or a field the file does not state.
    package func value(of path: ModelPath) -> SyntaxNode? {
        path.field.flatMap { field in
            // A variant's `when` is left out of its merged keys; `when.minWidth` is found in the variant as written.
            let mapping = mapping(of: path)
            return mapping?.located(field: field)?.value
                ?? mapping.flatMap { LocatedMapping(node: $0.node).located(field: field)?.value }
        }
    }

    /// The mapping a path's node is written as: the configuration, a section content (a variant's keys merged over
    /// its base's), an item or group, a supplementary, boundary or decoration item; nil for a node the file does
    /// not hold, or one that is not a mapping.
    package func mapping(of path: ModelPath) -> LocatedMapping? {
        let content: LocatedContent?
        switch path.owner {
        case .layout:
            return path.node == .owner ? root : nil
        case .configuration:
            switch path.node {
            case .owner: return root["configuration"].map { LocatedMapping(node: $0) }
            case let .boundaryItem(kind, occurrence): return Self.item(kind, occurrence, in: configurationItems)
            default: return nil
            }
        case let .section(name, variant):
            content = self.content(section: name, variant: variant)
        }
        guard let content else { return nil }
        switch path.node {
        case .owner: return content.syntax
        case let .group(nodePath): return content.group?.node(at: nodePath[...])?.syntax
        case let .supplementary(nodePath, index):
            let supplementaries = content.group?.node(at: nodePath[...])?.supplementaries ?? []
            return supplementaries.indices.contains(index) ? supplementaries[index].syntax : nil
        case let .boundaryItem(kind, occurrence): return Self.item(kind, occurrence, in: content.boundaryItems)
        case let .decoration(index):
            return content.decorations.indices.contains(index) ? content.decorations[index].syntax : nil
        case .container: return nil
        }
    }

    private static func item(_ kind: String, _ occurrence: Int, in items: [Located<BoundaryItem>]) -> LocatedMapping? {
        let ofKind = items.filter { $0.value.kind.rawValue == kind }
        return ofKind.indices.contains(occurrence) ? ofKind[occurrence].syntax : nil
    }

    /// Where a finding about a node points: the value of the path's field when the file states it (the text the
    /// finding is about), else `range(of:)`.
    package func valueRange(of path: ModelPath) -> SourceRange {
        value(of: path)?.range ?? range(of: path)
    }

    /// What is written at `position`, as the model names it, with the text there that names it: the inverse of
    /// `range(of:)`, so hover and `trellis explain FILE:LINE:COLUMN` find a node the same way. A section layout's
    /// `name` (key or value); else the innermost item or group whose text (from the key that introduces it to the
    /// end of its mapping) holds the position: on that key the path names the node, on one of its own keys or
    /// values the path's field is that key and the range its value, and between them the range is nil.
    package func node(at position: SourcePosition) -> (path: ModelPath, range: SourceRange?)? {
        for section in sections {
            if let name = section.syntax.pair("name"),
                name.keyRange.covers(position) || name.value.range.covers(position)
            {
                return (.section(section.layout.name, field: "name"), name.value.range)
            }
        }
        for content in sections.flatMap(\.contents) {
            var innermost: LocatedNode?
            content.walkNodes { node, _ in
                if node.keyRange.start <= position && position < node.syntax.node.extent.end { innermost = node }
            }
            guard let node = innermost else { continue }
            var path = ModelPath.section(content.sectionName, variant: content.variant, .group(node.path))
            if node.keyRange.covers(position) { return (path, node.keyRange) }
            if let pair = node.syntax.pairs.first(where: {
                $0.keyRange.covers(position) || $0.value.range.covers(position)
            }) {
                path.field = pair.key
                return (path, pair.value.range)
            }
            return (path, nil)
        }
        return nil
    }

    private func range(of path: ModelPath, in content: LocatedContent) -> SourceRange {
        switch path.node {
        case .owner:
            guard let field = path.field else { return content.syntax.firstKeyRange }
            // A variant's own or inherited key, its `when` (`when.minWidth`), else a size class inside its `when`.
            return content.syntax.located(field: field)?.keyRange
                ?? LocatedMapping(node: content.syntax.node).located(field: field)?.keyRange
                ?? LocatedMapping(node: content.syntax.node)["when"].flatMap {
                    LocatedMapping(node: $0).pair(field)?.keyRange
                }
                ?? content.syntax.firstKeyRange
        case let .group(nodePath):
            guard let node = content.group?.node(at: nodePath[...]) else {
                return content.syntax.keyRange(content.group == nil ? "list" : "group")
            }
            return path.field.flatMap { node.syntax.located(field: $0)?.keyRange }
                ?? (nodePath.isEmpty ? content.syntax.keyRange("group") : node.syntax.firstKeyRange)
        case .boundaryItem, .supplementary, .decoration:
            let item = mapping(of: path)
            return path.field.flatMap { item?.located(field: $0)?.keyRange } ?? item?.firstKeyRange
                ?? content.syntax.keyRange("group")
        case .container:
            return content.syntax.pair("contentInsetsReference")?.keyRange ?? root.pair("configuration")?.keyRange
                ?? content.syntax.keyRange("name")
        }
    }

    /// The content a failure or finding belongs to.
    package func content(section name: String, variant: Int?) -> LocatedContent? {
        guard let position = sectionIndexes[name] else { return nil }
        let section = sections[position]
        let index = variant.map { $0 + 1 } ?? 0
        return section.contents.indices.contains(index) ? section.contents[index] : nil
    }

    /// A content as its record says it was written; nil when the record misses a node of the model.
    private static func content(_ content: SectionContent, name: String, variant: Int?, record: ContentRecord)
        -> LocatedContent?
    {
        var group: LocatedNode?
        if case let .group(layoutGroup) = content.body {
            guard let node = node(.group(layoutGroup), path: [], record: record) else { return nil }
            group = node
        }
        guard let boundaryItems = located(content.boundaryItems, record.boundaryItems),
            let decorations = located(content.decorations, record.decorations)
        else { return nil }
        return LocatedContent(
            sectionName: name, variant: variant, content: content, syntax: record.syntax, group: group,
            boundaryItems: boundaryItems, decorations: decorations)
    }

    /// A model list beside the nodes lowering read it from, one each, in the order it read them; nil when the counts
    /// differ.
    private static func located<Value>(_ values: [Value], _ nodes: [SyntaxNode]) -> [Located<Value>]? {
        guard values.count == nodes.count else { return nil }
        return zip(values, nodes).map { Located(value: $0, syntax: LocatedMapping(node: $1)) }
    }

    /// The group tree node at `path` and every node below it, each with the syntax recorded at its path.
    private static func node(_ subitem: GroupSubitem, path: [Int], record: ContentRecord) -> LocatedNode? {
        guard let written = record.groupNodes[path] else { return nil }
        var children: [LocatedNode] = []
        var supplementaries: [SupplementaryItem] = []
        switch subitem {
        case let .item(item):
            supplementaries = item.supplementaries
        case let .group(.standard(group)):
            supplementaries = group.supplementaries
            let models: [GroupSubitem]
            switch group.content {
            // Not `Array(subitems)`: that copies through the generic collection conformance, unspecialized here.
            case let .subitems(subitems): models = [subitems.first] + subitems.rest
            case let .repeating(child, _), let .copies(child, _): models = [child]
            }
            for (index, child) in models.enumerated() {
                guard let node = node(child, path: path + [index], record: record) else { return nil }
                children.append(node)
            }
        case .group:
            break
        }
        guard let located = located(supplementaries, record.supplementaries[path] ?? []) else { return nil }
        return LocatedNode(
            subitem: subitem, syntax: LocatedMapping(node: written.syntax), keyRange: written.keyRange, path: path,
            children: children, supplementaries: located)
    }
}
