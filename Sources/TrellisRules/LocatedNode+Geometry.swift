import TrellisEngine
import TrellisLanguage
import TrellisModel

extension LocatedNode {
    /// The engine's geometry of this node in `container`.
    package func geometry(in container: Size) -> NodeGeometry { subitem.geometry(in: container) }

    /// Visits this node and every node below it with the engine's geometry of each and of its
    /// parent; the walk is the engine's, matched to the located nodes by path.
    package func walkGeometry(
        in container: Size, _ visit: (LocatedNode, NodeGeometry, (LocatedNode, NodeGeometry)?) -> Void
    ) {
        var geometries: [[Int]: NodeGeometry] = [:]
        subitem.walkGeometry(in: container) { _, path, geometry, _ in geometries[path] = geometry }
        walk { node, parent in
            let relative = Array(node.path.dropFirst(path.count))
            guard let geometry = geometries[relative] else { return }
            let parentGeometry = parent.flatMap { parent in
                geometries[Array(parent.path.dropFirst(path.count))].map { (parent, $0) }
            }
            visit(node, geometry, parentGeometry)
        }
    }
}
