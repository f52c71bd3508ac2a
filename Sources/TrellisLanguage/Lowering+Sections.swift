import TrellisCore
import TrellisModel
import TrellisSyntax

/// Section layouts, variants, lists, boundary items and decorations (`Grammar/Reference.md` §4, §6).
extension Lowering {
    /// A lowered section, and where its `indexes` were written, for the overlap checks.
    struct LoweredSection {
        var section: SectionLayout
        var indexesNode: SyntaxNode?
        /// Where the base section wrote its nodes, then each variant.
        var records: [ContentRecord]
    }

    mutating func section(_ node: SyntaxNode) -> LoweredSection? {
        guard let fields = fields(node, Vocabulary.section, key: "sections") else { return nil }
        let name = require(fields, "name").flatMap { self.sectionName($0, "name") }
        let indexes = fields["indexes"].flatMap { self.indexPattern($0) }
        // A section layout without a valid name yields no document; its expressions are still read and checked.
        let (base, baseRecord) = recording(LocatedMapping(node: node), at: .sectionLayout) {
            $0.sectionContent(fields, at: $1)
        }
        var records = [baseRecord]
        let variants =
            fields["variants"].flatMap { node in
                self.sequence(node, key: "variants", of: "variants") { lowering, entry -> SectionVariant? in
                    lowering.variant(entry, base: fields, records: &records)
                }
            } ?? []
        guard let name, let base else { return nil }
        if fields["indexes"] != nil, indexes == nil { return nil }
        return LoweredSection(
            section: SectionLayout(
                name: name, indexes: indexes, base: base, variants: variants),
            indexesNode: fields["indexes"], records: records)
    }

    private static let variantForbidden = [
        "name": "a variant belongs to its section's name",
        "indexes": "a variant serves its section's indexes",
        "variants": "variants do not nest",
    ]

    /// A variant's keys replace the base section's keys of the same name; stating `group`
    /// or `list` replaces whichever of the two the base had.
    private mutating func variant(_ node: SyntaxNode, base: Fields, records: inout [ContentRecord]) -> SectionVariant? {
        guard let fields = fields(node, Vocabulary.variant, key: "variants", forbidden: Self.variantForbidden) else {
            return nil
        }
        let condition = require(fields, "when").flatMap { self.condition($0, at: .sectionLayout) }
        let merged = Fields(
            shape: Vocabulary.variant, node: node, pairs: Self.variantPairs(base: base.pairs, variant: fields.pairs))
        let (content, record) = recording(LocatedMapping(node: node, pairs: merged.pairs), at: .sectionLayout) {
            $0.sectionContent(merged, at: $1)
        }
        records.append(record)
        guard let condition, let content else { return nil }
        return SectionVariant(condition: condition, content: content)
    }

    /// The section keys a variant has: the base section's that it does not restate, then its
    /// own; stating `group` or `list` replaces whichever of the two the base had. `when`, and
    /// keys a variant cannot hold, are left out. The merged keys are recorded as the variant's syntax.
    static func variantPairs(base: [SyntaxPair], variant: [SyntaxPair]) -> [SyntaxPair] {
        var replaced = Set(variant.map(\.key))
        if replaced.contains("group") || replaced.contains("list") { replaced.formUnion(["group", "list"]) }
        let sectionKey = { (pair: SyntaxPair) in pair.key != "when" && Vocabulary.variant.key(pair.key) != nil }
        return base.filter { !replaced.contains($0.key) && sectionKey($0) } + variant.filter(sectionKey)
    }

    private mutating func condition(_ node: SyntaxNode, at position: LoweringPosition) -> VariantCondition? {
        guard let fields = fields(node, Vocabulary.condition, key: "when") else { return nil }
        var condition = VariantCondition()
        condition.minWidth = fields["minWidth"].flatMap { self.nonNegativeLayoutNumber($0, "minWidth", at: position) }
        condition.maxWidth = fields["maxWidth"].flatMap { self.nonNegativeLayoutNumber($0, "maxWidth", at: position) }
        condition.minHeight = fields["minHeight"].flatMap {
            self.nonNegativeLayoutNumber($0, "minHeight", at: position)
        }
        condition.maxHeight = fields["maxHeight"].flatMap {
            self.nonNegativeLayoutNumber($0, "maxHeight", at: position)
        }
        version2Conditions(fields, into: &condition)
        condition.horizontalSizeClass = fields["horizontalSizeClass"].flatMap {
            self.enumeration($0, "horizontalSizeClass", as: SizeClass.self)
        }
        condition.verticalSizeClass = fields["verticalSizeClass"].flatMap {
            self.enumeration($0, "verticalSizeClass", as: SizeClass.self)
        }
        if fields.pairs.isEmpty {
            error(
                .invalidValue,
                "'when' needs at least one condition (minWidth, maxWidth, minHeight, maxHeight, horizontalSizeClass "
                    + "or verticalSizeClass)",
                at: node.range)
            return nil
        }
        for (lower, upper) in [("minWidth", "maxWidth"), ("minHeight", "maxHeight")] {
            let low = lower == "minWidth" ? condition.minWidth : condition.minHeight
            let high = upper == "maxWidth" ? condition.maxWidth : condition.maxHeight
            // Bounds written as expressions have a value per environment; each environment decides.
            let written = low?.expression != nil || high?.expression != nil
            if let low, let high, low.value >= high.value, !written, let range = fields[upper]?.range {
                error(
                    .invalidValue,
                    "this condition never holds: \(lower) \(JSONValue.format(low.value)) is not below \(upper) "
                        + "\(JSONValue.format(high.value))",
                    at: range)
                return nil
            }
        }
        return condition
    }

