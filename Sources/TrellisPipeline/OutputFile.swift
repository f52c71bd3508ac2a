import Foundation

/// How `compile` and `render` write their output.
public enum OutputFile {
    /// Why `output` must not be written for `input`, or nil: an output that is the input, or any layout file, would
    /// replace what the user wrote with generated text.
    public static func refusal(output: String, input: String) -> String? {
        if output.hasSuffix(".layout.yaml") || output.hasSuffix(".layout.yml") {
            return "refusing to write over the layout file '\(output)'; name a .swift, .svg or .html output"
        }
        guard input != "-" else { return nil }
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        if resolved(output) == resolved(input) {
            return "refusing to write the output over its own input '\(input)'"
        }
        return nil
    }

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
