#if os(Linux)
    import Foundation
    import TrellisEngine
    import TrellisModel
    import TrellisRuntime
    import TrellisUIKit

    /// (i) A layout file at run time (TrellisRuntime), for each sample: loading (read within limits, lowered to the
    /// model) and building every section's UIKit objects (the stand-in's on Linux) at an iPhone 16's size. The promise:
    /// a typical file loads and builds in under 1 ms (release build). `trellis-benchmark runtime` runs it alone.
    @MainActor
    enum RuntimeBenchmark {
        static func run() {
            let environment = StandInEnvironment(
                container: StandInEnvironment.Container(
                    contentSize: CGSize(width: 393, height: 852), contentInsets: .zero),
                traitCollection: UITraitCollection(
                    horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3,
                    preferredContentSizeCategory: .large, layoutDirection: .leftToRight))
            let folder = "Samples"
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".layout.yaml") }.sorted()
            var totals: [Double] = []
            for name in names {
                guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else { continue }
                let bytes = [UInt8](data)
                var file: LayoutFile!
                let load = best(50) { file = try! LayoutFile(bytes: bytes, path: name) }
                let preview = LayoutData.preview(of: file.document)
                let build = best(50) {
                    _ = file.sections(preview.sections.count, environment: environment) { preview.sections[$0].layout }
                }
                totals.append(load + build)
                let label = "(i) \(name) (\(bytes.count) B, \(preview.sections.count) sections)"
                print(
                    label.padding(toLength: 62, withPad: " ", startingAt: 0)
                        + String(format: "%8.3f ms load  %8.3f ms build", load * 1000, build * 1000))
            }
            let sorted = totals.sorted()
            if let median = sorted.isEmpty ? nil : sorted[sorted.count / 2], let worst = sorted.last {
                print(
                    "(i) load and build, median of \(sorted.count) samples".padding(
                        toLength: 62, withPad: " ", startingAt: 0)
                        + String(format: "%8.3f ms (slowest %.3f ms)", median * 1000, worst * 1000))
            }
        }
    }
#endif
