import TrellisCore
import TrellisSyntax

/// Where one section content (a base section, a variant, or the configuration) wrote each node, recorded by lowering
/// as it lowers the node. The source map is built from the model and these records, so nothing walks the syntax a
/// second time to guess which mapping a model node came from.
struct ContentRecord: Sendable {
    /// The content's keys: a variant's merged over its base's, by the merge that lowered the variant.
    var syntax: LocatedMapping
    /// Each node of the group tree by its path (the subitem index taken at each level), with the key that introduced
    /// it (`group`, `item`, or a subitems entry's `item` or `group`).
    var groupNodes: [[Int]: (syntax: SyntaxNode, keyRange: SourceRange)] = [:]
    /// Each group tree node's supplementary items, in the order lowering read them into the model.
    var supplementaries: [[Int]: [SyntaxNode]] = [:]
    /// `header`, `footer`, then `boundarySupplementaryItems`, as lowering read them into the model.
    var boundaryItems: [SyntaxNode] = []
    var decorations: [SyntaxNode] = []
}

extension Lowering {
    /// Records where the group tree node at the current path was written.
    mutating func recordGroupNode(_ node: SyntaxNode, key: SyntaxPair?) {
        record?.groupNodes[groupPath] = (node, key?.keyRange ?? node.range)
    }

    /// Lowers a subitem one level down the group tree, so what it records lands at its path.
    mutating func descending<Lowered>(into index: Int, _ body: (inout Lowering) -> Lowered) -> Lowered {
        groupPath.append(index)
        defer { groupPath.removeLast() }
        return body(&self)
    }

    /// Lowers a section content (or the configuration) into a fresh record, and returns both.
    mutating func recording<Lowered>(_ syntax: LocatedMapping, _ body: (inout Lowering) -> Lowered)
        -> (Lowered, ContentRecord)
    {
        let outer = (record, groupPath)
        record = ContentRecord(syntax: syntax)
        groupPath = []
        defer { (record, groupPath) = outer }
        let lowered = body(&self)
        return (lowered, record ?? ContentRecord(syntax: syntax))
    }
}
