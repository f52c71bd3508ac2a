import Foundation

/// Golden files are reviewed artefacts. A test compares its output with the file; with
/// `TRELLIS_RECORD=1` it rewrites the file instead *and fails*, so a person reviews the
/// new baseline (`git diff`) before it counts.
package enum Golden {
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["TRELLIS_RECORD"] == "1" }

    /// nil when `actual` matches the golden file; otherwise why not, with a line diff.
    package static func mismatch(_ actual: String, goldenAt path: String) -> String? {
        if isRecording {
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? actual.write(toFile: path, atomically: true, encoding: .utf8)
            return "re-recorded \(path) (TRELLIS_RECORD=1); review the diff and run again without it"
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            return "no golden file at \(path); run with TRELLIS_RECORD=1 to record one"
        }
        guard expected != actual else { return nil }
        return "output differs from \(path):\n" + lineDiff(expected: expected, actual: actual)
    }

    /// Lines only in the golden file (-) and only in the output (+), in order.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let difference = new.difference(from: old)
        return difference.map { change in
            switch change {
            case let .remove(offset, line, _): return "-\(offset + 1): \(line)"
            case let .insert(offset, line, _): return "+\(offset + 1): \(line)"
            }
        }.joined(separator: "\n")
    }
}

/// Paths inside the repository, found from this file's location.
package enum Repository {
    package static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    package static func path(_ relative: String) -> String { root + "/" + relative }

    /// Every file under `folder` (relative to the root) whose name ends with `suffix`, sorted.
    package static func files(in folder: String, suffix: String) -> [String] {
        let base = path(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { base + "/" + $0 }
    }
}
