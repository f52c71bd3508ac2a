import TrellisModel

/// `groupCount` repetitions of one shape, each `stride` after the previous: a repeated
/// fixed-size group is solved once and strided, so layout cost does not grow with items.
struct GroupRun: Sendable {
    var shape: Int
    var firstItem: Int
    var itemCount: Int
    /// Items per repetition.
    var capacity: Int
    var groupCount: Int
    var origin: Point
    var stride: Point

    /// Where repetition `group` lies.
    func offset(ofGroup group: Int) -> Point {
        Point(x: origin.x + Double(group) * stride.x, y: origin.y + Double(group) * stride.y)
    }
}
