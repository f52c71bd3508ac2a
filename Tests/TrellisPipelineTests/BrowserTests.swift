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
/// to rest at each of the engine's resting offsets, and each pinned header stays just below the safe area within its
/// section.
@Suite(.enabled(if: ExternalTool.chromium.shouldRun, Comment(rawValue: ExternalTool.chromium.skipReason)))
struct BrowserTests {
    struct Check: Decodable {
        var device: String
        var name: String
        var ok: Bool
        var detail: String
    }

    static let samples: [String] = Repository.files(in: "Samples", suffix: ".layout.yaml")

    /// The checks the page reported, run in Chromium.
    static func checks(_ html: String) throws -> [Check] {
        let script = try String(
            contentsOfFile: Repository.path("Tests/TrellisPipelineTests/Browser/check.js"), encoding: .utf8)
        let page = html.replacingOccurrences(of: "</body>", with: "<script>\n\(script)\n</script>\n</body>")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try ExternalTool.chromium.requireInstalled()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let chromium = ExternalTool.chromium.command
        // Virtual time lets the page's waits for scrolling to settle run at once.
        process.arguments = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
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

    /// On a phone-sized window (390 × 844 px) the page fits: each device's frame is held to the window (its content
    /// scrolls sideways inside it) instead of being cut, whether it is narrower than the window (iPhone SE), about as
    /// wide (iPhone 16, 393 pt) or wider (iPhone 16 Pro Max, 430 pt).
    @Test func pageFitsAPhoneSizedWindow() throws {
        try ExternalTool.chromium.requireInstalled()
        let path = Repository.path("Samples/InsetGrid.layout.yaml")
        let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        for device in ["iPhone SE (3rd generation)", "iPhone 16", "iPhone 16 Pro Max"] {
            let outcome = RenderRun.run(
                bytes: bytes, path: path, format: .html, devices: [device], base: FramesRun.Options(),
                configuration: LintConfiguration())
            let html = try #require(outcome.text)
            // After the page's own script has run: how wide the page is, and how wide the device is drawn.
            let probe = """
                <script>
                document.body.setAttribute('data-fit', JSON.stringify({
                  page: document.documentElement.scrollWidth, window: window.innerWidth,
                  device: document.querySelector('figure').getBoundingClientRect().width }));
                </script>
                </body>
                """
            // Headless Chromium's window is at least 500 px wide: the page goes in a 390 × 844 frame instead.
            let inner = html.replacingOccurrences(of: "</body>", with: probe)
                .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            let page = """
                <!DOCTYPE html><html><body style="margin: 0">
                <iframe id="phone" style="border: 0" width="390" height="844" srcdoc="\(inner)"></iframe>
                <script>
                document.getElementById('phone').onload = function () {
                  document.body.setAttribute('data-fit', this.contentDocument.body.getAttribute('data-fit'));
                };
                </script>
                </body></html>
                """
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "trellis-\(UUID().uuidString).html")
            try page.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                ExternalTool.chromium.command, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--hide-scrollbars", "--virtual-time-budget=10000", "--dump-dom", file.absoluteString,
            ]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let start = try #require(dom.range(of: "data-fit=\""), "\(dom.prefix(300))")
            let end = try #require(dom[start.upperBound...].firstIndex(of: "\""))
            let json = String(dom[start.upperBound..<end]).replacingOccurrences(of: "&quot;", with: "\"")
            let fit = try JSONDecoder().decode([String: Double].self, from: Data(json.utf8))
            #expect(fit["window"] == 390, "\(device): \(json)")
            #expect(fit["page"] ?? .infinity <= 390, "\(device): the page is wider than the window: \(json)")
            #expect(fit["device"] ?? .infinity <= 390 - 16, "\(device): \(json)")
        }
    }
}
