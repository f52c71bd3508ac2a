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
    /// each and of its parent. Nodes are matched to the engine's by their path (the subitem index taken at each
    /// level, below this node), so a subtree the engine does not enter has no geometry.
    package func placedNodes(in container: Size, on grid: PixelGrid) -> [PlacedNode] {
        var placed: [PlacedNode] = []
        subitem.walkGeometry(in: container, on: grid) { _, path, geometry, parentGeometry in
            guard let placedNode = node(at: path[...]) else { return }
            let parent = parentGeometry.flatMap { geometry in node(at: path.dropLast()).map { ($0, geometry) } }
            placed.append(PlacedNode(node: placedNode, geometry: geometry, parent: parent))
        }
        return placed
    }
}
