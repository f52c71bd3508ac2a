import Foundation
import TrellisPipeline
import TrellisRender
import TrellisRules

/// The page `trellis preview` serves: the HTML render, or the file's diagnostics when it cannot be drawn (both
/// from HTMLRender), with a script that reloads it on each change.
enum PreviewPage {
    /// Reloads the page when the server serves a newer one than this, which is numbered `version`: the stream
    /// announces the current number on connecting, so a change made before it connected is not missed.
    static func reloadScript(version: Int) -> String {
        """
        <script>
        (function () {
          var shown = \(version);
          new EventSource('/events').addEventListener('version', function (event) {
            if (Number(event.data) !== shown) { location.reload(); }
          });
        })();
        </script>
        """
    }

    static func page(for path: String, version: Int, devices: [String], options: FramesRun.Options) -> String {
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
        let script = reloadScript(version: version)
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + script }
        return html.replacingCharacters(in: end, with: script + "\n</body>")
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
