import Foundation
import Testing
import TrellisPipeline
import TrellisRender
import TrellisRules
import TrellisTestSupport

/// Every sample's HTML render in a real browser: headless Chromium (Debian's `chromium`; `Scripts/test` installs it
/// where missing, `TRELLIS_CHROMIUM` names another; without it the suite is skipped) loads the page with
/// Browser/check.js, which scrolls the viewports and strips and reports from the DOM whether each viewport is exactly
/// the device's size, every element sits at its frame, each strip is as long as the engine's strip content and comes
/// to rest at each of the engine's resting offsets, each pinned header stays just below the safe area within its
/// section, each device is drawn whole within the window at the scale its caption shows, and no section label covers
/// an element.
@Suite(.enabled(if: ExternalTool.chromium.shouldRun, Comment(rawValue: ExternalTool.chromium.skipReason)))
struct BrowserTests {
    struct Check: Decodable {
        var device: String
        var name: String
        var ok: Bool
        var detail: String
    }

    static let samples: [String] = Repository.files(in: "Samples", suffix: ".layout.yaml")

    /// The checks the page reported, run in Chromium; in a window `windowWidth` px wide when given.
    static func checks(_ html: String, windowWidth: Int? = nil) throws -> [Check] {
        let script = try String(
            contentsOfFile: Repository.path("Tests/TrellisPipelineTests/Browser/check.js"), encoding: .utf8)
        var page = html.replacingOccurrences(of: "</body>", with: "<script>\n\(script)\n</script>\n</body>")
        if let windowWidth {
            // Headless Chromium's window is at least 500 px wide: the page goes in a frame that wide instead, and the
            // outer page copies the results out of it once check.js has written them.
            let inner = page.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            page = """
                <!DOCTYPE html><html><body style="margin: 0">
                <iframe id="window" style="border: 0" width="\(windowWidth)" height="900" srcdoc="\(inner)"></iframe>
                <script>
                const poll = setInterval(function () {
                  const inner = document.getElementById('window').contentDocument;
                  const found = inner && inner.body && inner.body.getAttribute('data-check');
                  if (found) { document.body.setAttribute('data-check', found); clearInterval(poll); }
                }, 100);
                </script>
                </body></html>
                """
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try ExternalTool.chromium.requireInstalled()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let chromium = ExternalTool.chromium.command
        // Virtual time lets the page's waits for scrolling to settle run at once.
        process.arguments = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--virtual-time-budget=60000", "--dump-dom", file.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "data-check=\""), let end = dom[start.upperBound...].firstIndex(of: "\"") else {
            return []
        }
        let json = String(dom[start.upperBound..<end]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode([Check].self, from: Data(json.utf8))
    }

    @Test(arguments: samples) func pageBehavesLikeTheDevice(_ path: String) throws {
        let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        let outcome = RenderRun.run(
            bytes: bytes, path: path, format: .html, devices: [], base: FramesRun.Options(),
            configuration: LintConfiguration())
        let html = try #require(outcome.text, "\(path) does not render")
        let checks = try Self.checks(html)
        // Five lint targets, each with at least its size and its positions checked.
        #expect(checks.filter { $0.name == "positions" }.count == 5, "\(path): \(checks.count) checks")
        for check in checks where !check.ok {
            Issue.record("\(path) on \(check.device): \(check.name): \(check.detail)")
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name == "PinnedHeaders.layout.yaml" {
            #expect(checks.contains { $0.name.hasPrefix("pinned header") }, "the pinned headers were scrolled")
        }
        if name == "OrthogonalShelves.layout.yaml" {
            for behaviour in ["paging", "groupPaging", "groupPagingCentered", "continuousGroupLeadingBoundary"] {
                #expect(
                    checks.contains { $0.name.contains("rests at") && $0.detail.hasSuffix("(\(behaviour))") },
                    "a \(behaviour) strip came to rest")
            }
        }
    }

    /// Headers, badges, strips, pinned headers and a layout that scrolls sideways.
    static let fittedSamples = [
        "Samples/Badges.layout.yaml", "Samples/PinnedHeaders.layout.yaml", "Samples/MultiSectionHeaders.layout.yaml",
        "Samples/OrthogonalShelves.layout.yaml", "Samples/PhotoStrip.layout.yaml",
    ]

    /// The picture fits the window, narrow or wide (320, 390 and 1,440 px), on the default lint targets (iPhone SE,
    /// 16 and 16 Pro Max, iPad in portrait and landscape): each device's frame lies within the window, scaled to fit
    /// its column by the percentage its caption shows (100% where it fits, never more), whole (its box is its natural
    /// size times that scale), and no section label's box meets an item's, a header's or another supplementary's.
    /// Before, a 390 px window cut iPhone 16's frame to 374 px, 1,440 px ran the iPads off the window, and section
    /// labels lay over the headers.
    @Test(arguments: [320, 390, 1440], fittedSamples)
    func pictureFitsTheWindow(_ width: Int, _ sample: String) throws {
        let path = Repository.path(sample)
        let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        let outcome = RenderRun.run(
            bytes: bytes, path: path, format: .html, devices: [], base: FramesRun.Options(),
            configuration: LintConfiguration())
        let html = try #require(outcome.text, "\(sample) does not render")
        let checks = try Self.checks(html, windowWidth: width)
        #expect(checks.first { $0.name == "window" }?.detail == "\(width)", "\(sample): not in a \(width) px window")
        #expect(checks.contains { $0.name == "page width" }, "\(sample) at \(width) px: \(checks.count) checks")
        for name in ["scale", "fits the window", "fits its column", "scale shown", "labels clear"] {
            #expect(
                checks.filter { $0.name == name }.count == 5, "\(sample) at \(width) px: not a '\(name)' per device")
        }
        for check in checks where !check.ok {
            Issue.record("\(sample) at \(width) px on \(check.device): \(check.name): \(check.detail)")
        }
        // A phone-sized window draws the phones scaled, and says so.
        if width < 480 {
            #expect(
                checks.contains { $0.name == "scale shown" && $0.detail.hasPrefix("shown") },
                "\(sample) at \(width) px: no device was scaled")
        }
    }
}
