import TrellisCore
import TrellisModel
import TrellisSyntax

/// The top level, configuration, deployment target and preview data (`Grammar/Reference.md` §3, §7, §8).
extension Lowering {
    /// A document lowered as far as it goes: its top level and every section layout that lowered with no error
    /// inside it (`Lowering.LoweredFile.partial`), with where each was written.
    struct LoweredDocument {
        var document: LayoutDocument
        /// The entries of `sections` the document holds, one per section layout, in order.
        var sectionNodes: [SyntaxNode]
        /// Where each of those section layouts wrote its nodes: the base's record, then each variant's.
        var sectionRecords: [[ContentRecord]]
        /// Where the configuration wrote its boundary items.
        var configurationRecord: ContentRecord?
        /// The preview's section entries, one per section of its data.
        var previewNodes: [SyntaxNode]
        /// The entries left out, in order: they did not lower, or another entry's name or indexes clash with theirs.
        var omitted: [SyntaxNode]
    }

    /// The language version the file states, then the constants of the file and of the files it includes.
    private mutating func versionAndConstants(_ fields: Fields) -> [NamedConstant] {
        if let version = fields["version"], let value = integer(version, "version") {
            if value == 2 {
                expressions.languageVersion = 2
            } else if value != 1 {
                error(
                    .invalidValue, "the layout language has versions 1 and 2; 'version' must be 1 or 2, found \(value)",
                    at: version.range)
            }
        }
        for key in ["include", "definitions"] { if let pair = fields.pair(key) { _ = requireVersion2(pair) } }
        var constantNodes = includedFragments().compactMap { $0["constants"] }
        if let pair = fields.pair("constants"), requireVersion2(pair) { constantNodes.append(pair.value) }
        return constantNodes.isEmpty ? [] : constants(constantNodes)
    }

    mutating func document(_ root: SyntaxNode?) -> LoweredDocument? {
        guard let root else {
            error(
                .missingKey, "the file is empty; a layout file is a mapping with at least 'layout' and 'sections'",
                at: SourceRange(start: .start, length: 1))
            return nil
        }
        guard let fields = fields(root, Vocabulary.document) else { return nil }
        // A name that is missing or does not read stands in as the file's name makes it (`Feed.layout.yaml` gives
        // `Feed`), as `trellis import` names layouts; its error stays.
        let name =
            require(fields, "layout").flatMap { node in
                identifier(node, "layout", rule: "an UpperCamelCase Swift type name such as 'PopupStoreMain'") {
                    LayoutDocument.isLayoutName($0)
                }
            } ?? LayoutDocument.layoutName(fromFile: file)
        let constants = versionAndConstants(fields)
        let deploymentTarget =
            fields["deploymentTarget"].flatMap { self.deploymentTarget($0, "deploymentTarget") } ?? .default
        let (configuration, configurationRecord) = configuration(fields["configuration"])
        let sections = require(fields, "sections").flatMap { self.sections($0) }
        // Names as written, so preview data is checked even when a section has other errors.
        let names =
            fields["sections"]?.sequence?.compactMap { $0.mapping?.first { $0.key == "name" }?.value.scalar?.text }
            ?? []
        let preview = fields["preview"].flatMap { self.preview($0, sections: names) }
        // One pass that copies each section layout once (a copy retains every part of it), into the first and the
        // rest: making a `NonEmpty` from one array copied them all again.
        var first: SectionLayout?, rest: [SectionLayout] = []
        var keptNodes: [SyntaxNode] = [], keptRecords: [[ContentRecord]] = [], omitted: [SyntaxNode] = []
        for entry in sections ?? [] {
            // An entry that lowered despite errors inside it is kept: lowering recovered from each (a key ignored, a
            // value left to its default, an entry of a list left out), and the rest of it is checked and laid out.
            guard let lowered = entry.lowered, entry.clashes == 0 else {
                omitted.append(entry.node)
                continue
            }
            if first == nil { first = lowered } else { rest.append(lowered) }
            keptNodes.append(entry.node)
            keptRecords.append(entry.records)
        }
        guard let first else { return nil }
        let lowered = NonEmpty(first, rest)
        return LoweredDocument(
            document: LayoutDocument(
                name: name, deploymentTarget: deploymentTarget, configuration: configuration, sections: lowered,
                preview: preview, languageVersion: expressions.languageVersion, constants: constants),
            sectionNodes: keptNodes, sectionRecords: keptRecords, configurationRecord: configurationRecord,
            previewNodes: recorder.previewNodes, omitted: omitted)
    }

