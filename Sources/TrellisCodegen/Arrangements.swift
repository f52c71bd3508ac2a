/// The item arrangements of the built-in custom groups, emitted once into each generated file
/// that uses them. They compute the same frames as the engine's masonry and flow solvers
/// (`GroupSolver.placeMasonry` / `placeFlow`); the differential tests hold them to it.
enum Arrangements {
    static func source(typeName: String, names: PlatformNames) -> String {
        """
        /// Frames of the masonry and flow groups, computed from the items' sizes.
        @MainActor
        enum \(typeName) {
            enum Columns {
                case fixed(Int)
                case adaptive(minimum: CGFloat)
            }

            enum Alignment {
                case leading, center, trailing, justified
            }

            /// Pinterest-style columns: each item goes to the shortest column, leftmost on ties.
            /// A zero height makes a square item.
            static func masonry(
                _ sizes: [CGSize], width: CGFloat, columns: Columns, columnSpacing: CGFloat, itemSpacing: CGFloat,
                insets: NSDirectionalEdgeInsets, itemHeight: ((CGFloat) -> CGFloat)?
            ) -> (items: [NSCollectionLayoutGroupCustomItem], height: CGFloat) {
                let inner = width - insets.leading - insets.trailing
                let count: Int
                switch columns {
                case let .fixed(number):
                    count = number
                case let .adaptive(minimum):
                    let fitting = ((inner + columnSpacing) / (minimum + columnSpacing) + 1e-9).rounded(.down)
                    count = fitting.isFinite ? Int(min(max(1, fitting), 10_001)) : 1
                }
                let columnWidth = (inner - columnSpacing * CGFloat(count - 1)) / CGFloat(count)
                var heights = [CGFloat](repeating: 0, count: count)
                var filled = [Bool](repeating: false, count: count)
                var items: [NSCollectionLayoutGroupCustomItem] = []
                for size in sizes {
                    var column = 0
                    for candidate in 1..<count where heights[candidate] < heights[column] - tolerance(heights[column]) { column = candidate }
                    let y = heights[column] + (filled[column] ? itemSpacing : 0)
                    let height = itemHeight?(columnWidth) ?? (size.height > 0 ? size.height : columnWidth)
                    let x = insets.leading + CGFloat(column) * (columnWidth + columnSpacing)
                    items.append(NSCollectionLayoutGroupCustomItem(frame: CGRect(x: x, y: insets.top + y, width: columnWidth, height: height)))
                    heights[column] = y + height
                    filled[column] = true
                }
                return (items, (heights.max() ?? 0) + insets.top + insets.bottom)
            }

            /// Tag lines: each item keeps its width (at most the line; a zero width takes the
            /// estimate) and wraps; lines are aligned, items top-aligned in them.
            static func flow(
                _ sizes: [CGSize], width: CGFloat, alignment: Alignment, estimatedItemWidth: CGFloat, itemSpacing: CGFloat,
                lineSpacing: CGFloat, insets: NSDirectionalEdgeInsets, itemHeight: (CGFloat) -> CGFloat
            ) -> (items: [NSCollectionLayoutGroupCustomItem], height: CGFloat) {
                let inner = width - insets.leading - insets.trailing
                var frames: [CGRect] = []
                var line: [Int] = []
                var lineWidth: CGFloat = 0
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
                    case .justified: if line.count > 1 && !isLast { gap += leftover / CGFloat(line.count - 1) }
                    }
                    for index in line {
                        frames[index].origin = CGPoint(x: x, y: top)
                        x += frames[index].width + gap
                    }
                    top += height + lineSpacing
                    lines += 1
                    line.removeAll()
                    lineWidth = 0
                }

                for size in sizes {
                    let natural = size.width > 0 ? size.width : estimatedItemWidth
                    let itemWidth = min(natural, inner)
                    let needed = line.isEmpty ? itemWidth : lineWidth + itemSpacing + itemWidth
                    if !line.isEmpty && needed > inner + tolerance(inner) { finishLine(isLast: false) }
                    lineWidth = line.isEmpty ? itemWidth : lineWidth + itemSpacing + itemWidth
                    line.append(frames.count)
                    frames.append(CGRect(x: 0, y: 0, width: itemWidth, height: itemHeight(size.height)))
                }
                finishLine(isLast: true)
                let contentHeight = lines == 0 ? 0 : top - lineSpacing - insets.top
                return (frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }, contentHeight + insets.top + insets.bottom)
            }

            /// Lengths within a millionth (relative) count as equal, as in Trellis's engine.
            private static func tolerance(_ length: CGFloat) -> CGFloat { 1e-6 * max(1, abs(length)) }
        }
        """
    }
}
