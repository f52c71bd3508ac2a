import TrellisCore
import TrellisModel
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

/// Where lowering is: the content the node being lowered belongs to and the node's place in it, passed down to
/// each node's lowering rather than stored, so that no caller has to set and restore it.
struct LoweringPosition {
    /// Which of the recorder's contents the node belongs to; nil outside section contents and the configuration,
    /// where nothing is recorded.
    private(set) var content: Int?
    /// The group tree node being lowered, as the model names it (`ModelPath.Node.group`): the subitem index taken
    /// at each level below the content's top-level group.
    private(set) var group: [Int] = []
    /// Whether a number keeps its expression: inside a section layout, which each environment evaluates again.
    /// Outside, numbers are fixed when the layout is made.
    let inSectionLayout: Bool
    /// The axes along which the enclosing group self-sizes (its size there is estimated), so a bare number in one of
    /// its subitems is offered `estimated(n)`, not `absolute(n)`.
    private(set) var selfSizingAxes = Axes()

    /// The file's top level and preview data: nothing recorded, numbers fixed.
    static let topLevel = LoweringPosition(inSectionLayout: false)

    /// A section layout's own keys, before any of its contents.
    static let sectionLayout = LoweringPosition(inSectionLayout: true)

    private init(inSectionLayout: Bool) {
        self.inSectionLayout = inSectionLayout
    }

    /// The position of `content`'s own keys and its top-level group.
    func entering(_ content: Int) -> LoweringPosition {
        var position = LoweringPosition(inSectionLayout: inSectionLayout)
        position.content = content
        return position
    }

    /// The subitem at `index` of the group lowered here.
    func descending(into index: Int) -> LoweringPosition {
        var position = self
        position.group.append(index)
        return position
    }

    /// The same node, in a group that self-sizes along `axes`.
    func selfSizing(along axes: Axes) -> LoweringPosition {
        var position = self
        position.selfSizingAxes = axes
        return position
    }
}

/// Where each content lowered so far wrote its nodes, one record per content in the order lowering began them, and
/// the preview's section entries. Appended to as lowering reads each node, at the position it is lowered at.
struct SourceRecorder {
    private(set) var contents: [ContentRecord] = []
    /// The preview's section entries, one per section of its data.
    private(set) var previewNodes: [SyntaxNode] = []

    /// Starts the record of a content written as `syntax`, and returns its index.
    mutating func begin(_ syntax: LocatedMapping) -> Int {
        contents.append(ContentRecord(syntax: syntax))
        return contents.count - 1
    }

    /// Records where the group tree node at `position` was written.
    mutating func groupNode(_ node: SyntaxNode, key: SyntaxPair?, at position: LoweringPosition) {
        guard let content = position.content else { return }
        contents[content].groupNodes[position.group] = (node, key?.keyRange ?? node.range)
    }

    /// Records a supplementary item of the group tree node at `position`.
    mutating func supplementary(_ node: SyntaxNode, at position: LoweringPosition) {
        guard let content = position.content else { return }
        contents[content].supplementaries[position.group, default: []].append(node)
    }

    mutating func boundaryItem(_ node: SyntaxNode, at position: LoweringPosition) {
        guard let content = position.content else { return }
        contents[content].boundaryItems.append(node)
    }

    mutating func decoration(_ node: SyntaxNode, at position: LoweringPosition) {
        guard let content = position.content else { return }
        contents[content].decorations.append(node)
    }

    mutating func previewSection(_ node: SyntaxNode) { previewNodes.append(node) }
}

extension Lowering {
    /// Lowers a section content (or the configuration) into a record of its own, and returns both.
    mutating func recording<Lowered>(
        _ syntax: LocatedMapping, at position: LoweringPosition,
        _ body: (inout Lowering, LoweringPosition) -> Lowered
    ) -> (Lowered, ContentRecord) {
        let content = recorder.begin(syntax)
        let lowered = body(&self, position.entering(content))
        return (lowered, recorder.contents[content])
    }
}