    /// One entry of `sections`: its section layout when it lowered, and how many errors the checks across sections
    /// report at it (a name or indexes another entry has), which leave it out.
    private struct SectionEntry {
        var node: SyntaxNode
        var lowered: SectionLayout?
        var records: [ContentRecord]
        var clashes: Int
    }

    /// Every entry of `sections`, each lowered on its own, so one broken section layout leaves the others; nil when
    /// `sections` is not a non-empty sequence.
    private mutating func sections(_ node: SyntaxNode) -> [SectionEntry]? {
        guard let entries = node.sequence else {
            typeMismatch(node, expected: "a sequence of section layouts", for: "sections")
            return nil
        }
        guard !entries.isEmpty else {
            error(.invalidValue, "'sections' must hold at least one section layout", at: node.range)
            return nil
        }
        var outcomes: [SectionEntry] = []
        var indexed: [IndexedSection] = []
        for (index, entry) in entries.enumerated() {
            let section = self.section(entry)
            if let section, let pattern = section.section.indexes, let node = section.indexesNode {
                indexed.append(IndexedSection(entry: index, name: section.section.name, pattern: pattern, node: node))
            }
            outcomes.append(
                SectionEntry(node: entry, lowered: section?.section, records: section?.records ?? [], clashes: 0))
        }
        var firstByName = [String: SourceRange](minimumCapacity: entries.count)
        let nameNodes: [SyntaxNode?] = entries.map { $0.mapping?.value(ofKey: "name") }
        // Every name written, and the renames offered: made at the first clash, whose fix-it needs a free name.
        var taken: Set<String>?
        for (index, nameNode) in nameNodes.enumerated() {
            guard let nameNode, let name = nameNode.scalar?.text else { continue }
            if let first = firstByName[name] {
                outcomes[index].clashes += 1
                var names = taken ?? Set(nameNodes.compactMap { $0?.scalar?.text })
                error(
                    .duplicateName,
                    "a section layout named '\(TerminalText.excerpt(name))' already exists; names must be unique",
                    at: nameNode.range,
                    notes: [DiagnosticNote("'\(TerminalText.excerpt(name))' is first used here", at: first)],
                    fixIt: renameFixIt(nameNode, name: name, avoiding: &names))
                taken = names
            } else {
                firstByName[name] = nameNode.range
            }
        }
        for entry in checkIndexPatterns(indexed) { outcomes[entry].clashes += 1 }
        return outcomes
    }

    /// The later of two same-named layouts becomes `name2` (or the next free number): the earlier one keeps the
    /// name, so whatever refers to it by name still does.
    private func renameFixIt(_ node: SyntaxNode, name: String, avoiding taken: inout Set<String>) -> FixIt? {
        guard node.scalar?.isPlain == true else { return nil }
        guard let fresh = (2...).lazy.map({ "\(name)\($0)" }).first(where: { !taken.contains($0) }) else { return nil }
        taken.insert(fresh)
        return FixIt(range: node.range, replacement: fresh)
    }

    /// The configuration (the default one when the file states none), and where it wrote its boundary items.
    private mutating func configuration(_ node: SyntaxNode?) -> (LayoutConfiguration, ContentRecord?) {
        guard let node else { return (LayoutConfiguration(), nil) }
        let (lowered, record) = recording(LocatedMapping(node: node), at: .topLevel) {
            $0.configuration(node, "configuration", at: $1)
        }
        return (lowered ?? LayoutConfiguration(), record)
    }

