import Foundation
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisDiff
import TrellisPipeline

/// (g) `trellis diff` on two 10,000,000-item dumps of the grid, the second with every row 1 pt further down: both
/// dumps are written to temporary files first, then compared with every change printed to a sink that only counts
/// bytes. It runs alone (`trellis-benchmark diff`), so the peak memory it reports is the diff's own, which must
/// not grow with the items.
enum DiffBenchmark {
    static func run(document: LayoutDocument, environment: LayoutEnvironment, items: Int = 10_000_000) {
        func dumpFile(_ document: LayoutDocument) -> Int32 {
            let data = LayoutData(sections: [SectionData(layout: document.sections.first.name, itemCount: items)])
            let tree = try! LayoutEngine.layout(document, environment: environment, data: data)
            let output = FramesOutput(tree: tree, deviceName: nil)
            return try! FrameDump.spool { sink in output.write(as: .json, to: sink) }
        }
        var moved = document
        moved.sections.first.base.interGroupSpacing.value += 1
        let old = dumpFile(document), new = dumpFile(moved)
        defer {
            close(old)
            close(new)
        }
        let size = Double(lseek(old, 0, SEEK_END) + lseek(new, 0, SEEK_END)) / 1e6
        let beforeDiff = OutputBenchmark.peakMemoryMB()
        var printed = 0
        var counts: FramesDiff.Counts?
        let time = seconds {
            lseek(old, 0, SEEK_SET)
            lseek(new, 0, SEEK_SET)
            var before = try! FrameDump.Reader(JSONReader(descriptor: old), name: "old")
            var after = try! FrameDump.Reader(JSONReader(descriptor: new), name: "new")
            var writer = DiffWriter(
                format: .text, old: before.header, new: after.header, tolerance: 0.01, sink: { printed += $0.count })
            let result = try! FramesDiff.compare(&before, &after, tolerance: 0.01) { writer.write($0) }
            writer.finish(result)
            counts = result
        }
        precondition(counts?.moved == items - 3, "every row after the first moves")
        print(
            "(g) diff of two \(items.formatted())-item dumps (\(Int(size)) MB)".padding(
                toLength: 62, withPad: " ", startingAt: 0)
                + String(
                    format: "%10.2f ms  %6.0f MB/s  %4.0f MB printed  peak %4.0f MB (%.0f MB before)", time * 1000,
                    size / time, Double(printed) / 1e6, OutputBenchmark.peakMemoryMB(), beforeDiff))
    }
}
