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
    /// level), so a subtree the engine does not enter has no geometry.
    package func placedNodes(in container: Size, on grid: PixelGrid) -> [PlacedNode] {
        var geometries: [[Int]: NodeGeometry] = [:]
        subitem.walkGeometry(in: container, on: grid) { _, path, geometry, _ in geometries[path] = geometry }
        var placed: [PlacedNode] = []
        placed.reserveCapacity(geometries.count)
        func visit(_ node: LocatedNode, parent: (node: LocatedNode, geometry: NodeGeometry)?) {
            let own = geometries[Array(node.path.dropFirst(path.count))]
            if let own { placed.append(PlacedNode(node: node, geometry: own, parent: parent)) }
            for child in node.children { visit(child, parent: own.map { (node, $0) }) }
        }
        visit(self, parent: nil)
        return placed
    }
}
