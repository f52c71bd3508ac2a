import Foundation
import TrellisPipeline
import TrellisRules
import TrellisSyntax

/// (d) Lints 1,000 sample-sized files (the samples, copied under new names) with `LintRun`, as
/// `trellis lint FOLDER` does, and composes the same files with Yams alone, on all cores.
enum LintBenchmark {
    static let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path

    /// The text of every sample, by file name.
    static func samples() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: samplesFolder)) ?? [])
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
            .compactMap { try? String(contentsOfFile: samplesFolder + "/" + $0, encoding: .utf8) }
    }

    static func run() {
        let samples = samples()
        guard !samples.isEmpty else { print("(d) skipped: no samples at \(samplesFolder)"); return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-lint-benchmark-\(UUID().uuidString)"
        ).path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 1_000
        var texts: [String] = []
        for index in 0..<count {
            // Each copy names its own layout, as the files of one target must.
            let text = samples[index % samples.count].replacingOccurrences(
                of: "(?m)^layout: (\\w+)", with: "layout: $1Copy\(index)", options: .regularExpression)
            texts.append(text)
            try? text.write(toFile: "\(folder)/File\(index).layout.yaml", atomically: false, encoding: .utf8)
        }
        // The same files again, linted at one target: what each further target adds is the difference.
        let oneTargetFolder = folder + "-one-target"
        try? FileManager.default.createDirectory(atPath: oneTargetFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: oneTargetFolder) }
        try? "targets:\n  - iPhone 16\n".write(
            toFile: oneTargetFolder + "/.trellis.yml", atomically: false, encoding: .utf8)
        for (index, text) in texts.enumerated() {
            try? text.write(toFile: "\(oneTargetFolder)/File\(index).layout.yaml", atomically: false, encoding: .utf8)
        }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        let files = texts
        print(
            "(d) \(count) files, \(bytes / count) bytes each on average, "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores"
        )

        let composeWithYams = {
            DispatchQueue.concurrentPerform(iterations: count) { index in
                let text = try? String(contentsOfFile: "\(folder)/File\(index).layout.yaml", encoding: .utf8)
                _ = text.map(YAMLLoader.composeOnly)
            }
        }
        var diagnostics = 0
        let lintFolder = {
            let run = try? LintRun.run([.path(folder)])
            diagnostics = run?.diagnostics.count ?? -1
        }
        var oneTargetDiagnostics = 0
        let lintAtOneTarget = {
            let run = try? LintRun.run([.path(oneTargetFolder)])
            oneTargetDiagnostics = run?.diagnostics.count ?? -1
        }
        let loadAlone = {
            DispatchQueue.concurrentPerform(iterations: count) { index in
                _ = YAMLLoader().load(bytes: Array(files[index].utf8), path: "File\(index).layout.yaml")
            }
        }
        let loadAndLower = {
            DispatchQueue.concurrentPerform(iterations: count) { index in
                _ = Pipeline.check(text: files[index], path: "File\(index).layout.yaml", configuration: .structuralOnly)
            }
        }
        // Interleaved rounds, the best of each kept: drift in the machine's speed then touches all three alike.
        var yamsAlone = Double.infinity, lint = Double.infinity, structural = Double.infinity, load = Double.infinity
        var oneTarget = Double.infinity
        for _ in 0..<9 {
            yamsAlone = min(yamsAlone, seconds(composeWithYams))
            lint = min(lint, seconds(lintFolder))
            oneTarget = min(oneTarget, seconds(lintAtOneTarget))
            structural = min(structural, seconds(loadAndLower))
            load = min(load, seconds(loadAlone))
        }
        func line(_ label: String, _ time: Double) {
            print(
                label.padding(toLength: 62, withPad: " ", startingAt: 0)
                    + String(format: "%10.2f ms  %8.0f files/s", time * 1000, Double(count) / time))
        }
        line("    read + compose with Yams alone", yamsAlone)
        // Where lint's time goes, stage by stage: what the rules add is the last line less the one before it.
        line("    load in memory (Trellis's composer, with positions)", load)
        line("    load + lower in memory, no rules", structural)
        line("    trellis lint FOLDER (all rules, 1 target, \(oneTargetDiagnostics) found)", oneTarget)
        line("    trellis lint FOLDER (all rules, 5 targets, \(diagnostics) found)", lint)
        print(String(format: "    lint / Yams alone: %.1f×", lint / yamsAlone))
    }

    /// `trellis-benchmark lint-one-thread`: each sample in memory, on one thread, what each stage costs a file (for
    /// profiling, where the threads of (d) mix the stages): Yams composing it; Trellis loading and lowering it; and
    /// linting it at the five default targets, all rules (loading and lowering included).
    static func runOnOneThread() {
        let texts = samples()
        guard !texts.isEmpty else { print("no samples at \(samplesFolder)"); return }
        let files = texts.map { Array($0.utf8) }
        let rounds = 300
        func perFile(_ body: () -> Void) -> Double { best(3) { body() } / Double(rounds * files.count) }
        let yams = perFile { for _ in 0..<rounds { for text in texts { _ = YAMLLoader.composeOnly(text) } } }
        func check(_ configuration: LintConfiguration) -> Double {
            perFile {
                for round in 0..<rounds {
                    for (index, bytes) in files.enumerated() {
                        _ = Pipeline.check(
                            bytes: bytes, path: "File\(round)-\(index).layout.yaml", configuration: configuration)
                    }
                }
            }
        }
        let lowered = check(.structuralOnly), linted = check(LintConfiguration())
        print("\(files.count) samples, \(rounds) rounds, one thread; per file:")
        for (label, time) in [
            ("compose with Yams alone", yams), ("load + lower, no rules", lowered),
            ("lint, all rules, 5 targets", linted),
        ] {
            print(label.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%8.1f µs", time * 1e6))
        }
        print(String(format: "lint / Yams alone: %.1f×", linted / yams))
    }
}
