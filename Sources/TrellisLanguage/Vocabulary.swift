import TrellisModel
import TrellisSyntax

/// The language's vocabulary: every mapping of a layout file, its keys, which are required
/// and what each holds. Lowering reads it to find unknown and missing keys; the JSON Schema
/// is generated from it; so the two cannot disagree. A class, though immutable: lowering keeps the shape with every
/// mapping it reads, and a reference copies as one count.
package final class ObjectShape: Sendable {
    /// How messages name the mapping: "item", "boundary item", ...
    package let noun: String
    /// The definition name in the JSON Schema.
    package let definition: String
    package let keys: [Key]

    package struct Key: Sendable {
        package let name: String
        package let type: ValueType
        package let required: Bool
        package let summary: String
    }

    init(_ noun: String, _ definition: String, _ keys: [Key]) {
        self.noun = noun
        self.definition = definition
        self.keys = keys
    }

    package var keyNames: [String] { keys.map(\.name) }
    package var requiredKeys: [String] { keys.filter(\.required).map(\.name) }

    func key(_ name: String) -> Key? { keys.first { $0.name == name } }
    /// Lowering asks this of every key of every mapping.
    func hasKey(_ name: String) -> Bool { keys.contains { $0.name.isKey(name) } }

    /// The same shape without some keys (a variant cannot restate `name`, say).
    func removing(_ names: Set<String>, noun: String, definition: String, adding extra: [Key] = []) -> ObjectShape {
        ObjectShape(noun, definition, extra + keys.filter { !names.contains($0.name) })
    }
}

/// What a key holds, as far as the schema needs to know.
package indirect enum ValueType: Sendable {
    case number, positiveNumber, nonNegativeNumber, integer, nonNegativeInteger, boolean, string
    case layoutName, sectionName, elementKind
    case enumeration([String])
    case dimension, spacing, insets, edgeSpacing, point, count, indexes, osVersion
    /// `repeating`: a whole number from 1 to 1000, or an expression (version 2).
    case copies
    case object(String)
    case array(ValueType, minItems: Int)
    case group, subitem
    case numberOrNumbers
    case measuredKinds
    /// Version 2's `constants:`: lowerCamelCase names to numbers or expressions.
    case constants
    /// Version 2's `definitions:`: names to mappings of any kind.
    case definitions
}

extension ValueType {
    /// Whether a value of this type is or holds numbers, which version 2 may write as expressions.
    package var holdsNumbers: Bool {
        switch self {
        case .number, .positiveNumber, .nonNegativeNumber, .dimension, .spacing, .insets, .point, .count, .copies:
            return true
        case let .array(inner, _): return inner.holdsNumbers
        default: return false
        }
    }
}

private func key(_ name: String, _ type: ValueType, required: Bool = false, _ summary: String) -> ObjectShape.Key {
    ObjectShape.Key(name: name, type: type, required: required, summary: summary)
}

private func cases<E: CaseIterable & RawRepresentable>(_: E.Type) -> ValueType where E.RawValue == String {
    .enumeration(E.allCases.map(\.rawValue))
}

