import Foundation

// Written fresh for this suite: a Foundation-only helper beside the UIKit files, as apps keep their
// arithmetic apart from their views.

/// How many columns of at least `minimumColumnWidth` fit a width, with `spacing` between them.
struct GridMetrics {
    var minimumColumnWidth: CGFloat
    var spacing: CGFloat

    func columnCount(for width: CGFloat) -> Int {
        max(1, Int((width + spacing) / (minimumColumnWidth + spacing)))
    }

    /// The frames of a two-column waterfall: each item goes to the shorter column.
    static func waterfallFrames(heights: [CGFloat], width: CGFloat, spacing: CGFloat) -> [CGRect] {
        let columnWidth = (width - spacing) / 2
        var columnEnds: [CGFloat] = [0, 0]
        return heights.map { height in
            let column = columnEnds[1] < columnEnds[0] ? 1 : 0
            let frame = CGRect(
                x: CGFloat(column) * (columnWidth + spacing), y: columnEnds[column], width: columnWidth, height: height)
            columnEnds[column] += height + spacing
            return frame
        }
    }
}
