import SwiftSyntax
import TrellisModel

/// The calls `construct` follows, by what they make: numbers and dimensions, the value types of a layout, and its
/// objects. Each answers nil for a call that is not its own.
extension LayoutInterpreter {
    /// A call of a UIKit initializer or factory: its name, argument labels and place.
    struct Construction {
        var name: String
        var labels: [String]
        var node: Syntax
    }

    /// The argument labelled `label` if it is a number, else why not.
    func number(_ label: String, _ argument: (String) -> ImportValue, _ node: Syntax) -> ImportValue {
        let value = argument(label)
        if case .number = value { return value }
        if case .unknown = value { return value }
        return .unknown("a value that is not a number", node)
    }

    /// `NSCollectionLayoutDimension` and `NSCollectionLayoutSpacing` factories, and numeric conversions.
    func constructNumber(_ call: Construction, _ argument: (String) -> ImportValue) -> ImportValue? {
        let node = call.node
        func dimension(_ make: (LayoutNumber) -> LayoutDimension) -> ImportValue {
            let value = number(call.labels.first ?? "_", argument, node)
            guard let amount = modelNumber(value) else { return value }
            return .dimension(make(amount))
        }
        switch (call.name, call.labels) {
        case ("fractionalWidth", _): return dimension { .fractionalWidth($0) }
        case ("fractionalHeight", _): return dimension { .fractionalHeight($0) }
        case ("absolute", _): return dimension { .absolute($0) }
        case ("estimated", _): return dimension { .estimated($0) }
        case ("uniformAcrossSiblings", ["estimate"]): return dimension { .uniformAcrossSiblings(estimate: $0) }
        case ("fixed", ["_"]), ("flexible", ["_"]):
            let value = number("_", argument, node)
            guard let amount = modelNumber(value) else { return value }
            return .spacing(call.name == "fixed" ? .fixed(amount) : .flexible(amount))
        case ("CGFloat", ["_"]), ("Double", ["_"]), ("Float", ["_"]): return number("_", argument, node)
        case ("Int", ["_"]): return truncated(number("_", argument, node), node)
        default: return nil
        }
    }