package enum Vocabulary {
    package static let document = ObjectShape(
        "layout file", "document",
        [
            key("layout", .layoutName, required: true, "UpperCamelCase name of the generated type"),
            key("version", .integer, "language version: 1 (the default) or 2"),
            key("constants", .constants, "version 2: named expressions"),
            key("definitions", .definitions, "version 2: named mappings that `use: name` stands for"),
            key("include", .array(.string, minItems: 1), "version 2: files whose constants and definitions to use"),
            key("deploymentTarget", .object("deploymentTarget"), "lowest OS versions; default iOS 15.0"),
            key("configuration", .object("configuration"), "UICollectionViewCompositionalLayoutConfiguration"),
            key("sections", .array(.object("section"), minItems: 1), required: true, "the section layouts"),
            key("preview", .object("preview"), "data for `trellis frames` and `trellis render`"),
        ])

    static let sectionContentKeys = [
        key("group", .group, "NSCollectionLayoutSection(group:)"),
        key("list", .object("list"), "NSCollectionLayoutSection.list(using:layoutEnvironment:) (iOS 14)"),
        key("contentInsets", .insets, "section contentInsets"),
        key("interGroupSpacing", .number, "space between groups"),
        key("orthogonalScrolling", cases(OrthogonalScrollingBehavior.self), "orthogonalScrollingBehavior"),
        key("contentInsetsReference", cases(ContentInsetsReference.self), "contentInsetsReference (iOS 14)"),
        key(
            "supplementaryContentInsetsReference", cases(ContentInsetsReference.self),
            "supplementaryContentInsetsReference (iOS 16)"),
        key(
            "supplementariesFollowContentInsets", .boolean,
            "supplementariesFollowContentInsets (deprecated in iOS "
                + "16)"),
        key("header", .object("headerFooter"), "a boundary header (kind header, alignment top)"),
        key("footer", .object("headerFooter"), "a boundary footer (kind footer, alignment bottom)"),
        key("boundarySupplementaryItems", .array(.object("boundaryItem"), minItems: 0), "boundary supplementary items"),
        key("decorations", .array(.object("decoration"), minItems: 0), "background decoration items"),
    ]

    package static let section = ObjectShape(
        "section", "section",
        [
            key("name", .sectionName, required: true, "lowerCamelCase name, unique in the file"),
            key("indexes", .indexes, "section indexes served by an index-based provider"),
        ] + sectionContentKeys + [
            key("variants", .array(.object("variant"), minItems: 0), "alternatives chosen from the environment")
        ])

    package static let variant = ObjectShape(
        "variant", "variant",
        [
            key("when", .object("condition"), required: true, "the condition on the environment")
        ] + sectionContentKeys)

    package static let condition = ObjectShape(
        "variant condition", "condition",
        [
            key("minWidth", .nonNegativeNumber, "effective content width >= n"),
            key("maxWidth", .nonNegativeNumber, "effective content width < n"),
            key("minHeight", .nonNegativeNumber, "effective content height >= n"),
            key("maxHeight", .nonNegativeNumber, "effective content height < n"),
            key("horizontalSizeClass", cases(SizeClass.self), "horizontal size class"),
            key("verticalSizeClass", cases(SizeClass.self), "vertical size class"),
            key("if", .string, "version 2: a boolean expression over the environment"),
            key("iOS", .osVersion, "version 2: if #available(iOS n, *)"),
            key(
                "contentSize", .enumeration(ContentSizeCategory.allCases.map(\.rawValue) + ["accessibility"]),
                "version 2: the content size category, or any accessibility one"),
            key("minContentSize", cases(ContentSizeCategory.self), "version 2: this content size category or larger"),
            key("layoutDirection", cases(LayoutDirection.self), "version 2: the layout direction"),
        ])

    package static let standardGroup = ObjectShape(
        "group", "standardGroup",
        [
            key("axis", cases(Axis.self), required: true, "NSCollectionLayoutGroup.horizontal / .vertical"),
            key("width", .dimension, required: true, "widthDimension"),
            key("height", .dimension, required: true, "heightDimension"),
            key("count", .count, "subitem:count: / repeatingSubitem:count:"),
            key("repeating", .copies, "version 2: repeatingSubitem:count: (iOS 16), copies at their own size"),
            key("interItemSpacing", .spacing, "interItemSpacing"),
            key("contentInsets", .insets, "group contentInsets"),
            key("edgeSpacing", .edgeSpacing, "group edgeSpacing"),
            key(
                "supplementaries", .array(.object("supplementary"), minItems: 0),
                "supplementary items anchored to the group"),
            key("subitems", .array(.subitem, minItems: 1), "the subitems: items and groups"),
            key("item", .object("item"), "shorthand for one item subitem"),
        ])

    package static let masonryGroup = ObjectShape(
        "masonry group", "masonryGroup",
        [
            key(
                "custom", .enumeration(["masonry"]), required: true,
                "NSCollectionLayoutGroup.custom: Pinterest-style columns"),
            key("width", .dimension, "group width; default fractionalWidth(1)"),
            key("columns", .count, required: true, "number of columns"),
            key("columnSpacing", .nonNegativeNumber, "space between columns"),
            key("itemSpacing", .nonNegativeNumber, "space between items of a column"),
            key(
                "itemHeight", .dimension,
                "height of every item, resolved against the column width (fractionalWidth(r) is an aspect ratio); "
                    + "default: from the app"
            ),
            key("contentInsets", .insets, "group contentInsets"),
        ])

    package static let flowGroup = ObjectShape(
        "flow group", "flowGroup",
        [
            key("custom", .enumeration(["flow"]), required: true, "NSCollectionLayoutGroup.custom: tag lines"),
            key("width", .dimension, "group width; default fractionalWidth(1)"),
            key("alignment", cases(FlowGroup.Alignment.self), "line alignment; default leading"),
            key("itemHeight", .dimension, required: true, "height of every item"),
            key("estimatedItemWidth", .positiveNumber, required: true, "width used until an item is measured"),
            key("itemSpacing", .nonNegativeNumber, "space between items of a line"),
            key("lineSpacing", .nonNegativeNumber, "space between lines"),
            key("contentInsets", .insets, "group contentInsets"),
        ])

    package static let subitem = ObjectShape(
        "subitem", "subitem",
        [
            key("item", .object("item"), "an item"),
            key("group", .group, "a nested group"),
        ])

    package static let item = ObjectShape(
        "item", "item",
        [
            key("width", .dimension, required: true, "widthDimension"),
            key("height", .dimension, required: true, "heightDimension"),
            key("contentInsets", .insets, "item contentInsets (ignored on estimated axes)"),
            key("edgeSpacing", .edgeSpacing, "item edgeSpacing"),
            key("supplementaries", .array(.object("supplementary"), minItems: 0), "supplementary items such as badges"),
        ])

    package static let supplementary = ObjectShape(
        "supplementary item", "supplementary",
        [
            key("kind", .elementKind, required: true, "element kind"),
            key("width", .dimension, required: true, "widthDimension"),
            key("height", .dimension, required: true, "heightDimension"),
            key("anchor", .object("anchor"), required: true, "NSCollectionLayoutAnchor on the container"),
            key("itemAnchor", .object("anchor"), "NSCollectionLayoutAnchor on the supplementary"),
            key("zIndex", .integer, "zIndex"),
        ])

    package static let anchor = ObjectShape(
        "anchor", "anchor",
        [
            key("edges", .array(cases(DirectionalEdge.self), minItems: 1), required: true, "NSDirectionalRectEdge"),
            key("fractionalOffset", .point, "offset as fractions of the supplementary's size"),
            key("absoluteOffset", .point, "offset in points"),
        ])

    static let boundaryCommonKeys = [
        key("width", .dimension, "widthDimension; default fractionalWidth(1) for top and bottom alignments"),
        key("height", .dimension, "heightDimension; default fractionalHeight(1) for leading and trailing alignments"),
        key("pinToVisibleBounds", .boolean, "pinToVisibleBounds; default false"),
        key("extendsBoundary", .boolean, "extendsBoundary; default true"),
        key("absoluteOffset", .point, "absoluteOffset; default [0, 0]"),
        key("zIndex", .integer, "zIndex"),
        key("contentInsets", .insets, "contentInsets"),
    ]

    package static let boundaryItem = ObjectShape(
        "boundary item", "boundaryItem",
        [
            key("kind", .elementKind, required: true, "element kind"),
            key("alignment", cases(RectAlignment.self), required: true, "NSRectAlignment"),
        ] + boundaryCommonKeys)

    package static let headerFooter = ObjectShape("header or footer", "headerFooter", boundaryCommonKeys)

    package static let decoration = ObjectShape(
        "decoration", "decoration",
        [
            key("kind", .elementKind, required: true, "element kind of the background decoration view"),
            key("view", .layoutName, "the UICollectionReusableView subclass registered for the kind"),
            key("contentInsets", .insets, "contentInsets"),
            key("zIndex", .integer, "zIndex"),
        ])

    package static let list = ObjectShape(
        "list", "list",
        [
            key(
                "appearance", cases(ListConfiguration.Appearance.self),
                "UICollectionLayoutListConfiguration.Appearance; default plain"),
            key("headerMode", cases(ListConfiguration.HeaderMode.self), "headerMode; default none"),
            key("footerMode", cases(ListConfiguration.FooterMode.self), "footerMode; default none"),
            key("showsSeparators", .boolean, "showsSeparators; default true"),
        ])

    package static let configuration = ObjectShape(
        "configuration", "configuration",
        [
            key("scrollDirection", cases(Axis.self), "scrollDirection; default vertical"),
            key("interSectionSpacing", .number, "interSectionSpacing"),
            key("contentInsetsReference", cases(ContentInsetsReference.self), "contentInsetsReference (iOS 14)"),
            key("header", .object("headerFooter"), "a global header"),
            key("footer", .object("headerFooter"), "a global footer"),
            key("boundarySupplementaryItems", .array(.object("boundaryItem"), minItems: 0), "global boundary items"),
        ])

    package static let deploymentTarget = ObjectShape(
        "deployment target", "deploymentTarget",
        DeploymentTarget.Platform.allCases.map {
            key($0.rawValue, .osVersion, "lowest \($0.rawValue) version, e.g. \"15.0\"")
        })

    package static let preview = ObjectShape(
        "preview", "preview",
        [
            key("device", .string, "a device preset name (`trellis devices`)"),
            key("container", .object("container"), "collection view size in points"),
            key("safeArea", .insets, "safe area insets"),
            key("layoutMargins", .insets, "layout margins"),
            key("readableWidth", .positiveNumber, "width of the readable content guide"),
            key("scale", .positiveNumber, "display scale (1, 2 or 3)"),
            key("traits", .object("traits"), "size classes"),
            key("sections", .array(.object("previewSection"), minItems: 0), "which section layout each section uses"),
        ])

    package static let container = ObjectShape(
        "container", "container",
        [
            key("width", .positiveNumber, required: true, "width in points"),
            key("height", .positiveNumber, required: true, "height in points"),
        ])

    package static let traits = ObjectShape(
        "traits", "traits",
        [
            key("horizontalSizeClass", cases(SizeClass.self), "horizontal size class"),
            key("verticalSizeClass", cases(SizeClass.self), "vertical size class"),
        ])

    package static let previewSection = ObjectShape(
        "preview section", "previewSection",
        [
            key("layout", .sectionName, required: true, "the name of a section layout"),
            key("items", .nonNegativeInteger, "number of items; default 6"),
            key("measured", .measuredKinds, "measured content sizes by element kind"),
        ])

    package static let measuredSize = ObjectShape(
        "measured size", "measuredSize",
        [
            key("width", .numberOrNumbers, "a width, or widths cycled over the elements"),
            key("height", .numberOrNumbers, "a height, or heights cycled over the elements"),
        ])

    /// A file that `include:` names: constants and definitions, no layout.
    package static let fragment = ObjectShape(
        "included file", "fragment",
        [
            key("version", .integer, "language version: 2"),
            key("constants", .constants, "named expressions"),
            key("definitions", .definitions, "named mappings that `use: name` stands for"),
            key("include", .array(.string, minItems: 1), "further files whose constants and definitions to use"),
        ])

    package static let indexSteps = ObjectShape(
        "index steps", "indexSteps",
        [
            key("every", .integer, required: true, "version 2: every n-th section index (1 to 1000)"),
            key("from", .nonNegativeInteger, "version 2: the first index; default 0"),
        ])

    package static let edgeInsets = ObjectShape(
        "insets", "edgeInsets",
        DirectionalEdge.allCases.map { key($0.rawValue, .number, "\($0.rawValue) inset; default 0") })

    package static let edgeSpacingEdges = ObjectShape(
        "edge spacing", "edgeSpacingEdges",
        DirectionalEdge.allCases.map { key($0.rawValue, .spacing, "\($0.rawValue) spacing") })

    /// Every shape, in the order the schema lists its definitions.
    package static let all: [ObjectShape] = [
        document, configuration, deploymentTarget, section, variant, condition, list,
        standardGroup, masonryGroup, flowGroup, subitem, item, supplementary, anchor,
        boundaryItem, headerFooter, decoration, preview, container, traits, previewSection, measuredSize,
        edgeInsets, edgeSpacingEdges, indexSteps, fragment,
    ]
}

extension Axis {
    /// The key of the dimension along this axis: `width` or `height`.
    package var dimensionKey: String { self == .horizontal ? "width" : "height" }
}
