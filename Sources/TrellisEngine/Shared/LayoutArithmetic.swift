// This file is compiled into TrellisEngine and embedded verbatim in the Swift that `trellis compile`
// generates (inside an extension of the generated layout type), so the engine and an app compute
// the same numbers. It may use only the standard library: no imports, no engine types.
// TrellisCodegen embeds it through a symbolic link; a test holds the embedded text to this file.

/// The arithmetic of Trellis layouts that generated code repeats at run time: the fit tolerance,
/// adaptive column counts, equal shares, and the frames of masonry and flow groups.
enum LayoutArithmetic {
    /// A frame in points.
    struct Frame: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// Content insets in points, as `NSDirectionalEdgeInsets`.
    struct Insets: Equatable {
        var top: Double
        var leading: Double
        var bottom: Double
        var trailing: Double
    }

    /// A number of columns: exactly `n`, or as many as fit with each at least `minimum` long.
    enum Columns: Equatable {
        case fixed(Int)
        case adaptive(minimum: Double)
    }

    /// How a flow group aligns each line of items.
    enum LineAlignment: String {
        case leading, center, trailing, justified
    }

    /// The frames of a custom group's items, relative to the group, and the group's height.
    struct Arrangement: Equatable {
        var frames: [Frame]
        var height: Double
    }

    /// At most this many items in one repetition of a group: more means the sizes are degenerate.
    static let maximumItemsPerGroup = 10_000

    /// Lengths within a millionth (relative) count as equal, so that 0.7·w + 0.3·w fills w.
    static func fitTolerance(_ length: Double) -> Double { 1e-6 * max(1, abs(length)) }

    /// The number of equal columns with `spacing` between them in `length`: `fixed(n)` is n;
    /// `adaptive(minimum)` is as many as fit at least `minimum` long each, at least one, and
    /// at most one more than `maximumItemsPerGroup` (so that callers can refuse the excess).
    static func columnCount(_ columns: Columns, in length: Double, spacing: Double) -> Int {
        switch columns {
        case let .fixed(count):
            return count
        case let .adaptive(minimum):
            let fitting = ((length + spacing) / (minimum + spacing) + 1e-9).rounded(.down)
            return fitting.isFinite ? Int(min(max(1, fitting), Double(maximumItemsPerGroup + 1))) : 1
        }
    }

    /// The length of each of `count` equal columns with `spacing` between them in `length`.
    static func equalShare(of length: Double, count: Int, spacing: Double) -> Double {
        (length - spacing * Double(count - 1)) / Double(count)
    }

    /// What the subitem of a `count` group, item or nested group, resolves its fractional
    /// dimensions against: the group's content less the spacing between the `count` subitems
    /// along the axis, and the content across it (measured on iOS 14 and 17). The subitem's
    /// length along the axis is then the equal share.
    static func countChildContainer(
        content: (width: Double, height: Double), count: Int, spacing: Double, horizontal: Bool
    ) -> (width: Double, height: Double) {
        let gaps = spacing * Double(count - 1)
        return horizontal ? (content.width - gaps, content.height) : (content.width, content.height - gaps)
    }

    /// Indexes `range.lowerBound`, `+ step`, `+ 2 * step`, ... below `range.upperBound`: a section layout's
    /// `indexes`, each listed index or range a step of 1 and `{every: n, from: m}` a step of `n`.
    struct IndexSteps: Equatable {
        var range: Range<Int>
        var step: Int

        func contains(_ index: Int) -> Bool {
            range.contains(index) && (index - range.lowerBound) % step == 0
        }
    }

    /// The position of the section layout serving section `index`: the first whose index steps
    /// contain it, else the first that states no indexes (nil), else none.
    static func sectionLayoutPosition(forIndex index: Int, steps: [[IndexSteps]?]) -> Int? {
        steps.firstIndex { $0?.contains { $0.contains(index) } ?? false } ?? steps.firstIndex { $0 == nil }
    }

