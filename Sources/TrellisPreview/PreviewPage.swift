import Foundation
import TrellisPipeline

/// The page `trellis preview` serves: the HTML render, or the file's diagnostics when it cannot be drawn (both
/// from HTMLRender), with a script that reloads it on each change.
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
        let html: String
        do {
            let bytes = try LayoutFileDiscovery.read(path, limit: LayoutFileDiscovery.maximumBytes)
            let outcome = RenderRun.run(
                bytes: bytes, path: path, format: .html, devices: devices, base: options, configuration: configuration)
            html = outcome.text ?? HTMLRender.problemsPage(file: path, diagnostics: outcome.diagnostics)
        } catch {
            html = HTMLRender.problemsPage(
                file: path, diagnostics: [], problems: ["cannot read \(path): \(error.reason)"])
        }
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + reloadScript }
        return html.replacingCharacters(in: end, with: reloadScript + "\n</body>")
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
}
