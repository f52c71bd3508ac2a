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
    /// each and of its parent. The engine walks the model with this node's tree beside it, each model subitem with
    /// the located child at its index, so a subtree the engine does not enter has no geometry.
    ///
    /// `model`: the node as a section provider returned it at the target, its version 2 expressions evaluated there;
    /// by default the node as lowered.
    package func placedNodes(of model: GroupSubitem? = nil, in container: Size, on grid: PixelGrid) -> [PlacedNode] {
        var placed: [PlacedNode] = []
        // The located node at each depth of the walk so far: a node's parent is the one a level up.
        var ancestors: [LocatedNode] = []
        (model ?? subitem).walkGeometry(in: container, on: grid) { depth, index, geometry, parentGeometry in
            ancestors.removeSubrange(depth...)
            let node: LocatedNode
            if let enclosing = ancestors.last {
                guard enclosing.children.indices.contains(index) else { return false }
                node = enclosing.children[index]
            } else {
                node = self
            }
            let parent = parentGeometry.flatMap { geometry in ancestors.last.map { ($0, geometry) } }
            placed.append(PlacedNode(node: node, geometry: geometry, parent: parent))
            ancestors.append(node)
            return true
        }
        return placed
    }
}