    /// A masonry group's column count and column width inside `width` less its insets.
    static func masonryColumns(width: Double, insets: Insets, columns: Columns, spacing: Double)
        -> (count: Int, width: Double)
    {
        let inner = width - insets.leading - insets.trailing
        let count = columnCount(columns, in: inner, spacing: spacing)
        return (count, equalShare(of: inner, count: count, spacing: spacing))
    }

    /// Pinterest-style columns: item after item goes to the shortest column, the leftmost on
    /// ties. `itemHeight(index, columnWidth)` gives each item's height.
    static func masonry(
        itemCount: Int, width: Double, insets: Insets, columns: Columns, columnSpacing: Double, itemSpacing: Double,
        itemHeight: (_ index: Int, _ columnWidth: Double) -> Double
    ) -> Arrangement {
        let (count, columnWidth) = masonryColumns(
            width: width, insets: insets, columns: columns, spacing: columnSpacing)
        guard count > 0, count <= maximumItemsPerGroup, columnWidth > 0 else {
            return Arrangement(frames: [], height: 0)
        }
        var heights = [Double](repeating: 0, count: count)
        var filled = [Bool](repeating: false, count: count)
        var frames: [Frame] = []
        frames.reserveCapacity(max(0, itemCount))
        for index in 0..<max(0, itemCount) {
            var column = 0
            for candidate in 1..<count where heights[candidate] < heights[column] - fitTolerance(heights[column]) {
                column = candidate
            }
            let y = heights[column] + (filled[column] ? itemSpacing : 0)
            let height = itemHeight(index, columnWidth)
            let x = insets.leading + Double(column) * (columnWidth + columnSpacing)
            frames.append(Frame(x: x, y: insets.top + y, width: columnWidth, height: height))
            heights[column] = y + height
            filled[column] = true
        }
        return Arrangement(frames: frames, height: (heights.max() ?? 0) + insets.top + insets.bottom)
    }

    /// Tag lines: each item keeps its width, at most the line's, and wraps to a new line when it
    /// does not fit; each line is aligned, its items top-aligned. A justified last line stays
    /// leading, as justified text does.
    static func flow(
        itemSizes: [(width: Double, height: Double)], width: Double, insets: Insets, alignment: LineAlignment,
        itemSpacing: Double, lineSpacing: Double
    ) -> Arrangement {
        let inner = width - insets.leading - insets.trailing
        var frames: [Frame] = []
        frames.reserveCapacity(itemSizes.count)
        var line: [Int] = []
        var lineWidth = 0.0
        var top = insets.top
        var lines = 0

        func finishLine(isLast: Bool) {
            guard !line.isEmpty else { return }
            let height = line.map { frames[$0].height }.max() ?? 0
            let leftover = max(0, inner - lineWidth)
            var x = insets.leading
            var gap = itemSpacing
            switch alignment {
            case .leading: break
            case .center: x += leftover / 2
            case .trailing: x += leftover
            case .justified: if line.count > 1 && !isLast { gap += leftover / Double(line.count - 1) }
            }
            for index in line {
                frames[index].x = x
                frames[index].y = top
                x += frames[index].width + gap
            }
            top += height + lineSpacing
            lines += 1
            line.removeAll()
            lineWidth = 0
        }

        for size in itemSizes {
            let itemWidth = min(size.width, inner)
            let needed = line.isEmpty ? itemWidth : lineWidth + itemSpacing + itemWidth
            if !line.isEmpty && needed > inner + fitTolerance(inner) { finishLine(isLast: false) }
            lineWidth = line.isEmpty ? itemWidth : lineWidth + itemSpacing + itemWidth
            line.append(frames.count)
            frames.append(Frame(x: 0, y: 0, width: itemWidth, height: size.height))
        }
        finishLine(isLast: true)
        let contentHeight = lines == 0 ? 0 : top - lineSpacing - insets.top
        return Arrangement(frames: frames, height: contentHeight + insets.top + insets.bottom)
    }
}
