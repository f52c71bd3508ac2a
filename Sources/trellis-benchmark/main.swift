// Engine benchmark: `swift run -c release trellis-benchmark`. Reports items per second for
// (a) one section of 1,000,000 items in a three-column grid, next to a plain hand-written
// loop computing the same frames; (b) 100,000 items over mixed sections; (c) the rectangle
// query on (a); (d) linting 1,000 sample-sized files against composing them with Yams alone; (e) writing the
// frames of 1M and 10M items as CSV and JSON, with peak memory; (f) the language server's diagnostics latency;
// (g) `trellis-benchmark diff [ITEMS]`, alone: diffing two 10M-item dumps, with peak memory; `trellis-benchmark
// lint` runs (d) alone (`lint-one-thread`: each sample's cost per file on one thread); (h) lint and frames of one
// file of 500 to 8,000 sections, with the ratio per doubling (`trellis-benchmark sections` runs it alone); (i) a
// layout file loaded and built at run time (TrellisRuntime), per sample (`trellis-benchmark runtime` runs it alone).
// Each figure is the best of several runs.
import Foundation
import TrellisEngine
import TrellisModel

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func best(_ runs: Int, _ body: () -> Void) -> Double {
    (0..<runs).map { _ in seconds(body) }.min()!
}

func report(_ label: String, items: Int, _ time: Double) {
    let rate = Double(items) / time
    print(
        label.padding(toLength: 62, withPad: " ", startingAt: 0)
            + String(format: "%10.2f ms  %8.1f M items/s", time * 1000, rate / 1e6))
}

let environment = DevicePresets.named("iPhone 16")!.environment
let cell = LayoutItem(
    size: LayoutSize(width: .fractionalWidth(LayoutNumber(1.0 / 3)), height: .fractionalHeight(1)),
    contentInsets: LayoutInsets(all: 2))
let grid = SectionLayout(
    name: "grid",
    base: SectionContent(
        body: .group(
            .standard(
                StandardGroup(
                    axis: .horizontal,
                    size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(LayoutNumber(1.0 / 3))),
                    content: .subitems(NonEmpty(.item(cell))))))))
let gridDocument = LayoutDocument(name: "Grid", sections: NonEmpty(grid))
let million = 1_000_000
let gridData = LayoutData(sections: [SectionData(layout: "grid", itemCount: million)])

// `trellis-benchmark lint`: (d) alone, for profiling; `lint-one-thread`: the samples' cost per file on one thread.
if CommandLine.arguments.dropFirst().first == "lint-one-thread" {
    LintBenchmark.runOnOneThread()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "lint" {
    LintBenchmark.run()
    exit(0)
}

#if os(Linux)
    if CommandLine.arguments.dropFirst().first == "runtime" {
        MainActor.assumeIsolated { RuntimeBenchmark.run() }
        exit(0)
    }
#endif

if CommandLine.arguments.dropFirst().first == "sections" {
    SectionCountBenchmark.run()
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "diff" {
    let items = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10_000_000
    DiffBenchmark.run(document: gridDocument, environment: environment, items: items)
    exit(0)
}

print(
    "machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, "
        + "\(ProcessInfo.processInfo.operatingSystemVersionString)"
)

// (a) The grid: layout alone, then layout plus reading every frame; the plain loop writes
// every frame into an array, which is what a layout that stores frames must do at least.
var tree: FrameTree!
let layoutTime = best(5) {
    tree = try! LayoutEngine.layout(gridDocument, environment: environment, data: gridData)
}
var checksum = 0.0
let readTime = best(5) {
    let layout = try! LayoutEngine.layout(gridDocument, environment: environment, data: gridData)
    var sum = 0.0
    for item in layout.sections[0].items { sum += item.frame.x + item.frame.y }
    checksum = sum
}
var plainChecksum = 0.0
let plainTime = best(5) {
    let width = environment.container.width, side = width / 3
    var frames = [Rect](repeating: .zero, count: million)
    for index in 0..<million {
        let column = index % 3, row = index / 3
        frames[index] = Rect(x: Double(column) * side + 2, y: Double(row) * side + 2, width: side - 4, height: side - 4)
    }
    plainChecksum = frames.reduce(0) { $0 + $1.x + $1.y }
}
precondition(abs(checksum - plainChecksum) < 1e-3 * abs(plainChecksum), "the engine and the plain loop disagree")
report("(a) 1,000,000-item grid: layout", items: million, layoutTime)
report("(a) 1,000,000-item grid: layout + read every frame", items: million, readTime)
report("(a) plain loop writing the same 1,000,000 frames", items: million, plainTime)
print(String(format: "    layout + read every frame / plain loop: %.2f×", readTime / plainTime))

// (b) Mixed sections: nested groups, estimated sizes with measurements, headers, orthogonal
// sections and a masonry feed; 100,000 items in all.
func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: LayoutNumber = 0) -> GroupSubitem {
    .item(LayoutItem(size: LayoutSize(width: width, height: height), contentInsets: LayoutInsets(all: insets)))
}
let header = BoundaryItem(
    kind: .header, alignment: .top, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
    pinToVisibleBounds: true)
let nested = SectionLayout(
    name: "nested",
    base: SectionContent(
        body: .group(
            .standard(
                StandardGroup(
                    axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.4)),
                    content: .subitems(
                        NonEmpty(
                            item(.fractionalWidth(0.7), .fractionalHeight(1), insets: 10),
                            [
                                .group(
                                    .standard(
                                        StandardGroup(
                                            axis: .vertical,
                                            size: LayoutSize(
                                                width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
                                            content: .repeating(
                                                item(.fractionalWidth(1), .fractionalHeight(1), insets: 10),
                                                count: .fixed(2)))))
                            ]))))), boundaryItems: [header]))
