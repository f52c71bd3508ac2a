import Foundation
import TrellisCore
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

    /// What is served until the first render is done, which for a large layout takes seconds: numbered 0, which no
    /// render is, so the stream's first announcement of a drawn page reloads it.
    static func rendering(file: String) -> String {
        let name = MarkupText.escaped(file)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"/><title>Rendering \(name)…</title></head>
            <body>
            <p>Rendering \(name)…</p>
            \(reloadScript(version: 0))
            </body>
            </html>

            """
    }

    static func page(for path: String, version: Int, devices: [String], options: FramesRun.Options) -> String {
        let configuration = configuration(for: path)
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

    /// The files a change to which changes the page: the layout, each `.trellis.yml` above it, and every file its
    /// `include:` read, fragments of fragments too, as the pipeline reports them (`Pipeline.CheckedFile`). Checking
    /// the file again costs a fraction of drawing it, and learning the files before the page is drawn means a
    /// change made while it is drawn is seen at the next poll. A fragment that could not be read is not among them:
    /// creating it is noticed when the file naming it next changes.
    static func watchedFiles(for path: String) -> [String] {
        var files = [path] + configurationFiles(above: path)
        guard let bytes = try? LayoutFileDiscovery.read(path, limit: LayoutFileDiscovery.maximumBytes) else {
            return files
        }
        let checked = Pipeline.check(
            bytes: bytes, path: path, configuration: configuration(for: path), lintsPartialDocument: false)
        for included in checked.includedFiles where !files.contains(included.path) { files.append(included.path) }
        return files
    }

    /// What a change to any of `files` changes: each one's modification time and size.
    static func stamp(of files: [String]) -> [String] {
        files.map { file in
            var status = stat()
            guard stat(file, &status) == 0 else { return "-" }
            return "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec):\(status.st_size)"
        }
    }

    /// Every `.trellis.yml` that could configure the file: one in its folder and in each folder above.
    private static func configurationFiles(above path: String) -> [String] {
        var files: [String] = []
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().pathComponents
        while !folder.isEmpty {
            files.append((folder + [".trellis.yml"]).joined(separator: "/"))
            folder.removeLast()
        }
        return files
    }

    private static func configuration(for path: String) -> LintConfiguration {
        (try? ConfigurationFinder().configuration(forFile: path))?.configuration ?? LintConfiguration()
    }
}

extension PreviewServer.Renderer {
    /// `trellis preview`'s: the pipeline's drawing of the file, and the files it reads.
    package static func pipeline(devices: [String], options: FramesRun.Options) -> Self {
        Self(
            files: { path in PreviewPage.watchedFiles(for: path) },
            page: { path, version in
                PreviewPage.page(for: path, version: version, devices: devices, options: options)
            })
    }
}
