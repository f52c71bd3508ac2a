import Foundation
import Testing
import TrellisTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `trellis preview` as a person uses it: start it on a free port, open the page, edit the file, and the page is
/// told to reload; a file with errors is a page of diagnostics until it is fixed.
@Suite struct PreviewTests {
    /// A plain HTTP/1.1 GET on 127.0.0.1, reading until `until` appears in the response or `timeout` passes.
    static func get(
        port: Int, path: String, until: String, timeout: TimeInterval = 10, host: String? = nil,
        requestLine: String? = nil
    ) throws -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw PreviewError.socket }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw PreviewError.socket }
        var timeval = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeval, socklen_t(MemoryLayout<timeval>.size))
        let line = requestLine ?? "GET \(path) HTTP/1.1"
        let request = Array("\(line)\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 { received += buffer[..<count] }
            if count == 0 { break }
            if String(decoding: received, as: UTF8.self).contains(until) { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    enum PreviewError: Error { case socket }

    /// A `trellis preview` process on `file` and its port, read from its first line.
    static func startPreview(_ file: URL, port: Int = 0) throws -> (Process, Int) {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["preview", file.path, "--device", "iPhone 16", "--port", "\(port)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        let bound = try #require(
            text.split(separator: ":").last.flatMap {
                Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "/\n")))
            },
            "\(text)")
        return (process, bound)
    }

    /// The page once the first render is done: the server listens before it draws, and answers 503 until then.
    static func renderedPage(port: Int, host: String? = nil) throws -> String {
        var page = try get(port: port, path: "/", until: "</html>", host: host)
        let deadline = Date().addingTimeInterval(30)
        while page.hasPrefix("HTTP/1.1 503"), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            page = try get(port: port, path: "/", until: "</html>", host: host)
        }
        return page
    }

    static func temporaryLayout() throws -> (folder: URL, file: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Live.layout.yaml")
        let text = try String(contentsOfFile: Repository.path("Samples/InsetGrid.layout.yaml"), encoding: .utf8)
        try text.write(to: file, atomically: false, encoding: .utf8)
        return (folder, file)
    }

    /// The race a browser can lose: the page loads, the file changes, and only then does the page's event stream
    /// connect. The stream's first event names the newer page, so the page reloads (before, it received nothing).
    @Test func anEditBetweenLoadAndConnectIsAnnounced() throws {
        let (folder, file) = try Self.temporaryLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (process, port) = try Self.startPreview(file)
        defer { process.terminate() }
        let page = try Self.renderedPage(port: port)
        #expect(page.contains("var shown = 1;"), "\(page.suffix(400))")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "layout: InsetGrid", with: "layout: InsetGridEdited")
            .write(to: file, atomically: false, encoding: .utf8)
        // Rendered and numbered before anyone listens: the server polls every 250 ms.
        var current = ""
        let deadline = Date().addingTimeInterval(10)
        while !current.contains("var shown = 2;"), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            current = try Self.get(port: port, path: "/", until: "</html>")
        }
        #expect(current.contains("InsetGridEdited"))
        let events = try Self.get(port: port, path: "/events", until: "data: 2\n\n", timeout: 3)
        #expect(events.contains("event: version\ndata: 2\n\n"), "\(events)")
    }

    /// A version 2 layout's fragments are watched as the layout is: breaking the fragment it includes turns the page
    /// into the fragment's diagnostics. Before, only the layout and its configurations were polled, and the page kept
    /// the old drawing until the layout itself changed.
    @Test func aChangeToAnIncludedFragmentRedrawsThePage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Main.layout.yaml")
        let fragment = folder.appendingPathComponent("rows.yaml")
        let layout = """
            version: 2
            layout: Main
            include: [rows.yaml]
            sections:
              - name: rows
                group: {use: row}

            """
        let rows = """
            version: 2
            definitions:
              row:
                axis: horizontal
                width: fractionalWidth(1)
                height: absolute(44)
                item: {width: fractionalWidth(1), height: fractionalHeight(1)}

            """
        try layout.write(to: file, atomically: false, encoding: .utf8)
        try rows.write(to: fragment, atomically: false, encoding: .utf8)
        let (process, port) = try Self.startPreview(file)
        defer { process.terminate() }
        let drawn = try Self.renderedPage(port: port)
        #expect(drawn.contains("var shown = 1;") && drawn.contains("data-kind=\"item\""), "\(drawn.prefix(400))")

        try rows.replacingOccurrences(of: "absolute(44)", with: "absolute(0)")
            .write(to: fragment, atomically: false, encoding: .utf8)
        // The server polls every 250 ms; the layout itself is untouched.
        var current = drawn
        let deadline = Date().addingTimeInterval(10)
        while !current.contains("var shown = 2;"), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            current = try Self.get(port: port, path: "/", until: "</html>")
        }
        #expect(current.contains("var shown = 2;"), "the fragment's change was not followed: \(current.suffix(400))")
        #expect(current.contains("rows.yaml:6:"), "\(current)")
        #expect(current.contains("data-rule=\"non_positive_dimension\""), "\(current)")
    }

    /// Requests that name another host (DNS rebinding) are refused; oversized request lines and hundreds of idle
    /// connections leave the server answering.
    @Test func foreignHostsOversizedRequestsAndIdleConnections() throws {
        let (folder, file) = try Self.temporaryLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (process, port) = try Self.startPreview(file)
        defer { process.terminate() }

        let foreign = try Self.get(port: port, path: "/", until: "\r\n\r\n", host: "attacker.example:\(port)")
        #expect(foreign.hasPrefix("HTTP/1.1 421"), "\(foreign.prefix(200))")
        #expect(!foreign.contains("InsetGrid"))
        let localhost = try Self.renderedPage(port: port, host: "localhost:\(port)")
        #expect(localhost.hasPrefix("HTTP/1.1 200"))

        let long = "GET /" + String(repeating: "a", count: 256 << 10) + " HTTP/1.1"
        for _ in 0..<2 {
            let refused = try Self.get(port: port, path: "/", until: "\r\n\r\n", timeout: 3, requestLine: long)
            #expect(!refused.hasPrefix("HTTP/1.1 200"), "\(refused.prefix(200))")
        }

        var idle: [Int32] = []
        defer { for socket in idle { close(socket) } }
        for _ in 0..<300 {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if connected == 0 { idle.append(socket) } else { close(socket) }
        }
        #expect(idle.count == 300)
        let after = try Self.get(port: port, path: "/", until: "</html>")
        #expect(after.hasPrefix("HTTP/1.1 200") && after.contains("InsetGrid"), "\(after.prefix(200))")
    }

    /// A port in use: one line naming it and exit status 1, at once.
    @Test func aBusyPortIsOneLineAndExitOne() throws {
        let (folder, file) = try Self.temporaryLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (first, port) = try Self.startPreview(file)
        defer { first.terminate() }
        let second = Process()
        second.executableURL = CLITests.executable
        second.arguments = ["preview", file.path, "--device", "iPhone 16", "--port", "\(port)"]
        let errors = Pipe()
        second.standardError = errors
        second.standardOutput = FileHandle.nullDevice
        try second.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        #expect(second.terminationStatus == 1)
        #expect(
            message
                == "error: port \(port) on 127.0.0.1 is already in use; choose another with --port, or --port 0 "
                + "for any\n",
            "\(message)")
    }

    /// What the listening thread received.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func set(_ value: String) { lock.withLock { text = value } }
        func get() -> String { lock.withLock { text } }
    }

    @Test func pageReloadsWhenTheFileChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Grid.layout.yaml")
        let good = """
            layout: Grid
            sections:
              - name: grid
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: absolute(44)
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}

            """
        try good.replacingOccurrences(of: "height: absolute(44)", with: "heigth: absolute(44)")
            .write(to: file, atomically: false, encoding: .utf8)

        let (process, port) = try Self.startPreview(file)
        defer { process.terminate() }

        // With an error: the page lists it, with its position and rule, and will reload.
        let broken = try Self.renderedPage(port: port)
        #expect(broken.contains("HTTP/1.1 200"))
        #expect(broken.contains("Grid.layout.yaml:7:") && broken.contains("[unknown_key]"), "\(broken)")
        #expect(broken.contains("new EventSource('/events')"))
        #expect(broken.contains("var shown = 1;"))

        // Listen, fix the file, and the reload event arrives.
        let received = Received()
        let listening = Thread {
            received.set((try? Self.get(port: port, path: "/events", until: "data: 2")) ?? "")
        }
        listening.start()
        Thread.sleep(forTimeInterval: 0.6)
        try good.write(to: file, atomically: false, encoding: .utf8)
        let deadline = Date().addingTimeInterval(10)
        while !received.get().contains("data: 2"), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let events = received.get()
        #expect(events.contains("text/event-stream"), "\(events)")
        #expect(events.contains("event: version\ndata: 1\n\n"), "the version shown first: \(events)")
        #expect(events.contains("event: version\ndata: 2\n\n"), "then the edit's: \(events)")

        // The fixed file is drawn: the HTML render of iPhone 16, with the reload script.
        let drawn = try Self.get(port: port, path: "/", until: "</html>")
        #expect(drawn.contains("iPhone 16") && drawn.contains("data-kind=\"item\""), "\(drawn.prefix(400))")
        #expect(drawn.contains("new EventSource('/events')"))
        #expect(drawn.contains("var shown = 2;"))
    }
    /// A real browser follows an edit: headless Chromium opens the preview, the file's layout name changes, and the
    /// page reloads by itself: its title, which names the layout, changes in Chromium's own list of pages.
    @Test(.enabled(if: ExternalTool.chromium.shouldRun, Comment(rawValue: ExternalTool.chromium.skipReason)))
    func aRealBrowserFollowsEdits() throws {
        try ExternalTool.chromium.requireInstalled()
        let (folder, file) = try Self.temporaryLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: file, encoding: .utf8)
        let (preview, port) = try Self.startPreview(file)
        defer { preview.terminate() }

        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        browser.arguments = [
            ExternalTool.chromium.command, "--headless", "--no-sandbox",
            "--disable-gpu", "--disable-dev-shm-usage", "--remote-debugging-port=0", "http://127.0.0.1:\(port)/",
        ]
        let errors = Pipe()
        browser.standardError = errors
        browser.standardOutput = FileHandle.nullDevice
        try browser.run()
        defer { browser.terminate() }
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/..."
        var announced = ""
        let deadline = Date().addingTimeInterval(20)
        while !announced.contains("DevTools listening on"), Date() < deadline {
            announced += String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
        }
        let tools = try #require(
            announced.range(of: "ws://127.0.0.1:").flatMap { Int(announced[$0.upperBound...].prefix { $0.isNumber }) },
            "\(announced)")
        func titles() -> String { (try? Self.get(port: tools, path: "/json/list", until: "} ]")) ?? "" }
        func wait(for title: String) -> Bool {
            let until = Date().addingTimeInterval(15)
            while Date() < until {
                if titles().contains("\"title\": \"\(title) — ") { return true }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return false
        }
        #expect(wait(for: "InsetGrid"), "\(titles())")
        try text.replacingOccurrences(of: "layout: InsetGrid", with: "layout: InsetGridRenamed")
            .write(to: file, atomically: false, encoding: .utf8)
        #expect(wait(for: "InsetGridRenamed"), "the page did not follow the edit: \(titles())")
    }
}
