import Foundation
import TrellisPipeline

/// The page `trellis preview` serves: the HTML render with a script that reloads it on each change, or the
/// file's diagnostics when it cannot be drawn.
enum PreviewPage {
    /// Reloads the page when the server says the file changed.
    static let reloadScript = """
        <script>
        new EventSource('/events').addEventListener('reload', function () { location.reload(); });
        </script>
        """

    static func page(for path: String, devices: [String], options: FramesRun.Options) -> String {
        let configuration =
            (try? ConfigurationFinder().configuration(forFile: path))?.configuration ?? LintConfiguration()
        let bytes: [UInt8]
        do {
            bytes = try LayoutFileDiscovery.read(path, limit: LayoutFileDiscovery.maximumBytes)
        } catch {
            return problems(path, ["cannot read \(path): \(error.reason)"])
        }
        let outcome = RenderRun.run(
            bytes: bytes, path: path, format: .html, devices: devices, base: options, configuration: configuration)
        guard let html = outcome.text else {
            let lines = outcome.diagnostics.map { diagnostic in
                "\(diagnostic.file):\(diagnostic.range.start.line):\(diagnostic.range.start.column): "
                    + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule.rawValue)]"
            }
            return problems(path, lines)
        }
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + reloadScript }
        return html.replacingCharacters(in: end, with: reloadScript + "\n</body>")
    }

    /// A page listing why the file cannot be drawn.
    static func problems(_ path: String, _ lines: [String]) -> String {
        let items = lines.map { "<li><code>\(escaped($0))</code></li>" }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escaped(path)): errors</title>
            <style>body{font:14px -apple-system,sans-serif;margin:2em}li{margin:.4em 0;color:#b00020}</style>
            </head><body>
            <h1>\(escaped((path as NSString).lastPathComponent)) cannot be drawn</h1>
            <ul id="diagnostics">
            \(items)
            </ul>
            \(reloadScript)
            </body></html>
            """
    }

    /// What a change to the file or its configurations changes: each one's modification time and size.
    static func stamp(of path: String) -> [String] {
        var files = [path]
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().pathComponents
        while !folder.isEmpty {
            files.append((folder + [".trellis.yml"]).joined(separator: "/"))
            folder.removeLast()
        }
        return files.map { file in
            var status = stat()
            guard stat(file, &status) == 0 else { return "-" }
            return "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec):\(status.st_size)"
        }
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