    /// Sizes, insets, points, edge spacings and anchors.
    func constructGeometry(_ call: Construction, _ argument: (String) -> ImportValue) -> ImportValue? {
        let node = call.node
        switch (call.name, call.labels) {
        case ("NSCollectionLayoutSize", ["widthDimension", "heightDimension"]):
            // A size keeps the dimension it knows; the one it cannot follow is noted, with a stand-in.
            let width = argument("widthDimension"), height = argument("heightDimension")
            switch (width, height) {
            case let (.dimension(width), .dimension(height)): return .size(LayoutSize(width: width, height: height))
            case let (.dimension(width), unknown):
                undecided.append((unknownPart(unknown, node), "absolute(44) for the height"))
                return .size(LayoutSize(width: width, height: .absolute(44)))
            case let (unknown, .dimension(height)):
                undecided.append((unknownPart(unknown, node), "fractionalWidth(1) for the width"))
                return .size(LayoutSize(width: .fractionalWidth(1), height: height))
            default: return unknownPart(width, node)
            }
        case ("NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"]):
            let values = ["top", "leading", "bottom", "trailing"].map { number($0, argument, node) }
            let numbers = values.compactMap(modelNumber)
            guard numbers.count == 4 else { return values.first { $0.number == nil }! }
            return .insets(LayoutInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3]))
        case ("CGSize", ["width", "height"]):
            return .object(
                ImportObject(
                    .size, ["width": number("width", argument, node), "height": number("height", argument, node)]))
        case ("CGPoint", ["x", "y"]):
            guard let x = modelNumber(number("x", argument, node)), let y = modelNumber(number("y", argument, node))
            else {
                return .unknown("a point the importer cannot follow", node)
            }
            return .point(LayoutPoint(x: x, y: y))
        case ("NSCollectionLayoutEdgeSpacing", ["leading", "top", "trailing", "bottom"]):
            func spacing(_ label: String) -> LayoutSpacing? {
                if case let .spacing(value) = argument(label) { return value }
                return nil
            }
            return .edgeSpacing(
                EdgeSpacing(
                    top: spacing("top"), leading: spacing("leading"), bottom: spacing("bottom"),
                    trailing: spacing("trailing")))
        case ("NSCollectionLayoutAnchor", _):
            guard case let .array(edgeValues) = argument("edges") else { return .unknown("the anchor's edges", node) }
            let edges = Set(
                edgeValues.compactMap { value -> DirectionalEdge? in
                    if case let .member(edge) = value { return DirectionalEdge(rawValue: edge) }
                    return nil
                })
            var offset: LayoutAnchor.Offset?
            if case let .point(point) = argument("absoluteOffset") { offset = .absolute(point) }
            if case let .point(point) = argument("fractionalOffset") { offset = .fractional(point) }
            return .anchor(LayoutAnchor(edges: edges, offset: offset))
        default: return nil
        }
    }

    /// Items, groups, sections, layouts, configurations and supplementary items: objects whose fields the builder
    /// turns into the model.
    func constructObject(_ call: Construction, _ argument: (String) -> ImportValue) -> ImportValue? {
        let (name, labels) = (call.name, call.labels)
        func object(_ kind: ImportObject.Kind, _ labels: [String]) -> ImportValue {
            .object(ImportObject(kind, Dictionary(uniqueKeysWithValues: labels.map { ($0, argument($0)) })))
        }
        switch (name, labels) {
        case ("NSCollectionLayoutItem", ["layoutSize"]),
            ("NSCollectionLayoutItem", ["layoutSize", "supplementaryItems"]):
            return object(.item, labels)
        case ("horizontal", _), ("vertical", _), ("custom", _):
            return constructGroup(call, argument)
        case ("NSCollectionLayoutSection", ["group"]): return object(.section, ["group"])
        case ("list", ["using", "layoutEnvironment"]):
            return .object(ImportObject(.section, ["list": copied(argument("using"))]))
        case ("list", ["using"]):
            let layout = ImportObject(.layout)
            layout.sectionValue = .object(ImportObject(.section, ["list": copied(argument("using"))]))
            return .object(layout)
        case ("UICollectionViewCompositionalLayout", _), ("NSCollectionViewCompositionalLayout", _):
            return constructLayout(call, argument)
        case ("UICollectionViewCompositionalLayoutConfiguration", []),
            ("NSCollectionViewCompositionalLayoutConfiguration", []):
            return .object(ImportObject(.configuration))
        case ("UICollectionLayoutListConfiguration", ["appearance"]): return object(.listConfiguration, ["appearance"])
        case ("NSCollectionLayoutSupplementaryItem", _):
            return object(.supplementary, ["layoutSize", "elementKind", "containerAnchor", "itemAnchor"])
        case ("NSCollectionLayoutBoundarySupplementaryItem", _):
            return object(.boundaryItem, ["layoutSize", "elementKind", "alignment", "absoluteOffset"])
        case ("background", ["elementKind"]): return object(.decoration, ["elementKind"])
        default: return nil
        }
    }

    /// `NSCollectionLayoutGroup.horizontal/vertical(...)` and `.custom(...)`.
    private func constructGroup(_ call: Construction, _ argument: (String) -> ImportValue) -> ImportValue {
        let labels = call.labels
        guard call.name != "custom" else {
            return .object(
                ImportObject(
                    .group,
                    [
                        "layoutSize": argument("layoutSize"),
                        "custom": .unknown("a custom group's item provider, which is app code", call.node),
                    ]))
        }
        var fields: [String: ImportValue] = ["axis": .member(call.name), "layoutSize": argument("layoutSize")]
        if labels.contains("subitems") {
            fields["subitems"] = argument("subitems")
        } else if labels.contains("subitem") {
            fields["subitems"] = .array([argument("subitem")])
            fields["count"] = argument("count")
        } else if labels.contains("repeatingSubitem") {
            fields["subitems"] = .array([argument("repeatingSubitem")])
            fields["repeatingCount"] = argument("count")
        } else {
            return .unknown("this group initializer", call.node)
        }
        return .object(ImportObject(.group, fields))
    }

    /// `UICollectionViewCompositionalLayout(section:)` and `(sectionProvider:)`, with or without a configuration.
    private func constructLayout(_ call: Construction, _ argument: (String) -> ImportValue) -> ImportValue {
        let layout = ImportObject(.layout)
        if call.labels.contains("section") {
            layout.sectionValue = argument("section")
        } else if case let .closure(closure) = argument("sectionProvider") {
            layout.provider = closure
        } else {
            return .unknown("a section provider that is not a closure written here", call.node)
        }
        if call.labels.contains("configuration") { layout.fields["configuration"] = argument("configuration") }
        return .object(layout)
    }

    func unknownPart(_ value: ImportValue, _ node: Syntax) -> ImportValue {
        if case .unknown = value { return value }
        return .unknown("a size whose dimensions the importer cannot follow", node)
    }

    /// `UICollectionLayoutListConfiguration` is a struct: the section keeps the value it was given.
    func copied(_ value: ImportValue) -> ImportValue {
        if case let .object(object) = value { return .object(object.copy()) }
        return value
    }
}