    private mutating func configuration(_ node: SyntaxNode, _ key: String, at position: LoweringPosition)
        -> LayoutConfiguration?
    {
        guard let fields = fields(node, Vocabulary.configuration, key: key) else { return nil }
        var configuration = LayoutConfiguration()
        configuration.scrollDirection =
            fields["scrollDirection"].flatMap { self.enumeration($0, "scrollDirection", as: Axis.self) } ?? .vertical
        configuration.interSectionSpacing =
            fields["interSectionSpacing"].flatMap { self.number($0, "interSectionSpacing", at: position) } ?? 0
        configuration.contentInsetsReference = fields["contentInsetsReference"].flatMap {
            self.enumeration($0, "contentInsetsReference", as: ContentInsetsReference.self)
        }
        configuration.boundaryItems = boundaryItems(fields, at: position)
        return configuration
    }

    private mutating func deploymentTarget(_ node: SyntaxNode, _ key: String) -> DeploymentTarget? {
        guard let fields = fields(node, Vocabulary.deploymentTarget, key: key) else { return nil }
        var versions: [DeploymentTarget.Platform: OSVersion] = [:]
        for platform in DeploymentTarget.Platform.allCases {
            guard let value = fields[platform.rawValue] else { continue }
            guard let scalar = value.scalar, !scalar.isNull else {
                typeMismatch(value, expected: "a version such as \"15.0\"", for: platform.rawValue)
                continue
            }
            guard let version = OSVersion(scalar.text) else {
                error(
                    .invalidValue,
                    "'\(TerminalText.excerpt(scalar.text))' is not a version; write it like \"15.0\" or \"17.4\"",
                    at: value.range)
                continue
            }
            versions[platform] = version
        }
        if fields.pairs.isEmpty {
            error(
                .invalidValue, "'deploymentTarget' names no platform; write for example {iOS: \"15.0\"}", at: node.range
            )
            return nil
        }
        return DeploymentTarget(versions)
    }

    private mutating func preview(_ node: SyntaxNode, sections: [String]) -> PreviewData? {
        guard let fields = fields(node, Vocabulary.preview, key: "preview") else { return nil }
        var preview = PreviewData()
        preview.device = fields["device"].flatMap { self.deviceName($0) }
        if let container = fields["container"],
            let size = self.fields(container, Vocabulary.container, key: "container")
        {
            let width = require(size, "width").flatMap { self.positiveNumber($0, "width", at: .topLevel) }
            let height = require(size, "height").flatMap { self.positiveNumber($0, "height", at: .topLevel) }
            if let width, let height { preview.container = Size(width: width, height: height) }
        }
        preview.safeArea = fields["safeArea"].flatMap { self.insets($0, "safeArea", at: .topLevel)?.value }
        preview.layoutMargins = fields["layoutMargins"].flatMap {
            self.insets($0, "layoutMargins", at: .topLevel)?.value
        }
        preview.readableWidth = fields["readableWidth"].flatMap {
            self.positiveNumber($0, "readableWidth", at: .topLevel)
        }
        preview.scale = fields["scale"].flatMap { self.positiveNumber($0, "scale", at: .topLevel) }
        if let traits = fields["traits"], let traitFields = self.fields(traits, Vocabulary.traits, key: "traits") {
            preview.horizontalSizeClass = traitFields["horizontalSizeClass"].flatMap {
                self.enumeration($0, "horizontalSizeClass", as: SizeClass.self)
            }
            preview.verticalSizeClass = traitFields["verticalSizeClass"].flatMap {
                self.enumeration($0, "verticalSizeClass", as: SizeClass.self)
            }
        }
        let known = Set(sections)
        preview.sections =
            fields["sections"].flatMap { node in
                self.sequence(node, key: "sections", of: "preview sections") {
                    $0.previewSection($1, sections: sections, known: known)
                }
            } ?? []
        // The total, like `frames --items`: aliases can repeat one big section many times.
        let total = preview.sections.reduce(0) { $0 + $1.items }
        if total > Limits.previewItems, let sectionsPair = node.mapping?.first(where: { $0.key == "sections" }) {
            error(
                .inputLimit,
                "the preview's sections hold \(total) items in all; the limit is \(Limits.previewItems)",
                at: sectionsPair.keyRange)
        }
        return preview
    }

