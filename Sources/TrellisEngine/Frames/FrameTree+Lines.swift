import Foundation
import TrellisModel

extension FrameTree {
    /// Every frame as one line of text (content size, sections, items, supplementaries, decorations), each number to
    /// a ten-thousandth of a point: what `trellis import --check` compares between a running layout (printed by a
    /// program linking the UIKit stand-in) and its imported layout file (laid out by the engine).
    public var comparisonLines: [String] {
        func number(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10_000
            return String(format: "%.4f", rounded == 0 ? 0 : rounded)
        }
        func rect(_ rect: Rect) -> String {
            [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: " ")
        }
        var lines = ["content \(number(contentSize.width)) \(number(contentSize.height))"]
        for supplementary in supplementaries {
            lines.append("layout \(supplementary.kind.rawValue) \(rect(supplementary.frame))")
        }
        for section in sections {
            lines.append("section \(section.index) \(rect(section.frame))")
            for item in section.items { lines.append("item \(section.index) \(item.index) \(rect(item.frame))") }
            for (number, supplementary) in (section.supplementaries + section.itemSupplementaries()).enumerated() {
                lines.append(
                    "supplementary \(section.index) \(number) \(supplementary.kind.rawValue) "
                        + rect(supplementary.frame))
            }
            for (number, decoration) in section.decorations.enumerated() {
                lines.append("decoration \(section.index) \(number) \(rect(decoration.frame))")
            }
        }
        return lines
    }
}
