import Foundation

/// How `compile` and `render` write their output.
public enum OutputFile {
    /// Writes `text` to `path` only when it differs from what is there, through a temporary file
    /// in the same folder renamed over it, so that no reader sees a partial file. Returns whether
    /// it wrote.
    public static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        let data = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data { return false }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return true
    }
}