    /// Everything but `name`, `indexes` and `variants`: shared by sections and variants.
    private mutating func sectionContent(_ fields: Fields, at position: LoweringPosition) -> SectionContent? {
        let bodyKeys = exclusive(fields, ["group", "list"], reason: "a section is built from a group or is a list")
        var body: SectionContent.Body?
        switch bodyKeys.first {
        case "group":
            recorder.groupNode(fields["group"]!, key: fields.pair("group"), at: position)
            body = group(fields["group"]!, "group", at: position).map(SectionContent.Body.group)
        case "list": body = list(fields["list"]!).map(SectionContent.Body.list)
        default:
            error(
                .missingKey, "\(fields.shape.noun) is missing the required key 'group' (or 'list')",
                at: fields.node.range)
        }
        var content = SectionContent(body: .list(ListConfiguration()))
        content.contentInsets =
            fields["contentInsets"].flatMap { self.insets($0, "contentInsets", at: position) } ?? .zero
        content.interGroupSpacing =
            fields["interGroupSpacing"].flatMap { self.layoutNumber($0, "interGroupSpacing", at: position) } ?? 0
        content.orthogonalScrolling =
            fields["orthogonalScrolling"].flatMap {
                self.enumeration($0, "orthogonalScrolling", as: OrthogonalScrollingBehavior.self)
            } ?? .none
        content.contentInsetsReference = fields["contentInsetsReference"].flatMap {
            self.enumeration($0, "contentInsetsReference", as: ContentInsetsReference.self)
        }
        let insetKeys = exclusive(
            fields, ["supplementaryContentInsetsReference", "supplementariesFollowContentInsets"],
            reason: "iOS 16's reference replaces the deprecated boolean")
        switch insetKeys.first {
        case "supplementaryContentInsetsReference":
            content.supplementaryInsets = enumeration(
                fields["supplementaryContentInsetsReference"]!, "supplementaryContentInsetsReference",
                as: ContentInsetsReference.self
            ).map(SupplementaryInsets.reference)
        case "supplementariesFollowContentInsets":
            content.supplementaryInsets = bool(
                fields["supplementariesFollowContentInsets"]!, "supplementariesFollowContentInsets"
            ).map(SupplementaryInsets.followsContentInsets)
        default: break
        }
        content.boundaryItems = boundaryItems(fields, at: position)
        content.decorations =
            fields["decorations"].flatMap { node in
                self.sequence(node, key: "decorations", of: "decorations") { $0.decoration($1, at: position) }
            } ?? []
        guard let body else { return nil }
        content.body = body
        return content
    }

    private mutating func list(_ node: SyntaxNode) -> ListConfiguration? {
        guard let fields = fields(node, Vocabulary.list, key: "list") else { return nil }
        var list = ListConfiguration()
        list.appearance =
            fields["appearance"].flatMap { self.enumeration($0, "appearance", as: ListConfiguration.Appearance.self) }
            ?? .plain
        list.headerMode =
            fields["headerMode"].flatMap { self.enumeration($0, "headerMode", as: ListConfiguration.HeaderMode.self) }
            ?? .none
        list.footerMode =
            fields["footerMode"].flatMap { self.enumeration($0, "footerMode", as: ListConfiguration.FooterMode.self) }
            ?? .none
        list.showsSeparators = fields["showsSeparators"].flatMap { self.bool($0, "showsSeparators") } ?? true
        return list
    }