    private mutating func previewSection(_ node: SyntaxNode, sections: [String], known: Set<String>)
        -> PreviewSection?
    {
        guard let fields = fields(node, Vocabulary.previewSection, key: "sections") else { return nil }
        var layout: String?
        if let layoutNode = require(fields, "layout"), let name = string(layoutNode, "layout") {
            if known.contains(name) {
                layout = name
            } else if !sections.isEmpty {
                let suggestion = Suggestion.closest(to: name, in: sections)
                error(
                    .unknownSection,
                    "preview data names section layout '\(TerminalText.excerpt(name))', which the file does not define"
                        + (suggestion.map(Suggestion.hint)
                            ?? " (defined: \(sections.map { TerminalText.excerpt($0) }.joined(separator: ", ")))"),
                    at: layoutNode.range, fixIt: suggestion.map { FixIt(range: layoutNode.range, replacement: $0) })
            }
        }
        let items = fields["items"].flatMap { self.nonNegativeInteger($0, "items") } ?? 6
        if items > 1_000_000, let itemsNode = fields["items"] {
            error(
                .invalidValue, "'items' is \(items); preview sections are limited to 1000000 items", at: itemsNode.range
            )
        }
        var measured: [String: MeasuredSizes] = [:]
        if let measuredNode = fields["measured"] {
            if let pairs = measuredNode.mapping {
                for pair in pairs {
                    let kindNode = SyntaxNode(.scalar(Scalar(pair.key)), range: pair.keyRange)
                    guard let kind = elementKind(kindNode, "measured kind"), let sizes = measuredSizes(pair.value)
                    else { continue }
                    measured[kind.rawValue] = sizes
                }
            } else {
                typeMismatch(
                    measuredNode, expected: "a mapping from element kind (item, header, ...) to sizes", for: "measured")
            }
        }
        guard let layout else { return nil }
        recorder.previewSection(node)
        return PreviewSection(layout: layout, items: items, measured: measured)
    }

    private mutating func measuredSizes(_ node: SyntaxNode) -> MeasuredSizes? {
        guard let fields = fields(node, Vocabulary.measuredSize, key: "measured") else { return nil }
        return MeasuredSizes(
            widths: fields["width"].flatMap { self.measurements($0, "width") } ?? [],
            heights: fields["height"].flatMap { self.measurements($0, "height") } ?? [])
    }

    /// A number, or a non-empty sequence of numbers, each positive.
    private mutating func measurements(_ node: SyntaxNode, _ key: String) -> [Double]? {
        let nodes = node.sequence ?? [node]
        if nodes.isEmpty {
            error(.invalidValue, "'\(key)' must hold at least one size", at: node.range)
            return nil
        }
        let values = nodes.compactMap { positiveNumber($0, key, at: .topLevel) }
        return values.count == nodes.count ? values : nil
    }
}

extension Lowering {
    /// A device preset's name (`preview.device`); an unknown one is an error here, so that
    /// `lint` refuses what `frames` and `render` would.
    mutating func deviceName(_ node: SyntaxNode) -> String? {
        guard let name = string(node, "device") else { return nil }
        guard DevicePresets.named(name) == nil else { return name }
        let suggestion = Suggestion.closest(to: name, in: DevicePresets.all.map(\.name))
        error(
            .invalidValue,
            "'\(TerminalText.excerpt(name))' is not a device preset\(suggestion.map(Suggestion.hint) ?? "") "
                + "(`trellis devices` lists them)",
            at: node.range, fixIt: suggestion.map { FixIt(range: node.range, replacement: $0) })
        return nil
    }
}
