import TrellisEngine

/// Frame-by-frame comparison of two frame trees, within a millionth of a point (relative).
package enum FrameComparison {
    package static func differences(_ expected: FrameTree, _ actual: FrameTree) -> [String] {
        var out: [String] = []
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(a), abs(b)) }
        func compare(_ label: String, _ a: Rect, _ b: Rect) {
            if !(close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)) {
                out.append("\(label): expected \(a), actual \(b)")
            }
        }
        if !(close(expected.contentSize.width, actual.contentSize.width)
            && close(expected.contentSize.height, actual.contentSize.height))
        {
            out.append("content size: expected \(expected.contentSize), actual \(actual.contentSize)")
        }
        guard expected.sections.count == actual.sections.count else {
            return out + ["section count \(expected.sections.count) vs \(actual.sections.count)"]
        }
        for (index, (a, b)) in zip(expected.sections, actual.sections).enumerated() {
            compare("section \(index)", a.frame, b.frame)
            guard a.items.count == b.items.count else {
                out.append("section \(index): \(a.items.count) items vs \(b.items.count)"); continue
            }
            for (item, (x, y)) in zip(a.items, b.items).enumerated() {
                compare("section \(index) item \(item)", x.frame, y.frame)
            }
            let (sa, sb) = (a.supplementaries + a.itemSupplementaries(), b.supplementaries + b.itemSupplementaries())
            guard sa.count == sb.count else {
                out.append("section \(index): \(sa.count) supplementaries vs \(sb.count)"); continue
            }
            for (number, (x, y)) in zip(sa, sb).enumerated() {
                if x.kind != y.kind {
                    out.append(
                        "section \(index) supplementary \(number): kind \(x.kind.rawValue) vs \(y.kind.rawValue)")
                }
                compare("section \(index) \(x.kind.rawValue) \(number)", x.frame, y.frame)
            }
            guard a.decorations.count == b.decorations.count else {
                out.append("section \(index): decorations differ"); continue
            }
            for (x, y) in zip(a.decorations, b.decorations) { compare("section \(index) decoration", x.frame, y.frame) }
        }
        for (x, y) in zip(expected.supplementaries, actual.supplementaries) {
            compare("global \(x.kind.rawValue)", x.frame, y.frame)
        }
        return out
    }
}