    /// `header`, `footer`, then `boundarySupplementaryItems`, in that order.
    mutating func boundaryItems(_ fields: Fields, at position: LoweringPosition) -> [BoundaryItem] {
        var items: [BoundaryItem] = []
        if let header = fields["header"], let item = boundaryItem(header, shorthand: (.header, .top), at: position) {
            items.append(item)
        }
        if let footer = fields["footer"], let item = boundaryItem(footer, shorthand: (.footer, .bottom), at: position) {
            items.append(item)
        }
        items +=
            fields["boundarySupplementaryItems"].flatMap { node in
                self.sequence(node, key: "boundarySupplementaryItems", of: "boundary items") {
                    $0.boundaryItem($1, shorthand: nil, at: position)
                }
            } ?? []
        return items
    }

    private mutating func boundaryItem(
        _ node: SyntaxNode, shorthand: (ElementKind, RectAlignment)?, at position: LoweringPosition
    ) -> BoundaryItem? {
        let shape = shorthand == nil ? Vocabulary.boundaryItem : Vocabulary.headerFooter
        let forbidden =
            shorthand.map { kind, alignment in
                [
                    "kind":
                        "a \(kind.rawValue) always has kind \(kind.rawValue); use boundarySupplementaryItems for "
                        + "other kinds",
                    "alignment":
                        "a \(kind.rawValue) is always aligned \(alignment.rawValue); use boundarySupplementaryItems "
                        + "for other alignments",
                ]
            } ?? [:]
        guard
            let fields = fields(
                node, shape, key: shorthand.map { $0.0.rawValue } ?? "boundarySupplementaryItems", forbidden: forbidden)
        else { return nil }
        let kind = shorthand?.0 ?? require(fields, "kind").flatMap { self.elementKind($0, "kind") }
        let alignment =
            shorthand?.1
            ?? require(fields, "alignment").flatMap { self.enumeration($0, "alignment", as: RectAlignment.self) }
        guard let alignment else { return nil }
        let item = boundaryItem(fields, kind: kind, alignment: alignment, at: position)
        if item != nil { recorder.boundaryItem(node, at: position) }
        return item
    }

    private mutating func boundaryItem(
        _ fields: Fields, kind: ElementKind?, alignment: RectAlignment, at position: LoweringPosition
    ) -> BoundaryItem? {
        // Top and bottom items span the width by default; leading and trailing ones the height.
        let width =
            alignment.spansWidth
            ? (fields["width"].flatMap { self.dimension($0, "width", at: position) } ?? .fractionalWidth(1))
            : require(fields, "width").flatMap { self.dimension($0, "width", at: position) }
        let height =
            alignment.spansWidth
            ? require(fields, "height").flatMap { self.dimension($0, "height", at: position) }
            : (fields["height"].flatMap { self.dimension($0, "height", at: position) } ?? .fractionalHeight(1))
        // Read every key before giving up, so all of the item's problems are reported.
        let pinned = fields["pinToVisibleBounds"].flatMap { self.bool($0, "pinToVisibleBounds") } ?? false
        let extends = fields["extendsBoundary"].flatMap { self.bool($0, "extendsBoundary") } ?? true
        let offset = fields["absoluteOffset"].flatMap { self.point($0, "absoluteOffset", at: position) } ?? .zero
        let zIndex = fields["zIndex"].flatMap { self.integer($0, "zIndex") }
        let insets = fields["contentInsets"].flatMap { self.insets($0, "contentInsets", at: position) } ?? .zero
        guard let kind, let width, let height else { return nil }
        return BoundaryItem(
            kind: kind, alignment: alignment, size: LayoutSize(width: width, height: height),
            pinToVisibleBounds: pinned,
            extendsBoundary: extends, absoluteOffset: offset, zIndex: zIndex, contentInsets: insets)
    }

    private mutating func decoration(_ node: SyntaxNode, at position: LoweringPosition) -> DecorationItem? {
        guard let fields = fields(node, Vocabulary.decoration, key: "decorations") else { return nil }
        let kind = require(fields, "kind").flatMap { self.elementKind($0, "kind") }
        let view = fields["view"].flatMap { node in
            self.identifier(node, "view", rule: "an UpperCamelCase Swift type name such as 'SectionBackgroundView'") {
                $0.isASCIIIdentifier(firstIsUppercase: true)
            }
        }
        let insets = fields["contentInsets"].flatMap { self.insets($0, "contentInsets", at: position) } ?? .zero
        let zIndex = fields["zIndex"].flatMap { self.integer($0, "zIndex") }
        guard let kind else { return nil }
        if fields["view"] != nil, view == nil { return nil }
        recorder.decoration(node, at: position)
        return DecorationItem(kind: kind, viewClass: view, contentInsets: insets, zIndex: zIndex)
    }
}
