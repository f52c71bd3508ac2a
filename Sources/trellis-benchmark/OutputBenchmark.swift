import Foundation
import TrellisEngine
import TrellisModel
import TrellisPipeline

/// (e) `trellis frames` output: the 1M- and 10M-item grid written as CSV and JSON to a sink that only counts
/// bytes, with rows and megabytes per second, and the process's peak memory after each (it must stay flat).
enum OutputBenchmark {
    static func run(document: LayoutDocument, environment: LayoutEnvironment) {
        for items in [1_000_000, 10_000_000] {
            let data = LayoutData(sections: [SectionData(layout: document.sections.first.name, itemCount: items)])
            let tree = try! LayoutEngine.layout(document, environment: environment, data: data)
            let output = FramesOutput(tree: tree, deviceName: nil)
            for format in [FramesFormat.csv, .json] {
                var bytes = 0
                let time = best(items > 1_000_000 ? 1 : 3) {
                    bytes = 0
                    output.write(as: format) { bytes += $0.count }
                }
                let label = "(e) \(items.formatted()) items as \(format.rawValue)"
                print(
                    label.padding(toLength: 62, withPad: " ", startingAt: 0)
                        + String(
                            format: "%10.2f ms  %8.1f M rows/s  %6.0f MB/s  peak %4.0f MB", time * 1000,
                            Double(items) / time / 1e6, Double(bytes) / time / 1e6, peakMemoryMB()))
            }
        }
    }

    /// The process's largest resident set so far.
    static func peakMemoryMB() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024 // kilobytes on Linux
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576 // bytes on Darwin
        #endif
    }
}
