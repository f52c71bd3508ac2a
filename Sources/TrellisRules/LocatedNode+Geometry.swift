import TrellisEngine
import TrellisLanguage
import TrellisModel

/// A located node with the engine's geometry of it and of its parent.
package struct PlacedNode: Sendable {
    package let node: LocatedNode
    package let geometry: NodeGeometry
    package let parent: (node: LocatedNode, geometry: NodeGeometry)?
}

extension LocatedNode {
    /// The engine's geometry of this node in `container`, on `grid`.
    package func geometry(in container: Size, on grid: PixelGrid) -> NodeGeometry {
        subitem.geometry(in: container, on: grid)
    }

    /// This node and every node below it that the engine places, parents first, with the engine's geometry of
    /// each and of its parent. The walk is the engine's; both walks go parents first, so its nodes are matched to
    /// the located ones in order, by path, and a subtree the engine does not enter is passed over.
    package func placedNodes(in container: Size, on grid: PixelGrid) -> [PlacedNode] {
        var engineWalk: [(path: [Int], geometry: NodeGeometry)] = []
        subitem.walkGeometry(in: container, on: grid) { _, path, geometry, _ in engineWalk.append((path, geometry)) }
        var placed: [PlacedNode] = []
        placed.reserveCapacity(engineWalk.count)
        var next = 0
        func visit(_ node: LocatedNode, parent: (node: LocatedNode, geometry: NodeGeometry)?) {
            var own: NodeGeometry?
            if next < engineWalk.count, engineWalk[next].path.elementsEqual(node.path.dropFirst(path.count)) {
                own = engineWalk[next].geometry
                next += 1
                placed.append(PlacedNode(node: node, geometry: engineWalk[next - 1].geometry, parent: parent))
            }
            for child in node.children { visit(child, parent: own.map { (node, $0) }) }
        }
        visit(self, parent: nil)
        return placed
    }
}
