import TrellisModel

/// One item of a custom group: its frame relative to the group, and its zIndex.
package struct CustomItemFrame: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    package var zIndex: Int

    /// A frame relative to the custom group, drawn at `zIndex`.
    package init(x: Double, y: Double, width: Double, height: Double, zIndex: Int = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.zIndex = zIndex
    }
}

/// The item provider of a custom group written in Swift, called with the group's resolved size.
/// It is part of the engine's input (``ResolvedSectionInput/customItems``), not of the model.
package final class CustomItemProvider: @unchecked Sendable {
    package let frames: (Size) -> [CustomItemFrame]

    /// - Parameter frames: the frames of the group's items for the group's resolved size.
    package init(_ frames: @escaping (Size) -> [CustomItemFrame]) {
        self.frames = frames
    }
}