let rows = SectionLayout(
    name: "rows",
    base: SectionContent(
        body: .group(
            .standard(
                StandardGroup(
                    axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(60)),
                    content: .repeating(item(.fractionalWidth(0.5), .estimated(60)), count: .fixed(2)),
                    interItemSpacing: .fixed(8)))),
        contentInsets: LayoutInsets(all: 16), interGroupSpacing: 8, boundaryItems: [header]))
let shelf = SectionLayout(
    name: "shelf",
    base: SectionContent(
        body: .group(
            .standard(
                StandardGroup(
                    axis: .horizontal, size: LayoutSize(width: .fractionalWidth(0.4), height: .estimated(180)),
                    content: .subitems(NonEmpty(item(.fractionalWidth(1), .estimated(180))))))),
        contentInsets: LayoutInsets(leading: 16, trailing: 16), interGroupSpacing: 10,
        orthogonalScrolling: .groupPaging,
        boundaryItems: [header]))
let masonry = SectionLayout(
    name: "feed",
    base: SectionContent(body: .group(.masonry(MasonryGroup(columns: .fixed(2), columnSpacing: 10, itemSpacing: 10)))))
let mixedDocument = LayoutDocument(name: "Mixed", sections: NonEmpty(nested, [rows, shelf, masonry]))
let heights = MeasuredSizes(heights: [60, 84, 120, 72, 96])
var mixedSections: [SectionData] = []
for index in 0..<400 {
    let layout = ["nested", "rows", "shelf", "feed"][index % 4]
    mixedSections.append(
        SectionData(
            layout: layout, itemCount: 250, measured: ["item": heights, "header": MeasuredSizes(heights: [52])]))
}
let mixedData = LayoutData(sections: mixedSections)
let mixedTime = best(5) { _ = try! LayoutEngine.layout(mixedDocument, environment: environment, data: mixedData) }
report("(b) 100,000 items in 400 mixed sections: layout", items: 100_000, mixedTime)

// (c) The rectangle query on (a): a viewport in the middle of the million items.
let viewport = Rect(
    x: 0, y: tree.contentSize.height / 2, width: environment.container.width, height: environment.container.height)
var found = 0
let queries = 1000
let queryTime = best(5) { for _ in 0..<queries { found = tree.elements(in: viewport).count } }
print(
    "(c) rectangle query (viewport in the middle of (a), \(found) elements)".padding(
        toLength: 62, withPad: " ", startingAt: 0)
        + String(format: "%10.2f µs per query", queryTime / Double(queries) * 1e6))

LintBenchmark.run()
OutputBenchmark.run(document: gridDocument, environment: environment)
LanguageServerBenchmark.run()
SectionCountBenchmark.run()
#if os(Linux)
    MainActor.assumeIsolated { RuntimeBenchmark.run() }
#endif
