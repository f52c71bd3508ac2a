import Foundation
import TrellisPipeline

/// (h) One file of N section layouts, each serving an index of its own, linted and laid out as `trellis lint` and
/// `trellis frames` do, for N from 500 to 8,000: the time of each doubling over the previous must stay near 2
/// (linear). The promise: at most 2.2× per doubling, and 8,000 sections linted in under a second (release build).
/// The same for a version 2 file of sparse indexes beside a stepped pattern, whose gaps lint reports.
/// `trellis-benchmark sections` runs it alone.
enum SectionCountBenchmark {
    /// The file: one section written out, the others naming its group by alias, so 8,000 fit within the size limit.
    static func file(sections: Int) -> String {
        var text = "layout: Many\nsections:\n"
        text += "- {name: s0, indexes: 0, group: &g {axis: vertical, width: fractionalWidth(1), height: absolute(44), "
        text += "item: {width: fractionalWidth(1), height: absolute(44)}}}\n"
        for index in 1..<sections { text += "- {name: s\(index), indexes: \(index), group: *g}\n" }
        return text
    }

    static func run() {
        var previous: (lint: Double, frames: Double)?
        for sections in [500, 1_000, 2_000, 4_000, 8_000] {
            let bytes = Array(file(sections: sections).utf8)
            var findings = 0
            let lint = best(3) {
                findings =
                    Pipeline.check(bytes: bytes, path: "Many.layout.yaml", configuration: .init()).diagnostics
                    .count
            }
            let frames = best(3) {
                _ = FramesRun.run(bytes: bytes, path: "Many.layout.yaml", options: FramesRun.Options())
            }
            let ratios =
                previous.map { String(format: "  ×%.2f lint, ×%.2f frames", lint / $0.lint, frames / $0.frames) } ?? ""
            let label = "(h) \(sections.formatted()) sections (\(findings) found)"
            print(
                label.padding(toLength: 62, withPad: " ", startingAt: 0)
                    + String(format: "%10.2f ms lint  %10.2f ms frames", lint * 1000, frames * 1000) + ratios)
            previous = (lint, frames)
        }
        for first in ["5", "{every: 1000, from: 5}", "\"5...\""] { runSparse(first: first) }
    }

    /// A version 2 file whose section layouts each serve one index 100 apart after a first that serves `first`
    /// (index 5, every 1,000th from 5, or every index from 5 on): lint's index checks, the gaps
    /// `section_index_without_layout` reports and the unreachable sections lowering reports stay linear too.
    static func sparseFile(sections: Int, first: String) -> String {
        var text = "version: 2\nlayout: Sparse\nsections:\n"
        text += "- {name: s0, indexes: \(first), group: &g {axis: vertical, "
        text += "width: fractionalWidth(1), "
        text += "height: absolute(44), item: {width: fractionalWidth(1), height: absolute(44)}}}\n"
        for index in 1..<sections { text += "- {name: s\(index), indexes: \(index * 100 + 7), group: *g}\n" }
        return text
    }

    static func runSparse(first: String) {
        var previous: Double?
        for sections in [500, 1_000, 2_000, 4_000, 8_000] {
            let bytes = Array(sparseFile(sections: sections, first: first).utf8)
            var findings = 0
            let lint = best(3) {
                findings =
                    Pipeline.check(bytes: bytes, path: "Sparse.layout.yaml", configuration: .init()).diagnostics.count
            }
            let label = "(h) \(sections.formatted()) sparse after \(first) (\(findings) found)"
            print(
                label.padding(toLength: 62, withPad: " ", startingAt: 0) + String(format: "%10.2f ms lint", lint * 1000)
                    + (previous.map { String(format: "  ×%.2f lint", lint / $0) } ?? ""))
            previous = lint
        }
    }
}
